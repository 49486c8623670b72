/**
 * Markdown for LLMs: a clean markdown twin of every doc page at its URL + `.md`, `/llms.txt`
 * (title, tagline, every doc page in sidebar order with its description) and `/llms-full.txt`
 * (all docs in one file), per the llms.txt proposal (https://llmstxt.org). Pure: data in, files out.
 *
 * A twin is the source body as written (front matter removed, admonitions and everything else
 * kept byte for byte) with only its link destinations rewritten to absolute URLs, and the
 * title added as `# Title` when the body has no h1.
 */
import fs from 'node:fs'
import path from 'node:path'
import type { Image, Root } from 'mdast'
import { visit } from 'unist-util-visit'
import {
  findDestinations,
  parseDestinations,
  parser,
  spliceDestinations,
} from '../stages/markdown/link-destinations.js'
import { absoluteUrl, isExternal, markdownUrl, stripBase, withBase } from '../core/paths.js'
import { applyTrailingSlashToLink } from '../core/trailing-slash.js'
import { isPublicRoute } from './sitemap.js'
import { docsVersionNamed } from '../stages/routes/plan.js'
import type { CompiledPage, DocProps, DocsVersion, OutputFile, Route, Sidebar, SiteConfig } from '../core/types.js'

/** Inputs of llmsFiles. */
export interface LlmsInput {
  config: SiteConfig
  routes: Route[]
  pages: CompiledPage[]
  sidebars: Map<string, Sidebar>
}

type DocRoute = Route & { props: DocProps }

/** One doc page as llms.txt lists it, its twin not made yet (`twin()` makes it). */
export interface LlmsEntry {
  route: DocRoute
  title: string
  description: string
  /** Absolute URL of the HTML page. */
  url: string
  /** Absolute URL of the markdown twin. */
  markdownUrl: string
  /** Make the twin (a large site's twins are made and written one at a time: outputs/extras.ts). */
  twin: () => Twin
}

/** A doc's twin. */
export interface Twin {
  /** The twin's markdown. */
  markdown: string
  /** The body with rewritten links and a section page's card list (no added title). */
  body: string
}

/** One doc page as llms.txt lists it, with its twin. */
export type LlmsDoc = Omit<LlmsEntry, 'twin'> & Twin

/** Twins of every doc page, plus `llms.txt` and `llms-full.txt` (from `docs`, when the caller keeps them). */
export function llmsFiles(input: LlmsInput, docs: LlmsDoc[] = llmsDocs(input)): OutputFile[] {
  return [...docs.map((d) => twinFile(input.config, d)), ...llmsIndexFiles(input.config, docs, input.sidebars)]
}

/** The markdown twin of one doc. */
export function twinFile(config: SiteConfig, doc: { route: Route; markdown: string }): OutputFile {
  return { path: twinPath(config, doc.route.url), contents: doc.markdown }
}

/** Where the twin of the doc at `url` is written, relative to the output folder. */
export function twinPath(config: SiteConfig, url: string): string {
  return outputPath(config, markdownUrl(url))
}

/** `llms.txt` and `llms-full.txt` from the docs' twins (dev rebuilds of one page reuse the others'). */
export function llmsIndexFiles(config: SiteConfig, docs: LlmsDoc[], sidebars: Map<string, Sidebar>): OutputFile[] {
  const listed = listedDocs(docs, sidebars, config.docs.versions)
  return [llmsTxt(config, listed), { path: LLMS_FULL, contents: [...llmsFullChunks(config, listed)].join('') }]
}

/** The path of the file with every doc in it. */
export const LLMS_FULL = 'llms-full.txt'

/** `llms.txt`: title, tagline and every listed doc (listedDocs) with its description. */
export function llmsTxt(config: SiteConfig, listed: Omit<LlmsEntry, 'twin'>[]): OutputFile {
  const contents = [
    ...llmsHead(config),
    `Each documentation page is also available as Markdown at its URL plus \`.md\` (\`index.md\` for a section page). All docs in one file: [llms-full.txt](${absoluteUrl(config.url, withBase(config.baseUrl, '/' + LLMS_FULL))}).`,
    '',
    ...byVersion(config, listed).flatMap(([heading, docs]) => [
      heading,
      '',
      ...docs.map(
        (d) => `- [${escapeLinkText(d.title)}](${d.markdownUrl})${d.description ? `: ${oneLine(d.description)}` : ''}`,
      ),
      '',
    ]),
  ].join('\n')
  return { path: 'llms.txt', contents }
}

