import rehypeStringify from 'rehype-stringify'
import remarkDirective from 'remark-directive'
import remarkParse from 'remark-parse'
import remarkRehype from 'remark-rehype'
import { unified } from 'unified'
import { describe, expect, test } from 'vitest'
import { remarkAdmonitions } from './remark-admonitions.js'
import { remarkTabs } from './remark-tabs.js'

async function html(markdown: string) {
  const file = await unified()
    .use(remarkParse)
    .use(remarkDirective)
    .use(remarkTabs)
    .use(remarkAdmonitions)
    .use(remarkRehype)
    .use(rehypeStringify)
    .process(markdown)
  return { html: String(file).replace(/\n/g, ''), messages: file.messages.map((m) => m.reason) }
}

const TWO = ':::tabs{groupId="pm"}\n::tab[npm]\nRun `npm i`.\n::tab[pnpm]{value="p"}\nRun `pnpm i`.\n:::'

describe('generator/markdown/remark-tabs', () => {
  test('a :::tabs container with ::tab lines becomes a tablist and one tabpanel per tab', async () => {
    const { html: out, messages } = await html(TWO)
    expect(messages).toEqual([])
    expect(out).toBe(
      '<div class="tabs" data-group-id="pm">' +
        '<div class="tabs__list" role="tablist">' +
        '<button type="button" class="tabs__tab" role="tab" id="tabs-1-1" aria-selected="true" aria-controls="tabs-1-1-panel" tabindex="0" data-value="npm">npm</button>' +
        '<button type="button" class="tabs__tab" role="tab" id="tabs-1-2" aria-selected="false" aria-controls="tabs-1-2-panel" tabindex="-1" data-value="p">pnpm</button>' +
        '</div>' +
        '<div class="tabs__panel" role="tabpanel" id="tabs-1-1-panel" aria-labelledby="tabs-1-1" tabindex="0" data-value="npm"><p class="tabs__label">npm</p><p>Run <code>npm i</code>.</p></div>' +
        '<div class="tabs__panel" role="tabpanel" id="tabs-1-2-panel" aria-labelledby="tabs-1-2" tabindex="0" hidden data-value="p"><p class="tabs__label">pnpm</p><p>Run <code>pnpm i</code>.</p></div>' +
        '</div>',
    )
  })

  test('without groupId there is no data-group-id; ids are unique per document and restart for the next one', async () => {
    const { html: out } = await html(':::tabs\n::tab[A]\na\n:::\n\n:::tabs\n::tab[B]\nb\n:::')
    expect(out).toMatch(/^<div class="tabs"><div/)
    expect(out).toContain('id="tabs-2-1"')
    expect((await html(':::tabs\n::tab[A]\na\n:::')).html).toContain('id="tabs-1-1"')
  })

  test('labels keep inline markup; the value is their plain text', async () => {
    const { html: out } = await html(':::tabs\n::tab[**Mac**OS]\nx\n:::')
    expect(out).toContain('data-value="MacOS"><strong>Mac</strong>OS</button>')
  })

  test('admonitions (inner fence shorter than the outer ::::tabs) and code inside a tab are rendered; no warning', async () => {
    const { html: out, messages } = await html(
      '::::tabs\n::tab[A]\n:::note\nInside\n:::\n::tab[B]\n```js\nx\n```\n::::',
    )
    expect(messages).toEqual([])
    expect(out).toContain('<div class="admonition admonition-note" role="note">')
    expect(out).toContain('<pre><code class="language-js">x</code></pre>')
  })

  test('::tab outside :::tabs stays text (as any unknown leaf directive)', async () => {
    expect((await html('::tab[A]')).html).not.toContain('role="tab"')
  })

  test(':::tabs without ::tab lines warns and keeps its content; content before the first tab warns and stays above the tabs', async () => {
    const none = await html(':::tabs\nJust text\n:::')
    expect(none.messages).toEqual(['Expected `::tab[Label]` lines inside `:::tabs`; shown as plain content'])
    expect(none.html).toBe('<div class="tabs"><p>Just text</p></div>')
    const early = await html(':::tabs\nIntro\n::tab[A]\na\n:::')
    expect(early.messages).toEqual(['Content before the first `::tab[Label]` of `:::tabs` is shown above the tabs'])
    expect(early.html).toMatch(/^<div class="tabs"><p>Intro<\/p><div class="tabs__list"/)
  })
})
