/**
 * Stage 4, routes: decide which URLs exist and what each shows. `planUrls` runs before the
 * markdown stage (links are resolved while compiling); `planRoutes` turns compiled pages into
 * Routes with their PageProps and runs the whole-site checks (duplicates, broken links and
 * anchors, missing images, unknown ids) before anything renders.
 */
import path from 'node:path'
import { frontMatterTags } from '../metadata/tags.js'
import { docLastUpdate, type GitLastUpdate } from './last-update.js'
import { BuildError } from '../../core/errors.js'
import { joinUrl, routeToDataFile, routeToOutput, stripBase, withBase } from '../../core/paths.js'
import { docId, isDraft, pageUrl, stripExt } from './plan.js'
import { CURRENT, mainVersions } from '../versions.js'
import { getSidebar, type DocEntry } from './sidebar.js'
import { addBlogRoutes } from './blog-routes.js'
import { checkDuplicateRoutes, checkLinks, unusedFiles } from './checks.js'
import { num, str } from './front-matter.js'
import { tagRef, tocOf, wordsOf, type Add } from './route-parts.js'
import { siteData, socialImage } from './site-data.js'
import { docsVersionFacts, docVersionInfo, editUrlOf, keptRoutes, keptVersionFacts } from './version-facts.js'
import type {
  CompiledPage,
  ContentSet,
  DocProps,
  KeptVersion,
  PageLink,
  PageMeta,
  PageProps,
  Route,
  Sidebar,
  SiteConfig,
  SiteData,
  TagRef,
  UrlPlan,
} from '../../core/types.js'

export { checkDuplicateRoutes } from './checks.js'
export { tocOf } from './route-parts.js'

/** Inputs of planRoutes. */
export interface RoutesInput {
  config: SiteConfig
  content: ContentSet
  pages: CompiledPage[]
  plan: UrlPlan
  /** Files under static/, as URL paths without base ('/img/logo.svg'). */
  staticFiles: Set<string>
  /** Each doc's last commit by source path (`readLastUpdates`), when last updates are shown. */
  lastUpdates?: Map<string, GitLastUpdate>
  /** Frozen versions kept whole from the last build (cache/version-units.ts), by name: their routes are kept routes. */
  kept?: Map<string, KeptVersion>
}

/** Everything planRoutes returns. */
export interface RoutesResult {
  routes: Route[]
  site: SiteData
  sidebars: Map<string, Sidebar>
  /** Every warning: `planWarnings`, then `linkWarnings`. */
  warnings: string[]
  /** The warnings of planning the routes (a kept version's record keeps those that name it). */
  planWarnings: string[]
  /** The link checks' warnings (made again on every build, so no record keeps them). */
  linkWarnings: string[]
  /** Each docs version's facts as the other versions see them (the records of kept versions are made of them). */
  facts: VersionSummary[]
}

/** A docs version's facts as other versions and the navbar see them. */
export interface VersionSummary {
  name: string
  allDocs: Map<string, { id: string; url: string }>
  mainHref: string
  rootEntry: { id: string; url: string } | null
  draftIds: string[]
  sidebars: Sidebar[]
}

/** One warning for the docs (or posts) whose editUrl function returned what cannot be a URL, naming the first. */
function notUrlWarning(config: SiteConfig, kind: 'docs' | 'blog', found: { file: string; value: string }[]): string[] {
  if (!found.length) return []
  const { file, value } = found[0]!
  const what = kind === 'docs' ? 'doc' : 'post'
  return [
    new BuildError(
      `${kind}.editUrl returned what is not a URL for ${found.length.toLocaleString('en-US')} ${what}${found.length === 1 ? '' : 's'} (for ${path.relative(config.root, file)}: ${JSON.stringify(value.length > 80 ? value.slice(0, 77) + '…' : value)}): ${found.length === 1 ? 'it has' : 'they have'} no "Edit this page" link`,
      {
        file: config.configFile ?? undefined,
        hint: `Return the page's edit URL from the editUrl function of the ${kind} options (or undefined for no link); a swizzled ${kind === 'docs' ? 'DocItem/Footer' : 'BlogPostItem/Footer'} that reads another value is not used here.`,
      },
    ).format(),
  ]
}

