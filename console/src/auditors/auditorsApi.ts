import { api } from '@provender/web-shared/api.ts'

export interface Auditor {
  id: number
  firstName: string
  lastName: string
  email: string
  phone: string
  role: 'auditor'
  passwordChanged: boolean
  createdAt: string
}

export interface AuditorForm {
  firstName: string
  lastName: string
  email: string
  phone: string
}

export function fetchAuditors(q: {
  page: number
  limit: number
}): Promise<{ users: Auditor[]; totalCount: number }> {
  return api('/api/users', { query: { role: 'auditor', sortBy: 'firstName', order: 'ASC', ...q } })
}

export function createAuditor(form: AuditorForm) {
  return api<{ user: Auditor }>('/api/users', { method: 'POST', body: { ...form, role: 'auditor' } })
}

export function updateAuditor(id: number, form: AuditorForm) {
  return api<{ user: Auditor }>(`/api/users/${id}`, { method: 'PUT', body: form })
}

export function deleteAuditor(id: number) {
  return api<{ message: string }>(`/api/users/${id}`, { method: 'DELETE' })
}

export function resetAuditorPassword(id: number) {
  return api<{ message: string }>(`/api/account/${id}/reset-password`, { method: 'POST' })
}
