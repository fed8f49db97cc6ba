import { type EventOf, productInputSchema, WARN_ABOVE_MESSAGES } from '@provender/events'
import { eventExamples } from '@provender/events/testing'
import { describe, expect, it } from 'vitest'
import { given } from '../shared/givenWhenThen.ts'
import { type CatalogueFacts, decideProduct, type ProductEdit, productAggregate } from './product.ts'

const created: EventOf<'ProductCreated'> = { type: 'ProductCreated', data: eventExamples.ProductCreated }
const { productId, ...beef } = created.data
const facts: CatalogueFacts = { activeCategories: new Set([beef.categoryId ?? 0]) }
const update = (fields: ProductEdit) => decideProduct({ type: 'UpdateProduct', fields, facts }, limited)
const limitedEvent: EventOf<'ProductUpdated'> = {
  type: 'ProductUpdated',
  data: { productId, before: beef, after: { ...beef, warnAbove: 40 } },
}
const limited = given(productAggregate, created, limitedEvent)

describe('product soft limit (warnAbove): given, when, then', () => {
  it('given a product without one, when staff set 40, then the update carries it', () => {
    const events = decideProduct(
      { type: 'UpdateProduct', fields: { ...beef, warnAbove: 40 }, facts },
      given(productAggregate, created),
    )
    expect(events).toEqual([limitedEvent])
  })

  it('a new product may be created with one; without one, its event has none', () => {
    const neverExisted = given(productAggregate)
    const [withLimit] = decideProduct(
      { type: 'CreateProduct', productId, fields: { ...beef, warnAbove: 12.5 }, facts },
      neverExisted,
    )
    expect(withLimit).toEqual({ type: 'ProductCreated', data: { ...created.data, warnAbove: 12.5 } })
    const [without] = decideProduct(
      { type: 'CreateProduct', productId, fields: { ...beef, warnAbove: null }, facts },
      neverExisted,
    )
    expect(without).toEqual(created)
  })

  it('left out of an update, the limit stays (and nothing else changed: no event)', () => {
    expect(update(beef)).toEqual([])
    const [renamed] = update({ ...beef, name: 'Ground chuck' })
    expect(renamed).toMatchObject({ data: { after: { name: 'Ground chuck', warnAbove: 40 } } })
  })

  it('null clears it: the product has none afterwards', () => {
    const [cleared] = update({ ...beef, warnAbove: null })
    expect(cleared).toEqual({
      type: 'ProductUpdated',
      data: { productId, before: { ...beef, warnAbove: 40 }, after: beef },
    })
    expect(given(productAggregate, created, limitedEvent, cleared!).fields.warnAbove).toBeUndefined()
  })
})

describe('product body: warnAbove', () => {
  const body = { id: 'BEEF-01', name: 'Beef', unitType: 'weight', price: 10 }
  const parse = (warnAbove: unknown) => productInputSchema.safeParse({ ...body, warnAbove })
  const messageOf = (warnAbove: unknown) => parse(warnAbove).error?.issues.map((i) => i.message)

  it('reads a number or its text; null or empty text clears; absent leaves it out', () => {
    expect(parse(40).data).toMatchObject({ warnAbove: 40 })
    expect(parse('12.5').data).toMatchObject({ warnAbove: 12.5 })
    expect(parse(null).data).toMatchObject({ warnAbove: null })
    expect(parse('').data).toMatchObject({ warnAbove: null })
    expect(productInputSchema.parse(body)).not.toHaveProperty('warnAbove')
  })

  it.each([
    [-3, WARN_ABOVE_MESSAGES.notAboveZero],
    [0, WARN_ABOVE_MESSAGES.notAboveZero],
    ['lots', WARN_ABOVE_MESSAGES.notNumber],
    [true, WARN_ABOVE_MESSAGES.notNumber],
    [100_001, WARN_ABOVE_MESSAGES.tooMany],
    [1.234, WARN_ABOVE_MESSAGES.decimals],
  ])('refuses %j with a clear message', (value, message) => {
    expect(messageOf(value)).toEqual([message])
  })
})
