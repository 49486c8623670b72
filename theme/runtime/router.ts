/**
 * The client router (L5, L6, E5): intercepts clicks on internal links, loads the target's route
 * data, swaps the page (`swap.ts`) and manages history, scroll, focus and announcements. A failed
 * load falls back to a full page load; a failed swap shows the crash page. Racing loads are
 * settled by a "latest pending URL" check.
 */
import { HTML_SUFFIX_RE, cleanPath, dataUrlFor, stripBase } from '../../generator/core/paths'
import type { RouteData } from '../../generator/core/types'
import type { LoadRouteData } from './loader'
import type { Progress } from './progress'
import { missingPersistKeys, persistUrl, swapRoute } from './swap'

/** Fired on `document` before the layout is swapped (the mobile panel closes on it). */
export const BEFORE_SWAP = 'cwc:beforeswap'
/** Fired on `document` after a route change completed; `detail` is `{ url, data }`. */
export const NAVIGATED = 'cwc:navigated'
/**
 * Fired on `document` when a navigation to another page starts, before its data loads; `detail`
 * is the URL. With BEFORE_SWAP and NAVIGATED it gives the site's client modules Docusaurus's
 * lifecycle (client-modules.ts: onRouteUpdate, its cleanup, onRouteDidUpdate).
 */
export const ROUTE_UPDATE = 'cwc:routeupdate'

/** A path whose last segment has a file extension other than .html (images, feeds, downloads). */
const FILE_RE = /\/[^/]+\.[a-z0-9]+$/i

/** Dependencies of {@link createRouter}. */
export interface RouterDeps {
  /** Base URL (`meta[name="cwc:base"]`). */
  base: string
  /** Loads route data by JSON URL (shared with the prefetcher). */
  load: LoadRouteData
  progress?: Progress
  /** Re-runs per-page enhancers after a swap (TOC spy, prefetch observer…). */
  enhance?: () => void
  /** Shows the crash page; `retry` re-runs the navigation (E1). */
  crash?: (error: unknown, retry: () => void) => void
  /** Full page load (E5). @default location.assign */
  assign?: (url: string) => void
  /** Fetches the HTML of a missing persistent region. @default fetch(url).text() */
  fetchText?: (url: string) => Promise<string>
  win?: Window
}

/** A started router. */
export interface Router {
  /** Navigate to a URL (pushes a history entry unless `push` is false). Resolves when settled. */
  go(target: string | URL, options?: { push?: boolean; scroll?: number }): Promise<void>
  /** Remove every listener. */
  stop(): void
}

/** Whether a click is a plain primary click (no modifier: those open tabs and windows natively). */
export function isPlainClick(event: MouseEvent): boolean {
  return (
    !event.defaultPrevented && event.button === 0 && !(event.metaKey || event.ctrlKey || event.shiftKey || event.altKey)
  )
}

/**
 * The URL the router should handle for a link, or null when the browser should: links with a
 * `target` or `download`, external or outside the base, into another locale's site (under this base:
 * `meta[name="cwc:locales"]`), to files, or hash-only on this page.
 */
export function routeUrl(a: Element, base: string, here: URL | Location): URL | null {
  const href = a.getAttribute('href')
  const target = a.getAttribute('target')
  // `rel="noopener"` marks a link made as an external one (an escaped `pathname:///` path kept in the tab:
  // not a route).
  if (
    href === null ||
    (target && target !== '_self') ||
    a.hasAttribute('download') ||
    /external|noopener/.test(a.getAttribute('rel') ?? '')
  )
    return null
  let url: URL
  try {
    url = new URL(href, here.href)
  } catch {
    return null
  }
  if (url.origin !== here.origin || stripBase(base, url.pathname) === null) return null
  if (
    a.ownerDocument
      .querySelector('meta[name="cwc:locales"]')
      ?.getAttribute('content')
      ?.split(' ')
      .some((b) => url.pathname.startsWith(b))
  )
    return null
  if (FILE_RE.test(url.pathname) && !HTML_SUFFIX_RE.test(url.pathname)) return null
  if (url.pathname === here.pathname && url.search === here.search && url.hash) return null
  return url
}

