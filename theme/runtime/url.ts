/**
 * Clean URLs on load (L4): a visit to `/a/index.html` or `/a.html` is rewritten in place to
 * `/a/` or `/a`, keeping query, hash and history state. The preview server redirects as well.
 */
import { HTML_SUFFIX_RE, cleanPath } from '../../generator/core/paths'

/** Rewrite the current URL to its clean path; returns the new path, or null when it was clean. */
export function normalizeUrl(
  loc: Pick<Location, 'pathname' | 'search' | 'hash'> = location,
  hist: Pick<History, 'replaceState' | 'state'> = history,
): string | null {
  if (!HTML_SUFFIX_RE.test(loc.pathname)) return null
  const path = cleanPath(loc.pathname)
  hist.replaceState(hist.state, '', path + loc.search + loc.hash)
  return path
}
