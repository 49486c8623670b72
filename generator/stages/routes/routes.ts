/**
 * Stage 4, routes: decide which URLs exist and what each shows. `planUrls` runs before the
 * markdown stage (links are resolved while compiling); `planRoutes` turns compiled pages into
 * Routes with their PageProps and runs the whole-site checks (duplicates, broken links and
 * anchors, missing images, unknown ids) before anything renders.
 */
import path from 'node:path'
import type { VFile } from 'vfile'
import { postAuthors } from '../authors.js'
import { frontMatterTags, resolveTag, type FrontMatterTag } from '../tags.js'
import { docLastUpdate, type GitLastUpdate } from './last-update.js'
import { blogSidebar, formatDate, groupByYear, paginate, parsePostPath, readingTime, sortPosts, toIsoDate } from './blog.js'
import { siteI18n } from '../i18n/site.js'
import { EN, interpolate, messagesFor, pluralForm, type MessageId } from '../../../theme/i18n/messages.js'
import { translateSidebars } from '../i18n/translations.js'
import { intlLocale } from '../i18n/locales.js'
import { feedPaths, feedTitle } from '../../outputs/feeds.js'
import { BrokenLinkError, BuildError, DuplicateRouteError, throwAll } from '../../core/errors.js'
import { absoluteUrl, cleanPath, isExternal, joinUrl, routeToDataFile, routeToOutput, stripBase, withBase } from '../../core/paths.js'
import { applyTrailingSlashToLink } from '../../core/trailing-slash.js'
import { docId, isDraft, pageUrl, stripExt } from './plan.js'
import { CURRENT } from '../versions.js'
import { splitIds, type UnitRoute, type VersionUnit } from '../../cache/version-units.js'
import { autogenerateSidebar, DEFAULT_SIDEBAR_ID, flattenSidebar, getDoc, getSidebar, indexSidebars, sidebarFromConfig, sidebarOf, type DocEntry } from './sidebar.js'
import type {
  Author, AuthorLink, CompiledPage, ContentSet, DocProps, DocsVersion, DocVersionInfo, PageKind, PageLink, PageMeta, PageProps, PagePropsMap, PostSummary, ResolvedNavbarItem, Route, Sidebar,
  SidebarItem, SiteConfig, SiteData, SourceFile, TagRef, TagsFile, TocItem, UrlPlan, LinkRef,
} from '../../core/types.js'

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
  kept?: Map<string, VersionUnit>
}

