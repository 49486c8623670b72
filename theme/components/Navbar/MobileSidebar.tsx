/**
 * The mobile side panel and its backdrop (N3, S2), outside `#__layout`. It opens in the
 * "sidebar" view on pages with a docs sidebar: the runtime moves the live `ul.menu` of
 * `nav.doc-sidebar` into the empty sidebar view. Without JS, `#mobile-panel:target` opens it.
 */
import { useContext } from 'react'
import type { PageProps, ResolvedNavbarItem, SiteData } from '../../../generator/core/theme-contract'
import { docSidebarOf } from '../../layouts/page-facts'
import { IconArrowLeft, IconClose } from '../icons'
import { sameUrl } from '../url'
import { ColorModeToggle } from './ColorModeToggle'
import { NavbarBrand } from './NavbarBrand'
import { NavbarItem } from './NavbarItem'
import { isNavItemActive, navbarKey, pageNavbarItems } from './nav-active'
import { Slot, slotMemo } from '../slot-memo'
import { I18nContext, useT } from '../../i18n/context'

/** The panel's inside, per site and page facts (slot-memo.tsx). */
const insides = new WeakMap<SiteData, Map<string, string[]>>()

export function MobileSidebar({ page }: { page: PageProps }) {
  const { site, meta } = page
  const t = useT()
  const i18n = useContext(I18nContext)
  const items = pageNavbarItems(page)
  if (items.length === 0) return null
  // A dropdown becomes a collapsible group in the panel: hover menus do not suit touch.
  const group = (item: ResolvedNavbarItem) => (
    <details className="menu__category" open={isNavItemActive(item, page)}>
      <summary className="menu__category-label">{item.label}</summary>
      <ul className="menu__list">
        {(item.items ?? []).map((child, j) =>
          child.type === 'html' ? (
            <li
              className="menu__item menu__item--html"
              key={j}
              dangerouslySetInnerHTML={{ __html: child.value ?? '' }}
            />
          ) : (
            <li className="menu__item" key={j}>
              <NavbarItem
                item={child}
                active={isNavItemActive(child, page)}
                current={sameUrl(child.href, meta.url)}
                linkClass="menu__link"
              />
            </li>
          ),
        )}
      </ul>
    </details>
  )
  // The version dropdowns go into slots: they link this page in each version.
  const inside = (slotted: boolean) => (
    <>
      <div className="mobile-panel__header">
        <NavbarBrand site={site} />
        <ColorModeToggle site={site} />
        <a
          className="mobile-panel__close"
          data-mobile-close
          href="#"
          role="button"
          aria-label={t('theme.docs.sidebar.closeSidebarButtonAriaLabel')}
        >
          <IconClose size={24} />
        </a>
      </div>
      <div className="mobile-panel__view" data-panel-view="main">
        <ul className="menu menu__list">
          {items.map((item, i) =>
            item.type === 'html' ? (
              // Raw HTML items (Docusaurus's `html` type) keep their markup in the panel too.
              <li
                className="menu__item menu__item--html"
                key={i}
                dangerouslySetInnerHTML={{ __html: item.value ?? '' }}
              />
            ) : (
              <li className="menu__item" key={i}>
                {slotted && item.type === 'docsVersionDropdown' ? (
                  <Slot />
                ) : item.type === 'dropdown' || item.type === 'docsVersionDropdown' ? (
                  group(item)
                ) : (
                  <NavbarItem
                    item={item}
                    active={isNavItemActive(item, page)}
                    current={sameUrl(item.href, meta.url)}
                    linkClass="menu__link"
                  />
                )}
              </li>
            ),
          )}
        </ul>
      </div>
      <button type="button" className="mobile-panel__back" data-mobile-back>
        <IconArrowLeft size={16} /> {t('theme.navbar.mobileSidebarSecondaryMenu.backButtonLabel')}
      </button>
      <div className="mobile-panel__view" data-panel-view="sidebar" />
    </>
  )
  const key = navbarKey(page, items)
  const parts = items.filter((item) => item.type === 'docsVersionDropdown').map(group)
  const html = key === null ? null : slotMemo(i18n, insides, site, key, () => inside(true), parts)
  const attrs = {
    id: 'mobile-panel',
    className: 'mobile-panel',
    'data-mobile-panel': true,
    'data-view': docSidebarOf(page) ? 'sidebar' : 'main',
    role: 'dialog',
    'aria-modal': 'true' as const,
    'aria-label': t('theme.navbar.mobilePanelAriaLabel'),
  }
  return (
    <>
      {html === null ? (
        <div {...attrs}>{inside(false)}</div>
      ) : (
        <div {...attrs} dangerouslySetInnerHTML={{ __html: html }} />
      )}
      <div className="mobile-backdrop" data-mobile-backdrop />
    </>
  )
}
