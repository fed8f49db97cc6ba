import { createElement, lazy } from 'react'
import { RequireAccess } from '../auth/RequireAccess.tsx'

/** Every screen a lazy chunk, for the roles that may read history (admins and auditors). */
export const CustomerHistory = lazy(() =>
  import('./CustomerHistory.tsx').then((m) => ({
    default: () =>
      createElement(RequireAccess, { resource: 'history', action: 'read' }, createElement(m.CustomerHistory)),
  })),
)
export const HistoryCustomerList = lazy(() =>
  import('./HistoryCustomerList.tsx').then((m) => ({
    default: () =>
      createElement(
        RequireAccess,
        { resource: 'history', action: 'read' },
        createElement(m.HistoryCustomerList),
      ),
  })),
)
