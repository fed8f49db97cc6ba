import { readRelationships, readXmlPart } from './xmlParts.ts'
import { damaged, type ZipParts } from './zipParts.ts'

/** The longest text a cell holds, as Excel itself allows: anything longer is cut, never kept whole. */
export const MAX_CELL_CHARS = 32_767

export const cutCell = (text: string) => (text.length > MAX_CELL_CHARS ? text.slice(0, MAX_CELL_CHARS) : text)

export interface WorkbookSheet {
  name: string
  /** The sheet's part in the archive, e.g. `xl/worksheets/sheet1.xml`. */
  part: string
}

export interface WorkbookIndex {
  /** The sheets in the workbook's order, without the ones it hides from every user (veryHidden). */
  sheets: WorkbookSheet[]
  sharedStrings: string | null
}

const isType = (type: string, kind: string) => type.endsWith(`/${kind}`)

/** Where the workbook's sheets and shared strings are, by the package's relationships. */
export async function readWorkbookIndex(parts: ZipParts): Promise<WorkbookIndex> {
  const root = await readRelationships(parts, '_rels/.rels')
  const workbook = root.find((r) => isType(r.type, 'officeDocument'))?.target ?? 'xl/workbook.xml'
  if (!parts.has(workbook)) throw damaged()
  const rels = await readRelationships(parts, workbook.replace(/([^/]*)$/, '_rels/$1.rels'))
  const targetOf = new Map(rels.map((r) => [r.id, r.target]))
  const sheets: WorkbookSheet[] = []
  await readXmlPart(parts, workbook, {
    open(tag, attributes) {
      if (tag !== 'sheet' || attributes.state === 'veryHidden') return
      // The relationship id's prefix is whatever the writer bound ("r:id" in Excel's files).
      const id = Object.entries(attributes).find(([key]) => key.endsWith(':id'))?.[1]
      const part = id === undefined ? undefined : targetOf.get(id)
      if (part !== undefined) sheets.push({ name: attributes.name ?? '', part })
    },
    close() {},
  })
  const strings = rels.find((r) => isType(r.type, 'sharedStrings'))?.target ?? null
  return { sheets, sharedStrings: strings !== null && parts.has(strings) ? strings : null }
}

/** The shared strings, each as the text it shows (its runs joined, phonetic guides left out). */
export async function readSharedStrings(parts: ZipParts, part: string | null): Promise<string[]> {
  const strings: string[] = []
  if (part === null) return strings
  let current: string[] | null = null
  let inText = false
  let phonetic = 0
  await readXmlPart(parts, part, {
    open(tag) {
      if (tag === 'si') current = []
      else if (tag === 'rPh') phonetic += 1
      else if (tag === 't') inText = phonetic === 0
    },
    close(tag) {
      if (tag === 'si' && current) {
        strings.push(cutCell(current.join('')))
        current = null
      } else if (tag === 'rPh') phonetic -= 1
      else if (tag === 't') inText = false
    },
    text(text) {
      if (inText && current) current.push(text)
    },
  })
  return strings
}
