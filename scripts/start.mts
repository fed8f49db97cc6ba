/**
 * `npm start` (after scripts/starter.mjs has installed what was missing): builds each app
 * whose build is missing or older than its sources, so a pull never serves an old bundle,
 * then starts Provender in one process.
 */
import { fileURLToPath } from 'node:url'
import { staleApps } from '../gateway/src/appBuilds.ts'
import { buildApps } from './buildApps.mts'

const root = fileURLToPath(new URL('..', import.meta.url))
const stale = staleApps(root)
for (const { app, reason } of stale) console.log(`Building the ${app} app: ${reason}.`)
await buildApps(stale.map((s) => s.app))
await import('../gateway/src/main.ts')
