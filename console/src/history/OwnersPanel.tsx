import {
  Alert,
  LinearProgress,
  Paper,
  Stack,
  Table,
  TableBody,
  TableCell,
  TableContainer,
  TableHead,
  TableRow,
} from '@mui/material'
import { errorMessage } from '@provender/web-shared/api.ts'
import type { UseQueryResult } from '@tanstack/react-query'
import type { CsvColumn } from './csv.ts'
import { ExportCsvButton } from './ExportCsvButton.tsx'
import type { OwnershipPeriod } from './historyApi.ts'
import { endedLabel, formatWhen } from './historyFormat.ts'

const CSV_COLUMNS: CsvColumn<OwnershipPeriod>[] = [
  { header: 'Sales rep', value: (p) => p.salesUser?.name },
  { header: 'From', value: (p) => p.from },
  { header: 'To', value: (p) => p.to },
  { header: 'How it ended', value: (p) => endedLabel(p) },
  { header: 'Ended by', value: (p) => p.endedByActor?.name },
]

/** Which sales rep owned the account over which period, and how each period ended. */
export function OwnersPanel(props: {
  owners: UseQueryResult<{ periods: OwnershipPeriod[] }>
  fileStem: string
}) {
  const { owners, fileStem } = props
  if (owners.isPending) return <LinearProgress aria-label="Loading the owners" />
  if (owners.error)
    return <Alert severity="error">{errorMessage(owners.error, 'Failed to get the history.')}</Alert>
  const periods = [...owners.data.periods].reverse()
  return (
    <Stack spacing={2} alignItems="flex-start">
      <ExportCsvButton filename={`${fileStem}-owners.csv`} rows={periods} columns={CSV_COLUMNS} />
      <TableContainer component={Paper} variant="outlined">
        <Table size="small" aria-label="Ownership periods">
          <TableHead>
            <TableRow>
              <TableCell>Sales rep</TableCell>
              <TableCell>From</TableCell>
              <TableCell>To</TableCell>
              <TableCell>How it ended</TableCell>
            </TableRow>
          </TableHead>
          <TableBody>
            {periods.map((p) => (
              <TableRow key={p.from}>
                <TableCell>
                  {p.salesUser?.name ?? '—'}
                  {p.salesUser?.deleted ? ' (deleted)' : ''}
                </TableCell>
                <TableCell>{formatWhen(p.from)}</TableCell>
                <TableCell>{p.to ? formatWhen(p.to) : 'now'}</TableCell>
                <TableCell>
                  {endedLabel(p)}
                  {p.endedByActor ? ` by ${p.endedByActor.name}` : ''}
                </TableCell>
              </TableRow>
            ))}
          </TableBody>
        </Table>
      </TableContainer>
    </Stack>
  )
}
