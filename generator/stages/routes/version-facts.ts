/**
 * Each docs version's facts, made before any route (the navbar and the version links need every
 * version's): its docs, ids, sidebars (ids `<id>@<version>` except the last version's), places in
 * them, cards, main doc, tags file and drafts — from its compiled docs, or from the record of a
 * version kept whole. Pure: the routes stage builds each version's routes from them.
 */
import path from 'node:path'
import GithubSlugger from 'github-slugger'
import { BuildError } from '../../core/errors.js'
import { joinUrl, routeToDataFile, routeToOutput, stripBase, withBase } from '../../core/paths.js'
import {
  MAIN_THREAD,
  type CompiledPage,
  type ContentSet,
  type DocsVersion,
  type DocVersionInfo,
  type KeptRoute,
  type KeptVersion,
  type PageProps,
  type Route,
  type Sidebar,
  type SidebarItem,
  type SiteConfig,
  type SiteData,
  type TagsFile,
  type UrlPlan,
} from '../../core/types.js'
import { translateSidebars } from '../i18n/translations.js'
import { CURRENT, versionBase } from '../versions.js'
import { checkDuplicateIds } from './checks.js'
import { str } from './front-matter.js'
import { docId, pageUrl } from './plan.js'
import {
  autogenerateSidebar,
  DEFAULT_SIDEBAR_ID,
  flattenSidebar,
  indexSidebars,
  sidebarFromConfig,
  type DocEntry,
} from './sidebar.js'
import { mayBeUrl } from './route-parts.js'

/** One docs version's parts, made before any route (the navbar and the version links need every version's). */
export interface VersionFacts {
  version: DocsVersion
  /** URL path of the version (routeBasePath + its path), without base. */
  base: string
  docs: CompiledPage[]
  entries: DocEntry[]
  /** Its sidebars, keyed and identified by `sidebarKey(id)` (the id itself in the last version). */
  sidebars: Map<string, Sidebar>
  sidebarKey: (id: string) => string
  places: ReturnType<typeof indexSidebars>
  cardsOf: (item: SidebarItem | undefined) => { title: string; href: string; description: string }[]
  /** Every built doc (unlisted ones too), by id. */
  allDocs: Map<string, { id: string; url: string }>
  /** Its main doc's URL: the doc at its root, else the first of its first sidebar, else its first doc. */
  mainHref: string
  tagsFile: TagsFile | null
  /** The doc at the docs root, else its first doc (the last version's is the site's docs link). */
  rootEntry: { id: string; url: string } | null
  /** Ids of its docs left out as drafts (production). */
  draftIds: Set<string>
  /** Kept whole from the last build: its facts come from this record, and it has no pages here. */
  kept?: KeptVersion
}

/** A kept version's facts, from its record: no docs or entries of its own (its routes are the record's). */
export function keptVersionFacts(config: SiteConfig, version: DocsVersion, unit: KeptVersion): VersionFacts {
  const sidebarKey = (id: string) => (version.isLast ? id : `${id}@${version.name}`)
  return {
    version,
    base: versionBase(config, version),
    docs: [],
    entries: [],
    sidebars: new Map(unit.facts.sidebars.map((sb) => [sb.id, sb])),
    sidebarKey,
    places: indexSidebars([]),
    cardsOf: () => [],
    allDocs: new Map(unit.facts.allDocs.map(([id, url]) => [id, { id, url }])),
    mainHref: unit.facts.mainHref,
    tagsFile: null,
    rootEntry: unit.facts.rootEntry,
    draftIds: new Set(unit.facts.draftIds),
    kept: unit,
  }
}

