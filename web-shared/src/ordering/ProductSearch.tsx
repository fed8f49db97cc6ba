import Search from '@mui/icons-material/Search'
import { InputAdornment, OutlinedInput, Typography } from '@mui/material'

/**
 * The search box on top of the products, and what it says when nothing matches. An OutlinedInput
 * (what a TextField draws) rather than a TextField, which brings MUI's Select along: the order
 * form's first load is smaller by that much.
 */
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
      <OutlinedInput
        fullWidth
        type="search"
        placeholder={label}
        value={value}
        onChange={(e) => onChange(e.target.value)}
        inputProps={{ 'aria-label': label, enterKeyHint: 'search' }}
        startAdornment={
          <InputAdornment position="start">
            <Search />
          </InputAdornment>
        }
      />
      {nothingFound && (
        <Typography color="text.secondary" role="status" sx={{ textAlign: 'center', py: 3 }}>
          No products match “{value.trim()}”.
        </Typography>
      )}
    </>
  )
}
