import AddIcon from '@mui/icons-material/Add'
import DeleteOutlineIcon from '@mui/icons-material/DeleteOutline'
import {
  Autocomplete,
  Box,
  Button,
  IconButton,
  Stack,
  Table,
  TableBody,
  TableCell,
  TableHead,
  TableRow,
  TextField,
  Typography,
} from '@mui/material'
import { formatPlainAmount } from '@provender/web-shared/format/index.ts'
import { usePhone } from '@provender/web-shared/usePhone.ts'
import { useState } from 'react'
import type { Product } from '../dataProvider/index.ts'
import { formatPrice } from '../orders/orderFormat.ts'
import { PRICE_HINT, type ProductLine, parsePrice } from './productLines.ts'
import { unitOfPrice } from './productPricing.ts'

/**
 * Spec 2.6: the customer's products and negotiated prices. Adding, re-pricing and removing
 * change only the form; the parent sends the lines on Save.
 */
export function ProductLinesEditor({
  lines,
  available,
  onAdd,
  onReprice,
  onRemove,
  disabled = false,
}: {
  lines: readonly ProductLine[]
  available: readonly Product[]
  onAdd: (product: Product, price: number) => void
  onReprice: (productId: string, price: number) => void
  onRemove: (productId: string) => void
  disabled?: boolean
}) {
  const phone = usePhone()
  // A line reads the same on a phone card as in a table row.
  const lineActions = { onReprice, onRemove, disabled }
  const [chosen, setChosen] = useState<Product | null>(null)
  const [priceText, setPriceText] = useState('')
  const price = parsePrice(priceText)

  function add() {
    if (!chosen || price === null) return
    onAdd(chosen, price)
    setChosen(null)
    setPriceText('')
  }

  return (
    <Stack spacing={2}>
      {!disabled && (
        <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1.5} alignItems={{ sm: 'flex-start' }}>
          <Autocomplete
            options={available}
            value={chosen}
            onChange={(_event, product) => {
              setChosen(product)
              // The catalogue price is the starting point of the negotiated one.
              setPriceText(product ? formatPlainAmount(product.price) : '')
            }}
            getOptionLabel={(product) => `${product.name} (${product.id})`}
            isOptionEqualToValue={(a, b) => a.id === b.id}
            sx={{ flex: 2, minWidth: 0 }}
            renderInput={(params) => <TextField {...params} label="Product" />}
          />
          <TextField
            label="Price"
            type="number"
            value={priceText}
            onChange={(e) => setPriceText(e.target.value)}
            slotProps={{ htmlInput: { min: 0, step: 0.01, inputMode: 'decimal' } }}
            error={priceText !== '' && price === null}
            helperText={priceText !== '' && price === null ? PRICE_HINT : chosen ? unitOfPrice(chosen) : ' '}
            sx={{ flex: 1 }}
          />
          <Button
            variant="outlined"
            startIcon={<AddIcon />}
            onClick={add}
            disabled={!chosen || price === null}
            sx={{ minHeight: 56, flexShrink: 0 }}
          >
            Add
          </Button>
        </Stack>
      )}
      {lines.length === 0 ? (
        <Typography color="text.secondary" sx={{ py: 2 }}>
          No products yet. This customer will see nothing to order until products are added.
        </Typography>
      ) : phone ? (
        <Stack component="ul" aria-label="Customer products" sx={{ listStyle: 'none', p: 0, m: 0 }}>
          {lines.map((line) => (
            <LineCard key={line.productId} line={line} {...lineActions} />
          ))}
        </Stack>
      ) : (
        <Box sx={{ overflowX: 'auto' }}>
          <Table size="small" aria-label="Customer products">
            <TableHead>
              <TableRow>
                <TableCell>Product</TableCell>
                <TableCell align="right">Default price</TableCell>
                <TableCell align="right">Customer price</TableCell>
                {!disabled && <TableCell align="right">Remove</TableCell>}
              </TableRow>
            </TableHead>
            <TableBody>
              {lines.map((line) => (
                <LineRow key={line.productId} line={line} {...lineActions} />
              ))}
            </TableBody>
          </Table>
        </Box>
      )}
    </Stack>
  )
}

interface LineProps {
  line: ProductLine
  onReprice: (productId: string, price: number) => void
  onRemove: (productId: string) => void
  disabled: boolean
}

/** The negotiated price as typed: "12." can be on its way to "12.5"; the line takes only valid prices. */
function LinePrice({ line, onReprice, disabled }: Omit<LineProps, 'onRemove'>) {
  const [text, setText] = useState(formatPlainAmount(line.price))
  const valid = parsePrice(text) !== null
  return (
    <TextField
      size="small"
      type="number"
      value={text}
      disabled={disabled}
      onChange={(e) => {
        setText(e.target.value)
        const price = parsePrice(e.target.value)
        if (price !== null) onReprice(line.productId, price)
      }}
      error={!valid}
      helperText={valid ? undefined : PRICE_HINT}
      slotProps={{
        htmlInput: { min: 0, step: 0.01, 'aria-label': `Price of ${line.name}`, inputMode: 'decimal' },
      }}
      sx={{ width: 130 }}
    />
  )
}

/** A phone's line: name and default price above, the customer's price and Remove beside. */
function LineCard({ line, onReprice, onRemove, disabled }: LineProps) {
  return (
    <Stack
      component="li"
      direction="row"
      spacing={1}
      alignItems="center"
      sx={{ py: 1.25, borderBottom: 1, borderColor: 'divider' }}
    >
      <Box sx={{ flex: 1, minWidth: 0 }}>
        <Typography variant="body2" fontWeight={600}>
          {line.name}
        </Typography>
        <Typography variant="caption" color="text.secondary" component="div">
          Default {formatPrice(line.defaultPrice)} {unitOfPrice(line)}
        </Typography>
      </Box>
      <LinePrice line={line} onReprice={onReprice} disabled={disabled} />
      {!disabled && (
        <IconButton aria-label={`Remove ${line.name}`} onClick={() => onRemove(line.productId)} edge="end">
          <DeleteOutlineIcon />
        </IconButton>
      )}
    </Stack>
  )
}

function LineRow({ line, onReprice, onRemove, disabled }: LineProps) {
  return (
    <TableRow>
      <TableCell>
        <Typography variant="body2" fontWeight={600}>
          {line.name}
        </Typography>
        <Typography variant="caption" color="text.secondary">
          {line.productId} · {unitOfPrice(line)}
        </Typography>
      </TableCell>
      <TableCell align="right" sx={{ whiteSpace: 'nowrap' }}>
        {formatPrice(line.defaultPrice)}
      </TableCell>
      <TableCell align="right">
        <LinePrice line={line} onReprice={onReprice} disabled={disabled} />
      </TableCell>
      {!disabled && (
        <TableCell align="right">
          <IconButton aria-label={`Remove ${line.name}`} onClick={() => onRemove(line.productId)}>
            <DeleteOutlineIcon />
          </IconButton>
        </TableCell>
      )}
    </TableRow>
  )
}
