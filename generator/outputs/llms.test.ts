import path from 'node:path'
import type { Root } from 'mdast'
import remarkDirective from 'remark-directive'
import remarkGfm from 'remark-gfm'
import remarkParse from 'remark-parse'
import { unified } from 'unified'
import { visit } from 'unist-util-visit'
import { beforeAll, describe, expect, test } from 'vitest'
import { llmsDocs, llmsFiles, readableMarkdown, rewriteLinks, twinLink } from './llms.js'
import { flattenSidebar } from '../stages/routes/sidebar.js'
import { makeSite, planSite, REPO_ROOT, type Planned } from '../test/helpers.js'
import type { OutputFile, Route } from '../core/types.js'

const parser = unified().use(remarkParse).use(remarkGfm).use(remarkDirective)

/** The mdast of markdown without positions, for structural comparison. */
function tree(markdown: string, mapUrl: (url: string) => string = (u) => u): Root {
  const root = parser.parse(markdown) as Root
  visit(root, (node) => {
    delete node.position
    if ('url' in node && typeof node.url === 'string') node.url = mapUrl(node.url)
  })
  return root
}

describe('generator/llms', () => {
  let site: Planned
  let files: OutputFile[]
  let byPath: Map<string, string>
  beforeAll(async () => {
    site = await planSite(REPO_ROOT)
    files = llmsFiles({ config: site.config, routes: site.routes, pages: site.pages, sidebars: site.sidebars })
    byPath = new Map(files.map((f) => [f.path, String(f.contents)]))
  })

  test('every doc page has a markdown twin at its URL + .md (index.md for / and section pages)', () => {
    const docs = site.routes.filter((r) => r.kind === 'doc').map((r) => r.url)
    expect(docs.length).toBeGreaterThan(5)
    for (const url of docs)
      expect(byPath.has(url.endsWith('/') ? url.slice(1) + 'index.md' : url.slice(1) + '.md')).toBe(true)
    expect([...byPath.keys()]).toEqual(
      expect.arrayContaining(['index.md', 'tips.md', 'api-tools/index.md', 'api-tools/code-completions.md']),
    )
  })

  test('llms.txt: # title, > tagline, then ## Docs listing every doc page in sidebar order with its description', () => {
    const llms = byPath.get('llms.txt')!
    expect(llms.startsWith('# Code Web Chat\n\n> Initialize any web chat with your code\n')).toBe(true)
    const docsSection = llms.split('\n## Docs\n')[1]!
    const entries = [...docsSection.matchAll(/^- \[([^\]]+)\]\((\S+)\): (.+)$/gm)]
    const sidebarOrder = flattenSidebar(site.sidebars.get('documentationSidebar')!.items).map((l) => l.href)
    expect(entries.map((m) => m[2])).toEqual(
      sidebarOrder.map((h) => 'https://codeweb.chat' + (h.endsWith('/') ? h + 'index.md' : h + '.md')),
    )
    const tips = entries.find((m) => m[1] === 'Tips')!
    expect(tips[3]).toBe(
      'Practical advice for getting better answers from models with Code Web Chat, from choosing context to writing instructions.',
    )
  })

  test('every llms.txt link resolves to a written .md twin (or to llms-full.txt)', () => {
    const links = [...byPath.get('llms.txt')!.matchAll(/\]\((https:\/\/codeweb\.chat\/[^)]*)\)/g)].map((m) => m[1]!)
    expect(links.length).toBeGreaterThan(5)
    for (const link of links) expect(byPath.has(new URL(link).pathname.slice(1)), link).toBe(true)
  })

  test('llms-full.txt holds every listed doc as markdown under its # title and URL', () => {
    const full = byPath.get('llms-full.txt')!
    for (const d of llmsDocs({
      config: site.config,
      routes: site.routes,
      pages: site.pages,
      sidebars: site.sidebars,
    })) {
      expect(full).toContain(`# ${d.title}\n\nURL: ${d.url}\n\n`)
      expect(full).toContain(d.body.trim().split('\n').at(-1))
    }
    expect(full).toContain(':::note[Earlier versions]')
  })

  test('.md twins round-trip the content: the markdown tree of the source (tabs as labelled sections, one image of a light/dark pair), only link destinations made absolute', () => {
    const routeBySource = new Map(site.routes.filter((r) => r.sourcePath).map((r) => [r.sourcePath!, r]))
    for (const page of site.pages.filter((p) => p.source.kind === 'doc')) {
      const route = routeBySource.get(page.source.sourcePath)! as Route & {
        props: { doc: { title: string; cards: unknown[] } }
      }
      let twin = byPath.get(route.url.endsWith('/') ? route.url.slice(1) + 'index.md' : route.url.slice(1) + '.md')!
      expect(twin.startsWith('---')).toBe(false) // front matter removed
      if (page.h1 === null) {
        expect(twin.startsWith(`# ${route.props.doc.title}\n\n`)).toBe(true)
        twin = twin.slice(`# ${route.props.doc.title}\n\n`.length)
      }
      if (route.props.doc.cards.length) twin = twin.slice(0, twin.lastIndexOf('\n## In this section\n'))
      const expected = tree(
        readableMarkdown(page.source.body),
        (u) => twinLink(site.config, u, page.source.sourcePath, routeBySource) ?? u,
      )
      expect(tree(twin), page.source.relativePath).toEqual(expected)
    }
  })

  test('relative .md links become absolute .md twin URLs; site paths become absolute; admonitions stay as written', () => {
    const tips = byPath.get('tips.md')!
    expect(tips.startsWith('# Tips\n\nCode Web Chat gives you control')).toBe(true)
    expect(tips).toContain('[Context selection](https://codeweb.chat/context-selection.md#context-commands)')
    const index = byPath.get('index.md')!
    // The intro's twin is clean Markdown: its one name as the title, then the hero image (third reading,
    // items 12 and 19).
    expect(
      index.startsWith(
        '# Intro\n\n![Code Web Chat: initialize any web chat with your code](https://codeweb.chat/img/heading-light.svg)\n',
      ),
    ).toBe(true)
    expect(index).not.toMatch(/<span|\{#/)
    expect(index).not.toMatch(/gh-(light|dark)-mode-only|heading-dark/)
    expect(index).toContain('(https://codeweb.chat/api-tools/index.md)')
    expect(byPath.get('api-tools/code-completions.md')).toContain(
      '[selected context](https://codeweb.chat/context-selection.md)',
    )
    for (const [p, text] of byPath) if (p.endsWith('.md')) expect(text, p).not.toMatch(/\]\((?!https?:|#)[^)]*\.md/)
    expect(byPath.get('api-tools/commit-messages.md')).toContain(':::note[Earlier versions]\n')
  })

  test('a section page twin lists its child pages (the cards the HTML page shows)', () => {
    const section = byPath.get('api-tools/index.md')!
    expect(section.startsWith('# API tools\n')).toBe(true)
    expect(section).toContain(
      '\n## In this section\n\n- [Code completions](https://codeweb.chat/api-tools/code-completions.md): ',
    )
  })

  test('unlisted docs get a twin but are not listed; drafts get neither; base URL is kept in every URL', async () => {
    const dir = makeSite({
      'content/docs/index.md':
        '---\ntitle: Home\n---\n\nSee [the guide](./guide.md) and [a post](../blog/2025-01-01-hi.md).',
      'content/docs/guide.md':
        '---\ntitle: Guide [v2]\ndescription: "How to: everything\\non two lines"\n---\n\n## Steps\n\nGo.',
      'content/docs/hidden.md': '---\nunlisted: true\n---\n# Hidden',
      'content/docs/wip.md': '---\ndraft: true\n---\n# WIP',
      'content/blog/2025-01-01-hi.md': '---\ntitle: Hi\n---\n\nHi.',
    })
    const p = await planSite(dir, {
      config: { title: 'Fx', tagline: 'T', url: 'https://example.com', baseUrl: '/docs/' },
    })
    const out = new Map(
      llmsFiles({ config: p.config, routes: p.routes, pages: p.pages, sidebars: p.sidebars }).map((f) => [
        f.path,
        String(f.contents),
      ]),
    )
    expect([...out.keys()].sort()).toEqual(['guide.md', 'hidden.md', 'index.md', 'llms-full.txt', 'llms.txt'])
    const llms = out.get('llms.txt')!
    expect(llms).toContain('- [Home](https://example.com/docs/index.md)')
    expect(llms).toContain('- [Guide \\[v2\\]](https://example.com/docs/guide.md): How to: everything on two lines')
    expect(llms).not.toContain('Hidden')
    expect(out.get('index.md')).toBe(
      '# Home\n\nSee [the guide](https://example.com/docs/guide.md) and [a post](https://example.com/docs/blog/2025/01/01/hi).\n',
    )
  })
})

describe('generator/llms rewriteLinks', () => {
  // Like twinLink: relative .md paths get a new destination; anything else is left as written (null).
  const up = (u: string) => (/^\.\/.*\.md$/.test(u) ? 'https://x.org/' + u.slice(2) : null)

  test.each([
    ['inline link', '[a](./a.md)', '[a](https://x.org/a.md)'],
    [
      'image and link with a title',
      '![i](./i.md "T") [b](./b.md \'t\')',
      '![i](https://x.org/i.md "T") [b](https://x.org/b.md \'t\')',
    ],
    ['angle-bracket destination', '[a](<./my doc.md>)', '[a](<https://x.org/my doc.md>)'],
    ['reference definition', '[a][r]\n\n[r]: ./r.md "Title"', '[a][r]\n\n[r]: https://x.org/r.md "Title"'],
    ['link around an image', '[![i](./img.md)](./page.md)', '[![i](https://x.org/img.md)](https://x.org/page.md)'],
    [
      'code spans and fenced code untouched',
      '`[a](./a.md)`\n\n```md\n[b](./b.md)\n```',
      '`[a](./a.md)`\n\n```md\n[b](./b.md)\n```',
    ],
    [
      'links the mapper leaves alone are untouched',
      '[e](https://e.com/x.md) [h](#top) <https://a.b/c.md>',
      '[e](https://e.com/x.md) [h](#top) <https://a.b/c.md>',
    ],
    [
      'admonitions and text around kept',
      ':::note[Title]\nSee [a](./a.md).\n:::',
      ':::note[Title]\nSee [a](https://x.org/a.md).\n:::',
    ],
  ])('%s', (_, input, expected) => {
    expect(rewriteLinks(input, up)).toBe(expected)
  })

  test('a new destination with spaces or parentheses is encoded so the link still parses', () => {
    expect(rewriteLinks('[a](./a.md)', () => 'https://x.org/a (1).md')).toBe('[a](https://x.org/a%20%281%29.md)')
  })

  test('twinLink resolves .md paths from the source file, site paths to absolute URLs, and leaves unknown files alone', async () => {
    const p = await planSite(makeSite({ 'content/docs/index.md': '# Home', 'content/docs/sub/page.md': '# Page' }), {
      config: { url: 'https://e.com' },
    })
    const routeBySource = new Map(p.routes.filter((r) => r.sourcePath).map((r) => [r.sourcePath!, r]))
    const from = path.join(p.config.contentDir, 'docs/sub/page.md')
    expect(twinLink(p.config, '../index.md#x', from, routeBySource)).toBe('https://e.com/index.md#x')
    expect(twinLink(p.config, '/sub/page.md', from, routeBySource)).toBe('https://e.com/sub/page.md')
    expect(twinLink(p.config, '/img/a.png', from, routeBySource)).toBe('https://e.com/img/a.png')
    expect(twinLink(p.config, './missing.md', from, routeBySource)).toBeNull()
    expect(twinLink(p.config, 'mailto:a@b.c', from, routeBySource)).toBeNull()
  })
})

describe('generator/llms rewriteLinksFast', () => {
  test('gives the same twin as the parsing rewrite, or declines (null) when it cannot be sure', async () => {
    const { rewriteLinks, rewriteLinksFast } = await import('./llms.js')
    const map = (u: string) =>
      u.startsWith('./a.md') ? 'https://s/a.md' + u.slice(6) : u.startsWith('../b.md') ? 'https://s/b.md' : null
    const cases = [
      'See [A](./a.md) and [B](../b.md "t").\n\n[ref]: ./a.md\n',
      'Anchor [A](./a.md#part), image ![i](/img/x.png), external [e](https://x.org).',
      'No links at all.',
      'Twice [A](./a.md) and again [A again](./a.md), a longer [one](./a.md#x) and [other](./a.mdx).',
      '  [def]: ./a.md "title"\n[use][def] and [B](../b.md)',
    ]
    for (const md of cases) {
      const links = [...md.matchAll(/\]\(([^)\s]+)|^\s*\[[^\]]+\]:\s*(\S+)/gm)].map((m) => ({ url: (m[1] ?? m[2])! }))
      expect(rewriteLinksFast(md, links, map)).toBe(rewriteLinks(md, map))
    }
    expect(rewriteLinksFast('```md\n[A](./a.md)\n```\n[A](./a.md)', [{ url: './a.md' }], map)).toBeNull()
    // A link the markdown stage saw but not written plainly (here an autolink-like form): parse instead.
    expect(rewriteLinksFast('See <./a.md>', [{ url: './a.md' }], map)).toBeNull()
  })
})

