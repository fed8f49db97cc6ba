export { ConsoleLayout } from './ConsoleLayout.tsx'
