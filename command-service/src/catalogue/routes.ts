import Router from '@koa/router'
import {
  categoryInputSchema,
  fromCents,
  invalid,
  type ProductFields,
  type ProductInput,
  productIdSchema,
  productInputSchema,
  substitutesInputSchema,
} from '@provender/events'
import { entityId } from '@provender/server-kit'
import type { Context } from 'koa'
import { z } from 'zod'
import type { CommandDeps } from '../deps.ts'
import { answer, authenticate, commandContext, requireRole } from '../http/session.ts'
import { createCategory, deleteCategory, renameCategory } from './categoryCommands.ts'
import type { ProductEdit } from './product.ts'
import { createProduct, deleteProduct, updateProduct } from './productCommands.ts'
import { setProductSubstitutes } from './substituteCommands.ts'

export const categoryIdParam = entityId('Category id must be a whole number above 0.')

/** Issue 37: sales tax applies to the product. Left out: a new product is not taxable, an edited one keeps its say. */
const taxableBody = z.object({
  taxable: z.boolean({ error: 'Say whether the product is taxable: true or false.' }).optional(),
})

function fieldsOf(input: ProductInput, body: unknown): ProductEdit {
  const { id: _id, ...fields } = input
  const { taxable } = taxableBody.parse(body)
  return taxable === undefined ? fields : { ...fields, taxable }
}

const staff = (deps: CommandDeps) => [authenticate(deps), requireRole('admin', 'sales')] as const

function productIdFrom(ctx: Context): string {
  return productIdSchema.parse(ctx.params.id)
}

export function catalogueRoutes(deps: CommandDeps): Router {
  const router = new Router()

  router.post('/api/products', ...staff(deps), async (ctx) => {
    const input = productInputSchema.parse(ctx.request.body)
    const result = await createProduct(
      deps,
      commandContext(ctx, deps),
      input.id,
      fieldsOf(input, ctx.request.body),
    )
    answer(ctx, 201, productView(input.id, result.state.fields), result.position)
  })

  router.put('/api/products/:id', ...staff(deps), async (ctx) => {
    const productId = productIdFrom(ctx)
    const body: unknown = ctx.request.body
    // The id is immutable: a body may repeat it or leave it out, never change it.
    const withId =
      body && typeof body === 'object' && !Array.isArray(body) ? { id: productId, ...body } : body
    const input = productInputSchema.parse(withId)
    if (input.id !== productId) {
      throw invalid('The product id cannot be changed.', ['id: The product id cannot be changed.'])
    }
    const result = await updateProduct(deps, commandContext(ctx, deps), productId, fieldsOf(input, withId))
    answer(ctx, 200, productView(productId, result.state.fields), result.position)
  })

  router.delete('/api/products/:id', ...staff(deps), async (ctx) => {
    const productId = productIdFrom(ctx)
    const result = await deleteProduct(deps, commandContext(ctx, deps), productId)
    answer(ctx, 200, { id: productId, deleted: true }, result.position)
  })

  router.put('/api/products/:id/substitutes', ...staff(deps), async (ctx) => {
    const productId = productIdFrom(ctx)
    const { substitutes } = substitutesInputSchema.parse(ctx.request.body)
    const result = await setProductSubstitutes(deps, commandContext(ctx, deps), productId, substitutes)
    answer(ctx, 200, { id: productId, substitutes: result.state.substitutes }, result.position)
  })

  router.post('/api/categories', ...staff(deps), async (ctx) => {
    const { name } = categoryInputSchema.parse(ctx.request.body)
    const { categoryId, position } = await createCategory(deps, commandContext(ctx, deps), name)
    answer(ctx, 201, { id: categoryId, name }, position)
  })

  router.put('/api/categories/:id', ...staff(deps), async (ctx) => {
    const categoryId = categoryIdParam.parse(ctx.params.id)
    const { name } = categoryInputSchema.parse(ctx.request.body)
    const position = await renameCategory(deps, commandContext(ctx, deps), categoryId, name)
    answer(ctx, 200, { id: categoryId, name }, position)
  })

  router.delete('/api/categories/:id', ...staff(deps), async (ctx) => {
    const categoryId = categoryIdParam.parse(ctx.params.id)
    const position = await deleteCategory(deps, commandContext(ctx, deps), categoryId)
    answer(ctx, 200, { id: categoryId, deleted: true }, position)
  })

  return router
}

/** The product as the list shows it (without the category name, which the reads join). */
function productView(id: string, fields: ProductFields) {
  return {
    id,
    name: fields.name,
    description: fields.description,
    categoryId: fields.categoryId,
    unitType: fields.unitType,
    packsPerCase: fields.packsPerCase,
    price: fromCents(fields.priceCents),
    warnAbove: fields.warnAbove ?? null,
    taxable: fields.taxable ?? false,
  }
}
