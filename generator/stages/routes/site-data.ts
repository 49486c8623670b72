/**
 * The site data every page gets (title, navbar with its items resolved against the last docs
 * version, footer, locales, versions, feeds), and the social image rule pages share.
 */
import { renderHtmlTags } from '../page-tags.js'
import { BuildError } from '../../core/errors.js'
import { absoluteUrl, isExternal, withBase } from '../../core/paths.js'
import { applyTrailingSlashToLink } from '../../core/trailing-slash.js'
import type { ResolvedNavbarItem, SiteConfig, SiteData } from '../../core/types.js'
import { feedPaths, feedTitle } from '../../outputs/feeds.js'
import { siteI18n } from '../i18n/site.js'
import { str } from './front-matter.js'
import { pageUrl } from './plan.js'
import { flattenSidebar, getDoc, getSidebar, sidebarOf } from './sidebar.js'
import type { VersionFacts } from './version-facts.js'

/** What siteData needs to resolve the navbar besides the config. */
export interface NavbarFacts {
  /** The last version: its sidebars and docs resolve the navbar's items. */
  last: VersionFacts
  versions: VersionFacts[]
  /** Ids of the last version's docs left out as drafts (production). */
  draftIds: Set<string>
  /** Whether a page is served at the base URL (the logo's default target). */
  rootHasPage: boolean
}

export function siteData(config: SiteConfig, facts: NavbarFacts, warnings: string[]): SiteData {
  const { last, versions } = facts
  const { sidebars } = last
  // Several versions: where an item leads in each (the same doc, the same sidebar's first doc, else the version's main doc).
  const perVersion = (target: (v: VersionFacts) => string | undefined) => (versions.length > 1 ? { versionHrefs: Object.fromEntries(versions.map((v) => [v.version.name, target(v) ?? v.mainHref])) } : {})
  const resolveItem = (item: SiteConfig['navbar']['items'][number], where: string): ResolvedNavbarItem | null => {
    const type = item.type ?? 'link'
    const base = { type, label: item.label ?? '', position: item.position ?? 'left' } as ResolvedNavbarItem
    if (type === 'docSidebar') {
      const sidebar = getSidebar(sidebars, item.sidebarId!, where)
      const firstOf = (v: VersionFacts) => { const sb = v.sidebars.get(v.sidebarKey(sidebar.id)); return sb ? flattenSidebar(sb.items)[0]?.href : undefined }
      return { ...base, href: flattenSidebar(sidebar.items)[0]?.href ?? config.baseUrl, sidebarId: sidebar.id, ...perVersion(firstOf) }
    }
    // The version dropdown (its entries' URLs are the page's own in each version, set per page) and a link to the version being read.
    if (type === 'docsVersionDropdown') {
      const extra = (key: 'dropdownItemsBefore' | 'dropdownItemsAfter') => (item[key] ?? []).flatMap((c, i) => resolveItem(c, `${where}.${key}[${i}]`) ?? [])
      const versionItems = versions.map((v) => ({ type: 'link' as const, label: v.version.label, position: base.position, href: v.mainHref, main: v.mainHref, version: v.version.name }))
      return { ...base, label: last.version.label, items: [...extra('dropdownItemsBefore'), ...versionItems, ...extra('dropdownItemsAfter')] }
    }
    if (type === 'docsVersion') {
      const href = item.to ? applyTrailingSlashToLink(withBase(config.baseUrl, item.to), config.trailingSlash, config.baseUrl) : last.mainHref
      return { ...base, type: 'link', label: item.label ?? last.version.label, href, ...(item.to ? {} : perVersion((v) => v.mainHref)) }
    }
    if (type === 'doc') {
      // A draft is not built in production: its item is left out, as Docusaurus does, but said so.
      if (facts.draftIds.has(item.docId!)) {
        warnings.push(`${config.configFile ?? 'site config'}: ${where} links the draft doc "${item.docId}", which is not built in production; the item is left out`)
        return null
      }
      const doc = getDoc(last.allDocs, item.docId!, where)
      // Active on the pages of the sidebar that holds the doc, like a docSidebar item; by the link rule (its URL) when no sidebar does.
      const sidebar = sidebarOf(sidebars.values(), doc.url)
      return { ...base, label: item.label ?? doc.id, href: doc.url, ...(sidebar ? { sidebarId: sidebar.id } : {}), ...perVersion((v) => v.allDocs.get(doc.id)?.url) }
    }
    if (type === 'html') return { ...base, value: item.value ?? '' }
    // Its links depend on the page (the same page in each locale): the theme makes them from `site.i18n`.
    if (type === 'localeDropdown') return base
    if (type === 'dropdown') return { ...base, items: (item.items ?? []).flatMap((c, i) => resolveItem(c, `${where}.items[${i}]`) ?? []) }
    const href = item.href ?? applyTrailingSlashToLink(withBase(config.baseUrl, item.to ?? '/'), config.trailingSlash, config.baseUrl)
    return { ...base, href, external: isExternal(href) }
  }
  const items = config.navbar.items.flatMap((item, i) => {
    try {
      return resolveItem(item, `navbar.items[${i}]`) ?? []
    } catch (err) {
      if (err instanceof BuildError) err.file ??= config.configFile ?? 'site.config.ts'
      throw err
    }
  })
  const root = last.rootEntry
  return {
    title: config.title, tagline: config.tagline, ...(config.titleDelimiter !== '|' ? { titleDelimiter: config.titleDelimiter } : {}), url: config.url, baseUrl: config.baseUrl,
    favicon: config.favicon ? withBase(config.baseUrl, config.favicon) : null,
    navbar: { ...config.navbar, logo: resolveLogo(config), items, brandHref: brandHref(config, facts.rootHasPage ? config.baseUrl : root?.url ?? config.baseUrl) },
    footer: config.footer, colorMode: config.colorMode, locale: config.locale, i18n: siteI18n(config), announcementBar: config.announcementBar, search: config.search,
    blogHref: config.blog ? pageUrl(config, withBase(config.baseUrl, config.blog.routeBasePath)) : null,
    docsHref: root?.url ?? config.baseUrl,
    homeHref: facts.rootHasPage ? config.baseUrl : root?.url ?? config.baseUrl,
    version: { name: last.version.name, label: last.version.label, isLast: true, path: withBase(config.baseUrl, config.docs.routeBasePath), mainDocId: root?.id ?? 'index' },
    versions: versions.map((v) => ({ name: v.version.name, label: v.version.label, href: v.mainHref, isLast: v.version.isLast })),
    rememberPreferredVersion: config.docs.rememberPreferredVersion,
    feeds: feedLinks(config),
    metadata: config.metadata,
    trailingSlash: config.trailingSlash,
    ...(config.htmlTags.head.length || config.htmlTags.preBody.length ? { htmlTags: renderHtmlTags(config.htmlTags) } : {}),
  }
}

