import DownloadIcon from '@mui/icons-material/Download'
import { Button, Menu, MenuItem } from '@mui/material'
import { apiFile, errorMessage } from '@provender/web-shared/api.ts'
import { useNotify } from '@provender/web-shared/SnackbarProvider.tsx'
import { useState } from 'react'
import { useListContext } from 'react-admin'
import { ordersListQuery } from '../dataProvider/ordersMapping.ts'
import { sentMailListQuery } from '../dataProvider/sentMailMapping.ts'
import { downloadFile } from '../history/csv.ts'
import {
  type ExportFormat,
  type ExportName,
  exportFileName,
  exportQuery,
  FORMAT_LABELS,
  listExportQuery,
} from './exportQuery.ts'

interface ExportButtonProps {
  name: ExportName
  /** The query the server export gets: the screen's filter. */
  query: Record<string, string>
  /** The saved file's name before its date. */
  stem?: string
  label?: string
  /** What the button says while the file comes. */
  busyLabel?: string
}

/**
 * Export as CSV or Excel: the server's file of every row of the filter (not the page on
 * screen), in the import layout, so it can be edited and imported back.
 */
export function ExportButton({
  name,
  query,
  stem = name,
  label = 'Export',
  busyLabel = 'Exporting…',
}: ExportButtonProps) {
  const notify = useNotify()
  const [anchor, setAnchor] = useState<HTMLElement | null>(null)
  const [busy, setBusy] = useState(false)
  const save = async (format: ExportFormat) => {
    setAnchor(null)
    setBusy(true)
    try {
      const file = await apiFile(`/api/exports/${name}.${format}`, { query })
      downloadFile(exportFileName(stem, format, new Date()), file)
    } catch (failure) {
      notify(errorMessage(failure, 'The export failed. Please try again.'), 'error')
    } finally {
      setBusy(false)
    }
  }
  const menuId = `export-${name}-menu`
  return (
    <>
      <Button
        variant="outlined"
        startIcon={<DownloadIcon />}
        disabled={busy}
        aria-haspopup="menu"
        aria-controls={anchor ? menuId : undefined}
        aria-expanded={anchor ? 'true' : undefined}
        onClick={(event) => setAnchor(event.currentTarget)}
        sx={{ whiteSpace: 'nowrap', flexShrink: 0 }}
      >
        {busy ? busyLabel : label}
      </Button>
      <Menu id={menuId} anchorEl={anchor} open={anchor !== null} onClose={() => setAnchor(null)}>
        {(['csv', 'xlsx'] as const).map((format) => (
          <MenuItem key={format} onClick={() => save(format)}>
            {FORMAT_LABELS[format]}
          </MenuItem>
        ))}
      </Menu>
    </>
  )
}

/** The export of a list screen, with the search and filters the list has now. */
export function ListExportMenu({ name, fixed }: { name: ExportName; fixed?: Record<string, unknown> }) {
  const { filterValues, filter } = useListContext()
  return <ExportButton name={name} query={exportQuery(filterValues ?? {}, { ...filter, ...fixed })} />
}

/** The dashboard's orders as the list shows them now (tab, delivery date, search, scope, sort). */
export function OrdersExportMenu() {
  const { filterValues, sort } = useListContext()
  return (
    <ExportButton name="orders" query={listExportQuery(ordersListQuery({ filter: filterValues, sort }))} />
  )
}

/** Sent mail as the list shows it now (status, kind, recipient search, sort). */
export function SentMailExportMenu() {
  const { filterValues, sort } = useListContext()
  return (
    <ExportButton
      name="sent-mail"
      query={listExportQuery(sentMailListQuery({ filter: filterValues, sort }))}
    />
  )
}
