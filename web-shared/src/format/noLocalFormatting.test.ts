import { readdirSync, readFileSync } from 'node:fs'
import { join, relative } from 'node:path'
import { fileURLToPath } from 'node:url'
import { describe, expect, it } from 'vitest'

/**
 * Every money, weight, date and time on both apps goes through this folder (issue 24): app code
 * that formats numbers or dates itself drifts (a "12.5" here, "NaN" there, a date in another
 * style). Sorting with Intl.Collator is not formatting and stays allowed.
 */
const ROOT = fileURLToPath(new URL('../../../', import.meta.url))
const SCANNED = ['console/src', 'customer-app/src', 'web-shared/src']
const FORMATTER_HOME = 'web-shared/src/format/'
const LOCAL_FORMATTING =
  /\.toFixed\(|\.toLocale(?:Date|Time)?String\(|\bIntl\.(?:NumberFormat|DateTimeFormat|RelativeTimeFormat|PluralRules|ListFormat)\b/
/** The server's own text helpers ("$12.5" by toFixed, "12.25 lbs") are for server texts only. */
const SERVER_TEXT_HELPERS =
  /import\s*\{[^}]*\b(?:formatMoney|unitLabel|shippedDifferenceLabel)\b[^}]*\}\s*from\s*'@provender\/events(?:\/[^']*)?'/

/**
 * Files that may name Intl's formatters themselves, each with the reason. No app screen does:
 * everything shown goes through the formatter, and this test keeps it so.
 */
const ALLOWED: Record<string, string> = {
  'customer-app/src/routing/bootScriptPlugin.ts':
    'builds the boot script, which makes one throwaway Intl call to load locale data early; it shows nothing',
}

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name)
    if (entry.isDirectory()) return entry.name === 'node_modules' ? [] : sourceFiles(path)
    return /\.tsx?$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name) ? [path] : []
  })
}

function offenders(): string[] {
  return SCANNED.flatMap((dir) => sourceFiles(join(ROOT, dir)))
    .map((path) => relative(ROOT, path))
    .filter((file) => !file.startsWith(FORMATTER_HOME))
    .filter((file) => {
      const text = readFileSync(join(ROOT, file), 'utf8')
      return LOCAL_FORMATTING.test(text) || SERVER_TEXT_HELPERS.test(text)
    })
}

describe('one formatter for both apps', () => {
  it('no app file formats money, weights, dates or times itself', () => {
    const local = offenders().filter((file) => !(file in ALLOWED))
    expect(local, `format these through @provender/web-shared/format/index.ts: ${local.join(', ')}`).toEqual(
      [],
    )
  })

  it('every allowed file still needs its entry', () => {
    const found = new Set(offenders())
    const stale = Object.keys(ALLOWED).filter((file) => !found.has(file))
    expect(stale, 'these files no longer format by themselves: remove them from ALLOWED').toEqual([])
  })
})
