import { pacer } from './turns.ts'

/**
 * The text of an uploaded CSV, whatever wrote it: Excel on Windows saves Windows-1252, Excel's
 * "CSV UTF-8" adds a byte-order mark, "Unicode text" is UTF-16 with one. A BOM says which; without
 * one, bytes that are valid UTF-8 are read as UTF-8, and anything else as Windows-1252 (every byte
 * means a character there, so nothing is lost or refused).
 */
export interface DecodedText {
  text: string
  encoding: 'utf-8' | 'utf-16le' | 'utf-16be' | 'windows-1252'
}

export async function decodeText(bytes: Uint8Array): Promise<DecodedText> {
  if (bytes[0] === 0xef && bytes[1] === 0xbb && bytes[2] === 0xbf) {
    return { text: await decodeSliced(bytes.subarray(3), 'utf-8'), encoding: 'utf-8' }
  }
  if (bytes[0] === 0xff && bytes[1] === 0xfe) {
    return { text: await decodeSliced(bytes.subarray(2), 'utf-16le'), encoding: 'utf-16le' }
  }
  if (bytes[0] === 0xfe && bytes[1] === 0xff) {
    return { text: await decodeSliced(bytes.subarray(2), 'utf-16be'), encoding: 'utf-16be' }
  }
  try {
    return { text: await decodeSliced(bytes, 'utf-8', true), encoding: 'utf-8' }
  } catch {
    return { text: await decodeSliced(bytes, 'windows-1252'), encoding: 'windows-1252' }
  }
}

/** Decoded a megabyte at a time, the event loop given its turns: 20 MB in one go held it too long. */
const SLICE = 1024 * 1024

async function decodeSliced(
  bytes: Uint8Array,
  encoding: DecodedText['encoding'],
  fatal = false,
): Promise<string> {
  const decoder = new TextDecoder(encoding === 'windows-1252' ? 'latin1' : encoding, { fatal })
  const high = encoding === 'windows-1252' ? windows1252 : (text: string) => text
  const turn = pacer()
  const parts: string[] = []
  for (let at = 0; at < bytes.length; at += SLICE) {
    await turn()
    parts.push(high(decoder.decode(bytes.subarray(at, at + SLICE), { stream: true })))
  }
  parts.push(high(decoder.decode()))
  return parts.join('')
}

/**
 * Bytes 0x80-0x9F of Windows-1252 (curly quotes, the euro, dashes), in order; 0x81, 0x8D, 0x8F,
 * 0x90 and 0x9D are unassigned and kept as their code points. Node 20's TextDecoder reads the
 * label 'windows-1252' as plain Latin-1, which would turn "€" and "’" into control characters.
 */
const HIGH_1252 = '€\x81‚ƒ„…†‡ˆ‰Š‹Œ\x8DŽ\x8F\x90‘’“”•–—˜™š›œ\x9DžŸ'

function windows1252(latin1: string): string {
  return latin1.replace(/[\x80-\x9f]/g, (c) => HIGH_1252[c.charCodeAt(0) - 0x80]!)
}
