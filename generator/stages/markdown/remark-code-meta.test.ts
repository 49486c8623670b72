import type { Element, Root } from 'hast'
import rehypeRaw from 'rehype-raw'
import remarkParse from 'remark-parse'
import remarkRehype from 'remark-rehype'
import { unified } from 'unified'
import { visit } from 'unist-util-visit'
import { describe, expect, test } from 'vitest'
import { remarkCodeMeta } from './remark-code-meta.js'

/** The hast `code` element's data-meta after remark-rehype and rehype-raw. */
async function metaAfterRaw(markdown: string) {
  const processor = unified()
    .use(remarkParse)
    .use(remarkCodeMeta)
    .use(remarkRehype, { allowDangerousHtml: true })
    .use(rehypeRaw)
  const tree = (await processor.run(processor.parse(markdown))) as Root
  let meta: unknown
  visit(tree, 'element', (node: Element) => {
    if (node.tagName === 'code') meta = node.properties.dataMeta
  })
  return meta
}

describe('generator/markdown/remark-code-meta', () => {
  test('the fence meta survives rehype-raw in a document with raw HTML', async () => {
    expect(await metaAfterRaw('<div>raw</div>\n\n```json title="settings.json" {2}\n{}\n```')).toBe(
      'title="settings.json" {2}',
    )
  })

  test('a fence without meta gets no property', async () => {
    expect(await metaAfterRaw('```json\n{}\n```')).toBeUndefined()
  })
})
