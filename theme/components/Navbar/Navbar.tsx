/**
 * The sticky top bar (N1–N3, N5): hamburger (only when there are items), brand, left items;
 * right items, colour toggle, search slot. Sits outside `#__layout`, so route changes keep it.
 * `navbar.style` adds `navbar--dark` / `navbar--primary` (navbar.css); `hideOnScroll` adds
 * `data-hide-on-scroll`, which the runtime's hide-on-scroll chunk acts on.
 */
import { useContext } from 'react'
import type { PageProps, ResolvedNavbarItem, SiteData } from '../../../generator/core/theme-contract'
import { sameUrl } from '../url'
import { IconMenu } from '../icons'
import { ColorModeToggle } from './ColorModeToggle'
import { NavbarBrand } from './NavbarBrand'
import { NavbarItem } from './NavbarItem'
import { SearchButton } from './SearchButton'
import { isNavItemActive, navbarKey, pageNavbarItems } from './nav-active'
import { Slot, slotMemo } from '../slot-memo'
import { I18nContext, useT } from '../../i18n/context'

/** The navbar's inside, per site and page facts (slot-memo.tsx). */
const insides = new WeakMap<SiteData, Map<string, string[]>>()

/** `searchSrc`: URL of the search UI chunk; the slot stays empty without it or when `site.search` is off. */
export function Navbar({ page, searchSrc }: { page: PageProps; searchSrc?: string }) {
  const { site, meta } = page
  const t = useT()
  const i18n = useContext(I18nContext)
  const items = pageNavbarItems(page)
  const render = (item: ResolvedNavbarItem, i: number) => (
    <NavbarItem key={i} item={item} active={isNavItemActive(item, page)} current={sameUrl(item.href, meta.url)} />
  )
  const left = items.map((item, i) => ({ item, i })).filter(({ item }) => item.position === 'left')
  const right = items.map((item, i) => ({ item, i })).filter(({ item }) => item.position === 'right')
  // The version dropdowns go into slots: they link this page in each version.
  const place =
    (slotted: boolean) =>
    ({ item, i }: { item: ResolvedNavbarItem; i: number }) =>
      slotted && item.type === 'docsVersionDropdown' ? <Slot key={i} /> : render(item, i)
  const inside = (slotted: boolean) => (
    <nav className="navbar__inner" aria-label={t('theme.navbar.mainAriaLabel')}>
      <div className="navbar__items">
        {items.length > 0 && (
          <a
            className="navbar__toggle"
            data-mobile-toggle
            href="#mobile-panel"
            role="button"
            aria-controls="mobile-panel"
            aria-expanded="false"
            aria-label={t('theme.docs.sidebar.toggleSidebarButtonAriaLabel')}
          >
            <IconMenu size={24} />
          </a>
        )}
        <NavbarBrand site={site} />
        {left.map(place(slotted))}
      </div>
      <div className="navbar__items navbar__items--right">
        {right.map(place(slotted))}
        <ColorModeToggle site={site} />
        <div className="navbar__search" data-search-slot>
          {site.search && searchSrc && <SearchButton src={searchSrc} />}
        </div>
      </div>
    </nav>
  )
  const key = navbarKey(page, items)
  const parts = [...left, ...right]
    .filter(({ item }) => item.type === 'docsVersionDropdown')
    .map(({ item, i }) => render(item, i))
  const html =
    key === null ? null : slotMemo(i18n, insides, site, `${searchSrc ?? ''}\0${key}`, () => inside(true), parts)
  const attrs = {
    className: site.navbar.style ? `navbar navbar--${site.navbar.style}` : 'navbar',
    'data-navbar': true,
    ...(site.navbar.hideOnScroll ? { 'data-hide-on-scroll': '' } : {}),
  }
  return html === null ? (
    <header {...attrs}>{inside(false)}</header>
  ) : (
    <header {...attrs} dangerouslySetInnerHTML={{ __html: html }} />
  )
}
