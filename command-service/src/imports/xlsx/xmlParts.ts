import { SaxesParser } from 'saxes'
import { pacer } from '../turns.ts'
import { damaged, type ZipParts } from './zipParts.ts'

/** What a part's reader is told: each element opened and closed (by local name), and its text. */
export interface XmlVisitor {
  open(name: string, attributes: Readonly<Record<string, string>>): void
  close(name: string): void
  text?(text: string): void
}

/** The parser is given this much text at a time, then the loop gets a turn if its time is up. */
const SLICE = 128 * 1024

/** Writers spell SpreadsheetML with a prefix or without (`x:c`, `c`): the local name is what counts. */
const localName = (name: string) => name.slice(name.indexOf(':') + 1)

/**
 * Parses one part of the workbook, a slice at a time, giving the event loop a turn every
 * few milliseconds (pacer), so a large sheet never stalls the other requests. Malformed XML is a damaged file.
 */
export async function readXmlPart(parts: ZipParts, name: string, visitor: XmlVisitor): Promise<void> {
  const bytes = await parts.read(name)
  const parser = new SaxesParser()
  parser.on('opentag', (tag) => visitor.open(localName(tag.name), tag.attributes as Record<string, string>))
  parser.on('closetag', (tag) => visitor.close(localName(tag.name)))
  if (visitor.text) {
    parser.on('text', visitor.text)
    parser.on('cdata', visitor.text)
  }
  const decoder = new TextDecoder('utf-8')
  const turn = pacer()
  try {
    for (let at = 0; at < bytes.length; at += SLICE) {
      parser.write(decoder.decode(bytes.subarray(at, at + SLICE), { stream: true }))
      await turn()
    }
    parser.write(decoder.decode())
    parser.close()
  } catch (error) {
    if (error instanceof Error && error.name === 'DomainError') throw error
    throw damaged()
  }
}

/** A relationship part (`_rels/*.rels`): each relationship's id, type and target part. */
export async function readRelationships(
  parts: ZipParts,
  name: string,
): Promise<{ id: string; type: string; target: string }[]> {
  const found: { id: string; type: string; target: string }[] = []
  if (!parts.has(name)) return found
  const base = name.replace(/_rels\/[^/]*$/, '')
  await readXmlPart(parts, name, {
    open(tag, attributes) {
      if (tag !== 'Relationship' || !attributes.Target) return
      const target = attributes.Target.startsWith('/')
        ? attributes.Target.slice(1)
        : resolvePath(base, attributes.Target)
      found.push({ id: attributes.Id ?? '', type: attributes.Type ?? '', target })
    },
    close() {},
  })
  return found
}

/** `worksheets/../sheet1.xml` under `xl/`, as one path inside the archive. */
function resolvePath(base: string, target: string): string {
  const out: string[] = []
  for (const segment of `${base}${target}`.split('/')) {
    if (segment === '..') out.pop()
    else if (segment !== '.' && segment !== '') out.push(segment)
  }
  return out.join('/')
}
