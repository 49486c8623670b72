import { Parser } from 'acorn'
import type { Program } from 'estree'
import type { Root } from 'mdast'
import { fromMarkdown } from 'mdast-util-from-markdown'
import { mdxFromMarkdown } from 'mdast-util-mdx'
import { mdxjs } from 'micromark-extension-mdxjs'
import { describe, expect, test } from 'vitest'
import { remarkMdx1Nodes } from './remark-mdx1-nodes.js'

/** What Docusaurus 2's npm2yarn (MDX 1) leaves in the tree for one ```bash npm2yarn block. */
function npm2yarnV2Tree(): Root {
  return {
    type: 'root',
    children: [
      { type: 'import', value: "import Tabs from '@theme/Tabs';\nimport TabItem from '@theme/TabItem';" },
      { type: 'heading', depth: 2, children: [{ type: 'text', value: 'Install' }] },
      { type: 'jsx', value: '<Tabs groupId="npm2yarn">' },
      { type: 'jsx', value: '<TabItem value="npm">' },
      { type: 'code', lang: 'bash', meta: null, value: 'npm install -D x' },
      { type: 'jsx', value: '</TabItem>' },
      { type: 'jsx', value: '<TabItem value="yarn" label="Yarn">' },
      { type: 'code', lang: 'bash', meta: null, value: 'yarn add --dev x' },
      { type: 'jsx', value: '</TabItem>' },
      { type: 'jsx', value: '</Tabs>' },
      {
        type: 'paragraph',
        children: [
          { type: 'text', value: 'After, ' },
          { type: 'jsx', value: '<b>bold</b>' } as never,
          { type: 'text', value: '.' },
        ],
      },
    ],
  } as unknown as Root
}

describe('generator/stages/markdown/mdx/remark-mdx1-nodes', () => {
  test("28.1 a Docusaurus 2 plugin's jsx and import nodes (npm2yarn v2) become MDX 3 nodes: Tabs > TabItem > code, an ESM import with its estree, inline JSX in its paragraph", () => {
    const tree = npm2yarnV2Tree()
    remarkMdx1Nodes()(tree)
    const [esm, heading, tabs, after] = tree.children as unknown as Record<string, unknown>[]
    expect(esm).toMatchObject({ type: 'mdxjsEsm' })
    expect((esm!.data as { estree: { body: { type: string }[] } }).estree.body.map((b) => b.type)).toEqual([
      'ImportDeclaration',
      'ImportDeclaration',
    ])
    expect(heading).toMatchObject({ type: 'heading' })
    expect(tabs).toMatchObject({
      type: 'mdxJsxFlowElement',
      name: 'Tabs',
      attributes: [{ type: 'mdxJsxAttribute', name: 'groupId', value: 'npm2yarn' }],
    })
    const items = tabs!.children as Record<string, unknown>[]
    expect(items.map((i) => [i.type, i.name])).toEqual([
      ['mdxJsxFlowElement', 'TabItem'],
      ['mdxJsxFlowElement', 'TabItem'],
    ])
    expect((items[1]!.children as Record<string, unknown>[])[0]).toMatchObject({
      type: 'code',
      lang: 'bash',
      value: 'yarn add --dev x',
    })
    expect(after).toMatchObject({ type: 'paragraph' })
    expect((after!.children as Record<string, unknown>[]).map((c) => c.type)).toEqual([
      'text',
      'mdxJsxTextElement',
      'text',
    ])
    expect(tree.children).toHaveLength(4)
  })

  test('28.1 a tree without MDX 1 nodes is left as it is', () => {
    const tree: Root = { type: 'root', children: [{ type: 'paragraph', children: [{ type: 'text', value: 'a' }] }] }
    const before = structuredClone(tree)
    remarkMdx1Nodes()(tree)
    expect(tree).toEqual(before)
  })

  test("56.4 a plugin's import of a name the file imports already is dropped, as MDX 1's plugins skipped it; its other imports stay", () => {
    const own = fromMarkdown("import Tabs from '@theme/Tabs'\n\n# Install\n", {
      extensions: [
        mdxjs({ acorn: Parser, acornOptions: { ecmaVersion: 'latest', sourceType: 'module' }, addResult: true }),
      ],
      mdastExtensions: [mdxFromMarkdown()],
    })
    const tree = npm2yarnV2Tree()
    tree.children.splice(0, 0, ...(own.children as Root['children']))
    remarkMdx1Nodes()(tree)
    const esm = tree.children.filter((c) => c.type === 'mdxjsEsm') as unknown as {
      value: string
      data: { estree: Program }
    }[]
    expect(esm.map((e) => e.value)).toEqual(["import Tabs from '@theme/Tabs'", "import TabItem from '@theme/TabItem';"])
    const locals = esm.flatMap((e) =>
      e.data.estree.body.flatMap((s) => (s.type === 'ImportDeclaration' ? s.specifiers.map((x) => x.local.name) : [])),
    )
    expect(locals).toEqual(['Tabs', 'TabItem'])
  })

  test('56.4 a plugin whose every import the file has leaves no ESM node; the same import added twice is kept once', () => {
    const tree = {
      type: 'root',
      children: [
        { type: 'import', value: "import Tabs from '@theme/Tabs';" },
        { type: 'import', value: "import Tabs from '@theme/Tabs';\nimport TabItem from '@theme/TabItem';" },
      ],
    } as unknown as Root
    remarkMdx1Nodes()(tree)
    expect((tree.children as unknown as { value: string }[]).map((c) => c.value)).toEqual([
      "import Tabs from '@theme/Tabs';",
      "import TabItem from '@theme/TabItem';",
    ])
  })
})
