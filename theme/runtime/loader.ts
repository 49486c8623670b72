/**
 * Route-data loader shared by the prefetcher and the router (L3, L5): one in-flight or settled
 * request per JSON URL, kept in a small LRU map so a click reuses the hover preload. Failed
 * loads are forgotten, so the next attempt asks the network again.
 */
import type { RouteData } from '../../generator/core/types'

/** Loads the route data at a JSON URL; `forget` drops a cached answer (e.g. one that crashed the swap). */
export type LoadRouteData = ((dataUrl: string) => Promise<RouteData>) & { forget?(dataUrl: string): void }

/** Options of {@link createLoader}. */
export interface LoaderOptions {
  /** @default globalThis.fetch */
  fetch?: typeof fetch
  /** Entries kept; bounded so memory does not grow with the site. @default 40 */
  max?: number
}

/** Create a caching loader. Rejects on network errors, non-2xx statuses and invalid JSON. */
export function createLoader({ fetch: get = (u) => fetch(u), max = 40 }: LoaderOptions = {}): LoadRouteData {
  const cache = new Map<string, Promise<RouteData>>()
  const load: LoadRouteData = (url) => {
    let entry = cache.get(url)
    if (entry)
      cache.delete(url) // re-inserted below: most recently used last
    else {
      const e = (entry = Promise.resolve(url)
        .then(get)
        .then((res) => {
          if (!res.ok) throw new Error(`${res.status} ${url}`)
          return res.json() as Promise<RouteData>
        }))
      e.catch(() => cache.get(url) === e && cache.delete(url))
    }
    cache.set(url, entry)
    if (cache.size > max) cache.delete(cache.keys().next().value!)
    return entry
  }
  load.forget = (url) => cache.delete(url)
  return load
}
