// The console's first load: every JS file its built index.html loads eagerly (the entry
// script and its modulepreload links), each gzipped with node:zlib, summed in KiB.
// Usage: node console/scripts/firstLoadSize.mjs [distDir]
import { readFileSync } from 'node:fs'
import { join } from 'node:path'
import { gzipSync } from 'node:zlib'

const dist = process.argv[2] ?? new URL('../dist', import.meta.url).pathname
const html = readFileSync(join(dist, 'index.html'), 'utf8')
const eager = new Set()
for (const tag of html.matchAll(/<(script|link)\b[^>]*>/g)) {
  const src = /\b(?:src|href)="([^"]+\.js)"/.exec(tag[0])?.[1]
  if (src && (tag[1] === 'script' || /rel="modulepreload"/.test(tag[0]))) eager.add(src)
}
let total = 0
for (const src of eager) {
  const file = join(dist, src.replace(/^\/console\//, ''))
  const size = gzipSync(readFileSync(file), { level: 9 }).length
  total += size
  console.log(`${(size / 1024).toFixed(1).padStart(8)} KiB  ${src}`)
}
console.log(`${(total / 1024).toFixed(1).padStart(8)} KiB  first load (gzipped JS, ${eager.size} files)`)
