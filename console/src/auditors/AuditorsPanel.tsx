import AddIcon from '@mui/icons-material/Add'
import {
  Alert,
  Button,
  Dialog,
  DialogActions,
  DialogContent,
  DialogContentText,
  DialogTitle,
  LinearProgress,
  Paper,
  Stack,
  Table,
  TableBody,
  TableCell,
  TableContainer,
  TableHead,
  TablePagination,
  TableRow,
  Typography,
} from '@mui/material'
import { errorMessage } from '@provender/web-shared/api.ts'
import { useNotify } from '@provender/web-shared/SnackbarProvider.tsx'
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query'
import { useState } from 'react'
import { useCan } from '../auth/useCan.ts'
import { AuditorDialog } from './AuditorDialog.tsx'
import {
  type Auditor,
  type AuditorForm,
  createAuditor,
  deleteAuditor,
  fetchAuditors,
  resetAuditorPassword,
  updateAuditor,
} from './auditorsApi.ts'

type Editing = { auditor: Auditor | null } | null

/**
 * The auditors: read-only staff. Admins add, edit, reset and remove them; anyone else who may
 * see the list (an auditor) sees no button that changes anything.
 */
export function AuditorsPanel() {
  const canCreate = useCan('auditors', 'create')
  const canEdit = useCan('auditors', 'edit')
  const canDelete = useCan('auditors', 'delete')
  const canReset = useCan('auditors', 'reset-password')
  const notify = useNotify()
  const queryClient = useQueryClient()
  const [page, setPage] = useState(0)
  const [limit, setLimit] = useState(10)
  const [editing, setEditing] = useState<Editing>(null)
  const [deleting, setDeleting] = useState<Auditor | null>(null)

  const list = useQuery({
    queryKey: ['auditors', page, limit],
    queryFn: () => fetchAuditors({ page: page + 1, limit }),
    placeholderData: keepPreviousData,
    retry: false,
  })
  const refresh = () => queryClient.invalidateQueries({ queryKey: ['auditors'] })

  const save = async (form: AuditorForm) => {
    const auditor = editing?.auditor
    if (auditor) await updateAuditor(auditor.id, form)
    else await createAuditor(form)
    notify(auditor ? 'Auditor saved.' : 'Auditor added. They sign in with the default password.', 'success')
    setEditing(null)
    await refresh()
  }
  const remove = useMutation({
    mutationFn: (auditor: Auditor) => deleteAuditor(auditor.id),
    onSuccess: async (answer) => {
      notify(answer.message, 'success')
      setDeleting(null)
      await refresh()
    },
    onError: (error) => notify(errorMessage(error, 'Failed to delete the auditor.'), 'error'),
  })
  const reset = useMutation({
    mutationFn: (auditor: Auditor) => resetAuditorPassword(auditor.id),
    onSuccess: (answer) => notify(answer.message, 'success'),
    onError: (error) => notify(errorMessage(error, 'Failed to reset the password.'), 'error'),
  })
  const actions = canEdit || canDelete || canReset

  return (
    <Stack spacing={2}>
      {canCreate && (
        <Stack direction="row" justifyContent="flex-end">
          <Button variant="contained" startIcon={<AddIcon />} onClick={() => setEditing({ auditor: null })}>
            Add auditor
          </Button>
        </Stack>
      )}
      {list.isFetching && <LinearProgress aria-label="Loading auditors" />}
      {list.error && <Alert severity="error">{errorMessage(list.error, 'Failed to get auditors.')}</Alert>}
      {list.data && list.data.users.length === 0 && (
        <Typography color="text.secondary">No auditors yet.</Typography>
      )}
      {list.data && list.data.users.length > 0 && (
        <TableContainer component={Paper} variant="outlined">
          <Table size="small" aria-label="Auditors">
            <TableHead>
              <TableRow>
                <TableCell>Name</TableCell>
                <TableCell>Email</TableCell>
                <TableCell sx={{ display: { xs: 'none', sm: 'table-cell' } }}>Phone</TableCell>
                {actions && <TableCell align="right">Actions</TableCell>}
              </TableRow>
            </TableHead>
            <TableBody>
              {list.data.users.map((a) => (
                <TableRow key={a.id}>
                  <TableCell>
                    {a.firstName} {a.lastName}
                  </TableCell>
                  <TableCell sx={{ wordBreak: 'break-all' }}>{a.email}</TableCell>
                  <TableCell sx={{ display: { xs: 'none', sm: 'table-cell' } }}>{a.phone}</TableCell>
                  {actions && (
                    <TableCell align="right">
                      <Stack direction={{ xs: 'column', md: 'row' }} spacing={1} justifyContent="flex-end">
                        {canEdit && (
                          <Button size="small" onClick={() => setEditing({ auditor: a })}>
                            Edit
                          </Button>
                        )}
                        {canReset && (
                          <Button size="small" onClick={() => reset.mutate(a)} disabled={reset.isPending}>
                            Reset password
                          </Button>
                        )}
                        {canDelete && (
                          <Button size="small" color="error" onClick={() => setDeleting(a)}>
                            Delete
                          </Button>
                        )}
                      </Stack>
                    </TableCell>
                  )}
                </TableRow>
              ))}
            </TableBody>
          </Table>
        </TableContainer>
      )}
      <TablePagination
        component="div"
        count={list.data?.totalCount ?? 0}
        page={page}
        onPageChange={(_, next) => setPage(next)}
        rowsPerPage={limit}
        rowsPerPageOptions={[10, 25, 50]}
        onRowsPerPageChange={(e) => {
          setLimit(Number(e.target.value))
          setPage(0)
        }}
      />
      {editing && (
        <AuditorDialog
          key={editing.auditor?.id ?? 'new'}
          open
          auditor={editing.auditor}
          onClose={() => setEditing(null)}
          onSave={save}
        />
      )}
      <Dialog open={deleting !== null} onClose={() => setDeleting(null)}>
        <DialogTitle>Delete auditor?</DialogTitle>
        <DialogContent>
          <DialogContentText>
            {deleting?.firstName} {deleting?.lastName} will no longer be able to sign in. This cannot be
            undone.
          </DialogContentText>
        </DialogContent>
        <DialogActions>
          <Button onClick={() => setDeleting(null)}>Cancel</Button>
          <Button
            color="error"
            variant="contained"
            disabled={remove.isPending}
            onClick={() => deleting && remove.mutate(deleting)}
          >
            Delete
          </Button>
        </DialogActions>
      </Dialog>
    </Stack>
  )
}
