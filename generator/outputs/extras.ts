/**
 * The outputs beside the pages that are pure functions of routes and pages — feeds, sitemap +
 * robots.txt, llms.txt + llms-full.txt and the markdown twins — made and written at once into
 * the build's temp folder rather than held through render (llms-full.txt alone holds every doc).
 */
import type { CompiledPage, OutputFile, Route, Sidebar, SiteConfig, SourceFile } from '../core/types.js'
import type { OutputFolder } from '../stages/write.js'
import { feedFiles } from './feeds.js'
import {
  LLMS_FULL,
  listedDocs,
  llmsEntries,
  llmsFullHead,
  llmsFullPart,
  llmsTxt,
  twinFile,
  type LlmsDoc,
  type LlmsEntry,
  type Twin,
} from './llms.js'
import { sitemapFiles } from './sitemap.js'
import { frozenVersions } from '../stages/versions.js'

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

/** Twins written at a time (each is made only when its turn comes). */
const TWIN_BATCH = 64

/**
 * Write the extras into `folder`. `keep` (watch builds) returns the twins for one-page rebuilds
 * and keeps the markdown; otherwise the twins were the markdown's last use and the bodies are
 * let go before render (each keeps its whole file alive, ~77 MB at 10,000 docs). The twins are
 * made one after another as `llms-full.txt` is written, in its order (the listed docs, then the
 * others), and written by batches: a large site's twins are never all in memory (at 50,000 docs
 * they and the bodies they are made of were over 1 GB at once).
 */
export async function writeExtras(
  input: ExtrasInput,
  folder: OutputFolder,
  options: {
    keep: boolean
    signal?: AbortSignal
    listedOf?: (route: Route) => boolean
    letGo?: (twins: number) => void
  },
): Promise<{ files: number; bytes: number; twins: LlmsDoc[]; listed: Map<string, LlmsDoc>; warnings: string[] }> {
  const { config, routes, pages, sidebars, staticFiles } = input
  const { keep, signal, listedOf } = options
  const entries = llmsEntries({ config, routes, pages, sidebars })
  const listed = listedDocs(entries, sidebars, config.docs.versions)
  // The site's own file (static/robots.txt) stays, as Docusaurus leaves it; the generated one is not written,
  // and that is said.
  const warnings: string[] = []
  const own = (f: OutputFile) => {
    if (!staticFiles?.has('/' + f.path)) return false
    warnings.push(
      `static/${f.path} is the site's own: it is kept, and the generated ${f.path} is not written${f.path === 'robots.txt' ? ' (add `Sitemap: <url>/sitemap.xml` to it if crawlers should find the sitemap)' : ''}`,
    )
    return true
  }
  const made = [...feedFiles(config, routes), ...sitemapFiles(config, routes), llmsTxt(config, listed)].filter(
    (f) => !own(f),
  )
  let bytes = await folder.write(made, signal)
  let files = made.length + 1
  const twins: LlmsDoc[] = []
  // `listedOf`: the listed docs whose llms.txt text the caller keeps (a frozen version's, for its record).
  const kept = new Map<string, LlmsDoc>()
  let batch: OutputFile[] = []
  const flush = async () => {
    bytes += await folder.write(batch, signal)
    files += batch.length
    // The twins written, and what they were made of, are garbage now (a large build collects it as it goes).
    options.letGo?.(batch.length)
    batch = []
  }
  /** Make a doc's twin and queue its file (a kept version's twin is in the output folder already:
   * cache/version-units.ts). */
  const twinOf = async ({ twin, ...entry }: LlmsEntry): Promise<Twin> => {
    const made = twin()
    if (keep) twins.push({ ...entry, ...made })
    if (!entry.route.kept) {
      const file = twinFile(config, { route: entry.route, markdown: made.markdown })
      if (!own(file)) batch.push(file)
      if (batch.length >= TWIN_BATCH) await flush()
    }
    return made
  }
  const inList = new Set(listed)
  async function* full(): AsyncGenerator<string> {
    yield llmsFullHead(config)
    for (const entry of listed) {
      const { body } = await twinOf(entry)
      if (listedOf?.(entry.route)) kept.set(entry.route.url, { ...entry, markdown: '', body })
      yield llmsFullPart(entry, body)
    }
  }
  bytes += await folder.writeChunks(LLMS_FULL, full(), signal)
  for (const entry of entries) if (!inList.has(entry)) await twinOf(entry)
  await flush()
  if (!keep) releaseRead(config, input)
  return { files, bytes, twins, listed: kept, warnings }
}

/**
 * What no stage after this one reads is let go (a one-shot build): the sources' markdown, and of
 * each compiled page what the routes stage (link and anchor checks) and the twins read — its
 * links, ids, headings, first paragraph and readable markdown (at 50,000 docs ~200 MB of the main
 * thread's heap besides the bodies). The pages of a frozen version keep their links and ids: the
 * version's record has them (cache/version-build.ts).
 */
function releaseRead(config: SiteConfig, { sources, pages }: ExtrasInput): void {
  for (const source of sources) source.body = ''
  const frozen = new Set(frozenVersions(config).map((v) => v.name))
  for (const page of pages) {
    page.headings = []
    page.firstParagraph = ''
    delete page.markdown
    delete page.twinLinks
    if (page.source.version !== undefined && frozen.has(page.source.version)) continue
    page.links = []
    page.ids = []
  }
}
