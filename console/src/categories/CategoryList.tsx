import AddIcon from '@mui/icons-material/Add'
import Inventory2Icon from '@mui/icons-material/Inventory2'
import { Button, Card, ListItem, ListItemText } from '@mui/material'
import { CATEGORY_NAME_MAX, categoryInputSchema } from '@provender/events'
import { errorMessage } from '@provender/web-shared/api.ts'
import { useNotify } from '@provender/web-shared/SnackbarProvider.tsx'
import type { ReactNode } from 'react'
import { ListBase } from 'react-admin'
import { Link } from 'react-router-dom'
import { useCan } from '../auth/useCan.ts'
import { ConfirmDelete } from '../common/ConfirmDelete.tsx'
import { DeleteQuestion } from '../common/DeleteQuestion.tsx'
import { EditDeleteButtons, useEditAndDelete } from '../common/EditAndDelete.tsx'
import { FormDialog } from '../common/FormDialog.tsx'
import { CardList } from '../common/ListCard.tsx'
import { Page, PageHeader } from '../common/PageHeader.tsx'
import { BoundedTextInput } from '../common/TextFieldInput.tsx'
import { useDialogSave, useSaveRecord } from '../common/useDialogSave.ts'
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
  const dialogs = useEditAndDelete<Category>()
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
              <Button variant="contained" startIcon={<AddIcon />} onClick={() => dialogs.openForm(null)}>
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
          <CardList<Category>
            label="Categories"
            empty="No categories yet. Products without one show as Other."
            card={(category) => (
              <CategoryRow
                category={category}
                actions={
                  canEdit && (
                    <EditDeleteButtons
                      name={category.name}
                      onEdit={() => dialogs.openForm(category)}
                      onDelete={() => dialogs.askDelete(category)}
                    />
                  )
                }
              />
            )}
          />
        </Card>
      </ListBase>
      <CategoryFormDialog open={dialogs.formOpen} category={dialogs.editing} onClose={dialogs.closeForm} />
      <ConfirmDelete
        resource="categories"
        title="Delete Category"
        record={dialogs.deleting}
        content={
          <DeleteQuestion
            name={dialogs.deleting?.name}
            warning="This cannot be undone. Its products will show as Other."
          />
        }
        messages={MESSAGES}
        onClose={dialogs.closeDelete}
      />
    </Page>
  )
}

function CategoryRow({ category, actions }: { category: Category; actions: ReactNode }) {
  return (
    <ListItem divider secondaryAction={actions}>
      <ListItemText
        primary={category.name}
        secondary={
          category.productCount === undefined
            ? undefined
            : `${category.productCount} product${category.productCount === 1 ? '' : 's'}`
        }
      />
    </ListItem>
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
  const saveThenClose = useDialogSave()
  const saveRecord = useSaveRecord<Category>('categories')

  async function save(values: { name: string }) {
    const data = categoryInputSchema.parse(values)
    await saveThenClose(
      () => saveRecord(category, data),
      { done: category ? MESSAGES.updated : MESSAGES.added, failed: MESSAGES.saveFailed },
      onClose,
    )
  }

  return (
    <FormDialog
      open={open}
      title={category ? 'Edit Category' : 'Add Category'}
      defaultValues={{ name: category?.name ?? '' }}
      // The server's own rule, so the form refuses what the API would, in its words.
      validate={(values) => ({ name: categoryInputSchema.safeParse(values).error?.issues[0]?.message })}
      onSubmit={save}
      onClose={onClose}
    >
      <BoundedTextInput
        source="name"
        label="Name"
        required
        autoFocus
        max={CATEGORY_NAME_MAX}
        sx={{ mt: 1 }}
      />
    </FormDialog>
  )
}
