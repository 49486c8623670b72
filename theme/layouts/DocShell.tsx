/**
 * The docs layout frame shared by doc kinds: docs sidebar | main (content, TOC). Three
 * columns on desktop; one under 996 px, where the sidebar lives in the mobile panel.
 */
import type { ReactNode } from 'react'
import type { Sidebar, TocItem } from '../../generator/core/theme-contract'
import { DocSidebar } from '../components/DocSidebar/DocSidebar'
import { TOC } from '../components/TOC'

export interface DocShellProps {
  sidebar: Sidebar | null
  url: string
  toc?: TocItem[]
  children: ReactNode
}

export function DocShell({ sidebar, url, toc = [], children }: DocShellProps) {
  return (
    <div className="doc-layout">
      {sidebar && <DocSidebar sidebar={sidebar} url={url} />}
      <main id="__main" tabIndex={-1} className="doc-layout__main">
        <div className="doc-layout__content">{children}</div>
        <TOC items={toc} />
      </main>
    </div>
  )
}
