import { useCallback, useEffect, useRef, useState, useSyncExternalStore } from 'react'

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
 * The wizard keeps the Idempotency-Key of a send whose outcome is unknown, so the retry places
 * one order at most.
 */
export function useSendWhenOnline(send: () => Promise<void>) {
  const online = useOnline()
  const [waiting, setWaiting] = useState(false)
  const latest = useRef(send)
  latest.current = send

  useEffect(() => {
    if (!online || !waiting) return
    setWaiting(false)
    void latest.current()
  }, [online, waiting])

  const request = useCallback(async () => {
    if (!navigator.onLine) {
      setWaiting(true)
      return
    }
    await latest.current()
    // The send failed with the network gone: wait for it rather than ask for another tap.
    if (!navigator.onLine) setWaiting(true)
  }, [])

  return { online, waiting, request, cancel: useCallback(() => setWaiting(false), []) }
}
