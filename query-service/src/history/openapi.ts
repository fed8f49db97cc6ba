import { documentRoutes, instantAnswer, moneyAnswer, type RouteDoc } from '@provender/server-kit'
import { z } from 'zod'
import { customersQuery } from './customerList.ts'
import { asOfQuery, idParam, pricesQuery, productIdParam } from './routes.ts'
import { timelineFilter, timelinePage } from './timelineQuery.ts'

/**
 * The auditors' answers are folded from the log; their top level is the contract, the
 * folded records within stay open (`additionalProperties`), as events add to them.
 */
const rep = z.looseObject({ id: z.number().int(), name: z.string(), deleted: z.boolean() }).nullable()
const actor = z.looseObject({
  id: z.number().int().nullable(),
  name: z.string(),
  role: z.string().nullable(),
})
const customerHeader = z.looseObject({ id: z.number().int() })
const record = z.looseObject({})

const auditors = ['admin', 'auditor'] as const
const customerPath = z.object({ id: idParam })
const customerMissing = { 404: 'Customer not found (never registered; deleted ones stay).' }

const customerRoute = (
  path: string,
  summary: string,
  schema: z.ZodType,
  extra: Partial<RouteDoc> = {},
): RouteDoc => ({
  method: 'get',
  path: `/api/history/customers/:id${path}`,
  tag: 'History',
  summary,
  access: auditors,
  params: customerPath,
  responses: { 200: { description: summary, schema } },
  errors: customerMissing,
  ...extra,
})

export const historyRouteDocs = documentRoutes({ tag: 'History', access: auditors }, [
  {
    method: 'get',
    path: '/api/history/customers',
    summary: 'Every customer ever registered, deleted ones too, with its rep',
    query: customersQuery,
    responses: {
      200: {
        description: 'One page and the count of all that match.',
        schema: z.object({
          customers: z.array(customerHeader.extend({ salesUser: rep })),
          totalCount: z.number().int(),
        }),
      },
    },
  },
  customerRoute(
    '',
    'A customer’s timeline, newest first, paged and filtered',
    z.object({
      customer: customerHeader,
      items: z.array(z.looseObject({ at: instantAnswer, kind: z.string() })),
      totalCount: z.number().int(),
    }),
    { query: timelinePage },
  ),
  customerRoute('/timeline.csv', 'Every row of the filtered timeline as CSV', z.string(), {
    query: timelineFilter,
    responses: { 200: { description: 'The rows, as CSV.', schema: z.string(), contentType: 'text/csv' } },
  }),
  customerRoute(
    '/as-of',
    'A customer as it stood at an instant: details, owner, prices and favourites then',
    z.object({
      at: instantAnswer,
      customer: customerHeader,
      current: customerHeader,
      salesUser: rep,
      prices: z.array(z.looseObject({ productId: z.string(), name: z.string(), price: moneyAnswer })),
      favorites: z.array(z.string()),
    }),
    { query: asOfQuery },
  ),
  customerRoute(
    '/prices',
    'A customer’s negotiated prices over time (one product’s with `productId`)',
    z.looseObject({ customer: customerHeader, lines: z.array(record).optional() }),
    { query: pricesQuery },
  ),
  customerRoute(
    '/owners',
    'Who owned a customer, and when',
    z.object({ customer: customerHeader, periods: z.array(z.looseObject({ salesUser: rep })) }),
  ),
  {
    method: 'get',
    path: '/api/history/products/:id',
    summary: 'A product as it stands and its changes, newest first (deleted ones too)',
    params: z.object({ id: productIdParam }),
    responses: {
      200: {
        description: 'The product and its changes.',
        schema: z.object({
          product: record,
          items: z.array(
            z.looseObject({
              id: z.string(),
              at: instantAnswer,
              actor,
              kind: z.string(),
              sentence: z.string(),
            }),
          ),
        }),
      },
    },
    errors: { 404: 'Product not found.' },
  },
  {
    method: 'get',
    path: '/api/history/sales-users/:id',
    summary: 'A sales rep’s customers over time, newest first',
    params: customerPath,
    responses: {
      200: {
        description: 'The rep and its ownership periods.',
        schema: z.object({ salesUser: rep, periods: z.array(z.looseObject({ customer: customerHeader })) }),
      },
    },
    errors: { 404: 'User not found.' },
  },
  {
    method: 'get',
    path: '/api/history/verify',
    summary: 'Check the log’s hash chain and seals (tamper evidence)',
    responses: {
      200: {
        description: 'Whether every link and seal holds, and the first broken ones.',
        schema: z.object({
          intact: z.boolean(),
          eventsChecked: z.number().int(),
          streamsChecked: z.number().int(),
          sealsChecked: z.number().int(),
          lastSeal: z
            .object({ revision: z.number().int(), sealedAt: instantAnswer, digest: z.string() })
            .nullable(),
          broken: z.array(
            z.object({
              streamId: z.string(),
              revision: z.number().int(),
              position: z.string().nullable(),
              reason: z.string(),
            }),
          ),
        }),
      },
    },
  },
])
