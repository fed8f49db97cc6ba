import DeleteOutlineIcon from '@mui/icons-material/DeleteOutline'
import { Button, Card, CardContent, CardHeader, Grid, LinearProgress, Stack } from '@mui/material'
import { errorMessage } from '@provender/web-shared/api.ts'
import { useNotify } from '@provender/web-shared/SnackbarProvider.tsx'
import { useCallback, useEffect, useId, useState } from 'react'
import { Form, useCreate, useGetOne, useRefresh, useUpdate } from 'react-admin'
import { useLocation, useNavigate, useParams } from 'react-router-dom'
import { ContactFields } from '../common/ContactFields.tsx'
import {
  CONTACT_MESSAGES,
  type Contact,
  contactOf,
  trimmedContact,
  validateContact,
} from '../common/contact.ts'
import { Page, PageHeader } from '../common/PageHeader.tsx'
import { RefusedSubmit, type Refuser } from '../common/RefusedSubmit.tsx'
import { ResetPasswordButton } from '../common/ResetPasswordButton.tsx'
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
  const formId = useId()
  const notify = useNotify()
  const navigate = useNavigate()
  const location = useLocation()
  const refresh = useRefresh()
  const data = useConsoleData()
  const [queueMode, setQueueMode] = useState(false)
  const [queue, setQueue] = useState<PendingTransfer[]>([])
  const [busy, setBusy] = useState(false)
  const [deleteOpen, setDeleteOpen] = useState(false)
  const [create] = useCreate()
  const [update] = useUpdate()
  const onRefused = useCallback(
    (by: Refuser) => by === 'form' && notify(CONTACT_MESSAGES.general, 'error'),
    [notify],
  )

  // Spec 2.12: Back goes back one step (to the users list when the page was opened directly).
  const goBack = () => (location.key !== 'default' ? navigate(-1) : navigate(USERS_PAGE))

  async function save(values: Contact) {
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
        {/* The bottom buttons sit after the customers on an existing user; they submit by the form's id. */}
        <Form
          id={formId}
          defaultValues={contactOf(user)}
          validate={validateContact as (values: object) => object}
          onSubmit={save as (values: object) => Promise<void>}
          noValidate
          disableInvalidFormNotification
        >
          <Card>
            <CardHeader
              title="Details"
              titleTypographyProps={{ variant: 'h6', component: 'h2' }}
              action={
                !creating && (
                  <ResetPasswordButton
                    question="Are you sure you want to reset this sales user's password?"
                    done="Sales user password reset to default. They must change it on next login."
                    reset={() => data.resetStaffPassword(user.id)}
                  />
                )
              }
            />
            <CardContent sx={{ pt: 0 }}>
              <Grid container spacing={2}>
                <ContactFields />
              </Grid>
            </CardContent>
          </Card>
          <RefusedSubmit onRefused={onRefused} />
        </Form>
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
            <Button type="submit" form={formId} variant="contained" disabled={busy}>
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
