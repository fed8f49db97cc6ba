import CloudOff from '@mui/icons-material/CloudOff'
import { Alert, CircularProgress, Typography } from '@mui/material'
import { productKey } from '@provender/web-shared/ordering/catalog.ts'
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
 * its cut-off above; the Estimated Total with its note; Back and Submit Order.
 */
export function QuantitiesStep({
  wizard,
  reorder,
  refusal,
  closed,
  waiting,
  notices,
  submitLabel = 'Submit Order',
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
  onBack: () => void
  onSubmit: () => void
}) {
  const moves = new Map((reorder?.priceMoves ?? []).map((m) => [m.productId, m]))
  const busy = wizard.submitting || waiting
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
      <TotalAndSubmit
        totalCents={wizard.summary.totalCents}
        note={
          <Typography variant="caption" color="text.secondary" sx={{ display: 'block', lineHeight: 1.3 }}>
            {ESTIMATE_NOTE}
          </Typography>
        }
        backDisabled={busy}
        submit={{
          label: waiting ? 'Waiting for network…' : wizard.submitting ? 'Submitting...' : submitLabel,
          icon: waiting ? (
            <CloudOff />
          ) : wizard.submitting ? (
            <CircularProgress size={18} color="inherit" aria-label="Submitting" />
          ) : undefined,
          disabled: !wizard.canSubmit || closed || busy,
          onClick: onSubmit,
        }}
        onBack={onBack}
      />
    </>
  )
}
