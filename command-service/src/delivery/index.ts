// The delivery slice's one door: its routes and docs for the app, and the date rules' facts
// for the slices that place orders (orders, standing orders).
export { type Closure, type ClosuresState, closureSpans, closuresAggregate } from './closures.ts'
export {
  DELIVERY_DATE_UNAVAILABLE,
  type DeliveryChoice,
  type DeliveryFacts,
  deliveryDateFor,
  moveOutsideSchedule,
} from './deliveryDateFor.ts'
export { deliveryFactsFrom, deliveryStreams, readDeliveryFacts } from './facts.ts'
export { deliveryRouteDocs } from './openapi.ts'
export { deliveryRoutes } from './routes.ts'
export { type DeliveryScheduleState, deliveryScheduleAggregate } from './schedule.ts'
