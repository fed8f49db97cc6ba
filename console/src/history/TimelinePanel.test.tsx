// @vitest-environment jsdom
import { fireEvent, screen, waitFor } from '@testing-library/react'
import { beforeEach, describe, expect, it } from 'vitest'
import type { TimelineItem } from '../dataProvider/index.ts'
import { renderInConsole, stubApi } from '../testing/renderInConsole.tsx'
import { captureSavedFiles } from '../testing/savedFiles.ts'
import { TimelinePanel } from './TimelinePanel.tsx'

const TOTAL = 79

function item(n: number): TimelineItem {
  return {
    id: `event-${n}`,
    at: new Date(Date.UTC(2026, 10, 1, 12, n)).toISOString(),
    kind: 'price',
    type: 'CustomerProductPriced',
    actor: { id: 2, name: 'Sam Reyes', role: 'sales' },
    sentence: `Olive oil (pack) price ${n}.00 → ${n + 1}.00`,
    streamId: 'customer-7',
    revision: n,
  }
}

const SERVER_CSV = `When,Kind,What\r\n${Array.from({ length: TOTAL }, (_, n) => `${item(n).at},price,x\r\n`).join('')}`

let fetched: string[]
let saved: { name: string; file: Blob }[]
let exportAnswer: () => Response

beforeEach(() => {
  fetched = []
  exportAnswer = () => new Response(SERVER_CSV, { headers: { 'Content-Type': 'text/csv; charset=utf-8' } })
  stubApi((url) => {
    fetched.push(url)
    if (url.includes('/timeline.csv')) return exportAnswer()
    // The screen holds one page of the 79 rows.
    return { customer: {}, items: Array.from({ length: 25 }, (_, n) => item(n)), totalCount: TOTAL }
  })
  saved = captureSavedFiles()
})

function showTimeline() {
  return renderInConsole(<TimelinePanel customerId="7" fileStem="harbor-fish-house" />, { role: 'auditor' })
}

describe("the timeline's Export CSV", () => {
  it('saves every row of the chosen filter from the server, not the page on screen', async () => {
    showTimeline()
    await screen.findByText('Olive oil (pack) price 0.00 → 1.00')
    fireEvent.click(screen.getByRole('button', { name: 'Prices' }))
    await waitFor(() => expect(fetched.at(-1)).toContain('kind=price'))
    fireEvent.click(screen.getByRole('button', { name: 'Export CSV' }))

    await waitFor(() => expect(saved).toHaveLength(1))
    expect(fetched.at(-1)).toBe('/api/history/customers/7/timeline.csv?kind=price')
    expect(saved[0]!.name).toBe('harbor-fish-house-timeline.csv')
    const rows = (await saved[0]!.file.text()).trim().split('\r\n').slice(1)
    expect(rows).toHaveLength(TOTAL)
  })

  it('says so when the export fails, and saves nothing', async () => {
    exportAnswer = () =>
      new Response(JSON.stringify({ error: 'Customer not found.' }), {
        status: 404,
        headers: { 'Content-Type': 'application/json' },
      })
    showTimeline()
    await screen.findByText('Olive oil (pack) price 0.00 → 1.00')
    fireEvent.click(screen.getByRole('button', { name: 'Export CSV' }))
    expect(await screen.findByText('Customer not found.')).toBeTruthy()
    expect(saved).toEqual([])
  })
})
