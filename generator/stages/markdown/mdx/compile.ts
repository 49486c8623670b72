/**
 * The MDX path of the markdown stage: SourceFile (format 'mdx') → the same CompiledPage the
 * markdown path gives. @mdx-js/mdx parses (remark-mdx: ESM, JSX, expressions) and runs the
 * markdown plugin list (plugins.ts, through compiler.ts: admonitions, tabs, heading ids, links, Shiki…),
 * then compiles the tree to a JavaScript function body. Imports are resolved here (theme
 * table, partials, site modules bundled by esbuild), the function is run, and its content
 * rendered to static HTML with React's `renderToStaticMarkup`: no React reaches the browser.
 */
import {
  errorText,
  esbuildErrors,
  locationFile,
  LISTED_ERRORS,
  type EsbuildMessage,
} from '../../../core/esbuild-errors.js'
import fs from 'node:fs'
import path from 'node:path'
import { createElement, Fragment, type ComponentType, type ReactNode } from 'react'
import { jsx, jsxs } from 'react/jsx-runtime'
import { renderToStaticMarkup, renderToString } from 'react-dom/server'
import { VFile } from 'vfile'
import type { VFileMessage } from 'vfile-message'
import { mdxSite, setMdxSite } from '../../../../theme/mdx/index.js'
import type { CodeHighlight } from '../../../../theme/mdx/site.js'
import { prismCodeBlock } from '../prism-engine.js'
import { BuildError, MarkdownError, throwAll } from '../../../core/errors.js'
import { ISLAND_TAG, type CompiledPage, type LinkRef, type SourceFile, type TocItem } from '../../../core/types.js'
import { readOrNull } from '../../../core/open-files.js'
import { I18nContext } from '../../../../theme/i18n/context.js'
import { islandProcessor, siteGlobals, type MdxCompiler } from './compiler.js'
import {
  ImportProblem,
  messageAdvice,
  missingThemeExport,
  resolveTarget,
  type ImportedAsset,
  type ModuleObject,
} from './modules.js'
import { liftHead, renderError, stylesOf } from './page-html.js'
import { preprocessMdx, TRUNCATE_TAG } from './remark-mdx-docusaurus.js'
import { mdxTwin } from './twin.js'
import { parseFailure } from '../site-plugins.js'
import { firstParagraph } from '../first-paragraph.js'
import { countWords } from '../../routes/blog.js'
import { ISLAND_COMPONENT, type MdxIslands } from './remark-mdx-islands.js'
import { plainContent } from './rehype-mdx-plain.js'
import { findDestinations } from '../link-destinations.js'
import { noteContext, notePartial, watchPathname } from '../repeat-copy.js'

export { createMdxCompiler, type MdxCompiler } from './compiler.js'
export { liftHead, renderError, stylesOf } from './page-html.js'

/** The site facts a page renders with (setMdxSite): the site's config, the docs versions, and the page's own URL. */
export function mdxSiteOf(compiler: MdxCompiler, source: SourceFile): Parameters<typeof setMdxSite>[0] {
  const o = compiler.options
  return {
    baseUrl: o.baseUrl ?? '/',
    siteConfig: o.siteConfig ?? {},
    trailingSlash: o.trailingSlash,
    currentLocale: o.currentLocale,
    messages: o.codeMessages,
    docs: o.docs,
    ...(o.globalData ? { globalData: o.globalData } : {}),
    pathname: o.pageUrl?.(source.sourcePath),
    highlight: codeBlockHighlight(o),
  }
}

/** `<CodeBlock>`'s highlighting for a compiler's options: the project's Prism's, made once per options. */
const highlights = new WeakMap<object, CodeHighlight | undefined>()
function codeBlockHighlight(o: MdxCompiler['options']): CodeHighlight | undefined {
  if (!highlights.has(o)) highlights.set(o, o.prism ? prismCodeBlock(o.prism, o.magicComments) : undefined)
  return highlights.get(o)
}

/** A compiled MDX file: its component and what the page it joins needs from it. */
interface CompiledMdx {
  Content: ComponentType<Record<string, unknown>>
  headings: TocItem[]
  ids: string[]
  links: LinkRef[]
  h1: string | null
  opensWithH1: boolean
  assets: ImportedAsset[]
  warnings: string[]
  /** Readable markdown (imports dropped, components as their markdown meaning). */
  markdown: string
  islands: MdxIslands | null
}

