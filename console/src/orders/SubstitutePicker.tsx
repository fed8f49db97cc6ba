import { MenuItem, Stack, TextField } from '@mui/material'
import { allowedQuantityTypes } from '@provender/events'
import type { OrderItem, Product } from '../dataProvider/index.ts'
import { isShort, type ShippedDraft } from './fulfilmentForm.ts'
import { itemName } from './orderFormat.ts'

const unitLabel = (unit: OrderItem['quantityType']) => (unit === 'weight' ? 'lb' : `${unit}s`)

/**
 * Issue 36: a short line whose customer allowed it may ship one of the substitutes staff named
 * for the product; the server prices it at the customer's price, so the dialog shows none.
 */
export function SubstitutePicker({
  item,
  draft,
  products,
  disabled,
  onChange,
}: {
  item: OrderItem
  draft: ShippedDraft
  products: ReadonlyMap<string, Product>
  disabled: boolean
  onChange: (next: Partial<ShippedDraft>) => void
}) {
  const named = (products.get(item.productId)?.substitutes ?? []).flatMap((id) => {
    const product = products.get(id)
    return product ? [product] : []
  })
  if (!item.substituteAllowed || named.length === 0 || !isShort(draft)) return null
  const chosen = products.get(draft.substituteId)
  const units = chosen ? allowedQuantityTypes(chosen.unitType, chosen.packsPerCase) : []
  const choose = (id: string) => {
    const product = products.get(id)
    const allowed = product ? allowedQuantityTypes(product.unitType, product.packsPerCase) : []
    const unit = allowed.includes(item.quantityType) ? item.quantityType : (allowed[0] ?? item.quantityType)
    onChange({ substituteId: id, substituteUnit: unit })
  }
  return (
    <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1} sx={{ pl: { sm: 2 } }}>
      <TextField
        select
        size="small"
        label={`Substitute for ${itemName(item)}`}
        value={draft.substituteId}
        disabled={disabled}
        onChange={(e) => choose(e.target.value)}
        sx={{ flex: 1, minWidth: 0 }}
        helperText="The customer allowed a substitute for this line."
      >
        <MenuItem value="">No substitute</MenuItem>
        {named.map((p) => (
          <MenuItem key={p.id} value={p.id}>
            {p.name}
          </MenuItem>
        ))}
      </TextField>
      {chosen ? (
        <Stack direction="row" spacing={1}>
          <TextField
            size="small"
            label="Quantity"
            value={draft.substituteText}
            disabled={disabled}
            onChange={(e) => onChange({ substituteText: e.target.value })}
            sx={{ width: 110 }}
            slotProps={{
              htmlInput: { inputMode: 'decimal', 'aria-label': `Quantity of ${chosen.name} shipped` },
            }}
          />
          <TextField
            select
            size="small"
            label="Unit"
            value={draft.substituteUnit}
            disabled={disabled}
            onChange={(e) => onChange({ substituteUnit: e.target.value as OrderItem['quantityType'] })}
            sx={{ width: 110 }}
          >
            {units.map((u) => (
              <MenuItem key={u} value={u}>
                {unitLabel(u)}
              </MenuItem>
            ))}
          </TextField>
        </Stack>
      ) : null}
    </Stack>
  )
}
