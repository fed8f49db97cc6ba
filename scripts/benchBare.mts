/**
 * The bare baseline: node:http and pg, no framework, the same JSON as the product's
 * endpoints from the best SQL we can write for it (the JSON is built by PostgreSQL in one
 * statement). The session is only the signed cookie: no account lookup. Its figures are
 * the limit the product is compared with.
 */
import { randomUUID } from 'node:crypto'
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http'
import { type DomainEvent, lineTotalCents, type OrderLine, streams } from '@provender/events'
import { eventHash, SESSION_COOKIE, type SessionKeys } from '@provender/server-kit'
import pg from 'pg'

const ISO = `'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"'`
const iso = (column: string) => `to_char(${column} at time zone 'UTC', ${ISO})`

/** One order as JSON, with its items; `o`, `c` and `u` are the order, customer and rep. */
const ORDER_JSON = `json_build_object(
  'id', o.id, 'createdAt', ${iso('o.created_at')}, 'fulfilled', o.fulfilled,
  'fulfilledAt', ${iso('o.fulfilled_at')}, 'totalPrice', o.total, 'customerId', o.customer_id,
  'Customer', json_build_object('id', c.id, 'businessName', c.business_name, 'accountNumber', c.account_number,
    'SalesUser', case when u.id is null then null else json_build_object('id', u.id, 'firstName', u.first_name, 'lastName', u.last_name) end),
  'OrderItems', (select coalesce(json_agg(json_build_object('id', i.id, 'productId', i.product_id,
      'Product', json_build_object('name', i.product_name, 'unitType', i.unit_type, 'packsPerCase', i.packs_per_case),
      'productName', i.product_name, 'productUnitType', i.unit_type, 'sellPrice', i.sell_price, 'price', i.sell_price,
      'quantity', i.quantity, 'quantityType', i.quantity_type, 'lineTotal', i.line_total) order by i.line_no), '[]')
    from rm_order_items i where i.order_id = o.id))`

function words(search: string | null): string[] {
  return (search ?? '').trim().split(/\s+/).filter(Boolean)
}

function likePattern(word: string): string {
  return `%${word.replace(/[\\%_]/g, (m) => `\\${m}`)}%`
}

interface ProductShape {
  name: string
  unitType: 'quantity' | 'weight'
  packsPerCase: number | null
}
type StreamData = ProductShape & {
  salesUserId: number
  toSalesUserId: number
  productId: string
  newPriceCents: number
  after: ProductShape
}

