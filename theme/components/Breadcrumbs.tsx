/**
 * Breadcrumbs (L10): home icon → category → current page. The crumbs come from the sidebar
 * items matching the page, computed by the routes stage; the last one is the current page.
 */
import type { Crumb } from '../../generator/core/theme-contract'
import { IconChevron, IconHome } from './icons'
import { useT } from '../i18n/context'

/** The home icon links to the site's home: its base URL as in Docusaurus, or the docs' main doc when no page
 * is served there. */
export function Breadcrumbs({ crumbs, homeHref }: { crumbs: Crumb[]; homeHref: string }) {
  const t = useT()
  if (crumbs.length === 0) return null
  return (
    <nav className="breadcrumbs" aria-label={t('theme.docs.breadcrumbs.navAriaLabel')}>
      <ol className="breadcrumbs__list">
        <li className="breadcrumbs__item">
          <a
            className="breadcrumbs__link breadcrumbs__link--home"
            href={homeHref}
            aria-label={t('theme.docs.breadcrumbs.home')}
          >
            <IconHome size={16} />
          </a>
        </li>
        {crumbs.map((crumb, i) => {
          const last = i === crumbs.length - 1
          return (
            <li className="breadcrumbs__item" key={`${i}:${crumb.label}`}>
              <IconChevron size={14} className="breadcrumbs__separator" />
              {last ? (
                <span className="breadcrumbs__link breadcrumbs__link--current" aria-current="page">
                  {crumb.label}
                </span>
              ) : crumb.href ? (
                <a className="breadcrumbs__link" href={crumb.href}>
                  {crumb.label}
                </a>
              ) : (
                <span className="breadcrumbs__link">{crumb.label}</span>
              )}
            </li>
          )
        })}
      </ol>
    </nav>
  )
}
