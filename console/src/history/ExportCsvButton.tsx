import DownloadIcon from '@mui/icons-material/Download'
import { Button } from '@mui/material'
import { type CsvColumn, csvFile, downloadFile, toCsv } from './csv.ts'
import { useDownload } from './useDownload.ts'

/**
 * Where the file's rows come from: the rows a panel holds when it shows them all, or the
 * server when the panel shows one page of many (its export holds every row of the filter).
 */
export type CsvSource<T> =
  | { rows: readonly T[]; columns: readonly CsvColumn<T>[] }
  | { fetchFile: () => Promise<Blob>; empty: boolean }

/** Saves a CSV file of every row the panel stands for, and says so when it cannot. */
export function ExportCsvButton<T>(props: { filename: string; label?: string } & CsvSource<T>) {
  const { busy, download } = useDownload()
  const empty = 'rows' in props ? props.rows.length === 0 : props.empty
  const save = async () => {
    if ('rows' in props) {
      downloadFile(props.filename, csvFile(toCsv(props.rows, props.columns)))
      return
    }
    await download(props.filename, props.fetchFile)
  }
  return (
    <Button
      variant="outlined"
      size="small"
      sx={{ whiteSpace: 'nowrap', flexShrink: 0 }}
      startIcon={<DownloadIcon />}
      disabled={empty || busy}
      onClick={save}
    >
      {props.label ?? 'Export CSV'}
    </Button>
  )
}
