/**
 * Docusaurus's `trailingSlash` rule for page URLs, shared by the generator and the theme (no
 * `node:` imports). Kept apart from paths.ts, which the client runtime bundles: the runtime
 * never needs it, and a site without `trailingSlash` gets the same bytes as before.
 */
import { isExternal } from './paths.js'

/**
 * Docusaurus's `trailingSlash` on a page URL path (with base): `true` ends it with `/`, `false`
 * removes a final `/`, `undefined` leaves it as written. The site root and the base URL keep
 * their slash (`/b/` stays `/b/`, never `/b` or `b.html`); a `?query` or `#hash` stays after the
 * path. Output files follow from the URL (`routeToOutput`): `/x/` → `x/index.html`, `/x` → `x.html`.
 */
export function applyTrailingSlash(url: string, trailingSlash: boolean | undefined, baseUrl: string): string {
  if (trailingSlash === undefined || url.startsWith('#') || isExternal(url)) return url
  const cut = url.search(/[?#]/)
  const path = cut === -1 ? url : url.slice(0, cut)
  if (path === '' || path === '/' || path === baseUrl) return url
  const next = trailingSlash ? (path.endsWith('/') ? path : path + '/') : path.replace(/\/+$/, '')
  return next + (cut === -1 ? '' : url.slice(cut))
}

/**
 * `applyTrailingSlash` for a link as written in content or config: only a path that names a page
 * changes, not one that names a file (a file extension in its last segment: `/img/a.png`, `/rss.xml`).
 */
export function applyTrailingSlashToLink(url: string, trailingSlash: boolean | undefined, baseUrl: string): string {
  if (trailingSlash === undefined) return url
  const path = url.replace(/[?#].*$/, '')
  return /\.[a-z0-9]+$/i.test(path.slice(path.lastIndexOf('/') + 1))
    ? url
    : applyTrailingSlash(url, trailingSlash, baseUrl)
}
