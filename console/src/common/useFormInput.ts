import { useInput } from 'react-admin'

const asTyped = (value: unknown) => value

/**
 * react-admin's `useInput`, keeping a cleared field as '': its default parse stores null, which
 * the validators (the server's own schemas, that read text) would take for a missing field.
 */
export function useFormInput<Value = unknown>(source: string) {
  return useInput<Value>({ source, parse: asTyped as (value: unknown) => Value })
}
