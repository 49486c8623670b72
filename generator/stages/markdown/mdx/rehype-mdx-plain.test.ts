/**
 * MDX pages that hold no MDX (rehype-mdx-plain.ts) are rendered from their tree instead of being
 * compiled to code. The claim is byte equality: for each tree our MDX compiler keeps as plain, the
 * module @mdx-js/mdx compiles from that same tree renders the same HTML, with no components, with
 * a site's components replacing markdown's elements, and with a wrapper.
 */
import path from 'node:path'
import { createProcessor as createMdxProcessor } from '@mdx-js/mdx'
import type { Root } from 'hast'
import { createElement, Fragment, type ComponentType, type ReactNode } from 'react'
import { jsx, jsxs } from 'react/jsx-runtime'
import { renderToStaticMarkup } from 'react-dom/server'
import { VFile } from 'vfile'
import { describe, expect, test } from 'vitest'
import { makeSite } from '../../../test/helpers.js'
import { getHighlighter } from '../processor.js'
import type { ProcessorOptions } from '../options.js'
import { createMdxCompiler } from './compiler.js'
import { plainContent } from './rehype-mdx-plain.js'
import { preprocessMdx } from './remark-mdx-docusaurus.js'

const DOCS: Record<string, string> = {
  prose: `# Title

Some *emphasis*, **strong**, ~~struck~~, \`inline <code> & "quotes" 'it'\`, a [link](https://example.com "Its title"), an
autolink www.example.com, an entity &copy; &amp; and a hard  
break. A line with it's "quotes" & a \\< escaped.

## A heading {#custom-id}

> A quote with a [relative link](./other.md).

1. one
2. two

3. three, loose

- [ ] a task
- [x] done

---

### Third \`level\` {/* #third */}

![An image](https://example.com/a.png "title")
`,
  tables: `| Left | Centre | Right | None |
|:-----|:------:|------:|------|
| a | **b** | \`c\` | d |
| e |  | g | [h](#x) |
`,
  footnotes: `Text with a note[^1] and another[^long].

[^1]: The note.
[^long]: A longer note

    with a second paragraph.
`,
  code: `Before.

\`\`\`js title="a.js" {1,3}
const a = "<b>" & 1 // it's
let  b = \`x \${a}\`
const c = '\\u00e9'
\`\`\`

\`\`\`diff
- old
+ new <tag attr="v">
\`\`\`

\`\`\`
plain <x> & "y" 'z'
\`\`\`
`,
  directives: `:::tip Custom title

An admonition with a **bold** word.

:::

:::note

Plain note.

:::

:::tabs

::tab[One]
First tab.

::tab[Two]
Second tab.

:::
`,
  html: `<details>
  <summary>More</summary>

  Hidden text with a [link](https://example.com).

</details>

Line one<br />line two.

<img src="https://example.com/b.png" alt="B" width="20" />

Before the cut.

{/* truncate */}

After the cut.
`,
}

const NOT_PLAIN: Record<string, string> = {
  expression: 'Two is {1 + 1}.\n',
  component: 'import Thing from "@site/src/Thing"\n\n<Thing />\n',
  export: 'export const a = 1\n\nText.\n',
  jsxWithExpression: '<div style={{ color: "red" }}>Red</div>\n',
  comment: 'Text {/* a comment */} more.\n',
}

/** Trees a plugin may make that the two would render differently: MDX's module renders them. */
const UNEQUAL: Record<string, Root> = {
  tableSpace: {
    type: 'root',
    children: [
      {
        type: 'element',
        tagName: 'table',
        properties: {},
        children: [
          {
            type: 'element',
            tagName: 'tr',
            properties: {},
            children: [
              { type: 'element', tagName: 'td', properties: {}, children: [{ type: 'text', value: 'a' }] },
              { type: 'text', value: ' ' },
              { type: 'element', tagName: 'td', properties: {}, children: [{ type: 'text', value: 'b' }] },
            ],
          },
        ],
      },
    ],
  },
  upperStyle: {
    type: 'root',
    children: [
      {
        type: 'element',
        tagName: 'span',
        properties: { style: 'COLOR: red' },
        children: [{ type: 'text', value: 'x' }],
      },
    ],
  },
  falseProperty: {
    type: 'root',
    children: [
      {
        type: 'element',
        tagName: 'span',
        properties: { ariaHidden: false as never },
        children: [{ type: 'text', value: 'x' }],
      },
    ],
  },
}

type Components = Record<string, unknown>

