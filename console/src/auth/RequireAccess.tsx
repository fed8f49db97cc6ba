import type { ReactNode } from 'react'
import { CanAccess } from 'react-admin'
import { Navigate } from 'react-router-dom'
import type { ConsoleAction, ConsoleResource } from './canAccess.ts'

/**
 * Spec 2.1's admin guard: someone who may not open a screen is sent home before its code
 * is even loaded. The server refuses the calls anyway; this only spares a useless screen.
 */
export function RequireAccess({
  resource,
  action,
  children,
}: {
  resource: ConsoleResource
  action: ConsoleAction
  children?: ReactNode
}) {
  return (
    <CanAccess resource={resource} action={action} accessDenied={<Navigate to="/" replace />}>
      {children}
    </CanAccess>
  )
}
