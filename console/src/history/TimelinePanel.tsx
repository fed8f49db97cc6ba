import { Box, Chip, Paper, Stack, TablePagination, TextField, Typography } from '@mui/material'
import { usePhone } from '@provender/web-shared/usePhone.ts'
import { useState } from 'react'
import { useConsoleData } from '../common/useConsoleData.ts'
import { TIMELINE_KINDS, type TimelineItem, type TimelineKind } from '../dataProvider/index.ts'
import { ExportCsvButton } from './ExportCsvButton.tsx'
import { type HistoryColumn, HistoryTable } from './HistoryTable.tsx'
import { actorLabel, dayBound, formatWhen, KIND_LABELS } from './historyFormat.ts'
import { ReadState } from './ReadState.tsx'
import { useHistoryRead } from './useHistoryRead.ts'

const COLUMNS: HistoryColumn<TimelineItem>[] = [
  { header: 'When', cell: (item) => formatWhen(item.at), nowrap: true },
  { header: 'What', cell: (item) => item.sentence },
  { header: 'Who', cell: (item) => actorLabel(item.actor) },
  { header: 'Kind', cell: (item) => KIND_LABELS[item.kind] },
]

/** Every event that touched the customer, newest first, filtered by kind and day range, paged. */
export function TimelinePanel({ customerId, fileStem }: { customerId: string; fileStem: string }) {
  const phone = usePhone()
  const data = useConsoleData()
  const [kinds, setKinds] = useState<TimelineKind[]>([])
  const [fromDay, setFromDay] = useState('')
  const [toDay, setToDay] = useState('')
  const [page, setPage] = useState(0)
  const [limit, setLimit] = useState(25)
  const filter = { kinds, from: dayBound(fromDay, false), to: dayBound(toDay, true) }
  const query = { ...filter, page: page + 1, limit }
  const timeline = useHistoryRead(
    customerId,
    ['timeline', query],
    (read) => read.historyTimeline(customerId, query),
    {
      keepPrevious: true,
    },
  )
  // Any change of the filter starts again from its first page.
  const fromPageOne =
    <T,>(set: (value: T) => void) =>
    (value: T) => {
      setPage(0)
      set(value)
    }
  const toggle = fromPageOne((kind: TimelineKind) =>
    setKinds((current) => (current.includes(kind) ? current.filter((k) => k !== kind) : [...current, kind])),
  )
  const items = timeline.data?.items ?? []

  return (
    <Stack spacing={2}>
      <Stack direction="row" flexWrap="wrap" useFlexGap spacing={1} role="group" aria-label="Filter by kind">
        {TIMELINE_KINDS.map((kind) => (
          <Chip
            key={kind}
            label={KIND_LABELS[kind]}
            color={kinds.includes(kind) ? 'primary' : 'default'}
            variant={kinds.includes(kind) ? 'filled' : 'outlined'}
            onClick={() => toggle(kind)}
            aria-pressed={kinds.includes(kind)}
          />
        ))}
      </Stack>
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2} alignItems={{ sm: 'center' }}>
        <DayField label="From day" value={fromDay} onChange={fromPageOne(setFromDay)} />
        <DayField label="To day" value={toDay} onChange={fromPageOne(setToDay)} />
        <Box sx={{ flexGrow: 1 }} />
        <ExportCsvButton
          filename={`${fileStem}-timeline.csv`}
          fetchFile={() => data.historyTimelineCsv(customerId, filter)}
          empty={timeline.data?.totalCount === 0}
        />
      </Stack>
      <ReadState read={timeline} loading="Loading the timeline" />
      {timeline.data && items.length === 0 && (
        <Typography color="text.secondary">Nothing in this range.</Typography>
      )}
      {items.length > 0 &&
        (phone ? (
          <Stack spacing={1} component="ol" sx={{ listStyle: 'none', p: 0, m: 0 }}>
            {items.map((item) => (
              <Paper key={item.id} component="li" variant="outlined" sx={{ p: 1.5 }}>
                <Typography variant="body2" color="text.secondary">
                  {formatWhen(item.at)} · {KIND_LABELS[item.kind]}
                </Typography>
                <Typography>{item.sentence}</Typography>
                <Typography variant="body2" color="text.secondary">
                  {actorLabel(item.actor)}
                </Typography>
              </Paper>
            ))}
          </Stack>
        ) : (
          <HistoryTable label="Customer timeline" columns={COLUMNS} rows={items} rowKey={(item) => item.id} />
        ))}
      <TablePagination
        component="div"
        count={timeline.data?.totalCount ?? 0}
        page={page}
        onPageChange={(_, next) => setPage(next)}
        rowsPerPage={limit}
        rowsPerPageOptions={[10, 25, 50, 100]}
        onRowsPerPageChange={(e) => {
          setLimit(Number(e.target.value))
          setPage(0)
        }}
      />
    </Stack>
  )
}

function DayField({
  label,
  value,
  onChange,
}: {
  label: string
  value: string
  onChange: (day: string) => void
}) {
  return (
    <TextField
      label={label}
      type="date"
      size="small"
      value={value}
      onChange={(e) => onChange(e.target.value)}
      slotProps={{ inputLabel: { shrink: true } }}
      sx={{ width: { sm: 200 } }}
    />
  )
}
