/** How far over the ordered weight a weight line may ship, in whole percent (admin setting). */
export interface FulfilmentTolerance {
  percent: number
  /** No admin set it yet: the default applies. */
  isDefault?: boolean
}

export const FULFILMENT_TOLERANCE_PATH = '/api/settings/fulfilment-tolerance'
