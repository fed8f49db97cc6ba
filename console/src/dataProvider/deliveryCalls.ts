import { api, apiFile } from '@provender/web-shared/api.ts'
import type { RaRecord } from 'react-admin'
import type {
  CompanySchedule,
  CustomerSchedule,
  DeliveryDay,
  DeliveryOptions,
  OrderMove,
  PickList,
  StandingAction,
  StandingEdit,
  StandingOrder,
} from './deliveryTypes.ts'
import { orderPath } from './ordersMapping.ts'

const SCHEDULE_PATH = '/api/settings/delivery-schedule'
export const STANDING_PATH = '/api/standing-orders'
export const CLOSURES_PATH = '/api/settings/closures'

const customerSchedulePath = (customerId: number) =>
  `/api/customers/${encodeURIComponent(String(customerId))}/delivery-schedule`
export const standingPath = (id: RaRecord['id']) => `${STANDING_PATH}/${encodeURIComponent(id)}`

/** The standing-order change each console action is: its method, path and body (docs/api.md). */
export function standingActionCall(
  id: RaRecord['id'],
  action: StandingAction,
  deliveryDate?: string,
): { method: 'POST' | 'DELETE'; path: string; body?: { deliveryDate: string } } {
  switch (action) {
    case 'cancel':
      return { method: 'DELETE', path: standingPath(id) }
    case 'skip':
    case 'unskip':
      if (!deliveryDate) throw new Error(`A ${action} names its delivery date`)
      return { method: 'POST', path: `${standingPath(id)}/${action}`, body: { deliveryDate } }
    default:
      return { method: 'POST', path: `${standingPath(id)}/${action}` }
  }
}

/**
 * Issue 25's calls that are not a resource's CRUD (closures and standing orders are resources):
 * delivery days, moves, a customer's open dates, the pick list and standing-order changes.
 */
export interface DeliveryCalls {
  companySchedule: () => Promise<CompanySchedule>
  saveCompanySchedule: (days: DeliveryDay[] | null) => Promise<{ days: DeliveryDay[] | null }>
  customerSchedule: (customerId: number) => Promise<CustomerSchedule>
  /** null: the customer follows the distributor's days again. */
  saveCustomerSchedule: (customerId: number, days: DeliveryDay[] | null) => Promise<unknown>
  moveOrder: (orderId: number, move: OrderMove) => Promise<{ id: number; deliveryDate: string }>
  /** The customer's next open delivery dates (GET /api/delivery/options?customerId=). */
  deliveryOptions: (customerId: number) => Promise<DeliveryOptions>
  pickList: (date: string) => Promise<PickList>
  pickListCsv: (date: string) => Promise<Blob>
  changeStanding: (id: RaRecord['id'], action: StandingAction, deliveryDate?: string) => Promise<unknown>
  /** New lines and how often for every date from now on; answers the standing order as it now is. */
  editStanding: (id: RaRecord['id'], edit: StandingEdit) => Promise<StandingOrder>
}

export const deliveryCalls: DeliveryCalls = {
  companySchedule: () => api<CompanySchedule>(SCHEDULE_PATH),
  saveCompanySchedule: (days) => api(SCHEDULE_PATH, { method: 'PUT', body: { days } }),
  customerSchedule: (customerId) => api<CustomerSchedule>(customerSchedulePath(customerId)),
  saveCustomerSchedule: (customerId, days) =>
    api(customerSchedulePath(customerId), { method: 'PUT', body: { days } }),
  moveOrder: (orderId, move) => api(`${orderPath(orderId)}/move`, { method: 'POST', body: move }),
  deliveryOptions: (customerId) => api<DeliveryOptions>('/api/delivery/options', { query: { customerId } }),
  pickList: (date) => api<PickList>('/api/pick-list', { query: { date } }),
  pickListCsv: (date) => apiFile('/api/pick-list.csv', { query: { date } }),
  changeStanding(id, action, deliveryDate) {
    const call = standingActionCall(id, action, deliveryDate)
    return api(call.path, { method: call.method, ...(call.body ? { body: call.body } : {}) })
  },
  editStanding: (id, { items, everyWeeks }) =>
    api<StandingOrder>(standingPath(id), { method: 'PUT', body: { items, everyWeeks } }),
}