/** Start the router: link clicks, back/forward, scroll bookkeeping. */
export function createRouter(deps: RouterDeps): Router {
  const { base, load, progress, enhance, crash, win = window } = deps
  const { document: doc, location: loc, history: hist } = win
  const assign = deps.assign ?? ((url: string) => loc.assign(url))
  const fetchText =
    deps.fetchText ??
    ((url: string) => fetch(url).then((r) => (r.ok ? r.text() : Promise.reject(new Error(`${r.status} ${url}`)))))
  const controller = new AbortController()
  const on = { signal: controller.signal }
  const live = liveRegion(doc)
  let pending: string | null = null
  let path = loc.pathname // the path whose content is shown
  let saveTimer: ReturnType<typeof setTimeout> | undefined

  // Scroll positions live in each history entry's state (survives reloads); we restore them.
  // Writing the state is debounced, so each position is also kept at once in memory under the
  // entry's key: Back pressed right after scrolling must not lose the position of the page left.
  hist.scrollRestoration = 'manual'
  const positions: Record<number, number> = {}
  let current: number = hist.state?.key ?? Math.random()
  const saveScroll = (): void => {
    clearTimeout(saveTimer)
    try {
      hist.replaceState({ ...hist.state, key: current, scroll: win.scrollY }, '')
    } catch {} // Safari rate-limits history calls; a lost position is harmless.
  }
  const savedScroll = (): number | undefined => positions[current] ?? hist.state?.scroll

  async function go(
    target: string | URL,
    { push = true, scroll }: { push?: boolean; scroll?: number } = {},
  ): Promise<void> {
    const url = new URL(target, loc.href)
    url.pathname = cleanPath(url.pathname)
    const key = url.href
    pending = key
    if (url.pathname !== path) {
      progress?.start()
      doc.dispatchEvent(new CustomEvent(ROUTE_UPDATE, { detail: url.href }))
    }
    const dataUrl = dataUrlFor(base, url.pathname)
    let data: RouteData
    let fragments: Map<string, string>
    try {
      data = await load(dataUrl)
      const keys = missingPersistKeys(doc, data.html)
      fragments = new Map(await Promise.all(keys.map(async (k) => [k, await fetchText(persistUrl(base, k))] as const)))
    } catch {
      if (pending === key) {
        pending = null
        progress?.done()
        assign(url.href) // E5: let the server answer (page, 404 or a newer build)
      }
      return
    }
    if (pending !== key) return // a newer navigation won
    pending = null
    if (push) {
      saveScroll()
      if (url.href !== loc.href) current = Math.random()
      hist[url.href === loc.href ? 'replaceState' : 'pushState']({ key: current }, '', url.href)
    }
    path = url.pathname
    try {
      doc.dispatchEvent(new CustomEvent(BEFORE_SWAP))
      swapRoute(doc, data, fragments)
      restoreScroll(url, scroll)
      focusPage(data.title)
      enhance?.()
    } catch (error) {
      progress?.done()
      load.forget?.(dataUrl) // so that "Try again" (and later visits) ask the network again
      if (!crash) throw error
      return crash(error, () => void go(url, { push: false }))
    }
    progress?.done()
    doc.dispatchEvent(new CustomEvent(NAVIGATED, { detail: { url: url.href, data } }))
  }

  function restoreScroll(url: URL, y: number | undefined): void {
    const el = url.hash && doc.getElementById(decodeURIComponent(url.hash.slice(1)))
    if (y === undefined && el) el.scrollIntoView()
    else win.scrollTo({ top: y ?? 0, left: 0, behavior: 'instant' })
  }

  /** Focus the new h1 (or main) without scrolling, and announce the title (a11y). */
  function focusPage(title: string): void {
    const main = doc.getElementById('__main')
    const el = main?.querySelector('h1') ?? main
    if (el) {
      if (!el.hasAttribute('tabindex')) el.setAttribute('tabindex', '-1')
      el.focus({ preventScroll: true })
    }
    live.textContent = title
  }

  doc.addEventListener(
    'click',
    (event) => {
      const a = (event.target as Element | null)?.closest?.('a[href]')
      const url = a && isPlainClick(event) ? routeUrl(a, base, loc) : null
      if (!url) return
      event.preventDefault()
      void go(url)
    },
    on,
  )
  win.addEventListener(
    'popstate',
    () => {
      clearTimeout(saveTimer) // a pending save would land on the new entry
      current = hist.state?.key ?? Math.random()
      const url = new URL(loc.href)
      if (url.pathname !== path) return void go(url, { push: false, scroll: savedScroll() })
      pending = null // back to the page already shown: drop any navigation in flight
      progress?.done()
      restoreScroll(url, savedScroll())
    },
    on,
  )
  win.addEventListener(
    'scroll',
    () => {
      positions[current] = win.scrollY
      clearTimeout(saveTimer)
      saveTimer = setTimeout(saveScroll, 150)
    },
    { passive: true, signal: controller.signal },
  )

  // A reload or a return from another site: put the reader back where they were.
  if (savedScroll() !== undefined && !loc.hash) win.scrollTo(0, savedScroll()!)

  return {
    go,
    stop() {
      controller.abort()
      clearTimeout(saveTimer)
      live.remove()
    },
  }
}

/** A visually hidden polite live region for route announcements. */
function liveRegion(doc: Document): HTMLElement {
  const el = doc.createElement('div')
  el.setAttribute('aria-live', 'polite')
  el.setAttribute('aria-atomic', 'true')
  el.style.cssText =
    'position:absolute;width:1px;height:1px;margin:-1px;overflow:hidden;clip:rect(0 0 0 0);white-space:nowrap'
  doc.body.appendChild(el)
  return el
}
