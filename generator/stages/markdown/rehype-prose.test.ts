import type { Root } from 'hast'
import { h } from 'hastscript'
import rehypeStringify from 'rehype-stringify'
import { unified } from 'unified'
import { VFile } from 'vfile'
import { describe, expect, test } from 'vitest'
import { rehypeProse } from './rehype-prose.js'

const html = (tree: Root) => {
  const processor = unified().use(rehypeProse).use(rehypeStringify)
  return processor.stringify(processor.runSync(tree) as Root)
}

describe('generator/markdown/rehype-prose (third reading, items 3 and 7)', () => {
  test('a dotted setting in inline code may break after each dot, never inside a name', () => {
    expect(html(h(null, [h('p', [h('code', 'codeWebChat.chatPresetsForAskAboutContext')])]))).toBe(
      '<p><code>codeWebChat.<wbr>chatPresetsForAskAboutContext</code></p>',
    )
    expect(html(h(null, [h('code', 'a.b.c()')]))).toBe('<code>a.<wbr>b.<wbr>c()</code>')
  })

  test("no <wbr> when the site's MDX components replace `code` (a component may read its children as one string)", () => {
    const processor = unified().use(rehypeProse).use(rehypeStringify)
    const file = new VFile({ data: { mdxGlobals: ['Details', 'code'] } })
    expect(processor.stringify(processor.runSync(h(null, [h('code', 'Activity.onBackPressed()')]), file) as Root)).toBe(
      '<code>Activity.onBackPressed()</code>',
    )
  })

  test('dots that do not join two names, and code blocks, are left as they are', () => {
    expect(html(h(null, [h('code', '1.5'), h('code', '.env'), h('code', '...rest'), h('code', 'v1.2')]))).toBe(
      '<code>1.5</code><code>.env</code><code>...rest</code><code>v1.2</code>',
    )
    expect(html(h(null, [h('pre', [h('code', 'a.b')])]))).toBe('<pre><code>a.b</code></pre>')
  })

  test("a table is a Tab stop (it scrolls sideways on a phone); an author's tabindex is kept", () => {
    expect(html(h(null, [h('table', [h('tr', [h('td', 'x')])])]))).toBe(
      '<table tabindex="0"><tr><td>x</td></tr></table>',
    )
    expect(html(h(null, [h('table', { tabIndex: -1 })]))).toBe('<table tabindex="-1"></table>')
  })
})

describe('generator/markdown/rehype-prose: lists in columns (third reading, item 14)', () => {
  const list = (items: string[]) =>
    h(null, [
      h(
        'ul',
        items.map((i) => h('li', i)),
      ),
    ])
  test('nine or more short plain items are laid out in columns', () => {
    expect(
      html(list(['AI Studio', 'ChatGPT', 'Claude', 'Copilot', 'DeepSeek', 'Doubao', 'Gemini', 'Grok', 'Kimi'])),
    ).toMatch(/^<ul class="list--columns">/)
  })
  test('a short list, or one with a long or block item, stays one column', () => {
    expect(html(list(['a', 'b', 'c']))).toMatch(/^<ul>/)
    expect(html(list([...'abcdefgh'.split(''), 'an item that is a whole sentence long']))).toMatch(/^<ul>/)
    expect(html(h(null, [h('ul', [...'abcdefghi'.split('').map((i) => h('li', [h('p', i)]))])]))).toMatch(/^<ul>/)
  })
})
