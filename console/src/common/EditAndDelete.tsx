import DeleteOutlineIcon from '@mui/icons-material/DeleteOutline'
import EditIcon from '@mui/icons-material/Edit'
import { IconButton } from '@mui/material'
import { useState } from 'react'

/**
 * A list's add/edit dialog and its delete confirmation: the record the form holds (null adds
 * one) and the record asked about. Closing the form keeps its record, so the dialog does not
 * blank while it fades out.
 */
export function useEditAndDelete<R>() {
  const [editing, setEditing] = useState<R | null>(null)
  const [formOpen, setFormOpen] = useState(false)
  const [deleting, setDeleting] = useState<R | null>(null)
  return {
    editing,
    formOpen,
    deleting,
    openForm: (record: R | null) => {
      setEditing(record)
      setFormOpen(true)
    },
    closeForm: () => setFormOpen(false),
    askDelete: (record: R) => setDeleting(record),
    closeDelete: () => setDeleting(null),
  }
}

/** A row's Edit and Delete icons, named after the record for a screen reader. */
export function EditDeleteButtons({
  name,
  onEdit,
  onDelete,
}: {
  name: string
  onEdit: () => void
  onDelete: () => void
}) {
  return (
    <>
      <IconButton aria-label={`Edit ${name}`} onClick={onEdit}>
        <EditIcon />
      </IconButton>
      <IconButton aria-label={`Delete ${name}`} onClick={onDelete} edge="end">
        <DeleteOutlineIcon />
      </IconButton>
    </>
  )
}
