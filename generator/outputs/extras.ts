/**
 * The outputs beside the pages that are pure functions of routes and pages — feeds, sitemap +
 * robots.txt, llms.txt + llms-full.txt and the markdown twins — made and written at once into
 * the build's temp folder rather than held through render (llms-full.txt alone holds every doc).
 */
import type { CompiledPage, Route, Sidebar, SiteConfig, SourceFile } from '../core/types.js'
import type { OutputFolder } from '../stages/write.js'
import { feedFiles } from './feeds.js'
import { LLMS_FULL, listedDocs, llmsDocs, llmsFullChunks, llmsTxt, twinFile, type LlmsDoc } from './llms.js'
import { sitemapFiles } from './sitemap.js'

/** What writeExtras needs. */
export interface ExtrasInput {
  config: SiteConfig
  routes: Route[]
  pages: CompiledPage[]
  sidebars: Map<string, Sidebar>
  sources: SourceFile[]
  /** The site's static files (`/robots.txt`): a generated file never replaces one of them. */
  staticFiles?: Set<string>
}

/**
 * Write the extras into `folder`. `keep` (watch builds) returns the twins for one-page rebuilds
 * and keeps the markdown; otherwise the twins were the markdown's last use and the bodies are
 * let go before render (each keeps its whole file alive, ~77 MB at 10,000 docs).
 */
export async function writeExtras(input: ExtrasInput, folder: OutputFolder, options: { keep: boolean; signal?: AbortSignal; listedOf?: (route: Route) => boolean }): Promise<{ files: number; bytes: number; twins: LlmsDoc[]; listed: Map<string, LlmsDoc>; warnings: string[] }> {
  const { config, routes, pages, sidebars } = input
  const docs = llmsDocs({ config, routes, pages, sidebars })
  const listed = listedDocs(docs, sidebars)
  // A kept version's twins are in the output folder already (cache/version-units.ts).
  const all = [...feedFiles(config, routes), ...sitemapFiles(config, routes), ...docs.filter((d) => !d.route.kept).map((d) => twinFile(config, d)), llmsTxt(config, listed)]
  // The site's own file (static/robots.txt) stays, as Docusaurus leaves it; the generated one is not written, and that is said.
  const made = all.filter((f) => !input.staticFiles?.has('/' + f.path))
  const warnings = all.filter((f) => input.staticFiles?.has('/' + f.path)).map((f) => `static/${f.path} is the site's own: it is kept, and the generated ${f.path} is not written${f.path === 'robots.txt' ? ' (add `Sitemap: <url>/sitemap.xml` to it if crawlers should find the sitemap)' : ''}`)
  const bytes = await folder.write(made, options.signal) + await folder.writeChunks(LLMS_FULL, llmsFullChunks(config, listed), options.signal)
  if (!options.keep) for (const source of input.sources) source.body = ''
  // `listedOf`: the listed docs whose llms.txt text the caller keeps (a frozen version's, for its record).
  const { listedOf } = options
  const kept = new Map(listedOf ? listed.filter((d) => listedOf(d.route)).map((d) => [d.route.url, d]) : [])
  return { files: made.length + 1, bytes, twins: options.keep ? docs : [], listed: kept, warnings }
}
