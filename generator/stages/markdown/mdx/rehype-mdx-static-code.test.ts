/**
 * Highlighted code in MDX as one string of HTML (rehype-mdx-static-code.ts): the page is byte for
 * byte what React renders from the spans, and the spans are no longer JSX.
 */
import path from 'node:path'
import { describe, expect, test } from 'vitest'
import { VFile } from 'vfile'
import { parseSource } from '../../content.js'
import { compileMarkdown, createProcessor, getHighlighter } from '../processor.js'
import { makeSite } from '../../../test/helpers.js'
import { createMdxCompiler } from './compiler.js'
import { codeMarker, reactBlockHtml, renderBlock } from './rehype-mdx-static-code.js'
import type { ElementContent } from 'hast'
import type { ProcessorOptions } from '../options.js'

const BLOCKS = [
  '```js title="a.js" {1,3}\nconst a = "<b>" & 1 // it\'s\nlet  b = `x ${a}`\n\tconst c = \'\\u00e9\' /* é */\n```',
  '```tsx showLineNumbers\nexport const X = <T,>(p: { a?: string }) => <div className="x" style={{ color: "red" }}>{p.a ?? "&amp;"}</div>\n```',
  '```diff\n- old\n+ new <tag attr="v">\n```',
  '````md\n# Title\n\n<Thing a="b">text</Thing>\n\n```rs\nfn main() { println!("hi"); }\n```\n````',
  '```\nplain <x> & "y" \'z\'\n```',
  '```bash\necho "$HOME" > /dev/null 2>&1 # done\n```',
  '```yaml\nkey: "value" # comment\nlist:\n  - a\n```',
  '```css\n/* c */ a::before { content: "\\201C"; color: var(--x, #fff) !important }\n```',
]
const TEXT = `# Code\n\nSome \`inline <code>\` text.\n\n${BLOCKS.join('\n\n')}\n`

async function optionsFor(root: string): Promise<ProcessorOptions> {
  return {
    highlighter: await getHighlighter(),
    resolveLink: () => null,
    siteRoot: root,
    baseUrl: '/',
    siteConfig: { title: 'T' },
    mermaid: true,
  }
}

async function compilePage(root: string, text = TEXT) {
  const processor = createProcessor(await optionsFor(root))
  const file = path.join(root, 'content/docs/page.mdx')
  return compileMarkdown({ ...parseSource(text, file, 'doc', 'page.mdx'), format: 'mdx' }, processor)
}

async function pageHtml(root: string, text = TEXT): Promise<string> {
  return (await compilePage(root, text)).page.html
}

