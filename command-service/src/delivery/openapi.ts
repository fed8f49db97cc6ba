import { answer, documentRoutes } from '@provender/server-kit'
import { z } from 'zod'
import { customerIdParam } from '../orders/requests.ts'
import { closureBody, closureIdParam, scheduleBody, standingMoveBody } from './requests.ts'

const deliveryDayAnswer = z.object({
  weekday: z.number().int().describe('ISO weekday: 1 Monday .. 7 Sunday.'),
  cutoffDaysBefore: z.number().int(),
  cutoffTime: z.string().describe('HH:MM in the distributor’s time zone.'),
})
const daysAnswer = z.array(deliveryDayAnswer).nullable()

const closureAnswer = z.object({
  id: z.uuid(),
  from: z.iso.date(),
  to: z.iso.date(),
  reason: z.string(),
  standingMove: z
    .enum(['previous', 'next'])
    .describe(
      'Where the standing-order dates it falls on move: the customer’s delivery day before or after.',
    ),
})

export const deliveryRouteDocs = documentRoutes({ tag: 'Delivery', access: ['admin'] }, [
  {
    method: 'put',
    path: '/api/settings/delivery-schedule',
    summary: 'Set the distributor’s delivery days and cut-offs',
    description:
      'null: no company schedule, so orders are not scheduled (the default). Days are kept in weekday order; ' +
      'the same schedule again appends nothing.',
    body: scheduleBody,
    responses: answer(200, 'The schedule as saved.', z.object({ days: daysAnswer })),
  },
  {
    method: 'put',
    path: '/api/customers/:id/delivery-schedule',
    summary: 'Set a customer’s own delivery days (null: the distributor’s)',
    access: ['admin', 'sales'],
    params: z.object({ id: customerIdParam }),
    body: scheduleBody,
    responses: answer(
      200,
      'The days in effect for the customer, and whether they are the distributor’s.',
      z.object({ days: daysAnswer, inherited: z.boolean() }),
    ),
    errors: { 404: 'Customer not found (or another rep’s).' },
  },
  {
    method: 'post',
    path: '/api/settings/closures',
    summary: 'Close deliveries for some days (a holiday, a stock-take)',
    description:
      '`to` defaults to `from`. At most 31 days; it cannot start in the past. `standingMove` defaults to the ' +
      'distributor’s setting (PUT /api/settings/standing-move): each standing-order date on a closed day moves to ' +
      'the customer’s delivery day before or after it, and its customer is mailed.',
    body: closureBody,
    responses: answer(201, 'The closure as added.', closureAnswer),
    errors: { 409: '`CLOSURE_OVERLAPS`: it shares a day with another closure.' },
  },
  {
    method: 'put',
    path: '/api/settings/standing-move',
    summary:
      'Set where a closure moves standing-order dates by default: the previous or the next delivery day',
    description:
      'The default of each closure added after it (a closure keeps the direction it was added with). ' +
      'The same again appends nothing. Until set: next.',
    body: standingMoveBody,
    responses: answer(200, 'The setting as saved.', z.object({ standingMove: z.enum(['previous', 'next']) })),
  },
  {
    method: 'delete',
    path: '/api/settings/closures/:id',
    summary: 'Remove a closure',
    params: z.object({ id: closureIdParam }),
    responses: answer(204, 'Removed.'),
    errors: { 404: 'Closure not found.' },
  },
])
