import {
  Alert,
  Button,
  Dialog,
  DialogActions,
  DialogContent,
  DialogContentText,
  DialogTitle,
  InputAdornment,
  LinearProgress,
  TextField,
} from '@mui/material'
import { errorMessage } from '@provender/web-shared/api.ts'
import { useNotify } from '@provender/web-shared/SnackbarProvider.tsx'
import { useQuery, useQueryClient } from '@tanstack/react-query'
import { useEffect, useId, useState } from 'react'
import { useConsoleData } from '../common/useConsoleData.ts'
import { TOLERANCE_MESSAGES, toleranceProblem } from './weightTolerance.ts'

const QUERY_KEY = ['settings', 'fulfilment-tolerance']

/** An admin's setting: how far over the ordered weight a weight line may ship at fulfilment. */
export function WeightToleranceDialog({ open, onClose }: { open: boolean; onClose: () => void }) {
  const titleId = useId()
  const data = useConsoleData()
  const notify = useNotify()
  const queryClient = useQueryClient()
  const saved = useQuery({ queryKey: QUERY_KEY, queryFn: () => data.getFulfilmentTolerance(), enabled: open })
  const [text, setText] = useState('')
  const [problem, setProblem] = useState<string | null>(null)
  const [saving, setSaving] = useState(false)

  useEffect(() => {
    if (open && saved.data) {
      setText(String(saved.data.percent))
      setProblem(null)
    }
  }, [open, saved.data])

  async function save() {
    const invalid = toleranceProblem(text)
    setProblem(invalid)
    if (invalid) return
    setSaving(true)
    try {
      const tolerance = await data.saveFulfilmentTolerance(Number(text.trim()))
      queryClient.setQueryData(QUERY_KEY, { ...tolerance, isDefault: false })
      notify(TOLERANCE_MESSAGES.saved, 'success')
      onClose()
    } catch (failure) {
      notify(errorMessage(failure, TOLERANCE_MESSAGES.failed), 'error')
    } finally {
      setSaving(false)
    }
  }

  return (
    <Dialog
      open={open}
      onClose={saving ? undefined : onClose}
      aria-labelledby={titleId}
      fullWidth
      maxWidth="xs"
    >
      <DialogTitle id={titleId}>Weight Tolerance</DialogTitle>
      <DialogContent>
        {saved.isPending && <LinearProgress aria-label="Loading the weight tolerance" />}
        {saved.error ? (
          <Alert severity="error">{errorMessage(saved.error, TOLERANCE_MESSAGES.loadFailed)}</Alert>
        ) : null}
        <DialogContentText sx={{ mb: 2 }}>
          Meat, fish and cheese ship at the weight the scale reads. At fulfilment, a weight line may ship this
          much over the ordered weight, and no more.
        </DialogContentText>
        <TextField
          label="Tolerance"
          value={text}
          onChange={(e) => {
            setText(e.target.value)
            setProblem(null)
          }}
          error={Boolean(problem)}
          helperText={problem ?? 'A whole percent from 0 to 100. The default is 10%.'}
          slotProps={{
            htmlInput: { inputMode: 'numeric' },
            input: { endAdornment: <InputAdornment position="end">%</InputAdornment> },
          }}
          fullWidth
        />
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose} disabled={saving}>
          Cancel
        </Button>
        <Button variant="contained" onClick={save} disabled={saving || saved.isPending}>
          {saving ? 'Saving…' : 'Save'}
        </Button>
      </DialogActions>
    </Dialog>
  )
}
