import {
  Alert,
  Box,
  Chip,
  LinearProgress,
  Paper,
  Stack,
  Table,
  TableBody,
  TableCell,
  TableContainer,
  TableHead,
  TablePagination,
  TableRow,
  TextField,
  Typography,
  useMediaQuery,
  useTheme,
} from '@mui/material'
import { errorMessage } from '@provender/web-shared/api.ts'
import { keepPreviousData, useQuery } from '@tanstack/react-query'
import { useState } from 'react'
import { ExportCsvButton } from './ExportCsvButton.tsx'
import { fetchTimeline, fetchTimelineCsv, TIMELINE_KINDS, type TimelineKind } from './historyApi.ts'
import { actorLabel, dayBound, formatWhen, KIND_LABELS } from './historyFormat.ts'

/** Every event that touched the customer, newest first, filtered by kind and day range, paged. */
export function TimelinePanel({ customerId, fileStem }: { customerId: string; fileStem: string }) {
  const phone = useMediaQuery(useTheme().breakpoints.down('sm'))
  const [kinds, setKinds] = useState<TimelineKind[]>([])
  const [fromDay, setFromDay] = useState('')
  const [toDay, setToDay] = useState('')
  const [page, setPage] = useState(0)
  const [limit, setLimit] = useState(25)
  const filter = { kinds, from: dayBound(fromDay, false), to: dayBound(toDay, true) }
  const query = { ...filter, page: page + 1, limit }
  const timeline = useQuery({
    queryKey: ['history', customerId, 'timeline', query],
    queryFn: () => fetchTimeline(customerId, query),
    placeholderData: keepPreviousData,
    retry: false,
  })
  const toggle = (kind: TimelineKind) => {
    setPage(0)
    setKinds((current) => (current.includes(kind) ? current.filter((k) => k !== kind) : [...current, kind]))
  }
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
        <TextField
          label="From day"
          type="date"
          size="small"
          value={fromDay}
          onChange={(e) => {
            setPage(0)
            setFromDay(e.target.value)
          }}
          slotProps={{ inputLabel: { shrink: true } }}
          sx={{ width: { sm: 200 } }}
        />
        <TextField
          label="To day"
          type="date"
          size="small"
          value={toDay}
          onChange={(e) => {
            setPage(0)
            setToDay(e.target.value)
          }}
          slotProps={{ inputLabel: { shrink: true } }}
          sx={{ width: { sm: 200 } }}
        />
        <Box sx={{ flexGrow: 1 }} />
        <ExportCsvButton
          filename={`${fileStem}-timeline.csv`}
          fetchFile={() => fetchTimelineCsv(customerId, filter)}
          empty={timeline.data?.totalCount === 0}
        />
      </Stack>
      {timeline.isFetching && <LinearProgress aria-label="Loading the timeline" />}
      {timeline.error && (
        <Alert severity="error">{errorMessage(timeline.error, 'Failed to get the history.')}</Alert>
      )}
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
          <TableContainer component={Paper} variant="outlined">
            <Table size="small" aria-label="Customer timeline">
              <TableHead>
                <TableRow>
                  <TableCell>When</TableCell>
                  <TableCell>What</TableCell>
                  <TableCell>Who</TableCell>
                  <TableCell>Kind</TableCell>
                </TableRow>
              </TableHead>
              <TableBody>
                {items.map((item) => (
                  <TableRow key={item.id}>
                    <TableCell sx={{ whiteSpace: 'nowrap' }}>{formatWhen(item.at)}</TableCell>
                    <TableCell>{item.sentence}</TableCell>
                    <TableCell>{actorLabel(item.actor)}</TableCell>
                    <TableCell>{KIND_LABELS[item.kind]}</TableCell>
                  </TableRow>
                ))}
              </TableBody>
            </Table>
          </TableContainer>
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
