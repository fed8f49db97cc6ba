import { documentRoutes, instantAnswer } from '@provender/server-kit'
import { z } from 'zod'

const window = z.object({
  alwaysOpen: z.boolean(),
  openTime: z.string().describe('HH:MM in the distributor’s time zone.'),
  closeTime: z.string(),
})

export const orderWindowReadRouteDocs = documentRoutes({ tag: 'Settings', access: ['admin', 'sales'] }, [
  {
    method: 'get',
    path: '/api/settings/order-window/mine',
    summary: 'The window one sets: the company’s (admin) or one’s own customers’ (sales rep)',
    responses: {
      200: {
        description: 'The window; for a rep, `inherited` says it is still the company’s.',
        schema: window.extend({ inherited: z.boolean().optional() }),
      },
    },
  },
  {
    method: 'get',
    path: '/api/settings/order-window/effective',
    summary:
      'The window in force for the caller (a customer: its rep’s, else the company’s), and whether it is open now',
    access: 'signed-in',
    responses: {
      200: {
        description: 'The window, when it next opens or closes, and the zone it is kept in.',
        schema: window.extend({
          open: z.boolean(),
          opensAt: instantAnswer.nullable(),
          closesAt: instantAnswer.nullable(),
          timeZone: z.string(),
        }),
      },
    },
  },
])
