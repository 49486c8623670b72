/**
 * The sticky top bar (N1–N3, N5): hamburger (only when there are items), brand, left items;
 * right items, colour toggle, search slot. Sits outside `#__layout`, so route changes keep it.
 * `navbar.style` adds `navbar--dark` / `navbar--primary` (navbar.css); `hideOnScroll` adds
 * `data-hide-on-scroll`, which the runtime's hide-on-scroll chunk acts on.
 */
import type { PageProps, ResolvedNavbarItem } from '../../../generator/core/theme-contract'
import { sameUrl } from '../url'
import { IconMenu } from '../icons'
import { ColorModeToggle } from './ColorModeToggle'
import { NavbarBrand } from './NavbarBrand'
import { NavbarItem } from './NavbarItem'
import { SearchButton } from './SearchButton'
import { isNavItemActive, pageNavbarItems } from './nav-active'
import { useT } from '../../i18n/context'

/** `searchSrc`: URL of the search UI chunk; the slot stays empty without it or when `site.search` is off. */
export function Navbar({ page, searchSrc }: { page: PageProps; searchSrc?: string }) {
  const { site, meta } = page
  const t = useT()
  const items = pageNavbarItems(page)
  const render = (item: ResolvedNavbarItem, i: number) => (
    <NavbarItem key={i} item={item} active={isNavItemActive(item, page)} current={sameUrl(item.href, meta.url)} />
  )
  return (
    <header className={site.navbar.style ? `navbar navbar--${site.navbar.style}` : 'navbar'} data-navbar {...(site.navbar.hideOnScroll ? { 'data-hide-on-scroll': '' } : {})}>
      <nav className="navbar__inner" aria-label={t('theme.navbar.mainAriaLabel')}>
        <div className="navbar__items">
          {items.length > 0 && (
            <a className="navbar__toggle" data-mobile-toggle href="#mobile-panel" role="button"
              aria-controls="mobile-panel" aria-expanded="false" aria-label={t('theme.docs.sidebar.toggleSidebarButtonAriaLabel')}>
              <IconMenu size={24} />
            </a>
          )}
          <NavbarBrand site={site} />
          {items.filter((item) => item.position === 'left').map(render)}
        </div>
        <div className="navbar__items navbar__items--right">
          {items.filter((item) => item.position === 'right').map(render)}
          <ColorModeToggle site={site} />
          <div className="navbar__search" data-search-slot>{site.search && searchSrc && <SearchButton src={searchSrc} />}</div>
        </div>
      </nav>
    </header>
  )
}
