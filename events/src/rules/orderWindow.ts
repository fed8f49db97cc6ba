// Zod-free on purpose: the ordering app imports this module on its own
// (`@provender/events/rules/orderWindow`) for its first screen, which must not load zod.
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
  return wallClock(now, timeZone).time
}

export function isOpenAt(window: OrderWindow, now: Date, timeZone: string): boolean {
  if (window.alwaysOpen) return true
  const t = localTime(now, timeZone)
  return t >= window.openTime && t < window.closeTime
}

const dateTimeFormats = new Map<string, Intl.DateTimeFormat>()

export interface WallClock {
  /** YYYY-MM-DD */
  date: string
  /** HH:MM, 24-hour */
  time: string
}

/** The date and time a wall clock in the zone shows at an instant. */
export function wallClock(instant: Date | number, timeZone: string): WallClock {
  let format = dateTimeFormats.get(timeZone)
  if (!format) {
    format = new Intl.DateTimeFormat('en-GB', {
      timeZone,
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      hour: '2-digit',
      minute: '2-digit',
      hourCycle: 'h23',
    })
    dateTimeFormats.set(timeZone, format)
  }
  const parts = format.formatToParts(instant)
  const part = (type: string) => parts.find((p) => p.type === type)?.value ?? '00'
  return {
    date: `${part('year')}-${part('month')}-${part('day')}`,
    time: `${part('hour')}:${part('minute')}`,
  }
}

/** 'YYYY-MM-DD HH:MM': wall-clock readings compare in time order as strings. */
function localDateTime(instant: number, timeZone: string): string {
  const { date, time } = wallClock(instant, timeZone)
  return `${date} ${time}`
}

const MINUTE = 60_000

/** The calendar date after 'YYYY-MM-DD'. */
function nextDate(date: string): string {
  return new Date(Date.parse(`${date}T00:00:00Z`) + 1440 * MINUTE).toISOString().slice(0, 10)
}

/** How far the zone's wall clock is ahead of UTC at an instant, in ms (whole minutes). */
function offsetAt(instant: number, timeZone: string): number {
  const local = Date.parse(`${localDateTime(instant, timeZone).replace(' ', 'T')}:00Z`)
  return local - (instant - (instant % MINUTE))
}

/**
 * The first instant whose wall clock in the zone reads at least `date time`: the time itself
 * on an ordinary day, the first of the two on a fall-back day, and the end of the gap when a
 * spring-forward skips it (02:30 does not exist; ordering opens when clocks jump to 03:00).
 */
export function zonedInstant(date: string, time: string, timeZone: string): Date {
  const target = `${date} ${time}`
  const asUtc = Date.parse(`${date}T${time}:00Z`)
  // Offsets change at most once around a given day: try the offset before and after.
  const candidates = [offsetAt(asUtc - 1440 * MINUTE, timeZone), offsetAt(asUtc + 1440 * MINUTE, timeZone)]
    .map((offset) => asUtc - offset)
    .sort((a, b) => a - b)
  const exact = candidates.find((utc) => localDateTime(utc, timeZone) === target)
  if (exact !== undefined) return new Date(exact)
  // The time falls in a gap: find the minute the clock jumps past it.
  let low = candidates[0] ?? asUtc
  let high = candidates[1] ?? asUtc
  while (high - low > MINUTE) {
    const middle = low + Math.floor((high - low) / MINUTE / 2) * MINUTE
    if (localDateTime(middle, timeZone) >= target) high = middle
    else low = middle
  }
  return new Date(high)
}

export interface OrderingSchedule {
  open: boolean
  /** When ordering next opens, while it is closed by the hours (null when always open). */
  opensAt: Date | null
  /** When ordering closes, while it is open by the hours (null when always open). */
  closesAt: Date | null
}

/**
 * Whether ordering is open now and when that next changes, judged in the distributor's zone:
 * the server says so, so that a phone in another zone shows what the server enforces.
 */
export function orderingSchedule(window: OrderWindow, now: Date, timeZone: string): OrderingSchedule {
  if (window.alwaysOpen) return { open: true, opensAt: null, closesAt: null }
  const { date: today, time } = wallClock(now, timeZone)
  if (isOpenAt(window, now, timeZone)) {
    return { open: true, opensAt: null, closesAt: zonedInstant(today, window.closeTime, timeZone) }
  }
  const day = time < window.openTime ? today : nextDate(today)
  return { open: false, opensAt: zonedInstant(day, window.openTime, timeZone), closesAt: null }
}
