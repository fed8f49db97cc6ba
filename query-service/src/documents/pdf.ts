import { readFileSync } from 'node:fs'
import type { Settings } from '@provender/server-kit'
import type { Context } from 'koa'
import PDFDocument from 'pdfkit'

/** Who the documents come from: the distributor's settings. */
export interface Letterhead {
  name: string
  addressLines: string[]
  /** The logo's bytes, read once; null without DISTRIBUTOR_LOGO. */
  logo: Buffer | null
}

export function letterheadOf(
  settings: Pick<Settings, 'DISTRIBUTOR_NAME' | 'DISTRIBUTOR_ADDRESS' | 'DISTRIBUTOR_LOGO'>,
): Letterhead {
  return {
    name: settings.DISTRIBUTOR_NAME,
    addressLines: (settings.DISTRIBUTOR_ADDRESS ?? '')
      .split(/\\n|\n|\|/)
      .map((l) => l.trim())
      .filter(Boolean),
    // Read at start: a missing logo file stops the start with its path, not every invoice later.
    logo: settings.DISTRIBUTOR_LOGO ? readFileSync(settings.DISTRIBUTOR_LOGO) : null,
  }
}

export type Doc = InstanceType<typeof PDFDocument>

const MARGIN = 50
const FONT = 'Helvetica'
const BOLD = 'Helvetica-Bold'

/**
 * A letter-size page with the distributor's logo, name and address on the left, and the
 * document's title with its facts (number, dates, customer) on the right.
 */
export function startDocument(head: Letterhead, title: string, facts: [string, string][]): Doc {
  const doc = new PDFDocument({ size: 'LETTER', margin: MARGIN, info: { Title: title, Author: head.name } })
  let y = MARGIN
  if (head.logo) {
    doc.image(head.logo, MARGIN, y, { fit: [140, 50] })
    y += 58
  }
  doc.font(BOLD).fontSize(14).text(head.name, MARGIN, y, { width: 260 })
  doc.font(FONT).fontSize(9)
  for (const line of head.addressLines) doc.text(line, { width: 260 })
  const leftBottom = doc.y
  const right = doc.page.width - MARGIN - 220
  doc.font(BOLD).fontSize(18).text(title, right, MARGIN, { width: 220, align: 'right' })
  // Each fact on its line: the label right-aligned against its value, both at one height.
  let factY = doc.y + 4
  doc.fontSize(9)
  for (const [label, value] of facts) {
    doc.font(BOLD).text(`${label}:`, right, factY, { width: 105, align: 'right' })
    doc.font(FONT).text(value, right + 112, factY, { width: 108 })
    factY = Math.max(factY + 13, doc.y)
  }
  doc.y = factY
  doc.x = MARGIN
  doc.y = Math.max(leftBottom, doc.y) + 18
  return doc
}

/** A labelled block of lines: Bill to, Ship to. */
export function block(doc: Doc, label: string, lines: string[]): void {
  doc.font(BOLD).fontSize(9).text(label, MARGIN, doc.y)
  doc.font(FONT).fontSize(10)
  for (const line of lines) doc.text(line, MARGIN)
  doc.moveDown(0.8)
}

export interface TableColumn {
  header: string
  width: number
  align?: 'left' | 'right' | 'center'
}

const ROW_GAP = 5

function rowHeight(doc: Doc, columns: readonly TableColumn[], cells: readonly string[]): number {
  return (
    Math.max(...columns.map((c, i) => doc.heightOfString(cells[i] ?? '', { width: c.width - 6 }))) + ROW_GAP
  )
}

function drawRow(doc: Doc, columns: readonly TableColumn[], cells: readonly string[], y: number): void {
  let x = MARGIN
  columns.forEach((c, i) => {
    doc.text(cells[i] ?? '', x + 3, y, { width: c.width - 6, align: c.align ?? 'left', lineBreak: true })
    x += c.width
  })
}

function drawHeader(doc: Doc, columns: readonly TableColumn[]): void {
  const y = doc.y
  doc.font(BOLD).fontSize(9)
  drawRow(
    doc,
    columns,
    columns.map((c) => c.header),
    y,
  )
  const width = columns.reduce((sum, c) => sum + c.width, 0)
  const bottom =
    y +
    rowHeight(
      doc,
      columns,
      columns.map((c) => c.header),
    )
  doc
    .moveTo(MARGIN, bottom - 2)
    .lineTo(MARGIN + width, bottom - 2)
    .lineWidth(0.8)
    .stroke()
  doc.y = bottom + 2
  doc.font(FONT).fontSize(9)
}

/**
 * A table that continues on a new page (its header again) when the page is full. `marker`
 * draws something in a row's left margin (a tick box on a pick list), given the row's top.
 */
export function table(
  doc: Doc,
  columns: readonly TableColumn[],
  rows: readonly (readonly string[])[],
  options: { marker?: (y: number) => void } = {},
): void {
  drawHeader(doc, columns)
  for (const cells of rows) {
    const height = rowHeight(doc, columns, cells)
    if (doc.y + height > doc.page.height - MARGIN) {
      doc.addPage()
      doc.y = MARGIN
      drawHeader(doc, columns)
    }
    const y = doc.y
    options.marker?.(y)
    drawRow(doc, columns, cells, y)
    doc.y = y + height
  }
  doc.x = MARGIN
  doc.moveDown(0.5)
}

/** An empty square to tick by hand, at the left of a row. */
export function tickBox(doc: Doc, y: number): void {
  doc
    .rect(MARGIN - 14, y, 9, 9)
    .lineWidth(0.6)
    .stroke()
}

/** "Label  value" lines aligned right under a table (totals). */
export function totals(doc: Doc, lines: [string, string][], tableWidth: number): void {
  for (const [index, [label, value]] of lines.entries()) {
    const y = doc.y
    doc.font(index === lines.length - 1 ? BOLD : FONT).fontSize(10)
    doc.text(label, MARGIN, y, { width: tableWidth - 110, align: 'right' })
    doc.text(value, MARGIN + tableWidth - 100, y, { width: 97, align: 'right' })
    doc.moveDown(0.2)
  }
  doc.x = MARGIN
  doc.font(FONT)
}

/** A note in small type under the content. */
export function note(doc: Doc, text: string): void {
  doc.moveDown(1).font(FONT).fontSize(8).fillColor('#444444').text(text, MARGIN).fillColor('#000000')
}

/** Answers the PDF as it is written, shown in the browser (printable) rather than saved. */
export function sendPdf(ctx: Context, fileName: string, doc: Doc): void {
  ctx.type = 'application/pdf'
  ctx.set('Content-Disposition', `inline; filename="${fileName}"`)
  ctx.set('Cache-Control', 'no-store')
  ctx.body = doc
  doc.end()
}