const SITE_COMPONENTS: Components = {
  a: ({ children, ...props }: { children?: ReactNode }) =>
    createElement('a', { ...props, 'data-site': 'link' }, children),
  code: ({ children, ...props }: { children?: ReactNode }) =>
    createElement('code', { ...props, 'data-kind': typeof children }, children),
  pre: ({ children, ...props }: { children?: ReactNode }) =>
    createElement('div', { className: 'site-pre' }, createElement('pre', props, children)),
  h2: ({ children, ...props }: { children?: ReactNode }) => createElement('h2', { ...props, 'data-h': '2' }, children),
  img: (props: Record<string, unknown>) => createElement('img', { ...props, loading: 'lazy' }),
  li: 'li',
  td: ({ children, ...props }: { children?: ReactNode; style?: Record<string, string> }) =>
    createElement('td', { ...props, 'data-align': props.style?.textAlign ?? '' }, children),
  details: ({ children }: { children?: ReactNode }) =>
    createElement('details', { className: 'site-details' }, children),
}
const WRAPPED: Components = {
  wrapper: ({ children }: { children?: ReactNode }) => createElement('div', { className: 'wrapper' }, children),
}

async function compilerFor(root: string) {
  const options: ProcessorOptions = {
    highlighter: await getHighlighter(),
    resolveLink: () => null,
    siteRoot: root,
    baseUrl: '/',
    siteConfig: { title: 'T' },
  }
  return createMdxCompiler(options)
}

/** Our MDX compiler's tree for a source, or null when it compiled the page to code. */
async function plainTree(
  compiler: Awaited<ReturnType<typeof compilerFor>>,
  root: string,
  text: string,
  components: Components,
): Promise<Root | null> {
  const file = new VFile({ path: path.join(root, 'docs/page.mdx'), value: preprocessMdx(text) })
  file.data.mdxGlobals = Object.keys(components)
  await compiler.processor.process(file)
  return file.data.mdxPlain ?? null
}

/** What @mdx-js/mdx compiles from this very tree, run as compile.ts runs a page's code. */
async function compiledContent(tree: Root): Promise<ComponentType<{ components?: Components }>> {
  const mdx = createMdxProcessor({
    format: 'mdx',
    outputFormat: 'function-body',
    development: false,
    elementAttributeNameCase: 'react',
    stylePropertyNameCase: 'dom',
    rehypePlugins: [() => () => structuredClone(tree)],
  })
  const code = String(await mdx.process(new VFile({ value: '' })))
  return (new Function(code)({ Fragment, jsx, jsxs }) as { default: ComponentType<{ components?: Components }> })
    .default
}

describe('rehype-mdx-plain', () => {
  const root = makeSite({ 'docs/.keep': '' })

  for (const [label, components] of [
    ['no components', {}],
    ["the site's components", SITE_COMPONENTS],
    ['a wrapper', WRAPPED],
  ] as const) {
    test(`31 a page with no MDX renders from its tree byte for byte as its compiled module does (${label})`, async () => {
      const compiler = await compilerFor(root)
      for (const [name, text] of Object.entries(DOCS)) {
        const tree = await plainTree(compiler, root, text, components)
        expect(tree, name).not.toBeNull()
        const fromTree = renderToStaticMarkup(createElement(plainContent(tree!), { components }))
        const fromCode = renderToStaticMarkup(createElement(await compiledContent(tree!), { components }))
        expect(fromTree, name).toBe(fromCode)
        expect(fromTree.length, name).toBeGreaterThan(40)
      }
    })
  }

  test("31 the site's components are used: links, code, headings, the wrapper", async () => {
    const compiler = await compilerFor(root)
    const tree = (await plainTree(compiler, root, DOCS.prose!, SITE_COMPONENTS))!
    const html = renderToStaticMarkup(
      createElement(plainContent(tree), { components: { ...SITE_COMPONENTS, ...WRAPPED } }),
    )
    expect(html).toMatch(/^<div class="wrapper">/)
    expect(html).toContain('data-site="link"')
    expect(html).toContain('data-kind="string"')
    expect(html).toContain('data-h="2"')
  })

  test('31 trees the two would render differently (whitespace between table cells, a style in capitals, a false property) are left to MDX', async () => {
    const { rehypeMdxPlain } = await import('./rehype-mdx-plain.js')
    for (const [name, tree] of Object.entries(UNEQUAL)) {
      const file = new VFile()
      const out = rehypeMdxPlain()(structuredClone(tree), file)
      expect(file.data.mdxPlain, name).toBeUndefined()
      expect(out, name).toBeUndefined()
    }
  })

  test('31 a page with an expression, a component, an export or JSX with an expression is compiled to code', async () => {
    const compiler = await compilerFor(root)
    for (const [name, text] of Object.entries(NOT_PLAIN)) {
      const file = new VFile({ path: path.join(root, 'docs/page.mdx'), value: text })
      file.data.mdxGlobals = []
      const code = String(await compiler.processor.process(file).catch(() => 'failed'))
      expect(file.data.mdxPlain, name).toBeUndefined()
      expect(code.length, name).toBeGreaterThan(0)
    }
  })
})
