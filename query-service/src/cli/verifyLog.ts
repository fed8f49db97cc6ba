import { type CliLog, runCli, sealLog, verifyLog, withLog } from '@provender/server-kit'

/**
 * `npm run verify-log`: recomputes every stream's hash chain and checks the seals; prints the
 * first broken link of each damaged stream and exits 1, or says the log is intact and how many
 * events were checked. An intact log is then sealed (`--no-seal` to only read), so the next
 * check also catches a stream cut short after today. On the embedded database stop the app first.
 */
async function main(): Promise<number> {
  const seal = !process.argv.includes('--no-seal')
  return withLog(process.env, (log) => check(log, seal))
}

async function check({ knex, store }: CliLog, seal: boolean): Promise<number> {
  const report = await verifyLog(knex)
  const seals = report.lastSeal
    ? `${report.sealsChecked} seals checked, the last at ${report.lastSeal.sealedAt} (digest ${report.lastSeal.digest})`
    : 'no seal yet'
  if (!report.intact) {
    console.error(
      `The log is damaged: ${report.broken.length} stream(s) broken (${report.eventsChecked} events checked, ${seals}).`,
    )
    for (const link of report.broken) {
      const at = link.position ? ` (log position ${link.position})` : ''
      console.error(`  ${link.streamId} at revision ${link.revision}${at}: ${link.reason}`)
    }
    return 1
  }
  console.log(
    `The log is intact: ${report.eventsChecked} events in ${report.streamsChecked} streams checked, ${seals}.`,
  )
  if (seal) {
    const sealed = await sealLog(knex, store, new Date())
    console.log(
      sealed.sealed
        ? `Sealed ${sealed.heads} stream head(s) that moved; digest of every head: ${sealed.digest}`
        : 'No stream head moved since the last seal.',
    )
  }
  return 0
}

runCli(main, { failureCode: 2 })
