import { documentRoutes, instantAnswer } from '@provender/server-kit'
import { z } from 'zod'
import { idParam } from '../orders/routes.ts'
import { closedOrdersQuery, closurePreviewQuery, optionsQuery } from './routes.ts'

const deliveryDay = z.object({
  weekday: z.number().int().describe('ISO weekday: 1 Monday .. 7 Sunday.'),
  cutoffDaysBefore: z.number().int().describe('Orders close this many days before the delivery...'),
  cutoffTime: z.string().describe('...at this time (HH:MM, 24-hour) in the distributor’s zone.'),
})
const timeZone = z.string().describe('The distributor’s zone, in which days and cut-offs are kept.')
const calendarDate = z.string().describe('YYYY-MM-DD, in the distributor’s zone.')
const option = z.object({
  date: calendarDate,
  weekday: z.number().int(),
  cutoff: instantAnswer.describe('When orders for this date close.'),
})

export const deliveryReadRouteDocs = documentRoutes({ tag: 'Delivery', access: 'signed-in' }, [
  {
    method: 'get',
    path: '/api/settings/delivery-schedule',
    summary: 'The distributor’s delivery days and cut-offs',
    access: ['admin', 'sales', 'auditor'],
    responses: {
      200: {
        description:
          'days null: no company schedule, so customers without days of their own are not scheduled.',
        schema: z.object({ days: z.array(deliveryDay).nullable(), timeZone }),
      },
    },
  },
  {
    method: 'get',
    path: '/api/customers/:id/delivery-schedule',
    summary: 'A customer’s delivery days: in force, its own, and whether it follows the distributor’s',
    description: 'Admins, auditors, the owning rep and the customer itself.',
    params: z.object({ id: idParam }),
    responses: {
      200: {
        description:
          'days: in force (null: not scheduled); own: the customer’s own (null: it follows the distributor’s).',
        schema: z.object({
          days: z.array(deliveryDay).nullable(),
          own: z.array(deliveryDay).nullable(),
          inherited: z.boolean(),
          timeZone,
        }),
      },
    },
    errors: { 404: 'Customer not found (or not visible to the caller).' },
  },
  {
    method: 'get',
    path: '/api/delivery/options',
    summary: 'The delivery dates a customer may order for now, with their cut-offs',
    description:
      'A customer for itself (customerId left out or its own); staff name the customer (admins, auditors, the owning rep). Delivery days, not closed, cut-off not passed: the next six.',
    query: optionsQuery,
    responses: {
      200: {
        description: 'scheduled false: the customer has no delivery days, and orders carry no date.',
        schema: z.object({
          scheduled: z.boolean(),
          timeZone,
          next: option.nullable(),
          dates: z.array(option),
          closed: z
            .array(
              z.object({
                date: calendarDate,
                weekday: z.number().int().min(1).max(7),
                reason: z.string(),
                next: calendarDate.nullable(),
              }),
            )
            .describe('The customer’s delivery days a closure takes away, up to the last date offered.'),
        }),
      },
    },
    errors: { 404: 'Customer not found (or not visible to the caller).' },
  },
  {
    method: 'get',
    path: '/api/settings/closures',
    summary: 'Closed days, by their first day, with the orders they hit',
    access: ['admin', 'sales', 'auditor'],
    responses: {
      200: {
        description: 'orderCount: orders with a delivery date in the closure (a rep: its own customers’).',
        schema: z.object({
          rows: z.array(
            z.object({
              id: z.string(),
              from: calendarDate,
              to: calendarDate,
              reason: z.string(),
              standingMove: z
                .enum(['previous', 'next'])
                .describe('Where the standing-order dates on it moved: the delivery day before or after.'),
              orderCount: z.number().int(),
            }),
          ),
        }),
      },
    },
  },
  {
    method: 'get',
    path: '/api/settings/standing-move',
    summary: 'Where a closure moves standing-order dates by default: the previous or the next delivery day',
    access: ['admin', 'sales', 'auditor'],
    responses: {
      200: {
        description: 'The setting, and whether it is the default (next) because no admin set one.',
        schema: z.object({ standingMove: z.enum(['previous', 'next']), isDefault: z.boolean() }),
      },
    },
  },
  {
    method: 'get',
    path: '/api/settings/closures/preview',
    summary: 'What a closure not yet added would do to standing orders',
    description:
      'The add-closure dialog asks before saving: the active standing orders with a date from `from` to `to` ' +
      '(default: `from`) that would move to their customer’s delivery day before or after (`standingMove`, ' +
      'default the distributor’s setting). A rep counts its own customers’ only.',
    access: ['admin', 'sales', 'auditor'],
    query: closurePreviewQuery,
    responses: {
      200: {
        description: 'The counts.',
        schema: z.object({
          from: calendarDate,
          to: calendarDate,
          standingMove: z.enum(['previous', 'next']),
          standingOrders: z.number().int().describe('Standing orders with a date that would move.'),
          customers: z.number().int(),
          dates: z.number().int().describe('Their dates that would move, all told.'),
        }),
      },
    },
    errors: { 400: 'A bad date, a last day before the first, or more than 62 days.' },
  },
  {
    method: 'get',
    path: '/api/delivery/closed-orders',
    summary: 'Open orders on a date closed after they were placed (or last moved): flagged until moved',
    description:
      'Admins and auditors see all, a rep its own customers’. `deliveryDate` narrows to one date (the pick list), ' +
      '`orderId` to one order (its page). At most 200 rows, soonest date first; `total` counts them all.',
    access: ['admin', 'sales', 'auditor'],
    query: closedOrdersQuery,
    responses: {
      200: {
        description: 'The flagged orders, each with the closure its date falls in.',
        schema: z.object({
          total: z.number().int(),
          rows: z.array(
            z.object({
              orderId: z.number().int(),
              customerId: z.number().int(),
              businessName: z.string(),
              deliveryDate: calendarDate,
              closure: z.object({ id: z.string(), from: calendarDate, to: calendarDate, reason: z.string() }),
            }),
          ),
        }),
      },
    },
  },
])
