import type { Role } from '@provender/events'

export interface UserRow {
  id: number
  role: Role
  email: string
  first_name: string
  last_name: string
  phone: string
  password_changed: boolean
  session_version: number
}

export function userView(row: UserRow) {
  return {
    id: row.id,
    role: row.role,
    passwordChanged: row.password_changed,
    firstName: row.first_name,
    lastName: row.last_name,
    email: row.email,
    phone: row.phone,
  }
}
