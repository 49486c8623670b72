/**
 * `@docusaurus/useBaseUrl`, with Docusaurus's rules: site paths get the base URL (a relative
 * `img/x.png` too, once), `#x` and URLs with a scheme stay as they are, `absolute` adds the
 * site's `url`.
 */
import { isExternal } from '../../generator/core/paths'
import { mdxSite } from './site'

/** Options of useBaseUrl. */
export interface BaseUrlOptions {
  /** Prepend the base URL even when the path already starts with it. */
  forcePrependBaseUrl?: boolean
  /** Return `https://site/base/path` (siteConfig.url + path). */
  absolute?: boolean
}

/** `url` with the site's base URL. */
export function useBaseUrl(url: string, options: BaseUrlOptions = {}): string {
  return withBaseUrl(url, options)
}

/** `{ withBaseUrl }`, for several URLs in one component. */
export function useBaseUrlUtils(): { withBaseUrl: (url: string, options?: BaseUrlOptions) => string } {
  return { withBaseUrl }
}

function withBaseUrl(url: string, { forcePrependBaseUrl = false, absolute = false }: BaseUrlOptions = {}): string {
  const { baseUrl, siteConfig } = mdxSite()
  if (!url || url.startsWith('#') || isExternal(url)) return url
  if (forcePrependBaseUrl) return baseUrl + url.replace(/^\//, '')
  // `/docs` with base `/docs/` is the site root (Docusaurus issue 6315).
  const path =
    url === baseUrl.replace(/\/$/, '') ? baseUrl : url.startsWith(baseUrl) ? url : baseUrl + url.replace(/^\//, '')
  return absolute ? String(siteConfig.url ?? '').replace(/\/+$/, '') + path : path
}
