import type { Root } from 'mdast'
import type { MdxjsEsm } from 'mdast-util-mdxjs-esm'
import { describe, expect, test } from 'vitest'
import { VFile } from 'vfile'
import { remarkMdxScope } from './remark-mdx-scope.js'

describe('generator/markdown/mdx/remark-mdx-scope', () => {
  test("31 an import node a site's plugin puts in every page (one object, as docusaurus-remark-plugin-tab-blocks does) is the import of each page, and is left as it was", () => {
    const shared: MdxjsEsm = {
      type: 'mdxjsEsm',
      value: "import Tabs from '@theme/Tabs';",
      data: {
        estree: {
          type: 'Program',
          sourceType: 'module',
          body: [
            {
              type: 'ImportDeclaration',
              source: { type: 'Literal', value: '@theme/Tabs', raw: "'@theme/Tabs'" },
              specifiers: [{ type: 'ImportDefaultSpecifier', local: { type: 'Identifier', name: 'Tabs' } }],
              attributes: [],
            },
          ],
        },
      },
    }
    const before = JSON.stringify(shared)
    const page = () => {
      const tree: Root = {
        type: 'root',
        children: [shared, { type: 'mdxJsxFlowElement', name: 'Tabs', attributes: [], children: [] }],
      }
      const file = new VFile()
      remarkMdxScope({ globals: [] })(tree, file)
      return { tree, file }
    }
    for (const { tree, file } of [page(), page()]) {
      expect(file.data.mdxImports).toEqual([
        { specifier: '@theme/Tabs', bindings: [{ local: 'Tabs', imported: 'default' }], line: undefined },
      ])
      expect(file.messages).toEqual([])
      const esm = tree.children[0] as MdxjsEsm
      expect(esm).not.toBe(shared)
      expect(JSON.stringify(esm.data?.estree)).toContain('__imports')
    }
    expect(JSON.stringify(shared)).toBe(before)
  })
})
