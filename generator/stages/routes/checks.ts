/**
 * The routes stage's whole-site checks, run before anything renders: files no page uses,
 * duplicate doc ids, duplicate outputs (every conflicting input listed), broken links and
 * anchors, missing images, unsafe URL schemes (E3) — a kept version's pages included.
 */
import fs from 'node:fs'
import path from 'node:path'
import { BrokenLinkError, type BuildError, DuplicateRouteError, throwAll } from '../../core/errors.js'
import { splitIds } from '../../core/ids.js'
import { cleanPath, isExternal, routeToOutput, stripBase, withBase } from '../../core/paths.js'
import type {
  CompiledPage,
  ContentSet,
  KeptVersion,
  LinkRef,
  ProblemPolicy,
  ResolvedNavbarItem,
  Route,
  SiteConfig,
  UrlPlan,
} from '../../core/types.js'
import { docId } from './plan.js'

/** What the link checks read of the routes stage's input. */
export interface LinkCheckInput {
  config: SiteConfig
  plan: UrlPlan
  /** Files under static/, as URL paths without base. */
  staticFiles: Set<string>
  /** Frozen versions kept whole: their pages' links and files are checked too. */
  kept?: Map<string, KeptVersion>
}

/** Files under content/ that no page uses: each is named in a warning (nothing is dropped in silence). */
export function unusedFiles(content: ContentSet, pages: CompiledPage[]): string[] {
  const used = new Set(pages.flatMap((p) => (p.assets ?? []).map((a) => a.from)))
  return (content.otherFiles ?? [])
    .filter((f) => !used.has(f))
    .map(
      (f) =>
        `${f}: not a page, a partial (\`_\` prefix), a data file or a file a page links: it is not part of the site; link it from a page, or put files for download under static/`,
    )
}

/** Whether a page has the anchor a link names: as written, or percent-decoded
 * (`#fournisseurs-m%C3%A9t%C3%A9o` names `id="fournisseurs-météo"`, as the browser reads it). */
function hasAnchor(ids: Set<string>, hash: string): boolean {
  if (ids.has(hash)) return true
  try {
    return ids.has(decodeURIComponent(hash))
  } catch {
    return false // not valid percent-encoding: only as written
  }
}

export function checkDuplicateIds(docs: CompiledPage[], where = ''): void {
  const seen = new Map<string, string[]>()
  for (const d of docs) seen.set(docId(d.source), [...(seen.get(docId(d.source)) ?? []), d.source.sourcePath])
  const errors = [...seen]
    .filter(([, files]) => files.length > 1)
    .map(
      ([id, files]) =>
        new DuplicateRouteError(`Two or more docs have the id "${id}"${where}: ${files.join(', ')}`, {
          file: files[1],
          hint: 'Give each doc a unique `id` front matter (or rename the file).',
        }),
    )
  throwAll(errors)
}

/**
 * Two sources for one output file: list every conflicting input — an error, or with `warn`
 * (`onDuplicateRoutes`, Docusaurus's default) a warning each, the first route kept and the others
 * taken out of `routes`; `ignore` keeps the first quietly.
 */
export function checkDuplicateRoutes(routes: Route[], policy: ProblemPolicy = 'throw', warnings: string[] = []): void {
  const byOut = new Map<string, Route[]>()
  for (const r of routes) {
    const same = byOut.get(r.outputPath)
    if (same) same.push(r)
    else byOut.set(r.outputPath, [r])
  }
  const clashes = [...byOut].filter(([, rs]) => rs.length > 1)
  const errors = clashes.map(
    ([out, rs]) =>
      new DuplicateRouteError(
        `Several pages want the URL ${rs[0]!.url} (${out}): ${rs.map((r) => r.sourcePath ?? `generated ${r.kind} page`).join(', ')}${policy === 'throw' ? '' : `; the first is built`}`,
        {
          file: rs.find((r) => r.sourcePath)?.sourcePath,
          hint: `Change the \`slug\` front matter or rename one of the files so each page has its own URL${policy === 'throw' ? '' : ' (`onDuplicateRoutes` makes this a warning)'}.`,
        },
      ),
  )
  if (policy === 'throw') throwAll(errors)
  if (policy === 'warn') warnings.push(...errors.map((e) => e.format()))
  const dropped = new Set(clashes.flatMap(([, rs]) => rs.slice(1)))
  for (let i = routes.length - 1; i >= 0; i--) if (dropped.has(routes[i]!)) routes.splice(i, 1)
}