export function docsVersionFacts(
  config: SiteConfig,
  content: ContentSet,
  plan: UrlPlan,
  version: DocsVersion,
  docs: CompiledPage[],
  url: (p: CompiledPage) => string,
  titleOf: (p: CompiledPage) => string,
  multi: boolean,
  warn: (warning: string) => void = () => {},
): VersionFacts {
  const where = version.instance
    ? ` (docs plugin "${version.instance.id}")`
    : multi
      ? ` (docs version "${version.name}")`
      : ''
  checkDuplicateIds(docs, where)
  const base = versionBase(config, version)
  const entries: DocEntry[] = docs.map((p) => ({
    id: docId(p.source),
    relativePath: p.source.relativePath,
    url: url(p),
    title: titleOf(p),
    label: typeof p.source.frontmatter.sidebar_label === 'string' ? p.source.frontmatter.sidebar_label : titleOf(p),
    position:
      typeof p.source.frontmatter.sidebar_position === 'number' ? p.source.frontmatter.sidebar_position : undefined,
    ...(str(p.source.frontmatter.sidebar_class_name)
      ? { className: p.source.frontmatter.sidebar_class_name as string }
      : {}),
    ...(p.source.frontmatter.unlisted === true ? { unlisted: true } : {}),
  }))
  // Sidebar ids are unique across versions: the last version keeps its ids, others get `@<version>`.
  const sidebarKey = (id: string) => (version.isLast ? id : `${id}@${version.name}`)
  const categories = content.categories.filter((c) => (c.version ?? CURRENT) === version.name)
  let raw = new Map<string, Sidebar>()
  const generatedIndexUrl = (slug: string) => pageUrl(config, withBase(config.baseUrl, joinUrl(base, slug)))
  // One slugger per version, as Docusaurus's: two categories labelled alike get `/category/x` and `/category/x-1`.
  const slugger = new GithubSlugger()
  const defaults = { collapsed: config.docs.sidebarCollapsed, collapsible: config.docs.sidebarCollapsible }
  if (version.sidebars) {
    for (const [id, items] of Object.entries(version.sidebars)) {
      try {
        raw.set(id, sidebarFromConfig(id, items, entries, categories, generatedIndexUrl, slugger, defaults))
      } catch (err) {
        if (err instanceof BuildError) {
          err.file ??= version.sidebarsFile ?? config.configFile ?? 'site.config.ts' // E7 names the file
          if (where) err.message += where
        }
        throw err
      }
    }
  } else {
    const categoryUrl = (dir: string) => pageUrl(config, withBase(config.baseUrl, joinUrl(base, dir) + '/'))
    raw.set(DEFAULT_SIDEBAR_ID, {
      id: DEFAULT_SIDEBAR_ID,
      items: autogenerateSidebar(entries, categories, '', {
        generatedIndexUrl,
        folderPage: categoryUrl,
        slugger,
        defaults,
      }),
    })
  }
  // A translated locale's sidebar labels (i18n/<locale>/docusaurus-plugin-content-docs/current.json) apply to
  // the current docs.
  if (config.i18n.docsLabels && version.name === CURRENT) raw = translateSidebars(raw, config.i18n.docsLabels, warn)
  const sidebars = new Map([...raw].map(([id, sb]) => [sidebarKey(id), { ...sb, id: sidebarKey(id) }]))
  const places = indexSidebars(sidebars.values())
  const docByUrl = new Map(docs.map((p) => [url(p), p]))
  const cardsOf = (item: SidebarItem | undefined) =>
    item?.type === 'category'
      ? (item.items ?? [])
          .filter((c) => c.href)
          .map((c) => ({ title: c.label, href: c.href!, description: describeItem(c, docByUrl) }))
      : []
  const allDocs = new Map(docs.map((p) => [docId(p.source), { id: docId(p.source), url: url(p) }]))
  const rootUrl = pageUrl(config, withBase(config.baseUrl, base.replace(/\/?$/, '/')))
  const first = [...sidebars.values()].map((sb) => flattenSidebar(sb.items)[0]?.href).find(Boolean)
  const listed = entries.filter((e) => !e.unlisted)
  const mainHref = listed.find((e) => e.url === rootUrl)?.url ?? first ?? listed[0]?.url ?? rootUrl
  const tagsFile = version.name === CURRENT ? content.tags.docs : (content.tags.versions?.[version.name] ?? null)
  // The main doc, by Docusaurus's rule: the doc at the docs' root URL, else the first doc of the first sidebar.
  const docsRoot = pageUrl(
    config,
    withBase(config.baseUrl, (version.instance ? base : config.docs.routeBasePath).replace(/\/?$/, '/')),
  )
  const root =
    listed.find((e) => e.url === docsRoot) ??
    (first !== undefined ? listed.find((e) => e.url === first) : undefined) ??
    listed[0]
  const draftIds = new Set(
    content.docs.filter((f) => plan.drafts.has(f.sourcePath) && (f.version ?? CURRENT) === version.name).map(docId),
  )
  return {
    version,
    base,
    docs,
    entries,
    sidebars,
    sidebarKey,
    places,
    cardsOf,
    allDocs,
    mainHref,
    tagsFile,
    rootEntry: root ? { id: root.id, url: root.url } : null,
    draftIds,
  }
}

/** A doc's version as its page shows it: badge, banner, the same doc in the last version and in each version. */
export function docVersionInfo(
  versions: VersionFacts[],
  facts: VersionFacts,
  last: VersionFacts,
  id: string,
): DocVersionInfo {
  const { version } = facts
  return {
    name: version.name,
    label: version.label,
    badge: version.badge,
    banner: version.banner,
    home: facts.mainHref,
    latest: { name: last.version.name, label: last.version.label, href: last.allDocs.get(id)?.url ?? last.mainHref },
    alternates: versions.map((v) => ({
      name: v.version.name,
      label: v.version.label,
      href: v.allDocs.get(id)?.url ?? v.mainHref,
    })),
  }
}

