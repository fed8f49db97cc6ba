import type { Role } from '@provender/web-shared/session.ts'

/** Spec 2.4 names the admin and sales dashboards; the auditor is our addition. */
export function dashboardTitle(role: Role | null): string {
  switch (role) {
    case 'admin':
      return 'Admin Dashboard'
    case 'sales':
      return 'Sales Dashboard'
    case 'auditor':
      return 'Auditor Dashboard'
    default:
      return 'Dashboard'
  }
}
