import UploadFileIcon from '@mui/icons-material/UploadFile'
import { lazyView } from '../views.ts'

/** Issue 26: spreadsheet imports with a preview (admins only). */
export default {
  page: lazyView(() => import('./ImportPage.tsx'), 'ImportPage'),
  icon: UploadFileIcon,
}
