import DownloadIcon from '@mui/icons-material/Download'
import { Button, Menu, MenuItem, Stack } from '@mui/material'
import { useState } from 'react'
import { Confirm } from 'react-admin'
import { FORMAT_LABELS } from '../exports/exportQuery.ts'
import type { ImportPreview, SheetFormat } from './importCalls.ts'
import {
  applyValidLabel,
  offersValidOnly,
  rowsLabel,
  validOnlyQuestion,
  validRowCount,
} from './importFormat.ts'

/**
 * Under the preview: Apply (the whole file), and once rows are refused, "Apply N valid rows"
 * (asked first, naming how many are left out) and the refused rows to download and fix.
 */
export function PreviewActions({
  preview,
  canApply,
  busy,
  onApply,
  onApplyValid,
  onDownloadRefused,
}: {
  preview: ImportPreview
  canApply: boolean
  busy: boolean
  onApply: () => void
  onApplyValid: () => void
  onDownloadRefused: (format: SheetFormat) => void
}) {
  const [asking, setAsking] = useState(false)
  const [menu, setMenu] = useState<HTMLElement | null>(null)
  const valid = validRowCount(preview)
  return (
    <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1} useFlexGap flexWrap="wrap" sx={{ mt: 2 }}>
      <Button variant="contained" onClick={onApply} disabled={busy || !canApply}>
        Apply
      </Button>
      {offersValidOnly(preview) && (
        <Button variant="outlined" onClick={() => setAsking(true)} disabled={busy}>
          {applyValidLabel(valid)}
        </Button>
      )}
      {preview.counts.error > 0 && (
        <>
          <Button
            variant="outlined"
            startIcon={<DownloadIcon />}
            disabled={busy}
            aria-haspopup="menu"
            aria-controls={menu ? 'refused-rows-menu' : undefined}
            aria-expanded={menu ? 'true' : undefined}
            onClick={(event) => setMenu(event.currentTarget)}
          >
            Download refused rows
          </Button>
          <Menu id="refused-rows-menu" anchorEl={menu} open={menu !== null} onClose={() => setMenu(null)}>
            {(['csv', 'xlsx'] as const).map((format) => (
              <MenuItem
                key={format}
                onClick={() => {
                  setMenu(null)
                  onDownloadRefused(format)
                }}
              >
                {FORMAT_LABELS[format]}
              </MenuItem>
            ))}
          </Menu>
        </>
      )}
      <Confirm
        isOpen={asking}
        title="Apply the valid rows only"
        content={validOnlyQuestion(preview)}
        confirm={`Apply ${rowsLabel(valid)}`}
        onClose={() => setAsking(false)}
        onConfirm={() => {
          setAsking(false)
          onApplyValid()
        }}
      />
    </Stack>
  )
}
