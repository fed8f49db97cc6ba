import { Alert, Button } from '@mui/material'
import { inWords } from '@provender/web-shared/ordering/delivery.ts'
import { Confirm } from 'react-admin'
import type { useOrderEdit } from './useOrderEdit.ts'

type OrderEdit = Pick<
  ReturnType<typeof useOrderEdit>,
  'asking' | 'busy' | 'confirm' | 'dismiss' | 'stale' | 'problem'
>

/**
 * The question staff answer after the customer's cut-off (409 CONFIRMATION_REQUIRED): the same
 * write goes again, confirmed, or nothing is sent and the dialog behind keeps what was entered.
 */
export function CutoffConfirm({
  edit,
  question,
  confirm,
}: {
  edit: OrderEdit
  question: string
  confirm: string
}) {
  return (
    <Confirm
      isOpen={edit.asking}
      loading={edit.busy}
      title="Past the cut-off"
      content={question}
      confirm={confirm}
      cancel="Not now"
      confirmColor="warning"
      onConfirm={edit.confirm}
      onClose={() => !edit.busy && edit.dismiss()}
    />
  )
}

/**
 * Why the write was refused, in the server's words (its dates in words). A stale copy offers
 * Reload, which reads the order again; what staff entered stays until then.
 */
export function EditRefusal({ edit, onReload }: { edit: OrderEdit; onReload: () => void }) {
  if (!edit.problem) return null
  return (
    <Alert
      severity={edit.stale ? 'warning' : 'error'}
      role="alert"
      sx={{ mt: 1 }}
      action={
        edit.stale && (
          <Button color="inherit" size="small" disabled={edit.busy} onClick={onReload}>
            Reload
          </Button>
        )
      }
    >
      {inWords(edit.problem)}
    </Alert>
  )
}
