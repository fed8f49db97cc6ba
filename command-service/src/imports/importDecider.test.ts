import type { DomainEvent } from '@provender/events'
import { eventExamples } from '@provender/events/testing'
import { describe, expect, it } from 'vitest'
import { given, refusal } from '../shared/givenWhenThen.ts'
import { decideImport, type ImportCommand, importAggregate, type PlannedRow } from './importDecider.ts'

const importId = eventExamples.ImportApplied.importId
const file = { importId, kind: 'prices', fileName: 'prices-2026-12.csv', sha256: 'ab'.repeat(32) } as const
const apply = (rows: PlannedRow[], validOnly = false): ImportCommand => ({
  type: 'ApplyImport',
  ...file,
  rows,
  validOnly,
})
const ok = (row: number, status: PlannedRow['status'] = 'changed'): PlannedRow => ({ row, status })
const bad = (row: number): PlannedRow => ({
  row,
  status: 'error',
  error: `Row ${row}, Price: Price is empty.`,
})
const notApplied = given(importAggregate)
const invalid = (message: string) => ({ kind: 'invalid', message, code: undefined, issues: [] })

describe('import stream', () => {
  it('folds an applied import with the rows it left out', () => {
    const applied: DomainEvent = { type: 'ImportApplied', data: eventExamples.ImportApplied }
    expect(given(importAggregate, applied)).toEqual({
      status: 'applied',
      refused: eventExamples.ImportApplied.refused,
    })
  })

  it('folds an import recorded before the valid-rows choice as one that left nothing out', () => {
    const { refused: _refused, ...whole } = eventExamples.ImportApplied
    expect(given(importAggregate, { type: 'ImportApplied', data: whole })).toEqual({
      status: 'applied',
      refused: [],
    })
  })
})

describe('apply an import', () => {
  it('records the whole file when no row has an error', () => {
    expect(decideImport(apply([ok(2), ok(3, 'new'), ok(4, 'unchanged')]), notApplied)).toEqual([
      { type: 'ImportApplied', data: { ...file, rows: 3, changed: 2 } },
    ])
  })

  it('refuses the whole file for one bad row unless the admin chose the valid rows only', () => {
    expect(refusal(() => decideImport(apply([ok(2), bad(3)]), notApplied))).toEqual(
      invalid('Fix the row with an error before applying.'),
    )
    expect(refusal(() => decideImport(apply([bad(2), ok(3), bad(4)]), notApplied))).toEqual(
      invalid('Fix the 2 rows with errors before applying.'),
    )
  })

  it('applies the valid rows and names each refused one, in file order, with its error', () => {
    expect(decideImport(apply([ok(2), bad(7), ok(3, 'unchanged'), bad(4)], true), notApplied)).toEqual([
      {
        type: 'ImportApplied',
        data: {
          ...file,
          rows: 4,
          changed: 1,
          refused: [
            { row: 4, error: 'Row 4, Price: Price is empty.' },
            { row: 7, error: 'Row 7, Price: Price is empty.' },
          ],
        },
      },
    ])
  })

  it('with the valid rows only and nothing refused, records the file as a whole apply does', () => {
    expect(decideImport(apply([ok(2)], true), notApplied)).toEqual(decideImport(apply([ok(2)]), notApplied))
  })

  it('refuses a file none of whose rows is valid', () => {
    expect(refusal(() => decideImport(apply([bad(2), bad(3)], true), notApplied))).toEqual(
      invalid('No row of the file is valid: fix the file and preview it again.'),
    )
  })

  it('refuses more refused rows than an event names', () => {
    const rows = [ok(2), ...Array.from({ length: 10_001 }, (_, i) => bad(i + 3))]
    expect(refusal(() => decideImport(apply(rows, true), notApplied))).toEqual(
      invalid('More than 10,000 rows have errors: fix the file first.'),
    )
  })

  it('refuses an import applied already', () => {
    const applied = given(importAggregate, { type: 'ImportApplied', data: eventExamples.ImportApplied })
    expect(refusal(() => decideImport(apply([ok(2)]), applied))).toMatchObject({
      kind: 'conflict',
      message: 'This import was applied already.',
    })
  })
})
