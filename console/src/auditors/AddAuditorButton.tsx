import PersonAddIcon from '@mui/icons-material/PersonAdd'
import { Button } from '@mui/material'
import { useNotify } from '@provender/web-shared/SnackbarProvider.tsx'
import { useState } from 'react'
import { useCreate } from 'react-admin'
import { useCan } from '../auth/useCan.ts'
import { AuditorDialog } from './AuditorDialog.tsx'
import type { AuditorForm } from './auditorForm.ts'

/** A screen header's "Add Auditor", beside "Add Sales User"; the list refetches once it is added. */
export function AddAuditorButton({ variant = 'outlined' }: { variant?: 'outlined' | 'contained' }) {
  const canCreate = useCan('auditors', 'create')
  const notify = useNotify()
  const [create] = useCreate()
  const [open, setOpen] = useState(false)
  if (!canCreate) return null
  const save = async (form: AuditorForm) => {
    await create('auditors', { data: form }, { mutationMode: 'pessimistic', returnPromise: true })
    notify('Auditor added. They sign in with the default password.', 'success')
    setOpen(false)
  }
  return (
    <>
      <Button variant={variant} startIcon={<PersonAddIcon />} onClick={() => setOpen(true)}>
        Add Auditor
      </Button>
      {open && <AuditorDialog auditor={null} onClose={() => setOpen(false)} onSave={save} />}
    </>
  )
}