describe('rehype-mdx-static-code', () => {
  test("a page's highlighted code is the HTML React renders from the spans, byte for byte; the spans are not JSX", async () => {
    const plain = makeSite({ 'content/docs/.keep': '' })
    // `span` and `code` given as MDX components (plain strings: the same elements) keep every span for React.
    const withSpans = makeSite({
      'src/theme/MDXComponents.jsx':
        "import MDXComponents from '@theme-original/MDXComponents'\nexport default { ...MDXComponents, span: 'span', code: 'code' }\n",
    })
    const fast = await pageHtml(plain)
    const react = await pageHtml(withSpans)
    expect(fast.match(/<span class="line/g)?.length).toBeGreaterThan(15)
    expect(fast).toBe(react)

    const mdx = createMdxCompiler(await optionsFor(plain))
    const compiled = async (globals: string[]) => {
      // An expression, so that the page is compiled to code (a page without MDX is rendered from its tree:
      // rehype-mdx-plain).
      const file = new VFile({ path: path.join(plain, 'page.mdx'), value: `${TEXT}\nTwo is {1 + 1}.\n` })
      file.data.mdxGlobals = globals
      return String(await mdx.processor.process(file))
    }
    const code = await compiled([])
    expect(code.match(/dangerouslySetInnerHTML/g)).toHaveLength(BLOCKS.length)
    // What is left of spans is each block's copy button's one.
    const spans = (js: string) => js.match(/_components\.span\b/g)?.length ?? 0
    expect(spans(code)).toBe(BLOCKS.length)
    // The site replaces `span` or `code`: each block is one string in its `div`, no span left for the site's component.
    for (const replaced of [['span'], ['code'], ['code', 'span']]) {
      const whole = await compiled(replaced)
      expect(whole.match(/dangerouslySetInnerHTML/g), replaced.join()).toHaveLength(BLOCKS.length)
      expect(whole.match(/_jsx\(_components\.div, \{\s*className: "code-block"/g), replaced.join()).toHaveLength(
        BLOCKS.length,
      )
      expect(spans(whole), replaced.join()).toBe(0)
    }
    // …unless it replaces `div` too: then the spans are left to React.
    const kept = await compiled(['span', 'div'])
    expect(kept).not.toContain('dangerouslySetInnerHTML')
    expect(spans(kept)).toBeGreaterThan(60)
  })

  test("a whole block is React's HTML with its code's spans written in, byte for byte; a block whose own text holds the marker is left to React", () => {
    const span = (cls: string, style: string, text: string): ElementContent => ({
      type: 'element',
      tagName: 'span',
      properties: { className: [cls], style },
      children: [{ type: 'text', value: text }],
    })
    const block = (title: string): ElementContent[] => [
      {
        type: 'element',
        tagName: 'div',
        properties: { className: ['code-block__title'] },
        children: [{ type: 'text', value: title }],
      },
      {
        type: 'element',
        tagName: 'pre',
        properties: { className: ['shiki'], tabIndex: 0, style: 'background-color:var(--x)' },
        children: [
          {
            type: 'element',
            tagName: 'code',
            properties: {},
            children: [
              span('line', '', ''),
              span('tok', 'color:var(--shiki-token-keyword);font-style:italic', 'const <a> & "b" \'c\''),
              { type: 'text', value: '\n' },
              span('tok', '--shiki-dark:#fff', 'x'),
            ],
          },
        ],
      },
      {
        type: 'element',
        tagName: 'button',
        properties: { type: 'button', ariaLabel: 'Copy' },
        children: [{ type: 'text', value: 'Copy' }],
      },
    ]
    expect(reactBlockHtml(block('a.js'))).toBe(renderBlock(block('a.js')))
    expect(reactBlockHtml(block('a.js'))).toContain(
      '<span class="tok" style="color:var(--shiki-token-keyword);font-style:italic">const &lt;a&gt; &amp; &quot;b&quot; &#x27;c&#x27;</span>',
    )
    const sneaky = `title ${codeMarker(0)}`
    expect(reactBlockHtml(block(sneaky))).toBe(renderBlock(block(sneaky)))
  })

  test("a site's `code` component that renders `@theme/CodeBlock` for blocks (react-native-website's) does not nest a second block in each highlighted one; inline code still goes through it", async () => {
    const plain = makeSite({ 'content/docs/.keep': '' })
    const withCode = makeSite({
      'src/theme/MDXComponents.jsx': [
        "import React from 'react'",
        "import MDXComponents from '@theme-original/MDXComponents'",
        "import CodeBlock from '@theme/CodeBlock'",
        'function Code(props) {',
        "  const inline = React.Children.toArray(props.children).every((c) => typeof c === 'string' && !c.includes('\\n'))",
        '  return inline ? <code data-site-inline="yes" {...props} /> : <CodeBlock {...props} />',
        '}',
        'export default { ...MDXComponents, code: Code }',
        '',
      ].join('\n'),
    })
    // One block inside a component's children (a tab's), where the site's `code` reaches too.
    // And a diagram's source, a `pre > code` as well (its script would read the nested block's text as the diagram).
    const text = `import Tabs from '@theme/Tabs'\nimport TabItem from '@theme/TabItem'\n\n${TEXT}\n<Tabs>\n<TabItem value="a" label="A">\n\n${BLOCKS[5]}\n\n</TabItem>\n</Tabs>\n\n\`\`\`mermaid\nflowchart TD\n  A --> B\n\`\`\`\n`
    const expected = await pageHtml(plain, text)
    const {
      page: { html },
      warnings,
    } = await compilePage(withCode, text)
    // Not dropped in silence: the site's `code` is told about once (the build says each warning once).
    expect(warnings.filter((w) => w.includes('`code` component is given inline code only'))).toEqual([
      `${path.join(withCode, 'src/theme/MDXComponents.jsx')}: its \`code\` component is given inline code only: fenced code blocks are highlighted when the site is built and rendered as @theme/CodeBlock renders them, not passed to it as Docusaurus passes them`,
    ])
    expect((await compilePage(plain, text)).warnings.join()).not.toContain('`code` component')
    expect(html.match(/<div class="code-block"/g)).toHaveLength(BLOCKS.length + 1)
    expect(html).not.toMatch(/<pre[^>]*>(?:(?!<\/pre>)[\s\S])*<pre/)
    expect(html).toContain('<pre class="mermaid-source"><code>flowchart TD\n  A --&gt; B</code></pre>')
    expect(html).toContain('<code data-site-inline="yes">inline &lt;code&gt;</code>')
    expect(html.replace(' data-site-inline="yes"', '')).toBe(expected)
  })
})
