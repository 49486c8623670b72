/**
 * The docs sidebar column: `nav.doc-sidebar` (persisted across route changes by its
 * `data-persist` key) and the desktop "collapse sidebar" button (DOM.md).
 */
import type { Sidebar } from '../../../generator/core/theme-contract'
import { IconSidebar } from '../icons'
import { findActivePath, SidebarItem } from './SidebarItem'
import { useT } from '../../i18n/context'

/** `docusaurus`: the column is Docusaurus's `aside.theme-doc-sidebar-container` (that class first, as sites'
 * CSS matches `[class^=…]`). */
export function DocSidebar({
  sidebar,
  url,
  docusaurus = false,
}: {
  sidebar: Sidebar
  url: string
  docusaurus?: boolean
}) {
  const t = useT()
  const activePath = findActivePath(sidebar.items, url)
  const Column = docusaurus ? 'aside' : 'div'
  return (
    <Column className={docusaurus ? 'theme-doc-sidebar-container doc-layout__sidebar' : 'doc-layout__sidebar'}>
      <nav
        className="doc-sidebar"
        aria-label={t('theme.docs.sidebar.navAriaLabel')}
        data-persist={`sidebar:${sidebar.id}`}
      >
        <ul className="menu menu__list">
          {sidebar.items.map((item) => (
            <SidebarItem key={item.href ?? item.label} item={item} url={url} activePath={activePath} />
          ))}
        </ul>
      </nav>
      <button
        type="button"
        className="doc-sidebar__collapse"
        data-sidebar-collapse
        aria-expanded="true"
        aria-label={t('theme.docs.sidebar.collapseButtonTitle')}
        title={t('theme.docs.sidebar.collapseButtonTitle')}
      >
        <IconSidebar size={18} />
      </button>
    </Column>
  )
}

/** The whole sidebar, every branch rendered and none open: written once as the file the
 * runtime fetches for lazy branches and for pages that arrive without a sidebar. */
export function DocSidebarFull({ sidebar }: { sidebar: Sidebar }) {
  const t = useT()
  return (
    <nav
      className="doc-sidebar"
      aria-label={t('theme.docs.sidebar.navAriaLabel')}
      data-persist={`sidebar:${sidebar.id}`}
    >
      <ul className="menu menu__list">
        {sidebar.items.map((item) => (
          <SidebarItem key={item.href ?? item.label} item={item} url="" activePath={new Set()} full />
        ))}
      </ul>
    </nav>
  )
}
