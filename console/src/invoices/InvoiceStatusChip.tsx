import CheckCircleIcon from '@mui/icons-material/CheckCircle'
import ScheduleIcon from '@mui/icons-material/Schedule'
import WarningIcon from '@mui/icons-material/Warning'
import { Chip } from '@mui/material'
import { INVOICE_STATUS_LABELS, type InvoiceSummary } from '@provender/web-shared/books/books.ts'
import { textColors } from '@provender/web-shared/theme.ts'

/** Open, open and past due, or paid: the theme's 7:1 text colours with an icon each (not colour alone). */
export function InvoiceStatusChip({ invoice }: { invoice: Pick<InvoiceSummary, 'status' | 'daysPastDue'> }) {
  const late = invoice.status === 'open' && invoice.daysPastDue > 0
  const color = invoice.status === 'paid' ? textColors.success : late ? textColors.error : textColors.warning
  const icon = invoice.status === 'paid' ? <CheckCircleIcon /> : late ? <WarningIcon /> : <ScheduleIcon />
  return (
    <Chip
      size="small"
      variant="outlined"
      icon={icon}
      label={late ? 'Past due' : INVOICE_STATUS_LABELS[invoice.status]}
      sx={{ color, borderColor: color, '& .MuiChip-icon': { color: 'inherit' } }}
    />
  )
}