export function checkLinks(
  input: LinkCheckInput,
  routes: Route[],
  pages: CompiledPage[],
  navbarItems: ResolvedNavbarItem[],
  warnings: string[],
): void {
  const { config, plan } = input
  if (config.onBrokenLinks === 'ignore' && config.onBrokenAnchors === 'ignore') return
  // Files beside the content that pages made part of the site count as existing files.
  const kept = [...(input.kept?.values() ?? [])]
  const staticFiles = new Set([
    ...input.staticFiles,
    ...pages.flatMap((p) => (p.assets ?? []).map((a) => '/' + a.to)),
    ...kept.flatMap((u) => u.assets),
  ])
  const known = new Set(routes.map((r) => r.url))
  // Every page's links are checked on every build, a kept version's too (from its record): a page they point
  // to may be gone.
  const checked: { sourcePath: string; url: string; links: LinkRef[]; ids: string[] | string }[] = [
    ...pages.map((p) => ({
      sourcePath: p.source.sourcePath,
      url: plan.byFile.get(p.source.sourcePath)!,
      links: p.links,
      ids: p.ids,
    })),
    ...kept.flatMap((u) => u.pages),
  ]
  // A page's ids as a set only when a link with an anchor points to it (a kept page's are one string, see
  // version-units.ts).
  const idsOf = new Map(checked.map((p) => [p.url, p.ids]))
  const idSets = new Map<string, Set<string>>()
  const idsByUrl = {
    has: (url: string) => idsOf.has(url),
    get: (url: string) => idSets.get(url) ?? idSets.set(url, new Set(splitIds(idsOf.get(url)))).get(url),
  }
  const draftUrls = new Set([...plan.drafts].map((f) => f))
  const errors: BuildError[] = []
  // The navbar's and footer's own links are links of every page, checked as Docusaurus checks them.
  const configLinks: { label: string; href: string }[] = []
  const navbar = (items: ResolvedNavbarItem[]) => {
    for (const i of items) {
      if (i.href && !i.external && i.type === 'link')
        configLinks.push({ label: `navbar item "${i.label}"`, href: i.href })
      if (i.items) navbar(i.items)
    }
  }
  navbar(navbarItems)
  for (const column of config.footer.links)
    for (const item of column.items)
      if ('href' in item && !isExternal(item.href))
        configLinks.push({ label: `footer link "${item.label}"`, href: withBase(config.baseUrl, item.href) })
  // A Docusaurus site that draws its footer links with components of its own (src/theme/Footer/…,
  // not used here) has Docusaurus check what those draw, which may not be the config's links (a
  // LinkItem that renders `to: " "` as no link at all): a broken one of the config's is a warning then.
  const ownFooter = config.layout === 'docusaurus' ? swizzledFooter(config.root) : null
  for (const { label, href } of configLinks) {
    const target = cleanPath(href.split(/[?#]/)[0]!)
    const problem = brokenReason('link', target, href, known, staticFiles, config)
    if (!problem) continue
    const error = new BrokenLinkError(
      `${problem}: the ${label} points to "${href}", which no page or file of the site has`,
      { file: config.configFile ?? undefined, hint: 'Fix its `to`/`href` in the config, or add the page.' },
    )
    if (ownFooter && label.startsWith('footer ')) {
      error.message += ` (the site draws its footer links with its own ${ownFooter}, which Docusaurus checks instead: a warning here)`
      warnings.push(error.format())
    } else errors.push(error)
  }
  // Broken anchors follow `onBrokenAnchors` (Docusaurus's default is to warn) when it differs from `onBrokenLinks`.
  const anchorWarnings: BuildError[] = []
  for (const p of checked) {
    const from = p.url
    for (const link of p.links) {
      if (isExternal(link.url)) {
        if (/^(javascript|data|vbscript):/i.test(link.url))
          errors.push(
            new BrokenLinkError(`Unsafe URL scheme in ${link.kind} "${link.url.slice(0, 60)}"`, {
              file: link.file ?? p.sourcePath,
              line: link.line,
              hint: 'Use an http(s) or relative URL.',
            }),
          )
        continue
      }
      const target = link.resolved === '' ? from : link.resolved
      const problem = brokenReason(link.kind, target, link.url, known, staticFiles, config)
      if (problem) {
        const toDraft =
          /\.mdx?$/i.test(link.url.split('#')[0]!) &&
          [...draftUrls].some((d) => d.endsWith(link.url.split('#')[0]!.replace(/^\.{0,2}\//, '')))
        errors.push(
          new BrokenLinkError(
            `${problem}: "${link.url}"${toDraft ? ' (it links to a draft, which is not built)' : ''}`,
            {
              file: link.file ?? p.sourcePath,
              line: link.line,
              hint:
                link.kind === 'image'
                  ? 'Put the image under static/ or fix its path.'
                  : 'Fix the link: point it at an existing page (a .md file relative to this one, or a URL path of the site).',
            },
          ),
        )
        continue
      }
      if (
        link.kind === 'link' &&
        link.hash &&
        target &&
        idsByUrl.has(target) &&
        !hasAnchor(idsByUrl.get(target)!, link.hash)
      ) {
        if (config.onBrokenAnchors === 'ignore') continue
        ;(config.onBrokenAnchors === config.onBrokenLinks ? errors : anchorWarnings).push(
          new BrokenLinkError(
            `Broken anchor "#${link.hash}" in link "${link.url}": ${target} has no heading or element with that id`,
            {
              file: link.file ?? p.sourcePath,
              line: link.line,
              hint: 'Use the id of an existing heading (shown by its # link), or add `{#id}` to the heading.',
            },
          ),
        )
      }
    }
  }
  if (config.onBrokenLinks === 'ignore') errors.length = 0
  if (config.onBrokenAnchors === 'warn') warnings.push(...anchorWarnings.map((e) => e.format()))
  else errors.push(...anchorWarnings)
  if (config.onBrokenLinks === 'warn') {
    warnings.push(...errors.map((e) => e.format()))
    return
  }
  throwAll(errors)
}

function brokenReason(
  kind: 'link' | 'image',
  target: string | null,
  written: string,
  known: Set<string>,
  staticFiles: Set<string>,
  config: SiteConfig,
): string | null {
  if (target === null) return kind === 'image' ? 'Missing image' : 'Broken link to a file that is not a page'
  const rel = stripBase(config.baseUrl, target)
  if (rel !== null && staticFiles.has(decodeURI(rel))) return null
  if (kind === 'image') return 'Missing image'
  if (known.has(target) || known.has(target + '/') || known.has(target.replace(/\/$/, ''))) return null
  if (rel === '/' + routeToOutput('/').replace(/index\.html$/, '')) return null
  return written.startsWith('/') || written.endsWith('.md') || !/\.[a-z0-9]+$/i.test(written)
    ? 'Broken link'
    : 'Broken link to a missing file'
}

/** The site's own footer components under src/theme (`Footer`, `Footer/LinkItem`, …), named as the site has
 * them; null when it has none. */
function swizzledFooter(root: string): string | null {
  const dir = path.join(root, 'src/theme/Footer')
  if (fs.existsSync(dir)) return 'src/theme/Footer/'
  return ['js', 'jsx', 'ts', 'tsx'].some((ext) => fs.existsSync(path.join(root, `src/theme/Footer.${ext}`)))
    ? 'src/theme/Footer'
    : null
}