/** The logo with its image URLs under the base URL (`href` is `SiteData.navbar.brandHref`). */
function resolveLogo(config: SiteConfig): SiteData['navbar']['logo'] {
  const logo = config.navbar.logo
  if (!logo) return null
  const asset = (src: string) => withBase(config.baseUrl, src)
  const { href: _href, ...rest } = logo
  return { ...rest, src: asset(logo.src), ...(logo.srcDark ? { srcDark: asset(logo.srcDark) } : {}) }
}

/** Where the logo and title link: `logo.href` (a path gets the base URL), else `fallback` (Docusaurus: the site root). */
function brandHref(config: SiteConfig, fallback: string): string {
  const href = config.navbar.logo?.href
  if (!href) return fallback
  return isExternal(href) ? href : applyTrailingSlashToLink(withBase(config.baseUrl, href.startsWith('/') ? href : '/' + href), config.trailingSlash, config.baseUrl)
}

/** Feed URLs (with base) for `<link rel="alternate">`. */
function feedLinks(config: SiteConfig): SiteData['feeds'] {
  const paths = feedPaths(config)
  if (!paths) return null
  const b = (p: string) => withBase(config.baseUrl, p)
  return { title: feedTitle(config), rss: b(paths.rss), atom: b(paths.atom), json: b(paths.json) }
}

/** Absolute og:image URL: front matter `image`, else the site's default card, else null. */
export function socialImage(config: SiteConfig, image: unknown): string | null {
  const src = str(image) ?? config.image
  if (!src) return null
  return absoluteUrl(config.url, isExternal(src) ? src : withBase(config.baseUrl, src.startsWith('/') ? src : '/' + src))
}

