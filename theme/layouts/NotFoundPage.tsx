/** The not-found page (R16, E11), inside the full site frame. */
import type { NotFoundProps } from '../../generator/core/types'

export function NotFoundPage({ site }: NotFoundProps) {
  return (
    <main id="__main" tabIndex={-1} className="page-layout page-layout--center">
      <div className="not-found">
        <p className="not-found__code" aria-hidden="true">404</p>
        <h1 className="not-found__title">Page Not Found</h1>
        <p>We could not find what you were looking for. The page may have moved, or the link may be mistyped.</p>
        <ul className="not-found__links">
          <li><a className="button button--primary" href={site.docsHref}>Read the documentation</a></li>
          {site.blogHref && <li><a className="button" href={site.blogHref}>Visit the blog</a></li>}
        </ul>
      </div>
    </main>
  )
}
