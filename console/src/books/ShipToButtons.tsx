import AddIcon from '@mui/icons-material/Add'
import DeleteIcon from '@mui/icons-material/DeleteOutline'
import { Button } from '@mui/material'
import { useSimpleFormIterator, useSimpleFormIteratorItem } from 'react-admin'
import { newShipTo } from './billingForm.ts'

// react-admin's own add and remove are bare icons; these say what they do, in words a screen
// reader and a glance both read. SimpleFormIterator places them where its own would be.

/** Adds a ship-to with the next free id filled in and a 0 % rate. */
export function AddShipToButton() {
  const { add, total } = useSimpleFormIterator()
  return (
    <Button startIcon={<AddIcon />} onClick={() => add(newShipTo(total))} sx={{ minHeight: 44 }}>
      Add a ship-to address
    </Button>
  )
}

/** Removes its row; the last ship-to cannot go (a profile needs one). */
export function RemoveShipToButton() {
  const { remove, index, total } = useSimpleFormIteratorItem()
  if (total <= 1) return null
  return (
    <Button color="error" startIcon={<DeleteIcon />} onClick={remove} sx={{ minHeight: 44 }}>
      Remove ship-to {index + 1}
    </Button>
  )
}
