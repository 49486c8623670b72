/**
 * One docs sidebar entry: a link, or a category as `details.menu__category` (DOM.md). The
 * category holding the current page starts open and its label is marked active.
 *
 * A category with its own page renders its link *before* the `details`, and the `summary` is
 * only the chevron toggle: a link inside `summary` (an implicit button) is a nested
 * interactive control (axe `nested-interactive`, serious). CSS puts the toggle on the link's row.
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
    <li className={link ? 'menu__item menu__item--category menu__item--linked' : 'menu__item menu__item--category'}>
      {link}
      <details className="menu__category" open={active || item.collapsed === false}>
        <summary className={active ? 'menu__category-label menu__category-label--active' : 'menu__category-label'}>
          {link ? <span className="visually-hidden">Toggle the {item.label} category</span>
            : <span className="menu__category-text">{item.label}</span>}
        </summary>
        <ul className="menu__list">
          {(item.items ?? []).map((child) => <SidebarItem key={child.href ?? child.label} item={child} url={url} />)}
        </ul>
      </details>
    </li>
  )
}
