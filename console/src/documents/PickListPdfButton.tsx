import PrintIcon from '@mui/icons-material/Print'
import { Button } from '@mui/material'

/**
 * Print: the pick list of a delivery date as the server's PDF (GET /api/pick-list.pdf), with the
 * tick boxes the warehouse works from, in a new tab where the browser prints it. The web page
 * itself is no print-out (issue 35).
 */
export function PickListPdfButton({ date, disabled = false }: { date: string; disabled?: boolean }) {
  return (
    <Button
      variant="contained"
      startIcon={<PrintIcon />}
      href={`/api/pick-list.pdf?date=${encodeURIComponent(date)}`}
      target="_blank"
      rel="noopener"
      disabled={disabled}
    >
      Print
    </Button>
  )
}
