/**
 * Mermaid fences at page level: with `mermaid: true` a ```` ```mermaid ````
 * fence (md and mdx) and `@theme/Mermaid` become the container of DOM.md with the source as
 * code; without it the fence stays code.
 */
import path from 'node:path'
import { renderToStaticMarkup } from 'react-dom/server'
import { createElement } from 'react'
import { beforeAll, describe, expect, test } from 'vitest'
import type { Processor } from 'unified'
import { parseSource } from '../content.js'
import { compileMarkdown, createProcessor, getHighlighter } from './processor.js'
import { makeSite } from '../../test/helpers.js'
import { Mermaid } from '../../../theme/mdx/Mermaid.js'

const SOURCE = 'graph TD\n  A[Start] --> B{Is it <b>?}'
const CONTAINER =
  '<div class="docusaurus-mermaid-container" data-mermaid=""><pre class="mermaid-source"><code>graph TD\n  A[Start] --> B{Is it <b>?}</code></pre></div>'
/** The HTML with text escapes read back (hast escapes `<` as `&#x3C;`, React as `&lt;`): the same text either way. */
const text = (html: string) => html.replace(/&#x3C;|&lt;/g, '<').replace(/&gt;/g, '>')

describe('mermaid fences', () => {
  let on: Processor
  let off: Processor
  let root: string
  beforeAll(async () => {
    root = makeSite({})
    const highlighter = await getHighlighter()
    on = createProcessor({
      highlighter,
      resolveLink: () => null,
      siteRoot: root,
      baseUrl: '/',
      siteConfig: { title: 'T' },
      mermaid: true,
    })
    off = createProcessor({
      highlighter,
      resolveLink: () => null,
      siteRoot: root,
      baseUrl: '/',
      siteConfig: { title: 'T' },
    })
  }, 60_000)
  const compile = (text: string, format: 'md' | 'mdx', processor: Processor) =>
    compileMarkdown(
      { ...parseSource(text, path.join(root, `content/docs/page.${format}`), 'doc', `page.${format}`), format },
      processor,
    )

  test('28.2 a mermaid fence in .md and .mdx becomes the diagram container, its source readable as code; other fences are still highlighted', async () => {
    for (const format of ['md', 'mdx'] as const) {
      const { page, warnings } = await compile(
        `# T\n\n\`\`\`mermaid\n${SOURCE}\n\`\`\`\n\n\`\`\`js\nconst a = 1\n\`\`\`\n`,
        format,
        on,
      )
      expect(warnings).toEqual([])
      expect(text(page.html)).toContain(CONTAINER)
      expect(page.html).toContain('<div class="code-block" data-language="js">')
    }
  })

  test('28.2 @theme/Mermaid renders the same container as the fence', async () => {
    expect(text(renderToStaticMarkup(createElement(Mermaid, { value: SOURCE })))).toBe(CONTAINER)
    const { page } = await compile(
      `import Mermaid from '@theme/Mermaid'\n\n<Mermaid value={${JSON.stringify(SOURCE)}} />\n`,
      'mdx',
      on,
    )
    expect(text(page.html)).toContain(CONTAINER)
  })

  test('28.2 without markdown.mermaid the fence is a code block', async () => {
    const { page } = await compile(`\`\`\`mermaid\n${SOURCE}\n\`\`\`\n`, 'md', off)
    expect(page.html).not.toContain('data-mermaid')
    expect(page.html).toContain('class="code-block"')
  })
})
