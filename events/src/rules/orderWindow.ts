export interface OrderWindow {
  alwaysOpen: boolean
  openTime: string
  closeTime: string
}

/** Spec 3: always open by default, with 06:00 to 21:00 offered when it is not. */
export const DEFAULT_WINDOW: OrderWindow = { alwaysOpen: true, openTime: '06:00', closeTime: '21:00' }

/** A rep's hours apply to the rep's customers; else the company's; else always open. */
export function effectiveWindow(rep: OrderWindow | null, company: OrderWindow | null): OrderWindow {
  return rep ?? company ?? DEFAULT_WINDOW
}

/** The wall-clock time HH:MM in the distributor's time zone. */
export function localTime(now: Date, timeZone: string): string {
  const parts = new Intl.DateTimeFormat('en-GB', {
    timeZone,
    hour: '2-digit',
    minute: '2-digit',
    hourCycle: 'h23',
  }).formatToParts(now)
  const part = (type: string) => parts.find((p) => p.type === type)?.value ?? '00'
  return `${part('hour')}:${part('minute')}`
}

export function isOpenAt(window: OrderWindow, now: Date, timeZone: string): boolean {
  if (window.alwaysOpen) return true
  const t = localTime(now, timeZone)
  return t >= window.openTime && t < window.closeTime
}
