import { Alert, Box, Card, CardContent, LinearProgress, Stack, Typography } from '@mui/material'
import { errorMessage } from '@provender/web-shared/api.ts'
import { formatDateTime } from '@provender/web-shared/format/dates.ts'
import { useNotify } from '@provender/web-shared/SnackbarProvider.tsx'
import type { ReactNode } from 'react'
import { useGetOne } from 'react-admin'
import { useParams } from 'react-router-dom'
import { Page, PageHeader } from '../common/PageHeader.tsx'
import type { SentMailDetail } from '../dataProvider/sentMailMapping.ts'
import { SentMailStatusChip } from './SentMailStatusChip.tsx'
import { kindLabel, recipientLabel, sandboxedDocument, sentTime, statusDetail } from './sentMailFormat.ts'

const LOAD_FAILED = 'Failed to get this mail.'

/** One mail at /sent-mail/:id: its headers, its plain text and its HTML, as the recipient got them. */
export function SentMailShow() {
  const { id = '' } = useParams()
  const notify = useNotify()
  const { data, isPending, error } = useGetOne<SentMailDetail>(
    'sent-mail',
    { id },
    { onError: (failure: unknown) => notify(errorMessage(failure, LOAD_FAILED), 'error'), retry: false },
  )
  return (
    <Page>
      <PageHeader title={data?.subject ?? 'Mail'} backTo="/sent-mail" backLabel="Back to sent mail" />
      {isPending && <LinearProgress aria-label="Loading the mail" />}
      {error && !data && <Alert severity="error">{errorMessage(error, LOAD_FAILED)}</Alert>}
      {data && <MailDetail mail={data} />}
    </Page>
  )
}

function MailDetail({ mail }: { mail: SentMailDetail }) {
  const detail = statusDetail(mail)
  return (
    <Stack spacing={2}>
      <Card>
        <CardContent>
          <Box
            component="dl"
            sx={{
              m: 0,
              display: 'grid',
              gridTemplateColumns: { xs: '1fr', sm: 'max-content 1fr' },
              columnGap: 3,
              rowGap: { xs: 0.25, sm: 1 },
              '& dt': { color: 'text.secondary', fontWeight: 600, mt: { xs: 1, sm: 0 } },
              '& dd': { m: 0, overflowWrap: 'anywhere' },
            }}
          >
            <Field label="To">{recipientLabel(mail)}</Field>
            <Field label="Subject">{mail.subject}</Field>
            <Field label="Kind">{kindLabel(mail.kind)}</Field>
            <Field label="Status">
              <Stack direction="row" spacing={1} alignItems="center" useFlexGap flexWrap="wrap">
                <SentMailStatusChip status={mail.status} />
                {detail && <Typography variant="body2">{detail}</Typography>}
              </Stack>
            </Field>
            <Field label="Attempts">{mail.attempts}</Field>
            {mail.lastError && <Field label="Last error">{mail.lastError}</Field>}
            <Field label="Queued">{formatDateTime(mail.queuedAt)}</Field>
            <Field label="Sent">{sentTime(mail)}</Field>
            {mail.deliveredTo && <Field label="Delivered to">{mail.deliveredTo}</Field>}
            <Field label="Caused by">{mail.source}</Field>
          </Box>
        </CardContent>
      </Card>
      <Section title="Plain text">
        <Box
          component="pre"
          // Monospace, as mail programs show plain text: the columns of its lines stay aligned.
          sx={{
            m: 0,
            whiteSpace: 'pre-wrap',
            overflowWrap: 'anywhere',
            fontFamily: 'monospace',
            fontSize: 14,
          }}
        >
          {mail.text}
        </Box>
      </Section>
      <Section title="HTML">
        {/* sandbox="" grants nothing: no script, no form, no navigation of the console. */}
        <Box
          component="iframe"
          title={`The HTML of “${mail.subject}”`}
          sandbox=""
          referrerPolicy="no-referrer"
          srcDoc={sandboxedDocument(mail.html)}
          sx={{
            width: '100%',
            height: { xs: 420, sm: 520 },
            border: 1,
            borderColor: 'divider',
            borderRadius: 1,
            bgcolor: '#fff',
          }}
        />
      </Section>
    </Stack>
  )
}

/** A titled card of the mail: its plain text, its HTML. */
function Section({ title, children }: { title: string; children: ReactNode }) {
  return (
    <Card>
      <CardContent>
        <Typography variant="h6" component="h2" gutterBottom>
          {title}
        </Typography>
        {children}
      </CardContent>
    </Card>
  )
}

function Field({ label, children }: { label: string; children: ReactNode }) {
  return (
    <>
      <Box component="dt">{label}</Box>
      <Box component="dd">{children}</Box>
    </>
  )
}
