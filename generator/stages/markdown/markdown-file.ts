/**
 * The markdown (`.md`) path of the markdown stage: one unified processor (remark → rehype →
 * HTML) running the shared plugin list (plugins.ts); SourceFile → CompiledPage. Per-document facts
 * ride on `file.data` (typed below).
 */
import rehypeStringify from 'rehype-stringify'
import remarkParse from 'remark-parse'
import remarkRehype from 'remark-rehype'
import { unified, type Processor } from 'unified'
import { VFile } from 'vfile'
import { MarkdownError, throwAll } from '../../core/errors.js'
import type { CompiledPage, LinkRef, SourceFile, TocItem } from '../../core/types.js'
import { countWords } from '../routes/blog.js'
import { firstParagraph } from './first-paragraph.js'
import { findDeepNesting, MAX_NESTING, MAX_QUOTE_NESTING } from './nesting.js'
import type { ProcessorOptions } from './options.js'
import { markdownPlugins } from './plugins.js'
import { rehypeRawWhenNeeded } from './rehype-raw-when-needed.js'
import { parseFailure, type Preprocessor } from './site-plugins.js'
import { noteContext } from './repeat-copy.js'

declare module 'vfile' {
  interface DataMap {
    headings: TocItem[]
    ids: string[]
    h1: string | null
    /** Whether the first heading of the body is an h1 (Docusaurus's content title). */
    opensWithH1: boolean
    links: LinkRef[]
    source: SourceFile
  }
}

/** The `<!-- truncate -->` marker of blog excerpts (kept as a comment by rehype-raw). */
export const TRUNCATE_RE = /<!--\s*truncate\s*-->/

/** The markdown processor: the shared plugins, raw HTML parsed first among the rehype plugins. */
export function createMarkdownProcessor(options: ProcessorOptions): Processor {
  const { remark, rehype } = markdownPlugins(options, {
    // parse raw HTML (and keep the truncate comment) into real hast nodes; skipped when a document has none
    rehypeFirst: [rehypeRawWhenNeeded],
  })
  return unified()
    .use(remarkParse)
    .use(remark)
    .use(remarkRehype, { ...options.remarkRehypeOptions, allowDangerousHtml: true })
    .use(rehype)
    .use(rehypeStringify) as unknown as Processor
}

/** Compile one markdown source file. Throws MarkdownError naming the file and line. */
export async function compileMd(
  source: SourceFile,
  processor: Processor,
  preprocess?: Preprocessor,
): Promise<{ page: CompiledPage; warnings: string[] }> {
  if (preprocess) {
    noteContext("the site's preprocessor") // told the file's path (repeat-copy.ts)
    source = { ...source, body: preprocess({ filePath: source.sourcePath, fileContent: source.body }) }
  }
  const file = new VFile({ path: source.sourcePath, value: source.body })
  file.data.source = source
  // Pathological nesting would take minutes to parse, then overflow the stack: refuse it first.
  const deep = findDeepNesting(source.body)
  if (deep)
    throw tooDeep(
      source,
      deep.line + source.bodyStartLine - 1,
      `Lists or blockquotes are nested too deeply (about ${deep.depth} levels; at most ${MAX_NESTING} levels of lists and ${MAX_QUOTE_NESTING} of quotes are supported)`,
    )
  let html: string
  try {
    html = String(await processor.process(file))
  } catch (err) {
    // A site plugin that threw has said so itself (site-plugins.ts).
    if (err instanceof MarkdownError) throw err
    const extension = parseFailure(processor, source.body, source.sourcePath, err)
    if (extension) throw extension
    const e = err as Error & {
      line?: number
      column?: number
      place?: { line?: number; column?: number; start?: { line: number; column: number } }
    }
    const line = e.line ?? e.place?.line ?? e.place?.start?.line
    // The likeliest place of a stack overflow is the most deeply nested line.
    const deepest = line ?? findDeepNesting(source.body, 20, 20)?.line
    if (err instanceof RangeError)
      throw tooDeep(
        source,
        deepest ? deepest + source.bodyStartLine - 1 : undefined,
        `The document is nested too deeply to process (${e.message})`,
        err,
      )
    throw new MarkdownError(`Could not compile markdown: ${e.message}`, {
      file: source.sourcePath,
      line: line ? line + source.bodyStartLine - 1 : undefined,
      cause: err,
      hint: 'Fix the markdown near that line.',
    })
  }
  // Fatal messages (e.g. a <script> without `allowScripts`) are errors, collected per file.
  const atLine = (m: { line?: number | null }) => (m.line ?? 1) + source.bodyStartLine - 1
  throwAll(
    file.messages
      .filter((m) => m.fatal === true)
      .map(
        (m) =>
          new MarkdownError(m.reason, {
            file: source.sourcePath,
            line: atLine(m),
            column: m.column ?? undefined,
            hint: m.note,
          }),
      ),
  )
  const warnings = file.messages.map((m) => `${source.sourcePath}:${atLine(m)}: ${m.reason}`)
  const links = (file.data.links ?? []).map((l) => ({
    ...l,
    line: l.line ? l.line + source.bodyStartLine - 1 : undefined,
  }))
  const cut = TRUNCATE_RE.exec(html)
  return {
    page: {
      source,
      html,
      h1: file.data.h1 ?? null,
      ...(file.data.opensWithH1 ? { opensWithH1: true } : {}),
      headings: file.data.headings ?? [],
      ids: file.data.ids ?? [],
      links,
      excerptHtml: cut ? html.slice(0, cut.index) : null,
      firstParagraph: firstParagraph(source.body),
      words: source.kind === 'post' ? countWords(source.body) : 0, // reading time: posts only
      ...(file.data.assets?.length ? { assets: file.data.assets } : {}),
    },
    warnings,
  }
}

function tooDeep(source: SourceFile, line: number | undefined, message: string, cause?: unknown): MarkdownError {
  return new MarkdownError(message, {
    file: source.sourcePath,
    line,
    cause,
    hint: 'Flatten the nesting: split the lists, quotes or HTML elements into several shallower ones.',
  })
}
