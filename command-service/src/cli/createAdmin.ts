import { parseArgs } from 'node:util'
import { boundedText, PERSON_NAME_MAX } from '@provender/events'
import { postgresIdAllocator, runCli, UsageError, withLog } from '@provender/server-kit'
import { z } from 'zod'
import { ensureAdmin } from '../users/bootstrapAdmin.ts'

const USAGE = `Usage: npm run create-admin -- --email <address> --password <password> [--first-name <name>] [--last-name <name>]
Uses DATABASE_URL, else the embedded database in DATA_DIR (stop the app first: it serves one process).`

const argsSchema = z.object({
  email: z.email('--email: must be an email address'),
  password: z.string('--password: required').min(8, '--password: must be at least 8 characters'),
  'first-name': boundedText('--first-name: First name', PERSON_NAME_MAX, {
    required: '--first-name: must not be empty',
  }).optional(),
  'last-name': boundedText('--last-name: Last name', PERSON_NAME_MAX, {
    required: '--last-name: must not be empty',
  }).optional(),
})

function readArgs(argv: string[]): z.infer<typeof argsSchema> {
  let values: Record<string, string | boolean | undefined>
  try {
    values = parseArgs({
      args: argv,
      options: {
        email: { type: 'string' },
        password: { type: 'string' },
        'first-name': { type: 'string' },
        'last-name': { type: 'string' },
      },
      strict: true,
    }).values
  } catch (error) {
    throw new UsageError(error instanceof Error ? error.message : String(error))
  }
  const result = argsSchema.safeParse(values)
  if (!result.success) throw new UsageError(result.error.issues.map((i) => i.message).join('\n'))
  return result.data
}

/** Creates an admin account from the command line, the way ADMIN_EMAIL does at start. */
async function main(): Promise<number> {
  const args = readArgs(process.argv.slice(2))
  const result = await withLog(process.env, ({ knex, store }) =>
    ensureAdmin(
      { store, ids: postgresIdAllocator(knex), clock: () => new Date() },
      {
        email: args.email,
        password: args.password,
        firstName: args['first-name'],
        lastName: args['last-name'],
      },
    ),
  )
  console.log(
    result.created
      ? `Created admin ${args.email} (user ${result.userId}).`
      : `Not created: ${args.email} is already taken (user ${result.userId}).`,
  )
  return 0
}

runCli(main, { failureCode: 1, usage: USAGE })
