import { createElement, lazy } from 'react'
import { RequireAccess } from '../auth/RequireAccess.tsx'

/** Every screen a lazy chunk. `AuditorsPanel` is the Users screen's Auditors tab (it guards its own buttons). */
export const AuditorsPage = lazy(() =>
  import('./AuditorsPage.tsx').then((m) => ({
    default: () =>
      createElement(RequireAccess, { resource: 'auditors', action: 'read' }, createElement(m.AuditorsPage)),
  })),
)
export const AuditorsPanel = lazy(() =>
  import('./AuditorsPanel.tsx').then((m) => ({ default: m.AuditorsPanel })),
)
