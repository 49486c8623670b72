/**
 * Blog feeds: RSS 2.0 (`rss.xml`), Atom 1.0 (`atom.xml`) and JSON Feed 1.1 (`feed.json`) under
 * the blog's route, from the blog post routes. Listed, published posts only (no drafts, no
 * unlisted), newest first, absolute URLs, the excerpt HTML as content. Pure: data in, files out.
 */
import { absoluteUrl, joinUrl, withBase } from '../core/paths.js'
import type { BlogPostProps, OutputFile, Route, SiteConfig } from '../core/types.js'
import { cdata, element, escapeXml } from './xml.js'

/** URL paths (without base) of the three feeds, or null when the blog is off. */
export function feedPaths(config: SiteConfig): { rss: string; atom: string; json: string } | null {
  if (!config.blog) return null
  const at = (name: string) => joinUrl(config.blog ? config.blog.routeBasePath : '', name)
  return { rss: at('rss.xml'), atom: at('atom.xml'), json: at('feed.json') }
}

/** Title of the feeds: `blog.feed.title`, else "Code Web Chat Blog". */
export function feedTitle(config: SiteConfig): string {
  return config.blog ? (config.blog.feed.title ?? `${config.title} ${config.blog.title}`) : config.title
}

/** A post as every feed format needs it. */
export interface FeedItem {
  /** Absolute URL (also the id). */
  url: string
  title: string
  description: string
  /** RFC 3339 date-time. */
  date: string
  /** Excerpt HTML with absolute links. */
  html: string
  authors: { name: string; url?: string; avatar?: string }[]
  tags: string[]
  image: string | null
}

/** The feed items: listed, published posts, newest first. */
export function feedItems(config: SiteConfig, routes: Route[]): FeedItem[] {
  const abs = (p: string) => absoluteUrl(config.url, withBase(config.baseUrl, p))
  const posts = routes
    .filter((r): r is Route & { props: BlogPostProps } => r.props.kind === 'blogPost')
    .filter((r) => !r.props.meta.noindex && !r.props.meta.draft)
  return posts
    .map((r, order) => ({ r, order }))
    .sort((a, b) => b.r.props.post.date.localeCompare(a.r.props.post.date) || a.order - b.order)
    .map(({ r }) => {
      const { post, meta } = r.props
      const url = absoluteUrl(config.url, r.url)
      const more = post.truncated ? `<p><a href="${escapeXml(url)}">Read more</a></p>` : ''
      return {
        url,
        title: post.title,
        description: meta.description,
        date: isoDateTime(post.date),
        html: absolutizeHtml(post.excerptHtml, config.url, url) + more,
        // A feed author needs a name: an image-only author (Docusaurus allows them) is left out of the feed.
        authors: post.authors.flatMap((a) =>
          a.name ? [{ name: a.name, url: a.url, avatar: a.imageUrl ? abs(a.imageUrl) : undefined }] : [],
        ),
        tags: post.tags.map((t) => t.label),
        image: meta.image,
      }
    })
}

/** The three feed files (none when the blog is off). */
export function feedFiles(config: SiteConfig, routes: Route[]): OutputFile[] {
  const paths = feedPaths(config)
  if (!paths || !config.blog) return []
  const { limit, description, copyright, language } = config.blog.feed
  const all = feedItems(config, routes)
  const items = limit === null ? all : all.slice(0, limit)
  const abs = (p: string) => absoluteUrl(config.url, withBase(config.baseUrl, p))
  const feed: FeedInfo = {
    title: feedTitle(config),
    description: description ?? config.blog.description,
    language: language ?? config.locale.htmlLang,
    copyright: copyright ?? null,
    home: abs(config.blog.routeBasePath),
    rss: abs(paths.rss),
    atom: abs(paths.atom),
    json: abs(paths.json),
    // Deterministic builds: the feed changes when its newest post does, not on every build.
    updated: items[0]?.date ?? isoDateTime('1970-01-01'),
    fallbackAuthor: config.title,
    favicon: config.favicon ? abs(config.favicon) : null,
  }
  const file = (p: string, contents: string): OutputFile => ({ path: p.replace(/^\/+/, ''), contents })
  return [
    file(paths.rss, rss(feed, items)),
    file(paths.atom, atom(feed, items)),
    file(paths.json, jsonFeed(feed, items)),
  ]
}

interface FeedInfo {
  title: string
  description: string
  language: string
  /** `<copyright>` (RSS), `<rights>` (Atom); JSON Feed has no field for it. */
  copyright: string | null
  home: string
  rss: string
  atom: string
  json: string
  updated: string
  fallbackAuthor: string
  favicon: string | null
}

