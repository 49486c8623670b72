/**
 * The static server of `npm run serve` (and the file part of `npm run dev`): exact routes
 * (R18), `404.html` with status 404 (R16), `.html`/`index.html` redirected to clean paths
 * (L4), no escape from the output folder, content types, nosniff, caching and ETags.
 */
import fs from 'node:fs'
import http from 'node:http'
import path from 'node:path'
import { cleanPath } from '../core/paths.js'

/** Content types by extension. */
export const MIME: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.mjs': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.jpeg': 'image/jpeg',
  '.gif': 'image/gif',
  '.webp': 'image/webp',
  '.avif': 'image/avif',
  '.ico': 'image/x-icon',
  '.txt': 'text/plain; charset=utf-8',
  '.md': 'text/markdown; charset=utf-8',
  '.xml': 'application/xml; charset=utf-8',
  '.woff2': 'font/woff2',
  '.woff': 'font/woff',
  '.wasm': 'application/wasm',
  '.webmanifest': 'application/manifest+json',
}

/** Options of the static handler. */
export interface StaticOptions {
  /** Output folder to serve. */
  dir: string
  /** The site's base URL; paths outside it get the 404 page. @default '/' */
  base?: string
  /** Called for paths the handler should leave alone (dev endpoints); return true if handled. */
  before?: (req: http.IncomingMessage, res: http.ServerResponse) => boolean
  /** Transform HTML before sending (dev: inject live reload). */
  transformHtml?: (html: string) => string
  /** The subfolders of the translated locales (`fr`, from their `path`): a miss under one answers with its
   * own 404.html, in its language. */
  locales?: string[]
}

/** Resolve a request path to a file inside `dir`, a redirect, or nothing. */
export function resolveRequest(
  dir: string,
  rawPath: string,
): { file: string } | { redirect: string } | { status: 400 | 404 } {
  let p: string
  try {
    p = decodeURIComponent(rawPath)
  } catch {
    return { status: 400 }
  }
  // A leading `//` is refused: the .html redirect of `//host/x.html` would point at another origin.
  if (p.includes('\0') || p.includes('\\') || p.length > 2048 || !p.startsWith('/') || p.startsWith('//'))
    return { status: 400 }
  if (p.split('/').some((seg) => seg === '..' || seg === '.')) return { status: 400 }
  if (p.endsWith('.html') && !p.endsWith('/404.html')) return { redirect: cleanPath(rawPath) }
  const root = path.resolve(dir)
  const inside = (f: string) => {
    const abs = path.resolve(root, '.' + f)
    return abs === root || abs.startsWith(root + path.sep) ? abs : null
  }
  const isFile = (f: string | null) => {
    try {
      return f !== null && fs.statSync(f, { throwIfNoEntry: false })?.isFile() === true
    } catch {
      return false // ENOTDIR (`/robots.txt/x`), EACCES…: thrown in a request handler, it would crash the server
    }
  }
  if (p.endsWith('/')) {
    const f = inside(p + 'index.html')
    if (isFile(f)) return { file: f! }
    // `/tips/` for the leaf page `/tips`: redirect to the clean path, as `.html` is.
    if (p.length > 1 && isFile(inside(p.slice(0, -1) + '.html'))) return { redirect: rawPath.slice(0, -1) }
    return { status: 404 }
  }
  const exact = inside(p)
  if (isFile(exact)) return { file: exact! }
  const html = inside(p + '.html')
  if (isFile(html)) return { file: html! }
  if (isFile(inside(p + '/index.html'))) return { redirect: rawPath + '/' }
  return { status: 404 }
}

