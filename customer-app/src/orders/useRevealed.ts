import type { ProductSection } from '@provender/web-shared/ordering/catalog.ts'
import { startTransition, useEffect, useState } from 'react'

/** Lines drawn with the first paint: more than the tallest phone screen shows. */
export const FIRST_LINES = 6
const MORE_LINES = 6

/**
 * How many of `total` lines to draw now. Every line is a stepper, a unit switch and a field,
 * and drawing the whole catalogue at once blocked a mid-range phone for seconds (Lighthouse's
 * total blocking time): the first screenful comes with the first paint, the rest a few lines at
 * a time in transitions, which React renders in slices between the phone's other work.
 */
export function useRevealed(total: number): number {
  const [count, setCount] = useState(FIRST_LINES)
  useEffect(() => {
    if (count >= total) return
    const timer = setTimeout(() => startTransition(() => setCount((c) => c + MORE_LINES)), 0)
    return () => clearTimeout(timer)
  }, [count, total])
  return count
}

/** The sections cut to their first `count` lines in all; a section with none left is left out. */
export function firstLines(sections: readonly ProductSection[], count: number): ProductSection[] {
  const shown: ProductSection[] = []
  let left = count
  for (const section of sections) {
    if (left <= 0) break
    shown.push(
      section.products.length <= left ? section : { ...section, products: section.products.slice(0, left) },
    )
    left -= section.products.length
  }
  return shown
}
