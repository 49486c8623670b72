/**
 * A standalone markdown page (R17): article and TOC, no sidebar. A React page's HTML is its
 * own (its header, its `<main>`): it fills the space between navbar and footer as it is. A
 * Docusaurus project's is theme-classic's MDXPage (`site.flavour`): a `col--8` of the fluid
 * container, centred beside its `col--2` TOC, its headings at Infima's base sizes
 * (theme/styles/docusaurus.css `.md-page`).
 */
import type { MarkdownPageProps } from '../../generator/core/theme-contract'
import { TOC } from '../components/TOC'
import { TOCMobile } from '../components/TOCMobile'
import { UnlistedBanner, UntranslatedBanner, useFallbackLanguage } from '../components/UnlistedBanner'
import { bodyHasH1, tocOf } from './page-facts'

export function MarkdownPage(props: MarkdownPageProps) {
  const { page } = props
  if (page.react)
    return <div id="__main" tabIndex={-1} className="react-page" dangerouslySetInnerHTML={{ __html: page.html }} />
  const toc = tocOf(props)
  // biome-ignore lint/correctness/useHookAtTopLevel: the early return above depends on the page, the same in every render
  const fallback = useFallbackLanguage(props.meta.untranslated)
  const content = (
    <>
      <UnlistedBanner unlisted={props.meta.unlisted} />
      <UntranslatedBanner untranslated={props.meta.untranslated} />
      <article className="markdown" {...fallback}>
        {!bodyHasH1(page.html) && <h1>{page.title}</h1>}
        <div className="markdown__body" dangerouslySetInnerHTML={{ __html: page.html }} />
      </article>
    </>
  )
  if (props.site.flavour === 'docusaurus') {
    return (
      <main id="__main" tabIndex={-1} className="container container--fluid margin-vert--lg md-page">
        <div className="row md-page__row">
          {/* No TOC on a narrow screen, as theme-classic's MDXPage has none there. */}
          <div className={page.hideToc ? 'col md-page__main' : 'col col--8 md-page__main md-page__main--beside-toc'}>
            {content}
          </div>
          {toc.length > 0 && (
            <div className="col col--2 md-page__toc">
              <TOC items={toc} />
            </div>
          )}
        </div>
      </main>
    )
  }
  return (
    <main id="__main" tabIndex={-1} className="page-layout">
      <div className="page-layout__content">
        <TOCMobile items={toc} />
        {content}
      </div>
      <TOC items={toc} />
    </main>
  )
}
