import {
  Alert,
  Button,
  Dialog,
  DialogActions,
  DialogContent,
  DialogContentText,
  DialogTitle,
  FormControlLabel,
  LinearProgress,
  Stack,
  Switch,
  TextField,
} from '@mui/material'
import { errorMessage } from '@provender/web-shared/api.ts'
import { useNotify } from '@provender/web-shared/SnackbarProvider.tsx'
import { useQuery, useQueryClient } from '@tanstack/react-query'
import { useEffect, useId, useMemo, useState } from 'react'
import { useRole } from '../auth/useCan.ts'
import { useConsoleData } from '../common/useConsoleData.ts'
import {
  draftOf,
  HOURS_MESSAGES,
  type HoursDraft,
  hoursChanged,
  hoursScopeText,
  timeOptions,
  twelveHour,
  validateHours,
} from './orderingHours.ts'

const TIMES = timeOptions()

/**
 * Spec 2.4 and 5: always open, or open and close times on a 5-minute step. An admin sets
 * the company's hours, a sales rep its own customers' (the same call, spec 6).
 */
export function OrderingHoursDialog({ open, onClose }: { open: boolean; onClose: () => void }) {
  const titleId = useId()
  const data = useConsoleData()
  const notify = useNotify()
  const role = useRole()
  const queryClient = useQueryClient()
  const saved = useQuery({
    queryKey: ['order-window', 'mine'],
    queryFn: () => data.getOrderWindow(),
    enabled: open,
  })
  const savedDraft = useMemo(() => draftOf(saved.data), [saved.data])
  const [draft, setDraft] = useState<HoursDraft>(savedDraft)
  const [problem, setProblem] = useState<string | null>(null)
  const [saving, setSaving] = useState(false)

  useEffect(() => {
    if (open) {
      setDraft(savedDraft)
      setProblem(null)
    }
  }, [open, savedDraft])

  function change(next: Partial<HoursDraft>) {
    setDraft((d) => ({ ...d, ...next }))
    setProblem(null)
  }

  async function save() {
    const invalid = validateHours(draft)
    setProblem(invalid)
    if (invalid) return
    setSaving(true)
    try {
      const window = await data.saveOrderWindow(draft)
      queryClient.setQueryData(['order-window', 'mine'], { ...window, inherited: false })
      notify(HOURS_MESSAGES.saved, 'success')
      onClose()
    } catch (failure) {
      notify(errorMessage(failure, HOURS_MESSAGES.failed), 'error')
    } finally {
      setSaving(false)
    }
  }

  const changed = hoursChanged(savedDraft, draft)
  return (
    <Dialog
      open={open}
      onClose={saving ? undefined : onClose}
      aria-labelledby={titleId}
      fullWidth
      maxWidth="xs"
    >
      <DialogTitle id={titleId}>Ordering Hours</DialogTitle>
      <DialogContent>
        {saved.isPending && <LinearProgress aria-label="Loading ordering hours" />}
        {saved.error ? (
          <Alert severity="error">{errorMessage(saved.error, 'Failed to load ordering hours.')}</Alert>
        ) : null}
        <DialogContentText sx={{ mb: 2 }}>{hoursScopeText(role, saved.data?.inherited)}</DialogContentText>
        <Stack spacing={2}>
          <FormControlLabel
            control={
              <Switch checked={draft.alwaysOpen} onChange={(e) => change({ alwaysOpen: e.target.checked })} />
            }
            label="Always open"
          />
          {!draft.alwaysOpen && (
            <Stack direction="row" spacing={2}>
              <TimeSelect
                label="Open time"
                value={draft.openTime}
                onChange={(openTime) => change({ openTime })}
              />
              <TimeSelect
                label="Close time"
                value={draft.closeTime}
                onChange={(closeTime) => change({ closeTime })}
              />
            </Stack>
          )}
          {problem && <Alert severity="error">{problem}</Alert>}
        </Stack>
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose} disabled={saving}>
          Cancel
        </Button>
        <Button variant="contained" onClick={save} disabled={!changed || saving || saved.isPending}>
          {saving ? 'Saving…' : 'Save'}
        </Button>
      </DialogActions>
    </Dialog>
  )
}

/** A native select of the 5-minute times: the step holds on every device, and it reads well to a screen reader. */
function TimeSelect({
  label,
  value,
  onChange,
}: {
  label: string
  value: string
  onChange: (time: string) => void
}) {
  return (
    <TextField
      select
      label={label}
      value={value}
      onChange={(e) => onChange(e.target.value)}
      slotProps={{ select: { native: true }, inputLabel: { shrink: true } }}
    >
      <option value="">Choose…</option>
      {TIMES.map((time) => (
        <option key={time} value={time}>
          {twelveHour(time)}
        </option>
      ))}
    </TextField>
  )
}
