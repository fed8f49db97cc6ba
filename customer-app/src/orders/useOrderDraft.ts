import type { WizardStore } from '@provender/web-shared/ordering/useOrderWizard.ts'
import { useCallback, useEffect, useMemo, useState } from 'react'
import { draftKey, EMPTY_DRAFT, type OrderDraft, parseDraft } from './draft.ts'

function readDraft(key: string): OrderDraft {
  try {
    return parseDraft(sessionStorage.getItem(key))
  } catch {
    return EMPTY_DRAFT // storage blocked (private mode on some phones)
  }
}

/**
 * The order being put together, kept in this tab's session storage: a rotation, a reload
 * or a step back finds it as it was; a placed order clears it. `store` hands it to the
 * order wizard.
 */
export function useOrderDraft(customerId: number) {
  const key = draftKey(customerId)
  const [draft, setDraft] = useState<OrderDraft>(() => readDraft(key))

  useEffect(() => {
    try {
      if (draft === EMPTY_DRAFT) sessionStorage.removeItem(key)
      else sessionStorage.setItem(key, JSON.stringify(draft))
    } catch {
      // Storage full or blocked: the draft still lives in memory for this visit.
    }
  }, [key, draft])

  const clear = useCallback(() => setDraft(EMPTY_DRAFT), [])
  // Unchanged stays the same object: an empty draft stays EMPTY_DRAFT, out of storage.
  const update = useCallback<WizardStore['update']>(
    (next) =>
      setDraft((d) => {
        const changed = next(d)
        return changed === d ? d : { ...d, ...changed }
      }),
    [],
  )
  const store = useMemo(() => ({ state: draft, update }), [draft, update])
  return { draft, setDraft, clear, store }
}
