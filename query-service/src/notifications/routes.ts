import Router from '@koa/router'
import { notFound, notificationKinds } from '@provender/events'
import { z } from 'zod'
import type { QueryDeps } from '../deps.ts'
import { direction, idFilter, limit, page, queryValues, search, sortField } from '../http/listQuery.ts'
import { signedInAs } from '../http/session.ts'
import { findNotification, listNotifications, NOTIFICATION_SORT_FIELDS } from './queries.ts'
import { NOTIFICATION_STATUSES } from './rule.ts'

/** The staff lists' paging, sorting and search; newest first unless asked. */
export const notificationsQuery = z.object({
  page,
  limit: limit(100, 'cap', 25),
  sortBy: sortField('sortBy', NOTIFICATION_SORT_FIELDS),
  order: direction('order', 'DESC'),
  search: search(100),
  status: z
    .enum(NOTIFICATION_STATUSES, { error: `status must be one of ${NOTIFICATION_STATUSES.join(', ')}.` })
    .optional(),
  kind: z
    .enum(notificationKinds, { error: `kind must be one of ${notificationKinds.join(', ')}.` })
    .optional(),
  recipientUserId: idFilter('recipientUserId'),
})

/** A notification id is 32 hex characters; anything else names no notification. */
export const notificationIdParam = z.string().regex(/^[0-9a-f]{32}$/, 'Notification not found.')

/** Sent mail (issue 27): what the notifier queued and sent, for admins. */
export function notificationReadRoutes(deps: QueryDeps): Router {
  const router = new Router()

  router.get('/api/notifications', signedInAs(deps, ['admin']), async (ctx) => {
    ctx.body = await listNotifications(deps.knex, notificationsQuery.parse(queryValues(ctx.query)))
  })

  router.get('/api/notifications/:id', signedInAs(deps, ['admin']), async (ctx) => {
    const id = notificationIdParam.safeParse(ctx.params.id)
    const found = id.success ? await findNotification(deps.knex, id.data) : undefined
    if (!found) throw notFound('Notification not found.')
    ctx.body = found
  })

  return router
}
