import Search from '@mui/icons-material/Search'
import { Box, InputAdornment, Stack, TextField, Typography } from '@mui/material'
import { groupProducts, matchesSearch, productKey } from '@provender/web-shared/ordering/catalog.ts'
import { ProductCard } from '@provender/web-shared/ordering/ProductCard.tsx'
import type { CustomerProduct } from '@provender/web-shared/ordering/types.ts'
import { useMemo, useState } from 'react'
import { PriceChangeMarker } from '../priceChanges/PriceChangesCard.tsx'
import type { PriceChange } from '../priceChanges/priceChanges.ts'
import { usePriceChanges } from '../priceChanges/usePriceChanges.ts'
import { useFavoriteToggle } from './useFavoriteToggle.ts'

/** Spec 2.14 step 1: favourites, then each category by name (Other last); a search on top. */
export function ChooseItemsStep({
  customerId,
  products,
  selected,
  onToggle,
}: {
  customerId: number
  products: readonly CustomerProduct[]
  selected: readonly string[]
  onToggle: (productId: string) => void
}) {
  const [search, setSearch] = useState('')
  const favorite = useFavoriteToggle(customerId)
  const sections = useMemo(
    () => groupProducts(products.filter((p) => matchesSearch(p, search))),
    [products, search],
  )
  const { data: changes } = usePriceChanges()
  const priceChanges = useMemo(() => new Map((changes ?? []).map((c) => [c.productId, c])), [changes])
  const pendingFavorite = favorite.isPending ? favorite.variables?.product : undefined

  return (
    <Stack spacing={2.5}>
      <TextField
        type="search"
        placeholder="Search your products"
        value={search}
        onChange={(e) => setSearch(e.target.value)}
        slotProps={{
          htmlInput: { 'aria-label': 'Search your products', enterKeyHint: 'search' },
          input: {
            startAdornment: (
              <InputAdornment position="start">
                <Search />
              </InputAdornment>
            ),
          },
        }}
      />
      {sections.length === 0 && (
        <Typography color="text.secondary" role="status" sx={{ textAlign: 'center', py: 3 }}>
          No products match “{search.trim()}”.
        </Typography>
      )}
      {sections.map((section, index) => (
        <Box component="section" key={section.title} aria-labelledby={`section-${index}`}>
          <Typography
            id={`section-${index}`}
            variant="overline"
            component="h2"
            color="text.secondary"
            sx={{ fontWeight: 700, px: 0.5, display: 'block' }}
          >
            {section.title}
          </Typography>
          <Box
            component="ul"
            sx={{
              listStyle: 'none',
              p: 0,
              m: 0,
              display: 'grid',
              gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr', md: '1fr 1fr 1fr' },
              gap: 1.5,
            }}
          >
            {section.products.map((product) => (
              <li key={productKey(product)}>
                <ProductCard
                  product={product}
                  selected={selected.includes(productKey(product))}
                  onToggle={() => onToggle(productKey(product))}
                  onFavorite={(next) => favorite.mutate({ product, favorite: next })}
                  notice={priceChangeNotice(priceChanges.get(productKey(product)))}
                  favoritePending={
                    pendingFavorite !== undefined && productKey(pendingFavorite) === productKey(product)
                  }
                />
              </li>
            ))}
          </Box>
        </Box>
      ))}
    </Stack>
  )
}

function priceChangeNotice(change: PriceChange | undefined) {
  return change ? <PriceChangeMarker change={change} /> : undefined
}
