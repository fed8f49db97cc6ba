import LocalShippingIcon from '@mui/icons-material/LocalShipping'
import ReceiptIcon from '@mui/icons-material/Receipt'
import { Button, Stack, Tooltip } from '@mui/material'
import type { ReactNode } from 'react'

/** A PDF the server makes, opened in a new tab where the browser shows and prints it. */
function PdfLink({ href, icon, children }: { href: string; icon: ReactNode; children: ReactNode }) {
  return (
    <Button variant="outlined" startIcon={icon} href={href} target="_blank" rel="noopener">
      {children}
    </Button>
  )
}

/** The order's packing slip and, once fulfilled, its invoice. */
export function OrderDocuments({ orderId, fulfilled }: { orderId: number; fulfilled: boolean }) {
  return (
    <Stack direction="row" spacing={1} useFlexGap flexWrap="wrap" sx={{ mb: 2 }}>
      <PdfLink href={`/api/orders/${orderId}/packing-slip.pdf`} icon={<LocalShippingIcon />}>
        Packing slip
      </PdfLink>
      {fulfilled ? (
        <PdfLink href={`/api/orders/${orderId}/invoice.pdf`} icon={<ReceiptIcon />}>
          Invoice
        </PdfLink>
      ) : (
        // A disabled button takes no pointer events: the wrapper carries the reason.
        <Tooltip title="The invoice is made when the order is fulfilled.">
          <span>
            <Button variant="outlined" startIcon={<ReceiptIcon />} disabled>
              Invoice
            </Button>
          </span>
        </Tooltip>
      )}
    </Stack>
  )
}
