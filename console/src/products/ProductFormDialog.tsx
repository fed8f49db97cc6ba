import {
  Button,
  Dialog,
  DialogActions,
  DialogContent,
  DialogTitle,
  Grid,
  InputAdornment,
  MenuItem,
  TextField,
} from '@mui/material'
import {
  hasAtMostTwoDecimals,
  PRODUCT_DESCRIPTION_MAX,
  PRODUCT_ID_MAX,
  PRODUCT_NAME_MAX,
} from '@provender/events'
import { errorMessage } from '@provender/web-shared/api.ts'
import { BoundedTextField } from '@provender/web-shared/BoundedTextField.tsx'
import { useNotify } from '@provender/web-shared/SnackbarProvider.tsx'
import { type FormEvent, useEffect, useId, useState } from 'react'
import { useCreate, useGetList, useUpdate } from 'react-admin'
import { usePhone } from '../common/usePhone.ts'
import type { Category, Product } from '../dataProvider/index.ts'
import {
  PRODUCT_MESSAGES,
  type ProductErrors,
  type ProductValues,
  productValues,
  validateProduct,
} from './productForm.ts'

/** Spec 2.9's modal form; `product` null adds one. The id is typed once and never changed. */
export function ProductFormDialog({
  open,
  product,
  onClose,
}: {
  open: boolean
  product: Product | null
  onClose: () => void
}) {
  const titleId = useId()
  const notify = useNotify()
  const phone = usePhone()
  const editing = product !== null
  const [values, setValues] = useState<ProductValues>(productValues(product))
  const [errors, setErrors] = useState<ProductErrors>({})
  const [create, { isPending: adding }] = useCreate()
  const [update, { isPending: updating }] = useUpdate()
  const saving = adding || updating
  // Spec 9: the categories dropdown loads up to 1000 (limit 1000, page 1).
  const { data: categories = [] } = useGetList<Category>(
    'categories',
    { pagination: { page: 1, perPage: 1000 }, sort: { field: 'name', order: 'ASC' } },
    { enabled: open },
  )

  useEffect(() => {
    if (open) {
      setValues(productValues(product))
      setErrors({})
    }
  }, [open, product])

  function change<K extends keyof ProductValues>(field: K, value: ProductValues[K]) {
    setValues((v) => ({ ...v, [field]: value }))
    setErrors((e) => ({ ...e, [field]: undefined }))
  }

  function submit(event: FormEvent) {
    event.preventDefault()
    const checked = validateProduct(values)
    setErrors(checked.errors)
    if (!checked.product) return
    const options = {
      onSuccess: () => {
        notify(editing ? PRODUCT_MESSAGES.updated : PRODUCT_MESSAGES.added, 'success')
        onClose()
      },
      onError: (failure: unknown) => notify(errorMessage(failure, PRODUCT_MESSAGES.saveFailed), 'error'),
    }
    if (editing)
      update(
        'products',
        { id: product.id, data: { ...checked.product, id: product.id }, previousData: product },
        { ...options, mutationMode: 'pessimistic' },
      )
    else create('products', { data: checked.product }, options)
  }

  return (
    <Dialog
      open={open}
      onClose={saving ? undefined : onClose}
      aria-labelledby={titleId}
      fullWidth
      maxWidth="sm"
      fullScreen={phone}
    >
      <form noValidate onSubmit={submit}>
        <DialogTitle id={titleId}>{editing ? 'Edit Product' : 'Add Product'}</DialogTitle>
        <DialogContent>
          <Grid container spacing={2} sx={{ pt: 1 }}>
            <Grid size={{ xs: 12, sm: 5 }}>
              <BoundedTextField
                label="Product ID"
                required
                max={PRODUCT_ID_MAX}
                value={values.id}
                onChange={(e) => change('id', e.target.value)}
                disabled={editing}
                error={Boolean(errors.id)}
                helperText={errors.id ?? (editing ? 'The id cannot be changed.' : 'Letters, digits, . _ -')}
              />
            </Grid>
            <Grid size={{ xs: 12, sm: 7 }}>
              <BoundedTextField
                label="Name"
                required
                max={PRODUCT_NAME_MAX}
                value={values.name}
                onChange={(e) => change('name', e.target.value)}
                error={Boolean(errors.name)}
                helperText={errors.name}
              />
            </Grid>
            <Grid size={12}>
              <BoundedTextField
                label="Description"
                multiline
                max={PRODUCT_DESCRIPTION_MAX}
                minRows={2}
                value={values.description}
                onChange={(e) => change('description', e.target.value)}
                error={Boolean(errors.description)}
                helperText={errors.description}
              />
            </Grid>
            <Grid size={{ xs: 12, sm: 6 }}>
              <TextField
                select
                label="Category"
                value={values.categoryId}
                onChange={(e) => change('categoryId', e.target.value === '' ? '' : Number(e.target.value))}
                error={Boolean(errors.categoryId)}
                helperText={errors.categoryId}
                slotProps={{ select: { displayEmpty: true }, inputLabel: { shrink: true } }}
              >
                <MenuItem value="">Other</MenuItem>
                {categories.map((category) => (
                  <MenuItem key={category.id} value={category.id}>
                    {category.name}
                  </MenuItem>
                ))}
              </TextField>
            </Grid>
            <Grid size={{ xs: 12, sm: 6 }}>
              <TextField
                select
                label="Unit type"
                value={values.unitType}
                onChange={(e) => change('unitType', e.target.value === 'weight' ? 'weight' : 'quantity')}
              >
                <MenuItem value="quantity">Pack / case</MenuItem>
                <MenuItem value="weight">Weight (lb)</MenuItem>
              </TextField>
            </Grid>
            {values.unitType === 'quantity' && (
              <Grid size={{ xs: 12, sm: 6 }}>
                <TextField
                  label="Packs per case"
                  type="number"
                  required
                  value={values.packsPerCase}
                  onChange={(e) => change('packsPerCase', e.target.value)}
                  slotProps={{ htmlInput: { min: 1, step: 1, inputMode: 'numeric' } }}
                  error={Boolean(errors.packsPerCase)}
                  helperText={errors.packsPerCase}
                />
              </Grid>
            )}
            <Grid size={{ xs: 12, sm: 6 }}>
              <TextField
                label={values.unitType === 'weight' ? 'Price per lb' : 'Price per pack'}
                type="number"
                required
                value={values.price}
                onChange={(e) => change('price', e.target.value)}
                onBlur={() => {
                  const n = Number(values.price)
                  // Two decimals shown (spec 9), never a silent rounding of a third one.
                  if (values.price.trim() !== '' && n >= 0 && hasAtMostTwoDecimals(n))
                    change('price', n.toFixed(2))
                }}
                slotProps={{
                  htmlInput: { min: 0, step: 0.01, inputMode: 'decimal' },
                  input: { startAdornment: <InputAdornment position="start">$</InputAdornment> },
                }}
                error={Boolean(errors.price)}
                helperText={errors.price}
              />
            </Grid>
          </Grid>
        </DialogContent>
        <DialogActions sx={{ px: 3, pb: 2 }}>
          <Button onClick={onClose} disabled={saving}>
            Cancel
          </Button>
          <Button type="submit" variant="contained" disabled={saving}>
            {saving ? 'Saving…' : 'Save'}
          </Button>
        </DialogActions>
      </form>
    </Dialog>
  )
}
