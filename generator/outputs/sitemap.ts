/**
 * `sitemap.xml` (every public route, absolute URLs from `url` + `baseUrl`) and `robots.txt`
 * pointing to it. Public = not the 404 page, not a draft, not unlisted/noindex. Pure.
 */
import { absoluteUrl, DATA_DIR, withBase } from '../core/paths.js'
import type { OutputFile, Route, SiteConfig } from '../core/types.js'
import { element, escapeXml } from './xml.js'
import { localeBaseUrl } from '../stages/i18n/locales.js'

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

/**
 * `sitemap.xml` and, for the default locale only, `robots.txt`: crawlers read robots.txt at the
 * root alone, so a locale's copy under `/fr/` would be dead; the root's names every locale's
 * route data and sitemap instead (a one-locale site's is as it always was).
 */
export function sitemapFiles(config: SiteConfig, routes: Route[]): OutputFile[] {
  const xml = [
    '<?xml version="1.0" encoding="utf-8"?>',
    '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">',
    ...sitemapUrls(config, routes).map(
      (u) => `<url><loc>${escapeXml(u.loc)}</loc>${element('lastmod', u.lastmod)}</url>`,
    ),
    '</urlset>',
    '',
  ].join('\n')
  const sitemap: OutputFile = { path: 'sitemap.xml', contents: xml }
  if (config.locale.code !== config.i18n.defaultLocale) return [sitemap]
  // The default locale first (its base is the site's), then the others in config order.
  const bases = [
    config.baseUrl,
    ...config.i18n.locales.filter((l) => l.code !== config.i18n.defaultLocale).map((l) => localeBaseUrl(config, l)),
  ]
  const robots = [
    'User-agent: *',
    'Allow: /',
    // Route data for the client router: the HTML pages carry the same content.
    ...bases.map((b) => `Disallow: ${withBase(b, `/${DATA_DIR}/`)}`),
    '',
    ...bases.map((b) => `Sitemap: ${absoluteUrl(config.url, withBase(b, '/sitemap.xml'))}`),
    '',
  ].join('\n')
  return [sitemap, { path: 'robots.txt', contents: robots }]
}
