import type { SubmissionKeyStore } from '@provender/web-shared/ordering/idempotency.ts'
import { useMemo, useRef } from 'react'
import { type OrderDraft, withoutSubmission, withSubmissionKey } from './draft.ts'

/**
 * The order's Idempotency-Key kept in the stored draft rather than in memory: a Submit whose
 * answer never came (the network went, the phone reloaded the tab) sends the same cart with the
 * same key, so it is placed once. The key is asked for synchronously while the draft is written
 * by React later, hence the ref holding the newest draft.
 */
export function useDraftKeys(
  draft: OrderDraft,
  setDraft: (next: (draft: OrderDraft) => OrderDraft) => void,
): SubmissionKeyStore {
  const latest = useRef(draft)
  latest.current = draft
  return useMemo(
    () => ({
      keyFor(items) {
        const { draft: next, key } = withSubmissionKey(latest.current, items)
        if (next !== latest.current) {
          latest.current = next
          setDraft((d) => (d.submission?.key === key ? d : { ...d, submission: next.submission }))
        }
        return key
      },
      forget() {
        latest.current = withoutSubmission(latest.current)
        setDraft(withoutSubmission)
      },
    }),
    [setDraft],
  )
}
