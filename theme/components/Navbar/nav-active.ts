/**
 * When a navbar item is active: a docSidebar item on pages that show its sidebar (and a doc
 * item on those of the sidebar holding its doc), an internal link (or a doc in no sidebar) on
 * its own URL or below it, a dropdown when one of its items is.
 */
import type { PageProps, ResolvedNavbarItem, SiteData } from '../../../generator/core/types'
import { docSidebarOf } from '../../layouts/page-facts'
import { normalizeUrl } from '../url'

export function isNavItemActive(item: ResolvedNavbarItem, page: PageProps): boolean {
  if (item.type === 'dropdown') return (item.items ?? []).some((child) => isNavItemActive(child, page))
  if (item.type === 'docSidebar' || (item.type === 'doc' && item.sidebarId)) {
    const sidebar = docSidebarOf(page)
    return sidebar !== null && (!item.sidebarId || item.sidebarId === sidebar.id)
  }
  if (!item.href || item.external) return false
  const href = normalizeUrl(item.href)
  const url = normalizeUrl(page.meta.url)
  return url === href || (href !== '/' && url.startsWith(href + '/'))
}

/**
 * The resolved navbar items. `SiteData.navbar` intersects `SiteConfig['navbar']`, so `items`
 * is typed `NavbarItemConfig[] & ResolvedNavbarItem[]` and array methods pick the config type;
 * the data is resolved, so narrow it here (asked the lead to `Omit` items in types.ts).
 */
export function navbarItems(site: SiteData): ResolvedNavbarItem[] {
  return site.navbar.items as ResolvedNavbarItem[]
}
