import { Divider, Paper, Stack, Typography } from '@mui/material'
import type { QuantityType } from '@provender/events'
import { Fragment } from 'react'
import { type Cart, lineFor } from './cart.ts'
import type { ProductSection } from './catalog.ts'
import { productKey } from './catalog.ts'
import { ProductLine } from './ProductLine.tsx'
import type { CustomerProduct } from './types.ts'

export function ProductSections({
  sections,
  cart,
  disabled,
  onAmount,
  onQuantityType,
}: {
  sections: readonly ProductSection[]
  cart: Cart
  disabled: boolean
  onAmount: (product: CustomerProduct, amount: string) => void
  onQuantityType: (product: CustomerProduct, quantityType: QuantityType) => void
}) {
  return (
    <Stack spacing={2.5}>
      {sections.map((section) => (
        <section key={section.title} aria-label={section.title}>
          <Typography
            variant="overline"
            component="h2"
            color="text.secondary"
            sx={{ fontWeight: 700, px: 0.5 }}
          >
            {section.title}
          </Typography>
          <Paper variant="outlined" sx={{ overflow: 'hidden' }}>
            {section.products.map((product, index) => (
              <Fragment key={productKey(product)}>
                {index > 0 && <Divider />}
                <ProductLine
                  product={product}
                  line={lineFor(cart, product)}
                  disabled={disabled}
                  onAmount={(amount) => onAmount(product, amount)}
                  onQuantityType={(type) => onQuantityType(product, type)}
                />
              </Fragment>
            ))}
          </Paper>
        </section>
      ))}
    </Stack>
  )
}
