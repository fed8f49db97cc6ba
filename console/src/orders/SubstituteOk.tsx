import { SubstituteSwitch } from '@provender/web-shared/ordering/SubstituteSwitch.tsx'

/** Issue 36: per line, each product's own choice; a line without one takes the customer's default. */
export type SubstituteChoices = Readonly<Record<string, boolean>>

export const allowsSubstitute = (choices: SubstituteChoices, productId: string, fallback: boolean) =>
  choices[productId] ?? fallback

/** The lines as sent, each with the choice its switch showed. */
export const withSubstitutes = <Item extends { productId: string }>(
  items: readonly Item[],
  choices: SubstituteChoices,
  fallback: boolean,
) =>
  items.map((item) => ({ ...item, substituteAllowed: allowsSubstitute(choices, item.productId, fallback) }))

/** "Substitute OK" on one line: the switch both apps show, by the console's prop names. */
export function SubstituteOk({
  name,
  ...rest
}: {
  name: string
  allowed: boolean
  disabled?: boolean
  onChange: (allowed: boolean) => void
}) {
  return <SubstituteSwitch productName={name} {...rest} />
}
