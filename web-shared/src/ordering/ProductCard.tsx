import Check from '@mui/icons-material/Check'
import Star from '@mui/icons-material/Star'
import StarBorder from '@mui/icons-material/StarBorder'
import { Box, Card, CardActionArea, Chip, IconButton, Typography } from '@mui/material'
import type { ReactNode } from 'react'
import { priceLabel } from './pricing.ts'
import type { CustomerProduct } from './types.ts'

export interface ProductCardProps {
  product: CustomerProduct
  selected: boolean
  onToggle: () => void
  /** Without it (staff ordering for a customer) the card has no favourite star. */
  onFavorite?: (favorite: boolean) => void
  favoritePending?: boolean
  /** A note inside the card under the price (the ordering app: its price change since the last order). */
  notice?: ReactNode
}

/**
 * Step 1 card (spec 2.14): tapping it chooses the product; the star beside it, a separate
 * button, sets or clears the favourite.
 */
export function ProductCard({
  product,
  selected,
  onToggle,
  onFavorite,
  favoritePending = false,
  notice,
}: ProductCardProps) {
  const favorite = Boolean(product.favorite)
  return (
    <Card
      variant="outlined"
      sx={{
        position: 'relative',
        height: '100%',
        borderColor: selected ? 'primary.main' : 'divider',
        boxShadow: selected ? (theme) => `inset 0 0 0 1px ${theme.palette.primary.main}` : 'none',
        bgcolor: selected ? 'rgba(29, 82, 52, 0.05)' : 'background.paper',
      }}
    >
      <CardActionArea
        aria-pressed={selected}
        onClick={onToggle}
        sx={{
          height: '100%',
          minHeight: 88,
          p: 2,
          pr: onFavorite ? 7 : 2,
          display: 'flex',
          flexDirection: 'column',
          alignItems: 'stretch',
          justifyContent: 'flex-start',
        }}
      >
        <Typography fontWeight={600} component="span" sx={{ display: 'block' }}>
          {product.name}
        </Typography>
        {product.description && (
          <Typography variant="body2" color="text.secondary" component="span" sx={{ display: 'block' }}>
            {product.description}
          </Typography>
        )}
        <Box
          component="span"
          sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 1, mt: 0.75 }}
        >
          <Typography variant="body2" color="primary" fontWeight={600} component="span">
            {priceLabel(product)}
          </Typography>
          {selected && (
            <Chip
              component="span"
              size="small"
              color="primary"
              icon={<Check />}
              label="Selected"
              sx={{ fontWeight: 600 }}
            />
          )}
        </Box>
        {notice}
      </CardActionArea>
      {onFavorite && (
        <IconButton
          aria-label={favorite ? `Remove ${product.name} from favorites` : `Add ${product.name} to favorites`}
          aria-pressed={favorite}
          disabled={favoritePending}
          onClick={() => onFavorite(!favorite)}
          sx={{ position: 'absolute', top: 4, right: 4, width: 48, height: 48 }}
        >
          {favorite ? <Star sx={{ color: '#b7791f' }} /> : <StarBorder />}
        </IconButton>
      )}
    </Card>
  )
}
