/**
 * The `<head>` tags for sharing and discovery: OpenGraph and Twitter cards, blog feed links
 * (`rel="alternate"`, every page when the blog is on), the markdown twin of doc pages, and
 * JSON-LD `BlogPosting` on posts.
 */
import type { PageProps } from '../../generator/core/theme-contract'
import { absoluteUrl, markdownUrl } from '../../generator/core/paths'
import { headMetadata, type HeadMetadata } from './site-metadata'
import { localeHref } from './Navbar/LocaleDropdown'

/** JSON for an inline `<script>`: `<`, `>`, `&` and line separators escaped, so no `</script>` or `<!--` can appear. */
export function inlineJson(value: unknown): string {
  return JSON.stringify(value).replace(
    /[<>&\u2028\u2029]/g,
    (c) => `\\u${c.charCodeAt(0).toString(16).padStart(4, '0')}`,
  )
}

/** schema.org `BlogPosting` of a post page, or null for other kinds. */
export function blogPosting(page: PageProps): Record<string, unknown> | null {
  if (page.kind !== 'blogPost') return null
  const { post, meta, site } = page
  return {
    '@context': 'https://schema.org',
    '@type': 'BlogPosting',
    headline: post.title,
    description: meta.description || undefined,
    datePublished: post.date,
    url: meta.canonical,
    mainEntityOfPage: meta.canonical,
    image: meta.image ?? undefined,
    author: post.authors.filter((a) => a.name).map((a) => ({ '@type': 'Person', name: a.name, url: a.url })),
    keywords: post.tags.length ? post.tags.map((t) => t.label) : undefined,
    publisher: { '@type': 'Organization', name: site.title, url: absoluteUrl(site.url, site.baseUrl) },
  }
}

/** `metadata`: the site's `metadata` merged for this page (Document computes it once for the whole head). */
export function SeoMeta({
  page,
  title,
  metadata = headMetadata(page),
}: {
  page: PageProps
  title: string
  metadata?: HeadMetadata
}) {
  const { site, meta } = page
  const posting = blogPosting(page)
  return (
    <>
      <meta property="og:title" content={title} />
      {meta.description && <meta property="og:description" content={meta.description} />}
      <meta property="og:type" content={meta.ogType} />
      {page.kind !== 'notFound' && <meta property="og:url" content={meta.canonical} />}
      <meta property="og:site_name" content={metadata.value('og:site_name', site.title)} />
      {meta.image && <meta property="og:image" content={meta.image} />}
      <meta
        name="twitter:card"
        content={metadata.value('twitter:card', meta.image ? 'summary_large_image' : 'summary')}
      />
      {page.kind === 'blogPost' && <meta property="article:published_time" content={page.post.date} />}
      {site.feeds && (
        <>
          <link
            rel="alternate"
            type="application/rss+xml"
            title={`${site.feeds.title} RSS Feed`}
            href={site.feeds.rss}
          />
          <link
            rel="alternate"
            type="application/atom+xml"
            title={`${site.feeds.title} Atom Feed`}
            href={site.feeds.atom}
          />
          <link
            rel="alternate"
            type="application/feed+json"
            title={`${site.feeds.title} JSON Feed`}
            href={site.feeds.json}
          />
        </>
      )}
      {page.kind === 'doc' && <link rel="alternate" type="text/markdown" href={markdownUrl(meta.url)} />}
      <LocaleAlternates page={page} />
      {posting && <script type="application/ld+json" dangerouslySetInnerHTML={{ __html: inlineJson(posting) }} />}
    </>
  )
}

/**
 * `hreflang` alternates of a site with several locales: this page in every locale, and
 * `x-default` (the default locale), as absolute URLs, as Docusaurus writes them.
 */
function LocaleAlternates({ page }: { page: PageProps }) {
  const { site, meta } = page
  const locales = site.i18n?.locales ?? []
  if (locales.length < 2 || page.kind === 'notFound') return null
  const here = locales.find((l) => l.code === site.locale.code)
  if (!here) return null
  const href = (base: string) => absoluteUrl(site.url, localeHref(meta.url, here.baseUrl, base))
  const fallback = locales.find((l) => l.code === site.i18n.defaultLocale) ?? locales[0]!
  return (
    <>
      {locales.map((l) => (
        <link key={l.code} rel="alternate" href={href(l.baseUrl)} hrefLang={l.htmlLang} />
      ))}
      <link rel="alternate" href={href(fallback.baseUrl)} hrefLang="x-default" />
    </>
  )
}
