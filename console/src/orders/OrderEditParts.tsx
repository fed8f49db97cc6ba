import { Alert, Button } from '@mui/material'
import { inWords } from '@provender/web-shared/ordering/delivery.ts'
import { Confirm } from 'react-admin'
import type { useOrderEdit } from './useOrderEdit.ts'

type OrderEdit = Pick<
  ReturnType<typeof useOrderEdit>,
  'asking' | 'askingMinimum' | 'busy' | 'confirm' | 'dismiss' | 'stale' | 'problem'
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
 * The question staff answer for a change below the customer's minimum (409 BELOW_MINIMUM, issue
 * 36), in the server's words: the same change goes again, accepted, or nothing is sent.
 */
export function MinimumConfirm({ edit }: { edit: OrderEdit }) {
  return (
    <Confirm
      isOpen={edit.askingMinimum !== null}
      loading={edit.busy}
      title="Below the minimum order"
      content={edit.askingMinimum ?? ''}
      confirm="Accept below the minimum"
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
