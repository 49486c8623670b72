/**
 * Watch mode's fast path: an edit to one doc or markdown page that changes only its body —
 * not its front matter, title, heading ids or links, nor its first paragraph where other pages
 * show it as a description — cannot change any other page. That page alone is recompiled, re-rendered and
 * written in place (its HTML, its route
 * data, its markdown twin and llms-full.txt), with the processor, routes and assets of the last
 * build. Anything else returns null and the caller runs a whole build (with cached pages).
 *
 * Left as they were until the next whole build: the search index (Pagefind indexes the whole
 * site) — in dev, search may show the edited page's old text.
 */
import { pageKey, type BuildCache } from '../cache/build-cache.js'
import { readSource } from '../stages/content.js'
import { llmsDocs, llmsIndexFiles, twinFile } from '../outputs/llms.js'
import { compileMarkdown, createProcessor, getHighlighter, processorOptions } from '../stages/markdown/processor.js'
import { renderRoute } from '../stages/render.js'
import { descriptionShownElsewhere, refreshRoute } from '../stages/routes/routes.js'
import type { CompiledPage, OutputFile } from '../core/types.js'
import { writeInPlace } from '../stages/write.js'

/** What a one-page rebuild did. */
export interface PageRebuild {
  /** The page's URL. */
  url: string
  /** Files rewritten (relative to outDir). */
  files: string[]
  warnings: string[]
  /**
   * Writes what the reloaded page does not need (its markdown twin, llms.txt, llms-full.txt —
   * megabytes on a large site): call it after the reload is sent.
   */
  finish: () => Promise<void>
}

/**
 * Rebuild one changed source file in place, or return null when the change may reach other
 * pages (or there is no previous build). Compile errors are thrown, as a whole build would.
 */
export async function rebuildPage(cache: BuildCache, file: string): Promise<PageRebuild | null> {
  const last = cache.last
  if (!last) return null
  const index = last.pages.findIndex((p) => p.source.sourcePath === file)
  const old = last.pages[index]
  // A React page's module (its components, its CSS) is not one page's text: a whole build redoes it.
  if (!old || (old.source.kind !== 'doc' && old.source.kind !== 'page') || old.source.format === 'react') return null
  const source = await readSource(
    file,
    old.source.kind,
    old.source.relativePath,
    old.source.format ?? 'md',
    last.config.markdown.legacyAdmonitionTitles,
  )
  if (JSON.stringify(source.frontmatter) !== JSON.stringify(old.source.frontmatter)) return null
  last.processor ??= createProcessor(processorOptions(last.config, last.plan, await getHighlighter(), cache.code))
  const { page, warnings } = await compileMarkdown(source, last.processor)
  if (!sameOutline(old, page)) return null
  // Islands are bundled for the whole site, files beside content copied, head HTML placed by routes: a whole
  // build does those.
  if (old.islands || page.islands || page.assets?.length || old.assets?.length || old.head !== page.head) return null
  const routeIndex = last.routes.findIndex((r) => r.sourcePath === file)
  const oldRoute = last.routes[routeIndex]
  if (!oldRoute) return null
  // The first paragraph is the description when front matter gives none; cards and tag pages show it.
  if (
    old.firstParagraph !== page.firstParagraph &&
    source.frontmatter.description === undefined &&
    descriptionShownElsewhere(oldRoute, last.routes)
  )
    return null
  const route = refreshRoute(oldRoute, page, last.config)
  if (!route) return null

  const { theme } = await import('../../theme/index.js')
  const files: OutputFile[] = renderRoute(route, { theme, assets: last.assets, devScript: last.devScript })
  const pages = [...last.pages]
  pages[index] = page
  const routes = [...last.routes]
  routes[routeIndex] = route
  await writeInPlace(last.config.outDir, files)
  let twins = last.twins
  const [twin] =
    route.kind === 'doc'
      ? llmsDocs({ config: last.config, routes, pages, sidebars: last.sidebars }, new Set([file]))
      : []
  if (twin) twins = twins.map((t) => (t.route.sourcePath === file ? twin : t))
  cache.last = { ...last, pages, routes, twins }
  cache.pages.set(file, { key: pageKey(last.planKey, source), page })
  const finish = async () => {
    if (twin)
      await writeInPlace(last.config.outDir, [
        twinFile(last.config, twin),
        ...llmsIndexFiles(last.config, twins, last.sidebars),
      ])
  }
  return { url: route.url, files: files.map((f) => f.path), warnings, finish }
}

/** The parts of a compiled page other pages can see: if they are equal, only the page itself changed. */
function sameOutline(a: CompiledPage, b: CompiledPage): boolean {
  return (
    a.h1 === b.h1 &&
    Boolean(a.opensWithH1) === Boolean(b.opensWithH1) &&
    (a.excerptHtml === null) === (b.excerptHtml === null) &&
    JSON.stringify(a.ids) === JSON.stringify(b.ids) &&
    JSON.stringify(a.links.map((l) => [l.url, l.kind])) === JSON.stringify(b.links.map((l) => [l.url, l.kind]))
  )
}
