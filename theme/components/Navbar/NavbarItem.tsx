/** One navbar entry: a link (internal or external) or a dropdown (S3). */
import type { ResolvedNavbarItem } from '../../../generator/core/types'
import { Link } from '../Link'
import { NavbarDropdown } from './NavbarDropdown'

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
  if (item.type === 'dropdown') return <NavbarDropdown item={item} active={active} />
  if (!item.href) return null
  const className = active ? `${linkClass} ${linkClass}--active` : linkClass
  return (
    <Link href={item.href} external={item.external} className={className} aria-current={current ? 'page' : undefined}
      // The runtime re-marks persistent navbar links after route swaps; a docSidebar item is
      // active on pages that show its sidebar (theme/runtime/nav-active.ts).
      data-sidebar-id={item.type === 'docSidebar' ? item.sidebarId ?? '' : undefined}>
      {item.label}
    </Link>
  )
}
