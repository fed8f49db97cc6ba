import { productInputSchema } from '@provender/events'
import { formatPlainAmount } from '@provender/web-shared/format/index.ts'
import type { Product } from '../dataProvider/index.ts'

/** The product form as typed: numbers stay text until saved; '' category means Other. */
export interface ProductValues {
  id: string
  name: string
  description: string
  categoryId: number | ''
  unitType: 'quantity' | 'weight'
  packsPerCase: string
  price: string
  /** The soft limit, as typed; empty: none. */
  warnAbove: string
  /** Issue 37: sales tax applies to it (napkins, cleaning supplies). */
  taxable: boolean
}

export type ProductErrors = Partial<Record<keyof ProductValues, string>>

export const PRODUCT_MESSAGES = {
  saveFailed: 'Failed to create/update product.',
  deleteFailed: 'Failed to delete product.',
  loadFailed: 'Failed to get products.',
  added: 'Product added.',
  updated: 'Product updated.',
  deleted: 'Product deleted.',
  deleteWarning: 'This cannot be undone. The product leaves every customer’s list; past orders keep it.',
} as const

export function productValues(product: Product | null): ProductValues {
  return {
    id: product?.id ?? '',
    name: product?.name ?? '',
    description: product?.description ?? '',
    categoryId: product?.categoryId ?? '',
    unitType: product?.unitType ?? 'quantity',
    packsPerCase: product?.packsPerCase ? String(product.packsPerCase) : '',
    price: product ? formatPlainAmount(product.price) : '',
    warnAbove: typeof product?.warnAbove === 'number' ? String(product.warnAbove) : '',
    taxable: product?.taxable === true,
  }
}

/**
 * Spec 5 through the server's own schema, so the form refuses exactly what the API would,
 * with its words: packs per case required for quantity products, a price with two decimals.
 */
export function validateProduct(values: ProductValues): {
  product: Partial<Product> | null
  errors: ProductErrors
} {
  const parsed = productInputSchema.safeParse({
    ...values,
    packsPerCase: values.unitType === 'weight' ? null : values.packsPerCase,
    price: values.price.trim() === '' ? undefined : values.price,
  })
  if (!parsed.success) {
    const errors: ProductErrors = {}
    for (const issue of parsed.error.issues) {
      const field = issue.path[0] as keyof ProductValues | undefined
      if (field && !errors[field]) errors[field] = issue.message
    }
    return { product: null, errors }
  }
  const { priceCents, ...rest } = parsed.data
  // The form always sends the limit: an emptied field clears it.
  return { product: { ...rest, price: priceCents / 100, warnAbove: rest.warnAbove ?? null }, errors: {} }
}

/**
 * The taxable flag to send: only when it differs from what the form started from. The server
 * keeps a product's flag when an edit leaves it out, so a product whose flag the list did not
 * carry is never untaxed by an edit of its price.
 */
export function taxableChange(
  values: Pick<ProductValues, 'taxable'>,
  product: Product | null,
): { taxable?: boolean } {
  const before = product?.taxable === true
  return values.taxable === before ? {} : { taxable: values.taxable }
}
