import {
  Alert,
  Button,
  Checkbox,
  FormControlLabel,
  InputAdornment,
  Stack,
  TextField,
  Typography,
} from '@mui/material'
import { DEFAULT_FULFILMENT_TOLERANCE_PERCENT } from '@provender/events'
import { formatMoney, formatMoneyCents, NO_VALUE } from '@provender/web-shared/format/index.ts'
import { useQuery } from '@tanstack/react-query'
import { useEffect, useMemo, useState } from 'react'
import { useGetList } from 'react-admin'
import { DialogFrame } from '../common/DialogFrame.tsx'
import { useConsoleData } from '../common/useConsoleData.ts'
import type { Product } from '../dataProvider/index.ts'
import {
  draftProblem,
  draftsOf,
  previewTotalCents,
  type ShippedDraft,
  shippedBody,
} from './fulfilmentForm.ts'
import type { OrderDialogProps } from './orderDialogProps.ts'
import { itemName, quantityLabel } from './orderFormat.ts'
import { SubstitutePicker } from './SubstitutePicker.tsx'
import { fulfilError, useFulfillOrder } from './useFulfillOrder.ts'

/**
 * What actually shipped, line by line: pounds the scale read, packs or cases there were, or out
 * of stock. Prefilled with the ordered amounts, so an order shipped as ordered is one click.
 */
export function FulfilOrderDialog({ order, open, onClose }: OrderDialogProps) {
  const data = useConsoleData()
  const fulfill = useFulfillOrder(order.id)
  const tolerance = useQuery({
    queryKey: ['settings', 'fulfilment-tolerance'],
    queryFn: () => data.getFulfilmentTolerance(),
    enabled: open,
  })
  const tolerancePercent = tolerance.data?.percent ?? DEFAULT_FULFILMENT_TOLERANCE_PERCENT
  const [drafts, setDrafts] = useState<ShippedDraft[]>(() => draftsOf(order))
  const [checked, setChecked] = useState(false)
  // Issue 36: the catalogue names each product's substitutes (the list holds the whole of it).
  const allowsAny = order.OrderItems.some((i) => i.substituteAllowed)
  const { data: catalogue = [] } = useGetList<Product>(
    'products',
    { pagination: { page: 1, perPage: 1000 }, sort: { field: 'name', order: 'ASC' } },
    { enabled: open && allowsAny },
  )
  const products = useMemo(() => new Map(catalogue.map((p) => [p.id, p])), [catalogue])

  const resetMutation = fulfill.reset
  // Each opening starts from the ordered amounts, without an earlier refusal.
  useEffect(() => {
    if (open) {
      setDrafts(draftsOf(order))
      setChecked(false)
      resetMutation()
    }
  }, [open, order, resetMutation])

  const change = (i: number, next: Partial<ShippedDraft>) => {
    setDrafts((all) => all.map((d, j) => (j === i ? { ...d, ...next } : d)))
    fulfill.reset()
  }
  const problems = drafts.map((d) => draftProblem(d, tolerancePercent))
  const finalCents = previewTotalCents(order, drafts, tolerancePercent)

  const confirm = () => {
    setChecked(true)
    if (problems.some(Boolean)) return
    fulfill.mutate(shippedBody(drafts))
  }

  return (
    <DialogFrame
      open={open}
      onClose={onClose}
      busy={fulfill.isPending}
      title={`Fulfil order #${order.id}`}
      maxWidth="sm"
      intro={`Enter what shipped. Weight may run up to ${tolerancePercent}% over the ordered weight; packs and cases at most the ordered amount.`}
      actions={
        <>
          <Button onClick={onClose} disabled={fulfill.isPending}>
            Cancel
          </Button>
          <Button variant="contained" onClick={confirm} disabled={fulfill.isPending}>
            {fulfill.isPending ? 'Fulfilling…' : 'Confirm fulfilment'}
          </Button>
        </>
      }
    >
      <Stack spacing={2}>
        {order.OrderItems.map((item, i) => {
          const draft = drafts[i]
          if (!draft) return null
          const problem = checked || draft.text !== String(draft.ordered) ? problems[i] : null
          const unit = item.quantityType === 'weight' ? 'lb' : `${item.quantityType}s`
          return (
            <Stack key={item.id} spacing={1}>
              <Stack
                direction={{ xs: 'column', sm: 'row' }}
                spacing={{ xs: 1, sm: 2 }}
                alignItems={{ xs: 'stretch', sm: 'flex-start' }}
              >
                <Stack sx={{ flex: 1, minWidth: 0, pt: { sm: 1 } }}>
                  <Typography variant="body2" fontWeight={600}>
                    {itemName(item)}
                  </Typography>
                  <Typography variant="caption" color="text.secondary">
                    Ordered {quantityLabel(item)}
                  </Typography>
                </Stack>
                <Stack direction="row" spacing={1} alignItems="flex-start">
                  <TextField
                    size="small"
                    label={`Shipped (${unit})`}
                    value={draft.outOfStock ? '0' : draft.text}
                    disabled={draft.outOfStock || fulfill.isPending}
                    onChange={(e) => change(i, { text: e.target.value })}
                    error={Boolean(problem)}
                    helperText={problem ?? ' '}
                    sx={{ width: { xs: '100%', sm: 190 }, flex: { xs: 1, sm: 'none' } }}
                    slotProps={{
                      htmlInput: {
                        inputMode: item.quantityType === 'weight' ? 'decimal' : 'numeric',
                        'aria-label': `Shipped ${unit} of ${itemName(item)}`,
                      },
                      input: { endAdornment: <InputAdornment position="end">{unit}</InputAdornment> },
                    }}
                  />
                  <FormControlLabel
                    sx={{ whiteSpace: 'nowrap', mt: { sm: 0.5 } }}
                    control={
                      <Checkbox
                        checked={draft.outOfStock}
                        disabled={fulfill.isPending}
                        onChange={(e) => change(i, { outOfStock: e.target.checked })}
                        slotProps={{ input: { 'aria-label': `${itemName(item)} out of stock` } }}
                      />
                    }
                    label="Out of stock"
                  />
                </Stack>
              </Stack>
              <SubstitutePicker
                item={item}
                draft={draft}
                products={products}
                disabled={fulfill.isPending}
                onChange={(next) => change(i, next)}
              />
            </Stack>
          )
        })}
        <Stack direction="row" justifyContent="space-between">
          <Typography color="text.secondary">Estimated total</Typography>
          <Typography color="text.secondary">
            {formatMoney(order.estimatedTotal ?? order.totalPrice)}
          </Typography>
        </Stack>
        <Stack direction="row" justifyContent="space-between">
          <Typography fontWeight={700}>
            {drafts.some((d) => d.substituteId !== '') ? 'Final total, before substitutes' : 'Final total'}
          </Typography>
          <Typography fontWeight={700} data-testid="final-total-preview">
            {finalCents === null ? NO_VALUE : formatMoneyCents(finalCents)}
          </Typography>
        </Stack>
        {fulfill.error ? <Alert severity="error">{fulfilError(fulfill.error)}</Alert> : null}
      </Stack>
    </DialogFrame>
  )
}
