import { answer, documentRoutes } from '@provender/server-kit'
import { z } from 'zod'
import { toleranceBody } from './routes.ts'

export const toleranceAnswer = z.object({ percent: z.number().int() })

export const fulfilmentSettingsRouteDocs = documentRoutes({ tag: 'Settings', access: ['admin'] }, [
  {
    method: 'put',
    path: '/api/settings/fulfilment-tolerance',
    summary: 'Set how far a shipped weight may differ from the ordered one',
    body: toleranceBody,
    responses: answer(200, 'The tolerance as saved.', toleranceAnswer),
  },
])
