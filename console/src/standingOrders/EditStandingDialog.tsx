import { Alert, Box, Typography } from '@mui/material'
import { errorMessage } from '@provender/web-shared/api.ts'
import { inWords } from '@provender/web-shared/ordering/delivery.ts'
import { HowOftenChoice } from '@provender/web-shared/ordering/HowOftenChoice.tsx'
import { itemsOf } from '@provender/web-shared/ordering/standingDraft.ts'
import { useNotify } from '@provender/web-shared/SnackbarProvider.tsx'
import { useMutation, useQueryClient } from '@tanstack/react-query'
import { useState } from 'react'
import { LinesDialog } from '../common/LinesDialog.tsx'
import { useConsoleData } from '../common/useConsoleData.ts'
import { useLinesEditor } from '../common/useLinesEditor.ts'
import type { StandingOrder } from '../dataProvider/index.ts'

export const KEEP_ONE_LINE = 'Keep at least one line. To stop it, pause or cancel the standing order instead.'

/**
 * Staff change a standing order for the customer: its lines (amounts, removed ones, products
 * added from the customer's price list) and how often, for every date from now on. A refusal is
 * shown in the server's words and the edits stay, to be corrected and saved again.
 */
export function EditStandingDialog({ standing, onClose }: { standing: StandingOrder; onClose: () => void }) {
  const data = useConsoleData()
  const notify = useNotify()
  const queryClient = useQueryClient()
  const editor = useLinesEditor(standing.customerId, standing.lines)
  const [everyWeeks, setEveryWeeks] = useState<1 | 2>(standing.everyWeeks)
  const save = useMutation({
    mutationFn: () => data.editStanding(standing.id, { items: itemsOf(editor.draft), everyWeeks }),
    onSuccess: async () => {
      await queryClient.invalidateQueries({ queryKey: ['standing-orders'] })
      notify('Standing order changed.', 'success')
      onClose()
    },
  })
  const busy = save.isPending

  return (
    <LinesDialog
      editor={editor}
      busy={busy}
      title="Edit standing order"
      intro={`${standing.businessName}: these lines are placed for every date from now on. Dates changed one by one keep their own lines.`}
      onSave={() => save.mutate()}
      onClose={onClose}
      below={
        editor.draft.length === 0 && (
          <Typography color="error" role="alert" sx={{ mt: 1 }}>
            {KEEP_ONE_LINE}
          </Typography>
        )
      }
    >
      <Box>
        <HowOftenChoice value={everyWeeks} disabled={busy} onChange={setEveryWeeks} />
      </Box>
      {save.error && (
        <Alert severity="error" role="alert" sx={{ mt: 1 }}>
          {inWords(errorMessage(save.error, 'Failed to change the standing order.'))}
        </Alert>
      )}
    </LinesDialog>
  )
}
