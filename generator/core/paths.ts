/**
 * The one routing rule, shared by the generator and the client runtime: URL ↔ output file ↔
 * route-data file, base URL handling and clean paths. No `node:` imports (bundled for the browser).
 */

/** Trailing `.html` or `index.html` (L4). */
export const HTML_SUFFIX_RE = /(?:^|\/)index\.html$|\.html$/

/** Folder under the output root that holds the JSON route data. */
export const DATA_DIR = '__data'

/** Prefix an absolute internal path with the base URL (L1). `withBase('/docs/', '/tips')` → `/docs/tips`. */
export function withBase(base: string, path: string): string {
  if (!path.startsWith('/') || path.startsWith('//')) return path
  if (base === '/' || path === base || path.startsWith(base)) return path
  return base.replace(/\/$/, '') + path
}

/** Remove the base URL from a path; returns null when the path is outside the base. */
export function stripBase(base: string, path: string): string | null {
  if (base === '/') return path
  if (path === base.replace(/\/$/, '')) return '/'
  if (!path.startsWith(base)) return null
  return '/' + path.slice(base.length)
}

/** Normalise `/a/index.html` → `/a/` and `/a.html` → `/a` (L4). Other paths are returned unchanged. */
export function cleanPath(path: string): string {
  if (path.endsWith('/index.html')) return path.slice(0, -'index.html'.length)
  if (path === 'index.html') return '/'
  if (path.endsWith('.html')) return path.slice(0, -'.html'.length)
  return path
}

/** Output file (relative, no leading slash) of a route URL: `/` → `index.html`, `/a/` → `a/index.html`, `/a`
 * → `a.html`. */
export function routeToOutput(url: string): string {
  const p = decodeURIComponent(url).replace(/^\/+/, '')
  if (p === '' || p.endsWith('/')) return p + 'index.html'
  return p + '.html'
}

/** Route-data file (relative to the output root) of a route URL *without* base. */
export function routeToDataFile(url: string): string {
  const p = decodeURIComponent(url).replace(/^\/+/, '')
  if (p === '' || p.endsWith('/')) return `${DATA_DIR}/${p}index.json`
  return `${DATA_DIR}/${p}.json`
}

/** URL (with base) where the client fetches the route data of a page URL (with base). */
export function dataUrlFor(base: string, url: string): string {
  const path = stripBase(base, url) ?? url
  return withBase(base, '/' + routeToDataFile(path))
}

/** Whether an href leaves the site (has a scheme or is protocol-relative). */
export function isExternal(href: string): boolean {
  return /^[a-z][a-z0-9+.-]*:/i.test(href) || href.startsWith('//')
}

/** Docusaurus's escape hatch: `pathname:///x` is the path `/x`, which its router and link checks leave alone. */
export const PATHNAME_ESCAPE = 'pathname://'

/**
 * The URL of an escaped link (`pathname:///api/x.html` → `/api/x.html`, with the base URL, as
 * Docusaurus's Link gives it), or null when `href` is not one. It is opened as an external link
 * is (a new tab), and not checked.
 */
export function escapedHref(baseUrl: string, href: string): string | null {
  if (!href.startsWith(PATHNAME_ESCAPE)) return null
  const path = href.slice(PATHNAME_ESCAPE.length)
  return path.startsWith('/') ? withBase(baseUrl, path) : path
}

/** Join URL path segments with single slashes. */
export function joinUrl(...parts: string[]): string {
  const joined = parts
    .filter(Boolean)
    .join('/')
    .replace(/\/{2,}/g, '/')
  return joined.startsWith('/') ? joined : '/' + joined
}

/** URL of a page's markdown twin: `/tips` → `/tips.md`, `/api-tools/` → `/api-tools/index.md`, `/` → `/index.md`. */
export function markdownUrl(url: string): string {
  return url.endsWith('/') ? url + 'index.md' : url + '.md'
}

/**
 * Absolute URL of a site path (with base) on the production origin, percent-encoded:
 * `absoluteUrl('https://codeweb.chat', '/tips')` → `https://codeweb.chat/tips`. External URLs are returned as they are.
 */
export function absoluteUrl(origin: string, path: string): string {
  if (isExternal(path)) return path
  return new URL(path, origin.replace(/\/+$/, '') + '/').href
}
