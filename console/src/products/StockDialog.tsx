import { DateInput, NumberInput, RadioButtonGroupInput, SelectInput, useRefresh } from 'react-admin'
import { useWatch } from 'react-hook-form'
import { FormDialog } from '../common/FormDialog.tsx'
import { useConsoleData } from '../common/useConsoleData.ts'
import { useDialogSave } from '../common/useDialogSave.ts'
import type { Product } from '../dataProvider/index.ts'
import {
  availabilityOfValues,
  type StockValues,
  stockUnits,
  stockValues,
  validateStock,
} from './productStock.ts'

const STATUSES = [
  { id: 'available', name: 'Available' },
  { id: 'limited', name: 'Limited' },
  { id: 'out', name: 'Out of stock' },
]
const PER = [
  { id: 'date', name: 'In total for each delivery date' },
  { id: 'customer', name: 'Per customer per delivery date' },
]

/** Issue 36: an admin marks a product available, limited or out of stock (its own PUT). */
export function StockDialog({ product, onClose }: { product: Product | null; onClose: () => void }) {
  const save = useDialogSave()
  const data = useConsoleData()
  const refresh = useRefresh()
  if (!product) return null
  return (
    <FormDialog<StockValues>
      open
      title={`Stock: ${product.name}`}
      defaultValues={stockValues(product)}
      validate={validateStock}
      onSubmit={(values) =>
        save(
          async () => {
            await data.setProductAvailability(product.id, availabilityOfValues(values))
            refresh()
          },
          { done: 'Stock saved.', failed: 'Failed to save the stock.' },
          onClose,
        )
      }
      onClose={onClose}
      maxWidth="sm"
    >
      <RadioButtonGroupInput source="status" label="Availability" choices={STATUSES} row />
      <StockDetails product={product} />
    </FormDialog>
  )
}

function StockDetails({ product }: { product: Product }) {
  const status = useWatch<StockValues, 'status'>({ name: 'status' })
  if (status === 'limited')
    return (
      <>
        <NumberInput source="quantity" label="Limit" min={0} step={1} />
        <SelectInput source="unit" label="Unit" choices={stockUnits(product)} />
        <RadioButtonGroupInput source="per" label="The limit holds" choices={PER} />
      </>
    )
  if (status === 'out')
    return (
      <DateInput
        source="until"
        label="Back on (optional)"
        helperText="Orderable again for delivery on this date; empty: until you mark it available."
      />
    )
  return null
}