describe('generator/llms rewriteLinksScan', () => {
  test('gives the same twin as the parsing rewrite, or declines (null) when a parser might read a link otherwise', async () => {
    const { rewriteLinks } = await import('./llms.js')
    const { scanDestinations, spliceDestinations } = await import('../stages/markdown/link-destinations.js')
    // The twin a scan gives, or null when it declines.
    const rewriteLinksScan = (md: string, map: (url: string) => string | null) => {
      const found = scanDestinations(md)
      return found && spliceDestinations(md, found, map)
    }
    const map = (u: string) =>
      u.startsWith('./a.md')
        ? 'https://s/a.md' + u.slice(6)
        : u.startsWith('../b.md')
          ? 'https://s/b (1).md'
          : u.startsWith('/')
            ? 'https://s' + u
            : null
    const same = [
      'See [A](./a.md) and [B](../b.md "t"), image ![i](/img/x.png), external [e](https://x.org).',
      'Code `x` and [`<View>`](./a.md#part), then ``a ` b`` and [q](/q?a=1&b=2).',
      '```md\ncode without links\n```\n\n[A](./a.md)\n\n    indented code\n',
      'No links at all.',
      '**Tab**\n\n- [list](./a.md)\n  - [nested](../b.md)\n',
      // code spans are set aside, links around them read
      'Inline `[A](./a.md)` code and [B](./a.md), `` [C](../b.md) `` too',
      '```md\n[A](./a.md)\n```\n\n[A](./a.md)', // so is fenced code
      'One `tick in a paragraph\n\nand [A](./a.md) `x` in the next', // a span does not cross a blank line
      // a span that starts a line is no indentation
      '`Animated.timing()` starts a line, see [timing](/docs/animated#timing).\n',
      '``a` [x](./a.md) ` and [y](./a.md)', // a run of two opens no span of one: the span is `` [x](./a.md) ``
      // angle brackets: spaces and parentheses written plainly
      '[A](<./a.md>) and [f](<https://x.org/View#f(boolean)>) and [s](<../b.md> "t")',
      '[B](<./a (1).md>)',
      // a `>` in a span with no `<` in its block closes nothing
      '| Prop | Type |\n| --- | --- |\n| onChange | `(e: [A](./a.md)) => void` |\n\nSee [B](./a.md).',
      // the comment idiom: a definition of `#`, set aside
      "[//]: # 'Android'\n\nSee [A](./a.md).\n\n[//]: # (iOS)\n\n[//]: #\n",
    ]
    for (const md of same) expect(rewriteLinksScan(md, map), md).toBe(rewriteLinks(md, map))
    const declined = [
      '```md\n[A](./a.md)\n```\n[A](./a.md', // a link in a fence is text, and one not closed
      'A \\` escaped tick, then `[A](./a.md)`', // an escaped backtick: pairing spans needs the parser
      '<div>\n[A](./a.md)\n</div>', // an HTML block: its text is not parsed
      '    [A](./a.md)', // indented code
      'Escaped \\[A\\](./a.md)',
      '[use][def]\n\n[def]: ./a.md', // a definition
      '[B](./a(1).md)', // parentheses in a bare destination
      '[A](<./a\\>.md>)',
      '[A](<./a&amp;.md>)', // an escape or a reference in angle brackets
      '[A](<./a.md> foo)', // an unquoted title
      '[A](./a.md&amp;x)', // a character reference
      '````md\n```js\n[A](./a.md)\n```\n````', // a longer fence around a shorter one
      '```\n[A](./a.md)', // an unclosed fence
      '> ```\n> [A](./a.md)\n> ```', // a fence in a block quote
      '<pre>\n\n[A](./a.md)\n</pre>', // an HTML block across a blank line
      '\\[A](./a.md)', // an escaped opening bracket
      '[A](./a.md foo)', // an unquoted title: not a link
      '[A](`./a.md`)', // a code span where the destination would be
      '[a](./b`x`.md) and `y`', // a backtick in a destination: the parser reads it whole
      '- a `b\n- [x](./a.md) c`', // a span across list items, headings, cells or HTML: the parser may end it first
      '| `a | [l](./a.md) | b` |',
      '<http://x/`a> [l](./a.md) `b',
      '<a title="`](./a.md)"> `b`', // a `>` in a span may close a tag opened before it
      // a comment line that does not follow a blank line: a paragraph's text, not a definition
      "Text\n[//]: # 'x'\n\n[A](./a.md)",
      "[//]: # 'x'\n[A](./a.md)", // …or that a line follows: the parser decides
      // processing instructions, declarations and CDATA run across blank lines
      "<?php\n\n[//]: # 'x'\n\n[A](./a.md) ?>",
    ]
    for (const md of declined) expect(rewriteLinksScan(md, map), md).toBeNull()
  })
})

