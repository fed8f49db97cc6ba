import { readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs'
import { join } from 'node:path'
import { promisify } from 'node:util'
import { brotliCompress, constants, gzip } from 'node:zlib'

const brotli = promisify(brotliCompress)
const gzipped = promisify(gzip)

/** Text formats worth compressing; images and fonts are compressed already. */
const compressible = /\.(js|mjs|css|html|svg|json|txt|map|webmanifest|ico)$/
/** Below this a compressed answer saves less than its headers cost. */
const MIN_BYTES = 1024

export interface Precompressed {
  files: number
  bytes: number
  gzipBytes: number
  brotliBytes: number
}

/**
 * Writes `file.br` and `file.gz` beside every compressible file of a built app, at the
 * highest levels (done once per build, not per request); the gateway sends the one the
 * browser accepts. A variant that would not be smaller is not written.
 */
export async function precompressFolder(dir: string): Promise<Precompressed> {
  const total: Precompressed = { files: 0, bytes: 0, gzipBytes: 0, brotliBytes: 0 }
  for (const entry of readdirSync(dir)) {
    const path = join(dir, entry)
    if (statSync(path).isDirectory()) {
      const inner = await precompressFolder(path)
      total.files += inner.files
      total.bytes += inner.bytes
      total.gzipBytes += inner.gzipBytes
      total.brotliBytes += inner.brotliBytes
      continue
    }
    if (!compressible.test(entry)) continue
    const content = readFileSync(path)
    if (content.length < MIN_BYTES) continue
    const [br, gz] = await Promise.all([
      brotli(content, {
        params: {
          [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY,
          [constants.BROTLI_PARAM_SIZE_HINT]: content.length,
        },
      }),
      gzipped(content, { level: constants.Z_BEST_COMPRESSION }),
    ])
    if (br.length < content.length) writeFileSync(`${path}.br`, br)
    if (gz.length < content.length) writeFileSync(`${path}.gz`, gz)
    total.files++
    total.bytes += content.length
    total.gzipBytes += Math.min(gz.length, content.length)
    total.brotliBytes += Math.min(br.length, content.length)
  }
  return total
}
