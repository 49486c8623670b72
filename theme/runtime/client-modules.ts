/**
 * The site's client modules (Docusaurus's `clientModules`) given Docusaurus's
 * lifecycle: each module's `onRouteUpdate({ location, previousLocation })` when a route change
 * starts (the function it returns is called once the new route has loaded, before the swap) and
 * `onRouteDidUpdate(...)` once the new page is in place; both at first load with
 * `previousLocation: null`. The exports are read as Docusaurus reads them (`default.onX` or
 * `onX`). This file is bundled with the site's modules into their own script
 * (stages/bundle.ts `bundleClientModules`), which runs before the runtime and follows the
 * router's events (router.ts ROUTE_UPDATE, BEFORE_SWAP, NAVIGATED; the runtime stays under its
 * budget by leaving the previous location to this module). No React, no `node:`.
 */

/** What a client module's lifecycle functions receive (react-router's location, as far as a static page has one). */
export interface ClientLocation {
  pathname: string
  search: string
  hash: string
}

/** The lifecycle functions' argument. */
export interface RouteUpdate {
  location: ClientLocation
  previousLocation: ClientLocation | null
}

type Lifecycle = (args: RouteUpdate) => unknown
/** A client module's namespace object. */
export type ClientModule = Partial<Record<'onRouteUpdate' | 'onRouteDidUpdate', unknown>> & { default?: unknown }

// Kept equal to router.ts's names (imported there; repeated here so this bundle does not pull the router in).
const ROUTE_UPDATE = 'cwc:routeupdate'
const BEFORE_SWAP = 'cwc:beforeswap'
const NAVIGATED = 'cwc:navigated'

/** A URL as a location object. */
export function locationOf(href: string): ClientLocation {
  const url = new URL(href)
  return { pathname: url.pathname, search: url.search, hash: url.hash }
}

/** Call one lifecycle function of every module (a throwing module is logged, the others still run); returns
 * the cleanups together. */
export function dispatch(
  modules: ClientModule[],
  name: 'onRouteUpdate' | 'onRouteDidUpdate',
  args: RouteUpdate,
): () => void {
  const cleanups = modules.map((m) => {
    const def = m.default
    const fromDefault =
      def && (typeof def === 'object' || typeof def === 'function') ? (def as Record<string, unknown>)[name] : undefined
    const fn = fromDefault ?? m[name]
    if (typeof fn !== 'function') return undefined
    try {
      return (fn as Lifecycle)(args)
    } catch (error) {
      console.error(`[client module] ${name} failed`, error)
      return undefined
    }
  })
  return () => {
    for (const c of cleanups) {
      if (typeof c !== 'function') continue
      try {
        c()
      } catch (error) {
        console.error('[client module] onRouteUpdate cleanup failed', error)
      }
    }
  }
}

/**
 * Start the lifecycle: first load now, then every client-side navigation. The location shown is
 * kept here (the router's events carry only the new URL), hash changes on the page included.
 * Returns a stop function.
 */
export function startClientModules(
  modules: ClientModule[],
  doc: Document = document,
  win: Window = window,
): () => void {
  let current = locationOf(win.location.href)
  dispatch(modules, 'onRouteUpdate', { location: current, previousLocation: null })()
  dispatch(modules, 'onRouteDidUpdate', { location: current, previousLocation: null })
  let cleanup: (() => void) | null = null
  const controller = new AbortController()
  const on = { signal: controller.signal }
  doc.addEventListener(
    ROUTE_UPDATE,
    (e) => {
      cleanup = dispatch(modules, 'onRouteUpdate', {
        location: locationOf((e as CustomEvent<string>).detail),
        previousLocation: current,
      })
    },
    on,
  )
  doc.addEventListener(
    BEFORE_SWAP,
    () => {
      cleanup?.()
      cleanup = null
    },
    on,
  )
  doc.addEventListener(
    NAVIGATED,
    (e) => {
      const location = locationOf((e as CustomEvent<{ url: string }>).detail.url)
      const previousLocation = current
      current = location
      dispatch(modules, 'onRouteDidUpdate', { location, previousLocation })
    },
    on,
  )
  // A hash link or back/forward within the page (the browser's, not the router's): the location
  // changes, not the page; Docusaurus runs the lifecycle for it too (gtag sends a page_view).
  win.addEventListener(
    'hashchange',
    () => {
      if (win.location.pathname !== current.pathname) return // a page change under way: the router's events follow
      const args = { location: locationOf(win.location.href), previousLocation: current }
      current = args.location
      dispatch(modules, 'onRouteUpdate', args)()
      dispatch(modules, 'onRouteDidUpdate', args)
    },
    on,
  )
  return () => controller.abort()
}
