/** Previous/next doc cards at the end of a doc, in sidebar order. */
import type { PageLink } from '../../generator/core/theme-contract'
import { useT } from '../i18n/context'

export interface PaginatorProps {
  prev: PageLink | null
  next: PageLink | null
  /** Accessible name of the nav. @default 'Docs pages' */
  label?: string
  /** Sublabels (null: none, the title alone). @default ['Previous', 'Next'] */
  sublabels?: [string, string] | null
}

export function DocPaginator({ prev, next, label, sublabels }: PaginatorProps) {
  const t = useT()
  if (!prev && !next) return null
  label ??= t('theme.docs.paginator.navAriaLabel')
  if (sublabels === undefined) sublabels = [t('theme.docs.paginator.previous'), t('theme.docs.paginator.next')]
  return (
    <nav className="pagination-nav" aria-label={label}>
      {prev && (
        <a className="pagination-nav__link pagination-nav__link--prev" href={prev.href} rel="prev">
          {sublabels && <span className="pagination-nav__sublabel">{sublabels[0]}</span>}
          <span className="pagination-nav__label">{prev.title}</span>
        </a>
      )}
      {next && (
        <a className="pagination-nav__link pagination-nav__link--next" href={next.href} rel="next">
          {sublabels && <span className="pagination-nav__sublabel">{sublabels[1]}</span>}
          <span className="pagination-nav__label">{next.title}</span>
        </a>
      )}
    </nav>
  )
}
