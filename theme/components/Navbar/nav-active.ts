/**
 * When a navbar item is active: a docSidebar item on pages that show its sidebar (and a doc
 * item on those of the sidebar holding its doc), an internal link (or a doc in no sidebar) on
 * its own URL or below it, a dropdown when one of its items is.
 */
import type { PageProps, ResolvedNavbarItem, SiteData } from '../../../generator/core/theme-contract'
import { docSidebarOf } from '../../layouts/page-facts'
import { normalizeUrl, sameUrl } from '../url'

export function isNavItemActive(item: ResolvedNavbarItem, page: PageProps): boolean {
  // The version dropdown shows where the reader is, not a section: never marked active.
  if (item.type === 'docsVersionDropdown') return false
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

/**
 * The navbar items as a page shows them: the version dropdown labelled with the page's version
 * and leading to this page in each version (its main doc where the page is not there). Without
 * JS these links are right on every page; the runtime rewrites them after client navigation.
 */
export function pageNavbarItems(page: PageProps): ResolvedNavbarItem[] {
  const items = navbarItems(page.site)
  const version = page.kind === 'doc' ? page.doc.version : undefined
  if (!version) return items
  const hrefs = new Map(version.alternates.map((a) => [a.name, a.href]))
  // Doc, docSidebar and docsVersion items lead into the page's version, without JS too.
  const inVersion = (item: ResolvedNavbarItem): ResolvedNavbarItem => {
    if (item.items) return { ...item, items: item.items.map(inVersion) }
    const href = item.versionHrefs?.[version.name]
    return href ? { ...item, href } : item
  }
  return items.map((item) =>
    item.type !== 'docsVersionDropdown'
      ? inVersion(item)
      : {
          ...item,
          label: version.label,
          items: (item.items ?? []).map((child) =>
            child.version && hrefs.has(child.version)
              ? {
                  ...child,
                  href: hrefs.get(child.version)!,
                  ...(child.version === version.name ? { current: true } : {}),
                }
              : child,
          ),
        },
  )
}

/**
 * Version data for the runtime (theme/runtime/versions.ts): a version dropdown entry names its
 * version and its main doc; a doc/docSidebar/docsVersion item its target in each version.
 */
export function versionAttrs(item: ResolvedNavbarItem): Record<string, string> {
  if (item.version) return { 'data-version': item.version, 'data-main': item.main ?? item.href ?? '' }
  if (item.versionHrefs) return { 'data-version-hrefs': JSON.stringify(item.versionHrefs) }
  return {}
}

/**
 * What a page changes in the navbar and mobile panel besides their version dropdowns (slot-memo.tsx):
 * the version whose links the items lead to, and each item's active and current marks. Null when
 * an item depends on the page's URL itself (a locale dropdown links this page in each locale).
 */
export function navbarKey(page: PageProps, items: ResolvedNavbarItem[]): string | null {
  let key = page.kind === 'doc' ? (page.doc.version?.name ?? '') : ''
  key += '\0'
  const mark = (item: ResolvedNavbarItem): boolean => {
    if (item.type === 'localeDropdown') return false
    key += (isNavItemActive(item, page) ? '1' : '0') + (sameUrl(item.href, page.meta.url) ? '1' : '0')
    return (item.items ?? []).every(mark)
  }
  for (const item of items) if (item.type !== 'docsVersionDropdown' && !mark(item)) return null
  return key
}
