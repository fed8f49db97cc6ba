import AddIcon from '@mui/icons-material/Add'
import DeleteOutlineIcon from '@mui/icons-material/DeleteOutline'
import EditIcon from '@mui/icons-material/Edit'
import Inventory2Icon from '@mui/icons-material/Inventory2'
import {
  Box,
  Button,
  Card,
  Dialog,
  DialogActions,
  DialogContent,
  DialogTitle,
  IconButton,
  List,
  ListItem,
  ListItemText,
  Typography,
} from '@mui/material'
import { CATEGORY_NAME_MAX, categoryInputSchema } from '@provender/events'
import { errorMessage } from '@provender/web-shared/api.ts'
import { BoundedTextField } from '@provender/web-shared/BoundedTextField.tsx'
import { useNotify } from '@provender/web-shared/SnackbarProvider.tsx'
import { type FormEvent, useEffect, useId, useState } from 'react'
import { ListBase, useCreate, useListContext, useUpdate } from 'react-admin'
import { Link } from 'react-router-dom'
import { useCan } from '../auth/useCan.ts'
import { DeleteRecordDialog } from '../common/DeleteRecordDialog.tsx'
import { Page, PageHeader } from '../common/PageHeader.tsx'
import type { Category } from '../dataProvider/index.ts'

const MESSAGES = {
  loadFailed: 'Failed to get categories',
  saveFailed: 'Failed to create/update category.',
  deleteFailed: 'Failed to delete category.',
  added: 'Category added.',
  updated: 'Category updated.',
  deleted: 'Category deleted.',
} as const

/** /categories (spec 2.10): a narrow list with a dialog to add or rename, and delete. */
export function CategoryList() {
  const notify = useNotify()
  const canEdit = useCan('categories', 'edit')
  const [editing, setEditing] = useState<Category | null>(null)
  const [formOpen, setFormOpen] = useState(false)
  const [deleting, setDeleting] = useState<Category | null>(null)
  const open = (category: Category | null) => {
    setEditing(category)
    setFormOpen(true)
  }
  return (
    <Page maxWidth={640}>
      <PageHeader
        title="Categories"
        backTo="/products"
        backLabel="Back to products"
        actions={
          <>
            <Button component={Link} to="/products" variant="outlined" startIcon={<Inventory2Icon />}>
              Products
            </Button>
            {canEdit && (
              <Button variant="contained" startIcon={<AddIcon />} onClick={() => open(null)}>
                Add Category
              </Button>
            )}
          </>
        }
      />
      {/* Spec 9: up to 1000 categories, all on one narrow page. */}
      <ListBase
        resource="categories"
        sort={{ field: 'name', order: 'ASC' }}
        perPage={1000}
        disableSyncWithLocation
        queryOptions={{
          onError: (error: unknown) => notify(errorMessage(error, MESSAGES.loadFailed), 'error'),
        }}
      >
        <Card>
          <CategoryRows onEdit={canEdit ? open : undefined} onDelete={canEdit ? setDeleting : undefined} />
        </Card>
      </ListBase>
      <CategoryFormDialog open={formOpen} category={editing} onClose={() => setFormOpen(false)} />
      <DeleteRecordDialog
        resource="categories"
        title="Delete Category"
        record={deleting}
        warning="This cannot be undone. Its products will show as Other."
        messages={MESSAGES}
        onClose={() => setDeleting(null)}
      />
    </Page>
  )
}

function CategoryRows({
  onEdit,
  onDelete,
}: {
  onEdit?: (category: Category) => void
  onDelete?: (category: Category) => void
}) {
  const { data, isPending } = useListContext<Category>()
  if (isPending) return null
  if (!data?.length)
    return (
      <Box sx={{ py: 6, textAlign: 'center' }}>
        <Typography color="text.secondary">No categories yet. Products without one show as Other.</Typography>
      </Box>
    )
  return (
    <List disablePadding aria-label="Categories">
      {data.map((category) => (
        <ListItem
          key={category.id}
          divider
          secondaryAction={
            onEdit &&
            onDelete && (
              <>
                <IconButton aria-label={`Edit ${category.name}`} onClick={() => onEdit(category)}>
                  <EditIcon />
                </IconButton>
                <IconButton
                  aria-label={`Delete ${category.name}`}
                  onClick={() => onDelete(category)}
                  edge="end"
                >
                  <DeleteOutlineIcon />
                </IconButton>
              </>
            )
          }
        >
          <ListItemText
            primary={category.name}
            secondary={
              category.productCount === undefined
                ? undefined
                : `${category.productCount} product${category.productCount === 1 ? '' : 's'}`
            }
          />
        </ListItem>
      ))}
    </List>
  )
}

function CategoryFormDialog({
  open,
  category,
  onClose,
}: {
  open: boolean
  category: Category | null
  onClose: () => void
}) {
  const titleId = useId()
  const notify = useNotify()
  const [name, setName] = useState('')
  const [error, setError] = useState<string | undefined>()
  const [create, { isPending: adding }] = useCreate()
  const [update, { isPending: updating }] = useUpdate()
  const saving = adding || updating

  useEffect(() => {
    if (open) {
      setName(category?.name ?? '')
      setError(undefined)
    }
  }, [open, category])

  function submit(event: FormEvent) {
    event.preventDefault()
    // The server's own rule, so the form refuses what the API would, in its words.
    const parsed = categoryInputSchema.safeParse({ name })
    if (!parsed.success) {
      setError(parsed.error.issues[0]?.message)
      return
    }
    const options = {
      onSuccess: () => {
        notify(category ? MESSAGES.updated : MESSAGES.added, 'success')
        onClose()
      },
      onError: (failure: unknown) => notify(errorMessage(failure, MESSAGES.saveFailed), 'error'),
    }
    if (category)
      update(
        'categories',
        { id: category.id, data: parsed.data, previousData: category },
        { ...options, mutationMode: 'pessimistic' },
      )
    else create('categories', { data: parsed.data }, options)
  }

  return (
    <Dialog
      open={open}
      onClose={saving ? undefined : onClose}
      aria-labelledby={titleId}
      fullWidth
      maxWidth="xs"
    >
      <form noValidate onSubmit={submit}>
        <DialogTitle id={titleId}>{category ? 'Edit Category' : 'Add Category'}</DialogTitle>
        <DialogContent>
          <BoundedTextField
            label="Name"
            required
            autoFocus
            max={CATEGORY_NAME_MAX}
            value={name}
            onChange={(e) => {
              setName(e.target.value)
              setError(undefined)
            }}
            error={Boolean(error)}
            helperText={error}
            sx={{ mt: 1 }}
          />
        </DialogContent>
        <DialogActions sx={{ px: 3, pb: 2 }}>
          <Button onClick={onClose} disabled={saving}>
            Cancel
          </Button>
          <Button type="submit" variant="contained" disabled={saving}>
            {saving ? 'Saving…' : 'Save'}
          </Button>
        </DialogActions>
      </form>
    </Dialog>
  )
}
