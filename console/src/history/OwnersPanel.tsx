import { Stack } from '@mui/material'
import type { UseQueryResult } from '@tanstack/react-query'
import type { OwnershipPeriod } from '../dataProvider/index.ts'
import type { CsvColumn } from './csv.ts'
import { ExportCsvButton } from './ExportCsvButton.tsx'
import { type HistoryColumn, HistoryTable } from './HistoryTable.tsx'
import { endedLabel, formatWhen } from './historyFormat.ts'
import { ReadState } from './ReadState.tsx'

const CSV_COLUMNS: CsvColumn<OwnershipPeriod>[] = [
  { header: 'Sales rep', value: (p) => p.salesUser?.name },
  { header: 'From', value: (p) => p.from },
  { header: 'To', value: (p) => p.to },
  { header: 'How it ended', value: (p) => endedLabel(p) },
  { header: 'Ended by', value: (p) => p.endedByActor?.name },
]

const COLUMNS: HistoryColumn<OwnershipPeriod>[] = [
  {
    header: 'Sales rep',
    cell: (p) => `${p.salesUser?.name ?? '—'}${p.salesUser?.deleted ? ' (deleted)' : ''}`,
  },
  { header: 'From', cell: (p) => formatWhen(p.from) },
  { header: 'To', cell: (p) => (p.to ? formatWhen(p.to) : 'now') },
  {
    header: 'How it ended',
    cell: (p) => `${endedLabel(p)}${p.endedByActor ? ` by ${p.endedByActor.name}` : ''}`,
  },
]

/** Which sales rep owned the account over which period, and how each period ended. */
export function OwnersPanel(props: {
  owners: UseQueryResult<{ periods: OwnershipPeriod[] }>
  fileStem: string
}) {
  const { owners, fileStem } = props
  if (!owners.data) return <ReadState read={owners} loading="Loading the owners" />
  const periods = [...owners.data.periods].reverse()
  return (
    <Stack spacing={2} alignItems="flex-start">
      <ExportCsvButton filename={`${fileStem}-owners.csv`} rows={periods} columns={CSV_COLUMNS} />
      <HistoryTable label="Ownership periods" columns={COLUMNS} rows={periods} rowKey={(p) => p.from} />
    </Stack>
  )
}
