import { DEFAULT_FULFILMENT_TOLERANCE_PERCENT } from '@provender/events'
import { assertNever, type Decide, settingAggregate } from '../shared/aggregate.ts'
import type { Aggregate } from '../shared/commandHandler.ts'

export interface FulfilmentSettingsState {
  /** How far over the ordered weight a weight line may ship, in whole percent. */
  tolerancePercent: number
  /** Whether an admin ever set it (the default is not an event). */
  set: boolean
}

export const fulfilmentSettingsAggregate: Aggregate<FulfilmentSettingsState> = settingAggregate(
  'fulfilmentSettings',
  'FulfilmentToleranceSet',
  { tolerancePercent: DEFAULT_FULFILMENT_TOLERANCE_PERCENT, set: false },
  (data): FulfilmentSettingsState => ({ tolerancePercent: data.percent, set: true }),
)

export type FulfilmentSettingsCommand = { type: 'SetFulfilmentTolerance'; percent: number }

export const decideFulfilmentSettings: Decide<
  'fulfilmentSettings',
  FulfilmentSettingsCommand,
  FulfilmentSettingsState
> = (command, state) => {
  switch (command.type) {
    case 'SetFulfilmentTolerance':
      // Setting the tolerance it already has appends nothing; the first setting is always kept.
      if (state.set && state.tolerancePercent === command.percent) return []
      return [{ type: 'FulfilmentToleranceSet', data: { percent: command.percent } }]
    default:
      return assertNever(command.type)
  }
}
