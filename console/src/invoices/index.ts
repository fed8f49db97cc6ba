import ReceiptLongIcon from '@mui/icons-material/ReceiptLong'
import { lazyView } from '../views.ts'

/** Issue 37: the invoices issued at fulfilment, listed and read one by one (nobody edits one). */
export default {
  list: lazyView(() => import('./InvoiceList.tsx'), 'InvoiceList'),
  show: lazyView(() => import('./InvoiceShow.tsx'), 'InvoiceShow'),
  icon: ReceiptLongIcon,
}
