import { type DomainEvent, type EventStore, streams, wallClock } from '@provender/events'
import { foldStreams, type StreamFold } from '@provender/server-kit'
import { productAggregate } from '../catalogue/product.ts'
import { customerAggregate } from '../customers/customer.ts'
import { decideOrder, type FulfilOrder } from '../orders/decide.ts'
import { type OrderState, orderAggregate } from '../orders/order.ts'
import type { CommandContext } from '../shared/commandHandler.ts'
import { executeTogether } from '../shared/executeTogether.ts'
import { inTurnByKey } from '../shared/inTurn.ts'
import { billingAggregate } from './billing.ts'
import { invoicedProducts, invoiceFor, sellerOf } from './invoice.ts'
import { type BooksDeps, countedLedger, invoiceSeries, withRevision } from './ledger.ts'

const countedOrder = withRevision(orderAggregate)
/** One fulfilment at a time per process takes a number; other processes meet the expected revision. */
const inTurn = inTurnByKey()

export interface Fulfilled {
  order: OrderState
  /** The order's invoice; null for an order fulfilled before invoices were issued. */
  invoiceNumber: number | null
  position: Awaited<ReturnType<typeof executeTogether>>['position']
}

/**
 * Fulfils an order and issues its invoice in one atomic append: OrderFulfilled on the order,
 * InvoiceNumberTaken on invoice-numbers at the revision read (the next number is its count plus
 * one) and InvoiceIssued on the customer's ledger. Every stream is read in one statement, from
 * the folds kept between requests, so the series is never read whole. A repeat that changes
 * nothing answers the invoice already issued.
 */
export async function fulfilWithInvoice(
  deps: BooksDeps,
  ctx: CommandContext,
  order: Pick<OrderState, 'id' | 'customerId' | 'lines'>,
  command: FulfilOrder,
): Promise<Fulfilled> {
  const { store } = deps
  const orderStream = streams.order(order.id)
  const series = streams.invoiceNumbers()
  const ledgerStream = streams.ledger(order.customerId)
  const customerStream = streams.customer(order.customerId)
  const billingStream = streams.billing(order.customerId)
  const productStream = (id: string) => [streams.product(id), productAggregate] as const
  const guessed = invoicedProducts(order.lines, [])
  const result = await inTurn(series, () =>
    executeTogether(store, ctx, async (change) => {
      const read = await foldStreams(store, [
        [orderStream, countedOrder],
        [series, invoiceSeries],
        [ledgerStream, countedLedger],
        [customerStream, customerAggregate],
        [billingStream, billingAggregate],
        ...guessed.map(productStream),
      ] as [string, StreamFold<unknown>][])
      const { state: before, revision } = read.state(orderStream, countedOrder)
      const ledger = read.state(ledgerStream, countedLedger)
      const events = decideOrder(command, before)
      const fulfilled = events.find((e) => e.type === 'OrderFulfilled')
      const after = events.reduce(orderAggregate.evolve, before)
      if (!fulfilled) {
        const issued = ledger.state.invoices.find((i) => i.orderId === order.id)
        return { order: after, invoiceNumber: issued?.invoiceNumber ?? null }
      }
      const taken = read.state(series, invoiceSeries)
      const shipped = after.shipped ?? []
      const taxable = await taxableProducts(store, invoicedProducts(after.lines, shipped), read, guessed)
      const invoice = invoiceFor({
        invoiceNumber: taken + 1,
        order: after,
        shipped,
        customer: read.state(customerStream, customerAggregate),
        billing: read.state(billingStream, billingAggregate),
        seller: sellerOf(deps.settings),
        taxable,
        issueDate: wallClock(ctx.now, deps.settings.TIME_ZONE).date,
      })
      const { invoiceNumber, customerId } = invoice
      change.appendAt(orderStream, revision, events)
      change.appendAt(series, taken - 1, [
        { type: 'InvoiceNumberTaken', data: { invoiceNumber, customerId, orderId: order.id } },
      ])
      change.appendAt(ledgerStream, ledger.revision, [
        { type: 'InvoiceIssued', data: invoice } as DomainEvent,
      ])
      return { order: after, invoiceNumber }
    }),
  )
  return { ...result.value, position: result.position }
}

/** Which of the invoice's products are taxable: those folded already, then any the order gained since. */
async function taxableProducts(
  store: EventStore,
  productIds: string[],
  read: Awaited<ReturnType<typeof foldStreams>>,
  folded: readonly string[],
): Promise<Set<string>> {
  const more = productIds.filter((id) => !folded.includes(id))
  const late = more.length
    ? await foldStreams(
        store,
        more.map((id) => [streams.product(id), productAggregate]),
      )
    : null
  return new Set(
    productIds.filter((id) => {
      const from = folded.includes(id) ? read : late!
      return from.state(streams.product(id), productAggregate).fields.taxable === true
    }),
  )
}
