import { useCallback, useState } from 'react'
import {
  chosenDelivery,
  type DeliveryOptions,
  type DeliveryRefusal,
  deliveryFields,
  deliveryRefusalOf,
} from './delivery.ts'

/** Where the asked-for date is kept when the app keeps it elsewhere (the ordering app: its draft). */
export interface DeliveryDateStore {
  wanted: string | null
  setWanted: (date: string | null) => void
}

/**
 * The delivery date of the order being put together, for the ordering app and for staff ordering
 * by phone: the next offered date unless another is chosen; after a refused date (409
 * DELIVERY_DATE_UNAVAILABLE) the server's words, the date it refused and the one it offers.
 */
export function useDeliveryChoice(options: DeliveryOptions | undefined, store?: DeliveryDateStore) {
  const [ownWanted, setOwnWanted] = useState<string | null>(null)
  const wanted = store ? store.wanted : ownWanted
  const setWanted = store?.setWanted ?? setOwnWanted
  const [refusal, setRefusal] = useState<DeliveryRefusal | null>(null)
  // The date the refused order asked for: what "place it anyway" sends again.
  const [refusedDate, setRefusedDate] = useState<string | null>(null)
  const chosen = chosenDelivery(options, wanted)
  const date = chosen?.date ?? null

  const choose = useCallback(
    (next: string) => {
      setWanted(next)
      setRefusal(null)
    },
    [setWanted],
  )

  return {
    /** Whether the customer has delivery days: without, the order carries no date. */
    scheduled: Boolean(options?.scheduled),
    /** The date the order goes for (null: not scheduled, or not known yet). */
    date,
    choose,
    /** The order body's date fields; `outsideSchedule` resends the refused date as an exception. */
    fields: (outsideSchedule = false) =>
      outsideSchedule ? deliveryFields(refusedDate ?? date, true) : deliveryFields(date),
    refusal,
    refusedDate,
    /**
     * Reads a failed submit: a refused date is remembered and the offered one chosen (the draft
     * kept). True when it was one.
     */
    refused: (error: unknown, sentDate: string | null = date): boolean => {
      const found = deliveryRefusalOf(error)
      setRefusal(found)
      if (!found) return false
      setRefusedDate(sentDate)
      if (found.nextDeliveryDate) setWanted(found.nextDeliveryDate)
      return true
    },
    /** The notice is read (a new submit, or staff closed the question). */
    dismiss: () => setRefusal(null),
  }
}

export type DeliveryChoice = ReturnType<typeof useDeliveryChoice>
