import DeleteOutlineIcon from '@mui/icons-material/DeleteOutline'
import LockResetIcon from '@mui/icons-material/LockReset'
import { Button, Card, CardContent, CardHeader, Grid, LinearProgress, Stack, Typography } from '@mui/material'
import { errorMessage } from '@provender/web-shared/api.ts'
import { useNotify } from '@provender/web-shared/SnackbarProvider.tsx'
import { type FormEvent, useEffect, useState } from 'react'
import { useCreate, useGetOne, useRefresh, useUpdate } from 'react-admin'
import { useLocation, useNavigate, useParams } from 'react-router-dom'
import { ConfirmDialog } from '../common/ConfirmDialog.tsx'
import { ContactFields } from '../common/ContactFields.tsx'
import {
  CONTACT_MESSAGES,
  type Contact,
  type ContactErrors,
  contactOf,
  trimmedContact,
  validateContact,
} from '../common/contact.ts'
import { Page, PageHeader } from '../common/PageHeader.tsx'
import { useConsoleData } from '../common/useConsoleData.ts'
import type { StaffUser } from '../dataProvider/index.ts'
import { DeleteSalesUserDialog } from './DeleteSalesUserDialog.tsx'
import { applyTransfers, type PendingTransfer, transferFailedMessage } from './pendingTransfers.ts'
import { SalesUserCustomers } from './SalesUserCustomers.tsx'

const USERS_PAGE = '/users?tab=sales'

/** /sales-users/:id (spec 2.12, admin only): `new` creates, any other id edits. */
export function SalesUserEdit() {
  const { id = '' } = useParams()
  const creating = id === 'new'
  const notify = useNotify()
  const navigate = useNavigate()
  const {
    data: user,
    isPending,
    error,
  } = useGetOne<StaffUser>('sales-users', { id: Number(id) }, { enabled: !creating, retry: false })
  useEffect(() => {
    // Spec 8: 'Failed to fetch user.', then back to the users list.
    if (error) {
      notify(errorMessage(error, 'Failed to fetch user.'), 'error')
      navigate('/users', { replace: true })
    }
  }, [error, notify, navigate])
  if (!creating && isPending) return <LinearProgress aria-label="Loading sales user" />
  if (!creating && !user) return null
  return <SalesUserForm key={user?.id ?? 'new'} user={creating ? undefined : user} />
}

