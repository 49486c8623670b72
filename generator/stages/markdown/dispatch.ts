/**
 * The format dispatcher of the markdown stage: one processor per thread and site, and each source
 * compiled by the path of its format — markdown (markdown-file.ts), MDX (mdx/compile.ts) or a React
 * page (mdx/react-page.ts). The MDX compiler is made from the processor's options on first need.
 * A Docusaurus project with its own markdown plugins gets, on first need, one processor per content
 * kind that has some (docs, blog and pages each take their own lists, as in Docusaurus).
 */
import type { Processor } from 'unified'
import type { CompiledPage, SourceFile, SourceKind } from '../../core/types.js'
import { withInfima } from './infima.js'
import { compileMd, createMarkdownProcessor } from './markdown-file.js'
import { compileMdx } from './mdx/compile.js'
import { createMdxCompiler, type MdxCompiler } from './mdx/compiler.js'
import { compileReactPage } from './mdx/react-page.js'
import type { ProcessorOptions } from './options.js'
import { withMathStyles } from './math-styles.js'
import { loadSitePlugins } from './site-plugins.js'
import { copyRepeat, sameCompile, type RepeatCopy, type RepeatOrigin } from './repeat-copy.js'
import { resolveTarget } from './mdx/modules.js'

/** The options each processor was made with (its MDX compiler is made from them on first need). */
const optionsOf = new WeakMap<Processor, ProcessorOptions>()
const mdxOf = new WeakMap<Processor, MdxCompiler>()

/** The processor, plugins in order (plugins.ts). */
export function createProcessor(options: ProcessorOptions): Processor {
  const processor = createMarkdownProcessor(options)
  optionsOf.set(processor, options)
  return processor
}

/** The processor of a content kind: the site's plugins of that kind added (null: the base processor serves it). */
const baseOf = new WeakMap<Processor, Processor>()
const variantsOf = new WeakMap<Processor, Map<string, Promise<Processor | null>>>()

/** `kind`: a content kind, or `instance`: the version name of another docs plugin instance, whose docs run
 * its own lists. */
function variant(base: Processor, kind: SourceKind, instance: string | null): Promise<Processor | null> {
  const options = optionsOf.get(base)!
  let byKind = variantsOf.get(base)
  if (!byKind) variantsOf.set(base, (byKind = new Map()))
  const key = instance ?? kind
  let p = byKind.get(key)
  if (!p) {
    p = loadSitePlugins(options.sitePlugins!).then((loaded) => {
      // (What cannot run is in the compatibility report: the config stage read the same lists.)
      const own = instance ? loaded.byInstance[instance] : loaded.byKind[kind]
      if (!own) return null
      const processor = createProcessor({ ...options, sitePlugins: undefined, ...own })
      baseOf.set(processor, base)
      return processor
    })
    byKind.set(key, p)
  }
  return p
}

/** The docs instance whose own plugin lists compile a source (null: its kind's). */
function instanceOf(source: SourceFile, options: ProcessorOptions): string | null {
  return source.kind === 'doc' && source.version && options.sitePlugins?.instances?.[source.version]
    ? source.version
    : null
}

/**
 * `source` compiled as a copy of `origin`, a page with the same text compiled just before it by
 * the same processor (repeat-copy.ts); null when it must be compiled itself.
 */
export function copyRepeatedPage(origin: RepeatOrigin, source: SourceFile, processor: Processor): RepeatCopy | null {
  const options = optionsOf.get(processor)!
  if (
    source.format === 'react' ||
    !sameCompile(origin.source, source, (s) => `${s.kind}\0${instanceOf(s, options) ?? ''}`)
  )
    return null
  const siteRoot = options.siteRoot ?? process.cwd()
  return copyRepeat(
    origin,
    source,
    options.resolveLink,
    (specifier, importer) => {
      try {
        const target = resolveTarget(specifier, importer, siteRoot)
        return target.kind === 'partial' ? target.file : null
      } catch {
        return null
      }
    },
    options.recordRead,
  )
}

/** Compile one source file (MDX or markdown, by its format). Throws MarkdownError naming the file and line. */
export async function compileMarkdown(
  source: SourceFile,
  processor: Processor,
): Promise<{ page: CompiledPage; warnings: string[] }> {
  const options = optionsOf.get(processor)!
  const instance = instanceOf(source, options)
  const own = source.format !== 'react' && options.sitePlugins ? await variant(processor, source.kind, instance) : null
  const { page, warnings } = await compileByFormat(source, own ?? processor)
  // The stylesheets a page's HTML calls for: KaTeX's for math the site's plugins rendered (rehype-katex),
  // Infima's for its classes.
  const withMath = await withMathStyles(
    page,
    () => mdxCompilerOf(processor).loader,
    options.siteRoot ?? process.cwd(),
    (m) => warnings.push(m),
  )
  const linked = await withInfima(withMath)
  return { page: linked.page, warnings: [...warnings, ...linked.warnings] }
}

async function compileByFormat(
  source: SourceFile,
  processor: Processor,
): Promise<{ page: CompiledPage; warnings: string[] }> {
  if (source.format === 'mdx' || source.format === 'react') {
    const mdx = mdxCompilerOf(processor)
    // A React page shares the MDX compiler's module loader (one bundle per module and thread).
    return source.format === 'react' ? compileReactPage(source, mdx) : compileMdx(source, mdx)
  }
  return compileMd(source, processor, optionsOf.get(processor)?.preprocess)
}

function mdxCompilerOf(processor: Processor): MdxCompiler {
  let mdx = mdxOf.get(processor)
  if (!mdx) {
    // A content kind's processor shares its thread's module loader: each module is bundled once per thread.
    const base = baseOf.get(processor)
    mdx = createMdxCompiler(optionsOf.get(processor)!, base ? mdxCompilerOf(base).loader : undefined)
    mdxOf.set(processor, mdx)
  }
  return mdx
}
