/**
 * One docs sidebar entry: a link, or a category as `details.menu__category` (DOM.md). The
 * category holding the current page starts open and its label is marked active.
 *
 * A category with its own page renders its link *before* the `details`, and the `summary` is
 * only the chevron toggle: a link inside `summary` (an implicit button) is a nested
 * interactive control (axe `nested-interactive`, serious). CSS puts the toggle on the link's row.
 *
 * A closed category's children are not rendered (`ul[data-lazy-children]` stays empty): a
 * page carries only the open branches, so its weight does not grow with the whole sidebar.
 * The runtime fills them from the full sidebar file when a reader opens one; without
 * JavaScript the category link leads to its page, which lists the children as cards.
 */
import type { Sidebar, SidebarItem as SidebarItemData } from '../../../generator/core/theme-contract'
import { useT } from '../../i18n/context'
import { Link } from '../Link'
import { normalizeUrl, sameUrl } from '../url'

export interface SidebarItemProps {
  item: SidebarItemData
  url: string
  /** Items on the path to the current page (open and marked active). */
  activePath: Set<SidebarItemData>
  /** Render every branch, open or not (the full sidebar file). */
  full?: boolean
}

export function SidebarItem({ item, url, activePath, full }: SidebarItemProps) {
  const t = useT()
  // Docusaurus's html item: the site's own markup (a divider, a heading), shown as it is.
  if (item.type === 'html')
    return <li className="menu__item menu__item--html" dangerouslySetInnerHTML={{ __html: item.html ?? '' }} />
  const current = sameUrl(item.href, url)
  const link = item.href && (
    <Link
      href={item.href}
      external={item.external}
      className={current ? 'menu__link menu__link--active' : 'menu__link'}
      aria-current={current ? 'page' : undefined}
    >
      {item.label}
    </Link>
  )
  if (item.type !== 'category')
    return <li className={item.className ? `menu__item ${item.className}` : 'menu__item'}>{link}</li>

  const active = activePath.has(item)
  const open = isOpen(item, activePath)
  return (
    <li className={link ? 'menu__item menu__item--category menu__item--linked' : 'menu__item menu__item--category'}>
      {link}
      <details className="menu__category" open={open}>
        <summary className={active ? 'menu__category-label menu__category-label--active' : 'menu__category-label'}>
          {link ? (
            <span className="visually-hidden">{t('cwc.DocSidebarItem.toggleCategory', { label: item.label })}</span>
          ) : (
            <span className="menu__category-text">{item.label}</span>
          )}
        </summary>
        {open || full ? (
          <ul className="menu__list">
            {(item.items ?? []).map((child) => (
              <SidebarItem key={child.href ?? child.label} item={child} url={url} activePath={activePath} full={full} />
            ))}
          </ul>
        ) : (
          <ul className="menu__list" data-lazy-children="" />
        )}
      </details>
    </li>
  )
}

/** Whether a category's branch is rendered open on a page: it holds the page, or is not collapsible. */
export function isOpen(item: SidebarItemData, activePath: Set<SidebarItemData>): boolean {
  return activePath.has(item) || item.collapsed === false
}

/**
 * What a page at `url` shows of a sidebar, as a JSON text: every field of the sidebar and of its
 * items, with each item marked active or not and a closed category's children left out — exactly
 * what `DocSidebar` renders from. The render cache keys a page by it, so a label changed in a
 * closed branch does not re-render the pages that do not show that branch. The text of an item
 * off the page's active path is the same on every page: it is made once per item and reused, so
 * a page costs its active path, not the whole visible sidebar.
 */
export function sidebarView(sidebar: Sidebar, url: string): string {
  const activePath = findActivePath(sidebar.items, url)
  const item = (it: SidebarItemData): string => {
    if (!activePath.has(it)) return inactiveView(it)
    const { items, ...rest } = it
    // On the active path a category is open (isOpen).
    return `{"item":${JSON.stringify(rest)},"active":true${items === undefined ? '' : `,"items":[${items.map(item).join(',')}]`}}`
  }
  let head = sidebarHead.get(sidebar)
  if (head === undefined) {
    const { items: _items, ...rest } = sidebar
    sidebarHead.set(sidebar, (head = JSON.stringify(rest)))
  }
  return `{"sidebar":${head},"url":${JSON.stringify(url)},"items":[${sidebar.items.map(item).join(',')}]}`
}

const sidebarHead = new WeakMap<Sidebar, string>()
const inactive = new WeakMap<SidebarItemData, string>()

/** The view of an item off the active path (see sidebarView), made once per item. */
function inactiveView(it: SidebarItemData): string {
  let text = inactive.get(it)
  if (text === undefined) {
    const { items, ...rest } = it
    const children =
      items === undefined
        ? ''
        : `,"items":${it.collapsed === false ? `[${items.map(inactiveView).join(',')}]` : '"closed"'}`
    inactive.set(it, (text = `{"item":${JSON.stringify(rest)},"active":false${children}}`))
  }
  return text
}

/** Per sidebar (its item list): each normalised URL → the chain of items down to its first item. */
const pathIndex = new WeakMap<SidebarItemData[], Map<string, SidebarItemData[]>>()

/**
 * The chain of items from the top of the sidebar to the page at `url` (empty if absent).
 * The index is built once per sidebar and thread, so a page costs a lookup, not a walk of the
 * whole tree (which made rendering quadratic in the number of docs).
 */
export function findActivePath(items: SidebarItemData[], url: string): Set<SidebarItemData> {
  let index = pathIndex.get(items)
  if (!index) {
    const built = new Map<string, SidebarItemData[]>()
    const path: SidebarItemData[] = []
    const walk = (list: SidebarItemData[]): void => {
      for (const item of list) {
        path.push(item)
        if (item.href !== undefined) {
          const key = normalizeUrl(item.href)
          if (!built.has(key)) built.set(key, [...path])
        }
        if (item.items !== undefined) walk(item.items)
        path.pop()
      }
    }
    walk(items)
    pathIndex.set(items, built)
    index = built
  }
  return new Set(index.get(normalizeUrl(url)) ?? [])
}