/** Plan every route and run the whole-site checks. */
export function planRoutes(input: RoutesInput): RoutesResult {
  const { config, content, plan } = input
  const warnings: string[] = unusedFiles(content, input.pages)
  // Docs and posts whose editUrl function returned what cannot be a URL: named in one warning each, after the routes.
  const notUrls: { file: string; value: string }[] = []
  const postNotUrls: { file: string; value: string }[] = []
  const words = wordsOf(config)
  const pages = input.pages.filter((p) => plan.byFile.has(p.source.sourcePath))
  const url = (p: CompiledPage) => plan.byFile.get(p.source.sourcePath)!
  // Without a title or an h1, a Docusaurus project's doc is titled by its id's last part, as Docusaurus does;
  // our own sites humanize the file name.
  // In a Docusaurus project a doc's h1 is its title only when it is the content title (the first heading,
  // above any `---`), as Docusaurus reads it.
  const docusaurusDoc = (p: CompiledPage) => config.layout === 'docusaurus' && p.source.kind === 'doc'
  const titleOf = (p: CompiledPage) =>
    typeof p.source.frontmatter.title === 'string'
      ? p.source.frontmatter.title
      : ((docusaurusDoc(p) ? (p.opensWithH1 ? p.h1 : null) : p.h1) ??
        (docusaurusDoc(p) ? docId(p.source).split('/').pop()! : humanTitle(p.source.relativePath)))
  // Docs, one version at a time (a site without versions.json has one, `current`): each version has
  // its own ids, sidebars, category pages and tags; the last version's resolve the navbar.
  // The other docs sets (docs.instances) are built as versions of their own, but are no versions of the main docs.
  const multi = mainVersions(config).length > 1
  const sets = config.docs.versions.map((v) => {
    const unit = input.kept?.get(v.name)
    return unit
      ? keptVersionFacts(config, v, unit)
      : docsVersionFacts(
          config,
          content,
          plan,
          v,
          pages.filter((p) => p.source.kind === 'doc' && (p.source.version ?? CURRENT) === v.name),
          url,
          titleOf,
          multi,
          (w) => warnings.push(w),
        )
  })
  const versions = sets.filter((v) => !v.version.instance)
  const instances = sets.filter((v) => v.version.instance)
  const last = versions.find((v) => v.version.isLast) ?? versions[0]!
  const sidebars = new Map(sets.flatMap((v) => [...v.sidebars.values()].map((sb) => [sb.id, sb] as const)))
  const docs = sets.flatMap((v) => v.docs)

  const keptRouteRecords = [...(input.kept?.values() ?? [])].flatMap((u) => u.routes)
  const rootHasPage =
    pages.some((p) => url(p) === config.baseUrl) ||
    keptRouteRecords.some((r) => r.url === config.baseUrl) ||
    (config.blog !== false &&
      withBase(config.baseUrl, config.blog.routeBasePath).replace(/\/?$/, '/') === config.baseUrl)
  const site = siteData(config, { last, versions, instances, draftIds: last.draftIds, rootHasPage }, warnings)
  const routes: Route[] = []
  const meta = (title: string, u: string, description: string, extra: Partial<PageMeta> = {}): PageMeta => ({
    title,
    description: description || config.tagline,
    canonical: config.url + u,
    url: u,
    noindex: false,
    ogType: 'website',
    image: socialImage(config, undefined),
    ...extra,
  })
  const headBySource = new Map(pages.filter((p) => p.head).map((p) => [p.source.sourcePath, p.head!]))
  const stylesBySource = new Map(
    pages
      .filter((p) => p.styles)
      .map((p) => [p.source.sourcePath, p.styles!.map((s) => withBase(config.baseUrl, '/' + s))]),
  )
  // The route builder of a docs version's routes (`version`: its name), or of the other routes (undefined).
  const addIn =
    (version: string | undefined): Add =>
    (u, kind, props, sourcePath) => {
      const path = stripBase(config.baseUrl, u) ?? u
      const head = sourcePath ? headBySource.get(sourcePath) : undefined
      if (head && kind !== 'blogList') props = { ...props, meta: { ...props.meta, head } }
      const styles = sourcePath ? stylesBySource.get(sourcePath) : undefined
      if (styles) props = { ...props, meta: { ...props.meta, styles } }
      routes.push({
        url: u,
        outputPath: routeToOutput(path),
        dataPath: routeToDataFile(path),
        kind,
        props: { kind, site, ...props } as PageProps,
        sourcePath,
        ...(version ? { version } : {}),
      })
    }
  const add = addIn(undefined)

  // Docs (R1–R10). A doc's `pagination_label` is its title in other docs' prev/next links.
  // Tag pages come after the pages and the blog, as they always have (route order is output order).
  const deferred: (() => void)[] = []
  const labels = new Map(
    docs
      .filter((p) => str(p.source.frontmatter.pagination_label))
      .map((p) => [url(p), p.source.frontmatter.pagination_label as string]),
  )
  for (const facts of sets) {
    // A version kept whole: its routes as the last build made them, in the same places (tags after the blog).
    if (facts.kept) {
      const kept = keptRoutes(config, facts.kept, facts.version.name, site)
      routes.push(...kept.pages)
      if (kept.tags.length) deferred.push(() => routes.push(...kept.tags))
      continue
    }
    const { version, places, cardsOf } = facts
    const addDoc = addIn(version.name)
    const versionInfo =
      multi && !version.instance ? (id: string) => docVersionInfo(versions, facts, last, id) : undefined
    const docTags = new Map<string, { tag: TagRef; docs: { title: string; href: string; description: string }[] }>()
    for (const p of facts.docs) {
      const u = url(p)
      const fm = p.source.frontmatter
      const place = places.get(u)
      // An unlisted doc has no place in a sidebar but still shows the first one, for navigation;
      // `displayed_sidebar` names the sidebar to show (null: none), as in Docusaurus.
      const shown =
        typeof fm.displayed_sidebar === 'string'
          ? displayedSidebar(facts.sidebars, facts.sidebarKey(fm.displayed_sidebar), p.source.sourcePath)
          : fm.displayed_sidebar === null
            ? null
            : undefined
      const sidebar =
        shown !== undefined
          ? shown
          : (place?.sidebar ?? (fm.unlisted === true ? (facts.sidebars.values().next().value ?? null) : null))
      const title = titleOf(p)
      const id = docId(p.source)
      const info = versionInfo?.(id)
      // As in Docusaurus, every version's page is its own canonical; only a version's `noIndex` keeps it out
      // of search engines and the sitemap.
      const tags = frontMatterTags(fm.tags).map((t) => tagRef(config, 'docs', t, facts.tagsFile, facts.base))
      addDoc(
        u,
        'doc',
        {
          meta: meta(title, u, str(fm.description) ?? p.firstParagraph, {
            draft: isDraft(p.source),
            noindex: fm.unlisted === true || version.noIndex,
            unlisted: fm.unlisted === true,
            image: socialImage(config, fm.image),
          }),
          sidebar,
          doc: {
            // As in Docusaurus, a body whose first heading (above any `---`) is an h1 has its title: the
            // layout adds none. A later h1 stays in the body under the title.
            id,
            title,
            hideTitle:
              fm.hide_title === true ||
              p.opensWithH1 === true ||
              (!docusaurusDoc(p) && p.h1 !== null && !str(fm.title)),
            html: p.html,
            ...(p.htmlFile ? { htmlFile: p.htmlFile } : {}),
            toc: tocOf(
              p.headings,
              num(fm.toc_min_heading_level) ?? config.toc.minHeadingLevel,
              num(fm.toc_max_heading_level) ?? config.toc.maxHeadingLevel,
            ),
            hideToc: fm.hide_table_of_contents === true,
            // `docs.breadcrumbs: false`: none, as in Docusaurus
            breadcrumbs: config.docs.breadcrumbs ? (place?.crumbs ?? []) : [],
            prev: paginationLabel(pageLink(fm.pagination_prev, place?.prev ?? null, facts.entries), labels),
            next: paginationLabel(pageLink(fm.pagination_next, place?.next ?? null, facts.entries), labels),
            tags,
            cards: cardsOf(place?.item),
            ...(info ? { version: info } : {}),
            // `custom_edit_url` replaces the site's edit link for this doc (null removes it); a versioned
            // doc's edit link points at its snapshot.
            editUrl:
              fm.custom_edit_url === null
                ? null
                : (str(fm.custom_edit_url) ??
                  editUrlOf(config, version, p.source.relativePath, u, p.source.sourcePath, (value) =>
                    notUrls.push({ file: p.source.sourcePath, value }),
                  )),
            ...lastUpdateProp(docLastUpdate(config, fm, input.lastUpdates?.get(p.source.sourcePath))),
          },
        },
        p.source.sourcePath,
      )
      // Docs tags (R17), per version. A tag is its URL (Docusaurus groups by permalink; the first label wins).
      for (const t of tags) {
        const group = docTags.get(t.href) ?? docTags.set(t.href, { tag: t, docs: [] }).get(t.href)!
        if (!group.docs.some((d) => d.href === u))
          // a tag written twice counts once
          group.docs.push({ title, href: u, description: (str(fm.description) ?? p.firstParagraph) || config.tagline })
      }
    }

    // Generated category pages (folders without an index.md)
    for (const [u, place] of places) {
      if (!place.item.generatedIndex) continue
      // No doc of its own: the banner's and the versions' links lead to each version's main doc.
      const info = versionInfo?.('')
      addDoc(u, 'docCategory', {
        meta: meta(
          place.item.title ?? place.item.label,
          u,
          place.item.description ?? '',
          version.noIndex ? { noindex: true } : {},
        ),
        sidebar: place.sidebar,
        category: {
          title: place.item.title ?? place.item.label,
          description: place.item.description ?? '',
          breadcrumbs: config.docs.breadcrumbs ? place.crumbs : [],
          cards: cardsOf(place.item),
          prev: place.prev,
          next: place.next,
          ...(info ? { version: info } : {}),
        },
      })
    }
    if (docTags.size)
      deferred.push(() => {
        const tagsUrl = pageUrl(config, withBase(config.baseUrl, joinUrl(facts.base, 'tags')))
        const refs = [...docTags.values()]
          .map(({ tag, docs: list }) => ({ ...tag, count: list.length }))
          .sort((a, b) => a.label.localeCompare(b.label))
        const noindex = version.noIndex ? { noindex: true } : {}
        addDoc(tagsUrl, 'docsTags', {
          meta: meta(words.say('theme.tags.tagsPageTitle'), tagsUrl, '', noindex),
          sidebar: null,
          tags: refs,
        })
        for (const ref of refs)
          addDoc(ref.href, 'docsTag', {
            meta: meta(
              words.say('theme.docs.tagDocListPageTitle', {
                nDocsTagged: words.count('theme.docs.tagDocListPageTitle.nDocsTagged', ref.count),
                tagName: ref.label,
              }),
              ref.href,
              ref.description ?? '',
              noindex,
            ),
            sidebar: null,
            tag: ref,
            allTagsHref: tagsUrl,
            docs: docTags.get(ref.href)!.docs,
          })
      })
  }

  // Standalone markdown pages (R17) and React pages (the page brings its own markup; its
  // `@theme/Layout` gives the title, else the site's, and the description, else the tagline).
  for (const p of pages.filter((x) => x.source.kind === 'page')) {
    const fm = p.source.frontmatter
    if (p.source.format === 'react') {
      const title = p.layout?.title ?? config.title
      add(
        url(p),
        'page',
        {
          meta: meta(title, url(p), p.layout?.description ?? ''),
          page: {
            title,
            html: p.html,
            toc: [],
            hideToc: true,
            react: true,
            ...(p.layout?.htmlClassName ? { htmlClassName: p.layout.htmlClassName } : {}),
          },
        },
        p.source.sourcePath,
      )
      continue
    }
    add(
      url(p),
      'page',
      {
        meta: meta(titleOf(p), url(p), str(fm.description) ?? p.firstParagraph, {
          noindex: fm.unlisted === true,
          unlisted: fm.unlisted === true,
          image: socialImage(config, fm.image),
        }),
        page: {
          title: titleOf(p),
          html: p.html,
          toc: tocOf(p.headings, config.toc.minHeadingLevel, config.toc.maxHeadingLevel),
          hideToc: fm.hide_table_of_contents === true,
          ...(str(fm.wrapperClassName) ? { htmlClassName: str(fm.wrapperClassName) } : {}),
        },
      },
      p.source.sourcePath,
    )
  }

  // Blog (R11–R15, R17)
  if (config.blog)
    addBlogRoutes({
      config,
      content,
      pages: pages.filter((p) => p.source.kind === 'post'),
      url,
      titleOf,
      meta,
      add,
      notUrl: (file, value) => postNotUrls.push({ file, value }),
    })

  for (const addTags of deferred) addTags()

  // Not found (R16)
  const notFoundUrl = withBase(config.baseUrl, '/404')
  routes.push({
    url: notFoundUrl,
    outputPath: '404.html',
    dataPath: routeToDataFile('/404'),
    kind: 'notFound',
    props: {
      kind: 'notFound',
      site,
      meta: meta(words.say('theme.NotFound.title'), notFoundUrl, words.say('theme.NotFound.description'), {
        noindex: true,
      }),
    },
  })

  checkDuplicateRoutes(routes, config.onDuplicateRoutes, warnings)
  aliasIndexData(routes, config.baseUrl)
  const linkWarnings: string[] = []
  checkLinks(input, routes, pages, site.navbar.items, linkWarnings)
  const facts = sets.map(
    (v): VersionSummary => ({
      name: v.version.name,
      allDocs: v.allDocs,
      mainHref: v.mainHref,
      rootEntry: v.rootEntry,
      draftIds: [...v.draftIds],
      sidebars: [...v.sidebars.values()],
    }),
  )
  warnings.push(...notUrlWarning(config, 'docs', notUrls), ...notUrlWarning(config, 'blog', postNotUrls))
  return {
    routes,
    site,
    sidebars,
    warnings: [...warnings, ...linkWarnings],
    planWarnings: warnings,
    linkWarnings,
    facts,
  }
}

