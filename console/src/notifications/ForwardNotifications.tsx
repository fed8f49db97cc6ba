import { useNotify } from '@provender/web-shared/SnackbarProvider.tsx'
import { useEffect } from 'react'
import { useNotificationContext, useTranslate } from 'react-admin'

/**
 * The console has one snackbar, the shared one (spec 9: 5 s, top-centre, click-away
 * ignored). react-admin still queues its own notices (a failed query, a logout reason);
 * this takes each from its queue and shows it there instead of in a second snackbar.
 */
export function ForwardNotifications() {
  const { notifications, takeNotification } = useNotificationContext()
  const notify = useNotify()
  const translate = useTranslate()

  useEffect(() => {
    if (notifications.length === 0) return
    const next = takeNotification()
    if (!next || typeof next.message !== 'string') return
    notify(translate(next.message, next.notificationOptions?.messageArgs), next.type)
  }, [notifications, takeNotification, notify, translate])

  return null
}
