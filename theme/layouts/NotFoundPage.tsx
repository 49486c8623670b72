/** The not-found page (R16, E11), inside the full site frame. */
import type { NotFoundProps } from '../../generator/core/theme-contract'
import { useT } from '../i18n/context'

export function NotFoundPage({ site }: NotFoundProps) {
  const t = useT()
  return (
    <main id="__main" tabIndex={-1} className="page-layout page-layout--center">
      <div className="not-found">
        <p className="not-found__code" aria-hidden="true">
          404
        </p>
        <h1 className="not-found__title">{t('theme.NotFound.title')}</h1>
        <p>{t('theme.NotFound.p1')}</p>
        <ul className="not-found__links">
          <li>
            <a className="button button--primary" href={site.docsHref}>
              {t('cwc.NotFound.docs')}
            </a>
          </li>
          {site.blogHref && (
            <li>
              <a className="button" href={site.blogHref}>
                {t('cwc.NotFound.blog')}
              </a>
            </li>
          )}
        </ul>
      </div>
    </main>
  )
}
