/**
 * The docs sidebar column: `nav.doc-sidebar` (persisted across route changes by its
 * `data-persist` key) and the desktop "collapse sidebar" button (DOM.md).
 */
import type { Sidebar } from '../../../generator/types'
import { IconSidebar } from '../icons'
import { SidebarItem } from './SidebarItem'

export function DocSidebar({ sidebar, url }: { sidebar: Sidebar; url: string }) {
  return (
    <div className="doc-layout__sidebar">
      <nav className="doc-sidebar" aria-label="Docs sidebar" data-persist={`sidebar:${sidebar.id}`}>
        <ul className="menu menu__list">
          {sidebar.items.map((item) => <SidebarItem key={item.href ?? item.label} item={item} url={url} />)}
        </ul>
      </nav>
      <button type="button" className="doc-sidebar__collapse" data-sidebar-collapse aria-expanded="true"
        aria-label="Collapse sidebar" title="Collapse sidebar">
        <IconSidebar size={18} />
      </button>
    </div>
  )
}