/**
 * A page's route with the parts that come from its own body (HTML, table of contents) taken
 * from a recompiled page. Only for docs and markdown pages whose front matter, title, ids,
 * links and first paragraph did not change (see incremental.ts): everything else in the route,
 * and in every other route, is then unchanged.
 */
export function refreshRoute(route: Route, page: CompiledPage, config: SiteConfig): Route | null {
  const fm = page.source.frontmatter
  const meta = { ...route.props.meta, description: (str(fm.description) ?? page.firstParagraph) || config.tagline }
  if (route.props.kind === 'doc') {
    const toc = tocOf(
      page.headings,
      num(fm.toc_min_heading_level) ?? config.toc.minHeadingLevel,
      num(fm.toc_max_heading_level) ?? config.toc.maxHeadingLevel,
    )
    return { ...route, props: { ...route.props, meta, doc: { ...route.props.doc, html: page.html, toc } } }
  }
  if (route.props.kind === 'page') {
    return {
      ...route,
      props: {
        ...route.props,
        meta,
        page: {
          ...route.props.page,
          html: page.html,
          toc: tocOf(page.headings, config.toc.minHeadingLevel, config.toc.maxHeadingLevel),
        },
      },
    }
  }
  return null
}

/** Whether other routes show this route's description (category cards, docs tag pages). */
export function descriptionShownElsewhere(route: Route, routes: Route[]): boolean {
  if (route.props.kind === 'doc' && route.props.doc.tags.length) return true
  return routes.some(
    (r) =>
      r !== route &&
      ((r.props.kind === 'doc' && r.props.doc.cards.some((c) => c.href === route.url)) ||
        (r.props.kind === 'docCategory' && r.props.category.cards.some((c) => c.href === route.url))),
  )
}

