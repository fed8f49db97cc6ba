import { defineConfig } from 'vitest/config'

// Two tiers, told apart by file suffix: `*.test.ts(x)` are pure unit tests,
// `*.int.test.ts` talk to a real database over a real connection and real HTTP.
// The database (embedded PGlite or the PostgreSQL server) is chosen by TEST_DB.
export default defineConfig({
  test: {
    projects: [
      {
        test: {
          name: 'unit',
          // Component tests type into MUI forms under jsdom; on two busy cores that takes seconds.
          testTimeout: 30_000,
          setupFiles: ['web-shared/src/testing/unitSetup.ts'],
          include: [
            '{events,server-kit,command-service,query-service,gateway,web-shared,console,customer-app}/src/**/*.test.{ts,tsx}',
            'scripts/**/*.test.ts',
          ],
          exclude: ['**/*.int.test.ts', '**/node_modules/**'],
        },
      },
      {
        test: {
          name: 'integration',
          include: ['{events,server-kit,command-service,query-service,gateway}/src/**/*.int.test.ts'],
          testTimeout: 60_000,
          hookTimeout: 60_000,
          // Each file starts its own database; two cores, so keep parallelism modest.
          maxWorkers: 2,
        },
      },
    ],
  },
})
