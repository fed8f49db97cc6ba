/**
 * The soak's server: `npm start`'s composition (startProvender with the settings from the
 * environment, as gateway/src/main.ts runs it) in a process of its own. Tells its parent its
 * URL, then every 5 s its memory, measured right after a full garbage collection (run with
 * --expose-gc) so the JavaScript heap figure is what is still referenced, not what awaits
 * collection.
 */
import { parseSettings } from '@provender/server-kit'
import { startProvender } from '../gateway/src/provender.ts'

const running = await startProvender(parseSettings(process.env))
process.send?.({ url: running.url })
const collect = (globalThis as { gc?: () => void }).gc
setInterval(() => {
  collect?.()
  const { rss, heapUsed, external, arrayBuffers } = process.memoryUsage()
  process.send?.({ memory: { rss, heapUsed, external, arrayBuffers } })
}, 5000)
process.on('disconnect', () => {
  void running.stop(2000).finally(() => process.exit(0))
})
