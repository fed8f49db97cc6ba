import { Alert, Button, Stack, Typography } from '@mui/material'
import { formatMoneyCents } from '@provender/web-shared/format/index.ts'
import { draftOf, itemsOf } from '@provender/web-shared/ordering/standingDraft.ts'
import { useQuery } from '@tanstack/react-query'
import { useState } from 'react'
import { LinesDialog } from '../common/LinesDialog.tsx'
import { useConsoleData } from '../common/useConsoleData.ts'
import { useLinesEditor } from '../common/useLinesEditor.ts'
import { orderRequirementsKey } from '../customers/OrderRequirements.tsx'
import type { Order } from '../dataProvider/index.ts'
import { CutoffConfirm, EditRefusal, MinimumConfirm } from './OrderEditParts.tsx'
import type { OrderEditDialogProps } from './orderDialogProps.ts'
import { draftTotalCents, EDIT_MESSAGES, linesOf, substituteChoicesOf, unitsOfLine } from './orderEdit.ts'
import { allowsSubstitute, type SubstituteChoices, SubstituteOk, withSubstitutes } from './SubstituteOk.tsx'
import { useOrderEdit } from './useOrderEdit.ts'

/**
 * Issue 36: each line's Substitute OK while staff edit the order: a line on it starts from its
 * stored choice, one added from the customer's default (its order requirements, else off).
 */
function useSubstituteChoices(order: Order) {
  const data = useConsoleData()
  const requirements = useQuery({
    queryKey: orderRequirementsKey(order.customerId),
    queryFn: () => data.orderRequirements(order.customerId),
  })
  const fallback = requirements.data?.substitutesAllowed ?? false
  const [choices, setChoices] = useState<SubstituteChoices>(() => substituteChoicesOf(order))
  return {
    allowed: (productId: string) => allowsSubstitute(choices, productId, fallback),
    choose: (productId: string, allowed: boolean) => setChoices((c) => ({ ...c, [productId]: allowed })),
    /** The lines as sent, each with what its switch shows. */
    sent: <Item extends { productId: string }>(items: readonly Item[]) =>
      withSubstitutes(items, choices, fallback),
    /** Starts again from the order as read afresh. */
    restart: (fresh: Order) => setChoices(substituteChoicesOf(fresh)),
  }
}

/**
 * Staff change an open order's lines for the customer (issue 36): amounts on the shared
 * stepper, units, removed lines, products added from the customer's price list. Every line is
 * sent (one left out is removed), on the version the order was read at; lines already on the
 * order keep the price they were sold at, which the estimate shows; each line says Substitute OK
 * (issue 36), sent with it. With no line left it points
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
  const substitutes = useSubstituteChoices(order)
  const reload = async () => {
    const fresh = await edit.reload()
    if (!fresh) return
    editor.setDraft(draftOf(linesOf(fresh)))
    substitutes.restart(fresh)
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
        lineExtra={(line) => (
          <SubstituteOk
            name={line.name}
            allowed={substitutes.allowed(line.productId)}
            disabled={edit.busy}
            onChange={(allowed) => substitutes.choose(line.productId, allowed)}
          />
        )}
        onSave={() => edit.submit({ items: substitutes.sent(itemsOf(draft)) })}
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
