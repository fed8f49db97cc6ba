import { hasAtMostTwoDecimals } from '@provender/events/rules/money'
import type { OrderRequirements } from '@provender/web-shared/ordering/orderRequirements.ts'

/** The server's bounds for a minimum order (orderRequirementsBody), said once for every way to miss them. */
const MINIMUM_MESSAGE = 'Enter an amount of $0.01 to $100,000, or leave it empty for no minimum.'
const MINIMUM_MAX = 100_000

export interface RequirementsFormValues {
  poNumberRequired?: boolean | null
  /** react-admin's NumberInput gives null for an empty field. */
  minimumOrder?: number | string | null
}

const isEmpty = (value: RequirementsFormValues['minimumOrder']) =>
  value === null || value === undefined || value === ''

/** Why the minimum order would be refused, before it is sent; undefined when it would not. */
export function minimumOrderProblem(value: RequirementsFormValues['minimumOrder']): string | undefined {
  if (isEmpty(value)) return undefined
  const amount = Number(value)
  if (!Number.isFinite(amount) || amount <= 0 || amount > MINIMUM_MAX) return MINIMUM_MESSAGE
  if (!hasAtMostTwoDecimals(amount)) return 'The minimum order can have at most two decimals.'
  return undefined
}

/** The form's values as the PUT sends them: an empty minimum is none. */
export function requirementsOf(values: RequirementsFormValues): OrderRequirements {
  return {
    poNumberRequired: values.poNumberRequired === true,
    minimumOrder: isEmpty(values.minimumOrder) ? null : Number(values.minimumOrder),
  }
}
