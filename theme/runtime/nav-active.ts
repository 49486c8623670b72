/**
 * Active state of the navbar items (outside `#__layout`, so not swapped) after a route change,
 * with the theme's rule (theme/components/Navbar/nav-active.ts): a docSidebar item
 * (`data-sidebar-id`) is active on pages showing its sidebar; an internal link on its URL or
 * below it; a dropdown when one of its items is. `aria-current="page"` marks the exact URL.
 */

const LINKS = '[data-navbar] a.navbar__link, [data-panel-view="main"] a.menu__link'

const norm = (path: string): string => (path.length > 1 ? path.replace(/\/+$/, '') : path)

/** Whether a navbar link is active on `pathname` (the page's content is already swapped in). */
export function isNavLinkActive(a: HTMLAnchorElement, pathname: string, doc: Document = a.ownerDocument): boolean {
  const sidebarId = a.getAttribute('data-sidebar-id')
  if (sidebarId !== null)
    return !!doc.querySelector(`#__layout [data-persist${sidebarId ? `="sidebar:${sidebarId}"` : '^="sidebar:"'}]`)
  if (a.origin !== doc.location.origin || a.target === '_blank') return false
  const href = norm(a.pathname)
  const url = norm(pathname)
  // The site root (base URL) is active only on itself, not on every page below it.
  const root = norm(doc.querySelector('meta[name="cwc:base"]')?.getAttribute('content') ?? '/')
  return url === href || (href !== root && href !== '/' && url.startsWith(href + '/'))
}

/** Update every navbar and mobile-panel item for the page at `pathname`. */
export function markNavbar(doc: Document, pathname: string): void {
  doc.querySelectorAll<HTMLAnchorElement>(LINKS).forEach((a) => {
    const prefix = a.classList.contains('navbar__link') ? 'navbar__link' : 'menu__link'
    a.classList.toggle(`${prefix}--active`, isNavLinkActive(a, pathname, doc))
    if (norm(a.pathname) === norm(pathname) && a.origin === doc.location.origin) a.setAttribute('aria-current', 'page')
    else a.removeAttribute('aria-current')
  })
  doc.querySelectorAll('[data-dropdown]').forEach((d) => {
    const active = [...d.querySelectorAll<HTMLAnchorElement>('a[href]')].some((a) => isNavLinkActive(a, pathname, doc))
    d.querySelector(':scope > button')?.classList.toggle('navbar__link--active', active)
  })
}
