// Browser-safe entry: the event catalogue and the rules every part shares.
import { z } from 'zod'

// zod probes for `new Function` to compile parsers; our Content-Security-Policy forbids
// eval in the browser, so parse without it everywhere and keep one behaviour.
z.config({ jitless: true })

export * from './catalogue/envelope.ts'
export * from './catalogue/events.ts'
export * from './catalogue/position.ts'
export * from './catalogue/streams.ts'
export * from './rules/catalogue.ts'
export * from './rules/contact.ts'
export * from './rules/money.ts'
export * from './rules/ordering.ts'
export * from './rules/orderWindow.ts'
export * from './rules/password.ts'