/**
 * `llms-full.txt` in pieces, one per doc, to be written one after another: at 10,000 docs the
 * whole file is ~80 MB, and joining it (plus a trimmed copy of every body) in memory
 * held three times that at once.
 */
export function* llmsFullChunks(config: SiteConfig, listed: LlmsDoc[]): Generator<string> {
  yield llmsFullHead(config)
  for (const d of listed) yield llmsFullPart(d, d.body)
}

/** What `llms-full.txt` starts with. */
export function llmsFullHead(config: SiteConfig): string {
  return llmsHead(config).join('\n')
}

/** One doc's part of `llms-full.txt`. */
export function llmsFullPart(doc: { title: string; url: string }, body: string): string {
  return `\n# ${oneLine(doc.title)}\n\nURL: ${doc.url}\n\n${body.trim()}\n`
}

function llmsHead(config: SiteConfig): string[] {
  return [`# ${config.title}`, '', ...(config.tagline ? [`> ${oneLine(config.tagline)}`, ''] : [])]
}

/**
 * The docs llms.txt and llms-full.txt list: the public ones, in sidebar order; on a versioned
 * site the last version's (what the docs' URL shows) first, then each other version's in
 * Docusaurus's order (prettier.io's llms.txt began with its unreleased "next" docs).
 */
export function listedDocs<D extends { route: Route }>(
  docs: D[],
  sidebars: Map<string, Sidebar>,
  versions: DocsVersion[] = [],
): D[] {
  const ordered = orderBySidebar(
    docs.filter((d) => isPublicRoute(d.route)),
    sidebars,
  )
  const rank = (d: D) => {
    const at = versions.findIndex((v) => v.name === d.route.version)
    return at === -1 || versions[at]!.isLast ? -1 : at
  }
  return ordered
    .map((d, i) => ({ d, i, r: rank(d) }))
    .sort((a, b) => a.r - b.r || a.i - b.i)
    .map(({ d }) => d)
}

/** The listed docs under their headings: "Docs" (the last version's, and unversioned ones), then "Docs:
 * <label>" per other version. */
function byVersion<D extends { route: Route }>(config: SiteConfig, listed: D[]): [string, D[]][] {
  const groups = new Map<string, D[]>()
  for (const d of listed) {
    const version = config.docs.versions.find((v) => v.name === d.route.version)
    const heading =
      !version || version.isLast || config.docs.versions.length < 2 ? '## Docs' : `## Docs: ${oneLine(version.label)}`
    const group = groups.get(heading)
    if (group) group.push(d)
    else groups.set(heading, [d])
  }
  return groups.size ? [...groups] : [['## Docs', []]]
}

/** Every doc route with its twin (drafts only exist in dev builds; unlisted docs get a twin too), or only
 * those of `only` (source paths). */
export function llmsDocs(input: LlmsInput, only?: Set<string>): LlmsDoc[] {
  return llmsEntries(input, only).map(({ twin, ...entry }) => ({ ...entry, ...twin() }))
}

/** As llmsDocs, each twin made only when asked for. */
export function llmsEntries({ config, routes, pages }: LlmsInput, only?: Set<string>): LlmsEntry[] {
  const bySource = new Map(pages.map((p) => [p.source.sourcePath, p]))
  const routeBySource = new Map(routes.filter((r) => r.sourcePath).map((r) => [r.sourcePath!, r]))
  const routeByUrl = new Map(routes.map((r) => [r.url, r]))
  const pageUrl = (href: string) =>
    absoluteUrl(config.url, routeByUrl.get(href)?.kind === 'doc' ? markdownUrl(href) : href)
  const docs: LlmsEntry[] = []
  for (const route of routes) {
    if (route.props.kind !== 'doc' || !route.sourcePath || (only && !only.has(route.sourcePath))) continue
    // A kept version's public doc is listed from its record (its twin is in the output folder already).
    if (route.kept) {
      const llms = route.kept.llms
      if (llms)
        docs.push({
          route: route as DocRoute,
          title: llms.title,
          description: route.props.meta.description,
          url: absoluteUrl(config.url, route.url),
          markdownUrl: absoluteUrl(config.url, markdownUrl(route.url)),
          twin: () => ({ markdown: '', body: llms.body }),
        })
      continue
    }
    const page = bySource.get(route.sourcePath)
    if (!page) continue
    const r = route as DocRoute
    const { title, cards } = r.props.doc
    const twin = (): Twin => {
      // A section page shows its children as cards: the twin lists them, so nothing is lost.
      const section = cards.length
        ? `\n\n## In this section\n\n${cards.map((c) => `- [${escapeLinkText(c.title)}](${pageUrl(c.href)})${c.description ? `: ${oneLine(c.description)}` : ''}`).join('\n')}`
        : ''
      const map = (url: string) => twinLink(config, url, page.source.sourcePath, routeBySource)
      // An MDX page's twin is its readable markdown, whose link destinations the MDX compiler found.
      const source = page.markdown === undefined ? bodyOf(page) : ''
      const linked =
        page.markdown !== undefined
          ? spliceDestinations(page.markdown, page.twinLinks ?? findDestinations(page.markdown), map)
          : (rewriteLinksFast(source, page.links, map) ?? rewriteLinks(source, map))
      const body =
        readableMarkdown(linked)
          .replace(/^\s*\n/, '')
          .trimEnd() +
        section +
        '\n'
      return { markdown: (page.h1 === null ? `# ${oneLine(title)}\n\n` : '') + body, body }
    }
    docs.push({
      route: r,
      title,
      description: r.props.meta.description,
      url: absoluteUrl(config.url, r.url),
      markdownUrl: absoluteUrl(config.url, markdownUrl(r.url)),
      twin,
    })
  }
  return docs
}

