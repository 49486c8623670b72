/**
 * The orchestrator: reads as the table of contents of a build. Each stage is a timed,
 * labelled step; a failed step is marked ✗ and its error rethrown unchanged.
 */
import { createHash } from 'node:crypto'
import fg from 'fast-glob'
import type { Element } from 'hast'
import { bundleClient } from './bundle.js'
import { resolveConfig, type ResolveOptions } from './config.js'
import { loadContent } from './content.js'
import { throwAll, type BuildError } from './errors.js'
import { compileMarkdown, createProcessor, getHighlighter } from './markdown.js'
import { extractPersistent, persistentPath, renderRoute, type RenderContext } from './render.js'
import { makeLinkResolver, planRoutes, planUrls } from './routes.js'
import type { BuildReport, BundleResult, CompiledPage, OutputFile, SiteConfig } from './types.js'
import { writeSite } from './write.js'
import { theme } from '../theme/index.js'

/** Options of build(). */
export interface BuildOptions extends ResolveOptions {
  /** Print step lines. @default false */
  log?: (line: string) => void
  /** Reuse compiled pages across builds (watch mode). */
  cache?: BuildCache
  /** Reuse a bundle (watch mode rebuilds it only when theme/ changes). */
  bundle?: BundleResult
  /** Inline dev script for live reload. */
  devScript?: string
}

/** Compiled pages kept between watch builds, keyed by source path + content hash. */
export class BuildCache {
  pages = new Map<string, { key: string; page: CompiledPage }>()
  code = new Map<string, Element>()
  /** Drop everything (e.g. the site config changed). */
  clear(): void {
    this.pages.clear()
    this.code.clear()
  }
}

/** Build a site folder into its output folder; returns the report. */
export async function build(root: string, options: BuildOptions = {}): Promise<BuildReport & { config: SiteConfig }> {
  const timings: Record<string, number> = {}
  const warnings: string[] = []
  const step = async <T>(label: string, fn: () => Promise<T> | T): Promise<T> => {
    const start = performance.now()
    try {
      const result = await fn()
      timings[label] = Math.round(performance.now() - start)
      options.log?.(`✓ ${label.padEnd(9)} ${timings[label]} ms`)
      return result
    } catch (err) {
      options.log?.(`✗ ${label}`)
      throw err
    }
  }

  const config = await step('config', () => resolveConfig(root, options))
  const bundlePromise = options.bundle ? Promise.resolve(options.bundle) : bundleClient(config)
  bundlePromise.catch(() => {}) // awaited below; avoid an unhandled rejection if content fails first
  const highlighterPromise = getHighlighter()
  const [{ content, warnings: contentWarnings }, staticFiles] = await step('content', () => Promise.all([
    loadContent(config),
    fg('**/*', { cwd: config.staticDir, dot: false, suppressErrors: true }).then((l) => new Set(l.map((f) => '/' + f))),
  ]))
  warnings.push(...contentWarnings)
  const plan = planUrls(config, content)
  const pages = await step('markdown', async () => {
    const processor = createProcessor({ highlighter: await highlighterPromise, resolveLink: makeLinkResolver(config, plan), codeCache: options.cache?.code })
    const planKey = hash([...plan.byFile].join('\n'))
    const errors: BuildError[] = []
    const sources = [...content.docs, ...content.posts, ...content.pages].filter((f) => plan.byFile.has(f.sourcePath))
    const compiled = await Promise.all(sources.map(async (source) => {
      const key = planKey + hash(JSON.stringify(source.frontmatter) + source.body)
      const hit = options.cache?.pages.get(source.sourcePath)
      if (hit && hit.key === key) return hit.page
      try {
        const { page, warnings: w } = await compileMarkdown(source, processor)
        warnings.push(...w)
        options.cache?.pages.set(source.sourcePath, { key, page })
        return page
      } catch (err) {
        errors.push(err as BuildError)
        return null
      }
    }))
    throwAll(errors)
    return compiled.filter((p): p is CompiledPage => p !== null)
  })
  const { routes } = await step('routes', () => {
    const result = planRoutes({ config, content, pages, plan, staticFiles })
    warnings.push(...result.warnings)
    return result
  })
  const bundle = await step('bundle', () => bundlePromise)
  const files = await step('render', () => {
    const ctx: RenderContext = { theme, assets: bundle.assets, devScript: options.devScript }
    const out: OutputFile[] = [...bundle.files]
    const persistent = new Map<string, string>()
    for (const route of routes) {
      const rendered = renderRoute(route, ctx)
      extractPersistent(rendered[0]!.contents as string, persistent)
      out.push(...rendered)
    }
    for (const [key, html] of persistent) out.push({ path: persistentPath(key), contents: html })
    return out
  })
  const written = await step('write', () => writeSite(config, files))
  return { config, pages: routes.length, files: written.files, bytes: written.bytes, timings, scriptGzipBytes: bundle.scriptGzipBytes, warnings }
}

function hash(text: string): string {
  return createHash('sha1').update(text).digest('base64url').slice(0, 16)
}
