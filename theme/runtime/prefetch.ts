/**
 * Prefetch (L3): preload a link's route data on hover or touch, and prefetch links that scroll
 * into view once the browser is idle. Each URL is fetched at most once, and nothing is fetched
 * on a 2g connection or with data saver on. Data goes through the router's loader (`loader.ts`),
 * so a click reuses the request — unlike `<link rel="prefetch">`, which Safari lacks, which
 * depends on HTTP cache headers, and which a later fetch() may download again.
 */
import { cleanPath, dataUrlFor } from '../../generator/core/paths'
import type { LoadRouteData } from './loader'
import { routeUrl } from './router'

/** The parts of `navigator.connection` (Network Information API) we read. */
export interface ConnectionInfo {
  saveData?: boolean
  effectiveType?: string
}

/** Whether prefetching is allowed on this connection. */
export function canPrefetch(connection: ConnectionInfo | undefined): boolean {
  return !connection || (!connection.saveData && !(connection.effectiveType ?? '').includes('2g'))
}

/** Dependencies of {@link createPrefetcher}. */
export interface PrefetchDeps {
  base: string
  load: LoadRouteData
  doc?: Document
  /** Read at every prefetch, since the connection can change. @default navigator.connection */
  connection?: () => ConnectionInfo | undefined
  /** Runs a task when the browser is idle. @default requestIdleCallback, else setTimeout */
  idle?: (task: () => void) => void
  /** @default globalThis.IntersectionObserver (absent: no viewport prefetch) */
  Observer?: typeof IntersectionObserver
}

/** A started prefetcher. */
export interface Prefetcher {
  /** Prefetch a page URL (with base); returns whether a request was started. */
  prefetch(url: string): boolean
  /** Observe the links now in the page (call again after each route swap). */
  scan(): void
}

/** Start hover/touch preloading and viewport prefetching. */
export function createPrefetcher(deps: PrefetchDeps): Prefetcher {
  const { base, load, doc = document } = deps
  const connection = deps.connection ?? (() => (navigator as Navigator & { connection?: ConnectionInfo }).connection)
  const idle =
    deps.idle ??
    ((task) =>
      typeof requestIdleCallback === 'function' ? requestIdleCallback(task, { timeout: 2000 }) : setTimeout(task, 1))
  const Observer = deps.Observer ?? globalThis.IntersectionObserver
  const done = new Set<string>()
  let observer: IntersectionObserver | undefined

  const linkUrl = (a: Element): string | null => {
    const url = routeUrl(a, base, doc.location)
    const path = url && cleanPath(url.pathname)
    return path && path !== doc.location.pathname ? path : null
  }
  const prefetch = (url: string): boolean => {
    if (done.has(url) || !canPrefetch(connection())) return false
    done.add(url)
    load(dataUrlFor(base, url)).catch(() => {}) // a click will try again, then fall back (E5)
    return true
  }
  const onPointer = (event: Event): void => {
    const a = (event.target as Element | null)?.closest?.('a[href]')
    const url = a && linkUrl(a)
    if (url) prefetch(url)
  }
  doc.addEventListener('mouseover', onPointer)
  doc.addEventListener('touchstart', onPointer, { passive: true })

  return {
    prefetch,
    scan() {
      observer?.disconnect() // links of the previous page are gone
      if (!Observer || !canPrefetch(connection())) return
      observer = new Observer((entries, obs) => {
        for (const entry of entries) {
          if (!entry.isIntersecting) continue
          obs.unobserve(entry.target)
          const url = linkUrl(entry.target)
          if (url) idle(() => prefetch(url))
        }
      })
      doc.querySelectorAll('a[href]').forEach((a) => {
        const url = linkUrl(a)
        if (url && !done.has(url)) observer!.observe(a)
      })
    },
  }
}
