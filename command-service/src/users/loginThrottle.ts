import { type Database, sqlMigrations } from '@provender/server-kit'

// knex through the events package's Database, which owns the connection setup.
type Knex = Database['knex']

export type Reservation = { allowed: true } | { allowed: false; minutesLeft: number }

/**
 * Pauses logins to one account after repeated failures, so a password cannot be guessed at
 * speed, whether the guesses come one by one or all at once, to one process or to several.
 *
 * Every attempt reserves its place before the (slow, deliberate) password check: one atomic
 * upsert in the database counts it, so of any burst at most `maxFailures` are ever checked in
 * a window. A failed check simply keeps its reservation; a success clears the account.
 *
 * The window opens at an account's first attempt and lasts `lockMs`; the attempt that reaches
 * `maxFailures` starts a pause of the full `lockMs`. Once the window or pause is over, the
 * count starts again.
 */
export interface LoginThrottle {
  reserve(account: string, now: Date): Promise<Reservation>
  clear(account: string): Promise<void>
}

export const loginThrottleMigrations = sqlMigrations('command_migrations', {
  '0001_login_attempts': {
    up: `
      create table login_attempts (
        account        text primary key,
        attempts       integer not null,
        window_ends_at timestamptz not null
      );
      create index login_attempts_window_ends_at on login_attempts (window_ends_at);
    `,
    down: 'drop table login_attempts',
  },
})

export function postgresLoginThrottle(
  knex: Knex,
  options: { maxFailures: number; lockMs: number },
): LoginThrottle {
  return {
    async reserve(account, now) {
      const until = new Date(now.getTime() + options.lockMs)
      // Accounts whose window has passed are forgotten, so guesses at unknown addresses do not pile up.
      await knex('login_attempts').where('window_ends_at', '<=', now).delete()
      const result = await knex.raw<{ rows: { attempts: number; window_ends_at: Date | string }[] }>(
        `insert into login_attempts as a (account, attempts, window_ends_at)
         values (:account, 1, :until)
         on conflict (account) do update set
           attempts = case when a.window_ends_at <= :now then 1 else a.attempts + 1 end,
           window_ends_at = case
             when a.window_ends_at <= :now then :until
             when a.attempts + 1 = :max then :until
             else a.window_ends_at
           end
         returning attempts, window_ends_at`,
        { account, now, until, max: options.maxFailures },
      )
      const row = result.rows[0]!
      if (row.attempts <= options.maxFailures) return { allowed: true }
      const left = new Date(row.window_ends_at).getTime() - now.getTime()
      return { allowed: false, minutesLeft: Math.max(1, Math.ceil(left / 60_000)) }
    },
    async clear(account) {
      await knex('login_attempts').where({ account }).delete()
    },
  }
}
