import { formatMoneyCents } from '@provender/events/format/numbers'
import { assertNever, type Decide, settingAggregate } from '../shared/aggregate.ts'
import type { Aggregate } from '../shared/commandHandler.ts'

/** What every order of one customer must carry (issue 36); the defaults ask for nothing. */
export interface OrderRequirementsState {
  poNumberRequired: boolean
  /** The least an order's estimated total may be, in cents; null: no minimum. */
  minimumOrderCents: number | null
  /** Issue 36: the customer's lines allow a named substitute unless a line says not. Absent: no. */
  substitutesAllowed?: boolean
}

export const NO_REQUIREMENTS: OrderRequirementsState = { poNumberRequired: false, minimumOrderCents: null }

export const orderRequirementsAggregate: Aggregate<OrderRequirementsState> = settingAggregate(
  'orderRequirements',
  'OrderRequirementsSet',
  NO_REQUIREMENTS,
  (data): OrderRequirementsState => ({
    poNumberRequired: data.poNumberRequired,
    minimumOrderCents: data.minimumOrderCents,
    ...(data.substitutesAllowed ? { substitutesAllowed: true } : {}),
  }),
)

export type OrderRequirementsCommand = {
  type: 'SetOrderRequirements'
  customerId: number
} & OrderRequirementsState

export const decideOrderRequirements: Decide<
  'orderRequirements',
  OrderRequirementsCommand,
  OrderRequirementsState
> = (command, state) => {
  switch (command.type) {
    case 'SetOrderRequirements': {
      const { customerId, poNumberRequired, minimumOrderCents } = command
      const was = state.substitutesAllowed ?? false
      const substitutesAllowed = command.substitutesAllowed ?? was
      // The same requirements again append nothing: a double tap on Save is one change.
      if (
        state.poNumberRequired === poNumberRequired &&
        state.minimumOrderCents === minimumOrderCents &&
        substitutesAllowed === was
      ) {
        return []
      }
      // Named once it was ever on, so requirements set before substitutes read as before.
      const substitutes = substitutesAllowed || was ? { substitutesAllowed } : {}
      return [
        {
          type: 'OrderRequirementsSet',
          data: { customerId, poNumberRequired, minimumOrderCents, ...substitutes },
        },
      ]
    }
    default:
      return assertNever(command.type)
  }
}

export const PO_NUMBER_REQUIRED = 'Enter your PO number: every order of this account needs one.'

/** "This order is $12.40 short of the $150.00 minimum order." */
export function belowMinimumMessage(totalCents: number, minimumCents: number): string {
  return `This order is ${formatMoneyCents(minimumCents - totalCents)} short of the ${formatMoneyCents(minimumCents)} minimum order.`
}

/**
 * The requirements an order's lines and PO number must meet, or the refusal. Staff may confirm an
 * order below the minimum (a phone order for a sample drop); the PO number they may not skip: the
 * customer's bookkeeper matches invoices by it.
 */
export function orderRequirementProblem(
  requirements: OrderRequirementsState,
  order: { totalCents: number; poNumber: string },
  belowMinimumConfirmed: boolean,
): { code: 'PO_NUMBER_REQUIRED' | 'BELOW_MINIMUM'; message: string } | null {
  if (requirements.poNumberRequired && order.poNumber === '') {
    return { code: 'PO_NUMBER_REQUIRED', message: PO_NUMBER_REQUIRED }
  }
  const minimum = requirements.minimumOrderCents
  if (minimum !== null && order.totalCents < minimum && !belowMinimumConfirmed) {
    return { code: 'BELOW_MINIMUM', message: belowMinimumMessage(order.totalCents, minimum) }
  }
  return null
}