/** A request handler serving `dir`. */
export function createStaticHandler(options: StaticOptions): http.RequestListener {
  return (req, res) => {
    if (options.before?.(req, res)) return
    res.setHeader('X-Content-Type-Options', 'nosniff')
    if (req.method !== 'GET' && req.method !== 'HEAD') {
      res.writeHead(405, { Allow: 'GET, HEAD' }).end()
      return
    }
    const url = new URL(req.url ?? '/', 'http://localhost')
    const prefix = (options.base ?? '/').replace(/\/+$/, '')
    if (prefix && url.pathname === prefix) {
      res.writeHead(301, { Location: prefix + '/' + url.search }).end()
      return
    }
    const inBase = !prefix || url.pathname.startsWith(prefix + '/')
    // A rebuild (dev) swaps the folder in with two renames, and a file can vanish between
    // stat and read: for that instant, wait and resolve again rather than answer 404 or crash.
    const serve = (attempt: number): void => {
      const retry = () =>
        attempt < SWAP_RETRIES && !res.destroyed && (setTimeout(() => serve(attempt + 1), SWAP_RETRY_MS), true)
      const resolved = inBase
        ? resolveRequest(options.dir, url.pathname.slice(prefix.length))
        : { status: 404 as const }
      if ('redirect' in resolved) {
        res.writeHead(301, { Location: prefix + resolved.redirect + url.search }).end()
        return
      }
      if ('status' in resolved) {
        if (resolved.status === 400) {
          res.writeHead(400, { 'Content-Type': 'text/plain' }).end('Bad request')
          return
        }
        if (!fs.existsSync(options.dir) && retry()) return
        const rest = url.pathname.slice(prefix.length)
        const locale = options.locales?.find((l) => rest === `/${l}` || rest.startsWith(`/${l}/`))
        const notFound = [
          ...(locale ? [path.join(options.dir, locale, '404.html')] : []),
          path.join(options.dir, '404.html'),
        ].find((f) => fs.existsSync(f))
        if (!sendFile(req, res, notFound ?? null, 404, options) && !retry()) notFoundText(res)
        return
      }
      if (!sendFile(req, res, resolved.file, 200, options) && !retry()) notFoundText(res)
    }
    serve(0)
  }
}

/** How often and how long a request waits for an output folder being swapped in. */
const SWAP_RETRIES = 50
const SWAP_RETRY_MS = 20

function notFoundText(res: http.ServerResponse): void {
  res.writeHead(404, { 'Content-Type': 'text/plain' }).end('Not found')
}

/** Send a file; false (nothing sent) if it vanished since it was resolved. */
function sendFile(
  req: http.IncomingMessage,
  res: http.ServerResponse,
  file: string | null,
  status: number,
  options: StaticOptions,
): boolean {
  if (!file) {
    res.writeHead(status, { 'Content-Type': 'text/plain' }).end('Not found')
    return true
  }
  let stat: fs.Stats
  try {
    stat = fs.statSync(file)
  } catch {
    return false
  }
  const ext = path.extname(file).toLowerCase()
  const type = MIME[ext] ?? 'application/octet-stream'
  const etag = `W/"${stat.size.toString(16)}-${Math.floor(stat.mtimeMs).toString(16)}"`
  const hashed = /\/assets\/[^/]+\.[A-Za-z0-9_-]{6,}\.[a-z0-9]+$/.test(file.split(path.sep).join('/'))
  const headers: Record<string, string> = {
    'Content-Type': type,
    'Cache-Control': hashed
      ? 'public, max-age=31536000, immutable'
      : ext === '.html'
        ? 'no-cache'
        : 'public, max-age=0, must-revalidate',
    ETag: etag,
  }
  if (status === 200 && req.headers['if-none-match'] === etag && !options.transformHtml) {
    res.writeHead(304, headers).end()
    return true
  }
  let body: Buffer | string
  try {
    body = fs.readFileSync(file)
  } catch {
    return false
  }
  if (ext === '.html' && options.transformHtml) body = options.transformHtml(body.toString('utf8'))
  headers['Content-Length'] = String(Buffer.byteLength(body))
  res.writeHead(status, headers)
  res.end(req.method === 'HEAD' ? undefined : body)
  return true
}

/** Start a server; resolves once listening. */
export function listen(handler: http.RequestListener, port: number, host: string): Promise<http.Server> {
  const server = http.createServer(handler)
  return new Promise((resolve, reject) => {
    server.once('error', reject)
    server.listen(port, host, () => resolve(server))
  })
}
