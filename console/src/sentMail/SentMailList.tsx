import { ListItem, ListItemButton, Stack, Typography } from '@mui/material'
import { formatDateTime } from '@provender/web-shared/format/dates.ts'
import { usePhone } from '@provender/web-shared/usePhone.ts'
import { DataTable, type Identifier, SortButton } from 'react-admin'
import { Link } from 'react-router-dom'
import { CardList, EmptyList, ListCard, LOG_PAGE_SIZES } from '../common/ListCard.tsx'
import { Page, PageHeader } from '../common/PageHeader.tsx'
import {
  DEFAULT_SENT_MAIL_SORT,
  SENT_MAIL_PAGE_SIZE,
  SENT_MAIL_SORT_FIELDS,
  type SentMail,
} from '../dataProvider/sentMailMapping.ts'
import { SentMailExportMenu } from '../exports/index.ts'
import { SentMailFilters } from './SentMailFilters.tsx'
import { SentMailStatusChip } from './SentMailStatusChip.tsx'
import { kindLabel, recipientLabel, sentTime, statusDetail } from './sentMailFormat.ts'

const Col = DataTable.Col<SentMail>
const openMail = (id: Identifier) => `/sent-mail/${encodeURIComponent(String(id))}`
const EMPTY = 'No mail here yet. Mail appears as orders are placed and shipped.'

/** Sent mail (issue 27, admins): every mail the notifier queued, newest first, at /sent-mail. */
export function SentMailList() {
  const phone = usePhone()
  return (
    <Page>
      <PageHeader title="Sent mail" subtitle="Every mail Provender queued, and how its delivery went." />
      <ListCard
        resource="sent-mail"
        storeKey="sent-mail.list"
        sort={DEFAULT_SENT_MAIL_SORT}
        perPage={SENT_MAIL_PAGE_SIZE}
        pageSizes={LOG_PAGE_SIZES}
        searchLabel="Search recipients"
        loadFailed="Failed to get sent mail."
        tools={
          <>
            <SentMailFilters />
            <SentMailExportMenu />
            {phone && <SortButton fields={[...SENT_MAIL_SORT_FIELDS]} />}
          </>
        }
      >
        {phone ? <SentMailCards /> : <SentMailTable />}
      </ListCard>
    </Page>
  )
}

function SentMailTable() {
  return (
    <DataTable<SentMail> rowClick={openMail} bulkActionButtons={false} empty={<EmptyList text={EMPTY} />}>
      <Col
        source="queuedAt"
        label="Queued"
        render={(m) => formatDateTime(m.queuedAt)}
        sx={{ minWidth: 120 }}
      />
      <Col label="Recipient" disableSort render={(m) => <Recipient mail={m} />} />
      <Col label="Kind" disableSort render={(m) => kindLabel(m.kind)} />
      <Col label="Subject" disableSort source="subject" sx={{ overflowWrap: 'break-word' }} />
      <Col label="Status" disableSort render={(m) => <Status mail={m} />} />
      <Col label="Attempts" disableSort align="right" source="attempts" />
      <Col source="sentAt" label="Sent" render={sentTime} />
    </DataTable>
  )
}

function Recipient({ mail }: { mail: SentMail }) {
  return (
    <>
      <Typography variant="body2">{mail.recipientName || mail.recipientEmail}</Typography>
      {mail.recipientName && (
        <Typography
          variant="caption"
          color="text.secondary"
          component="div"
          sx={{ overflowWrap: 'break-word' }}
        >
          {mail.recipientEmail}
        </Typography>
      )}
    </>
  )
}

function Status({ mail }: { mail: SentMail }) {
  const detail = statusDetail(mail)
  return (
    <Stack spacing={0.5} alignItems="flex-start">
      <SentMailStatusChip status={mail.status} />
      {detail && (
        <Typography variant="caption" color="text.secondary">
          {detail}
        </Typography>
      )}
    </Stack>
  )
}

/** The phone layout: one tappable block per mail. */
function SentMailCards() {
  return (
    <CardList<SentMail>
      empty={EMPTY}
      card={(mail) => (
        <ListItem disablePadding>
          <ListItemButton component={Link} to={openMail(mail.id)} divider sx={{ py: 1.5 }}>
            <Stack spacing={0.5} sx={{ width: '100%', minWidth: 0 }}>
              <Stack direction="row" justifyContent="space-between" alignItems="center" spacing={1}>
                <Typography fontWeight={700} sx={{ overflowWrap: 'anywhere' }}>
                  {mail.subject}
                </Typography>
                <SentMailStatusChip status={mail.status} />
              </Stack>
              <Typography variant="body2" sx={{ overflowWrap: 'anywhere' }}>
                {recipientLabel(mail)}
              </Typography>
              <Typography variant="caption" color="text.secondary">
                {kindLabel(mail.kind)} · queued {formatDateTime(mail.queuedAt)}
                {mail.sentAt ? ` · sent ${sentTime(mail)}` : ''} · {mail.attempts}{' '}
                {mail.attempts === 1 ? 'attempt' : 'attempts'}
              </Typography>
            </Stack>
          </ListItemButton>
        </ListItem>
      )}
    />
  )
}
