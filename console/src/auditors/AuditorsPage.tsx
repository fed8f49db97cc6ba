import { useCan } from '../auth/useCan.ts'
import { Page, PageHeader } from '../common/PageHeader.tsx'
import { AddAuditorButton } from './AddAuditorButton.tsx'
import { AuditorsPanel } from './AuditorsPanel.tsx'

/** /auditors: the auditors list on its own page (the same panel is the Users screen's Auditors tab). */
export function AuditorsPage() {
  const canCreate = useCan('auditors', 'create')
  return (
    <Page>
      <PageHeader title="Auditors" actions={canCreate && <AddAuditorButton variant="contained" />} />
      <AuditorsPanel />
    </Page>
  )
}