/** Compile one MDX page. Throws MarkdownErrors naming the file and line. */
export async function compileMdx(
  source: SourceFile,
  compiler: MdxCompiler,
): Promise<{ page: CompiledPage; warnings: string[] }> {
  allowCodePartials(compiler, source)
  const globals = await siteGlobals(compiler)
  for (const f of globals.inputs) compiler.options.recordRead?.(f, readOrNull(f))
  const compiled = await compileMdxFile(
    source.sourcePath,
    source.body,
    source.bodyStartLine,
    source,
    compiler,
    [],
    globals.components,
  )
  const islands = compiled.islands ? await islandModules(compiled.islands, source, compiler) : undefined
  setMdxSite(watchPathname(mdxSiteOf(compiler, source)))
  let html: string
  try {
    const content = createElement(compiled.Content, {})
    const locale = compiler.options.locale
    // Theme components in MDX (Details, CodeBlock) speak the page's locale, as the layouts do (render.ts).
    html = renderToStaticMarkup(
      locale
        ? createElement(
            I18nContext.Provider,
            { value: { locale: locale.locale, i18n: { defaultLocale: '', locales: [], messages: locale.messages } } },
            content,
          )
        : content,
    )
  } catch (err) {
    throw renderError(err, source.sourcePath)
  }
  const lifted = liftHead(html)
  const head = lifted.head
  html = lifted.html
  const marker = `<${TRUNCATE_TAG}></${TRUNCATE_TAG}>`
  const cut = html.indexOf(marker)
  const excerptHtml = cut === -1 ? null : html.slice(0, cut)
  if (cut !== -1) html = html.split(marker).join('')
  return {
    page: {
      source,
      html,
      h1: compiled.h1,
      ...(compiled.opensWithH1 ? { opensWithH1: true } : {}),
      headings: compiled.headings,
      ids: compiled.ids,
      links: compiled.links,
      excerptHtml,
      firstParagraph: firstParagraph(compiled.markdown, true),
      words: source.kind === 'post' ? countWords(source.body) : 0, // reading time: posts only
      markdown: compiled.markdown,
      assets: compiled.assets.length ? compiled.assets : undefined,
      // A doc's twin (outputs/llms.ts) has its links made absolute where these say they are written.
      ...(source.kind === 'doc' ? { twinLinks: findDestinations(compiled.markdown) } : {}),
      ...stylesOf(compiled.assets),
      islands,
      ...(head ? { head } : {}),
    },
    warnings: [...globals.warnings, ...compiled.warnings],
  }
}

/**
 * Each island's browser module, compiled with the page's own plugins from the page's imports and
 * exports, the island's source and the page's link definitions: the same markup as the page's
 * render of it, so React hydrates it as it is. Its messages are the page's, already reported.
 */
async function islandModules(
  islands: MdxIslands,
  source: SourceFile,
  compiler: MdxCompiler,
): Promise<{ modules: string[] }> {
  // Compiled again apart from the page: what a copy of the page for a repeated text would have to redo.
  noteContext('islands')
  const processor = islandProcessor(compiler)
  const modules: string[] = []
  for (const [i, island] of islands.islands.entries()) {
    const vfile = new VFile({
      path: source.sourcePath,
      value: preprocessMdx(`${islands.esm}\n\n${island}\n\n${islands.definitions}\n`),
    })
    vfile.data.source = source
    vfile.data.islandFootnotes = islands.footnotes[i]!
    try {
      modules.push(String(await processor.process(vfile)))
    } catch (err) {
      throw new MarkdownError(`Could not compile an island for the browser: ${errorText(err)}`, {
        file: source.sourcePath,
        cause: err,
        hint: 'Simplify the interactive element, or move it into a component under src/.',
      })
    }
  }
  return { modules }
}

/** What MDX 1 rendered for a component nobody defined (its `makeShortcode`): a <div> of the tag's children. */
function mdx1Shortcode(name: string): ComponentType<{ children?: ReactNode }> {
  const Shortcode = ({ children }: { children?: ReactNode }) =>
    createElement('div', { 'data-mdx-undefined': name }, children)
  Shortcode.displayName = name
  return Shortcode
}

/** Compiles begun in this thread (a code partial's bundle is reused only within one). */
let compiles = 0

/** The element markdown imported by an island page's code is rendered in (kept as rendered when the page hydrates). */
export const CODE_PARTIAL_TAG = 'cwc-partial'

/**
 * Let site code import `.md`/`.mdx` files (`import Intro from './intro.md'` in a React page or
 * component): each is compiled as a partial of each page that needs it, and its component
 * is the module's default export, as Docusaurus's MDX loader gives it.
 */
