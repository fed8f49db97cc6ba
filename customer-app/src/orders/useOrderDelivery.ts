import { refusalNotice } from '@provender/web-shared/ordering/delivery.ts'
import { useDeliveryChoice } from '@provender/web-shared/ordering/useDeliveryChoice.ts'
import type { Dispatch, SetStateAction } from 'react'
import type { OrderDraft } from './draft.ts'
import { useDeliveryOptions } from './useDeliveryOptions.ts'

/**
 * The order form's delivery date (issue 25): the offered dates, the one asked for kept in the
 * draft (a reload keeps it), and after a refused date the server's words with the next date set.
 */
export function useOrderDelivery(draft: OrderDraft, setDraft: Dispatch<SetStateAction<OrderDraft>>) {
  const options = useDeliveryOptions()
  const choice = useDeliveryChoice(options.data, {
    wanted: draft.deliveryDate ?? null,
    setWanted: (date) =>
      setDraft((d) => (d.deliveryDate === date ? d : { ...d, deliveryDate: date ?? undefined })),
  })
  return {
    options: options.data,
    choice,
    /** Reads a failed submit; true when the date was refused (the offered dates are asked again). */
    refused: (error: unknown): boolean => {
      if (!choice.refused(error)) return false
      void options.refetch()
      return true
    },
    /** The refusal in words with what happens now, or null. */
    notice: choice.refusal ? refusalNotice(choice.refusal) : null,
  }
}
