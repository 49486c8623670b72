/**
 * The MDX compiler of a thread: @mdx-js/mdx running the markdown plugin list (plugins.ts) with
 * MDX's own plugins at their insertion points, the module loader of the pages' imports, and the
 * components every page gets.
 */
import { errorText } from '../../../core/esbuild-errors.js'
import path from 'node:path'
import { createProcessor as createMdxProcessor } from '@mdx-js/mdx'
import type { Processor } from 'unified'
import { MDX_GLOBALS } from '../../../../theme/mdx/index.js'
import { MarkdownError } from '../../../core/errors.js'
import type { ProcessorOptions } from '../options.js'
import { markdownPlugins } from '../plugins.js'
import { ModuleLoader, resolveTarget } from './modules.js'
import { remarkMdxDocusaurus } from './remark-mdx-docusaurus.js'
import { rehypeMdxStaticCode } from './rehype-mdx-static-code.js'
import { rehypeMdxSlots } from './rehype-mdx-slots.js'
import { rehypeMdxStatic } from './rehype-mdx-static.js'
import { rehypeMdxPlain } from './rehype-mdx-plain.js'
import { remarkMdxScope, remarkMdxScopeImportsOnly } from './remark-mdx-scope.js'
import { remarkMdxOutline } from './twin.js'
import { remarkIslandFootnotes, remarkMdxIslands } from './remark-mdx-islands.js'
import { remarkMdx1Nodes } from './remark-mdx1-nodes.js'

/** The MDX compiler of one thread (made from the markdown processor's options). */
export interface MdxCompiler {
  processor: Processor
  loader: ModuleLoader
  options: ProcessorOptions
  /** The compiler of islands' browser modules (`islandProcessor`), made on first need. */
  islands?: Processor
  /** Components every page gets: ours plus the site's `src/theme/MDXComponents` (loaded on first need). */
  /** `inputs`: the site files the site's MDXComponents was made of (every page reads them). */
  globals?: Promise<{ components: Record<string, unknown>; warnings: string[]; inputs: string[] }>
}

/**
 * The components every page of this site gets without importing them: ours (Details, Head)
 * and, as in Docusaurus, whatever the site's `src/theme/MDXComponents` exports by default.
 */
export function siteGlobals(compiler: MdxCompiler): NonNullable<MdxCompiler['globals']> {
  compiler.globals ??= (async () => {
    const warnings: string[] = []
    const inputs: string[] = []
    let target: ReturnType<typeof resolveTarget> | null
    try {
      target = resolveTarget(
        '@theme/MDXComponents',
        path.join(compiler.options.siteRoot ?? process.cwd(), 'index.mdx'),
        compiler.options.siteRoot ?? process.cwd(),
      )
    } catch {
      target = null
    }
    if (target?.kind !== 'file') return { components: MDX_GLOBALS, warnings, inputs }
    try {
      const module = await compiler.loader.load(
        target,
        [],
        (m) => warnings.push(m),
        (f) => inputs.push(f),
      )
      const own = module.default
      if (!own || typeof own !== 'object') throw new Error('its default export is not an object of components')
      // Docusaurus hands a fence's raw text to `code`, which renders `@theme/CodeBlock`; here blocks are
      // highlighted before MDX (rehype-mdx-static-code).
      const { code } = own as Record<string, unknown>
      if (code !== undefined && code !== 'code')
        warnings.push(
          `${target.file}: its \`code\` component is given inline code only: fenced code blocks are highlighted when the site is built and rendered as @theme/CodeBlock renders them, not passed to it as Docusaurus passes them`,
        )
      return { components: { ...MDX_GLOBALS, ...(own as Record<string, unknown>) }, warnings, inputs }
    } catch (err) {
      throw new MarkdownError(`Could not load the site's MDX components: ${errorText(err)}`, {
        file: target.file,
        cause: err,
        hint: 'src/theme/MDXComponents must export by default an object of components, e.g. `{ ...MDXComponents, Highlight }`.',
      })
    }
  })()
  return compiler.globals
}

