import AddIcon from '@mui/icons-material/Add'
import { Button } from '@mui/material'
import type { QuantityType } from '@provender/events'
import { ProductPicker } from '@provender/web-shared/ordering/ProductPicker.tsx'
import { StandingLines } from '@provender/web-shared/ordering/StandingLines.tsx'
import type { DraftLine } from '@provender/web-shared/ordering/standingDraft.ts'
import { usePhone } from '@provender/web-shared/usePhone.ts'
import type { ReactNode } from 'react'
import { DialogFrame } from './DialogFrame.tsx'
import type { LinesEditor } from './useLinesEditor.ts'

/**
 * A dialog where staff edit lines for a customer (a standing order's, an order's): the lines
 * with their steppers and Add products, which shows the customer's price list to pick from
 * instead until Back to the lines. `below` stands between the lines and Add products (why Save
 * waits, say); `children` after them; `lineExtra` under each line's amount. Save waits while a line is not right or `saveDisabled`.
 */
export function LinesDialog({
  editor,
  busy,
  title,
  intro,
  unitsOf = editor.unitsOf,
  lineExtra,
  saveDisabled = false,
  onSave,
  onClose,
  below,
  children,
}: {
  editor: LinesEditor
  busy: boolean
  title: string
  intro: string
  unitsOf?: (line: DraftLine) => QuantityType[]
  lineExtra?: (line: DraftLine) => ReactNode
  saveDisabled?: boolean
  onSave: () => void
  onClose: () => void
  below?: ReactNode
  children?: ReactNode
}) {
  const phone = usePhone()
  const { choosing } = editor
  return (
    <DialogFrame
      open
      onClose={onClose}
      busy={busy}
      title={choosing ? 'Add products' : title}
      maxWidth="sm"
      fullScreen={phone}
      loadError={editor.loadError}
      intro={
        choosing
          ? 'Choose products from the customer’s price list; each is added as a line to fill in.'
          : intro
      }
      actions={
        choosing ? (
          <Button variant="contained" onClick={() => editor.setChoosing(false)}>
            Back to the lines
          </Button>
        ) : (
          <>
            <Button onClick={onClose} disabled={busy}>
              Cancel
            </Button>
            <Button variant="contained" onClick={onSave} disabled={busy || editor.blocked || saveDisabled}>
              {busy ? 'Saving…' : 'Save'}
            </Button>
          </>
        )
      }
    >
      {choosing ? (
        <ProductPicker
          products={editor.catalogue}
          searchLabel="Search the customer's products"
          isSelected={(id) => editor.draft.some((l) => l.productId === id)}
          onToggle={editor.toggle}
        />
      ) : (
        <>
          <StandingLines
            lines={editor.draft}
            disabled={busy}
            unitsOf={unitsOf}
            lineExtra={lineExtra}
            onChange={editor.change}
            onRemove={editor.remove}
          />
          {below}
          <Button
            startIcon={<AddIcon />}
            onClick={() => editor.setChoosing(true)}
            disabled={busy || editor.catalogue.length === 0}
            sx={{ mt: 1, minHeight: 44 }}
          >
            Add products
          </Button>
          {children}
        </>
      )}
    </DialogFrame>
  )
}
