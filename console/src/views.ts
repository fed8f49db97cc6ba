import { type LazyExoticComponent, lazy, type ReactNode } from 'react'

/** A screen: a component that takes no props. */
type View = () => ReactNode

/**
 * A screen loaded on first use: its code is a chunk of its own, so the console's first
 * load does not grow with the number of screens.
 */
export function lazyView<Module>(load: () => Promise<Module>, name: keyof Module): LazyExoticComponent<View> {
  return lazy(async () => ({ default: (await load())[name] as View }))
}
