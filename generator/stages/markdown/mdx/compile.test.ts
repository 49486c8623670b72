/**
 * The MDX path of the markdown stage at page level: each construct of issue 12 compiled from
 * MDX text written here (fixture files only where a construct needs files: partials, site
 * components, images).
 */
import fs from 'node:fs'
import path from 'node:path'
import { beforeAll, describe, expect, test } from 'vitest'
import type { Processor } from 'unified'
import { parseSource } from '../../content.js'
import { compileMarkdown, createProcessor, getHighlighter } from '../processor.js'
import { errorText, makeSite, rejection } from '../../../test/helpers.js'

let processor: Processor
let root: string
beforeAll(async () => {
  root = makeSite({
    'content/docs/_parts/_intro.mdx':
      '### From the partial\n\nWritten for {props.who}. See [the other page](../other.mdx).\n',
    'content/docs/other.mdx': '# Other\n',
    'content/docs/img/pic.png': fs.readFileSync(
      path.join(import.meta.dirname, '../../../../static/img/social-card.png'),
    ),
    'src/components/Hello.jsx':
      'import React from \'react\'\nexport default function Hello({ name }) { return <strong className="hello">Hi {name}</strong> }\n',
    'src/components/Clicker.jsx':
      "import React, { useState } from 'react'\nexport default function Clicker() { const [n, setN] = useState(0); return <button onClick={() => setN(n + 1)}>{n}</button> }\n",
    'src/theme/Details.jsx':
      'import React from \'react\'\nexport default function Details({ children }) { return <aside className="swizzled">{children}</aside> }\n',
    'src/theme/MDXComponents.jsx':
      "import React from 'react'\nimport MDXComponents from '@theme-original/MDXComponents'\nexport default { ...MDXComponents, Shout: ({ children }) => <strong className=\"shout\">{children}</strong> }\n",
    'src/components/Broken.jsx': "export default function Broken() { throw new Error('no data for the chart') }\n",
    'src/logo.svg':
      '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 4 4" class="mark"><rect width="4" height="4"/></svg>',
    'src/A/index.jsx':
      "import s from './styles.module.css'\nimport Logo from '@site/src/logo.svg'\nexport default function A() { return <p className={s.box}><Logo />a</p> }\n",
    'src/A/styles.module.css': '.box { color: red }',
    'src/B/index.jsx':
      "import s from './styles.module.css'\nimport './global.css'\nconst Logo = require('../logo.svg').default\nexport default function B() { return <p className={s.box}><Logo />b</p> }\n",
    'src/B/styles.module.css': '.box { color: blue }',
    'src/B/global.css': '.shared { margin: 0 }',
    'content/docs/page.module.css': '.note { font-weight: bold }',
  })
  const resolveLink = (url: string) =>
    /\.mdx?$/.test(url) ? '/docs/' + path.basename(url).replace(/\.mdx?$/, '') : url.startsWith('/') ? url : null
  processor = createProcessor({
    highlighter: await getHighlighter(),
    resolveLink,
    siteRoot: root,
    baseUrl: '/',
    siteConfig: { title: 'T' },
  })
}, 60_000)

const compile = (text: string, rel = 'page.mdx') =>
  compileMarkdown({ ...parseSource(text, path.join(root, 'content/docs', rel), 'doc', rel), format: 'mdx' }, processor)

