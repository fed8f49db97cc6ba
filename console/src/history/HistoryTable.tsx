import { Paper, Table, TableBody, TableCell, TableContainer, TableHead, TableRow } from '@mui/material'
import type { ReactNode } from 'react'

export interface HistoryColumn<T> {
  header: string
  cell: (row: T) => ReactNode
  align?: 'right'
  /** A date that must not wrap. */
  nowrap?: boolean
  /** Left out on a phone, where the table has room for what matters most. */
  hideOnPhone?: boolean
}

/** The read-only table every history view shows its rows in, named for screen readers. */
export function HistoryTable<T>({
  label,
  columns,
  rows,
  rowKey,
}: {
  label: string
  columns: readonly HistoryColumn<T>[]
  rows: readonly T[]
  rowKey: (row: T) => string | number
}) {
  const sx = (column: HistoryColumn<T>) => ({
    ...(column.hideOnPhone ? { display: { xs: 'none', sm: 'table-cell' } } : {}),
    ...(column.nowrap ? { whiteSpace: 'nowrap' } : {}),
  })
  return (
    <TableContainer component={Paper} variant="outlined">
      <Table size="small" aria-label={label}>
        <TableHead>
          <TableRow>
            {columns.map((column) => (
              <TableCell key={column.header} align={column.align} sx={sx({ ...column, nowrap: false })}>
                {column.header}
              </TableCell>
            ))}
          </TableRow>
        </TableHead>
        <TableBody>
          {rows.map((row) => (
            <TableRow key={rowKey(row)}>
              {columns.map((column) => (
                <TableCell key={column.header} align={column.align} sx={sx(column)}>
                  {column.cell(row)}
                </TableCell>
              ))}
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </TableContainer>
  )
}
