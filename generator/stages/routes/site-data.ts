/**
 * The site data every page gets (title, navbar with its items resolved against the last docs
 * version, footer, locales, versions, feeds), and the social image rule pages share.
 */
import { renderHtmlTags } from '../client/page-tags.js'
import { BuildError, UnknownIdError } from '../../core/errors.js'
import { absoluteUrl, escapedHref, isExternal, withBase } from '../../core/paths.js'
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
  /** The other docs sets (docs.instances): a navbar item's `docsPluginId` resolves in one of them. */
  instances?: VersionFacts[]
  /** Ids of the last version's docs left out as drafts (production). */
  draftIds: Set<string>
  /** Whether a page is served at the base URL (the logo's default target). */
  rootHasPage: boolean
}

export function siteData(config: SiteConfig, facts: NavbarFacts, warnings: string[]): SiteData {
  const { versions } = facts
  const instances = facts.instances ?? []
  // Several versions: where an item leads in each (the same doc, the same sidebar's first doc, else the
  // version's main doc).
  const perVersion = (target: (v: VersionFacts) => string | undefined) =>
    versions.length > 1
      ? { versionHrefs: Object.fromEntries(versions.map((v) => [v.version.name, target(v) ?? v.mainHref])) }
      : {}
  const resolveItem = (item: SiteConfig['navbar']['items'][number], where: string): ResolvedNavbarItem | null => {
    const type = item.type ?? 'link'
    const base = {
      type,
      label: item.label ?? '',
      position: item.position ?? 'left',
      ...(item.className ? { className: item.className } : {}),
      ...(item.ariaLabel ? { ariaLabel: item.ariaLabel } : {}),
      ...(item.target ? { target: item.target } : {}),
    } as ResolvedNavbarItem
    // `docsPluginId` names another docs set (Docusaurus's docs plugin instance): the item resolves in it, unversioned.
    const set =
      type === 'doc' || type === 'docSidebar' || type === 'docsVersionDropdown' || type === 'docsVersion'
        ? docsSetOf(item.docsPluginId, instances, where)
        : null
    if (set) return resolveInSet(set, item, type, base, where)
    const { last } = facts
    const { sidebars } = last
    // A version or locale dropdown's own entries, before and after its versions or locales.
    const extra = (key: 'dropdownItemsBefore' | 'dropdownItemsAfter') =>
      (item[key] ?? []).flatMap((c, i) => resolveItem(c, `${where}.${key}[${i}]`) ?? [])
    if (type === 'docSidebar') {
      const sidebar = getSidebar(sidebars, item.sidebarId!, where)
      const firstOf = (v: VersionFacts) => {
        const sb = v.sidebars.get(v.sidebarKey(sidebar.id))
        return sb ? flattenSidebar(sb.items)[0]?.href : undefined
      }
      return {
        ...base,
        href: flattenSidebar(sidebar.items)[0]?.href ?? config.baseUrl,
        sidebarId: sidebar.id,
        ...perVersion(firstOf),
      }
    }
    // The version dropdown (its entries' URLs are the page's own in each version, set per page) and a link to
    // the version being read.
    if (type === 'docsVersionDropdown') {
      const versionItems = versions.map((v) => ({
        type: 'link' as const,
        label: v.version.label,
        position: base.position,
        href: v.mainHref,
        main: v.mainHref,
        version: v.version.name,
      }))
      return {
        ...base,
        label: last.version.label,
        items: [...extra('dropdownItemsBefore'), ...versionItems, ...extra('dropdownItemsAfter')],
      }
    }
    if (type === 'docsVersion') {
      const href = item.to
        ? applyTrailingSlashToLink(withBase(config.baseUrl, item.to), config.trailingSlash, config.baseUrl)
        : last.mainHref
      return {
        ...base,
        type: 'link',
        label: item.label ?? last.version.label,
        href,
        ...(item.to ? {} : perVersion((v) => v.mainHref)),
      }
    }
    if (type === 'doc') {
      // A draft is not built in production: its item is left out, as Docusaurus does, but said so.
      if (facts.draftIds.has(item.docId!)) {
        warnings.push(
          `${config.configFile ?? 'site config'}: ${where} links the draft doc "${item.docId}", which is not built in production; the item is left out`,
        )
        return null
      }
      const doc = getDoc(last.allDocs, item.docId!, where)
      // Active on the pages of the sidebar that holds the doc, like a docSidebar item; by the link rule (its
      // URL) when no sidebar does.
      const sidebar = sidebarOf(sidebars.values(), doc.url)
      return {
        ...base,
        label: item.label ?? doc.id,
        href: doc.url,
        ...(sidebar ? { sidebarId: sidebar.id } : {}),
        ...perVersion((v) => v.allDocs.get(doc.id)?.url),
      }
    }
    if (type === 'html') return { ...base, value: item.value ?? '' }
    // Its links depend on the page (the same page in each locale): the theme makes them from `site.i18n`,
    // between the site's own entries.
    if (type === 'localeDropdown') {
      const [before, after] = [extra('dropdownItemsBefore'), extra('dropdownItemsAfter')]
      return { ...base, ...(before.length ? { before } : {}), ...(after.length ? { after } : {}) }
    }
    if (type === 'dropdown')
      return { ...base, items: (item.items ?? []).flatMap((c, i) => resolveItem(c, `${where}.items[${i}]`) ?? []) }
    // An escaped `pathname:///x` is the path, opened as an external link is (Docusaurus's navbar link).
    const href =
      item.href !== undefined
        ? (escapedHref(config.baseUrl, item.href) ?? item.href)
        : applyTrailingSlashToLink(withBase(config.baseUrl, item.to ?? '/'), config.trailingSlash, config.baseUrl)
    return {
      ...base,
      href,
      external: isExternal(item.href ?? href),
      ...(item.value !== undefined ? { value: item.value } : {}),
    }
  }
  /** An item of another docs set: its sidebar's first doc, its doc, or (a version dropdown or link) its main doc. */
  const resolveInSet = (
    set: VersionFacts,
    item: SiteConfig['navbar']['items'][number],
    type: string,
    base: ResolvedNavbarItem,
    where: string,
  ): ResolvedNavbarItem | null => {
    if (type === 'docSidebar') {
      const sidebar = getSidebar(set.sidebars, set.sidebarKey(item.sidebarId!), where)
      return { ...base, href: flattenSidebar(sidebar.items)[0]?.href ?? config.baseUrl, sidebarId: sidebar.id }
    }
    if (type === 'doc') {
      if (set.draftIds.has(item.docId!)) {
        warnings.push(
          `${config.configFile ?? 'site config'}: ${where} links the draft doc "${item.docId}" of docs plugin "${item.docsPluginId}", which is not built in production; the item is left out`,
        )
        return null
      }
      const doc = getDoc(set.allDocs, item.docId!, `${where} (docsPluginId "${item.docsPluginId}")`)
      const sidebar = sidebarOf(set.sidebars.values(), doc.url)
      return { ...base, label: item.label ?? doc.id, href: doc.url, ...(sidebar ? { sidebarId: sidebar.id } : {}) }
    }
    // An unversioned docs set: its version dropdown is a link to its docs, as Docusaurus shows a dropdown of
    // one version.
    const href =
      type === 'docsVersion' && item.to
        ? applyTrailingSlashToLink(withBase(config.baseUrl, item.to), config.trailingSlash, config.baseUrl)
        : set.mainHref
    // 'Next', as Docusaurus labels an unversioned plugin's only version
    return { ...base, type: 'link', label: item.label || set.version.label, href }
  }
  const items = config.navbar.items.flatMap((item, i) => {
    try {
      return resolveItem(item, `navbar.items[${i}]`) ?? []
    } catch (err) {
      if (err instanceof BuildError) err.file ??= config.configFile ?? 'site.config.ts'
      throw err
    }
  })
  const { last } = facts
  const root = last.rootEntry
  return {
    title: config.title,
    tagline: config.tagline,
    ...(config.titleDelimiter !== '|' ? { titleDelimiter: config.titleDelimiter } : {}),
    url: config.url,
    baseUrl: config.baseUrl,
    favicon: config.favicon ? withBase(config.baseUrl, config.favicon) : null,
    navbar: {
      ...config.navbar,
      logo: resolveLogo(config),
      items,
      brandHref: brandHref(config, facts.rootHasPage ? config.baseUrl : (root?.url ?? config.baseUrl)),
    },
    footer: config.footer,
    colorMode: config.colorMode,
    locale: config.locale,
    i18n: siteI18n(config),
    announcementBar: config.announcementBar,
    search: config.search,
    blogHref: config.blog ? pageUrl(config, withBase(config.baseUrl, config.blog.routeBasePath)) : null,
    docsHref: root?.url ?? config.baseUrl,
    homeHref: facts.rootHasPage ? config.baseUrl : (root?.url ?? config.baseUrl),
    version: {
      name: last.version.name,
      label: last.version.label,
      isLast: true,
      path: withBase(config.baseUrl, config.docs.routeBasePath),
      mainDocId: root?.id ?? 'index',
    },
    versions: versions.map((v) => ({
      name: v.version.name,
      label: v.version.label,
      href: v.mainHref,
      isLast: v.version.isLast,
    })),
    rememberPreferredVersion: config.docs.rememberPreferredVersion,
    feeds: feedLinks(config),
    metadata: config.metadata,
    trailingSlash: config.trailingSlash,
    ...(config.layout === 'docusaurus' ? { flavour: 'docusaurus' as const } : {}),
    ...(config.htmlTags.head.length || config.htmlTags.preBody.length
      ? { htmlTags: renderHtmlTags(config.htmlTags) }
      : {}),
  }
}

