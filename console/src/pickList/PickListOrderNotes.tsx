import { Card, CardHeader, Link, Table, TableBody, TableCell, TableHead, TableRow } from '@mui/material'
import { Link as RouterLink } from 'react-router-dom'
import type { PickListOrderNote } from '../dataProvider/index.ts'

/**
 * The day's PO numbers and notes to the warehouse (issue 36), after the picks: what a packer reads
 * before the truck is loaded ("Back door after 6 am"), each order once.
 */
export function PickListOrderNotes({ notes }: { notes: readonly PickListOrderNote[] }) {
  if (notes.length === 0) return null
  return (
    <Card>
      <CardHeader
        title="Order notes"
        titleTypographyProps={{ variant: 'h6', component: 'h2' }}
        sx={{ pb: 0 }}
      />
      <Table size="small" aria-label="Order notes">
        <TableHead>
          <TableRow>
            <TableCell>Order</TableCell>
            <TableCell>Customer</TableCell>
            <TableCell>PO number</TableCell>
            <TableCell>Note to the warehouse</TableCell>
          </TableRow>
        </TableHead>
        <TableBody>
          {notes.map((n) => (
            <TableRow key={n.orderId}>
              <TableCell>
                <Link component={RouterLink} to={`/orders/${n.orderId}`}>
                  #{n.orderId}
                </Link>
              </TableCell>
              <TableCell>
                {n.businessName} ({n.accountNumber})
              </TableCell>
              <TableCell>{n.poNumber ?? ''}</TableCell>
              <TableCell sx={{ whiteSpace: 'pre-line', overflowWrap: 'anywhere' }}>{n.note ?? ''}</TableCell>
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </Card>
  )
}
