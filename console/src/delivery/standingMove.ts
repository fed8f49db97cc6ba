import { api } from '@provender/web-shared/api.ts'
import { useQuery } from '@tanstack/react-query'

/** Where a closure moves standing-order dates: the customer's delivery day before or after (issue 36). */
export type StandingMove = 'previous' | 'next'

export const STANDING_MOVE_PATH = '/api/settings/standing-move'
export const standingMoveKey = ['standing-move'] as const

/** "their next delivery day": the words the dialog, the card and the count use. */
export const standingMoveWords = (move: StandingMove): string => `their ${move} delivery day`

/** GET /api/settings/closures/preview: what a closure not yet added would do. */
export interface ClosurePreview {
  from: string
  to: string
  standingMove: StandingMove
  standingOrders: number
  customers: number
  dates: number
}

/** "3 standing orders move to their next delivery day." / "No standing order has a date on these days." */
export function previewSentence(preview: Pick<ClosurePreview, 'standingOrders' | 'standingMove'>): string {
  const n = preview.standingOrders
  if (n === 0) return 'No standing order has a date on these days.'
  return `${n} standing order${n === 1 ? '' : 's'} ${n === 1 ? 'moves' : 'move'} to ${standingMoveWords(preview.standingMove)}.`
}

/** The distributor's setting (staff read it; an admin sets it). */
export function useStandingMove() {
  return useQuery({
    queryKey: standingMoveKey,
    queryFn: () => api<{ standingMove: StandingMove; isDefault: boolean }>(STANDING_MOVE_PATH),
  })
}

/** The count for a span and a direction, asked as the dialog's fields change. */
export function useClosurePreview(span: { from: string; to: string; standingMove: StandingMove | null }) {
  const valid = /^\d{4}-\d{2}-\d{2}$/.test(span.from) && (!span.to || span.to >= span.from)
  return useQuery({
    queryKey: ['closure-preview', span.from, span.to, span.standingMove],
    enabled: valid,
    queryFn: () =>
      api<ClosurePreview>('/api/settings/closures/preview', {
        query: {
          from: span.from,
          ...(span.to ? { to: span.to } : {}),
          ...(span.standingMove ? { standingMove: span.standingMove } : {}),
        },
      }),
  })
}
