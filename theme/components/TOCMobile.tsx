/** The mobile table of contents: a collapsible "On this page" above the content (L8). */
import type { TocItem } from '../../generator/core/theme-contract'
import { IconChevron } from './icons'
import { nestToc } from './toc-tree'
import { TOCTree } from './TOCTree'
import { useT } from '../i18n/context'

export function TOCMobile({ items }: { items: TocItem[] }) {
  const t = useT()
  if (items.length === 0) return null
  return (
    <details className="toc-mobile">
      <summary className="toc-mobile__summary">
        {t('theme.TOCCollapsible.toggleButtonLabel')}
        <IconChevron size={16} className="toc-mobile__chevron" />
      </summary>
      <nav className="toc-mobile__nav" aria-label={t('theme.TOCMobile.navAriaLabel')}>
        <TOCTree nodes={nestToc(items)} rootClass="table-of-contents" />
      </nav>
    </details>
  )
}