function SalesUserForm({ user }: { user: StaffUser | undefined }) {
  const creating = user === undefined
  const notify = useNotify()
  const navigate = useNavigate()
  const location = useLocation()
  const refresh = useRefresh()
  const data = useConsoleData()
  const [values, setValues] = useState<Contact>(contactOf(user))
  const [errors, setErrors] = useState<ContactErrors>({})
  const [queueMode, setQueueMode] = useState(false)
  const [queue, setQueue] = useState<PendingTransfer[]>([])
  const [busy, setBusy] = useState(false)
  const [deleteOpen, setDeleteOpen] = useState(false)
  const [create] = useCreate()
  const [update] = useUpdate()

  // Spec 2.12: Back goes back one step (to the users list when the page was opened directly).
  const goBack = () => (location.key !== 'default' ? navigate(-1) : navigate(USERS_PAGE))

  async function save(event: FormEvent) {
    event.preventDefault()
    const found = validateContact(values)
    setErrors(found)
    if (Object.keys(found).length > 0) {
      notify(CONTACT_MESSAGES.general, 'error')
      return
    }
    setBusy(true)
    const body = trimmedContact(values)
    if (creating) {
      try {
        await create('sales-users', { data: body }, { returnPromise: true })
        notify('Sales user created.', 'success')
        navigate(USERS_PAGE)
      } catch (failure) {
        notify(errorMessage(failure, 'Failed to create user.'), 'error')
        setBusy(false)
      }
      return
    }
    try {
      await update(
        'sales-users',
        { id: user.id, data: body, previousData: user },
        { mutationMode: 'pessimistic', returnPromise: true },
      )
    } catch (failure) {
      notify(errorMessage(failure, 'Failed to update user.'), 'error')
      setBusy(false)
      return
    }
    // Spec 4: the user first, then each queued transfer in order; the first failure stops the rest.
    const outcome = await applyTransfers(queue, (t) => data.transferCustomer(t.customerId, t.toId))
    if (!outcome.ok) {
      setQueue(outcome.remaining)
      refresh()
      notify(transferFailedMessage(outcome.failed), 'error')
      setBusy(false)
      return
    }
    notify(queue.length > 0 ? 'User updated & transfers applied.' : 'User updated.', 'success')
    setQueue([])
    goBack()
  }

  return (
    <Page maxWidth={1040}>
      <PageHeader
        title={creating ? 'Add Sales User' : 'Sales User'}
        subtitle={creating ? 'Create a new sales user.' : 'View and manage this rep and their customers.'}
        onBack={goBack}
      />
      <Stack spacing={2}>
        <form noValidate onSubmit={save} aria-label={creating ? 'New sales user' : 'Sales user details'}>
          <Card>
            <CardHeader
              title="Details"
              titleTypographyProps={{ variant: 'h6', component: 'h2' }}
              action={!creating && <ResetSalesUserPassword user={user} />}
            />
            <CardContent sx={{ pt: 0 }}>
              <Grid container spacing={2}>
                <ContactFields
                  value={values}
                  errors={errors}
                  onChange={(field, value) => {
                    setValues((v) => ({ ...v, [field]: value }))
                    setErrors((e) => ({ ...e, [field]: undefined }))
                  }}
                  onError={(field, message) => setErrors((e) => ({ ...e, [field]: message }))}
                />
              </Grid>
            </CardContent>
          </Card>
          {/* The bottom buttons sit after the customers on an existing user; submit is by id. */}
          <button type="submit" hidden aria-hidden tabIndex={-1} />
        </form>
        {!creating && (
          <SalesUserCustomers
            salesUserId={user.id}
            queueMode={queueMode}
            onQueueModeChange={setQueueMode}
            queue={queue}
            onQueueChange={setQueue}
          />
        )}
        <Stack direction="row" spacing={1.5} justifyContent="space-between" flexWrap="wrap" useFlexGap>
          {!creating ? (
            <Button
              color="error"
              variant="outlined"
              startIcon={<DeleteOutlineIcon />}
              onClick={() => setDeleteOpen(true)}
            >
              Delete Sales User
            </Button>
          ) : (
            <span />
          )}
          <Stack direction="row" spacing={1.5}>
            <Button onClick={goBack} disabled={busy}>
              Cancel
            </Button>
            <Button variant="contained" disabled={busy} onClick={save}>
              {busy ? 'Saving…' : creating ? 'Create' : 'Save'}
            </Button>
          </Stack>
        </Stack>
      </Stack>
      {!creating && (
        <DeleteSalesUserDialog
          user={user}
          open={deleteOpen}
          onClose={() => setDeleteOpen(false)}
          onDeleted={() => navigate(USERS_PAGE, { replace: true })}
        />
      )}
    </Page>
  )
}

/** Spec 2.12: a confirm dialog, then POST /api/account/{id}/reset-password. */
function ResetSalesUserPassword({ user }: { user: StaffUser }) {
  const data = useConsoleData()
  const notify = useNotify()
  const [open, setOpen] = useState(false)
  const [busy, setBusy] = useState(false)
  async function reset() {
    setBusy(true)
    try {
      const answer = await data.resetStaffPassword(user.id)
      notify(
        answer?.message || 'Sales user password reset to default. They must change it on next login.',
        'success',
      )
      setOpen(false)
    } catch (failure) {
      notify(errorMessage(failure, 'Failed to reset password.'), 'error')
    } finally {
      setBusy(false)
    }
  }
  return (
    <>
      <Button variant="outlined" startIcon={<LockResetIcon />} onClick={() => setOpen(true)}>
        Reset Password
      </Button>
      <ConfirmDialog
        open={open}
        title="Reset Password"
        confirmLabel="Yes, Reset"
        busyLabel="Working…"
        busy={busy}
        onConfirm={reset}
        onClose={() => setOpen(false)}
      >
        <Typography>Are you sure you want to reset this sales user's password?</Typography>
      </ConfirmDialog>
    </>
  )
}