/** The sidebar a doc's `displayed_sidebar` names, or the E7 error listing the sidebars. */
function displayedSidebar(sidebars: Map<string, Sidebar>, id: string, file: string): Sidebar {
  try {
    return getSidebar(sidebars, id, '`displayed_sidebar`')
  } catch (err) {
    if (err instanceof BuildError) err.file ??= file
    throw err
  }
}

function paginationLabel(link: PageLink | null, labels: Map<string, string>): PageLink | null {
  return link && labels.has(link.href) ? { ...link, title: labels.get(link.href)! } : link
}

function pageLink(override: unknown, fallback: PageLink | null, entries: DocEntry[]): PageLink | null {
  if (override === null) return null
  if (typeof override !== 'string') return fallback
  const e = entries.find((d) => d.id === override)
  return e ? { title: e.label, href: e.url } : fallback
}

/** The `lastUpdate` prop, or nothing (a doc without it renders as before). */
const lastUpdateProp = (lastUpdate: DocProps['doc']['lastUpdate']) => (lastUpdate ? { lastUpdate } : {})
const humanTitle = (rel: string) =>
  stripExt(path.posix.basename(rel))
    .replace(/^\d{4}-\d{2}-\d{2}-/, '')
    .replace(/[-_]+/g, ' ')

/**
 * An index route's data under its URL without the trailing slash too (`/docs/` → also
 * `__data/docs.json`), where no route of that URL has it: a link written `/docs`, as Docusaurus
 * sites write them, is followed by the client router, which asks for the data of the path as
 * linked; without the copy that was a 404 and a full page load.
 */
export function aliasIndexData(routes: Route[], baseUrl: string): void {
  const taken = new Set(routes.map((r) => r.dataPath))
  for (const route of routes) {
    const path = stripBase(baseUrl, route.url) ?? route.url
    if (path === '/' || !path.endsWith('/')) continue
    const alias = routeToDataFile(path.slice(0, -1))
    if (taken.has(alias)) continue
    taken.add(alias)
    route.dataAlias = alias
  }
}
