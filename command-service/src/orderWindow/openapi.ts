import { answer, documentRoutes } from '@provender/server-kit'
import { z } from 'zod'
import { windowBody } from './routes.ts'

export const orderWindowAnswer = z.object({
  alwaysOpen: z.boolean(),
  openTime: z.string(),
  closeTime: z.string(),
})

export const orderWindowRouteDocs = documentRoutes({ tag: 'Settings', access: ['admin', 'sales'] }, [
  {
    method: 'put',
    path: '/api/settings/order-window/mine',
    summary: 'Set the ordering window: the company’s (admin) or one’s customers’ (sales rep)',
    description: 'Times are HH:MM in the distributor’s time zone, in 5-minute steps.',
    body: windowBody,
    responses: answer(200, 'The window as saved.', orderWindowAnswer),
  },
])
