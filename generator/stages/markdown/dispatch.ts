/**
 * The format dispatcher of the markdown stage: one processor per thread and site, and each source
 * compiled by the path of its format — markdown (markdown-file.ts), MDX (mdx/compile.ts) or a React
 * page (mdx/react-page.ts). The MDX compiler is made from the processor's options on first need.
 */
import type { Processor } from 'unified'
import type { CompiledPage, SourceFile } from '../../core/types.js'
import { withInfima } from './infima.js'
import { compileMd, createMarkdownProcessor } from './markdown-file.js'
import { compileMdx } from './mdx/compile.js'
import { createMdxCompiler, type MdxCompiler } from './mdx/compiler.js'
import { compileReactPage } from './mdx/react-page.js'
import type { ProcessorOptions } from './options.js'

/** The options each processor was made with (its MDX compiler is made from them on first need). */
const optionsOf = new WeakMap<Processor, ProcessorOptions>()
const mdxOf = new WeakMap<Processor, MdxCompiler>()

/** The processor, plugins in order (plugins.ts). */
export function createProcessor(options: ProcessorOptions): Processor {
  const processor = createMarkdownProcessor(options)
  optionsOf.set(processor, options)
  return processor
}

/** Compile one source file (MDX or markdown, by its format). Throws MarkdownError naming the file and line. */
export async function compileMarkdown(source: SourceFile, processor: Processor): Promise<{ page: CompiledPage; warnings: string[] }> {
  if (source.format === 'mdx' || source.format === 'react') {
    let mdx = mdxOf.get(processor)
    if (!mdx) {
      mdx = createMdxCompiler(optionsOf.get(processor)!)
      mdxOf.set(processor, mdx)
    }
    // A React page shares the MDX compiler's module loader (one bundle per module and thread).
    return linkInfima(source.format === 'react' ? compileReactPage(source, mdx) : compileMdx(source, mdx))
  }
  return linkInfima(compileMd(source, processor))
}

/** A page whose HTML uses Infima's classes links Infima's sheet (infima.ts). */
async function linkInfima(compiling: Promise<{ page: CompiledPage; warnings: string[] }>): Promise<{ page: CompiledPage; warnings: string[] }> {
  const { page, warnings } = await compiling
  const linked = await withInfima(page)
  return { page: linked.page, warnings: [...warnings, ...linked.warnings] }
}