/** Everything planRoutes returns. */
export interface RoutesResult {
  routes: Route[]
  site: SiteData
  sidebars: Map<string, Sidebar>
  /** Every warning, the link checks' last (also in `linkWarnings`: they are made again on every build). */
  warnings: string[]
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

/** Files under content/ that no page uses: each is named in a warning (nothing is dropped in silence). */
function unusedFiles(content: ContentSet, pages: CompiledPage[]): string[] {
  const used = new Set(pages.flatMap((p) => (p.assets ?? []).map((a) => a.from)))
  return (content.otherFiles ?? []).filter((f) => !used.has(f)).map((f) => `${f}: not a page, a partial (\`_\` prefix), a data file or a file a page links: it is not part of the site; link it from a page, or put files for download under static/`)
}

/** Plan every route and run the whole-site checks. */
export function planRoutes(input: RoutesInput): RoutesResult {
  const { config, content, plan } = input
  const warnings: string[] = unusedFiles(content, input.pages)
  const words = wordsOf(config)
  const pages = input.pages.filter((p) => plan.byFile.has(p.source.sourcePath))
  const url = (p: CompiledPage) => plan.byFile.get(p.source.sourcePath)!
  // Without a title or an h1, a Docusaurus project's doc is titled by its id's last part, as Docusaurus does; our own sites humanize the file name.
  const titleOf = (p: CompiledPage) => (typeof p.source.frontmatter.title === 'string' ? p.source.frontmatter.title : p.h1 ?? (config.layout === 'docusaurus' && p.source.kind === 'doc' ? docId(p.source).split('/').pop()! : humanTitle(p.source.relativePath)))
  // Docs, one version at a time (a site without versions.json has one, `current`): each version has
  // its own ids, sidebars, category pages and tags; the last version's resolve the navbar.
  const multi = config.docs.versions.length > 1
  const versions = config.docs.versions.map((v) => {
    const unit = input.kept?.get(v.name)
    return unit ? keptVersionFacts(config, v, unit) : docsVersionFacts(config, content, plan, v, pages.filter((p) => p.source.kind === 'doc' && (p.source.version ?? CURRENT) === v.name), url, titleOf, multi)
  })
  const last = versions.find((v) => v.version.isLast) ?? versions[0]!
  const sidebars = new Map(versions.flatMap((v) => [...v.sidebars.values()].map((sb) => [sb.id, sb] as const)))
  const docs = versions.flatMap((v) => v.docs)

  const keptRoutes = [...(input.kept?.values() ?? [])].flatMap((u) => u.routes)
  const rootHasPage = pages.some((p) => url(p) === config.baseUrl) || keptRoutes.some((r) => r.url === config.baseUrl) || (config.blog !== false && withBase(config.baseUrl, config.blog.routeBasePath).replace(/\/?$/, '/') === config.baseUrl)
  const site = siteData(config, { last, versions, draftIds: last.draftIds, rootHasPage }, warnings)
  const routes: Route[] = []
  const meta = (title: string, u: string, description: string, extra: Partial<PageMeta> = {}): PageMeta => ({
    title, description: description || config.tagline, canonical: config.url + u, url: u, noindex: false, ogType: 'website', image: socialImage(config, undefined), ...extra,
  })
  const headBySource = new Map(pages.filter((p) => p.head).map((p) => [p.source.sourcePath, p.head!]))
  const stylesBySource = new Map(pages.filter((p) => p.styles).map((p) => [p.source.sourcePath, p.styles!.map((s) => withBase(config.baseUrl, '/' + s))]))
  const add: Add = (u, kind, props, sourcePath) => {
    const path = stripBase(config.baseUrl, u) ?? u
    const head = sourcePath ? headBySource.get(sourcePath) : undefined
    if (head && kind !== 'blogList') props = { ...props, meta: { ...props.meta, head } }
    const styles = sourcePath ? stylesBySource.get(sourcePath) : undefined
    if (styles) props = { ...props, meta: { ...props.meta, styles } }
    routes.push({ url: u, outputPath: routeToOutput(path), dataPath: routeToDataFile(path), kind, props: { kind, site, ...props } as PageProps, sourcePath, ...(routeVersion ? { version: routeVersion } : {}) })
  }
  // The docs version of the routes being added (docs routes only).
  let routeVersion: string | undefined

  // Docs (R1–R10). A doc's `pagination_label` is its title in other docs' prev/next links.
  // Tag pages come after the pages and the blog, as they always have (route order is output order).
  const deferred: (() => void)[] = []
  const labels = new Map(docs.filter((p) => str(p.source.frontmatter.pagination_label)).map((p) => [url(p), p.source.frontmatter.pagination_label as string]))
  for (const facts of versions) {
    routeVersion = facts.version.name
    // A version kept whole: its routes as the last build made them, in the same places (tags after the blog).
    if (facts.kept) {
      const kept = (r: UnitRoute): Route => ({
        url: r.url, outputPath: routeToOutput(stripBase(config.baseUrl, r.url) ?? r.url), dataPath: routeToDataFile(stripBase(config.baseUrl, r.url) ?? r.url), kind: r.kind, sourcePath: r.sourcePath, version: facts.version.name,
        // Only meta is read of a kept route (see Route.kept); its full props were never made.
        props: { kind: r.kind, site, meta: r.meta } as unknown as PageProps, kept: r.llms ? { llms: r.llms } : {},
      })
      const isTags = (r: UnitRoute) => r.kind === 'docsTags' || r.kind === 'docsTag'
      routes.push(...facts.kept.routes.filter((r) => !isTags(r)).map(kept))
      const tagRoutes = facts.kept.routes.filter(isTags).map(kept)
      if (tagRoutes.length) deferred.push(() => routes.push(...tagRoutes))
      continue
    }
    const { version, places, cardsOf } = facts
    const versionInfo = multi ? (id: string) => docVersionInfo(versions, facts, last, id) : undefined
    const docTags = new Map<string, { tag: TagRef; docs: { title: string; href: string; description: string }[] }>()
    for (const p of facts.docs) {
      const u = url(p)
      const fm = p.source.frontmatter
      const place = places.get(u)
      // An unlisted doc has no place in a sidebar but still shows the first one, for navigation;
      // `displayed_sidebar` names the sidebar to show (null: none), as in Docusaurus.
      const shown = typeof fm.displayed_sidebar === 'string' ? displayedSidebar(facts.sidebars, facts.sidebarKey(fm.displayed_sidebar), p.source.sourcePath) : fm.displayed_sidebar === null ? null : undefined
      const sidebar = shown !== undefined ? shown : place?.sidebar ?? (fm.unlisted === true ? facts.sidebars.values().next().value ?? null : null)
      const title = titleOf(p)
      const id = docId(p.source)
      const info = versionInfo?.(id)
      // An old version's page is not indexed (its own `noIndex`, or unmaintained) and names the same page of the last version as canonical.
      const sameInLast = version.isLast ? undefined : last.allDocs.get(id)?.url
      const tags = frontMatterTags(fm.tags).map((t) => tagRef(config, 'docs', t, facts.tagsFile, facts.base))
      add(u, 'doc', {
        meta: meta(title, u, str(fm.description) ?? p.firstParagraph, {
          draft: isDraft(p.source), noindex: fm.unlisted === true || version.noIndex, unlisted: fm.unlisted === true, image: socialImage(config, fm.image),
          ...(sameInLast && version.banner === 'unmaintained' ? { canonical: config.url + sameInLast } : {}),
        }),
        sidebar,
        doc: {
          // As in Docusaurus, a body that opens with an h1 (its first heading) is the title: the layout adds none.
          id, title, hideTitle: fm.hide_title === true || p.opensWithH1 === true || (p.h1 !== null && !str(fm.title)), html: p.html, ...(p.htmlFile ? { htmlFile: p.htmlFile } : {}),
          toc: tocOf(p.headings, num(fm.toc_min_heading_level) ?? config.toc.minHeadingLevel, num(fm.toc_max_heading_level) ?? config.toc.maxHeadingLevel),
          hideToc: fm.hide_table_of_contents === true,
          breadcrumbs: place?.crumbs ?? [],
          prev: paginationLabel(pageLink(fm.pagination_prev, place?.prev ?? null, facts.entries), labels),
          next: paginationLabel(pageLink(fm.pagination_next, place?.next ?? null, facts.entries), labels),
          tags,
          cards: cardsOf(place?.item),
          ...(info ? { version: info } : {}),
          // `custom_edit_url` replaces the site's edit link for this doc (null removes it); a versioned doc's edit link points at its snapshot.
          editUrl: fm.custom_edit_url === null ? null : str(fm.custom_edit_url) ?? (config.docs.editUrl ? editUrlOf(config, version, p.source.relativePath) : null),
          ...lastUpdateProp(docLastUpdate(config, fm, input.lastUpdates?.get(p.source.sourcePath))),
        },
      }, p.source.sourcePath)
      // Docs tags (R17), per version. A tag is its URL (Docusaurus groups by permalink; the first label wins).
      for (const t of tags) {
        const group = docTags.get(t.href) ?? docTags.set(t.href, { tag: t, docs: [] }).get(t.href)!
        if (!group.docs.some((d) => d.href === u)) group.docs.push({ title, href: u, description: (str(fm.description) ?? p.firstParagraph) || config.tagline }) // a tag written twice counts once
      }
    }

    // Generated category pages (folders without an index.md)
    for (const [u, place] of places) {
      if (!place.item.generatedIndex) continue
      add(u, 'docCategory', {
        meta: meta(place.item.title ?? place.item.label, u, place.item.description ?? '', version.noIndex ? { noindex: true } : {}), sidebar: place.sidebar,
        category: { title: place.item.title ?? place.item.label, description: place.item.description ?? '', breadcrumbs: place.crumbs, cards: cardsOf(place.item), prev: place.prev, next: place.next },
      })
    }
    if (docTags.size) deferred.push(() => {
      routeVersion = version.name
      const tagsUrl = pageUrl(config, withBase(config.baseUrl, joinUrl(facts.base, 'tags')))
      const refs = [...docTags.values()].map(({ tag, docs: list }) => ({ ...tag, count: list.length })).sort((a, b) => a.label.localeCompare(b.label))
      const noindex = version.noIndex ? { noindex: true } : {}
      add(tagsUrl, 'docsTags', { meta: meta(words.say('theme.tags.tagsPageTitle'), tagsUrl, '', noindex), sidebar: null, tags: refs })
      for (const ref of refs) add(ref.href, 'docsTag', { meta: meta(words.say('theme.docs.tagDocListPageTitle', { nDocsTagged: words.count('theme.docs.tagDocListPageTitle.nDocsTagged', ref.count), tagName: ref.label }), ref.href, ref.description ?? '', noindex), sidebar: null, tag: ref, allTagsHref: tagsUrl, docs: docTags.get(ref.href)!.docs })
      routeVersion = undefined
    })
  }
  routeVersion = undefined

  // Standalone markdown pages (R17) and React pages (the page brings its own markup; its
  // `@theme/Layout` gives the title, else the site's, and the description, else the tagline).
  for (const p of pages.filter((x) => x.source.kind === 'page')) {
    const fm = p.source.frontmatter
    if (p.source.format === 'react') {
      const title = p.layout?.title ?? config.title
      add(url(p), 'page', { meta: meta(title, url(p), p.layout?.description ?? ''), page: { title, html: p.html, toc: [], hideToc: true, react: true } }, p.source.sourcePath)
      continue
    }
    add(url(p), 'page', { meta: meta(titleOf(p), url(p), str(fm.description) ?? p.firstParagraph, { noindex: fm.unlisted === true, unlisted: fm.unlisted === true, image: socialImage(config, fm.image) }), page: { title: titleOf(p), html: p.html, toc: tocOf(p.headings, config.toc.minHeadingLevel, config.toc.maxHeadingLevel), hideToc: fm.hide_table_of_contents === true } }, p.source.sourcePath)
  }

  // Blog (R11–R15, R17)
  if (config.blog) addBlogRoutes({ config, content, pages: pages.filter((p) => p.source.kind === 'post'), url, titleOf, meta, add })

  for (const addTags of deferred) addTags()

  // Not found (R16)
  const notFoundUrl = withBase(config.baseUrl, '/404')
  routes.push({ url: notFoundUrl, outputPath: '404.html', dataPath: routeToDataFile('/404'), kind: 'notFound', props: { kind: 'notFound', site, meta: meta('Page Not Found', notFoundUrl, 'We could not find what you were looking for.', { noindex: true }) } })

  checkDuplicateRoutes(routes)
  const linkWarnings: string[] = []
  checkLinks(input, routes, pages, site.navbar.items, linkWarnings)
  const facts = versions.map((v): VersionSummary => ({ name: v.version.name, allDocs: v.allDocs, mainHref: v.mainHref, rootEntry: v.rootEntry, draftIds: [...v.draftIds], sidebars: [...v.sidebars.values()] }))
  return { routes, site, sidebars, warnings: [...warnings, ...linkWarnings], linkWarnings, facts }
}

type Add = <K extends PageKind>(u: string, kind: K, props: Omit<PagePropsMap[K], 'kind' | 'site'>, sourcePath?: string) => void

function addBlogRoutes(ctx: {
  config: SiteConfig; content: ContentSet; pages: CompiledPage[]; url: (p: CompiledPage) => string; titleOf: (p: CompiledPage) => string
  meta: (t: string, u: string, d: string, extra?: Partial<PageMeta>) => PageMeta; add: Add
}): void {
  const { config, content, url, titleOf, meta, add } = ctx
  const words = wordsOf(config)
  const blog = config.blog as Exclude<SiteConfig['blog'], false>
  const blogUrl = (...parts: string[]) => pageUrl(config, withBase(config.baseUrl, joinUrl(blog.routeBasePath, ...parts)))
  // An author's page is `<blog>/authors/<permalink>` (Docusaurus's authorsBasePath).
  const authorLink = (a: Author): AuthorLink => ({ ...a, href: a.page ? blogUrl('authors', a.page.permalink) : null })
  const summaries = ctx.pages.map((p) => {
    const fm = p.source.frontmatter
    const date = toIsoDate(fm.date) ?? parsePostPath(p.source.relativePath).date ?? '1970-01-01'
    const summary: PostSummary = {
      title: titleOf(p), href: url(p), date, formattedDate: formatDate(date, intlLocale(config.locale)),
      // The content stage has reported every problem of the front matter's authors already.
      authors: postAuthors(fm, content.authors, '').authors.map(authorLink),
      tags: frontMatterTags(fm.tags).map((t) => tagRef(config, 'blog', t, content.tags.blog)),
      excerptHtml: p.excerptHtml ?? p.html, truncated: p.excerptHtml !== null,
      ...(blog.showReadingTime ? { readingTime: readingTime(p.words) } : {}),
    }
    return { p, summary, listed: fm.unlisted !== true }
  })
  const sorted = sortPosts(summaries.map((s) => ({ ...s, date: s.summary.date, title: s.summary.title })))
  const listed = sorted.filter((s) => s.listed).map((s) => s.summary)
  const sidebar = blogSidebar(listed, blog.blogSidebarCount, blog.blogSidebarTitle)

  // A post list at `first`, `first/page/2`, … (postsPerPage each), so that no page grows with the blog.
  const pagedList = (first: string, posts: PostSummary[]) => {
    const chunks = paginate(posts, blog.postsPerPage)
    const at = (j: number) => (j === 0 ? first : pageUrl(config, joinUrl(first, 'page', String(j + 1))))
    return chunks.map((chunk, i) => {
      const link = (j: number): PageLink | null => (j < 0 || j >= chunks.length ? null : { title: j < i ? 'Newer entries' : 'Older entries', href: at(j) })
      return { url: at(i), posts: chunk, pager: { prev: link(i - 1), next: link(i + 1) } }
    })
  }
  // List pages: /blog, /blog/page/2, …
  for (const { url: u, posts, pager } of pagedList(blogUrl(), listed)) {
    add(u, 'blogList', { meta: meta(blog.title, u, blog.description), blogSidebar: sidebar, list: { title: blog.title, posts, ...pager } })
  }
  // Posts
  sorted.forEach(({ p, summary, listed: isListed }) => {
    const i = listed.indexOf(summary)
    const fm = p.source.frontmatter
    add(summary.href, 'blogPost', {
      meta: meta(summary.title, summary.href, str(fm.description) ?? p.firstParagraph, { ogType: 'article', draft: isDraft(p.source), noindex: !isListed, unlisted: !isListed, image: socialImage(config, fm.image) }),
      blogSidebar: sidebar,
      post: {
        ...summary, html: p.html,
        toc: fm.hide_table_of_contents === true ? [] : tocOf(p.headings, config.toc.minHeadingLevel, config.toc.maxHeadingLevel),
        newer: i > 0 ? { title: listed[i - 1]!.title, href: listed[i - 1]!.href } : null,
        older: i >= 0 && i < listed.length - 1 ? { title: listed[i + 1]!.title, href: listed[i + 1]!.href } : null,
        // Like the docs' editUrl: the post's path under the blog folder is appended.
        editUrl: blog.editUrl ? blog.editUrl.replace(/\/?$/, '/') + p.source.relativePath : null,
      },
    }, p.source.sourcePath)
  })
  // Archive (R12): as in Docusaurus, only when some post is listed.
  if (listed.length) {
    const archiveUrl = blogUrl('archive')
    add(archiveUrl, 'blogArchive', { meta: meta(words.say('theme.blog.archive.title'), archiveUrl, words.say('cwc.blog.archive.metaDescription')), archive: groupByYear(listed).map((g) => ({ year: g.year, posts: g.posts })) })
  }
  // Authors (R13, R14): as in Docusaurus, the list exists when the authors file has authors, and
  // shows each of them; only an author with `page` gets a page of their posts.
  if (Object.keys(content.authors).length) {
    const authorsUrl = blogUrl('authors')
    const postsOf = (key: string) => listed.filter((s) => s.authors.some((a) => a.key === key))
    const authors = Object.values(content.authors).map((a) => ({ ...authorLink(a), count: postsOf(a.key!).length }))
    add(authorsUrl, 'blogAuthors', { meta: meta(words.say('theme.blog.authorsList.pageTitle'), authorsUrl, words.say('cwc.blog.authorsList.metaDescription', { blogTitle: blog.title, blogTitleLower: blog.title.toLowerCase() })), blogSidebar: sidebar, authors })
    for (const a of authors) {
      if (!a.href) continue
      const name = a.name ?? a.key!
      for (const { url: u, posts, pager } of pagedList(a.href, postsOf(a.key!))) {
        add(u, 'blogAuthor', { meta: meta(words.say('theme.blog.author.pageTitle', { authorName: name, nPosts: words.count('theme.blog.post.plurals', a.count) }), u, a.description ?? a.title ?? ''), blogSidebar: sidebar, author: a, posts, pager })
      }
    }
  }
  // Tags (R17): only when posts have tags. A tag is its URL (Docusaurus groups by permalink; the first label wins).
  const tagged = new Map<string, { tag: TagRef; posts: PostSummary[] }>()
  for (const s of listed) {
    for (const t of s.tags) {
      const group = tagged.get(t.href) ?? tagged.set(t.href, { tag: t, posts: [] }).get(t.href)!
      if (!group.posts.includes(s)) group.posts.push(s) // a tag written twice counts once
    }
  }
  if (tagged.size) {
    const tagsUrl = blogUrl('tags')
    const refs: TagRef[] = [...tagged.values()].map(({ tag, posts }) => ({ ...tag, count: posts.length })).sort((a, b) => a.label.localeCompare(b.label))
    add(tagsUrl, 'blogTags', { meta: meta(words.say('theme.tags.tagsPageTitle'), tagsUrl, ''), blogSidebar: sidebar, tags: refs })
    for (const ref of refs) {
      for (const { url: u, posts, pager } of pagedList(ref.href, tagged.get(ref.href)!.posts)) {
        add(u, 'blogTag', { meta: meta(words.say('theme.blog.tagTitle', { nPosts: words.count('theme.blog.post.plurals', ref.count!), tagName: ref.label }), u, ref.description ?? ''), blogSidebar: sidebar, tag: ref, allTagsHref: tagsUrl, posts, pager })
      }
    }
  }
}

/** The locale's words for page titles and descriptions (theme/i18n: built-in table + the site's code.json). */
interface Words {
  say(id: MessageId, values?: Record<string, string | number>): string
  /** A plural message for `n` ("One post", "3 posts"), `{count}` filled. */
  count(id: MessageId, n: number): string
}

function wordsOf(config: SiteConfig): Words {
  const table = messagesFor(config.locale.code, config.i18n.messages)
  return {
    say: (id, values) => interpolate(table[id] ?? EN[id], values),
    count: (id, n) => interpolate(pluralForm(table[id] ?? EN[id], n, config.locale.htmlLang), { count: n }),
  }
}

/** One docs version's parts, made before any route (the navbar and the version links need every version's). */
interface VersionFacts {
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
  kept?: VersionUnit
}

/** A kept version's facts, from its record: no docs or entries of its own (its routes are the record's). */
function keptVersionFacts(config: SiteConfig, version: DocsVersion, unit: VersionUnit): VersionFacts {
  const sidebarKey = (id: string) => (version.isLast ? id : `${id}@${version.name}`)
  return {
    version, base: joinUrl(config.docs.routeBasePath, version.path), docs: [], entries: [], sidebars: new Map(unit.facts.sidebars.map((sb) => [sb.id, sb])), sidebarKey,
    places: indexSidebars([]), cardsOf: () => [], allDocs: new Map(unit.facts.allDocs.map(([id, url]) => [id, { id, url }])), mainHref: unit.facts.mainHref, tagsFile: null,
    rootEntry: unit.facts.rootEntry, draftIds: new Set(unit.facts.draftIds), kept: unit,
  }
}

function docsVersionFacts(
  config: SiteConfig, content: ContentSet, plan: UrlPlan, version: DocsVersion, docs: CompiledPage[], url: (p: CompiledPage) => string, titleOf: (p: CompiledPage) => string, multi: boolean,
): VersionFacts {
  const where = multi ? ` (docs version "${version.name}")` : ''
  checkDuplicateIds(docs, where)
  const base = joinUrl(config.docs.routeBasePath, version.path)
  const entries: DocEntry[] = docs.map((p) => ({
    id: docId(p.source), relativePath: p.source.relativePath, url: url(p), title: titleOf(p),
    label: typeof p.source.frontmatter.sidebar_label === 'string' ? p.source.frontmatter.sidebar_label : titleOf(p),
    position: typeof p.source.frontmatter.sidebar_position === 'number' ? p.source.frontmatter.sidebar_position : undefined,
    ...(str(p.source.frontmatter.sidebar_class_name) ? { className: p.source.frontmatter.sidebar_class_name as string } : {}),
    ...(p.source.frontmatter.unlisted === true ? { unlisted: true } : {}),
  }))
  // Sidebar ids are unique across versions: the last version keeps its ids, others get `@<version>`.
  const sidebarKey = (id: string) => (version.isLast ? id : `${id}@${version.name}`)
  const categories = content.categories.filter((c) => (c.version ?? CURRENT) === version.name)
  let raw = new Map<string, Sidebar>()
  const generatedIndexUrl = (slug: string) => pageUrl(config, withBase(config.baseUrl, joinUrl(base, slug)))
  if (version.sidebars) {
    for (const [id, items] of Object.entries(version.sidebars)) {
      try {
        raw.set(id, sidebarFromConfig(id, items, entries, categories, generatedIndexUrl))
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
    raw.set(DEFAULT_SIDEBAR_ID, { id: DEFAULT_SIDEBAR_ID, items: autogenerateSidebar(entries, categories, '', { generatedIndexUrl, folderPage: categoryUrl }) })
  }
  // A translated locale's sidebar labels (i18n/<locale>/docusaurus-plugin-content-docs/current.json) apply to the current docs.
  if (config.i18n.docsLabels && version.name === CURRENT) raw = translateSidebars(raw, config.i18n.docsLabels)
  const sidebars = new Map([...raw].map(([id, sb]) => [sidebarKey(id), { ...sb, id: sidebarKey(id) }]))
  const places = indexSidebars(sidebars.values())
  const docByUrl = new Map(docs.map((p) => [url(p), p]))
  const cardsOf = (item: SidebarItem | undefined) => item?.type === 'category'
    ? (item.items ?? []).filter((c) => c.href).map((c) => ({ title: c.label, href: c.href!, description: describeItem(c, docByUrl) }))
    : []
  const allDocs = new Map(docs.map((p) => [docId(p.source), { id: docId(p.source), url: url(p) }]))
  const rootUrl = pageUrl(config, withBase(config.baseUrl, base.replace(/\/?$/, '/')))
  const first = [...sidebars.values()].map((sb) => flattenSidebar(sb.items)[0]?.href).find(Boolean)
  const listed = entries.filter((e) => !e.unlisted)
  const mainHref = listed.find((e) => e.url === rootUrl)?.url ?? first ?? listed[0]?.url ?? rootUrl
  const tagsFile = version.name === CURRENT ? content.tags.docs : content.tags.versions?.[version.name] ?? null
  // The main doc, by Docusaurus's rule: the doc at the docs' root URL, else the first doc of the first sidebar.
  const docsRoot = pageUrl(config, withBase(config.baseUrl, config.docs.routeBasePath.replace(/\/?$/, '/')))
  const root = listed.find((e) => e.url === docsRoot) ?? (first !== undefined ? listed.find((e) => e.url === first) : undefined) ?? listed[0]
  const draftIds = new Set(content.docs.filter((f) => plan.drafts.has(f.sourcePath) && (f.version ?? CURRENT) === version.name).map(docId))
  return { version, base, docs, entries, sidebars, sidebarKey, places, cardsOf, allDocs, mainHref, tagsFile, rootEntry: root ? { id: root.id, url: root.url } : null, draftIds }
}

/** A doc's version as its page shows it: badge, banner, the same doc in the last version and in each version. */
function docVersionInfo(versions: VersionFacts[], facts: VersionFacts, last: VersionFacts, id: string): DocVersionInfo {
  const { version } = facts
  return {
    name: version.name, label: version.label, badge: version.badge, banner: version.banner, home: facts.mainHref,
    latest: { name: last.version.name, label: last.version.label, href: last.allDocs.get(id)?.url ?? last.mainHref },
    alternates: versions.map((v) => ({ name: v.version.name, label: v.version.label, href: v.allDocs.get(id)?.url ?? v.mainHref })),
  }
}

/** "Edit this page" of a doc: the docs folder's edit URL, pointing into the version's snapshot for a frozen version. */
function editUrlOf(config: SiteConfig, version: DocsVersion, relativePath: string): string {
  const edit = config.docs.editUrl!.replace(/\/?$/, '/')
  if (version.name === CURRENT) return edit + relativePath
  // The edit URL ends with the docs folder's path from the site root; a snapshot sits at versioned_docs/version-<name>/ there.
  const docsFromRoot = path.relative(config.root, config.dirs.docs).split(path.sep).join('/')
  const snapshot = path.relative(config.root, version.dir).split(path.sep).join('/')
  return (docsFromRoot && edit.endsWith(docsFromRoot + '/') ? edit.slice(0, -(docsFromRoot.length + 1)) + snapshot + '/' : edit) + relativePath
}

/** What siteData needs to resolve the navbar besides the config. */
interface NavbarFacts {
  /** The last version: its sidebars and docs resolve the navbar's items. */
  last: VersionFacts
  versions: VersionFacts[]
  /** Ids of the last version's docs left out as drafts (production). */
  draftIds: Set<string>
  /** Whether a page is served at the base URL (the logo's default target). */
  rootHasPage: boolean
}

function siteData(config: SiteConfig, facts: NavbarFacts, warnings: string[]): SiteData {
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
    version: { name: last.version.name, label: last.version.label, isLast: true, path: withBase(config.baseUrl, config.docs.routeBasePath), mainDocId: root?.id ?? 'index' },
    versions: versions.map((v) => ({ name: v.version.name, label: v.version.label, href: v.mainHref, isLast: v.version.isLast })),
    rememberPreferredVersion: config.docs.rememberPreferredVersion,
    feeds: feedLinks(config),
    metadata: config.metadata,
    trailingSlash: config.trailingSlash,
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
function socialImage(config: SiteConfig, image: unknown): string | null {
  const src = str(image) ?? config.image
  if (!src) return null
  return absoluteUrl(config.url, isExternal(src) ? src : withBase(config.baseUrl, src.startsWith('/') ? src : '/' + src))
}

/** Headings within [min, max] levels (C3, L8). */
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
    const toc = tocOf(page.headings, num(fm.toc_min_heading_level) ?? config.toc.minHeadingLevel, num(fm.toc_max_heading_level) ?? config.toc.maxHeadingLevel)
    return { ...route, props: { ...route.props, meta, doc: { ...route.props.doc, html: page.html, toc } } }
  }
  if (route.props.kind === 'page') {
    return { ...route, props: { ...route.props, meta, page: { ...route.props.page, html: page.html, toc: tocOf(page.headings, config.toc.minHeadingLevel, config.toc.maxHeadingLevel) } } }
  }
  return null
}

/** Whether other routes show this route's description (category cards, docs tag pages). */
export function descriptionShownElsewhere(route: Route, routes: Route[]): boolean {
  if (route.props.kind === 'doc' && route.props.doc.tags.length) return true
  return routes.some((r) => r !== route && ((r.props.kind === 'doc' && r.props.doc.cards.some((c) => c.href === route.url)) || (r.props.kind === 'docCategory' && r.props.category.cards.some((c) => c.href === route.url))))
}

export function tocOf(headings: TocItem[], min: number, max: number): TocItem[] {
  return headings.filter((h) => h.depth >= min && h.depth <= max)
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

function describeItem(item: SidebarItem, docByUrl: Map<string, CompiledPage>): string {
  if (item.type === 'category') return `${item.items?.length ?? 0} items`
  const p = item.href ? docByUrl.get(item.href) : undefined
  return p ? str(p.source.frontmatter.description) ?? p.firstParagraph : ''
}

/**
 * A front-matter tag as pages link it: from the folder's tags file (label, description,
 * permalink) or inline (its label, kebab-cased); its URL is `<docs or blog>/tags/<permalink>`.
 */
function tagRef(config: SiteConfig, where: 'docs' | 'blog', tag: FrontMatterTag, tagsFile: TagsFile | null, docsBase = config.docs.routeBasePath): TagRef {
  const { label, permalink, description } = resolveTag(tag, tagsFile)
  const base = where === 'blog' && config.blog ? config.blog.routeBasePath : docsBase
  return { label, href: pageUrl(config, withBase(config.baseUrl, joinUrl(base, 'tags', permalink))), ...(description ? { description } : {}) }
}

/** The `lastUpdate` prop, or nothing (a doc without it renders as before). */
const lastUpdateProp = (lastUpdate: DocProps['doc']['lastUpdate']) => (lastUpdate ? { lastUpdate } : {})
const str = (v: unknown) => (typeof v === 'string' && v.trim() ? v : undefined)
const num = (v: unknown) => (typeof v === 'number' ? v : undefined)
const humanTitle = (rel: string) => stripExt(path.posix.basename(rel)).replace(/^\d{4}-\d{2}-\d{2}-/, '').replace(/[-_]+/g, ' ')

function checkDuplicateIds(docs: CompiledPage[], where = ''): void {
  const seen = new Map<string, string[]>()
  for (const d of docs) seen.set(docId(d.source), [...(seen.get(docId(d.source)) ?? []), d.source.sourcePath])
  const errors = [...seen].filter(([, files]) => files.length > 1).map(([id, files]) =>
    new DuplicateRouteError(`Two or more docs have the id "${id}"${where}: ${files.join(', ')}`, { file: files[1], hint: 'Give each doc a unique `id` front matter (or rename the file).' }))
  throwAll(errors)
}

/** Two sources for one output file: list every conflicting input. */
export function checkDuplicateRoutes(routes: Route[]): void {
  const byOut = new Map<string, Route[]>()
  for (const r of routes) {
    const same = byOut.get(r.outputPath)
    if (same) same.push(r)
    else byOut.set(r.outputPath, [r])
  }
  const errors = [...byOut].filter(([, rs]) => rs.length > 1).map(([out, rs]) =>
    new DuplicateRouteError(`Several pages want the URL ${rs[0]!.url} (${out}): ${rs.map((r) => r.sourcePath ?? `generated ${r.kind} page`).join(', ')}`, {
      file: rs.find((r) => r.sourcePath)?.sourcePath, hint: 'Change the `slug` front matter or rename one of the files so each page has its own URL.',
    }))
  throwAll(errors)
}

function checkLinks(input: RoutesInput, routes: Route[], pages: CompiledPage[], navbarItems: ResolvedNavbarItem[], warnings: string[]): void {
  const { config, plan } = input
  if (config.onBrokenLinks === 'ignore' && config.onBrokenAnchors === 'ignore') return
  // Files beside the content that pages made part of the site count as existing files.
  const kept = [...(input.kept?.values() ?? [])]
  const staticFiles = new Set([...input.staticFiles, ...pages.flatMap((p) => (p.assets ?? []).map((a) => '/' + a.to)), ...kept.flatMap((u) => u.assets)])
  const known = new Set(routes.map((r) => r.url))
  // Every page's links are checked on every build, a kept version's too (from its record): a page they point to may be gone.
  const checked: { sourcePath: string; url: string; links: LinkRef[]; ids: string[] | string }[] = [...pages.map((p) => ({ sourcePath: p.source.sourcePath, url: plan.byFile.get(p.source.sourcePath)!, links: p.links, ids: p.ids })), ...kept.flatMap((u) => u.pages)]
  // A page's ids as a set only when a link with an anchor points to it (a kept page's are one string, see version-units.ts).
  const idsOf = new Map(checked.map((p) => [p.url, p.ids]))
  const idSets = new Map<string, Set<string>>()
  const idsByUrl = { has: (url: string) => idsOf.has(url), get: (url: string) => idSets.get(url) ?? idSets.set(url, new Set(splitIds(idsOf.get(url)))).get(url) }
  const draftUrls = new Set([...plan.drafts].map((f) => f))
  const errors: BuildError[] = []
  // The navbar's and footer's own links are links of every page, checked as Docusaurus checks them.
  const configLinks: { label: string; href: string }[] = []
  const navbar = (items: ResolvedNavbarItem[]) => { for (const i of items) { if (i.href && !i.external && i.type === 'link') configLinks.push({ label: `navbar item "${i.label}"`, href: i.href }); if (i.items) navbar(i.items) } }
  navbar(navbarItems)
  for (const column of config.footer.links) for (const item of column.items) if ('href' in item && !isExternal(item.href)) configLinks.push({ label: `footer link "${item.label}"`, href: withBase(config.baseUrl, item.href) })
  for (const { label, href } of configLinks) {
    const target = cleanPath(href.split(/[?#]/)[0]!)
    const problem = brokenReason('link', target, href, known, staticFiles, config)
    if (problem) errors.push(new BrokenLinkError(`${problem}: the ${label} points to "${href}", which no page or file of the site has`, { file: config.configFile ?? undefined, hint: 'Fix its `to`/`href` in the config, or add the page.' }))
  }
  // Broken anchors follow `onBrokenAnchors` (Docusaurus's default is to warn) when it differs from `onBrokenLinks`.
  const anchorWarnings: BuildError[] = []
  for (const p of checked) {
    const from = p.url
    for (const link of p.links) {
      if (isExternal(link.url)) {
        if (/^(javascript|data|vbscript):/i.test(link.url)) errors.push(new BrokenLinkError(`Unsafe URL scheme in ${link.kind} "${link.url.slice(0, 60)}"`, { file: link.file ?? p.sourcePath, line: link.line, hint: 'Use an http(s) or relative URL.' }))
        continue
      }
      const target = link.resolved === '' ? from : link.resolved
      const problem = brokenReason(link.kind, target, link.url, known, staticFiles, config)
      if (problem) {
        const toDraft = /\.mdx?$/i.test(link.url.split('#')[0]!) && [...draftUrls].some((d) => d.endsWith(link.url.split('#')[0]!.replace(/^\.{0,2}\//, '')))
        errors.push(new BrokenLinkError(`${problem}: "${link.url}"${toDraft ? ' (it links to a draft, which is not built)' : ''}`, { file: link.file ?? p.sourcePath, line: link.line, hint: link.kind === 'image' ? 'Put the image under static/ or fix its path.' : 'Fix the link: point it at an existing page (a .md file relative to this one, or a URL path of the site).' }))
        continue
      }
      if (link.kind === 'link' && link.hash && target && idsByUrl.has(target) && !idsByUrl.get(target)!.has(link.hash)) {
        if (config.onBrokenAnchors === 'ignore') continue
        ;(config.onBrokenAnchors === config.onBrokenLinks ? errors : anchorWarnings).push(new BrokenLinkError(`Broken anchor "#${link.hash}" in link "${link.url}": ${target} has no heading or element with that id`, { file: link.file ?? p.sourcePath, line: link.line, hint: 'Use the id of an existing heading (shown by its # link), or add `{#id}` to the heading.' }))
      }
    }
  }
  if (config.onBrokenLinks === 'ignore') errors.length = 0
  if (config.onBrokenAnchors === 'warn') warnings.push(...anchorWarnings.map((e) => e.format()))
  else errors.push(...anchorWarnings)
  if (config.onBrokenLinks === 'warn') { warnings.push(...errors.map((e) => e.format())); return }
  throwAll(errors)
}

function brokenReason(kind: 'link' | 'image', target: string | null, written: string, known: Set<string>, staticFiles: Set<string>, config: SiteConfig): string | null {
  if (target === null) return kind === 'image' ? 'Missing image' : 'Broken link to a file that is not a page'
  const rel = stripBase(config.baseUrl, target)
  if (rel !== null && staticFiles.has(decodeURI(rel))) return null
  if (kind === 'image') return 'Missing image'
  if (known.has(target) || known.has(target + '/') || known.has(target.replace(/\/$/, ''))) return null
  if (rel === '/' + routeToOutput('/').replace(/index\.html$/, '')) return null
  return written.startsWith('/') || written.endsWith('.md') || !/\.[a-z0-9]+$/i.test(written) ? 'Broken link' : 'Broken link to a missing file'
}
