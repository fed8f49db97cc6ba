import { Card, CardContent, CardHeader, Grid, Typography } from '@mui/material'
import { ACCOUNT_NUMBER_MAX, BUSINESS_NAME_MAX } from '@provender/events'
import { ContactFields } from '../common/ContactFields.tsx'
import { FormGridField } from '../common/FormGridField.tsx'
import { fullName } from '../common/useConsoleData.ts'
import type { Customer } from '../dataProvider/index.ts'
import type { CustomerErrors, CustomerValues } from './customerForm.ts'
import { OwnerSelect } from './OwnerSelect.tsx'

/** Spec 2.6's Details card: the business, its contact and (an admin's choice) its sales rep. */
export function CustomerDetailsCard({
  customer,
  values,
  errors,
  onChange,
  onError,
  chooseOwner,
  disabled,
}: {
  customer: Customer | undefined
  values: CustomerValues
  errors: CustomerErrors
  onChange: <K extends keyof CustomerValues>(field: K, value: CustomerValues[K]) => void
  onError: (field: keyof CustomerErrors, message: string | undefined) => void
  chooseOwner: boolean
  disabled: boolean
}) {
  return (
    <Card>
      <CardHeader title="Details" titleTypographyProps={{ variant: 'h6', component: 'h2' }} />
      <CardContent sx={{ pt: 0 }}>
        <Grid container spacing={2}>
          <FormGridField
            field="businessName"
            label="Business name"
            max={BUSINESS_NAME_MAX}
            values={values}
            errors={errors}
            onChange={onChange}
            disabled={disabled}
          />
          <FormGridField
            field="accountNumber"
            label="Account number"
            max={ACCOUNT_NUMBER_MAX}
            values={values}
            errors={errors}
            onChange={onChange}
            disabled={disabled}
          />
          <ContactFields
            value={values}
            errors={errors}
            onChange={(field, value) => onChange(field, value)}
            onError={onError}
            disabled={disabled}
          />
          {chooseOwner && (
            <Grid size={{ xs: 12, sm: 6 }}>
              <OwnerSelect
                value={values.salesUserId}
                error={errors.salesUserId}
                onChange={(ownerId) => onChange('salesUserId', ownerId)}
              />
            </Grid>
          )}
          {!chooseOwner && customer && (
            <Grid size={{ xs: 12, sm: 6 }}>
              <Typography variant="body2" color="text.secondary" sx={{ pt: 2 }}>
                Sales Rep: {fullName(customer.SalesUser) || 'Unassigned'}
              </Typography>
            </Grid>
          )}
        </Grid>
      </CardContent>
    </Card>
  )
}