describe('generator/llms scanDestinations', () => {
  test('lists exactly the destinations the parser finds, comment lines `[//]: #` included, in text order', async () => {
    const { parseDestinations, scanDestinations } = await import('../stages/markdown/link-destinations.js')
    const texts = [
      '[//]: # \'Android\'\n\nSee [A](./a.md) and [B](/b).\n\n[//]: # "iOS"\n\n[//]: # (Windows)\n\n[//]: #\n',
      "# T\n\n[//]: # 'only a comment'",
      '| Prop | Type |\n| --- | --- |\n| onChange | `(e: [A](./a.md)) => void` |\n\nSee [B](./a.md).',
      'Call `f([x](./y)) => z` then [C](../c.md "title").',
    ]
    for (const md of texts) {
      const scanned = scanDestinations(md)
      expect(scanned, md).not.toBeNull()
      expect(scanned, md).toEqual(parseDestinations(md))
    }
  })
})

describe('readable twins', () => {
  test('a :::tabs block becomes its tabs under their labels in bold; light/dark image pairs keep the light one', () => {
    const md = [
      'Before.',
      '',
      ':::tabs{groupId="os"}',
      '::tab[macOS]',
      'Press `Cmd`.',
      '::tab[Linux]',
      'Press `Ctrl`.',
      ':::',
      '',
      '![Logo](/img/a-light.svg#gh-light-mode-only)![Logo](/img/a-dark.svg#gh-dark-mode-only)',
      '',
      'After.',
    ].join('\n')
    expect(readableMarkdown(md)).toBe(
      'Before.\n\n**macOS**\n\nPress `Cmd`.\n\n**Linux**\n\nPress `Ctrl`.\n\n![Logo](/img/a-light.svg)\n\nAfter.',
    )
  })
  test('a document without tabs or themed images is returned as it is', () => {
    const md = 'Text with ::tip words? no.\n\n:::note\nx\n:::'
    expect(readableMarkdown(md)).toBe(md)
  })
})
