import { Alert, Button, Stack, Typography } from '@mui/material'
import { formatMoneyCents } from '@provender/web-shared/format/index.ts'
import { draftOf, itemsOf } from '@provender/web-shared/ordering/standingDraft.ts'
import { LinesDialog } from '../common/LinesDialog.tsx'
import { useLinesEditor } from '../common/useLinesEditor.ts'
import { CutoffConfirm, EditRefusal, MinimumConfirm } from './OrderEditParts.tsx'
import type { OrderEditDialogProps } from './orderDialogProps.ts'
import { draftTotalCents, EDIT_MESSAGES, linesOf, unitsOfLine } from './orderEdit.ts'
import { useOrderEdit } from './useOrderEdit.ts'

/**
 * Staff change an open order's lines for the customer (issue 36): amounts on the shared
 * stepper, units, removed lines, products added from the customer's price list. Every line is
 * sent (one left out is removed), on the version the order was read at; lines already on the
 * order keep the price they were sold at, which the estimate shows. With no line left it points
 * to cancelling the order (`onCancelOrder`, where staff may).
 */
export function EditOrderLinesDialog({
  onCancelOrder,
  ...props
}: OrderEditDialogProps & { onCancelOrder?: () => void }) {
  const { order } = props
  const editor = useLinesEditor(order.customerId, linesOf(order))
  const { draft } = editor
  const edit = useOrderEdit('change', props)
  const reload = async () => {
    const fresh = await edit.reload()
    if (fresh) editor.setDraft(draftOf(linesOf(fresh)))
  }

  return (
    <>
      <LinesDialog
        editor={editor}
        busy={edit.busy}
        title={`Edit lines of order #${order.id}`}
        intro={`${order.Customer?.businessName ?? 'The customer'}: change amounts, remove lines or add products. Lines already on the order keep the price they were sold at.`}
        unitsOf={(line) => unitsOfLine(order, line, editor.unitsOf)}
        saveDisabled={edit.stale}
        onSave={() => edit.submit({ items: itemsOf(draft) })}
        onClose={props.onClose}
        below={
          draft.length === 0 && (
            <Alert
              severity="warning"
              role="alert"
              sx={{ mt: 1 }}
              action={
                onCancelOrder && (
                  <Button color="inherit" size="small" onClick={onCancelOrder}>
                    Cancel order
                  </Button>
                )
              }
            >
              {EDIT_MESSAGES.noLines}
            </Alert>
          )
        }
      >
        <Stack direction="row" justifyContent="space-between" sx={{ mt: 2 }}>
          <Typography fontWeight={700}>Estimated total</Typography>
          <Typography fontWeight={700} data-testid="edit-estimated-total">
            {formatMoneyCents(draftTotalCents(order, draft, editor.catalogue))}
          </Typography>
        </Stack>
        <EditRefusal edit={edit} onReload={() => void reload()} />
      </LinesDialog>
      <CutoffConfirm edit={edit} question={EDIT_MESSAGES.changeAnyway} confirm="Change it anyway" />
      <MinimumConfirm edit={edit} />
    </>
  )
}