/** The docs set a navbar item's `docsPluginId` names: null for the main docs (absent or 'default'); an
 * unknown id is an error listing the ids. */
function docsSetOf(id: string | undefined, instances: VersionFacts[], where: string): VersionFacts | null {
  if (id === undefined || id === 'default') return null
  const set = instances.find((v) => v.version.instance?.id === id)
  if (set) return set
  const ids = ['default', ...instances.map((v) => v.version.instance!.id)]
  throw new UnknownIdError(
    `${where}: docsPluginId "${id}" names no docs plugin; the docs plugins are ${ids.map((x) => `"${x}"`).join(', ')}`,
    {
      hint: "Use the `id` of a `@docusaurus/plugin-content-docs` entry of `plugins` (or leave docsPluginId out for the classic preset's docs).",
    },
  )
}

/** The logo with its image URLs under the base URL (`href` is `SiteData.navbar.brandHref`). */
function resolveLogo(config: SiteConfig): SiteData['navbar']['logo'] {
  const logo = config.navbar.logo
  if (!logo) return null
  const asset = (src: string) => withBase(config.baseUrl, src)
  const { href: _href, ...rest } = logo
  return { ...rest, src: asset(logo.src), ...(logo.srcDark ? { srcDark: asset(logo.srcDark) } : {}) }
}

/** Where the logo and title link: `logo.href` (a path gets the base URL), else `fallback` (Docusaurus: the
 * site root). */
function brandHref(config: SiteConfig, fallback: string): string {
  const href = config.navbar.logo?.href
  if (!href) return fallback
  const escaped = escapedHref(config.baseUrl, href)
  if (escaped !== null) return escaped
  return isExternal(href)
    ? href
    : applyTrailingSlashToLink(
        withBase(config.baseUrl, href.startsWith('/') ? href : '/' + href),
        config.trailingSlash,
        config.baseUrl,
      )
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
  return absoluteUrl(
    config.url,
    isExternal(src) ? src : withBase(config.baseUrl, src.startsWith('/') ? src : '/' + src),
  )
}
