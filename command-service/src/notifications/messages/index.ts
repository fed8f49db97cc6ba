/**
 * The pure part of the notifier: which recorded event causes which messages to whom, and what
 * they say (subject, plain text, HTML). No I/O here: what it needs from the log comes through
 * NotificationFacts, so the same event and facts always plan the same messages.
 */
export { planForEvent } from './plan.ts'
export { planPriceDigest } from './priceDigest.ts'
export { planOrderReminder, type ReminderInput } from './reminder.ts'
export { escapeHtml, oneLine, subjectLine } from './text.ts'
export {
  type ClosureReopening,
  type CustomerFacts,
  LINK_PLACEHOLDERS,
  type MailContext,
  type NotificationFacts,
  type PlannedNotification,
  type PriceChangeLine,
  type Recipient,
  type StandingOrderMoves,
} from './types.ts'
