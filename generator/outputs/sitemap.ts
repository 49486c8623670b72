/**
 * `sitemap.xml` (every public route, absolute URLs from `url` + `baseUrl`) and `robots.txt`
 * pointing to it. Public = not the 404 page, not a draft, not unlisted/noindex. Pure.
 */
import { absoluteUrl, DATA_DIR, withBase } from '../core/paths.js'
import type { OutputFile, Route, SiteConfig } from '../core/types.js'
import { element, escapeXml } from './xml.js'

/** Whether a route belongs in the sitemap (and in feeds/llms.txt-like listings). */
export function isPublicRoute(route: Route): boolean {
  const { meta } = route.props
  return route.kind !== 'notFound' && !meta.noindex && !meta.draft
}

/** The absolute URLs the sitemap lists, in route order. */
export function sitemapUrls(config: SiteConfig, routes: Route[]): { loc: string; lastmod?: string }[] {
  const seen = new Set<string>()
  const out: { loc: string; lastmod?: string }[] = []
  for (const route of routes.filter(isPublicRoute)) {
    const loc = absoluteUrl(config.url, route.url)
    if (seen.has(loc)) continue
    seen.add(loc)
    out.push({ loc, lastmod: route.props.kind === 'blogPost' ? route.props.post.date : undefined })
  }
  return out
}

/** `sitemap.xml` and `robots.txt`. */
export function sitemapFiles(config: SiteConfig, routes: Route[]): OutputFile[] {
  const sitemapUrl = absoluteUrl(config.url, withBase(config.baseUrl, '/sitemap.xml'))
  const xml = [
    '<?xml version="1.0" encoding="utf-8"?>',
    '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">',
    ...sitemapUrls(config, routes).map((u) => `<url><loc>${escapeXml(u.loc)}</loc>${element('lastmod', u.lastmod)}</url>`),
    '</urlset>',
    '',
  ].join('\n')
  const robots = [
    'User-agent: *',
    'Allow: /',
    // Route data for the client router: the HTML pages carry the same content.
    `Disallow: ${withBase(config.baseUrl, `/${DATA_DIR}/`)}`,
    '',
    `Sitemap: ${sitemapUrl}`,
    '',
  ].join('\n')
  return [{ path: 'sitemap.xml', contents: xml }, { path: 'robots.txt', contents: robots }]
}
