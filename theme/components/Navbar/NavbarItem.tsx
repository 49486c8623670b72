/** One navbar entry: a link (internal or external, a doc or a docs sidebar), a dropdown (S3) or raw HTML. */
import type { ResolvedNavbarItem } from '../../../generator/core/theme-contract'
import { Link } from '../Link'
import { LocaleDropdown } from './LocaleDropdown'
import { NavbarDropdown } from './NavbarDropdown'
import { versionAttrs } from './nav-active'

export interface NavbarItemProps {
  item: ResolvedNavbarItem
  /** Whether the item leads to the current page or section. */
  active: boolean
  /** Whether the item is exactly the current page (`aria-current="page"`). */
  current?: boolean
  /** Class of the anchor: `navbar__link` in the bar, `menu__link` in the mobile panel. */
  linkClass?: string
}

export function NavbarItem({ item, active, current = false, linkClass = 'navbar__link' }: NavbarItemProps) {
  if (item.type === 'search') return null
  if (item.type === 'dropdown' || item.type === 'docsVersionDropdown')
    return <NavbarDropdown item={item} active={active} />
  if (item.type === 'localeDropdown') return <LocaleDropdown item={item} panel={linkClass === 'menu__link'} />
  // Docusaurus's `html` items: the site's own HTML, as it is (like footer HTML items).
  if (item.type === 'html')
    return <div className="navbar__html" dangerouslySetInnerHTML={{ __html: item.value ?? '' }} />
  if (!item.href) return null
  const className = [linkClass, active && `${linkClass}--active`, item.className].filter(Boolean).join(' ')
  return (
    // An item without a label (drawn by the site's CSS, named by its aria-label), or shown by its own HTML,
    // has no external icon, as in Docusaurus.
    <Link
      href={item.href}
      external={item.external}
      icon={item.label !== '' && item.value === undefined}
      className={className}
      aria-current={current ? 'page' : undefined}
      aria-label={item.ariaLabel}
      target={item.target}
      {...(item.value !== undefined ? { dangerouslySetInnerHTML: { __html: item.value } } : {})}
      // The runtime re-marks persistent navbar links after route swaps; a docSidebar item, and a
      // doc item whose doc is in a sidebar, is active on pages that show that sidebar (theme/runtime/nav-active.ts).
      data-sidebar-id={
        item.type === 'docSidebar' ? (item.sidebarId ?? '') : item.type === 'doc' ? item.sidebarId : undefined
      }
      {...versionAttrs(item)}
    >
      {item.value === undefined ? item.label : undefined}
    </Link>
  )
}
