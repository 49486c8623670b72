import { beforeAll, describe, expect, test } from 'vitest'
import { parseSource } from '../content.js'
import { compileMarkdown, createProcessor, firstParagraph, getHighlighter } from './processor.js'
import { withBase } from '../../core/paths.js'
import type { Processor } from 'unified'

let processor: Processor
beforeAll(async () => {
  // A stand-in for the routes stage's resolver: `.md` files map to clean URLs under /docs/.
  const resolveLink = (url: string) =>
    url.endsWith('.md')
      ? withBase('/docs/', '/' + url.replace(/^\.\//, '').replace(/\.md$/, ''))
      : url.startsWith('/')
        ? withBase('/docs/', url)
        : null
  processor = createProcessor({ highlighter: await getHighlighter(), resolveLink })
}, 60_000)

const compile = async (text: string, file = '/site/content/docs/page.md') =>
  compileMarkdown(parseSource(text, file, 'doc', 'page.md'), processor)

describe('generator/markdown', () => {
  test('GFM tables, task lists and strikethrough are rendered', async () => {
    const { page } = await compile('| a | b |\n|---|---|\n| 1 | 2 |\n\n- [x] done\n\n~~old~~')
    expect(page.html).toContain('<table tabindex="0">') // a Tab stop: it scrolls sideways on phones (rehype-prose)
    expect(page.html).toContain('<td>1</td>')
    expect(page.html).toMatch(/<input type="checkbox" checked disabled>/)
    expect(page.html).toContain('<del>old</del>')
  })

  test('the older title form `:::caution AWS Lambda` is a titled admonition (as in Docusaurus)', async () => {
    const { page, warnings } = await compile(':::caution AWS Lambda\nCold starts.\n:::')
    expect(warnings).toEqual([])
    expect(page.html).toContain('<p class="admonition-heading">AWS Lambda</p>')
  })

  test('admonitions are rendered by the directive plugins', async () => {
    const { page } = await compile(':::warning\nCareful\n:::')
    expect(page.html).toContain('class="admonition admonition-warning"')
  })

  test('markdown extras in plugin order: tabs around a titled code block with a highlighted line and a copy button, a GitHub alert, <details>', async () => {
    const md =
      ':::tabs{groupId="os"}\n::tab[macOS]\n```json title="settings.json" {2}\n{\n  "a": 1\n}\n```\n::tab[Linux]\n> [!TIP]\n> Same.\n:::\n\n<details>\n<summary>More</summary>\n\nHidden *text*\n\n</details>'
    const { page, warnings } = await compile(md)
    expect(warnings).toEqual([])
    expect(page.html).toMatch(/<div class="tabs" data-group-id="os"><div class="tabs__list" role="tablist">/)
    expect(page.html).toMatch(
      /<div class="tabs__panel"[^>]*>\s*<p class="tabs__label">macOS<\/p>\s*<div class="code-block" data-language="json"><div class="code-block__title">settings.json<\/div><pre/,
    )
    expect(page.html.match(/class="line highlighted"/g)).toHaveLength(1)
    expect(page.html).toContain('<button type="button" class="code-block__copy" data-copy-code')
    expect(page.html).toMatch(
      /<div class="admonition admonition-tip" role="note">\s*<p class="admonition-heading">Tip<\/p>/,
    )
    expect(page.html).toMatch(/<details>\s*<summary>More<\/summary>\s*<p>Hidden <em>text<\/em><\/p>\s*<\/details>/)
  })

  test('raw HTML is kept, and a raw heading gets an id (rehype-headings runs after rehype-raw)', async () => {
    const { page } = await compile('<div class="x"><b>bold</b></div>\n\n<h2>Raw heading</h2>')
    expect(page.html).toContain('<div class="x"><b>bold</b></div>')
    expect(page.html).toContain('<h2 id="raw-heading">')
    expect(page.headings).toEqual([{ id: 'raw-heading', text: 'Raw heading', depth: 2 }])
  })

  test('31 a heading inside a link gets its id but no # link (a link in a link is split by the browser)', async () => {
    const { page } = await compile('<a href="/view">\n<h3>View</h3>\n<p>The base.</p>\n</a>\n\n## After\n')
    expect(page.html).toContain('<a href="/docs/view">\n<h3 id="view">View</h3>\n<p>The base.</p>\n</a>')
    expect(page.html).toContain('<h2 id="after">After<a class="hash-link" href="#after"')
  })

  test('31 a Docusaurus project: an HTML heading keeps what its author wrote (no made-up id, no TOC entry; its own id gets the # link), as Docusaurus reads only markdown headings', async () => {
    const docusaurus = createProcessor({
      highlighter: await getHighlighter(),
      resolveLink: (u: string) => u,
      markdownHeadingsOnly: true,
    })
    const { page } = await compileMarkdown(
      parseSource(
        '<a href="/view">\n<h3>View</h3>\n</a>\n\n<h2>Plain</h2>\n\n<h2 id="given">Given</h2>\n\n## Plain\n\n### Deep `code`\n',
        '/site/docs/page.md',
        'doc',
        'page.md',
      ),
      docusaurus,
    )
    expect(page.html).toContain('<a href="/view">\n<h3>View</h3>\n</a>')
    expect(page.html).toContain('<h2>Plain</h2>')
    expect(page.html).toContain(
      '<h2 id="given">Given<a class="hash-link" href="#given" aria-label="Direct link to Given">#</a></h2>',
    )
    // The markdown heading's slug is the first of its text: the HTML heading took none.
    expect(page.html).toContain('<h2 id="plain">Plain<a class="hash-link" href="#plain"')
    expect(page.headings).toEqual([
      { id: 'plain', text: 'Plain', depth: 2 },
      { id: 'deep-code', text: 'Deep code', html: 'Deep <code>code</code>', depth: 3 },
    ])
    expect(page.ids).toEqual(['given', 'plain', 'deep-code'])
    expect(page.html).not.toContain('data-cwc')
  })

  test("31 a Docusaurus project: a markdown h1 has no id, as its Heading renders it, though its slug counts for the others'", async () => {
    const docusaurus = createProcessor({
      highlighter: await getHighlighter(),
      resolveLink: (u: string) => u,
      markdownHeadingsOnly: true,
    })
    const { page } = await compileMarkdown(
      parseSource(
        '# Reference\n\nText.\n\n# Reference {#given}\n\n## Reference\n',
        '/site/docs/page.md',
        'doc',
        'page.md',
      ),
      docusaurus,
    )
    expect(page.html).toContain('<h1>Reference</h1>')
    expect(page.html).not.toContain('<h1 id')
    expect(page.html).toContain('<h2 id="reference-1">Reference')
    expect(page.ids).toEqual(['reference-1'])
    // Elsewhere an h1 keeps its id.
    expect((await compile('# Reference\n\nText.\n\n# Again\n')).page.html).toContain('<h1 id="again">Again</h1>')
  })

  test("31 a Docusaurus project's `:shortcode:` emoji are emoji, as its markdown has them (remark-emoji); not in code, and not elsewhere", async () => {
    const docusaurus = createProcessor({
      highlighter: await getHighlighter(),
      resolveLink: (u: string) => u,
      emoji: true,
    })
    const text = ':warning: Back up first :tada:, not `:tada:` in code.\n'
    const { page } = await compileMarkdown(parseSource(text, '/site/docs/page.md', 'doc', 'page.md'), docusaurus)
    expect(page.html).toContain('<p>⚠️ Back up first 🎉, not <code>:tada:</code> in code.</p>')
    expect((await compile(text)).page.html).toContain(':warning: Back up first :tada:')
  })

  test('heading ids are unique and stable; {#custom-id} is kept', async () => {
    const { page } = await compile('## Setup\n\n## Setup\n\n## Options {#opts}\n\n### Deep level')
    expect(page.headings).toEqual([
      { id: 'setup', text: 'Setup', depth: 2 },
      { id: 'setup-1', text: 'Setup', depth: 2 },
      { id: 'opts', text: 'Options', depth: 2 },
      { id: 'deep-level', text: 'Deep level', depth: 3 },
    ])
    expect(page.ids).toEqual(['setup', 'setup-1', 'opts', 'deep-level'])
  })

  test('per-document state is reset: the same heading in two files gets the same id', async () => {
    const a = await compile('## Intro', '/site/content/docs/a.md')
    const b = await compile('## Intro', '/site/content/docs/b.md')
    expect(a.page.ids).toEqual(['intro'])
    expect(b.page.ids).toEqual(['intro'])
  })

  test('the first h1 is the page title', async () => {
    const { page } = await compile('# The title\n\nText.\n\n## Part')
    expect(page.h1).toBe('The title')
  })

  test('links are resolved (L1, L2) and collected with their file line (front matter counted)', async () => {
    const { page } = await compile(
      '---\ntitle: T\n---\n\nSee [install](./install.md#setup).\n\nAnd [GitHub](https://github.com).\n\n![logo](/img/logo.svg)',
    )
    expect(page.html).toContain('<a href="/docs/install#setup">install</a>')
    expect(page.html).toContain('<a href="https://github.com" target="_blank" rel="noopener noreferrer">GitHub</a>')
    expect(page.html).toContain('src="/docs/img/logo.svg"')
    expect(page.links.map((l) => [l.url, l.line, l.kind])).toEqual([
      ['./install.md#setup', 5, 'link'],
      ['https://github.com', 7, 'link'],
      ['/img/logo.svg', 9, 'image'],
    ])
  })

  test('code blocks are highlighted at build time in a light and a dark theme', async () => {
    const { page } = await compile('```json\n{ "a": 1 }\n```')
    expect(page.html).toContain('class="code-block"')
    expect(page.html).toContain('color:var(--sh-token-')
  })

  test('an unknown code language warns with the file and line, and falls back to plain text', async () => {
    const { page, warnings } = await compile('---\ntitle: T\n---\n\n```nolang\nx\n```', '/site/content/docs/code.md')
    expect(page.html).toContain('data-language="text"')
    expect(warnings).toEqual([
      '/site/content/docs/code.md:5: Unknown code block language `nolang`; shown as plain text',
    ])
  })

  test('prism.additionalLanguages reach both compilers: a declared language without a grammar is plain text, unwarned', async () => {
    const declared = createProcessor({
      highlighter: await getHighlighter(),
      resolveLink: () => null,
      additionalLanguages: ['brainfuck'],
    })
    for (const format of ['md', 'mdx'] as const) {
      const source = {
        ...parseSource(
          '```brainfuck\n+++\n```\n\n```nolang\nx\n```',
          `/site/content/docs/code.${format}`,
          'doc',
          `code.${format}`,
        ),
        format,
      }
      const { page, warnings } = await compileMarkdown(source, declared)
      expect(page.html).toContain('data-language="text"')
      expect(warnings).toEqual([
        `/site/content/docs/code.${format}:5: Unknown code block language \`nolang\`; shown as plain text`,
      ])
    }
  })

  test('<!-- truncate --> cuts the excerpt', async () => {
    const { page } = await compile('First part.\n\n<!-- truncate -->\n\nSecond part.')
    expect(page.excerptHtml).toContain('First part.')
    expect(page.excerptHtml).not.toContain('Second part.')
    expect(page.html).toContain('Second part.')
    expect((await compile('No marker.')).page.excerptHtml).toBeNull()
  })

  test('the first prose paragraph is the description fallback, as plain text', async () => {
    const { page } = await compile(
      '# Title\n\n:::note\nx\n:::\n\nThe *first* [real](./x.md) paragraph\nspans lines.\n\nSecond.',
    )
    expect(page.firstParagraph).toBe('The first real paragraph spans lines.')
    expect(firstParagraph('```js\ncode\n```\n\n- list\n\n> quote\n\nProse.')).toBe('Prose.')
  })

  test("a post's words are counted as Docusaurus counts them for reading time, code included; docs count none", async () => {
    const text = 'one two three\n\n```js\nconst also = counted\n```'
    const post = await compileMarkdown(
      { ...parseSource(text, '/site/content/blog/2025-01-01-p.md', 'post', '2025-01-01-p.md') },
      processor,
    )
    expect(post.page.words).toBe(7) // one two three js const also counted
    expect((await compile(text)).page.words).toBe(0)
  })

  test('an empty document compiles to nothing, without error', async () => {
    const { page } = await compile('')
    expect(page).toMatchObject({
      html: '',
      h1: null,
      headings: [],
      links: [],
      excerptHtml: null,
      firstParagraph: '',
      words: 0,
    })
  })

  test('a 1,000-deep blockquote compiles without a stack overflow', async () => {
    const { page } = await compile('>'.repeat(1000) + ' deep')
    expect(page.html).toContain('deep')
  })
})
