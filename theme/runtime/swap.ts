/**
 * Apply a route's JSON data to the live document (L5, DOM.md "Route data"): `#__layout`, its
 * persistent regions, `<head>` facts, `<html>` attributes and the docs sidebar's active item.
 * Pure DOM work with no network: missing persistent regions are fetched by the router first.
 */
import { DATA_DIR, withBase } from '../../generator/core/paths'
import type { RouteData } from '../../generator/core/types'
import { markNavbar } from './nav-active'

/** `<html>` attributes owned by route data; removed when a route does not set them. */
export const ROUTE_ATTRS = ['data-kind', 'data-has-sidebar', 'data-has-toc']
/** Links whose active state follows the route (the docs sidebar, also while moved into the mobile panel). */
export const SIDEBAR_LINKS = '.doc-sidebar a.menu__link,[data-panel-view="sidebar"] a.menu__link'

const SLOT_RE = /data-persist-slot="([^"]*)"/g

/** URL of the standalone HTML of a persistent region (`sidebar:docs` → `{base}__data/persist/sidebar-docs.html`). */
export function persistUrl(base: string, key: string): string {
  return withBase(base, `/${DATA_DIR}/persist/${key.replace(/:/g, '-')}.html`)
}

/** Keys of the persistent regions the new page needs but the live page lacks. */
export function missingPersistKeys(doc: Document, html: unknown): string[] {
  if (typeof html !== 'string') return []
  const live = new Set(
    [...doc.querySelectorAll('#__layout [data-persist]')].map((el) => el.getAttribute('data-persist')),
  )
  return [...new Set([...html.matchAll(SLOT_RE)].map((m) => m[1]))].filter((k) => !live.has(k))
}

/**
 * Swap the page. Live persistent elements move into their slots (keeping scroll position and
 * open categories); `fragments` fills the others. Throws on malformed data (the router then
 * shows the crash page, E1).
 */
export function swapRoute(doc: Document, data: RouteData, fragments: Map<string, string> = new Map()): void {
  const layout = doc.getElementById('__layout')
  if (!layout) throw new Error('Expected a #__layout element in the page (DOM.md)')
  if (typeof data?.html !== 'string' || typeof data.title !== 'string') {
    throw new Error(`Malformed route data for ${String(data?.url)}: expected "html" and "title" strings`)
  }
  const live = new Map<string, HTMLElement>()
  layout.querySelectorAll<HTMLElement>('[data-persist]').forEach((el) => live.set(el.dataset.persist!, el))
  // Detaching an element resets its scroll offsets, so remember them.
  const scrolls = [...live.values()]
    .flatMap((el) => [el, ...el.querySelectorAll('*')])
    .filter((el) => el.scrollTop > 0)
    .map((el) => [el, el.scrollTop] as const)

  layout.innerHTML = data.html
  layout.querySelectorAll('[data-persist-slot]').forEach((slot) => {
    const key = slot.getAttribute('data-persist-slot')!
    const kept = live.get(key)
    if (kept) return slot.replaceWith(kept)
    const t = doc.createElement('template')
    t.innerHTML = fragments.get(key) ?? ''
    slot.replaceWith(t.content)
  })
  for (const [el, top] of scrolls) el.scrollTop = top

  setHead(doc, data)
  const root = doc.documentElement
  for (const name of ROUTE_ATTRS) if (!(name in (data.attrs ?? {}))) root.removeAttribute(name)
  for (const [name, value] of Object.entries(data.attrs ?? {})) root.setAttribute(name, value)
  const pathname = new URL(data.url, doc.baseURI).pathname
  markActive(doc, pathname)
  markNavbar(doc, pathname)
}

/** Title, description, canonical and their Open Graph copies. */
function setHead(doc: Document, data: RouteData): void {
  doc.title = data.title
  const content = (selector: string, value: string): void => doc.querySelector(selector)?.setAttribute('content', value)
  content('meta[name="description"]', data.description ?? '')
  content('meta[property="og:description"]', data.description ?? '')
  content('meta[property="og:title"]', data.title)
  const canonical = doc.querySelector<HTMLLinkElement>('link[rel="canonical"]')
  if (canonical) {
    canonical.href = new URL(data.url, canonical.href).href
    content('meta[property="og:url"]', canonical.href)
  }
}

/** Mark the sidebar link of `pathname` active and open (and mark) the categories holding it. */
export function markActive(doc: Document, pathname: string): void {
  doc
    .querySelectorAll('.menu__category-label--active')
    .forEach((s) => s.classList.remove('menu__category-label--active'))
  doc.querySelectorAll<HTMLAnchorElement>(SIDEBAR_LINKS).forEach((a) => {
    const on = new URL(a.href, doc.baseURI).pathname === pathname
    a.classList.toggle('menu__link--active', on)
    if (!on) return a.removeAttribute('aria-current')
    a.setAttribute('aria-current', 'page')
    for (let d = a.closest('details'); d; d = d.parentElement?.closest('details') ?? null) {
      d.open = true
      d.querySelector(':scope > summary')?.classList.add('menu__category-label--active')
    }
  })
}
