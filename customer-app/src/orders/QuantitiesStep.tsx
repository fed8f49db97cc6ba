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
import { SubstituteSwitch } from '@provender/web-shared/ordering/SubstituteSwitch.tsx'
import { TotalAndSubmit } from '@provender/web-shared/ordering/TotalAndSubmit.tsx'
import type { OrderWizard } from '@provender/web-shared/ordering/useOrderWizard.ts'
import { type ReactNode, useMemo } from 'react'
import { ESTIMATE_NOTE } from '../history/estimateNote.ts'
import type { ReorderInfo } from './draft.ts'
import { amountActions, GuideLines } from './GuideLines.tsx'
import { LineSection, PriceMoveNote } from './GuideParts.tsx'
import { allowsSubstitute, type SubstituteChoices } from './substitutes.ts'

/** Each line's "Substitute OK" (issue 36): the choices made, the default, and how one is changed. */
export interface SubstituteControl {
  choices: SubstituteChoices
  fallback: boolean | null
  onChange: (productId: string, allowed: boolean) => void
}

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
  substitutes,
  stockDate,
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
  substitutes: SubstituteControl
  /** The chosen delivery date, which each line's stock is judged for (issue 36). */
  stockDate: string | null
  onBack: () => void
  onSubmit: () => void
}) {
  const busy = wizard.submitting || waiting
  const { choices, fallback, onChange } = substitutes
  // One note per line, the same object while its price move and its choice stay (GuideLines).
  const lineNotes = useMemo(() => {
    const moves = new Map((reorder?.priceMoves ?? []).map((m) => [m.productId, m]))
    return new Map(
      wizard.chosen.map((product) => {
        const key = productKey(product)
        const move = moves.get(key)
        const note = (
          <>
            {move && <PriceMoveNote move={move} />}
            <SubstituteSwitch
              productName={product.name}
              allowed={allowsSubstitute(choices, key, fallback)}
              disabled={busy}
              onChange={(allowed) => onChange(key, allowed)}
            />
          </>
        )
        return [key, note] as const
      }),
    )
  }, [wizard.chosen, reorder, choices, fallback, onChange, busy])
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
          noteOf={(product) => lineNotes.get(productKey(product))}
          stockDate={stockDate}
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
