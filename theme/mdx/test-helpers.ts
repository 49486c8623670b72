/**
 * For the MDX component tests: the HTML of a React element and of the markdown pipeline,
 * normalised so that only serialisation details differ (not structure or attributes).
 */
import type { ReactElement } from 'react'
import { renderToStaticMarkup } from 'react-dom/server'
import type { Processor } from 'unified'
import { createProcessor, getHighlighter } from '../../generator/stages/markdown/processor'

let processor: Promise<Processor> | null = null

/**
 * Newlines rehype puts between block tags (and Shiki between lines, on both sides alike), `=""`
 * React writes on boolean attributes, and the two ways of escaping `<` and `>` in text.
 */
export function normalise(html: string): string {
  return html
    .replace(/>\n+</g, '><')
    .replace(/ (hidden|data-copy-code|data-line-numbers)=""/g, ' $1')
    .replace(/&#x3C;/g, '&lt;')
    .replace(/&gt;/g, '>')
}

/** A component's static HTML, normalised. */
export function html(element: ReactElement): string {
  return normalise(renderToStaticMarkup(element))
}

/** The markdown pipeline's HTML of `markdown` (the build's processor, links left as written), normalised. */
export async function markdownHtml(markdown: string): Promise<string> {
  processor ??= getHighlighter().then((highlighter) => createProcessor({ highlighter, resolveLink: () => null }))
  return normalise(String(await (await processor).process(markdown)))
}
