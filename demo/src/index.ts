export { seedDemoDelivery } from './delivery.ts'
export { type DemoLogin, demoLogins, seedDemoData } from './seed.ts'
export { seedDemoStock } from './stock.ts'
export { seedDemoSubstitutes } from './substitutes.ts'
