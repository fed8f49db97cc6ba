import { useCallback, useEffect, useRef, useSyncExternalStore } from 'react'

function subscribe(changed: () => void): () => void {
  window.addEventListener('online', changed)
  window.addEventListener('offline', changed)
  return () => {
    window.removeEventListener('online', changed)
    window.removeEventListener('offline', changed)
  }
}

/** Whether the phone says it has a network (navigator.onLine, kept up to date by its events). */
export function useOnline(): boolean {
  return useSyncExternalStore(
    subscribe,
    () => navigator.onLine,
    () => true,
  )
}

/**
 * Issue 24, offline drafts: Submit without a network waits (the screen says so) and sends once
 * the network is back; a send that failed because the network went meanwhile waits the same way.
 * Whether a submit waits is kept by the caller (the stored draft, beside the Idempotency-Key),
 * so a reload while offline still waits. It is sent when the phone is online and `ready` (the
 * price list is loaded again: a tab reopened offline has none until the network returns).
 */
export function useSendWhenOnline(
  send: () => Promise<void>,
  {
    waiting,
    setWaiting,
    ready,
  }: { waiting: boolean; setWaiting: (waiting: boolean) => void; ready: boolean },
) {
  const online = useOnline()
  const latest = useRef({ send, setWaiting })
  latest.current = { send, setWaiting }

  useEffect(() => {
    if (!online || !waiting || !ready) return
    latest.current.setWaiting(false)
    void latest.current.send()
  }, [online, waiting, ready])

  const request = useCallback(async () => {
    if (!navigator.onLine) {
      latest.current.setWaiting(true)
      return
    }
    await latest.current.send()
    // The send failed with the network gone: wait for it rather than ask for another tap.
    if (!navigator.onLine) latest.current.setWaiting(true)
  }, [])

  return { online, waiting, request }
}
