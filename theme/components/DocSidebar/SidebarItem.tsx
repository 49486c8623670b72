/**
 * One docs sidebar entry: a link, or a category as `details.menu__category` (DOM.md). The
 * category holding the current page starts open and its label is marked active.
 */
import type { SidebarItem as SidebarItemData } from '../../../generator/types'
import { Link } from '../Link'
import { containsUrl, sameUrl } from '../url'

export function SidebarItem({ item, url }: { item: SidebarItemData; url: string }) {
  const current = sameUrl(item.href, url)
  const link = item.href && (
    <Link href={item.href} external={item.external} className={current ? 'menu__link menu__link--active' : 'menu__link'}
      aria-current={current ? 'page' : undefined}>
      {item.label}
    </Link>
  )
  if (item.type !== 'category') return <li className="menu__item">{link}</li>

  const active = containsUrl(item, url)
  return (
    <li className="menu__item">
      <details className="menu__category" open={active || item.collapsed === false}>
        <summary className={active ? 'menu__category-label menu__category-label--active' : 'menu__category-label'}>
          {link || <span className="menu__category-text">{item.label}</span>}
        </summary>
        <ul className="menu__list">
          {(item.items ?? []).map((child) => <SidebarItem key={child.href ?? child.label} item={child} url={url} />)}
        </ul>
      </details>
    </li>
  )
}