/** Make the MDX compiler for these processor options. */
export function createMdxCompiler(options: ProcessorOptions, loader?: ModuleLoader): MdxCompiler {
  // The markdown plugins (plugins.ts), with MDX's own at their insertion points.
  const plugins = markdownPlugins(options, {
    remarkFirst: [remarkMdxOutline], // the twin is written from the tree as parsed
    beforeHeadingId: [remarkMdxDocusaurus], // `{/* #id */}` and `\{#id}` are both heading ids
    remarkLast: [
      // Docusaurus 2's plugins (MDX 1) add `jsx`/`import` nodes of raw source: made MDX 3 nodes, before the
      // scope reads the imports.
      ...(options.site ? [remarkMdx1Nodes] : []),
      [
        remarkMdxScope,
        { globals: Object.keys(MDX_GLOBALS), undefinedComponents: options.undefinedComponents ?? 'error' },
      ],
      // after remark-mdx-scope, which records the imports
      [remarkMdxIslands, { siteRoot: options.siteRoot ?? process.cwd(), aliases: options.moduleAliases }],
    ],
    rehypeFirst: [rehypeMdxStatic], // JSX that is plain HTML becomes hast elements the plugins below see
    afterHeadings: [rehypeMdxSlots], // where each partial's headings join the TOC
    rehypeLast: [
      rehypeMdxStaticCode, // highlighted code as one string of HTML, not a JSX element per token
      rehypeMdxPlain, // last: a page holding no MDX is rendered from its tree, not compiled to code
    ],
  })
  const processor = createMdxProcessor({
    format: 'mdx',
    outputFormat: 'function-body',
    development: false,
    elementAttributeNameCase: 'react',
    stylePropertyNameCase: 'dom',
    remarkPlugins: plugins.remark,
    rehypePlugins: plugins.rehype,
    ...(options.remarkRehypeOptions ? { remarkRehypeOptions: options.remarkRehypeOptions } : {}),
  }) as unknown as Processor
  return {
    processor,
    loader:
      loader ??
      new ModuleLoader({
        baseUrl: options.baseUrl ?? '/',
        siteRoot: options.siteRoot ?? process.cwd(),
        infimaVariables: options.infimaVariables,
        aliases: options.moduleAliases,
        moduleDirs: options.moduleDirs,
        defines: options.defines,
      }),
    options,
  }
}

/**
 * The compiler of an island's browser module (an ES module the islands bundle hydrates it with):
 * the page's own plugin list, so that the island's markdown comes out as the page's render of it
 * did (links resolved, code highlighted, inline code's break points, the site's plugins) and
 * React hydrates it without a mismatch, which would make React draw it again from a different tree.
 * Imports stay imports (the bundle resolves them); no island detection, no plain-tree render.
 */
export function islandProcessor(compiler: MdxCompiler): Processor {
  if (compiler.islands) return compiler.islands
  const { options } = compiler
  const plugins = markdownPlugins(options, {
    beforeHeadingId: [remarkMdxDocusaurus],
    remarkLast: [
      ...(options.site ? [remarkMdx1Nodes] : []),
      remarkMdxScopeImportsOnly,
      [
        remarkIslandFootnotes,
        {
          clobberPrefix:
            typeof options.remarkRehypeOptions?.clobberPrefix === 'string'
              ? options.remarkRehypeOptions.clobberPrefix
              : undefined,
        },
      ],
    ],
    rehypeFirst: [rehypeMdxStatic],
    rehypeLast: [rehypeMdxStaticCode],
  })
  compiler.islands = createMdxProcessor({
    format: 'mdx',
    outputFormat: 'program',
    development: false,
    elementAttributeNameCase: 'react',
    stylePropertyNameCase: 'dom',
    remarkPlugins: plugins.remark,
    rehypePlugins: plugins.rehype,
    ...(options.remarkRehypeOptions ? { remarkRehypeOptions: options.remarkRehypeOptions } : {}),
  }) as unknown as Processor
  return compiler.islands
}
