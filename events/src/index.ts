// Browser-safe entry: the event catalogue and the rules every part shares.
// First: zod must parse without eval (our Content-Security-Policy forbids it) before any
// schema below is built.
import './jitless.ts'

export * from './catalogue/envelope.ts'
export * from './catalogue/eventStreams.ts'
export * from './catalogue/events.ts'
export * from './catalogue/position.ts'
export * from './catalogue/streams.ts'
export * from './domainError.ts'
export * from './history/timeline.ts'
export * from './rules/catalogue.ts'
export * from './rules/contact.ts'
export * from './rules/csv.ts'
export * from './rules/customer.ts'
export * from './rules/money.ts'
export * from './rules/ordering.ts'
export * from './rules/orderWindow.ts'
export * from './rules/password.ts'
export * from './rules/priceChanges.ts'
export * from './rules/text.ts'
export * from './store/port.ts'
