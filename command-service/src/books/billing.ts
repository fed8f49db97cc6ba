import { isDeepStrictEqual } from 'node:util'
import type { EventData } from '@provender/events'
import { assertNever, type Decide, settingAggregate } from '../shared/aggregate.ts'
import type { Aggregate } from '../shared/commandHandler.ts'

/** A customer's billing profile (stream billing-{customerId}): the last one set, or none yet. */
export type BillingState = EventData<'CustomerBillingSet'> | null

export const billingAggregate: Aggregate<BillingState> = settingAggregate(
  'billing',
  'CustomerBillingSet',
  null as BillingState,
  (data): BillingState => data,
)

export type BillingCommand = { type: 'SetBilling'; profile: EventData<'CustomerBillingSet'> }

/** Staff set the whole profile; the one already stored, sent again, appends nothing. */
export const decideBilling: Decide<'billing', BillingCommand, BillingState> = (command, state) => {
  switch (command.type) {
    case 'SetBilling':
      if (state && isDeepStrictEqual(state, command.profile)) return []
      return [{ type: 'CustomerBillingSet', data: command.profile }]
    default:
      return assertNever(command.type)
  }
}
