import DownloadIcon from '@mui/icons-material/Download'
import { Button } from '@mui/material'
import { type CsvColumn, downloadCsv, toCsv } from './csv.ts'

/** Saves exactly the rows the panel shows as a CSV file. */
export function ExportCsvButton<T>(props: {
  filename: string
  rows: readonly T[]
  columns: readonly CsvColumn<T>[]
  label?: string
}) {
  return (
    <Button
      variant="outlined"
      size="small"
      sx={{ whiteSpace: 'nowrap', flexShrink: 0 }}
      startIcon={<DownloadIcon />}
      disabled={props.rows.length === 0}
      onClick={() => downloadCsv(props.filename, toCsv(props.rows, props.columns))}
    >
      {props.label ?? 'Export CSV'}
    </Button>
  )
}
