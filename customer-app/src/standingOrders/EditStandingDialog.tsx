import { Box, Button, Typography } from '@mui/material'
import { formatCutoff, formatDeliveryDate } from '@provender/web-shared/format/delivery.ts'
import { unitWord } from '@provender/web-shared/format/index.ts'
import { type CartLine, lineProblem, parseQuantity } from '@provender/web-shared/ordering/cart.ts'
import { GuideLineRoot } from '@provender/web-shared/ordering/guideLineStyle.tsx'
import { StepperRow } from '@provender/web-shared/ordering/QuantityStepper.tsx'
import { stepped } from '@provender/web-shared/ordering/stepper.ts'
import { useNotify } from '@provender/web-shared/SnackbarProvider.tsx'
import { usePhone } from '@provender/web-shared/usePhone.ts'
import { useState } from 'react'
import { HowOftenChoice } from './HowOftenChoice.tsx'
import { StandingDialog } from './StandingDialog.tsx'
import type { StandingLine, StandingOrder, UpcomingDate } from './standingOrders.ts'
import { type StandingItem, useEditStanding } from './useStandingOrders.ts'

/** A line as being edited: the amount stays as typed ("1." or "0.5") until it is saved. */
export type DraftLine = Omit<StandingLine, 'quantity'> & CartLine

export const draftOf = (lines: readonly StandingLine[]): DraftLine[] =>
  lines.map(({ quantity, ...line }) => ({ ...line, amount: String(quantity) }))

/** What is wrong with a line's amount, in words; an emptied line asks to be removed instead. */
export function draftProblem(line: DraftLine): string | null {
  if (line.amount.trim() === '') return 'Enter an amount above 0, or remove the line.'
  return lineProblem(line)
}

export const itemsOf = (draft: readonly DraftLine[]): StandingItem[] =>
  draft.map((l) => ({
    productId: l.productId,
    quantity: parseQuantity(l.amount),
    quantityType: l.quantityType,
  }))

/**
 * Edit a standing order's lines: for every date from now on, with how often (no `upcoming`), or
 * for one scheduled date only (`upcoming`). A refusal is shown in the server's words and the draft
 * stays, to be corrected and saved again.
 */
