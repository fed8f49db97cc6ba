import AddShoppingCartIcon from '@mui/icons-material/AddShoppingCart'
import HistoryIcon from '@mui/icons-material/History'
import { Button, Stack } from '@mui/material'
import { Link as RouterLink } from 'react-router-dom'
import { useCan } from '../auth/useCan.ts'
import { ResetPasswordButton } from '../common/ResetPasswordButton.tsx'
import { useConsoleData } from '../common/useConsoleData.ts'
import type { Customer } from '../dataProvider/index.ts'
import { newOrderPath } from './phoneOrder.ts'

/** What staff do with an existing customer from the top of its page, each as the role allows. */
export function CustomerHeaderActions({ customer, canEdit }: { customer: Customer; canEdit: boolean }) {
  const readsHistory = useCan('history', 'read')
  const placesOrders = useCan('orders', 'create')
  const data = useConsoleData()
  return (
    <Stack direction="row" spacing={1} useFlexGap sx={{ flexWrap: 'wrap' }}>
      {placesOrders && (
        <Button
          component={RouterLink}
          to={newOrderPath(customer.id)}
          variant="contained"
          startIcon={<AddShoppingCartIcon />}
        >
          New order
        </Button>
      )}
      {readsHistory && (
        <Button
          component={RouterLink}
          to={`/customers/${customer.id}/history`}
          variant="outlined"
          startIcon={<HistoryIcon />}
        >
          History
        </Button>
      )}
      {canEdit && (
        <ResetPasswordButton
          question={`Reset the password of ${customer.businessName}? They will sign in with the default password and must choose a new one.`}
          done={`Password for ${customer.businessName} reset.`}
          reset={() => data.resetCustomerPassword(customer.id)}
        />
      )}
    </Stack>
  )
}
