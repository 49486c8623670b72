import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { afterAll, describe, expect, test } from 'vitest'
import { resolveConfig } from './config.js'
import { formatOf, isPartial, isReactPage, loadContent, mdxInMarkdown, parseSource } from './content.js'
import { planSite } from '../test/helpers.js'

const dirs: string[] = []
afterAll(() => {
  for (const d of dirs) fs.rmSync(d, { recursive: true, force: true })
})

function site(files: Record<string, string>): string {
  const root = fs.mkdtempSync(path.join(os.tmpdir(), 'cwc-mdx-content-'))
  dirs.push(root)
  for (const [rel, text] of Object.entries(files)) {
    fs.mkdirSync(path.dirname(path.join(root, rel)), { recursive: true })
    fs.writeFileSync(path.join(root, rel), text)
  }
  return root
}

describe('content: .mdx files, partials and unused files', () => {
  test('.mdx docs, posts and pages are content; `_` files and folders are partials, never pages', async () => {
    const root = site({
      'content/docs/a.mdx': '# A',
      'content/docs/b.md': '# B',
      'content/docs/_part.mdx': 'part',
      'content/docs/_shared/x.mdx': 'x',
      'content/blog/2025-01-01-p.mdx': '# P',
      'content/blog/2025-01-02-q/index.mdx': '# Q',
      'content/pages/about.mdx': '# About',
    })
    const { content } = await loadContent(await resolveConfig(root))
    expect(content.docs.map((d) => [d.relativePath, d.format])).toEqual([
      ['a.mdx', 'mdx'],
      ['b.md', 'md'],
    ])
    expect(content.posts.map((p) => p.relativePath)).toEqual(['2025-01-01-p.mdx', '2025-01-02-q/index.mdx'])
    expect(content.pages.map((p) => p.relativePath)).toEqual(['about.mdx'])
  })

  test('a file that is neither page, partial, module nor data file is named in a warning unless a page links it', async () => {
    const root = site({
      'content/docs/a.md': '# A\n\n[notes](./notes.txt)',
      'content/docs/notes.txt': 'x',
      'content/docs/stray.txt': 'y',
      'content/docs/Comp.jsx': 'export default 1',
      'content/docs/_category_.json': '{}',
    })
    const { content } = await loadContent(await resolveConfig(root))
    expect(content.otherFiles).toEqual([
      path.join(root, 'content/docs/notes.txt'),
      path.join(root, 'content/docs/stray.txt'),
    ])
    const planned = await planSite(root)
    expect(planned.warnings.filter((w) => /not a page/.test(w))).toEqual([expect.stringContaining('stray.txt')])
    expect(planned.routes.find((r) => r.url === '/a')?.props).toMatchObject({
      doc: { html: expect.stringMatching(/<a href="\/assets\/files\/notes\.[0-9a-f]{8}\.txt">notes<\/a>/) },
    })
  })

  test('markdown.format: detect by extension, or every file as mdx / md', () => {
    expect(formatOf('a.mdx', 'detect')).toBe('mdx')
    expect(formatOf('a.md', 'detect')).toBe('md')
    expect(formatOf('a.md', 'mdx')).toBe('mdx')
    expect(formatOf('a.mdx', 'md')).toBe('md')
    expect(isPartial('docs/_a.mdx')).toBe(true)
    expect(isPartial('docs/_x/a.mdx')).toBe(true)
    expect(isPartial('docs/_category_.json')).toBe(false)
  })

  test('an import line or a component tag in a CommonMark file warns with file:line and the fix', () => {
    const file = {
      ...parseSource('---\ntitle: T\n---\n\nimport Tabs from "@theme/Tabs"\n\n<Tabs />\n', '/s/a.md', 'doc', 'a.md'),
      format: 'md' as const,
    }
    expect(mdxInMarkdown(file)).toEqual([
      expect.stringMatching(
        /^\/s\/a\.md:5: an `import` line .* rename the file to \.mdx or set `markdown: \{ format: 'mdx' \}`/,
      ),
    ])
    const fenced = {
      ...parseSource('```js\nimport x from "y"\n<Foo />\n```\n', '/s/b.md', 'doc', 'b.md'),
      format: 'md' as const,
    }
    expect(mdxInMarkdown(fenced)).toEqual([])
  })

  test('React pages: .js/.jsx/.ts/.tsx under pages/, but not partials, tests or type declarations', () => {
    for (const rel of ['pages/index.js', 'pages/foo.jsx', 'pages/a/b/index.tsx', 'pages/x.ts'])
      expect(isReactPage(rel), rel).toBe(true)
    for (const rel of [
      'pages/_x.js',
      'pages/_parts/x.js',
      'pages/x.test.js',
      'pages/x.spec.tsx',
      'pages/__tests__/x.js',
      'pages/a/__tests__/b.tsx',
      'pages/types.d.ts',
      'pages/x.mdx',
      'pages/x.css',
      'docs/x.js',
      'pages/x.mjs',
    ])
      expect(isReactPage(rel), rel).toBe(false)
  })

  test('React pages are found beside markdown pages, in walk order, with no front matter; other modules stay modules', async () => {
    const root = site({
      'content/pages/index.js': 'export default () => null',
      'content/pages/about.md': '# About',
      'content/pages/tools/index.tsx': 'export default () => null',
      'content/pages/_Card.jsx': 'export default 1',
      'content/pages/Card.test.jsx': 'x',
      'content/pages/__tests__/a.js': 'x',
      'content/pages/card.module.css': '.a{}',
      'content/pages/index.module.scss': '.a{b:c}',
      'content/pages/theme.sass': '.a\n  b: c',
    })
    const { content, warnings } = await loadContent(await resolveConfig(root))
    expect(content.pages.map((p) => [p.relativePath, p.format ?? 'md'])).toEqual([
      ['about.md', 'md'],
      ['index.js', 'react'],
      ['tools/index.tsx', 'react'],
    ])
    expect(content.pages[1]).toMatchObject({
      kind: 'page',
      sourcePath: path.join(root, 'content/pages/index.js'),
      frontmatter: {},
      body: 'export default () => null',
      bodyStartLine: 1,
    })
    expect(content.otherFiles).toEqual([])
    expect(warnings).toEqual([])
  })

  test("a Docusaurus project's src/pages (config.dirs.pages) is read the same way", async () => {
    const root = site({
      'site.config.ts': "export default { pages: { path: 'src/pages' } }",
      'src/pages/index.jsx': 'export default () => null',
      'src/pages/markdown-page.mdx': '# MD',
    })
    const config = await resolveConfig(root)
    expect(config.dirs.pages).toBe(path.join(root, 'src/pages'))
    const { content } = await loadContent(config)
    expect(content.pages.map((p) => [p.relativePath, p.format])).toEqual([
      ['index.jsx', 'react'],
      ['markdown-page.mdx', 'mdx'],
    ])
  })
})
