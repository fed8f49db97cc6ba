import { readFileSync } from 'node:fs'
import { createRequire } from 'node:module'
import { dirname, join } from 'node:path'
import { fileURLToPath } from 'node:url'
import { gzipSync } from 'node:zlib'
import { commandRouteDocs } from '@provender/command-service'
import { queryRouteDocs } from '@provender/query-service'
import { buildOpenApiDocument, type JsonSchema, operationsRouteDocs } from '@provender/server-kit'
import type { Context, Next } from 'koa'

/** The whole API's OpenAPI 3.1 document: both services' routes, as their slices declare them. */
export function openApiDocument(): JsonSchema {
  return buildOpenApiDocument(
    {
      title: 'Provender API',
      version: '0.1.0',
      description:
        'Every call of the gateway’s single origin, generated from the zod schemas the services validate with. ' +
        'Sign in with `POST /api/auth/login` (it sets the session cookie); writes carrying the cookie must send ' +
        '`X-Requested-With`. Errors are `{ error, code?, issues? }`. The prose (conventions, fulfilment, history) ' +
        'is in docs/api.md.',
    },
    [...commandRouteDocs, ...queryRouteDocs, ...operationsRouteDocs],
  )
}

interface Asset {
  type: string
  raw: Buffer
  gzipped: Buffer
}

const swaggerUi = dirname(createRequire(import.meta.url).resolve('swagger-ui-dist/package.json'))
const ours = join(dirname(fileURLToPath(import.meta.url)), 'openapiDocs')

/** The reference's files: swagger-ui's own from node_modules (no CDN), the page and its start-up ours. */
const assetFiles: Record<string, { file: string; type: string }> = {
  '': { file: join(ours, 'index.html'), type: 'text/html; charset=utf-8' },
  'swagger-ui.css': { file: join(swaggerUi, 'swagger-ui.css'), type: 'text/css; charset=utf-8' },
  'swagger-ui-bundle.js': {
    file: join(swaggerUi, 'swagger-ui-bundle.js'),
    type: 'text/javascript; charset=utf-8',
  },
  'docs.css': { file: join(ours, 'docs.css'), type: 'text/css; charset=utf-8' },
  'docs.js': { file: join(ours, 'docs.js'), type: 'text/javascript; charset=utf-8' },
}

const loaded = new Map<string, Asset>()

function assetOf(name: string): Asset | undefined {
  const known = assetFiles[name]
  if (!known) return undefined
  let asset = loaded.get(name)
  if (!asset) {
    const raw = readFileSync(known.file)
    asset = { type: known.type, raw, gzipped: gzipSync(raw) }
    loaded.set(name, asset)
  }
  return asset
}

let documentAsset: Asset | undefined

function documentOf(): Asset {
  if (!documentAsset) {
    const raw = Buffer.from(JSON.stringify(openApiDocument()))
    documentAsset = { type: 'application/json; charset=utf-8', raw, gzipped: gzipSync(raw) }
  }
  return documentAsset
}

/**
 * `GET /api/openapi.json` and the reference at `/api/docs`, answered by the gateway itself
 * before anything is forwarded, so both exist whether the services run in this process or apart.
 * Public: the document describes what the apps' own scripts already show, and no data.
 */
export async function serveApiDocs(ctx: Context, next: Next): Promise<void> {
  const asset =
    ctx.path === '/api/openapi.json'
      ? documentOf()
      : ctx.path === '/api/docs' || ctx.path.startsWith('/api/docs/')
        ? assetOf(ctx.path.slice('/api/docs/'.length))
        : null
  if (asset === null) return next()
  if (ctx.method !== 'GET' && ctx.method !== 'HEAD') {
    ctx.status = 405
    ctx.set('Allow', 'GET, HEAD')
    ctx.body = { error: 'Method not allowed.' }
    return
  }
  if (!asset) {
    ctx.status = 404
    ctx.body = { error: 'Not found.' }
    return
  }
  ctx.vary('Accept-Encoding')
  ctx.set('Cache-Control', 'no-cache')
  ctx.type = asset.type
  if (ctx.acceptsEncodings('gzip', 'identity') === 'gzip') {
    ctx.set('Content-Encoding', 'gzip')
    ctx.body = asset.gzipped
  } else {
    ctx.body = asset.raw
  }
}
