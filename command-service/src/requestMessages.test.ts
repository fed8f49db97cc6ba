import { readdirSync, readFileSync } from 'node:fs'
import { join, relative } from 'node:path'
import { badInputMessages, codeIn } from '@provender/events/testing'
import { describe, expect, it } from 'vitest'
import { createBody, favoriteParams, transferBody, updateBody } from './customers/requests.ts'
import { fulfilBody, staffOrderBody } from './orders/requests.ts'

/**
 * What the command side answers bad input with reaches people: the forms show it as it is.
 * Each message must read as a person wrote it, never naming a field of the code or a code.
 */
const customer = {
  businessName: 'Blue Door Bistro',
  accountNumber: 'BD-1001',
  firstName: 'Ada',
  lastName: 'Lee',
  email: 'ada@example.com',
  phone: '3125550142',
  products: [{ productId: 'OIL-6', price: 9.5 }],
  salesUserId: 2,
}
const schemaMessages = {
  'new customer': badInputMessages(createBody, customer),
  'customer edit': badInputMessages(updateBody, { ...customer, version: 3 }),
  transfer: badInputMessages(transferBody, { newSalesUserId: 2 }),
  favorite: badInputMessages(favoriteParams, { customerId: '7', productId: 'OIL-6' }),
  order: badInputMessages(staffOrderBody, {
    items: [{ productId: 'OIL-6', quantity: 2, quantityType: 'case' }],
    outsideWindow: true,
  }),
  fulfilment: badInputMessages(fulfilBody, { shipped: [{ productId: 'OIL-6', quantity: 2 }] }),
}

describe('what the request schemas say to a person', () => {
  it.each(Object.entries(schemaMessages))('the %s messages hold no code names', (_, messages) => {
    expect(messages.length).toBeGreaterThan(0)
    expect(messages.filter((m) => codeIn(m).length > 0)).toEqual([])
  })
})

/** Text that names a setting on purpose: it is what the one who runs the server must change. */
const FOR_OPERATORS = [/\(DEFAULT_PASSWORD\)/, /^COOKIE_SECURE=true but a sign-in came over plain HTTP/]
const root = new URL('.', import.meta.url).pathname

function sources(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name)
    if (entry.isDirectory()) return entry.name === 'cli' ? [] : sources(path)
    // An openapi.ts documents the API for developers: it names codes and fields on purpose.
    const message =
      entry.name.endsWith('.ts') && !entry.name.endsWith('.test.ts') && entry.name !== 'openapi.ts'
    return message ? [path] : []
  })
}

/** The sentences in a source file: its string literals that end as a sentence does. */
function sentencesIn(source: string): string[] {
  const code = source
    .split('\n')
    .filter((line) => !/^\s*(\/\/|\/\*|\*|import )/.test(line))
    .join('\n')
  return [...code.matchAll(/'(?:[^'\\\n]|\\.)*'|"(?:[^"\\\n]|\\.)*"|`(?:[^`\\]|\\.)*`/g)]
    .map((m) => m[0].slice(1, -1).replace(/\$\{[^}]*\}/g, ''))
    .filter((text) => text.includes(' ') && /[.!?]$/.test(text))
}

describe('every message the command service writes', () => {
  const files = sources(root)

  it('finds the messages it scans', () => {
    expect(files.flatMap((file) => sentencesIn(readFileSync(file, 'utf8')))).toContain('Customer not found.')
  })

  it.each(files.map((file) => [relative(root, file), file]))('%s names no field of the code', (_, file) => {
    const named = sentencesIn(readFileSync(file, 'utf8'))
      .filter((text) => !FOR_OPERATORS.some((allowed) => allowed.test(text)))
      .filter((text) => codeIn(text).length > 0)
    expect(named).toEqual([])
  })
})
