import { CircularProgress, Stack, Typography } from '@mui/material'
import type { ReactNode } from 'react'
import { AmountCard } from './AmountCard.tsx'
import { productKey } from './catalog.ts'
import { NextBar } from './NextBar.tsx'
import { type CardExtras, ProductPicker } from './ProductPicker.tsx'
import { TotalAndSubmit } from './TotalAndSubmit.tsx'
import type { CustomerProduct } from './types.ts'
import type { OrderWizard } from './useOrderWizard.ts'

type StepWizard = Pick<
  OrderWizard,
  | 'chosen'
  | 'summary'
  | 'isSelected'
  | 'toggle'
  | 'lineOf'
  | 'setQuantity'
  | 'setQuantityType'
  | 'canNext'
  | 'canSubmit'
  | 'submitting'
>

const selectionText = (count: number) =>
  count === 0 ? 'Nothing selected' : `${count} item${count > 1 ? 's' : ''} selected`

/** Step 1: the products to choose from, and Next once something is chosen. */
export function ChooseStep({
  wizard,
  products,
  searchLabel,
  extrasOf,
  onNext,
}: {
  wizard: StepWizard
  products: readonly CustomerProduct[]
  searchLabel: string
  extrasOf?: (product: CustomerProduct) => CardExtras
  onNext: () => void
}) {
  return (
    <>
      <ProductPicker
        products={products}
        searchLabel={searchLabel}
        isSelected={wizard.isSelected}
        onToggle={wizard.toggle}
        extrasOf={extrasOf}
      />
      <NextBar
        summary={
          <Typography fontWeight={600} role="status">
            {selectionText(wizard.chosen.length)}
          </Typography>
        }
        disabled={!wizard.canNext}
        onNext={onNext}
      />
    </>
  )
}

/** Step 2: an amount per chosen product, the running estimate, Back and the submit button. */
export function AmountsStep({
  wizard,
  note,
  submitLabel,
  busyLabel,
  closed = false,
  lineExtra,
  onBack,
  onSubmit,
}: {
  wizard: StepWizard
  /** Under the total (the ordering app: that weights make the actual total differ). */
  note?: ReactNode
  submitLabel: string
  busyLabel: string
  /** Ordering is closed: nothing may be sent. */
  closed?: boolean
  /** In a line's card, under its amount (the console's "Substitute OK", issue 36). */
  lineExtra?: (product: { productId: string; name: string }) => ReactNode
  onBack: () => void
  onSubmit: () => void
}) {
  const { submitting } = wizard
  return (
    <>
      <Stack component="ul" spacing={1.5} sx={{ listStyle: 'none', p: 0, m: 0 }}>
        {wizard.chosen.map((product) => {
          const key = productKey(product)
          return (
            <li key={key}>
              <AmountCard
                product={product}
                line={wizard.lineOf(product)}
                disabled={submitting}
                onAmount={(amount) => wizard.setQuantity(key, amount)}
                onQuantityType={(type) => wizard.setQuantityType(key, type)}
              >
                {lineExtra?.({ productId: key, name: product.name })}
              </AmountCard>
            </li>
          )
        })}
      </Stack>
      <TotalAndSubmit
        totalCents={wizard.summary.totalCents}
        note={note}
        backDisabled={submitting}
        submit={{
          label: submitting ? busyLabel : submitLabel,
          icon: submitting ? <CircularProgress size={18} color="inherit" /> : undefined,
          disabled: !wizard.canSubmit || closed,
          onClick: onSubmit,
        }}
        onBack={onBack}
      />
    </>
  )
}
