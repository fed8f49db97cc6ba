import Search from '@mui/icons-material/Search'
import { InputAdornment, TextField, Typography } from '@mui/material'

/** The search box on top of the products, and what it says when nothing matches. */
export function ProductSearch({
  label,
  value,
  onChange,
  nothingFound,
}: {
  label: string
  value: string
  onChange: (value: string) => void
  nothingFound: boolean
}) {
  return (
    <>
      <TextField
        type="search"
        placeholder={label}
        value={value}
        onChange={(e) => onChange(e.target.value)}
        slotProps={{
          htmlInput: { 'aria-label': label, enterKeyHint: 'search' },
          input: {
            startAdornment: (
              <InputAdornment position="start">
                <Search />
              </InputAdornment>
            ),
          },
        }}
      />
      {nothingFound && (
        <Typography color="text.secondary" role="status" sx={{ textAlign: 'center', py: 3 }}>
          No products match “{value.trim()}”.
        </Typography>
      )}
    </>
  )
}
