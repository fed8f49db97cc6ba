import { Card, CardContent, CardHeader, Grid, Typography } from '@mui/material'
import { ACCOUNT_NUMBER_MAX, BUSINESS_NAME_MAX } from '@provender/events'
import { ContactFields } from '../common/ContactFields.tsx'
import { FormGridField } from '../common/FormGridField.tsx'
import { fullName } from '../common/useConsoleData.ts'
import type { Customer } from '../dataProvider/index.ts'
import { OwnerSelect } from './OwnerSelect.tsx'

/**
 * Spec 2.6's Details card, inputs of the customer form: the business, its contact and (an
 * admin's choice) its sales rep.
 */
export function CustomerDetailsCard({
  customer,
  chooseOwner,
  disabled,
}: {
  customer: Customer | undefined
  chooseOwner: boolean
  disabled: boolean
}) {
  return (
    <Card>
      <CardHeader title="Details" titleTypographyProps={{ variant: 'h6', component: 'h2' }} />
      <CardContent sx={{ pt: 0 }}>
        <Grid container spacing={2}>
          <FormGridField
            source="businessName"
            label="Business name"
            max={BUSINESS_NAME_MAX}
            disabled={disabled}
          />
          <FormGridField
            source="accountNumber"
            label="Account number"
            max={ACCOUNT_NUMBER_MAX}
            disabled={disabled}
          />
          <ContactFields disabled={disabled} />
          <Grid size={{ xs: 12, sm: 6 }}>
            {chooseOwner ? (
              <OwnerSelect />
            ) : (
              customer && (
                <Typography variant="body2" color="text.secondary" sx={{ pt: 2 }}>
                  Sales Rep: {fullName(customer.SalesUser) || 'Unassigned'}
                </Typography>
              )
            )}
          </Grid>
        </Grid>
      </CardContent>
    </Card>
  )
}