export function EditStandingDialog({
  order,
  upcoming,
  timeZone,
  onClose,
}: {
  order: StandingOrder
  upcoming?: UpcomingDate
  /** The distributor's zone, in which the date's cut-off is told. */
  timeZone: string
  onClose: () => void
}) {
  const phone = usePhone()
  // A date's own lines when it was edited; the answer may leave them out for an unedited date.
  const [draft, setDraft] = useState(() =>
    draftOf(upcoming && upcoming.lines.length > 0 ? upcoming.lines : order.lines),
  )
  const [everyWeeks, setEveryWeeks] = useState<1 | 2>(order.everyWeeks)
  const edit = useEditStanding()
  const notify = useNotify()
  const day = upcoming ? formatDeliveryDate(upcoming.date) : ''
  const titleId = `edit-standing-${order.id}${upcoming ? `-${upcoming.date}` : ''}`
  const blocked = draft.length === 0 || draft.some((l) => draftProblem(l) !== null)

  const update = (productId: string, change: (line: DraftLine) => DraftLine) =>
    setDraft((lines) => lines.map((l) => (l.productId === productId ? change(l) : l)))
  const remove = (productId: string) => setDraft((lines) => lines.filter((l) => l.productId !== productId))
  const save = () => {
    const items = itemsOf(draft)
    edit.mutate(
      upcoming ? { id: order.id, items, deliveryDate: upcoming.date } : { id: order.id, items, everyWeeks },
      {
        onSuccess: () => {
          notify(upcoming ? `Changed for ${day} only.` : 'Standing order changed.', 'success')
          onClose()
        },
      },
    )
  }

  return (
    <StandingDialog
      titleId={titleId}
      title={upcoming ? `Edit ${day} only` : 'Edit standing order'}
      busy={edit.isPending}
      error={edit.error}
      failed="The standing order could not be changed."
      confirm={{ label: 'Save', busyLabel: 'Saving…', onClick: save, disabled: blocked }}
      onClose={onClose}
      fullScreen={phone}
      maxWidth="sm"
    >
      <Typography sx={{ mb: 1 }}>
        {upcoming
          ? `These lines are placed ${formatCutoff(upcoming.cutoff, timeZone)}. Other dates stay as they are.`
          : 'These lines are placed for every date from now on. Dates you changed one by one keep their own lines.'}
      </Typography>
      <Box component="ul" aria-label="Lines" sx={{ listStyle: 'none', p: 0, m: 0 }}>
        {draft.map((line) => (
          <GuideLineRoot as="li" key={line.productId} sx={{ px: { xs: 0, sm: 0 } }}>
            <h3 className="pv-name">{line.name}</h3>
            <Typography variant="body2" color="text.secondary">
              {line.quantityType === 'weight' ? 'In lb' : `In ${unitWord(line.quantityType)}s`}
            </Typography>
            <StepperRow
              name={line.name}
              line={line}
              types={[line.quantityType]}
              disabled={edit.isPending}
              problem={draftProblem(line)}
              wrap
              onAmount={(amount) => update(line.productId, (l) => ({ ...l, amount }))}
              onStep={(direction) =>
                update(line.productId, (l) => ({
                  ...l,
                  amount: stepped(l.amount, l.quantityType, direction),
                }))
              }
            >
              <Button
                color="error"
                disabled={edit.isPending}
                aria-label={`Remove ${line.name}`}
                onClick={() => remove(line.productId)}
                sx={{ minHeight: 44 }}
              >
                Remove
              </Button>
            </StepperRow>
          </GuideLineRoot>
        ))}
      </Box>
      {draft.length === 0 && (
        <Typography color="error" role="alert" sx={{ mt: 1 }}>
          {upcoming
            ? 'Keep at least one line. To have nothing that day, skip the date instead.'
            : 'Keep at least one line. To stop it, pause or cancel the standing order instead.'}
        </Typography>
      )}
      {!upcoming && <HowOftenChoice value={everyWeeks} disabled={edit.isPending} onChange={setEveryWeeks} />}
    </StandingDialog>
  )
}

/** "Edit" on a standing order: its lines and how often, for every date from now on. */
export function EditStandingButton({
  order,
  timeZone,
  disabled = false,
}: {
  order: StandingOrder
  timeZone: string
  disabled?: boolean
}) {
  const [open, setOpen] = useState(false)
  return (
    <>
      <Button variant="outlined" disabled={disabled} onClick={() => setOpen(true)} sx={{ minHeight: 44 }}>
        Edit
      </Button>
      {open && <EditStandingDialog order={order} timeZone={timeZone} onClose={() => setOpen(false)} />}
    </>
  )
}

/** "Edit" on one upcoming scheduled date: its quantities for that date only. */
export function EditDateButton({
  order,
  upcoming,
  timeZone,
  disabled = false,
}: {
  order: StandingOrder
  upcoming: UpcomingDate
  timeZone: string
  disabled?: boolean
}) {
  const [open, setOpen] = useState(false)
  return (
    <>
      <Button
        size="small"
        variant="outlined"
        disabled={disabled}
        aria-label={`Edit ${formatDeliveryDate(upcoming.date)}`}
        onClick={() => setOpen(true)}
        // Beside Skip at the row's end, whatever the row's spacing.
        sx={{ minHeight: 44, flexShrink: 0, ml: 'auto' }}
      >
        Edit
      </Button>
      {open && (
        <EditStandingDialog
          order={order}
          upcoming={upcoming}
          timeZone={timeZone}
          onClose={() => setOpen(false)}
        />
      )}
    </>
  )
}