export function allowCodePartials(compiler: MdxCompiler, page: SourceFile): void {
  // Per page: a component's markdown is compiled as part of the page that uses it (modules.ts `bundle`).
  compiler.loader.page = `${page.sourcePath}#${++compiles}`
  compiler.loader.compilePartial = async (file) => {
    noteContext('a component imports markdown')
    const globals = await siteGlobals(compiler)
    const reads = new Set<string>()
    const part = await compileMdxFile(
      file,
      readPartial(file),
      1,
      page,
      compiler,
      [page.sourcePath],
      globals.components,
      reads,
    )
    // On an island page the markdown is kept in an element the browser bundle leaves as rendered (islands.ts
    // `CODE_PARTIAL`).
    const Content = (props: Record<string, unknown>) =>
      mdxSite().island
        ? createElement(CODE_PARTIAL_TAG, { style: { display: 'contents' } }, createElement(part.Content, props))
        : createElement(part.Content, props)
    return { Content, assets: part.assets, warnings: part.warnings, reads: [...reads] }
  }
}

/** Compile a page or partial to its component; partials it imports are compiled first. */
async function compileMdxFile(
  file: string,
  body: string,
  startLine: number,
  page: SourceFile,
  compiler: MdxCompiler,
  stack: string[],
  globals: Record<string, unknown>,
  reads?: Set<string>,
): Promise<CompiledMdx> {
  if (stack.includes(file))
    throw new MarkdownError(
      `Partials include each other in a cycle: ${[...stack, file].map((f) => path.basename(f)).join(' → ')}`,
      { file, hint: 'Remove one of the imports.' },
    )
  const preprocess = compiler.options.preprocess
  // The site's preprocessor is told the file's path (repeat-copy.ts).
  if (preprocess) noteContext("the site's preprocessor")
  // A Docusaurus 2 project (MDX 1: a component defined nowhere is a warning there) reads autolinks too.
  const text = preprocessMdx(
    preprocess ? preprocess({ filePath: file, fileContent: body }) : body,
    compiler.options.undefinedComponents === 'warn',
  )
  const vfile = new VFile({ path: file, value: text })
  vfile.data.source = page
  vfile.data.mdxGlobals = Object.keys(globals)
  const atLine = (line: number | null | undefined) => (line ?? 1) + startLine - 1
  let code: string
  try {
    code = String(await compiler.processor.process(vfile))
  } catch (err) {
    // A site plugin that threw has said so itself (site-plugins.ts).
    if (err instanceof MarkdownError) throw err
    throw parseFailure(compiler.processor, text, file, err) ?? syntaxError(err, file, atLine)
  }
  throwAll(
    vfile.messages
      .filter((m) => m.fatal === true)
      .map(
        (m) => new MarkdownError(m.reason, { file, line: atLine(m.line), column: m.column ?? undefined, hint: m.note }),
      ),
  )
  const warnings = vfile.messages.map((m) => `${file}:${atLine(m.line)}: ${m.reason}`)
  const assets: ImportedAsset[] = [...(vfile.data.assets ?? [])]
  const headings = [...(vfile.data.headings ?? [])]
  const ids = [...(vfile.data.ids ?? [])]
  const links: LinkRef[] = (vfile.data.links ?? []).map((l) => ({
    ...l,
    line: l.line ? atLine(l.line) : undefined,
    ...(file !== page.sourcePath ? { file } : {}),
  }))
  const partialMarkdown = new Map<string, string>()
  // Resolve every import; all problems of the file are reported together.
  const modules: Record<string, ModuleObject> = {}
  const errors: MarkdownError[] = []
  const partialHeadings = new Map<string, TocItem[]>()
  // The site files the imports read, for the build cache (a page that imports is kept while they are unchanged).
  const recordRead = compiler.options.recordRead
  // `reads`: a code partial's (one imported by a component) are kept with the bundle that imports it, for the
  // pages after this one.
  const read = (f: string) => {
    reads?.add(f)
    recordRead?.(f, readOrNull(f))
  }
  for (const imp of vfile.data.mdxImports ?? []) {
    try {
      const { siteRoot = process.cwd(), moduleAliases } = compiler.options
      const target = resolveTarget(imp.specifier, file, siteRoot, moduleAliases)
      if (target.kind === 'theme') {
        modules[imp.specifier] = target.module
        if (target.warning) warnings.push(`${file}:${atLine(imp.line)}: ${target.warning}`)
      } else if (target.kind === 'partial') {
        // A relative partial is found beside the importer: a page repeating this text takes its own (repeat-copy.ts).
        if (/^\.\.?\//.test(imp.specifier)) notePartial(file, imp.specifier, target.file)
        else noteContext('a partial from the site root')
        read(target.file)
        const part = await compileMdxFile(
          target.file,
          readPartial(target.file),
          1,
          page,
          compiler,
          [...stack, file],
          globals,
          reads,
        )
        const Content = part.Content
        modules[imp.specifier] = { default: Content }
        ids.push(...part.ids)
        links.push(...part.links)
        assets.push(...part.assets)
        warnings.push(...part.warnings)
        const markdown = rebaseLinks(part.markdown, path.dirname(target.file), path.dirname(file))
        for (const b of imp.bindings) {
          partialHeadings.set(b.local, part.headings)
          partialMarkdown.set(b.local, markdown)
        }
      } else modules[imp.specifier] = await compiler.loader.load(target, assets, (m) => warnings.push(m), read)
    } catch (err) {
      // A partial's own problems (one, or several together) are listed as they are, each with the partial's
      // file and line: never "Cannot import …: 7 problems found".
      if (err instanceof BuildError) errors.push(err)
      else if (err instanceof ImportProblem)
        errors.push(
          new MarkdownError(`Cannot import "${imp.specifier}": ${err.message}`, {
            file,
            line: atLine(imp.line),
            hint: err.hint,
          }),
        )
      else if (inModules(err, file).length)
        // A problem inside the imported module (an import of its own that does not resolve) is the module's, at
        // its line, met through this page: the pages that meet it are named in one problem (core/errors.ts).
        for (const e of inModules(err, file)) errors.push(moduleProblem(e, `${file}:${atLine(imp.line)}`))
      else {
        const missing = missingThemeExport(errorText(err))
        errors.push(
          new MarkdownError(
            `Cannot import "${imp.specifier}": ${missing ? `${missing.message} (${errorText(err).split('\n')[0]})` : errorText(err)}`,
            { file, line: atLine(imp.line), cause: err, hint: missing?.hint ?? 'Fix the module, or the import path.' },
          ),
        )
      }
    }
  }
  throwAll(errors)
  // A partial's headings join the TOC where it is used.
  for (const slot of [...(vfile.data.mdxSlots ?? [])].reverse()) {
    const add = partialHeadings.get(slot.name)
    if (add) headings.splice(slot.index, 0, ...add)
  }
  let exports: ModuleObject
  const plain = vfile.data.mdxPlain
  if (plain) exports = { default: plainContent(plain) }
  else
    try {
      // Every MDX page has `toc`, its headings as Docusaurus lists them (`<TOCInline toc={toc} />`),
      // unless it declares its own.
      const withToc =
        /\btoc\b/.test(code) && !/\b(?:const|let|var|function)\s+toc\b/.test(code)
          ? `const toc = arguments[0].__toc;\n${code}`
          : code
      // The function body MDX made; its imports read `arguments[0].__imports` (remark-mdx-scope).
      exports = new Function(withToc)({
        Fragment,
        jsx,
        jsxs,
        __imports: modules,
        __toc: docusaurusToc(headings),
      }) as ModuleObject
    } catch (err) {
      throw new MarkdownError(`The MDX file's code failed to run: ${(err as Error).message}`, {
        file,
        cause: err,
        hint: 'Check the `export` statements of the file.',
      })
    }
  const MDXContent = exports.default as ComponentType<Record<string, unknown>>
  // A Docusaurus 2 project's components defined nowhere (remark-mdx-scope warned): what MDX 1 rendered for them.
  const undefinedComponents = Object.fromEntries(
    (vfile.data.mdxUndefined ?? []).map((name) => [name, mdx1Shortcode(name)]),
  )
  const Content = (props: Record<string, unknown>) =>
    createElement(MDXContent, {
      ...props,
      components: {
        ...undefinedComponents,
        ...globals,
        [ISLAND_COMPONENT]: stack.length ? StaticIsland : Island,
        ...(props.components as object | undefined),
      },
    })
  const islands = vfile.data.mdxIslands ?? null
  if (islands && stack.length)
    warnings.push(
      `${file}: interactive elements in a partial are rendered as static HTML (islands are hydrated only in the page's own content)`,
    )
  return {
    Content,
    headings,
    ids,
    links,
    h1: vfile.data.h1 ?? null,
    opensWithH1: vfile.data.opensWithH1 === true,
    assets,
    warnings,
    markdown: mdxTwin(text, vfile.data.mdxImports ?? [], partialMarkdown, vfile.data.mdxOutline!),
    islands: stack.length ? null : islands,
  }
}

/** Headings as Docusaurus's `toc` export lists them (h2 and deeper; `value` is HTML). */
function docusaurusToc(headings: TocItem[]): { value: string; id: string; level: number }[] {
  const escape = (s: string) => s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;')
  return headings.filter((h) => h.depth >= 2).map((h) => ({ value: escape(h.text), id: h.id, level: h.depth }))
}

/** Relative link destinations of a partial's markdown, made relative to the file that includes it. */
function rebaseLinks(markdown: string, from: string, to: string): string {
  if (from === to) return markdown
  return markdown.replace(/(\]\()([^)\s#?]+)/g, (m, open: string, url: string) => {
    if (/^([a-z][a-z0-9+.-]*:|\/|#)/i.test(url)) return m
    const rebased = path.relative(to, path.resolve(from, url)).split(path.sep).join('/')
    return open + (rebased.startsWith('.') ? rebased : './' + rebased)
  })
}

/**
 * An island of a partial: its content as it is, static (the warning says so). Wrapped like the
 * page's own islands, it would be hydrated with the page's island of the same number.
 */
function StaticIsland({ children }: { children?: ReactNode }) {
  return createElement(Fragment, null, children)
}

/** An island: its content rendered with React's hydration markers, inside `<cwc-island>`. */
function Island({ children, ...rest }: { children?: ReactNode; 'data-island'?: string }) {
  return createElement(ISLAND_TAG, {
    ...rest,
    dangerouslySetInnerHTML: { __html: renderToString(createElement(Fragment, null, children)) },
  })
}

function readPartial(file: string): string {
  // A partial's front matter is not content.
  return fs
    .readFileSync(file, 'utf8')
    .replace(/^\uFEFF/, '')
    .replace(/^---\r?\n[\s\S]*?\r?\n---\r?\n/, (m) => '\n'.repeat(m.split('\n').length - 1))
}

/** An MDX syntax error, with where it is, the parser's reason and the usual fix. */
function syntaxError(err: unknown, file: string, atLine: (l: number | null | undefined) => number): MarkdownError {
  const e = err as VFileMessage & {
    place?: { line?: number; column?: number; start?: { line: number; column: number } }
  }
  const line = e.line ?? e.place?.start?.line ?? (e.place as { line?: number } | undefined)?.line
  const column = e.column ?? e.place?.start?.column ?? (e.place as { column?: number } | undefined)?.column
  const reason = e.reason ?? e.message
  let hint = "Fix the MDX near that line, or write the file as plain markdown (`.md`, or `markdown.format: 'md'`)."
  if (/acorn|expression|`\{`|brace/i.test(reason) || e.source === 'micromark-extension-mdx-expression')
    hint = '`{` starts a JavaScript expression in MDX: write `\\{` for a literal brace (or put it in `code`).'
  else if (
    /before name|tag|jsx|closing|`<`/i.test(reason) ||
    e.source === 'micromark-extension-mdx-jsx' ||
    e.source === 'mdast-util-mdx-jsx'
  )
    hint =
      '`<` starts a JSX tag in MDX: write `\\<` or `&lt;` for a literal `<`, close every tag (`<br />`), and match each opening tag with its closing one.'
  else if (/import|export|esm/i.test(reason))
    hint = 'An `import`/`export` line must be valid JavaScript, with a blank line before the markdown that follows.'
  return new MarkdownError(`MDX syntax error: ${reason}`, {
    file,
    line: line ? atLine(line) : undefined,
    column: column ?? undefined,
    cause: err,
    hint,
  })
}

/** A file's bytes, or null when it is missing (what the build cache records of a read). */

/** The located errors of an esbuild failure that are in another file than `page` (the first few). */
function inModules(err: unknown, page: string): EsbuildMessage[] {
  const located = (esbuildErrors(err) ?? []).filter((e) => e.location && moduleFile(e) !== page)
  return located.slice(0, LISTED_ERRORS)
}

/** The file of an esbuild error's location (relative to the cwd). */
function moduleFile(e: EsbuildMessage): string {
  return path.resolve(locationFile(e.location!.file))
}

/** An esbuild error in a module, as the module's problem at its line, met through `via` (the page's import). */
function moduleProblem(e: EsbuildMessage, via: string): MarkdownError {
  const { unresolved, missing, hint } = messageAdvice(e.text, 'Fix the module at that line.')
  return new MarkdownError(unresolved ? `Could not resolve "${unresolved}"` : (missing?.message ?? e.text), {
    file: moduleFile(e),
    line: e.location!.line,
    column: e.location!.column + 1,
    hint,
    via: [via],
  })
}
