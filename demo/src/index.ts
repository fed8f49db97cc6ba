export { seedDemoDelivery } from './delivery.ts'
export { type DemoLogin, demoLogins, seedDemoData } from './seed.ts'
