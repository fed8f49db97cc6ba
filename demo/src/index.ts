export { type DemoLogin, demoLogins, seedDemoData } from './seed.ts'
