// @vitest-environment jsdom
import { USER_KEY } from '@provender/web-shared/session.ts'
import { afterEach, describe, expect, it } from 'vitest'
import { PRELOADED_ROUTES, SIGNED_IN_KEY } from '../../vite.config.ts'
import { type BuiltChunk, bootScript, routePreloadPlan } from './bootScriptPlugin.ts'
import { ORDER_FORM_PATH } from './routeDecision.ts'

const chunk = (
  fileName: string,
  moduleIds: string[],
  imports: string[] = [],
  isEntry = false,
): BuiltChunk => ({
  fileName,
  moduleIds,
  imports,
  isEntry,
})

// Shaped like the real build: the entry (with a helper chunk of its own), the order form's
// chunk importing a shared chunk and the entry, and a screen not on the route.
const BUILD = [
  chunk('assets/index-a.js', ['/app/src/main.tsx'], ['assets/runtime-b.js'], true),
  chunk('assets/runtime-b.js', ['/app/runtime.js']),
  chunk(
    'assets/order-form-c.js',
    ['/app/src/orders/OrderForm.tsx'],
    ['assets/index-a.js', 'assets/shared-d.js'],
  ),
  chunk('assets/shared-d.js', ['/app/node_modules/Modal.js'], ['assets/index-a.js']),
  chunk('assets/history-e.js', ['/app/src/history/OrderHistory.tsx'], ['assets/shared-d.js']),
]

describe('routePreloadPlan', () => {
  it("lists a route's chunk and those it imports, without the entry's own files", () => {
    const plan = routePreloadPlan(
      { '/customer/order-form': ['/app/src/orders/OrderForm.tsx'] },
      BUILD,
      '/app/',
    )
    expect(plan).toEqual({
      '/customer/order-form': ['/app/assets/order-form-c.js', '/app/assets/shared-d.js'],
    })
  })

  it('fails the build for a module no lazily loaded chunk holds', () => {
    expect(() => routePreloadPlan({ '/x': ['/app/src/Renamed.tsx'] }, BUILD, '/')).toThrow(
      'Route /x: /app/src/Renamed.tsx is not in a lazily loaded chunk of the build',
    )
    expect(() => routePreloadPlan({ '/x': ['/app/src/main.tsx'] }, BUILD, '/')).toThrow(/not in a lazily/)
  })
})

describe('the boot script', () => {
  const plan = { '/customer/order-form': ['/app/assets/order-form-c.js', '/app/assets/shared-d.js'] }
  const preloads = () =>
    [...document.head.querySelectorAll<HTMLLinkElement>('link[rel="modulepreload"]')].map((link) =>
      link.getAttribute('href'),
    )
  const runAt = (path: string) => {
    window.history.replaceState(null, '', path)
    new Function(bootScript(plan, 'user'))()
  }

  afterEach(() => {
    document.head.replaceChildren()
    localStorage.clear()
  })

  it("asks for the opened route's chunks when a user is signed in", () => {
    localStorage.setItem('user', '{"id":4}')
    runAt('/customer/order-form/')
    expect(preloads()).toEqual(plan['/customer/order-form'])
  })

  it('asks for nothing on another route, or signed out', () => {
    localStorage.setItem('user', '{"id":4}')
    runAt('/customer/order-history')
    expect(preloads()).toEqual([])
    localStorage.clear()
    runAt('/customer/order-form')
    expect(preloads()).toEqual([])
  })

  it('preloads the routes the app spells, for the user the app stores', () => {
    expect(Object.keys(PRELOADED_ROUTES)).toEqual([ORDER_FORM_PATH])
    expect(SIGNED_IN_KEY).toBe(USER_KEY)
  })
})
