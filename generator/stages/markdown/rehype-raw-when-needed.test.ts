import rehypeStringify from 'rehype-stringify'
import remarkParse from 'remark-parse'
import remarkRehype from 'remark-rehype'
import { unified } from 'unified'
import { describe, expect, test } from 'vitest'
import { rehypeRawWhenNeeded } from './rehype-raw-when-needed.js'

const run = (md: string) =>
  unified()
    .use(remarkParse)
    .use(remarkRehype, { allowDangerousHtml: true })
    .use(rehypeRawWhenNeeded)
    .use(rehypeStringify)
    .process(md)
    .then(String)

describe('generator/markdown/rehype-raw-when-needed', () => {
  test('raw HTML is parsed into real elements', async () => {
    expect(await run('a <kbd>Ctrl</kbd> b\n\n<div class="x">\n\n*hi*\n\n</div>')).toBe(
      '<p>a <kbd>Ctrl</kbd> b</p>\n<div class="x">\n<p><em>hi</em></p>\n</div>',
    )
  })
  test('the truncate comment survives', async () => {
    expect(await run('one\n\n<!-- truncate -->\n\ntwo')).toContain('<!-- truncate -->')
  })
  test('a document without HTML comes out the same as without the plugin', async () => {
    expect(await run('# T\n\nplain *text*')).toBe('<h1>T</h1>\n<p>plain <em>text</em></p>')
  })
})