/** A compiled page's markdown body: its source's, or the copy a worker spilled (threads/worker.ts releaseBodies). */
function bodyOf(page: CompiledPage): string {
  return page.bodyFile ? fs.readFileSync(page.bodyFile, 'utf8') : page.source.body
}

/** Docs in sidebar order (every sidebar, in config order), then docs in no sidebar. */
function orderBySidebar<D extends { route: Route }>(docs: D[], sidebars: Map<string, Sidebar>): D[] {
  const byUrl = new Map(docs.map((d) => [d.route.url, d]))
  const out = new Set<D>()
  const walk = (items: Sidebar['items']) => {
    for (const item of items) {
      const doc = item.href ? byUrl.get(item.href) : undefined
      if (doc) out.add(doc)
      if (item.items) walk(item.items)
    }
  }
  for (const sidebar of sidebars.values()) walk(sidebar.items)
  for (const d of docs) out.add(d)
  return [...out]
}

/**
 * Where a link of a twin points: `.md` links to doc pages → their absolute `.md` twin; `.md`
 * links to other pages → their absolute URL; site paths → absolute URLs. External links and
 * `#fragments` stay. Returns null to leave the link as written.
 */
export function twinLink(
  config: SiteConfig,
  url: string,
  from: string,
  routeBySource: Map<string, Route>,
): string | null {
  if (!url || url.startsWith('#') || isExternal(url)) return null
  const [, pathPart = '', rest = ''] = /^([^?#]*)(.*)$/.exec(url) ?? []
  if (/\.mdx?$/i.test(pathPart)) {
    let target: string
    // A site-absolute file link from a frozen version's doc is that version's file (as the page's own link:
    // routes/plan.ts makeLinkResolver).
    const docs = docsVersionNamed(config, routeBySource.get(from)?.version).dir
    try {
      target = pathPart.startsWith('/')
        ? path.join(docs, decodeURI(pathPart))
        : path.resolve(path.dirname(from), decodeURI(pathPart))
    } catch {
      return null
    }
    const route =
      routeBySource.get(target) ??
      routeBySource.get(path.join(pathPart.startsWith('/') ? config.root : config.dirs.docs, decodeURI(pathPart)))
    if (!route) return null
    return absoluteUrl(config.url, route.kind === 'doc' ? markdownUrl(route.url) : route.url) + rest
  }
  if (pathPart.startsWith('/'))
    return (
      absoluteUrl(
        config.url,
        applyTrailingSlashToLink(withBase(config.baseUrl, pathPart), config.trailingSlash, config.baseUrl),
      ) + rest
    )
  const fromRoute = routeBySource.get(from)
  return fromRoute ? new URL(url, absoluteUrl(config.url, fromRoute.url)).href : null
}

/**
 * Markdown a reader (or a model) reads as written, without this site's syntax that only the
 * generator understands: a `:::tabs` block becomes its tabs one after another, each under its
 * label in bold; of an image pair marked `#gh-light-mode-only` / `#gh-dark-mode-only`, the
 * light one stays (without the marker) and the dark one goes. Everything else is kept byte for
 * byte; documents without either are returned as they are, unparsed.
 */
export function readableMarkdown(markdown: string): string {
  if (!/::tab|#gh-(light|dark)-mode-only/.test(markdown)) return markdown
  const tree = parser.parse(markdown) as Root
  const edits: { start: number; end: number; text: string }[] = []
  const lineStart = (at: number) => markdown.lastIndexOf('\n', at - 1) + 1
  const lineEnd = (at: number) => {
    const i = markdown.indexOf('\n', at)
    return i === -1 ? markdown.length : i + 1
  }
  visit(tree, (node) => {
    const start = node.position?.start.offset
    const end = node.position?.end.offset
    if (start === undefined || end === undefined) return
    if (node.type === 'containerDirective' && (node as { name?: string }).name === 'tabs') {
      edits.push({ start: lineStart(start), end: lineEnd(start), text: '' }) // the `:::tabs{…}` line
      const closing = lineStart(end)
      if (/^\s*:{3,}\s*$/.test(markdown.slice(closing, lineEnd(closing)).replace(/\n$/, '')))
        edits.push({ start: closing, end: lineEnd(closing), text: '' })
    } else if (node.type === 'leafDirective' && (node as { name?: string }).name === 'tab') {
      const label = markdown.slice(start, end).match(/^::tab\[([^\]]*)\]/)?.[1] ?? ''
      edits.push({ start, end, text: label ? `\n**${label}**\n` : '' })
    } else if (node.type === 'image') {
      const url = (node as Image).url
      if (/#gh-dark-mode-only$/.test(url)) edits.push({ start, end, text: '' })
      else if (/#gh-light-mode-only$/.test(url)) {
        const at = markdown.indexOf('#gh-light-mode-only', start)
        if (at !== -1 && at < end) edits.push({ start: at, end: at + '#gh-light-mode-only'.length, text: '' })
      }
    }
  })
  let out = markdown
  for (const e of edits.sort((a, b) => b.start - a.start)) out = out.slice(0, e.start) + e.text + out.slice(e.end)
  return out.replace(/\n{3,}/g, '\n\n')
}

/**
 * Rewrite the destinations of links, images and definitions in markdown source, leaving every
 * other byte as written. Positions come from the same syntax extensions the site compiles with.
 */
export function rewriteLinks(markdown: string, map: (url: string) => string | null): string {
  return spliceDestinations(markdown, parseDestinations(markdown), map)
}

/**
 * The common case without a second parse (the markdown stage already collected the links):
 * plain destinations written as `](url)`, `](url "title")` or `]: url`, and no such text in
 * code. Returns null when it cannot be sure, and the caller parses (rewriteLinks).
 */
export function rewriteLinksFast(
  markdown: string,
  links: { url: string }[],
  map: (url: string) => string | null,
): string | null {
  const edits = new Map<string, string>()
  for (const { url } of links) {
    const next = map(url)
    if (next !== null && next !== url) edits.set(url, next)
  }
  if (edits.size === 0) return markdown
  if (
    [...markdown.matchAll(/^(```|~~~)[\s\S]*?^\1/gm)].some((m) => m[0].includes('](')) ||
    /`[^`\n]*\]\([^`\n]*`/.test(markdown)
  )
    return null
  for (const [url, next] of edits) if (/[\s()<>\\&]/.test(url) || /[\s()]/.test(next)) return null
  // One pass over every written destination (a regex per link, compiled to machine code, made
  // the extras stage superlinear: 74 MB of code and 8 s at 10,000 docs).
  const found = new Set<string>()
  const out = markdown.replace(DESTINATION_RE, (whole, lead: string, url: string) => {
    const next = edits.get(url)
    if (next === undefined) return whole
    found.add(url)
    return lead + next
  })
  return found.size === edits.size ? out : null // a link not written in a plain form: parse
}

/** A plain written destination: after `](`, or after `[label]:` at the start of a line; ends before
 * whitespace or `)`. */
const DESTINATION_RE = /(\]\(|^\s*\[[^\]]+\]:\s*)([^\s()<>]+)(?=[\s)])/gm

function outputPath(config: SiteConfig, url: string): string {
  return (stripBase(config.baseUrl, url) ?? url).replace(/^\/+/, '')
}

const oneLine = (s: string) => s.replace(/\s+/g, ' ').trim()
const escapeLinkText = (s: string) => oneLine(s).replace(/[[\]\\]/g, '\\$&')
