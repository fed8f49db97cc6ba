import type { ReactNode } from 'react'
import { Navigate } from 'react-router-dom'
import type { ConsoleResource } from '../auth/canAccess.ts'
import { useCan } from '../auth/useCan.ts'

/** A screen for the roles that may read it; anyone else goes home (the server refuses them anyway). */
export function RequireAccess({ resource, children }: { resource: ConsoleResource; children?: ReactNode }) {
  return useCan(resource, 'read') ? children : <Navigate to="/" replace />
}