export async function startBareServer(url: string, sessions: SessionKeys): Promise<Server> {
  const db = new pg.Pool({ connectionString: url, max: 10 })
  const { rows: has } = await db.query<{ counts: boolean }>(
    `select to_regclass('rm_order_customers') is not null as counts`,
  )
  const keptCounts = has[0]!.counts

  const send = (res: ServerResponse, status: number, body: string) => {
    res.writeHead(status, { 'content-type': 'application/json', 'content-length': Buffer.byteLength(body) })
    res.end(body)
  }
  const claimsOf = async (req: IncomingMessage) => {
    const cookie = /(?:^|;\s*)provender_session=([^;]+)/.exec(req.headers.cookie ?? '')?.[1]
    const check = await sessions.verify(cookie)
    return check.ok ? check.claims : null
  }

  /** The same sort keys as the product's read model keeps (0401), each with its index. */
  const SORT_COLUMNS: Record<string, string> = {
    createdAt: 'o.created_at',
    id: 'o.id',
    customer: 'o.customer_key',
    salesRep: 'o.rep_key',
  }

  async function ordersList(
    params: URLSearchParams,
    scope: { customerId: number | null; salesUserId: number | null },
  ): Promise<string> {
    const limit = Number(params.get('limit') ?? 10)
    const offset = Number(params.get('offset') ?? 0)
    const fulfilled = params.has('fulfilled') ? params.get('fulfilled') === 'true' : null
    const column = SORT_COLUMNS[params.get('sortField') ?? 'createdAt'] ?? 'o.created_at'
    const direction = params.get('sortOrder') === 'ASC' ? 'asc' : 'desc'
    const order = `${column} ${direction}, o.id ${direction}`
    const terms = words(params.get('search'))
    const bindings: unknown[] = [fulfilled, limit, offset, scope.customerId, scope.salesUserId]
    // Each word names customers by the text the read model keeps for them (business, account
    // number, rep), looked up once, or one order number: the orders are then found by their
    // customer index, never by matching text on every order.
    const named = (word: string) => {
      bindings.push(likePattern(word))
      return `array(select k.customer_id from rm_order_customers k where k.search_text like lower($${bindings.length}))`
    }
    const orderNumberOf = (word: string) => (/^#?\d{1,9}$/.test(word) ? Number(word.replace('#', '')) : null)
    const matchSql = terms.map((word) => {
      const customers = named(word)
      const n = orderNumberOf(word)
      if (n === null) return `o.customer_id = any(${customers})`
      bindings.push(n)
      return `(o.customer_id = any(${customers}) or o.id = $${bindings.length})`
    })
    const where = [
      '($1::bool is null or o.fulfilled = $1)',
      '($4::int is null or o.customer_id = $4)',
      '($5::int is null or o.sales_user_id = $5)',
      ...matchSql,
    ].join(' and ')
    const everyWordNamesCustomers = terms.every((w) => orderNumberOf(w) === null)
    const count =
      keptCounts && everyWordNamesCustomers
        ? `(select coalesce(sum(case when $1::bool is null then k.open_count + k.fulfilled_count
             when $1 then k.fulfilled_count else k.open_count end), 0)::int from rm_order_customers k
           where ($4::int is null or k.customer_id = $4) and ($5::int is null or k.sales_user_id = $5)
             ${terms.map((w) => `and k.customer_id = any(${named(w)})`).join(' ')})`
        : `(select count(*)::int from rm_orders o where ${where})`
    const sql = `with page as (
        select o.id from rm_orders o where ${where}
        order by ${order} limit $2 offset $3)
      select json_build_object('rows', coalesce((select json_agg(${ORDER_JSON} order by ${order})
        from page p join rm_orders o on o.id = p.id join rm_customers c on c.id = o.customer_id
        left join rm_users u on u.id = c.sales_user_id), '[]'), 'count', ${count})::text as body`
    const { rows } = await db.query<{ body: string }>(sql, bindings)
    return rows[0]!.body
  }

  async function customerProducts(customerId: number): Promise<string> {
    const { rows } = await db.query<{ body: string }>(
      `select json_build_object('products', coalesce(json_agg(json_build_object(
          'id', p.id, 'productId', p.id, 'name', p.name, 'description', p.description, 'unitType', p.unit_type,
          'packsPerCase', p.packs_per_case, 'categoryId', p.category_id, 'category', g.name,
          'defaultPrice', p.price, 'price', cp.price, 'sellPrice', cp.price, 'favorite', f.product_id is not null)
          order by lower(p.name), p.id), '[]'))::text as body
       from rm_customer_products cp join rm_products p on p.id = cp.product_id
       left join rm_categories g on g.id = p.category_id
       left join rm_favorites f on f.customer_id = cp.customer_id and f.product_id = cp.product_id
       where cp.customer_id = $1`,
      [customerId],
    )
    return rows[0]!.body
  }

  async function customersList(params: URLSearchParams): Promise<string> {
    const limit = Math.min(100, Number(params.get('limit') ?? 10))
    const page = Number(params.get('page') ?? 1)
    const terms = words(params.get('search'))
    const bindings: unknown[] = [limit, (page - 1) * limit, ...terms.map(likePattern)]
    const where = terms.length
      ? terms
          .map(
            (_, i) =>
              `(c.business_name ilike $${3 + i} or c.account_number ilike $${3 + i} or u.first_name ilike $${3 + i}
                or u.last_name ilike $${3 + i} or u.email ilike $${3 + i})`,
          )
          .join(' and ')
      : 'true'
    const { rows } = await db.query<{ body: string }>(
      `with matching as (
         select c.*, u.first_name, u.last_name, u.email, u.phone from rm_customers c left join rm_users u on u.id = c.id
         where ${where})
       select json_build_object('customers', coalesce((select json_agg(json_build_object(
           'id', m.id, 'businessName', m.business_name, 'accountNumber', m.account_number,
           'firstName', coalesce(m.first_name, ''), 'lastName', coalesce(m.last_name, ''),
           'email', coalesce(m.email, ''), 'phone', coalesce(m.phone, ''), 'salesUserId', m.sales_user_id,
           'SalesUser', case when s.id is null then null else json_build_object('id', s.id, 'firstName', s.first_name, 'lastName', s.last_name) end,
           'createdAt', ${iso('m.created_at')}) order by lower(m.business_name), m.id)
         from (select * from matching order by lower(business_name), id limit $1 offset $2) m
         left join rm_users s on s.id = m.sales_user_id), '[]'),
         'totalCount', (select count(*)::int from matching))::text as body`,
      bindings,
    )
    return rows[0]!.body
  }

  /** Place an order in three round trips: the streams it needs, the rep's window, the insert. */
  async function placeOrder(customerId: number, body: string): Promise<[number, string]> {
    const items = (
      JSON.parse(body) as {
        items: { productId: string; quantity: number; quantityType: 'pack' | 'case' | 'weight' }[]
      }
    ).items
    const wanted = [
      streams.customer(customerId),
      streams.companyOrderWindow(),
      ...items.map((i) => streams.product(i.productId)),
    ]
    const [read, id] = await Promise.all([
      db.query<{ stream_id: string; data: Record<string, unknown>; type: string }>(
        'select stream_id, type, data from event_log where stream_id = any($1) order by position',
        [wanted],
      ),
      db.query<{ id: string }>(`select nextval('order_id_seq')::text as id`),
    ])
    const prices = new Map<string, number>()
    let salesUserId = 0
    const products = new Map<
      string,
      { name: string; unitType: 'quantity' | 'weight'; packsPerCase: number | null }
    >()
    for (const row of read.rows) {
      // The bare handler trusts the log's shapes: the store validated them on the way in.
      const d = row.data as unknown as StreamData
      if (row.type === 'CustomerRegistered') salesUserId = d.salesUserId
      if (row.type === 'CustomerTransferred') salesUserId = d.toSalesUserId
      if (row.type === 'CustomerProductPriced') prices.set(d.productId, d.newPriceCents)
      if (row.type === 'CustomerProductRemoved') prices.delete(d.productId)
      if (row.type === 'ProductCreated') products.set(d.productId, d)
      if (row.type === 'ProductUpdated') products.set(d.productId, d.after)
      if (row.type === 'ProductDeleted') products.delete(d.productId)
    }
    await db.query('select data from event_log where stream_id = $1 order by position', [
      streams.salesOrderWindow(salesUserId),
    ])
    const lines: OrderLine[] = []
    for (const item of items) {
      const p = products.get(item.productId)
      const price = prices.get(item.productId)
      if (!p || price === undefined)
        return [400, JSON.stringify({ error: `Product ${item.productId} is not on your price list.` })]
      lines.push({
        productId: item.productId,
        name: p.name,
        unitType: p.unitType,
        packsPerCase: p.packsPerCase,
        quantityType: item.quantityType,
        quantity: item.quantity,
        unitPriceCents: price,
        lineTotalCents: lineTotalCents(price, item.quantityType, item.quantity, p.packsPerCase),
      })
    }
    const orderId = Number(id.rows[0]!.id)
    const event: DomainEvent = {
      type: 'OrderPlaced',
      data: {
        orderId,
        customerId,
        salesUserId,
        lines,
        totalCents: lines.reduce((s, l) => s + l.lineTotalCents, 0),
        idempotencyKey: null,
      },
    }
    const now = new Date().toISOString()
    const metadata = {
      actorId: customerId,
      actorRole: 'customer',
      correlationId: randomUUID(),
      causationId: null,
      occurredAt: now,
    }
    const eventId = randomUUID()
    const streamId = streams.order(orderId)
    const hash = eventHash(null, {
      streamId,
      revision: 0,
      eventId,
      type: event.type,
      version: 1,
      data: event.data,
      metadata,
    })
    await db.query(
      `insert into event_log (event_id, stream_id, stream_revision, type, version, data, metadata, occurred_at, prev_hash, hash)
       values ($1, $2, 0, $3, 1, $4, $5, $6, null, $7)`,
      [eventId, streamId, event.type, JSON.stringify(event.data), JSON.stringify(metadata), now, hash],
    )
    return [
      201,
      JSON.stringify({ id: orderId, createdAt: now, totalPrice: event.data.totalCents / 100, items: lines }),
    ]
  }

  const server = createServer((req, res) => {
    void (async () => {
      try {
        const claims = await claimsOf(req)
        if (!claims) return send(res, 401, '{"error":"Please sign in."}')
        const url = new URL(req.url ?? '/', 'http://bench')
        const customerProductsPath = /^\/api\/customers\/(\d+)\/products$/.exec(url.pathname)
        const customerOrdersPath = /^\/api\/orders\/customer\/(\d+)$/.exec(url.pathname)
        if (req.method === 'GET' && url.pathname === '/api/orders')
          return send(
            res,
            200,
            await ordersList(url.searchParams, {
              customerId: null,
              salesUserId: claims.role === 'sales' ? claims.userId : null,
            }),
          )
        if (req.method === 'GET' && customerOrdersPath)
          return send(
            res,
            200,
            await ordersList(url.searchParams, {
              customerId: Number(customerOrdersPath[1]),
              salesUserId: null,
            }),
          )
        if (req.method === 'GET' && url.pathname === '/api/customers')
          return send(res, 200, await customersList(url.searchParams))
        if (req.method === 'GET' && customerProductsPath)
          return send(res, 200, await customerProducts(Number(customerProductsPath[1])))
        if (req.method === 'POST' && url.pathname === '/api/orders') {
          const chunks: Buffer[] = []
          for await (const chunk of req) chunks.push(chunk as Buffer)
          const [status, body] = await placeOrder(claims.userId, Buffer.concat(chunks).toString('utf8'))
          return send(res, status, body)
        }
        send(res, 404, '{"error":"Not found."}')
      } catch (error) {
        send(res, 500, JSON.stringify({ error: String(error) }))
      }
    })()
  })
  server.on('close', () => void db.end())
  return server
}

export { SESSION_COOKIE }
