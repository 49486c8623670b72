/**
 * What a build may reuse from an earlier one. Today: the watch server's in-memory cache of
 * compiled pages (keyed by source path + content hash + URL plan) and the state of the last
 * build, for rebuilding one page in place (server/incremental.ts). The persistent build cache
 * (compiled and rendered pages on disk between runs) will live in this folder too.
 */
import { createHash } from 'node:crypto'
import { createCodeCache } from '../stages/markdown/processor.js'
import type { AssetManifest, CompiledPage, Route, Sidebar, SiteConfig, SourceFile, UrlPlan } from '../core/types.js'
import type { LlmsDoc } from '../outputs/llms.js'
import type { Processor } from 'unified'

/** Compiled pages kept between watch builds, keyed by source path + content hash. */
export class BuildCache {
  pages = new Map<string, { key: string; page: CompiledPage }>()
  code = createCodeCache()
  /** The last successful build, for rebuilding one page in place (incremental.ts). */
  last: LastBuild | null = null
  /** Drop everything (e.g. the site config changed). */
  clear(): void {
    this.pages.clear()
    this.code.clear()
    this.last = null
  }
}

/** The state of the last successful watch build. */
export interface LastBuild {
  config: SiteConfig
  plan: UrlPlan
  /** Part of each page's cache key: the URL plan the page was compiled against. */
  planKey: string
  /** The main thread's processor (null when workers compiled the pages: made on first need). */
  processor: Processor | null
  pages: CompiledPage[]
  routes: Route[]
  sidebars: Map<string, Sidebar>
  twins: LlmsDoc[]
  assets: AssetManifest
  devScript?: string
}

/** The key of a URL plan: a page compiled against another plan may resolve its links differently. */
export function planKeyOf(plan: UrlPlan): string {
  return hash([...plan.byFile].join('\n'))
}

/** The cache key of a compiled page. */
export function pageKey(planKey: string, source: SourceFile): string {
  return planKey + hash(JSON.stringify(source.frontmatter) + source.body)
}

/** Split sources into pages compiled by an earlier build from the same source and plan, and the rest. */
export function reuseCompiled(
  cache: BuildCache | undefined,
  plan: UrlPlan,
  sources: SourceFile[],
): { planKey: string; cached: CompiledPage[]; fresh: SourceFile[] } {
  const planKey = planKeyOf(plan)
  const fresh: SourceFile[] = []
  const cached: CompiledPage[] = []
  for (const source of sources) {
    const hit = cache?.pages.get(source.sourcePath)
    if (hit && hit.key === pageKey(planKey, source)) cached.push(hit.page)
    else fresh.push(source)
  }
  return { planKey, cached, fresh }
}

/** Remember freshly compiled pages. */
export function keepCompiled(cache: BuildCache | undefined, planKey: string, pages: CompiledPage[]): void {
  if (cache)
    for (const page of pages) cache.pages.set(page.source.sourcePath, { key: pageKey(planKey, page.source), page })
}

function hash(text: string): string {
  return createHash('sha1').update(text).digest('base64url').slice(0, 16)
}
