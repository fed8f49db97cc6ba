import { Grid, InputAdornment, MenuItem } from '@mui/material'
import {
  hasAtMostTwoDecimals,
  PRODUCT_DESCRIPTION_MAX,
  PRODUCT_ID_MAX,
  PRODUCT_NAME_MAX,
} from '@provender/events'
import { formatPlainAmount } from '@provender/web-shared/format/index.ts'
import { usePhone } from '@provender/web-shared/usePhone.ts'
import { useGetList } from 'react-admin'
import { useFormContext, useWatch } from 'react-hook-form'
import { FormDialog } from '../common/FormDialog.tsx'
import { BoundedTextInput, TextFieldInput } from '../common/TextFieldInput.tsx'
import { useConsoleData } from '../common/useConsoleData.ts'
import { useDialogSave, useSaveRecord } from '../common/useDialogSave.ts'
import type { Category, Product } from '../dataProvider/index.ts'
import { ProductSubstitutesInput } from './ProductSubstitutesInput.tsx'
import {
  PRODUCT_MESSAGES,
  type ProductValues,
  productValues,
  taxableChange,
  validateProduct,
} from './productForm.ts'
import { TaxableInput } from './TaxableInput.tsx'

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
  const phone = usePhone()
  const editing = product !== null
  const saveThenClose = useDialogSave()
  const saveRecord = useSaveRecord<Product>('products')
  const data = useConsoleData()

  async function save(values: ProductValues & { substitutes?: string[] }) {
    const valid = validateProduct(values).product
    if (!valid) return
    const checked = { ...valid, ...taxableChange(values, product) }
    const substitutes = values.substitutes ?? []
    const namedBefore = product?.substitutes ?? []
    const substitutesChanged = substitutes.join('\n') !== namedBefore.join('\n')
    await saveThenClose(
      async () => {
        const saved = await saveRecord(product, editing ? { ...checked, id: product.id } : checked)
        if (editing && substitutesChanged) await data.setProductSubstitutes(product.id, substitutes)
        return saved
      },
      {
        done: editing ? PRODUCT_MESSAGES.updated : PRODUCT_MESSAGES.added,
        failed: PRODUCT_MESSAGES.saveFailed,
      },
      onClose,
    )
  }

  return (
    <FormDialog
      open={open}
      title={editing ? 'Edit Product' : 'Add Product'}
      defaultValues={{ ...productValues(product), substitutes: product?.substitutes ?? [] }}
      validate={(values) => validateProduct(values).errors}
      onSubmit={save}
      onClose={onClose}
      maxWidth="sm"
      fullScreen={phone}
    >
      <ProductInputs editing={editing} open={open} />
      {editing ? <ProductSubstitutesInput productId={product.id} open={open} /> : null}
    </FormDialog>
  )
}

function ProductInputs({ editing, open }: { editing: boolean; open: boolean }) {
  const { setValue } = useFormContext<ProductValues>()
  const unitType = useWatch<ProductValues, 'unitType'>({ name: 'unitType' })
  // Spec 9: the categories dropdown loads up to 1000 (limit 1000, page 1).
  const { data: categories = [] } = useGetList<Category>(
    'categories',
    { pagination: { page: 1, perPage: 1000 }, sort: { field: 'name', order: 'ASC' } },
    { enabled: open },
  )
  return (
    <Grid container spacing={2} sx={{ pt: 1 }}>
      <Grid size={{ xs: 12, sm: 5 }}>
        <BoundedTextInput
          source="id"
          label="Product ID"
          required
          max={PRODUCT_ID_MAX}
          disabled={editing}
          helperText={editing ? 'The id cannot be changed.' : 'Letters, digits, . _ -'}
        />
      </Grid>
      <Grid size={{ xs: 12, sm: 7 }}>
        <BoundedTextInput source="name" label="Name" required max={PRODUCT_NAME_MAX} />
      </Grid>
      <Grid size={12}>
        <BoundedTextInput
          source="description"
          label="Description"
          multiline
          max={PRODUCT_DESCRIPTION_MAX}
          minRows={2}
        />
      </Grid>
      <Grid size={{ xs: 12, sm: 6 }}>
        <TextFieldInput
          source="categoryId"
          select
          label="Category"
          parse={(typed) => (typed === '' ? '' : Number(typed))}
          slotProps={{ select: { displayEmpty: true }, inputLabel: { shrink: true } }}
        >
          <MenuItem value="">Other</MenuItem>
          {categories.map((category) => (
            <MenuItem key={category.id} value={category.id}>
              {category.name}
            </MenuItem>
          ))}
        </TextFieldInput>
      </Grid>
      <Grid size={{ xs: 12, sm: 6 }}>
        <TextFieldInput
          source="unitType"
          select
          label="Unit type"
          parse={(typed) => (typed === 'weight' ? 'weight' : 'quantity')}
        >
          <MenuItem value="quantity">Pack / case</MenuItem>
          <MenuItem value="weight">Weight (lb)</MenuItem>
        </TextFieldInput>
      </Grid>
      {unitType === 'quantity' && (
        <Grid size={{ xs: 12, sm: 6 }}>
          <TextFieldInput
            source="packsPerCase"
            label="Packs per case"
            type="number"
            required
            slotProps={{ htmlInput: { min: 1, step: 1, inputMode: 'numeric' } }}
          />
        </Grid>
      )}
      <Grid size={{ xs: 12, sm: 6 }}>
        <TextFieldInput
          source="price"
          label={unitType === 'weight' ? 'Price per lb' : 'Price per pack'}
          type="number"
          required
          onBlur={(typed) => {
            const n = Number(typed)
            // Two decimals shown (spec 9), never a silent rounding of a third one.
            if (typed.trim() !== '' && n >= 0 && hasAtMostTwoDecimals(n))
              setValue('price', formatPlainAmount(n))
          }}
          slotProps={{
            htmlInput: { min: 0, step: 0.01, inputMode: 'decimal' },
            input: { startAdornment: <InputAdornment position="start">$</InputAdornment> },
          }}
        />
      </Grid>
      <Grid size={{ xs: 12, sm: 6 }}>
        <TextFieldInput
          source="warnAbove"
          label="Warn above (optional)"
          type="number"
          helperText={`Customers are asked "is that right?" when a line is over this many ${
            unitType === 'weight' ? 'lb' : 'packs (a case counts its packs)'
          }. Nothing is refused; empty for none.`}
          slotProps={{
            htmlInput: { min: 0, step: unitType === 'weight' ? 0.01 : 1, inputMode: 'decimal' },
            input: {
              endAdornment: (
                <InputAdornment position="end">{unitType === 'weight' ? 'lb' : 'packs'}</InputAdornment>
              ),
            },
          }}
        />
      </Grid>
      <Grid size={12}>
        <TaxableInput />
      </Grid>
    </Grid>
  )
}
