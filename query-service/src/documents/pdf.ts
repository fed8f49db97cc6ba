import { readFileSync } from 'node:fs'
import type { Settings } from '@provender/server-kit'
import type { Context } from 'koa'
import PDFDocument from 'pdfkit'
import { heightOf, type Weight, write } from './fonts.ts'

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

/**
 * A letter-size page with the distributor's logo, name and address on the left, and the
 * document's title with its facts (number, dates, customer) on the right.
 */
export function startDocument(
  head: Letterhead,
  title: string,
  facts: [string, string][],
  /** A document of record's own instant: pdfkit's creation date (and the file ID made from it) is now otherwise. */
  createdAt?: Date,
): Doc {
  const dates = createdAt ? { CreationDate: createdAt, ModDate: createdAt } : {}
  const doc = new PDFDocument({
    size: 'LETTER',
    margin: MARGIN,
    info: { Title: title, Author: head.name, ...dates },
  })
  let y = MARGIN
  if (head.logo) {
    doc.image(head.logo, MARGIN, y, { fit: [140, 50] })
    y += 58
  }
  write(doc.fontSize(14), head.name, 'bold', { x: MARGIN, y, width: 260 })
  doc.fontSize(9)
  for (const line of head.addressLines) write(doc, line, 'regular', { width: 260 })
  const leftBottom = doc.y
  const right = doc.page.width - MARGIN - 220
  write(doc.fontSize(18), title, 'bold', { x: right, y: MARGIN, width: 220, align: 'right' })
  // Each fact on its line: the label right-aligned against its value, both at one height.
  let factY = doc.y + 4
  doc.fontSize(9)
  for (const [label, value] of facts) {
    write(doc, `${label}:`, 'bold', { x: right, y: factY, width: 105, align: 'right' })
    write(doc, value, 'regular', { x: right + 112, y: factY, width: 108 })
    factY = Math.max(factY + 13, doc.y)
  }
  doc.y = factY
  doc.x = MARGIN
  doc.y = Math.max(leftBottom, doc.y) + 18
  return doc
}

/** A labelled block of lines: Bill to, Ship to. */
export function block(doc: Doc, label: string, lines: string[]): void {
  write(doc.fontSize(9), label, 'bold', { x: MARGIN, y: doc.y })
  doc.fontSize(10)
  for (const line of lines) write(doc, line, 'regular', { x: MARGIN, y: doc.y })
  doc.moveDown(0.8)
}

export interface TableColumn {
  header: string
  width: number
  align?: 'left' | 'right' | 'center'
}

const ROW_GAP = 5

function rowHeight(
  doc: Doc,
  columns: readonly TableColumn[],
  cells: readonly string[],
  weight: Weight,
): number {
  return Math.max(...columns.map((c, i) => heightOf(doc, cells[i] ?? '', weight, c.width - 6))) + ROW_GAP
}

function drawRow(
  doc: Doc,
  columns: readonly TableColumn[],
  cells: readonly string[],
  y: number,
  weight: Weight,
): void {
  let x = MARGIN
  columns.forEach((c, i) => {
    const options = { x: x + 3, y, width: c.width - 6, align: c.align ?? 'left', lineBreak: true }
    write(doc, cells[i] ?? '', weight, options)
    x += c.width
  })
}

function drawHeader(doc: Doc, columns: readonly TableColumn[]): void {
  const y = doc.y
  const headers = columns.map((c) => c.header)
  doc.fontSize(9)
  drawRow(doc, columns, headers, y, 'bold')
  const width = columns.reduce((sum, c) => sum + c.width, 0)
  const bottom = y + rowHeight(doc, columns, headers, 'bold')
  doc
    .moveTo(MARGIN, bottom - 2)
    .lineTo(MARGIN + width, bottom - 2)
    .lineWidth(0.8)
    .stroke()
  doc.y = bottom + 2
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
    const height = rowHeight(doc, columns, cells, 'regular')
    if (doc.y + height > doc.page.height - MARGIN) {
      doc.addPage()
      doc.y = MARGIN
      drawHeader(doc, columns)
    }
    const y = doc.y
    options.marker?.(y)
    drawRow(doc, columns, cells, y, 'regular')
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
    const weight = index === lines.length - 1 ? 'bold' : 'regular'
    doc.fontSize(10)
    write(doc, label, weight, { x: MARGIN, y, width: tableWidth - 110, align: 'right' })
    write(doc, value, weight, { x: MARGIN + tableWidth - 100, y, width: 97, align: 'right' })
    doc.moveDown(0.2)
  }
  doc.x = MARGIN
}

/** A line of text at the left margin: a heading (bold) or a sentence. */
export function line(doc: Doc, text: string, weight: Weight, size: number): void {
  write(doc.fontSize(size), text, weight, { x: MARGIN, y: doc.y })
}

/** A note in small type under the content. */
export function note(doc: Doc, text: string): void {
  write(doc.moveDown(1).fontSize(8).fillColor('#444444'), text, 'regular', { x: MARGIN, y: doc.y })
  doc.fillColor('#000000')
}

/** Answers the PDF as it is written, shown in the browser (printable) rather than saved; no-store comes from the service edge. */
export function sendPdf(ctx: Context, fileName: string, doc: Doc): void {
  ctx.type = 'application/pdf'
  ctx.set('Content-Disposition', `inline; filename="${fileName}"`)
  ctx.body = doc
  doc.end()
}