/**
 * "Edit this page" of a doc: the docs folder's edit URL, pointing into the version's snapshot for a
 * frozen version; or what the site's `editUrl` function (SiteConfig[MAIN_THREAD], Docusaurus's
 * form; another docs set's own, called as Docusaurus calls it, with `current`) returns for it, null when it
 * returns undefined or what cannot be a URL (`notUrl` hears of
 * it). Null without either.
 */
export function editUrlOf(
  config: SiteConfig,
  version: DocsVersion,
  relativePath: string,
  permalink: string,
  sourcePath: string,
  notUrl?: (value: string) => void,
): string | null {
  // Another docs set has its own edit URL or function (or none).
  if (version.instance && !config[MAIN_THREAD]?.instanceEditUrls?.[version.instance.id])
    return version.instance.editUrl ? version.instance.editUrl.replace(/\/?$/, '/') + relativePath : null
  const fn = version.instance
    ? config[MAIN_THREAD]!.instanceEditUrls![version.instance.id]
    : config[MAIN_THREAD]?.docsEditUrl
  if (fn) {
    const versionDocsDirPath = path.relative(config.root, version.dir).split(path.sep).join('/')
    let url: unknown
    try {
      url = fn({
        version: version.instance ? CURRENT : version.name,
        versionDocsDirPath,
        docPath: relativePath,
        permalink,
        locale: config.locale.code,
      })
    } catch (e) {
      throw new BuildError(
        `docs.editUrl: the function threw for ${versionDocsDirPath}/${relativePath}: ${e instanceof Error ? e.message : String(e)}`,
        {
          file: sourcePath,
          hint: 'fix the editUrl function of the docs options (it is called with { version, versionDocsDirPath, docPath, permalink, locale })',
        },
      )
    }
    if (url === undefined || url === null || url === '') return null
    if (typeof url !== 'string')
      throw new BuildError(
        `docs.editUrl: the function returned ${JSON.stringify(url)} for ${versionDocsDirPath}/${relativePath}, not a string`,
        { file: sourcePath, hint: 'return a URL string, or undefined for no "Edit this page" link' },
      )
    // A string no URL can be: no link rather than an href of it.
    if (!mayBeUrl(url)) {
      notUrl?.(url)
      return null
    }
    return url
  }
  if (!config.docs.editUrl) return null
  const edit = config.docs.editUrl.replace(/\/?$/, '/')
  if (version.name === CURRENT) return edit + relativePath
  // The edit URL ends with the docs folder's path from the site root; a snapshot sits at
  // versioned_docs/version-<name>/ there.
  const docsFromRoot = path.relative(config.root, config.dirs.docs).split(path.sep).join('/')
  const snapshot = path.relative(config.root, version.dir).split(path.sep).join('/')
  return (
    (docsFromRoot && edit.endsWith(docsFromRoot + '/')
      ? edit.slice(0, -(docsFromRoot.length + 1)) + snapshot + '/'
      : edit) + relativePath
  )
}

function describeItem(item: SidebarItem, docByUrl: Map<string, CompiledPage>): string {
  if (item.type === 'category') return `${item.items?.length ?? 0} items`
  const p = item.href ? docByUrl.get(item.href) : undefined
  return p ? (str(p.source.frontmatter.description) ?? p.firstParagraph) : ''
}

/**
 * A version kept whole: its routes as the last build made them, in the same places — its tag
 * pages (`tags`) come after the blog, as a built version's do. Only meta is read of a kept route
 * (see Route.kept); its full props were never made.
 */
export function keptRoutes(
  config: SiteConfig,
  unit: KeptVersion,
  version: string,
  site: SiteData,
): { pages: Route[]; tags: Route[] } {
  const kept = (r: KeptRoute): Route => ({
    url: r.url,
    outputPath: routeToOutput(stripBase(config.baseUrl, r.url) ?? r.url),
    dataPath: routeToDataFile(stripBase(config.baseUrl, r.url) ?? r.url),
    kind: r.kind,
    sourcePath: r.sourcePath,
    version,
    props: { kind: r.kind, site, meta: r.meta } as unknown as PageProps,
    kept: r.llms ? { llms: r.llms } : {},
  })
  const isTags = (r: KeptRoute) => r.kind === 'docsTags' || r.kind === 'docsTag'
  return { pages: unit.routes.filter((r) => !isTags(r)).map(kept), tags: unit.routes.filter(isTags).map(kept) }
}
