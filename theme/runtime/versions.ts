/**
 * Docs versions in the browser (a chunk loaded only on sites with several versions): the
 * navbar follows the version being read. The version dropdown leads to this page in each
 * version (from the page's `[data-version-alternates]`, else each version's main doc) and is
 * labelled with the page's version; doc, docSidebar and docsVersion items lead into the page's
 * version, else the reader's preferred one (S5), else the last. A click on a version link (the
 * dropdown, the banner's "latest version") remembers that version.
 */
import type { BrowserStorage } from './storage'

/**
 * The preferred-version key comes from the entry (runtime/index.ts imports preferred-version.ts):
 * importing it here too would split that module into a shared chunk every page loads.
 */
type Preferred = { storage: BrowserStorage | undefined; key: string }

/** The version the page is read in: the doc's own, else the preferred one, else the last version. */
export function activeVersion(doc: Document, { storage, key }: Preferred): string | null {
  const own = doc.querySelector('#__layout [data-doc-version]')?.getAttribute('data-doc-version')
  return own ?? storage?.get(key) ?? doc.querySelector('meta[name="cwc:last-version"]')?.getAttribute('content') ?? null
}

const parse = (json: string | null): Record<string, string> => {
  try {
    return json ? (JSON.parse(json) as Record<string, string>) : {}
  } catch {
    return {}
  }
}

/**
 * Point the navbar's version-dependent links at the page's version (run on load and after each
 * route swap); `html[data-docs-version]` names it for the search (runtime/search-ui.ts).
 */
export function syncVersionLinks(doc: Document, preferred: Preferred): void {
  const alternates = parse(
    doc.querySelector('#__layout [data-version-alternates]')?.getAttribute('data-version-alternates') ?? null,
  )
  const version = activeVersion(doc, preferred)
  if (version) doc.documentElement.setAttribute('data-docs-version', version)
  doc.querySelectorAll<HTMLAnchorElement>('a[data-version][data-main]').forEach((a) => {
    const name = a.getAttribute('data-version')!
    a.setAttribute('href', alternates[name] ?? a.getAttribute('data-main')!)
    // The dropdown's button names the version being read.
    const label = a.closest('[data-dropdown]')?.querySelector('button')?.firstChild
    if (name === version && label) label.textContent = a.textContent
    // The entry of the version being read is marked (theme/components/Navbar/NavbarDropdown.tsx).
    a.classList.toggle('navbar-dropdown__link--active', name === version)
    if (name === version) a.setAttribute('aria-current', 'page')
    else a.removeAttribute('aria-current')
  })
  doc.querySelectorAll<HTMLAnchorElement>('a[data-version-hrefs]').forEach((a) => {
    const href = version ? parse(a.getAttribute('data-version-hrefs'))[version] : undefined
    if (href) a.setAttribute('href', href)
  })
}

/** Wire the links once: remember a chosen version, then sync. */
export function initVersions(preferred: Preferred, doc: Document = document): () => void {
  doc.addEventListener('click', (event) => {
    const a = (event.target as Element).closest?.('a[data-version]')
    if (a) preferred.storage?.set(preferred.key, a.getAttribute('data-version')!)
  })
  const sync = () => syncVersionLinks(doc, preferred)
  sync()
  return sync
}
