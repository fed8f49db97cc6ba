import { Typography } from '@mui/material'

/** Spec 9's delete question: the record by name, then what deleting it removes and that it cannot be undone. */
export function DeleteQuestion({ name, warning }: { name: string | undefined; warning: string }) {
  return (
    <>
      <Typography sx={{ mb: 1 }}>
        Delete <strong>{name}</strong>?
      </Typography>
      <Typography color="text.secondary">{warning}</Typography>
    </>
  )
}
