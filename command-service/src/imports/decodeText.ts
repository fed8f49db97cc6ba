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

export function decodeText(bytes: Uint8Array): DecodedText {
  if (bytes[0] === 0xef && bytes[1] === 0xbb && bytes[2] === 0xbf) {
    return { text: new TextDecoder('utf-8').decode(bytes.subarray(3)), encoding: 'utf-8' }
  }
  if (bytes[0] === 0xff && bytes[1] === 0xfe) {
    return { text: new TextDecoder('utf-16le').decode(bytes.subarray(2)), encoding: 'utf-16le' }
  }
  if (bytes[0] === 0xfe && bytes[1] === 0xff) {
    return { text: new TextDecoder('utf-16be').decode(bytes.subarray(2)), encoding: 'utf-16be' }
  }
  try {
    return { text: new TextDecoder('utf-8', { fatal: true }).decode(bytes), encoding: 'utf-8' }
  } catch {
    return { text: windows1252(bytes), encoding: 'windows-1252' }
  }
}

/**
 * Bytes 0x80-0x9F of Windows-1252 (curly quotes, the euro, dashes), in order; 0x81, 0x8D, 0x8F,
 * 0x90 and 0x9D are unassigned and kept as their code points. Node 20's TextDecoder reads the
 * label 'windows-1252' as plain Latin-1, which would turn "€" and "’" into control characters.
 */
const HIGH_1252 = '€\x81‚ƒ„…†‡ˆ‰Š‹Œ\x8DŽ\x8F\x90‘’“”•–—˜™š›œ\x9DžŸ'

function windows1252(bytes: Uint8Array): string {
  const latin1 = new TextDecoder('latin1').decode(bytes)
  return latin1.replace(/[\x80-\x9f]/g, (c) => HIGH_1252[c.charCodeAt(0) - 0x80]!)
}
