/**
 * Pure URL helpers for components: active-state comparison (hrefs vs `meta.url`) and asset
 * URLs. Page data already carries final hrefs; these only compare and prefix.
 */
import type { SidebarItem, SiteData } from '../../generator/core/theme-contract'
import { isExternal, withBase } from '../../generator/core/paths'
import { applyTrailingSlashToLink } from '../../generator/core/trailing-slash'

/** Drop hash, query and a trailing slash (except the root) so `/a/` and `/a` compare equal. */
export function normalizeUrl(url: string): string {
  const path = url.replace(/[?#].*$/, '')
  return path.length > 1 ? path.replace(/\/+$/, '') : path
}

/** Whether two URL paths name the same page. */
export function sameUrl(a: string | undefined, b: string): boolean {
  return a !== undefined && normalizeUrl(a) === normalizeUrl(b)
}

/** Whether a sidebar item is, or contains, the page at `url` (opens its category, L10). */
export function containsUrl(item: SidebarItem, url: string): boolean {
  return sameUrl(item.href, url) || (item.items ?? []).some((child) => containsUrl(child, url))
}

/** URL of a file under static/ (`favicon.svg`, `/img/logo.svg`) with the base URL added. */
export function assetUrl(site: SiteData, src: string): string {
  if (isExternal(src) || src.startsWith('data:')) return src
  return withBase(site.baseUrl, src.startsWith('/') ? src : '/' + src)
}

/** A page link the theme makes (with base) under the site's `trailingSlash` rule; links to files keep their name. */
export function pageHref(site: SiteData, href: string): string {
  return applyTrailingSlashToLink(href, site.trailingSlash, site.baseUrl)
}

/** The blog's authors page, when the blog is on. */
export function authorsHref(site: SiteData): string | null {
  return site.blogHref ? pageHref(site, `${site.blogHref.replace(/\/$/, '')}/authors`) : null
}
