import CloudOff from '@mui/icons-material/CloudOff'
import { Alert, CircularProgress, Typography } from '@mui/material'
import { productKey } from '@provender/web-shared/ordering/catalog.ts'
import { OrderNoteFields } from '@provender/web-shared/ordering/OrderNoteFields.tsx'
import {
  blockedByMinimum,
  minimumText,
  type OrderNotes,
  type OrderRequirements,
} from '@provender/web-shared/ordering/orderRequirements.ts'
import { TotalAndSubmit } from '@provender/web-shared/ordering/TotalAndSubmit.tsx'
import type { OrderWizard } from '@provender/web-shared/ordering/useOrderWizard.ts'
import type { ReactNode } from 'react'
import { ESTIMATE_NOTE } from '../history/estimateNote.ts'
import type { ReorderInfo } from './draft.ts'
import { amountActions, GuideLines } from './GuideLines.tsx'
import { LineSection, PriceMoveNote } from './GuideParts.tsx'

/**
 * Spec 2.14 step 2, Choose Quantities: one card per chosen product, prefilled from step 1 (or
 * the order copied), with any price that moved since that order marked; the delivery date and
 * its cut-off above; the PO number and note to the warehouse (issue 36); the Estimated Total
 * with its note and, below a minimum order, what is missing; Back and Submit Order.
 */
export function QuantitiesStep({
  wizard,
  reorder,
  refusal,
  closed,
  waiting,
  notices,
  submitLabel = 'Submit Order',
  notes,
  onNotes,
  requirements,
  placedCents,
  onBack,
  onSubmit,
}: {
  wizard: OrderWizard
  reorder: ReorderInfo | null
  /** The server's refusal in words, the draft kept. */
  refusal: string | null
  closed: boolean
  waiting: boolean
  notices?: ReactNode
  /** The change screen saves a change instead (issue 36). */
  submitLabel?: string
  notes: OrderNotes
  onNotes: (notes: OrderNotes) => void
  /** The customer's: a PO number on every order, a minimum order value. */
  requirements: OrderRequirements
  /** A change: the order's total before it, since a change that does not lower it may stay below the minimum. */
  placedCents?: number
  onBack: () => void
  onSubmit: () => void
}) {
  const moves = new Map((reorder?.priceMoves ?? []).map((m) => [m.productId, m]))
  const busy = wizard.submitting || waiting
  const totalCents = wizard.summary.totalCents
  const shortOfMinimum = minimumText(requirements, totalCents)
  return (
    <>
      {refusal && (
        <Alert severity="error" role="alert">
          {refusal}
        </Alert>
      )}
      {notices}
      <LineSection id="order-lines" title={`Your order (${wizard.chosen.length})`}>
        <GuideLines
          products={wizard.chosen}
          state={wizard}
          actions={amountActions(wizard)}
          noteOf={(product) => {
            const move = moves.get(productKey(product))
            return move ? <PriceMoveNote move={move} /> : null
          }}
        />
      </LineSection>
      <OrderNoteFields
        notes={notes}
        poNumberRequired={requirements.poNumberRequired}
        disabled={busy}
        onChange={onNotes}
      />
      <TotalAndSubmit
        totalCents={totalCents}
        note={
          <>
            {shortOfMinimum && (
              <Typography
                variant="body2"
                color="warning.dark"
                data-testid="minimum-order"
                sx={{ fontWeight: 600, lineHeight: 1.3 }}
              >
                {shortOfMinimum}
              </Typography>
            )}
            <Typography variant="caption" color="text.secondary" sx={{ display: 'block', lineHeight: 1.3 }}>
              {ESTIMATE_NOTE}
            </Typography>
          </>
        }
        backDisabled={busy}
        submit={{
          label: waiting ? 'Waiting for network…' : wizard.submitting ? 'Submitting...' : submitLabel,
          icon: waiting ? (
            <CloudOff />
          ) : wizard.submitting ? (
            <CircularProgress size={18} color="inherit" aria-label="Submitting" />
          ) : undefined,
          // The server refuses an order below the minimum; it is not sent until it reaches it.
          disabled:
            !wizard.canSubmit || closed || busy || blockedByMinimum(requirements, totalCents, placedCents),
          onClick: onSubmit,
        }}
        onBack={onBack}
      />
    </>
  )
}
