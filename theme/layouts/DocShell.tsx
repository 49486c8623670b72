/**
 * The docs layout frame shared by doc kinds: docs sidebar | main (content, TOC). Three
 * columns on desktop; one under 996 px, where the sidebar lives in the mobile panel.
 */
import type { ReactNode } from 'react'
import type { Sidebar, SiteData, TocItem } from '../../generator/core/theme-contract'
import { DocSidebar } from '../components/DocSidebar/DocSidebar'
import { TOC } from '../components/TOC'

export interface DocShellProps {
  sidebar: Sidebar | null
  url: string
  toc?: TocItem[]
  /** The site's `flavour`: a Docusaurus project's sidebar column is its `aside.theme-doc-sidebar-container`,
   * which the site's CSS may style. */
  flavour?: SiteData['flavour']
  children: ReactNode
}

export function DocShell({ sidebar, url, toc = [], flavour, children }: DocShellProps) {
  return (
    <div className="doc-layout">
      {sidebar && <DocSidebar sidebar={sidebar} url={url} docusaurus={flavour === 'docusaurus'} />}
      <main id="__main" tabIndex={-1} className="doc-layout__main">
        <div className="doc-layout__content">{children}</div>
        <TOC items={toc} />
      </main>
    </div>
  )
}
