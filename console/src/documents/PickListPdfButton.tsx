import PrintIcon from '@mui/icons-material/Print'
import { Button } from '@mui/material'

/** The pick list of a delivery date as a PDF (GET /api/pick-list.pdf), in a new tab to print. */
export function PickListPdfButton({ date }: { date: string }) {
  return (
    <Button
      variant="outlined"
      startIcon={<PrintIcon />}
      href={`/api/pick-list.pdf?date=${encodeURIComponent(date)}`}
      target="_blank"
      rel="noopener"
    >
      Print pick list
    </Button>
  )
}