/** RSS 2.0 (with `atom:link rel="self"`, `dc:creator` for authors, `content:encoded` for HTML). */
export function rss(feed: FeedInfo, items: FeedItem[]): string {
  const lines = [
    '<?xml version="1.0" encoding="utf-8"?>',
    '<rss version="2.0" xmlns:atom="http://www.w3.org/2005/Atom" xmlns:dc="http://purl.org/dc/elements/1.1/" xmlns:content="http://purl.org/rss/1.0/modules/content/">',
    '<channel>',
    element('title', feed.title),
    element('link', feed.home),
    `<description>${escapeXml(feed.description || feed.title)}</description>`,
    element('language', feed.language),
    element('copyright', feed.copyright),
    element('lastBuildDate', new Date(feed.updated).toUTCString()),
    `<atom:link href="${escapeXml(feed.rss)}" rel="self" type="application/rss+xml"/>`,
  ]
  for (const item of items) {
    lines.push(
      '<item>',
      `<title>${escapeXml(item.title)}</title>`,
      element('link', item.url),
      `<guid isPermaLink="true">${escapeXml(item.url)}</guid>`,
      element('pubDate', new Date(item.date).toUTCString()),
      element('description', item.description),
      `<content:encoded>${cdata(item.html)}</content:encoded>`,
      ...item.authors.map((a) => element('dc:creator', a.name)),
      ...item.tags.map((t) => element('category', t)),
      '</item>',
    )
  }
  lines.push('</channel>', '</rss>')
  return lines.filter(Boolean).join('\n') + '\n'
}

/** Atom 1.0 (RFC 4287): every entry has an id, title, updated, author and alternate link. */
export function atom(feed: FeedInfo, items: FeedItem[]): string {
  const author = (a: FeedItem['authors'][number]) =>
    `<author>${element('name', a.name)}${element('uri', a.url)}</author>`
  const lines = [
    '<?xml version="1.0" encoding="utf-8"?>',
    `<feed xmlns="http://www.w3.org/2005/Atom" xml:lang="${escapeXml(feed.language)}">`,
    element('id', feed.home),
    element('title', feed.title),
    element('subtitle', feed.description),
    element('rights', feed.copyright),
    element('updated', feed.updated),
    `<link rel="alternate" type="text/html" href="${escapeXml(feed.home)}"/>`,
    `<link rel="self" type="application/atom+xml" href="${escapeXml(feed.atom)}"/>`,
    element('icon', feed.favicon),
  ]
  for (const item of items) {
    const authors = item.authors.length ? item.authors : [{ name: feed.fallbackAuthor }]
    lines.push(
      '<entry>',
      element('id', item.url),
      `<title type="text">${escapeXml(item.title)}</title>`,
      `<link rel="alternate" type="text/html" href="${escapeXml(item.url)}"/>`,
      element('published', item.date),
      element('updated', item.date),
      ...authors.map(author),
      element('summary', item.description, ' type="text"'),
      `<content type="html">${cdata(item.html)}</content>`,
      ...item.tags.map((t) => `<category term="${escapeXml(t)}"/>`),
      '</entry>',
    )
  }
  lines.push('</feed>')
  return lines.filter(Boolean).join('\n') + '\n'
}

/** JSON Feed 1.1 (https://jsonfeed.org/version/1.1). */
export function jsonFeed(feed: FeedInfo, items: FeedItem[]): string {
  const authors = (list: FeedItem['authors']) => list.map((a) => ({ name: a.name, url: a.url, avatar: a.avatar }))
  return (
    JSON.stringify(
      {
        version: 'https://jsonfeed.org/version/1.1',
        title: feed.title,
        home_page_url: feed.home,
        feed_url: feed.json,
        description: feed.description || undefined,
        favicon: feed.favicon ?? undefined,
        language: feed.language,
        authors: [{ name: feed.fallbackAuthor }],
        items: items.map((item) => ({
          id: item.url,
          url: item.url,
          title: item.title,
          content_html: item.html,
          summary: item.description || undefined,
          image: item.image ?? undefined,
          date_published: item.date,
          authors: item.authors.length ? authors(item.authors) : undefined,
          tags: item.tags.length ? item.tags : undefined,
        })),
      },
      null,
      2,
    ) + '\n'
  )
}

/** `2025-03-16` → `2025-03-16T00:00:00.000Z` (RFC 3339). */
function isoDateTime(date: string): string {
  const d = new Date(/T/.test(date) ? date : `${date}T00:00:00Z`)
  return Number.isNaN(d.getTime()) ? new Date(0).toISOString() : d.toISOString()
}

/**
 * Make site-relative links in rendered HTML absolute, as feed readers show the HTML away from
 * the site: `href="/x"` → `href="https://origin/x"`, `href="#id"` → `href="{page}#id"`.
 * The HTML comes from rehype-stringify, so attributes are double-quoted.
 */
export function absolutizeHtml(html: string, origin: string, pageUrl: string): string {
  return html.replace(/(\s(?:href|src|poster)=")([/#][^"]*)"/g, (whole, start: string, value: string) => {
    if (value.startsWith('//')) return whole
    return start + (value.startsWith('#') ? escapeXml(pageUrl) + value : origin.replace(/\/+$/, '') + value) + '"'
  })
}
