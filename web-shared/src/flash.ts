import type { NotifySeverity } from './SnackbarProvider.tsx'

/**
 * A notice that must survive a full page load (after login, password change or a
 * move between the two apps): kept in sessionStorage and shown once by SnackbarProvider.
 */
export const FLASH_KEY = 'flashNotice'

export interface FlashNotice {
  message: string
  severity: NotifySeverity
}

export function flashAfterReload(message: string, severity: NotifySeverity = 'info'): void {
  sessionStorage.setItem(FLASH_KEY, JSON.stringify({ message, severity }))
}

export function takeFlash(): FlashNotice | null {
  const raw = sessionStorage.getItem(FLASH_KEY)
  if (raw === null) return null
  sessionStorage.removeItem(FLASH_KEY)
  try {
    const parsed: unknown = JSON.parse(raw)
    if (parsed && typeof parsed === 'object' && 'message' in parsed && typeof parsed.message === 'string') {
      const severity = 'severity' in parsed ? parsed.severity : 'info'
      const known = ['success', 'error', 'info', 'warning'] as const
      return {
        message: parsed.message,
        severity: known.find((s) => s === severity) ?? 'info',
      }
    }
  } catch {
    // a damaged notice is simply dropped
  }
  return null
}
