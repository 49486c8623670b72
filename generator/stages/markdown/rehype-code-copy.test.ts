import { h } from 'hastscript'
import { toHtml } from 'hast-util-to-html'
import { describe, expect, test } from 'vitest'
import { rehypeCodeCopy } from './rehype-code-copy.js'

describe('generator/markdown/rehype-code-copy', () => {
  test('each code block gets a copy button after its <pre>, with a live label', () => {
    const tree = h(null, [h('div.code-block', [h('div.code-block__title', 'a.json'), h('pre', h('code', '{}'))])])
    rehypeCodeCopy()(tree)
    expect(toHtml(tree)).toBe(
      '<div class="code-block"><div class="code-block__title">a.json</div><pre><code>{}</code></pre>' +
        '<button type="button" class="code-block__copy" data-copy-code title="Copy code to clipboard"><span aria-live="polite">Copy</span></button></div>',
    )
  })

  test("C5 in a locale's words: label and title given (processor.ts passes the locale's, theme.CodeBlock.*)", () => {
    const tree = h(null, [h('div.code-block', h('pre', h('code', 'x')))])
    rehypeCodeCopy({ label: 'Copier', title: 'Copier le code' })(tree)
    expect(toHtml(tree)).toContain('title="Copier le code"><span aria-live="polite">Copier</span></button>')
  })

  test('a plain <pre> (e.g. raw HTML) and other divs get no button', () => {
    const tree = h(null, [h('pre', 'x'), h('div.other', h('pre', 'y'))])
    rehypeCodeCopy()(tree)
    expect(toHtml(tree)).not.toContain('button')
  })
})
