import { describe, expect, test } from 'vitest'
import { renderToStaticMarkup } from 'react-dom/server'
import { CodeBlock, PRE_CLASS } from './CodeBlock'
import { CODE_THEME } from '../../generator/stages/markdown/highlighter'
import { html, markdownHtml } from './test-helpers'

/** Token colour spans removed: what this component leaves out. */
const uncoloured = (out: string) => out.replace(/<span style="[^"]*">([^<]*)<\/span>/g, '$1').replace(/<span class="(line[^"]*)">([^<]*)<\/span>/g, '<span class="$1"><span>$2</span></span>')

describe('theme/mdx/CodeBlock', () => {
  test('plain text: the same HTML as a fence without a language', async () => {
    expect(html(<CodeBlock>{'plain <x>\n\nz\n'}</CodeBlock>)).toBe(await markdownHtml('```\nplain <x>\n\nz\n```'))
  })

  test('a language, title, line numbers and highlighted lines: the markdown wrapper, without token colours', async () => {
    const md = uncoloured(await markdownHtml('```js title="a.js" showLineNumbers {2}\nconst a = 1\nb()\n```'))
    expect(html(<CodeBlock language="js" title="a.js" showLineNumbers metastring="{2}">{'const a = 1\nb()'}</CodeBlock>)).toBe(md)
    expect(html(<CodeBlock className="language-js" metastring={'title="a.js" showLineNumbers {2}'}>{'const a = 1\nb()'}</CodeBlock>)).toBe(md)
  })

  test('highlight comments mark the next line and are removed', () => {
    const out = renderToStaticMarkup(<CodeBlock language="js">{'a\n// highlight-next-line\nb\n'}</CodeBlock>)
    expect(out).toContain('<code><span class="line"><span>a</span></span>\n<span class="line highlighted"><span>b</span></span></code>')
  })

  test('children that are not text are rendered inside pre > code', () => {
    expect(html(<CodeBlock><b>x</b></CodeBlock>)).toContain('tabindex="0"><code><b>x</b></code></pre>')
  })

  test("the pre class names the highlighter's theme", () => {
    expect(PRE_CLASS).toBe(`shiki ${CODE_THEME}`)
  })
})
