import { Table, TableBody, TableCell, TableHead, TableRow } from '@mui/material'
import type { ReactNode } from 'react'

export interface Column<Row> {
  label: string
  /** Amounts line up on the right. */
  right?: boolean
  cell: (row: Row) => ReactNode
}

/** A small read-only table from a column list: the books' open invoices and invoice lines. */
export function SimpleTable<Row>({
  label,
  rows,
  columns,
  rowKey = (_row, index) => index,
}: {
  label: string
  rows: readonly Row[]
  columns: readonly Column<Row>[]
  rowKey?: (row: Row, index: number) => string | number
}) {
  return (
    <Table size="small" aria-label={label}>
      <TableHead>
        <TableRow>
          {columns.map((c) => (
            <TableCell key={c.label} align={c.right ? 'right' : 'left'}>
              {c.label}
            </TableCell>
          ))}
        </TableRow>
      </TableHead>
      <TableBody>
        {rows.map((row, index) => (
          <TableRow key={rowKey(row, index)}>
            {columns.map((c) => (
              <TableCell key={c.label} align={c.right ? 'right' : 'left'}>
                {c.cell(row)}
              </TableCell>
            ))}
          </TableRow>
        ))}
      </TableBody>
    </Table>
  )
}
