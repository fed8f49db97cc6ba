import AddIcon from '@mui/icons-material/Add'
import { Alert, Box, Button, Typography } from '@mui/material'
import { errorMessage } from '@provender/web-shared/api.ts'
import { productKey, quantityTypesOf } from '@provender/web-shared/ordering/catalog.ts'
import { inWords } from '@provender/web-shared/ordering/delivery.ts'
import { HowOftenChoice } from '@provender/web-shared/ordering/HowOftenChoice.tsx'
import { ProductPicker } from '@provender/web-shared/ordering/ProductPicker.tsx'
import { StandingLines } from '@provender/web-shared/ordering/StandingLines.tsx'
import { type DraftLine, itemsOf, useStandingDraft } from '@provender/web-shared/ordering/standingDraft.ts'
import type { CustomerProduct } from '@provender/web-shared/ordering/types.ts'
import { useNotify } from '@provender/web-shared/SnackbarProvider.tsx'
import { usePhone } from '@provender/web-shared/usePhone.ts'
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query'
import { useState } from 'react'
import { DialogFrame } from '../common/DialogFrame.tsx'
import { useConsoleData } from '../common/useConsoleData.ts'
import type { StandingOrder } from '../dataProvider/index.ts'

export const KEEP_ONE_LINE = 'Keep at least one line. To stop it, pause or cancel the standing order instead.'

/** A product chosen in the picker, as a new line: its first unit, no amount yet. */
const lineOf = (product: CustomerProduct): DraftLine => ({
  productId: productKey(product),
  name: product.name,
  quantityType: quantityTypesOf(product)[0] ?? 'pack',
  amount: '',
})

/**
 * Staff change a standing order for the customer: its lines (amounts, removed ones, products
 * added from the customer's price list) and how often, for every date from now on. A refusal is
 * shown in the server's words and the edits stay, to be corrected and saved again.
 */
export function EditStandingDialog({ standing, onClose }: { standing: StandingOrder; onClose: () => void }) {
  const data = useConsoleData()
  const notify = useNotify()
  const queryClient = useQueryClient()
  const phone = usePhone()
  const { draft, setDraft, change, remove, blocked } = useStandingDraft(standing.lines)
  const [everyWeeks, setEveryWeeks] = useState<1 | 2>(standing.everyWeeks)
  const [choosing, setChoosing] = useState(false)
  // The phone order's read: the same products, at the customer's prices, cached under the same key.
  const products = useQuery({
    queryKey: ['customer-products', standing.customerId],
    queryFn: () => data.customerProducts(standing.customerId),
  })
  const save = useMutation({
    mutationFn: () => data.editStanding(standing.id, { items: itemsOf(draft), everyWeeks }),
    onSuccess: async () => {
      await queryClient.invalidateQueries({ queryKey: ['standing-orders'] })
      notify('Standing order changed.', 'success')
      onClose()
    },
  })
  const busy = save.isPending
  const catalogue = products.data ?? []
  const unitsOf = (line: DraftLine) => {
    const product = catalogue.find((p) => productKey(p) === line.productId)
    return product ? quantityTypesOf(product) : [line.quantityType]
  }

  const toggle = (product: CustomerProduct) => {
    const key = productKey(product)
    setDraft((lines) =>
      lines.some((l) => l.productId === key)
        ? lines.filter((l) => l.productId !== key)
        : [...lines, lineOf(product)],
    )
  }

  return (
    <DialogFrame
      open
      onClose={onClose}
      busy={busy}
      title={choosing ? 'Add products' : 'Edit standing order'}
      maxWidth="sm"
      fullScreen={phone}
      loadError={products.isError ? "Failed to load the customer's products." : null}
      intro={
        choosing
          ? 'Choose products from the customer’s price list; each is added as a line to fill in.'
          : `${standing.businessName}: these lines are placed for every date from now on. Dates changed one by one keep their own lines.`
      }
      actions={
        choosing ? (
          <Button variant="contained" onClick={() => setChoosing(false)}>
            Back to the lines
          </Button>
        ) : (
          <>
            <Button onClick={onClose} disabled={busy}>
              Cancel
            </Button>
            <Button variant="contained" onClick={() => save.mutate()} disabled={busy || blocked}>
              {busy ? 'Saving…' : 'Save'}
            </Button>
          </>
        )
      }
    >
      {choosing ? (
        <ProductPicker
          products={catalogue}
          searchLabel="Search the customer's products"
          isSelected={(id) => draft.some((l) => l.productId === id)}
          onToggle={(id) => {
            const product = catalogue.find((p) => productKey(p) === id)
            if (product) toggle(product)
          }}
        />
      ) : (
        <>
          <StandingLines
            lines={draft}
            disabled={busy}
            unitsOf={unitsOf}
            onChange={change}
            onRemove={remove}
          />
          {draft.length === 0 && (
            <Typography color="error" role="alert" sx={{ mt: 1 }}>
              {KEEP_ONE_LINE}
            </Typography>
          )}
          <Button
            startIcon={<AddIcon />}
            onClick={() => setChoosing(true)}
            disabled={busy || catalogue.length === 0}
            sx={{ mt: 1, minHeight: 44 }}
          >
            Add products
          </Button>
          <Box>
            <HowOftenChoice value={everyWeeks} disabled={busy} onChange={setEveryWeeks} />
          </Box>
          {save.error && (
            <Alert severity="error" role="alert" sx={{ mt: 1 }}>
              {inWords(errorMessage(save.error, 'Failed to change the standing order.'))}
            </Alert>
          )}
        </>
      )}
    </DialogFrame>
  )
}