describe('MDX pages', () => {
  test('ESM imports of theme components render to static HTML: tabs like :::tabs, CodeBlock highlighted like a fence, Admonition like :::tip', async () => {
    const { page, warnings } = await compile(
      [
        "import Tabs from '@theme/Tabs'",
        "import TabItem from '@theme/TabItem'",
        "import CodeBlock from '@theme/CodeBlock'",
        "import Admonition from '@theme/Admonition'",
        '',
        '<Tabs groupId="os">',
        '  <TabItem value="mac" label="macOS">',
        '',
        'Press **Cmd**.',
        '',
        '  </TabItem>',
        '  <TabItem value="win" label="Windows" default>',
        '',
        'Press Ctrl.',
        '',
        '  </TabItem>',
        '</Tabs>',
        '',
        '<CodeBlock language="js" title="a.js">{`const a = 1`}</CodeBlock>',
        '',
        '<Admonition type="tip" title="Hint">',
        '  Body *text*.',
        '</Admonition>',
      ].join('\n'),
    )
    expect(warnings).toEqual([])
    expect(page.html).not.toContain('import')
    expect(page.html).toMatch(
      /<div class="tabs" data-group-id="os"><div class="tabs__list" role="tablist"><button type="button" class="tabs__tab" role="tab"[^>]*aria-selected="false"[^>]*data-value="mac">macOS<\/button><button[^>]*aria-selected="true"[^>]*data-value="win">Windows/,
    )
    expect(page.html).toMatch(/<p class="tabs__label">macOS<\/p><p>Press <strong>Cmd<\/strong>.<\/p>/)
    expect(page.html).toMatch(
      /<div class="code-block" data-language="js"><div class="code-block__title">a.js<\/div><pre class="shiki[^"]*"[^>]*><code><span class="line"><span style="color:var\(--sh-token-keyword\)">const/,
    )
    expect(page.html).toMatch(
      /<div class="admonition admonition-tip" role="note"><p class="admonition-heading">Hint<\/p><div class="admonition-content"><p>Body <em>text<\/em>.<\/p>/,
    )
  })

  test('a CodeBlock template literal keeps its indentation (MDX itself strips it)', async () => {
    const { page } = await compile(
      'import CodeBlock from \'@theme/CodeBlock\'\n\n<CodeBlock language="text">{`a\n  b\n    c`}</CodeBlock>\n',
    )
    expect(page.html.replace(/<[^>]+>/g, '')).toContain('a\n  b\n    c')
  })

  test("exports, expressions, className and style={{…}} are real attributes; {' '} is a space; comments render nothing", async () => {
    const { page } = await compile(
      "export const Pill = ({children}) => <span className=\"pill\" style={{color: 'red', marginLeft: 2}}>{children}</span>\n\nA <Pill>new</Pill>{' '}thing {1 + 1}. {/* hidden */}\n",
    )
    expect(page.html).toContain('<p>A <span class="pill" style="color:red;margin-left:2px">new</span> thing 2. </p>')
  })

  test('heading ids: {/* #id */} (Docusaurus 3.10) and {#id}; JSX headings join the TOC', async () => {
    const { page } = await compile('## First {/* #one */}\n\n## Second {#two}\n\n<h2 id="three">Third</h2>\n')
    expect(page.headings.map((h) => [h.id, h.text])).toEqual([
      ['one', 'First'],
      ['two', 'Second'],
      ['three', 'Third'],
    ])
  })

  test('every page has `toc` as Docusaurus exports it, and @theme/TOCInline renders it nested, within its levels', async () => {
    const { page } = await compile(
      "import TOCInline from '@theme/TOCInline'\n\n<TOCInline toc={toc} />\n\n## Install 1 \\< 2\n\n### Linux\n\n#### Deep\n\n## Use\n\n{toc.length} headings\n",
    )
    expect(page.html).toContain(
      '<div class="toc-inline"><ul><li><a href="#install-1--2">Install 1 &lt; 2</a><ul><li><a href="#linux">Linux</a></li></ul></li><li><a href="#use">Use</a></li></ul></div>',
    )
    expect(page.html).toContain('4 headings')
    // A page that declares its own `toc` keeps it.
    const own = await compile(
      "export const toc = [{ value: 'Mine', id: 'mine', level: 2 }]\n\nimport TOCInline from '@theme/TOCInline'\n\n<TOCInline toc={toc} />\n\n## Real\n",
    )
    expect(own.page.html).toContain('<a href="#mine">Mine</a>')
  })

  test('{/* truncate */} ends the excerpt and leaves no trace in the HTML', async () => {
    const { page } = await compile('Intro.\n\n{/* truncate */}\n\nRest.\n')
    expect(page.excerptHtml).toBe('<p>Intro.</p>\n')
    expect(page.html).toBe('<p>Intro.</p>\n\n<p>Rest.</p>')
    // Docusaurus 3 also takes the HTML comment form in MDX.
    const html = await compile('Intro.\n\n<!-- truncate -->\n\nRest. <!-- aside -->\n')
    expect(html.page.excerptHtml).toBe('<p>Intro.</p>\n')
    expect(html.page.html).not.toContain('aside')
  })

  test('a partial is inlined with its props; its headings join the TOC where it is used, its links are checked from its own file', async () => {
    const { page } = await compile(
      'import Intro from \'./_parts/_intro.mdx\'\n\n## Before\n\n<Intro who="testers" />\n\n## After\n',
    )
    expect(page.html).toContain('<p>Written for testers. See <a href="/docs/other">the other page</a>.</p>')
    expect(page.headings.map((h) => h.id)).toEqual(['before', 'from-the-partial', 'after'])
    expect(page.links).toContainEqual(
      expect.objectContaining({ url: '../other.mdx', file: path.join(root, 'content/docs/_parts/_intro.mdx') }),
    )
    expect(page.markdown).toContain('Written for testers. See [the other page](./other.mdx).')
  })

  test('site components from @site/ are bundled and rendered; an SVG import inlines the SVG; an image import gives a hashed URL', async () => {
    const { page } = await compile(
      'import Hello from \'@site/src/components/Hello\'\nimport Logo from \'@site/src/logo.svg\'\nimport pic from \'./img/pic.png\'\n\n<Hello name="Ada" />\n\n<Logo title="Mark" />\n\n<img src={pic} alt="pic" />\n',
    )
    expect(page.html).toContain('<strong class="hello">Hi Ada</strong>')
    expect(page.html).toMatch(
      /<svg xmlns="http:\/\/www.w3.org\/2000\/svg" viewBox="0 0 4 4" class="mark"><title>Mark<\/title><rect width="4" height="4"\/><\/svg>/,
    )
    expect(page.html).toMatch(/<img src="\/assets\/files\/pic\.[0-9a-f]{8}\.png" alt="pic"\/>/)
    expect(page.assets).toContainEqual({
      from: path.join(root, 'content/docs/img/pic.png'),
      to: expect.stringMatching(/^assets\/files\/pic\.[0-9a-f]{8}\.png$/),
    })
  })

  test('islands: an element with an event handler and a component with state are wrapped for hydration, with their source kept', async () => {
    const { page } = await compile(
      "import Clicker from '@site/src/components/Clicker'\n\nStatic text.\n\n<Clicker />\n\n<button onClick={() => alert(1)}>Go</button>\n",
    )
    expect(page.html).toContain('<cwc-island data-island="0"><button>0</button></cwc-island>')
    expect(page.html).toContain('<cwc-island data-island="1"><button>Go</button></cwc-island>')
    // Each island's browser module: the page's imports, as imports, and that one element.
    expect(page.islands?.modules).toHaveLength(2)
    expect(page.islands!.modules[0]).toMatch(/^import Clicker from ['"]@site\/src\/components\/Clicker['"]/m)
    expect(page.islands!.modules[1]).toContain('onClick: () => alert(1)')
    const plain = await compile('import Hello from \'@site/src/components/Hello\'\n\n<Hello name="x" />\n')
    expect(plain.page.islands).toBeUndefined()
  })

  test("31 an interactive element of a partial stays static and unwrapped: wrapped, the browser would hydrate it with the page's island of the same number", async () => {
    fs.writeFileSync(
      path.join(root, 'content/docs/_parts/_click.mdx'),
      '<button onClick={() => 1}>In the partial</button>\n',
    )
    const { page, warnings } = await compile(
      "import Click from './_parts/_click.mdx'\n\n<Click />\n\n<button onClick={() => 2}>On the page</button>\n",
    )
    expect(page.html).toContain('<button>In the partial</button>')
    expect([...page.html.matchAll(/<cwc-island data-island="(\d+)">/g)].map((m) => m[1])).toEqual(['0'])
    expect(page.html).toContain('<cwc-island data-island="0"><button>On the page</button></cwc-island>')
    expect(warnings.some((w) => w.includes('interactive elements in a partial are rendered as static HTML'))).toBe(true)
  })

  test('31 islands: <BrowserOnly> (Docusaurus renders its children in the browser only) is one; its fallback is what the build renders', async () => {
    const { page } = await compile(
      "import BrowserOnly from '@docusaurus/BrowserOnly'\n\nStatic.\n\n<BrowserOnly fallback={<p>Loading</p>}>{() => <p>In the browser</p>}</BrowserOnly>\n",
    )
    expect(page.html).toContain('<cwc-island data-island="0"><p>Loading</p></cwc-island>')
    expect(page.islands?.modules).toHaveLength(1)
  })

  test("31 an island's browser module renders the markup the page rendered for it: the page's link definitions, resolved links, inline code's break points (React hydrates it as it is)", async () => {
    const { page } = await compile(
      [
        '<div className="filter" onClick={() => {}}>',
        '',
        'See [the table][ref], `DBMS_RANDOM.VALUE()` and [the other page](./other.mdx).',
        '',
        '| Type | Postgres |',
        '|---|---|',
        '| `STRING` | [VARCHAR(255)][postgres-char] |',
        '',
        '</div>',
        '',
        '[ref]: https://example.com/ref',
        '[postgres-char]: https://www.postgresql.org/docs/current/datatype-character.html',
        '',
      ].join('\n'),
    )
    const island = /<cwc-island data-island="0">([\s\S]*?)<\/cwc-island>/.exec(page.html)![1]!
    expect(island).toContain('href="https://www.postgresql.org/docs/current/datatype-character.html"')
    expect(island).toContain('<wbr/>')
    expect(island).toContain('href="/docs/other"')
    await sameRender(page)
  })

  test("31 an island's footnote references are numbered as the page numbers them (its module drops the footnotes themselves)", async () => {
    const { page } = await compile(
      [
        'First[^b] and again[^b].',
        '',
        '<div onClick={() => {}}>',
        '',
        'In the island[^a], and[^b] again.',
        '',
        '</div>',
        '',
        '[^a]: The a note.',
        '[^b]: The b note.',
        '',
      ].join('\n'),
    )
    expect(page.html).toContain(
      '<a href="#user-content-fn-a" id="user-content-fnref-a" data-footnote-ref="true" aria-describedby="footnote-label">2</a>',
    )
    expect(page.html).toContain('id="user-content-fnref-b-3"')
    await sameRender(page)
  })

  /** The island's module, run as the browser runs it (React from the project), renders what the page rendered
   * for it. */
  let modules = 0
  async function sameRender(page: { html: string; islands?: { modules: string[] } }): Promise<void> {
    const server = /<cwc-island data-island="0">([\s\S]*?)<\/cwc-island>/.exec(page.html)![1]!
    // a file of its own: Node keeps a module once imported
    const file = path.join(import.meta.dirname, `.island-${process.pid}-${++modules}.mjs`)
    fs.writeFileSync(file, page.islands!.modules[0]!)
    try {
      const { default: Island } = (await import(file)) as { default: (props: object) => unknown }
      const { createElement } = await import('react')
      const { renderToString } = await import('react-dom/server')
      expect(renderToString(createElement(Island as never, { components: {} }))).toBe(server)
    } finally {
      fs.rmSync(file)
    }
  }

  test("31 <Translate> in a page and in the site's components reads the locale's code translations", async () => {
    fs.writeFileSync(
      path.join(root, 'src/components/Published.jsx'),
      "import React from 'react'\nimport Translate from '@docusaurus/Translate'\nexport default function Published() { return <em><Translate id=\"ext.publishedBy\">Published by</Translate></em> }\n",
    )
    const fr = createProcessor({
      highlighter: await getHighlighter(),
      resolveLink: () => null,
      siteRoot: root,
      baseUrl: '/',
      siteConfig: { title: 'T' },
      codeMessages: { 'ext.publishedBy': 'Publiée par', 'ext.devices': 'Appareils' },
    })
    const text =
      "import Translate from '@docusaurus/Translate'\nimport Published from '@site/src/components/Published'\n\n<Translate id=\"ext.devices\">Devices</Translate> <Published />\n"
    const { page } = await compileMarkdown(
      { ...parseSource(text, path.join(root, 'content/docs/fr.mdx'), 'doc', 'fr.mdx'), format: 'mdx' },
      fr,
    )
    expect(page.html).toMatch(/Appareils\s<em>Publiée par<\/em>/)
  })

  test('<head> and <Head> content is lifted into the page head, not the body', async () => {
    const { page } = await compile(
      'import Head from \'@docusaurus/Head\'\n\n<head>\n  <link rel="canonical" href="https://x.example/y" />\n</head>\n\n<Head>\n  <meta name="keywords" content="a, b" />\n</Head>\n\nBody.\n',
    )
    expect(page.head).toBe('<link rel="canonical" href="https://x.example/y"/><meta name="keywords" content="a, b"/>')
    const only = await compile(
      'import Head from \'@docusaurus/Head\'\n\n<Head>\n  <title>Custom</title>\n  <meta name="robots" content="noarchive" />\n</Head>\n\n![pic](/img/x.png)\n',
    )
    expect(only.page.head).toBe('<title>Custom</title><meta name="robots" content="noarchive"/>')
    expect(only.page.html.trim()).toMatch(/^<p><img src="\/img\/x.png" alt="pic"/)
    expect(page.html.trim()).toBe('<p>Body.</p>')
  })

  test('the twin is readable markdown: imports dropped, tabs as labelled sections, CodeBlock as a fence, admonitions as directives', async () => {
    const { page } = await compile(
      'import Tabs from \'@theme/Tabs\'\nimport TabItem from \'@theme/TabItem\'\nimport CodeBlock from \'@theme/CodeBlock\'\n\n<Tabs>\n<TabItem value="a" label="First">\n\nOne.\n\n</TabItem>\n</Tabs>\n\n<CodeBlock language="sh">{`npm i`}</CodeBlock>\n',
    )
    expect(page.markdown).toBe('**First**\n\nOne.\n\n```sh\nnpm i\n```\n')
  })

  test('the twin keeps a component name in inline code (`<SectionList>`), while a component tag in prose is dropped and its text kept', async () => {
    const { page } = await compile(
      'export const Badge = (p) => <b>{p.children}</b>\n\nUse [`<SectionList>`](./list.mdx) or ``<View>``, <Badge>new</Badge>.\n',
    )
    expect(page.markdown).toBe('Use [`<SectionList>`](./list.mdx) or ``<View>``, new.\n')
  })
})

describe('MDX errors', () => {
  test("a syntax error names the line and column, the parser's reason and the usual fix", async () => {
    const err = await rejection(compile('---\ntitle: T\n---\n\nA brace { here.\n'))
    expect(err.line).toBe(5)
    expect(errorText(err)).toMatch(/MDX syntax error: .*\n?.*`\{` starts a JavaScript expression in MDX: write `\\\{`/s)
  })

  test('a component neither imported nor provided names itself, its line and what is available', async () => {
    const err = await rejection(compile("import Tabs from '@theme/Tabs'\n\nText.\n\n<Chart data={[1]} />\n"))
    expect(errorText(err)).toContain('The component <Chart> is neither imported nor provided by the theme')
    expect(errorText(err)).toMatch(/Available here: Details, Head, Shout, Tabs/)
    expect(err.line).toBe(5)
  })

  test('an import that cannot be resolved is an error with its line; a theme module we do not have renders its children, with a warning', async () => {
    const err = await rejection(compile("import A from './missing.mdx'\n\nText.\n"))
    expect(errorText(err)).toContain('Cannot import "./missing.mdx"')
    expect(err.line).toBe(1)
    const { page, warnings } = await compile("import Nope from '@theme/Nope'\n\n<Nope>\n\nInside.\n\n</Nope>\n")
    expect(page.html).toContain('<p>Inside.</p>')
    expect(warnings).toEqual([
      expect.stringMatching(
        /page\.mdx:1: "@theme\/Nope" is not provided by this generator's theme: its component renders only its children/,
      ),
    ])
  })

  test('components the site gives every page (src/theme/MDXComponents) need no import; ours stay available', async () => {
    const { page, warnings } = await compile('Say <Shout>hi</Shout>.\n\n<Details summary="More">x</Details>\n')
    expect(warnings).toEqual([])
    expect(page.html).toContain('<strong class="shout">hi</strong>')
    expect(page.html).toContain('<summary>More</summary>')
  })

  test("a swizzled theme component (src/theme/X) is the site's own; @theme-original/X is ours; raw imports give the file's text", async () => {
    const { page } = await compile(
      "import Admonition from '@theme/Details'\nimport Original from '@theme-original/Admonition'\nimport source from '!!raw-loader!@site/src/components/Hello.jsx'\nimport again from '@site/src/components/Hello.jsx?raw'\n\n<Admonition type=\"tip\">x</Admonition>\n\n<Original type=\"tip\">y</Original>\n\n<pre>{source === again ? source.length : 'differ'}</pre>\n",
    )
    expect(page.html).toContain('<aside class="swizzled">x</aside>')
    expect(page.html).toMatch(
      /<div class="admonition admonition-tip" role="note"><p class="admonition-heading">Tip<\/p><div class="admonition-content">y/,
    )
    expect(page.html).toMatch(/<pre>\d+<\/pre>/)
  })

  test('a component that throws while rendering names the file and the error', async () => {
    const err = await rejection(compile("import Broken from '@site/src/components/Broken'\n\n<Broken />\n"))
    expect(errorText(err)).toMatch(/A component threw while rendering.*no data for the chart/)
    expect(err.file).toBe(path.join(root, 'content/docs/page.mdx'))
  })

  test('<script> in MDX is refused unless markdown.allowScripts', async () => {
    const err = await rejection(compile('<script src="/x.js"></script>\n'))
    expect(errorText(err)).toMatch(/script/i)
  })

  test('the CSS of site components (CSS modules, scoped per file though each module is bundled alone; plain .css) and of CSS the MDX imports becomes stylesheets the page links', async () => {
    const { page, warnings } = await compile(
      "import A from '@site/src/A'\nimport B from '@site/src/B'\nimport s from './page.module.css'\n\n<A />\n<B />\n<p className={s.note}>n</p>\n",
    )
    const [a, b, note] = [...page.html.matchAll(/<p class="([^"]+)"/g)].map((m) => m[1]!)
    expect(a).toMatch(/^styles_h[0-9a-f]{5}_box$/)
    expect(b).toMatch(/^styles_h[0-9a-f]{5}_box$/)
    expect(a).not.toBe(b)
    expect(note).toMatch(/^page_h[0-9a-f]{5}_note$/)
    // `import Logo from '@site/…svg'` and `require('../logo.svg').default` in a component are components too.
    expect(
      page.html.match(/<svg xmlns="http:\/\/www.w3.org\/2000\/svg" viewBox="0 0 4 4" class="mark"><rect/g),
    ).toHaveLength(2)
    expect(page.styles).toEqual([
      expect.stringMatching(/^assets\/css\/A\.[0-9a-f]{8}\.css$/),
      expect.stringMatching(/^assets\/css\/B\.[0-9a-f]{8}\.css$/),
      expect.stringMatching(/^assets\/css\/page\.[0-9a-f]{8}\.css$/),
    ])
    const css = page.styles!.map((f) =>
      fs.readFileSync(page.assets!.find((x) => x.to === f && x.stylesheet)!.from, 'utf8'),
    )
    expect(css).toEqual([`.${a}{color:red}\n`, `.${b}{color:#00f}.shared{margin:0}\n`, `.${note}{font-weight:700}\n`])
    expect(warnings).toEqual([])
  })
})

describe('markdown imported by site code', () => {
  test("31 compiling the same page again (a dev server's rebuild) compiles the markdown again, so its image read is recorded for that compile too", async () => {
    const site = makeSite({
      'src/components/Box.jsx':
        'import Snippet from \'../../snippets/_s.md\'\nexport default function Box() { return <div className="box"><Snippet /></div> }\n',
      'snippets/_s.md': 'Snippet text.\n\n![pic](./pic.png)\n',
      'snippets/pic.png': fs.readFileSync(path.join(import.meta.dirname, '../../../../static/img/social-card.png')),
    })
    const reads: string[] = []
    const own = createProcessor({
      highlighter: await getHighlighter(),
      resolveLink: () => null,
      siteRoot: site,
      baseUrl: '/',
      siteConfig: { title: 'T' },
      recordRead: (file) => reads.push(file),
    })
    const source = {
      ...parseSource(
        "import Box from '@site/src/components/Box'\n\n# A\n\n<Box />\n",
        path.join(site, 'docs/a.mdx'),
        'doc',
        'a.mdx',
      ),
      format: 'mdx' as const,
    }
    const pic = path.join(site, 'snippets/pic.png')
    for (const time of ['first', 'second']) {
      reads.length = 0
      const { page } = await compileMarkdown(source, own)
      expect(page.html, time).toContain('Snippet text.')
      expect(reads, time).toContain(pic)
    }
  })
})

describe('a site whose MDXComponents maps headings to @theme/MDXComponents/Heading (react-native-website)', () => {
  test("31 each markdown heading has one hash link, as in Docusaurus, also with the site's own `a`", async () => {
    const site = makeSite({
      'src/theme/MDXComponents/index.jsx': [
        "import React from 'react'",
        "import MDXHeading from '@theme/MDXComponents/Heading'",
        "import MDXA from '@theme/MDXComponents/A'",
        'export default {',
        '  a: MDXA,',
        '  h2: (props) => <MDXHeading as="h2" {...props} />,',
        '  h3: (props) => <MDXHeading as="h3" {...props} />,',
        '}',
        '',
      ].join('\n'),
    })
    const siteProcessor = createProcessor({
      highlighter: await getHighlighter(),
      resolveLink: (url) => url,
      siteRoot: site,
      baseUrl: '/',
      siteConfig: { title: 'T' },
    })
    const { page } = await compileMarkdown(
      {
        ...parseSource(
          '## Two words\n\nText [link](/x).\n\n### Three `code`\n',
          path.join(site, 'content/docs/h.md'),
          'doc',
          'h.md',
        ),
        format: 'mdx',
      },
      siteProcessor,
    )
    expect(page.html).toContain(
      '<h2 id="two-words">Two words<a class="hash-link" href="#two-words" aria-label="Direct link to Two words">#</a></h2>',
    )
    expect(page.html).toContain(
      '<h3 id="three-code">Three <code>code</code><a class="hash-link" href="#three-code" aria-label="Direct link to Three code">#</a></h3>',
    )
    expect(page.html.match(/class="hash-link"/g)).toHaveLength(2)
  }, 60_000)
})

describe("a Docusaurus project's MDX headings", () => {
  test("31 JSX headings keep what their author wrote (react-native-website's component cards): no made-up id, no TOC entry, the # link only with an id of their own; a partial's markdown headings still join the TOC", async () => {
    const site = makeSite({ 'content/docs/_part.mdx': '## From the partial\n\n<h3>Not in the TOC</h3>\n' })
    const docusaurus = createProcessor({
      highlighter: await getHighlighter(),
      resolveLink: (url) => url,
      siteRoot: site,
      baseUrl: '/',
      siteConfig: { title: 'T' },
      markdownHeadingsOnly: true,
    })
    const text =
      'import Part from \'./_part.mdx\'\n\n<div className="component"><a href="./view"><h3>View</h3><p>The base.</p></a></div>\n\n<h2 id="given">Given</h2>\n\n## Real\n\n<Part />\n'
    const { page } = await compileMarkdown(
      { ...parseSource(text, path.join(site, 'content/docs/cards.mdx'), 'doc', 'cards.mdx'), format: 'mdx' },
      docusaurus,
    )
    expect(page.html).toContain('<div class="component"><a href="./view"><h3>View</h3><p>The base.</p></a></div>')
    expect(page.html).toContain(
      '<h2 id="given">Given<a class="hash-link" href="#given" aria-label="Direct link to Given">#</a></h2>',
    )
    expect(page.html).toContain('<h3>Not in the TOC</h3>')
    expect(page.headings.map((h) => h.id)).toEqual(['real', 'from-the-partial'])
  }, 60_000)
})

describe("JSX written in an MDX page and the site's MDXComponents", () => {
  test("31 static JSX (`<code>`, `<a>`, `<h3>`) is given to no component of the site's MDXComponents, which MDX applies to markdown's elements only; markdown's own still are", async () => {
    const site = makeSite({
      'src/theme/MDXComponents/index.jsx': [
        "import React from 'react'",
        "import MDXComponents from '@theme-original/MDXComponents'",
        'export default {',
        '  ...MDXComponents,',
        '  code: (props) => <pre className="site-code-block">{props.children}</pre>,',
        '  a: (props) => <a {...props} className="site-link" />,',
        '  h3: (props) => <h3 {...props} className="site-h3" />,',
        '}',
        '',
      ].join('\n'),
    })
    const p = createProcessor({
      highlighter: await getHighlighter(),
      resolveLink: (url) => url,
      siteRoot: site,
      baseUrl: '/',
      siteConfig: { title: 'T' },
    })
    const text =
      'Implement <code>[willPresent](https://developer.example/api)</code>, which is called.\n\nA <a href="/raw">raw link</a> and a [markdown link](/md) with `code`.\n\n<h3>Written</h3>\n\n### Markdown\n'
    const { page } = await compileMarkdown(
      { ...parseSource(text, path.join(site, 'content/docs/jsx.mdx'), 'doc', 'jsx.mdx'), format: 'mdx' },
      p,
    )
    expect(page.html).toContain(
      '<p>Implement <code><a href="https://developer.example/api" target="_blank" rel="noopener noreferrer" class="site-link">willPresent</a></code>, which is called.</p>',
    )
    expect(page.html).toContain('<a href="/raw">raw link</a>')
    expect(page.html).toContain('<a href="/md" class="site-link">markdown link</a>')
    expect(page.html).toContain('<pre class="site-code-block">code</pre>')
    expect(page.html).toContain('<h3 id="written">Written<a class="hash-link" href="#written"')
    // The theme's # link is the theme's: not the site's `a`.
    expect(page.html).toContain('<h3 id="markdown" class="site-h3">Markdown<a class="hash-link" href="#markdown"')
  }, 60_000)
})
