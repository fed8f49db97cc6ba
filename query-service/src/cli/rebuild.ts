import { type CliLog, runCli, withLog } from '@provender/server-kit'
import { migrateReadModels } from '../projections/migrations.ts'
import { replayReadModels } from '../projections/onlineRebuild.ts'
import { printChecksums } from './checksumTable.ts'
import { type Progress, progressBar } from './progress.ts'

/**
 * `npm run rebuild-read-models`: replays the whole log into a new schema while the services
 * keep serving the current read models, switches to it at once and drops the old one
 * (onlineRebuild.ts), with a progress bar and a checksum of every read-model table before and
 * after. When the log did not move meanwhile the two are equal; a table that differs is named
 * and the exit code is 2. On the embedded database stop the app first (one process owns it).
 */
async function main(): Promise<number> {
  return withLog(process.env, rebuild, { migrate: migrateReadModels })
}

async function rebuild({ knex, store }: CliLog): Promise<number> {
  console.log('Replaying the log into new read models; the current ones are served until the switch.')
  const headBefore = await store.headPosition()
  const progress: { bar: Progress | null } = { bar: null }
  const report = await replayReadModels(knex, store, {
    onStart: (events) => {
      progress.bar = progressBar('events', events)
    },
    onBatch: (events) => progress.bar?.tick(events),
  })
  progress.bar?.done()
  const headAfter = await store.headPosition()
  const differing = printChecksums(report.before, report.after)
  console.log(
    `Rebuilt the read models from ${report.events.toLocaleString('en-US')} events in ${report.seconds.toFixed(1)} s (${Math.round(report.events / Math.max(report.seconds, 0.001)).toLocaleString('en-US')} events/s).`,
  )
  if (
    headAfter?.sequence !== headBefore?.sequence ||
    headAfter?.transactionId !== headBefore?.transactionId
  ) {
    console.log('The log moved during the rebuild (the app is writing): the checksums are not comparable.')
    return 0
  }
  if (differing.length === 0) {
    console.log('Every table has the same checksum as before the replay.')
    return 0
  }
  console.log(
    `Changed by the replay: ${differing.join(', ')}. The log did not move, so the read models had drifted from it; they now match it.`,
  )
  return 2
}

runCli(main, { failureCode: 1 })
