import { answer, documentRoutes, itemRoutes, standingOrderAnswer } from '@provender/server-kit'
import { z } from 'zod'
import {
  changeBody,
  createBody,
  dateBody,
  dateParam,
  editDateBody,
  standingOrderIdParam,
} from './requests.ts'

const answered = answer(200, 'The standing order as it now stands.', standingOrderAnswer)
const standingOrder = itemRoutes(
  '/api/standing-orders/:id',
  z.object({ id: standingOrderIdParam }),
  'Standing order not found (or not yours).',
)
const cancelled = '`STANDING_ORDER_CANCELLED`: a cancelled standing order does not change.'
const dateRefusals = {
  400: 'Not one of its delivery dates, or bad input.',
  409: `\`STANDING_DATE_PLACED\`: already placed; \`CUTOFF_PASSED\`: its cut-off has passed; ${cancelled}`,
}

export const standingOrderRouteDocs = documentRoutes(
  { tag: 'Standing orders', access: ['customer', 'admin', 'sales'] },
  [
    {
      method: 'post',
      path: '/api/standing-orders',
      summary: 'Make an order standing: the same lines every delivery date, or every other week',
      description:
        'A customer for itself; staff name `customerId` (admins any, a rep its own). `items`, or `fromOrderId` ' +
        'for the lines of one of the customer’s orders. `startsOn` defaults to the next open delivery date.',
      body: createBody,
      responses: answer(201, 'The standing order.', standingOrderAnswer),
      errors: {
        404: 'Customer or order not found (or not yours).',
        409: '`NO_DELIVERY_SCHEDULE`: the customer has no delivery days.',
      },
    },
    standingOrder({
      method: 'put',
      summary: 'Change its lines and how often',
      body: changeBody,
      responses: answered,
      errors: { 409: cancelled },
    }),
    standingOrder({
      method: 'post',
      path: '/api/standing-orders/:id/pause',
      summary: 'Pause it: nothing is placed until it resumes',
      responses: answered,
      errors: { 409: cancelled },
    }),
    standingOrder({
      method: 'post',
      path: '/api/standing-orders/:id/resume',
      summary: 'Resume it: dates whose cut-off is still ahead are placed again',
      responses: answered,
      errors: { 409: cancelled },
    }),
    standingOrder({
      method: 'delete',
      summary: 'Cancel it (orders already placed stay)',
      responses: answered,
    }),
    standingOrder({
      method: 'post',
      path: '/api/standing-orders/:id/skip',
      summary: 'Skip one delivery date',
      body: dateBody,
      responses: answered,
      errors: dateRefusals,
    }),
    standingOrder({
      method: 'post',
      path: '/api/standing-orders/:id/unskip',
      summary: 'Order a skipped date again',
      body: dateBody,
      responses: answered,
      errors: dateRefusals,
    }),
    standingOrder({
      method: 'put',
      path: '/api/standing-orders/:id/dates/:date',
      summary: 'Other lines for one delivery date only',
      params: z.object({ id: standingOrderIdParam, date: dateParam }),
      body: editDateBody,
      responses: answered,
      errors: dateRefusals,
    }),
  ],
)
