import {
  allowedQuantityTypes,
  conflict,
  invalid,
  lineTotalCents,
  type OrderLine,
  type QuantityType,
  quantityProblem,
  type ShippedLine,
} from '@provender/events'

/** A substitute a fulfil request ships for a short line (issue 36). */
export interface SubstituteRequest {
  productId: string
  quantityType: QuantityType
  quantity: number
}

/** A product a substitution may name, as it stands at fulfilment, at this customer's price for it. */
export interface SubstituteProduct {
  name: string
  unitType: 'quantity' | 'weight'
  packsPerCase: number | null
  /** The customer's negotiated price, else the product's own: computed here, never the client's. */
  unitPriceCents: number
}

/**
 * What a fulfilment with substitutes needs of other streams, read just before deciding: the
 * substitutes staff named for each product a request substitutes, and the active products
 * among those requested as substitutes.
 */
export interface SubstitutionFacts {
  named: ReadonlyMap<string, readonly string[]>
  products: ReadonlyMap<string, SubstituteProduct>
}

export const NO_SUBSTITUTIONS: SubstitutionFacts = { named: new Map(), products: new Map() }

type Substitute = NonNullable<ShippedLine['substitute']>

/**
 * The substitute shipped for a short line: only where the customer allowed one, only a product
 * staff named for it, at the customer's price for it now.
 */
export function substituteFor(
  line: OrderLine,
  shippedQuantity: number,
  request: SubstituteRequest,
  facts: SubstitutionFacts,
): Substitute {
  if (shippedQuantity >= line.quantity) {
    throw conflict(`${line.name} shipped in full: there is nothing to substitute.`, 'NOT_SHORT')
  }
  if (line.substituteAllowed !== true) {
    throw conflict(`The customer did not allow a substitute for ${line.name}.`, 'SUBSTITUTE_NOT_ALLOWED')
  }
  const product = facts.products.get(request.productId)
  const named = facts.named.get(line.productId) ?? []
  if (!named.includes(request.productId) || !product) {
    throw conflict(`${request.productId} is not a named substitute for ${line.name}.`, 'NOT_A_SUBSTITUTE')
  }
  const { name, unitType, packsPerCase, unitPriceCents } = product
  const { quantityType, quantity } = request
  if (!allowedQuantityTypes(unitType, packsPerCase).includes(quantityType)) {
    throw invalid(
      `${name} cannot ship by the ${quantityType === 'weight' ? 'pound' : quantityType}.`,
      [],
      'INVALID_QUANTITY',
    )
  }
  if (quantityProblem(quantityType, quantity) !== null) {
    throw invalid(
      quantityType === 'weight'
        ? `Enter a weight above 0 lb with at most two decimals for ${name}.`
        : `Enter a whole number above 0 for ${name}.`,
      [],
      'INVALID_QUANTITY',
    )
  }
  return {
    productId: request.productId,
    name,
    unitType,
    packsPerCase,
    quantityType,
    quantity,
    unitPriceCents,
    lineTotalCents: lineTotalCents(unitPriceCents, quantityType, quantity, packsPerCase),
  }
}

/** A repeat names the same substitute in the same amount (its price was fixed when it shipped). */
export const sameSubstitute = (a: Substitute | undefined, b: Substitute | undefined) =>
  a === b ||
  (a !== undefined &&
    b !== undefined &&
    a.productId === b.productId &&
    a.quantityType === b.quantityType &&
    a.quantity === b.quantity)
