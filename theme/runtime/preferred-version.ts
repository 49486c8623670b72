/**
 * The preferred docs version (S5, C4), stored per docs plugin. With one version there is nothing
 * to choose, but a stored name that matches no known version is cleared on load.
 */
import type { BrowserStorage } from './storage'

/** Storage key of the default docs plugin. */
export const PREFERRED_VERSION_KEY = 'docs-preferred-version-default'

/** Known version names: `meta[name="cwc:versions"]` (comma-separated), else `['current']`. */
export function knownVersions(doc: Document = document): string[] {
  const meta = doc.querySelector('meta[name="cwc:versions"]')?.getAttribute('content')
  return meta
    ? meta
        .split(',')
        .map((v) => v.trim())
        .filter(Boolean)
    : ['current']
}

/** Clear a stale preference; returns the preferred version still stored, if any. */
export function initPreferredVersion({
  storage,
  doc = document,
}: {
  storage: BrowserStorage
  doc?: Document
}): string | null {
  const stored = storage.get(PREFERRED_VERSION_KEY)
  if (stored === null || knownVersions(doc).includes(stored)) return stored
  storage.del(PREFERRED_VERSION_KEY)
  return null
}

/** Remember the version a reader picked (a version dropdown calls this). */
export function savePreferredVersion(storage: BrowserStorage, name: string): void {
  storage.set(PREFERRED_VERSION_KEY, name)
}
