import { type CliLog, runCli, withLog } from '@provender/server-kit'
import type { TableChecksum } from '../projections/checksums.ts'
import { migrateReadModels } from '../projections/migrations.ts'
import { replayReadModels } from '../projections/replay.ts'
import { type Progress, progressBar } from './progress.ts'

/**
 * `npm run rebuild-read-models`: drops every read model and replays the whole log into
 * them, with a progress bar and a checksum of every read-model table before and after. On an
 * unchanged log the two are equal; any table that differs is named and the exit code is 2.
 *
 * It rebuilds in place, so STOP THE APP FIRST: a service left running serves partial data
 * until the replay passes it, and events it appends meanwhile make the checksums differ.
 */
async function main(): Promise<number> {
  return withLog(process.env, rebuild, { migrate: migrateReadModels })
}

async function rebuild({ knex, store }: CliLog): Promise<number> {
  console.log('Replaying the log into every read model (stop the app first: this rebuilds in place).')
  const progress: { bar: Progress | null } = { bar: null }
  const report = await replayReadModels(knex, store, {
    onStart: (events) => {
      progress.bar = progressBar('events', events)
    },
    onBatch: (events) => progress.bar?.tick(events),
  })
  progress.bar?.done()
  const differing = printChecksums(report.before, report.after)
  console.log(
    `Rebuilt the read models from ${report.events.toLocaleString('en-US')} events in ${report.seconds.toFixed(1)} s (${Math.round(report.events / Math.max(report.seconds, 0.001)).toLocaleString('en-US')} events/s).`,
  )
  if (differing.length === 0) {
    console.log('Every table has the same checksum as before the replay.')
    return 0
  }
  console.log(
    `Changed by the replay: ${differing.join(', ')}. On an unchanged log this means the read models had drifted from the log (or the app was running).`,
  )
  return 2
}

function printChecksums(before: TableChecksum[], after: TableChecksum[]): string[] {
  const tables = [...new Set([...before, ...after].map((t) => t.table))].sort()
  const differing: string[] = []
  console.log(
    `\n${'table'.padEnd(24)} ${'rows before'.padStart(12)} ${'checksum before'.padEnd(20)} ${'rows after'.padStart(12)} ${'checksum after'.padEnd(20)}`,
  )
  for (const table of tables) {
    const b = before.find((t) => t.table === table)
    const a = after.find((t) => t.table === table)
    const same = b?.checksum === a?.checksum && b?.rows === a?.rows
    if (!same) differing.push(table)
    console.log(
      `${table.padEnd(24)} ${String(b?.rows ?? '-').padStart(12)} ${(b?.checksum ?? '-').padEnd(20)} ${String(a?.rows ?? '-').padStart(12)} ${(a?.checksum ?? '-').padEnd(20)} ${same ? 'equal' : 'DIFFERENT'}`,
    )
  }
  console.log('')
  return differing
}

runCli(main, { failureCode: 1 })
