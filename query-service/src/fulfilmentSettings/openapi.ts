import { documentRoutes } from '@provender/server-kit'
import { z } from 'zod'

export const fulfilmentSettingsReadRouteDocs = documentRoutes(
  { tag: 'Settings', access: ['admin', 'sales', 'auditor'] },
  [
    {
      method: 'get',
      path: '/api/settings/fulfilment-tolerance',
      summary: 'How far a shipped weight may differ from the ordered one',
      responses: {
        200: {
          description: 'The tolerance, and whether it is the default.',
          schema: z.object({ percent: z.number().int(), isDefault: z.boolean() }),
        },
      },
    },
  ],
)
