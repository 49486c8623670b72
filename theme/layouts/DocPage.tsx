/**
 * A documentation page (R1, R3–R10): breadcrumbs and "Copy page", mobile TOC, the article
 * (its own h1 when `hideTitle`), category cards, tags, edit link, last update, prev/next; TOC on the right.
 */
import type { DocProps } from '../../generator/core/theme-contract'
import { markdownUrl } from '../../generator/core/paths'
import { Breadcrumbs } from '../components/Breadcrumbs'
import { CopyPage } from '../components/CopyPage'
import { renderToStaticMarkup } from 'react-dom/server'
import { DocCardList } from '../components/DocCardList'
import { DOC_CARD_LIST_MARKER } from '../mdx/DocCardList'
import { DocPaginator } from '../components/DocPaginator'
import { DocVersionBadge, DocVersionBanner } from '../components/DocVersion'
import { DraftBanner } from '../components/DraftBanner'
import { LastUpdated } from '../components/LastUpdated'
import { Link } from '../components/Link'
import { TagList } from '../components/TagList'
import { TOCMobile } from '../components/TOCMobile'
import { UnlistedBanner, UntranslatedBanner, useFallbackLanguage } from '../components/UnlistedBanner'
import { sameUrl } from '../components/url'
import { DocShell } from './DocShell'
import { bodyHasH1, tocOf } from './page-facts'
import { useT } from '../i18n/context'

/** A body that opens with a paragraph of images only (a hero, as the intro page's): "On this page" follows
 * it, not precedes it. */
const HERO_RE = /^<p>(?:<img\b[^>]*>)+<\/p>/

export function DocPage(props: DocProps) {
  const { doc, site, meta } = props
  const t = useT()
  const fallback = useFallbackLanguage(meta.untranslated)
  const toc = tocOf(props)
  // The docs root is "home": a lone home icon above it would point to the page itself, and a
  // lone "Copy page" above its hero reads as stray, so there it sits with the footer links.
  // A versioned doc's home is its version's main doc.
  const docsHome = doc.version?.home ?? site.docsHref
  const home = sameUrl(docsHome, meta.url)
  const crumbs = home ? [] : doc.breadcrumbs
  // Without breadcrumbs (`docs.breadcrumbs: false`) "Copy page" alone would be a row above the
  // title that the page does not otherwise have: it sits with the footer links too.
  const copyBelow = home || crumbs.length === 0
  // MDX's `<DocCardList />` (theme/mdx/DocCardList) marks where the category's cards go; otherwise they follow
  // the article, but in a Docusaurus project, where a category's own doc shows them only where it says so
  // (lunarvim.org's installation page ended with a card of its next page).
  const inline = doc.html.includes(DOC_CARD_LIST_MARKER)
  const appended = !inline && site.flavour !== 'docusaurus'
  const html = inline
    ? doc.html.replace(DOC_CARD_LIST_MARKER, renderToStaticMarkup(<DocCardList cards={doc.cards} />))
    : doc.html
  const hero = toc.length ? HERO_RE.exec(html)?.[0] : undefined
  return (
    <DocShell sidebar={props.sidebar} url={meta.url} toc={toc} flavour={site.flavour}>
      <DocVersionBanner version={doc.version} siteTitle={site.title} />
      {!copyBelow && (
        <div className="doc-header">
          <Breadcrumbs crumbs={crumbs} homeHref={site.homeHref} />
          <CopyPage src={markdownUrl(meta.url)} />
        </div>
      )}
      <DocVersionBadge version={doc.version} />
      {!hero && <TOCMobile items={toc} />}
      <DraftBanner draft={meta.draft} />
      <UnlistedBanner unlisted={meta.unlisted} />
      <UntranslatedBanner untranslated={meta.untranslated} />
      <article className="markdown" {...fallback}>
        {/* A hidden title whose body has no h1 of its own (a hero image instead) is still the page's heading for screen readers. */}
        {!doc.hideTitle ? <h1>{doc.title}</h1> : !bodyHasH1(html) && <h1 className="visually-hidden">{doc.title}</h1>}
        {hero ? (
          <>
            <div className="markdown__body" dangerouslySetInnerHTML={{ __html: hero }} />
            <TOCMobile items={toc} />
            <div className="markdown__body" dangerouslySetInnerHTML={{ __html: html.slice(hero.length) }} />
          </>
        ) : (
          <div className="markdown__body" dangerouslySetInnerHTML={{ __html: html }} />
        )}
      </article>
      {appended && <DocCardList cards={doc.cards} />}
      {(doc.tags.length > 0 || doc.editUrl || copyBelow || doc.lastUpdate) && (
        <footer className="doc-footer">
          {copyBelow && <CopyPage src={markdownUrl(meta.url)} />}
          <TagList tags={doc.tags} />
          {doc.editUrl && (
            <Link className="doc-footer__edit" href={doc.editUrl}>
              {t('theme.common.editThisPage')}
            </Link>
          )}
          <LastUpdated lastUpdate={doc.lastUpdate} />
        </footer>
      )}
      <DocPaginator prev={doc.prev} next={doc.next} />
    </DocShell>
  )
}
