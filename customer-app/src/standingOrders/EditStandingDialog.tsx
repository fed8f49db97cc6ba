import { Button, Typography } from '@mui/material'
import { formatCutoff, formatDeliveryDate } from '@provender/web-shared/format/delivery.ts'
import { HowOftenChoice } from '@provender/web-shared/ordering/HowOftenChoice.tsx'
import { StandingLines } from '@provender/web-shared/ordering/StandingLines.tsx'
import { itemsOf, useStandingDraft } from '@provender/web-shared/ordering/standingDraft.ts'
import { scheduledDate } from '@provender/web-shared/ordering/standingOrders.ts'
import { useNotify } from '@provender/web-shared/SnackbarProvider.tsx'
import { usePhone } from '@provender/web-shared/usePhone.ts'
import { useState } from 'react'
import { StandingDialog } from './StandingDialog.tsx'
import type { StandingOrder, UpcomingDate } from './standingOrders.ts'
import { useEditStanding } from './useStandingOrders.ts'

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
  const { draft, change, remove, blocked } = useStandingDraft(
    upcoming && upcoming.lines.length > 0 ? upcoming.lines : order.lines,
  )
  const [everyWeeks, setEveryWeeks] = useState<1 | 2>(order.everyWeeks)
  const edit = useEditStanding()
  const notify = useNotify()
  const day = upcoming ? formatDeliveryDate(upcoming.date) : ''
  const titleId = `edit-standing-${order.id}${upcoming ? `-${scheduledDate(upcoming)}` : ''}`
  const save = () => {
    const items = itemsOf(draft)
    edit.mutate(
      upcoming
        ? { id: order.id, items, deliveryDate: scheduledDate(upcoming) }
        : { id: order.id, items, everyWeeks },
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
      <StandingLines lines={draft} disabled={edit.isPending} onChange={change} onRemove={remove} />
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
