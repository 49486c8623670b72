import { afterEach, beforeAll, describe, expect, test } from 'vitest'
import { renderToStaticMarkup } from 'react-dom/server'
import { CodeBlock, PRE_CLASS } from './CodeBlock'
import { CODE_THEME } from '../../generator/stages/markdown/highlighter'
import { createProcessor, getHighlighter } from '../../generator/stages/markdown/processor'
import { loadSitePrism, prismCodeBlock } from '../../generator/stages/markdown/prism-engine'
import { prismProject } from '../../generator/test/helpers'
import { html, markdownHtml, normalise } from './test-helpers'
import { mdxSite, setMdxSite } from './site'

/** Token colour spans removed: what this component leaves out. */
const uncoloured = (out: string) =>
  out
    .replace(/<span style="[^"]*">([^<]*)<\/span>/g, '$1')
    .replace(/<span class="(line[^"]*)">([^<]*)<\/span>/g, '<span class="$1"><span>$2</span></span>')

describe('theme/mdx/CodeBlock', () => {
  // The files of a worker share modules: a build test before this one leaves its site's facts (and Prism) set.
  beforeAll(() => setMdxSite({ baseUrl: '/', siteConfig: {} }))

  test('plain text: the same HTML as a fence without a language', async () => {
    expect(html(<CodeBlock>{'plain <x>\n\nz\n'}</CodeBlock>)).toBe(await markdownHtml('```\nplain <x>\n\nz\n```'))
  })

  test('a language, title, line numbers and highlighted lines: the markdown wrapper, without token colours', async () => {
    const md = uncoloured(await markdownHtml('```js title="a.js" showLineNumbers {2}\nconst a = 1\nb()\n```'))
    expect(
      html(
        <CodeBlock language="js" title="a.js" showLineNumbers metastring="{2}">
          {'const a = 1\nb()'}
        </CodeBlock>,
      ),
    ).toBe(md)
    expect(
      html(
        <CodeBlock className="language-js" metastring={'title="a.js" showLineNumbers {2}'}>
          {'const a = 1\nb()'}
        </CodeBlock>,
      ),
    ).toBe(md)
  })

  test('highlight comments mark the next line and are removed', () => {
    const out = renderToStaticMarkup(<CodeBlock language="js">{'a\n// highlight-next-line\nb\n'}</CodeBlock>)
    expect(out).toContain(
      '<code><span class="line"><span>a</span></span>\n<span class="line highlighted"><span>b</span></span></code>',
    )
  })

  test('children that are not text are rendered inside pre > code', () => {
    expect(
      html(
        <CodeBlock>
          <b>x</b>
        </CodeBlock>,
      ),
    ).toContain('tabindex="0"><code><b>x</b></code></pre>')
  })

  test("the pre class names the highlighter's theme", () => {
    expect(PRE_CLASS).toBe(`shiki ${CODE_THEME}`)
  })

  describe('31 in a Docusaurus project: highlighted by its Prism, as its fenced blocks are', () => {
    const before = mdxSite()
    afterEach(() => setMdxSite(before))
    const site = (island = false) => {
      const prism = loadSitePrism(prismProject(), ['shout'])!
      setMdxSite({
        ...before,
        island,
        siteConfig: { themeConfig: { prism: { defaultLanguage: 'shout' } } },
        highlight: prismCodeBlock(prism),
      })
      return prism
    }
    const fenced = async (markdown: string, prism: ReturnType<typeof site>) => {
      const processor = createProcessor({
        highlighter: await getHighlighter(),
        resolveLink: () => null,
        prism,
        defaultLanguage: 'shout',
      })
      return normalise(String(await processor.process(markdown)))
    }

    test("31 a CodeBlock without a language takes prism.defaultLanguage, as Docusaurus's does: the same HTML as the fence", async () => {
      const prism = site()
      const out = html(<CodeBlock>{'SAY HELLO!\nquietly'}</CodeBlock>)
      expect(out).toContain('<span class="token keyword">HELLO</span>')
      expect(out).toBe(await fenced('```\nSAY HELLO!\nquietly\n```', prism))
      // A title, line numbers and a highlighted line, given as props or in the metastring.
      expect(
        html(
          <CodeBlock language="shout" title="a.txt" showLineNumbers metastring="{2}">
            {'ONE\nTWO!'}
          </CodeBlock>,
        ),
      ).toBe(await fenced('```shout title="a.txt" showLineNumbers {2}\nONE\nTWO!\n```', prism))
    })

    test('31 in an island too (the browser keeps that markup when it hydrates the block: e2e/docusaurus-v2)', () => {
      site(true)
      expect(html(<CodeBlock>{'SAY HELLO!'}</CodeBlock>)).toContain('<span class="token keyword">HELLO</span>')
    })
  })
})
