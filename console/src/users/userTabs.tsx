import { AuditorsPanel } from '../auditors/index.ts'
import { CustomersCard } from '../customers/CustomerList.tsx'
import { SalesRepsTab } from './SalesRepsTab.tsx'

export interface UserTab {
  /** Kept in the URL (?tab=), so a tab can be linked to and survives Back. */
  value: string
  label: string
  Panel: () => React.ReactNode
}

/**
 * The tabs of /users (spec 2.11), in order. Another kind of account (auditors, say) is one
 * more entry here, with its own panel from its own folder.
 */
export const USER_TABS: UserTab[] = [
  { value: 'sales', label: 'Sales Reps', Panel: SalesRepsTab },
  {
    value: 'customers',
    label: 'Customers',
    Panel: () => <CustomersCard storeKey="users.customers" syncWithLocation={false} />,
  },
  { value: 'auditors', label: 'Auditors', Panel: () => <AuditorsPanel /> },
]
