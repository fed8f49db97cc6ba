/** Spec 3: the ordering window; times are HH:MM, 24-hour. */
export interface OrderWindow {
  alwaysOpen: boolean
  openTime: string | null
  closeTime: string | null
  /** A sales rep without its own hours reads the company's. */
  inherited?: boolean
}

export const ORDER_WINDOW_PATH = '/api/settings/order-window/mine'

/** PUT body: `{ alwaysOpen: true }` or `{ alwaysOpen: false, openTime, closeTime }` (spec 7). */
export function orderWindowBody(window: Pick<OrderWindow, 'alwaysOpen' | 'openTime' | 'closeTime'>) {
  return window.alwaysOpen
    ? { alwaysOpen: true }
    : { alwaysOpen: false, openTime: window.openTime, closeTime: window.closeTime }
}
