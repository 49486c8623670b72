/**
 * The desktop table of contents (L8): headings of levels 2–3, nested; sticky in its column.
 * The runtime marks the heading in view with `toc__link--active` (and Docusaurus's
 * `table-of-contents__link--active`).
 */
import type { TocItem } from '../../generator/core/theme-contract'
import { nestToc } from './toc-tree'
import { TOCTree } from './TOCTree'
import { useT } from '../i18n/context'

export function TOC({ items }: { items: TocItem[] }) {
  const t = useT()
  if (items.length === 0) return null
  return (
    <div className="toc-column">
      <nav className="toc" aria-label={t('theme.TOC.navAriaLabel')}>
        <p className="toc__title" aria-hidden="true">
          {t('theme.TOCCollapsible.toggleButtonLabel')}
        </p>
        <TOCTree nodes={nestToc(items)} rootClass="table-of-contents table-of-contents__left-border" />
      </nav>
    </div>
  )
}
