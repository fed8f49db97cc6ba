import { Box, Stack, Typography } from '@mui/material'
import { useId, useMemo, useState } from 'react'
import { groupProducts, matchesSearch, productKey } from './catalog.ts'
import { ProductCard, type ProductCardProps } from './ProductCard.tsx'
import { ProductSearch } from './ProductSearch.tsx'
import type { CustomerProduct } from './types.ts'

/** What an app adds to a card: the customer's favourite star and price change notice. */
export type CardExtras = Pick<ProductCardProps, 'onFavorite' | 'favoritePending' | 'notice'>

/** Spec 2.14 step 1: a search on top, then favourites and each category by name (Other last). */
export function ProductPicker({
  products,
  searchLabel,
  isSelected,
  onToggle,
  extrasOf,
}: {
  products: readonly CustomerProduct[]
  searchLabel: string
  isSelected: (productId: string) => boolean
  onToggle: (productId: string) => void
  extrasOf?: (product: CustomerProduct) => CardExtras
}) {
  const [search, setSearch] = useState('')
  const sections = useMemo(
    () => groupProducts(products.filter((p) => matchesSearch(p, search))),
    [products, search],
  )
  const sectionId = useId()
  return (
    <Stack spacing={2.5}>
      <ProductSearch
        label={searchLabel}
        value={search}
        onChange={setSearch}
        nothingFound={sections.length === 0}
      />
      {sections.map((section, index) => (
        <Box component="section" key={section.title} aria-labelledby={`${sectionId}-${index}`}>
          <Typography
            id={`${sectionId}-${index}`}
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
            {section.products.map((product) => {
              const key = productKey(product)
              return (
                <li key={key}>
                  <ProductCard
                    product={product}
                    selected={isSelected(key)}
                    onToggle={() => onToggle(key)}
                    {...extrasOf?.(product)}
                  />
                </li>
              )
            })}
          </Box>
        </Box>
      ))}
    </Stack>
  )
}
