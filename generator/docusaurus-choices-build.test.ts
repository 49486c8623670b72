/**
 * What Docusaurus does with the rest of a site's choices, each built from a
 * small Docusaurus project of the test's own.
 */
import fs from 'node:fs'
import path from 'node:path'
import { describe, expect, test } from 'vitest'
import { build } from './build.js'
import { makeSite, prismProject, writeTree } from './test/helpers.js'

const CONFIG = (preset: string, extra = '') =>
  `module.exports = { title: 'T', url: 'https://t.example', baseUrl: '/', presets: [['classic', ${preset}]]${extra} }\n`

describe("generator: a Docusaurus site's own choices", () => {
  test("28.7 a file of the site's static/ (robots.txt) is never replaced by a generated one, and the build says so", async () => {
    const root = makeSite({
      'docusaurus.config.js': CONFIG('{ blog: false }'),
      'docs/a.md': '# A\n',
      'static/robots.txt': 'User-agent: *\nDisallow: /private/\n',
    })
    const report = await build(root, { cacheDir: false })
    expect(fs.readFileSync(path.join(report.config.outDir, 'robots.txt'), 'utf8')).toBe(
      'User-agent: *\nDisallow: /private/\n',
    )
    expect(report.warnings).toContain(
      "static/robots.txt is the site's own: it is kept, and the generated robots.txt is not written (add `Sitemap: <url>/sitemap.xml` to it if crawlers should find the sitemap)",
    )
    expect(fs.existsSync(path.join(report.config.outDir, 'sitemap.xml'))).toBe(true)
    // A second build (with the cache) keeps it too.
    const again = await build(root)
    expect(fs.readFileSync(path.join(again.config.outDir, 'robots.txt'), 'utf8')).toBe(
      'User-agent: *\nDisallow: /private/\n',
    )
  })

  test("56.2 a site-absolute module path (`require('/static/img/logo.svg')`, `import … from '/src/…'`) is a file of the site's folder, as webpack's resolve.roots has it: in a doc's component and a React page", async () => {
    const svg = '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 8 8"><circle cx="4" cy="4" r="3"/></svg>\n'
    const root = makeSite({
      'docusaurus.config.js': CONFIG('{ blog: false }'),
      'static/img/dot.svg': svg,
      'src/data/crew.json': '{ "captain": "Ada" }\n',
      'src/components/Dot.js':
        "import Dot from '/static/img/dot.svg'\nconst same = require('/static/img/dot.svg').default\nexport default function D() { return <span className=\"dot\"><Dot title=\"dot\" />{same === Dot ? 'one module' : 'two'}</span> }\n",
      'docs/a.mdx': "import D from '@site/src/components/Dot'\n\n# A\n\n<D />\n",
      'src/pages/crew.js':
        'import crew from \'/src/data/crew.json\'\nexport default function Crew() { return <main><p className="captain">{crew.captain}</p></main> }\n',
    })
    const report = await build(root, { cacheDir: false })
    const doc = fs.readFileSync(path.join(report.config.outDir, 'docs/a.html'), 'utf8')
    expect(doc).toMatch(
      /<span class="dot"><svg[^>]*viewBox="0 0 8 8"[^>]*><title>dot<\/title><circle cx="4" cy="4" r="3"\/><\/svg>one module<\/span>/,
    )
    const page = fs.readFileSync(path.join(report.config.outDir, 'crew.html'), 'utf8')
    expect(page).toContain('<p class="captain">Ada</p>')
  })

  test('31 a site that draws its footer links with its own src/theme/Footer components gets a broken footer link of the config as a warning (Docusaurus checks what those draw); without them it stays an error', async () => {
    const files = {
      'docusaurus.config.js': CONFIG(
        '{ blog: false }',
        `, themeConfig: { footer: { links: [{ title: 'Legal', items: [{ label: 'Manage Cookies', to: ' ' }] }] } }`,
      ),
      'docs/a.md': '# A\n',
    }
    const own = await build(
      makeSite({
        ...files,
        'src/theme/Footer/LinkItem/index.js':
          'export default function FooterLinkItem({ item }) { return <a id="manage_cookie">{item.label}</a> }\n',
      }),
      { cacheDir: false },
    )
    expect(own.warnings.join('\n')).toMatch(
      /Broken link: the footer link "Manage Cookies" points to "\/ ", which no page or file of the site has \(the site draws its footer links with its own src\/theme\/Footer\/, which Docusaurus checks instead: a warning here\)/,
    )
    const err = await build(makeSite(files), { cacheDir: false }).then(
      () => null,
      (e: unknown) => e as { format(): string },
    )
    expect(err?.format()).toMatch(/Broken link: the footer link "Manage Cookies" points to "\/ "/)
  }, 60_000)

  test("31 a React page gets react-router's route props as Docusaurus gives them: location (the page's path, no search while the site is built) and match", async () => {
    const root = makeSite({
      'docusaurus.config.js': CONFIG('{ blog: false }'),
      'docs/a.md': '# A\n',
      'src/pages/showcase.js':
        'export default function Showcase({ location, match }) {\n  const tags = new URLSearchParams(location.search).getAll(\'tags\')\n  return <main><p className="path">{location.pathname}|{tags.length}|{match.url}</p></main>\n}\n',
    })
    const report = await build(root, { cacheDir: false })
    expect(report.warnings.join('\n')).not.toContain('threw')
    expect(fs.readFileSync(path.join(report.config.outDir, 'showcase.html'), 'utf8')).toMatch(
      /<p class="path">\/showcase<!-- -->\|<!-- -->0<!-- -->\|<!-- -->\/showcase<\/p>|<p class="path">\/showcase\|0\|\/showcase<\/p>/,
    )
  }, 60_000)

  test("31 Docusaurus's page classes: <html> names the plugin, page kind, version and doc id, a React page adds its HtmlClassNameProvider's and its Layout wrapperClassName; the layout is the main-wrapper, the sidebar column its aside.theme-doc-sidebar-container", async () => {
    const root = makeSite({
      'docusaurus.config.js': CONFIG('{ blog: false }'),
      'docs/intro.md': '# Intro\n',
      'src/pages/index.js':
        "import Layout from '@theme/Layout'\nimport { HtmlClassNameProvider } from '@docusaurus/theme-common'\n" +
        'export default function Home() {\n  return <HtmlClassNameProvider className="landing"><Layout title="Home" wrapperClassName="homepage"><main><h1>Hi</h1></main></Layout></HtmlClassNameProvider>\n}\n',
      'src/pages/about.md': '---\nwrapperClassName: about-page\n---\n# About\n',
    })
    const report = await build(root, { cacheDir: false })
    const read = (f: string) => fs.readFileSync(path.join(report.config.outDir, f), 'utf8')
    expect(read('index.html')).toMatch(/<html [^>]*class="plugin-pages plugin-id-default landing homepage"/)
    // A markdown page's front matter wrapperClassName, as Docusaurus's pages plugin reads it.
    expect(read('about.html')).toMatch(
      /<html [^>]*class="mdx-wrapper mdx-page plugin-pages plugin-id-default about-page"/,
    )
    expect(report.warnings.join('\n')).not.toContain('wrapperClassName')
    const doc = read('docs/intro.html')
    expect(doc).toMatch(
      /<html [^>]*class="docs-wrapper plugin-docs plugin-id-default docs-version-current docs-doc-page docs-doc-id-intro"/,
    )
    expect(doc).toContain('<div id="__layout" class="main-wrapper">')
    expect(doc).toContain('<aside class="theme-doc-sidebar-container doc-layout__sidebar">')
    // The client router sets route data's attrs on <html>: the class is among them.
    expect(JSON.parse(read('__data/docs/intro.json')).attrs.class).toBe(
      'docs-wrapper plugin-docs plugin-id-default docs-version-current docs-doc-page docs-doc-id-intro',
    )
  }, 60_000)

  test('31 docs.includeCurrentVersion: false leaves the docs folder out as the site chose: one line says so, not a warning per file (pnpm.io: 135)', async () => {
    const root = makeSite({
      'docusaurus.config.js': CONFIG(
        "{ blog: false, docs: { includeCurrentVersion: false, sidebarPath: require.resolve('./sidebars.js') } }",
      ),
      'sidebars.js': "module.exports = { docs: [{ type: 'autogenerated', dirName: '.' }] }\n",
      'versions.json': '["1.0"]\n',
      'versioned_sidebars/version-1.0-sidebars.json': '{ "docs": [{ "type": "autogenerated", "dirName": "." }] }\n',
      'versioned_docs/version-1.0/a.md': '# A\n',
      'docs/a.md': '# A\n',
      'docs/b.md': '# B\n',
      'docs/img/x.png': 'png',
    })
    const report = await build(root, { cacheDir: false })
    expect(report.warnings.filter((w) => w.includes('includeCurrentVersion'))).toEqual([
      `${path.join(root, 'docs')}: docs.includeCurrentVersion is false, so its 2 docs are not built (the versions of versions.json are), as in Docusaurus`,
    ])
    expect(report.warnings.join('\n')).not.toContain('not part of the site')
    // version 1.0, the last, at the docs root
    expect(fs.existsSync(path.join(report.config.outDir, 'docs/a.html'))).toBe(true)
  }, 60_000)

  test('31 a locale dropdown\'s dropdownItemsBefore/After are its entries around the locales, as in Docusaurus (pnpm.io\'s "Help Us Translate" was left out)', async () => {
    const root = makeSite({
      'docusaurus.config.js': CONFIG(
        '{ blog: false }',
        ", i18n: { defaultLocale: 'en', locales: ['en', 'fr'] }, themeConfig: { navbar: { items: [{ type: 'localeDropdown', position: 'right', " +
          "dropdownItemsBefore: [{ to: '/docs/a', label: 'Start' }], dropdownItemsAfter: [{ to: 'https://translate.example', label: 'Help Us Translate' }] }] } }",
      ),
      'docs/a.md': '# A\n',
    })
    const report = await build(root, { cacheDir: false })
    expect(report.warnings.join('\n')).not.toContain('dropdownItems')
    const html = fs.readFileSync(path.join(report.config.outDir, 'docs/a.html'), 'utf8')
    const menu =
      /<div class="navbar-dropdown locale-dropdown"[\s\S]*?<ul class="navbar-dropdown__menu">([\s\S]*?)<\/ul>/.exec(
        html,
      )![1]!
    expect([...menu.matchAll(/<a [^>]*href="([^"]*)"[^>]*>([^<]*)/g)].map((m) => [m[1], m[2]])).toEqual([
      ['/docs/a', 'Start'],
      ['/docs/a', 'English'],
      ['/fr/docs/a', 'Français'],
      ['https://translate.example', 'Help Us Translate'],
    ])
    expect(menu).toMatch(/<a href="https:\/\/translate.example" target="_blank" rel="noopener noreferrer"/)
  }, 60_000)

  test("31 @theme/MDXContent around an .mdx file a React page imports: the file's content, in the page (pantsbuild.org's home page failed to bundle)", async () => {
    const root = makeSite({
      'docusaurus.config.js': CONFIG('{ blog: false }'),
      'docs/a.md': '# A\n',
      'src/pages/index.jsx':
        "import MDXContent from '@theme/MDXContent'\nimport Layout from '@theme/Layout'\nimport Index from './_index.mdx'\n" +
        'export default function Home() {\n  return <Layout><MDXContent><Index /></MDXContent></Layout>\n}\n',
      'src/pages/_index.mdx': '# The ergonomic build system\n\nFast and **scalable**.\n',
    })
    const report = await build(root, { cacheDir: false })
    const html = fs.readFileSync(path.join(report.config.outDir, 'index.html'), 'utf8')
    expect(html).toMatch(/<h1[^>]*>The ergonomic build system/)
    expect(html).toContain('Fast and <strong>scalable</strong>.')
  }, 60_000)

  test("31 a Docusaurus 2 project's autolinks are links, as MDX 1 read them (lunarvim.org failed on `<https://…#'termguicolors'>`); in a Docusaurus 3 project one is the MDX error it is there", async () => {
    const files = (core: string) => ({
      'package.json': `{ "dependencies": { "@docusaurus/core": "${core}" } }\n`,
      'docusaurus.config.js': CONFIG('{ blog: false }'),
      'docs/a.mdx': "# A\n\nSee <https://neovim.io/doc/user/options.html#'termguicolors'>.\n",
    })
    const report = await build(makeSite(files('2.1.0')), { cacheDir: false })
    expect(fs.readFileSync(path.join(report.config.outDir, 'docs/a.html'), 'utf8')).toContain(
      '<a href="https://neovim.io/doc/user/options.html#&#x27;termguicolors&#x27;" target="_blank" rel="noopener noreferrer">https://neovim.io/doc/user/options.html#&#x27;termguicolors&#x27;</a>',
    )
    const err = await build(makeSite(files('3.6.0')), { cacheDir: false }).then(
      () => null,
      (e: unknown) => e as { format(): string },
    )
    expect(err?.format()).toMatch(/docs\/a\.mdx/)
  }, 60_000)

  test("31 a translated locale reads a frozen version's translated docs (i18n/<locale>/docusaurus-plugin-content-docs/version-<name>), as Docusaurus does (lunarvim.org: 47 of its 197 Chinese pages were English)", async () => {
    const root = makeSite({
      'docusaurus.config.js': CONFIG('{ blog: false }', ", i18n: { defaultLocale: 'en', locales: ['en', 'fr'] }"),
      'versions.json': '["1.0"]\n',
      'docs/intro.md': '# Intro next\n',
      'versioned_docs/version-1.0/intro.md': '# Intro one\n',
      'versioned_docs/version-1.0/other.md': '# Other one\n',
      'versioned_sidebars/version-1.0-sidebars.json': '{ "s": [{ "type": "autogenerated", "dirName": "." }] }\n',
      'i18n/fr/docusaurus-plugin-content-docs/version-1.0/intro.md': '# Présentation\n',
    })
    for (const cacheDir of [false, undefined] as const) {
      const report = await build(root, cacheDir === false ? { cacheDir } : {})
      const read = (f: string) => fs.readFileSync(path.join(report.config.outDir, f), 'utf8')
      const fr = read('fr/docs/intro.html')
      expect(fr).toContain('Présentation')
      expect(fr).not.toContain('untranslated-banner')
      // Not translated: the default's, and said so, as before.
      expect(read('fr/docs/other.html')).toContain('Other one')
      expect(read('fr/docs/other.html')).toContain('untranslated-banner')
      expect(read('docs/intro.html')).toContain('Intro one')
      // The 404 page's title is the locale's too (it was English in every locale).
      expect(read('fr/404.html')).toContain('<title>Page introuvable | T</title>')
    }
  }, 60_000)

  test("31 future.v4 turns MDX 1's admonition titles off: `:::warning Deprecated` is printed as Docusaurus prints it, in LF and CRLF files alike; without it both are boxes", async () => {
    const files = (extra: string) => ({
      'docusaurus.config.js': CONFIG('{ blog: false }', extra),
      'docs/lf.md': '# LF\n\n:::warning Deprecated\nMoved elsewhere.\n:::\n',
      'docs/crlf.md': '# CRLF\r\n\r\n:::warning Deprecated\r\nMoved elsewhere.\r\n:::\r\n',
    })
    const v4 = await build(makeSite(files(', future: { v4: true }')), { cacheDir: false })
    for (const page of ['lf', 'crlf']) {
      const html = fs.readFileSync(path.join(v4.config.outDir, `docs/${page}.html`), 'utf8')
      expect(html, page).toMatch(/<p>:::warning Deprecated\r?\nMoved elsewhere\.\r?\n:::<\/p>/)
      expect(html, page).not.toContain('admonition-warning')
    }
    const v3 = await build(makeSite(files('')), { cacheDir: false })
    for (const page of ['lf', 'crlf']) {
      const html = fs.readFileSync(path.join(v3.config.outDir, `docs/${page}.html`), 'utf8')
      expect(html, page).toMatch(
        /<div class="admonition admonition-warning" role="note"><p class="admonition-heading">Deprecated<\/p>/,
      )
    }
  }, 60_000)

  test("28.7 docs.breadcrumbs: false leaves the breadcrumbs out; the blog's onInlineAuthors/onInlineTags and feedOptions are honoured", async () => {
    const posts = Object.fromEntries(
      Array.from({ length: 3 }, (_, i) => [
        `blog/2024-01-0${i + 1}-p${i}.md`,
        `---\ntitle: Post ${i}\nauthors: [{ name: Ann }]\ntags: [loose]\n---\nText ${i}.\n`,
      ]),
    )
    const root = makeSite({
      'docusaurus.config.js': CONFIG(
        `{ docs: { breadcrumbs: false }, blog: { onInlineAuthors: 'ignore', onInlineTags: 'ignore', feedOptions: { type: 'all', title: 'News', description: 'What is new', copyright: '© 2026 T', limit: 2, language: 'en-GB' } } }`,
      ),
      'docs/a.md': '# A\n',
      'docs/sub/b.md': '# B\n',
      'blog/tags.yml': 'known:\n  label: Known\n',
      ...posts,
    })
    const report = await build(root, { cacheDir: false })
    const out = (rel: string) => fs.readFileSync(path.join(report.config.outDir, rel), 'utf8')
    expect(out('docs/sub/b.html')).not.toContain('class="breadcrumbs')
    // 31 Nor a row above the title for "Copy page" alone: it sits in the doc's footer.
    expect(out('docs/sub/b.html')).not.toContain('class="doc-header"')
    expect(out('docs/sub/b.html')).toMatch(/<footer class="doc-footer"><button type="button" class="copy-page"/)
    expect(report.warnings.join('\n')).not.toMatch(/written in the front matter|is not defined in/)
    const rss = out('blog/rss.xml')
    expect(rss).toContain('<title>News</title>')
    expect(rss).toContain('<description>What is new</description>')
    expect(rss).toContain('<copyright>© 2026 T</copyright>')
    expect(rss).toContain('<language>en-GB</language>')
    expect(rss.match(/<item>/g)).toHaveLength(2)
    expect(out('blog/atom.xml')).toContain('<rights>© 2026 T</rights>')
    expect(report.warnings.join('\n')).not.toMatch(/feedOptions|onInline|breadcrumbs/)
    // 'throw' stops the build, naming the post and the line.
    const strict = makeSite({
      'docusaurus.config.js': CONFIG(`{ blog: { onInlineAuthors: 'throw' } }`),
      'docs/a.md': '# A\n',
      'blog/2024-01-01-p.md': '---\ntitle: P\nauthors: [{ name: Ann }]\n---\nText.\n',
    })
    const err = (await build(strict, { cacheDir: false }).catch((e: unknown) => e)) as {
      errors?: { file?: string; line?: number; message: string }[]
      file?: string
      line?: number
      message: string
    }
    const first = err.errors?.[0] ?? err
    expect(first).toMatchObject({ file: path.join(strict, 'blog/2024-01-01-p.md'), line: 3 })
    expect(first.message).toMatch(/blog author Ann is written in the front matter/)
  })

  test("28.7 Docusaurus's default feed holds the 20 newest posts", async () => {
    const posts = Object.fromEntries(
      Array.from({ length: 22 }, (_, i) => [
        `blog/2024-02-${String(i + 1).padStart(2, '0')}-p${i}.md`,
        `---\ntitle: Post ${i}\n---\nText.\n`,
      ]),
    )
    const root = makeSite({ 'docusaurus.config.js': CONFIG('{}'), 'docs/a.md': '# A\n', ...posts })
    const report = await build(root, { cacheDir: false })
    const rss = fs.readFileSync(path.join(report.config.outDir, 'blog/rss.xml'), 'utf8')
    expect(rss.match(/<item>/g)).toHaveLength(20)
    expect(rss).toContain('Post 21')
    expect(rss).not.toContain('<title>Post 0</title>')
  })
  test('28.7 editUrl given as a function is called per doc (every version) and per post, on the main thread', async () => {
    const root = makeSite({
      'docusaurus.config.js': CONFIG(`{
        docs: { editUrl: ({ version, versionDocsDirPath, docPath, permalink, locale }) => docPath === 'none.md' ? undefined : 'https://edit.example/' + [version, versionDocsDirPath, docPath, permalink, locale].join('|') },
        blog: { editUrl: ({ blogDirPath, blogPath, permalink, locale }) => 'https://edit.example/' + [blogDirPath, blogPath, permalink, locale].join('|') },
      }`),
      'docs/a.md': '# A\n',
      'docs/none.md': '# None\n',
      'versions.json': '["1.0"]\n',
      'versioned_docs/version-1.0/a.md': '# A one\n',
      'versioned_sidebars/version-1.0-sidebars.json': '{ "s": [{ "type": "autogenerated", "dirName": "." }] }\n',
      'blog/2024-01-01-p.md': '---\ntitle: P\n---\nText.\n',
    })
    for (const cacheDir of [false, undefined] as const) {
      const report = await build(root, cacheDir === false ? { cacheDir } : {})
      const out = (rel: string) => fs.readFileSync(path.join(report.config.outDir, rel), 'utf8')
      expect(out('docs/next/a.html')).toContain('https://edit.example/current|docs|a.md|/docs/next/a|en')
      expect(out('docs/a.html')).toContain('https://edit.example/1.0|versioned_docs/version-1.0|a.md|/docs/a|en')
      expect(out('docs/next/none.html')).not.toContain('https://edit.example/')
      expect(out('blog/2024/01/01/p.html')).toContain('https://edit.example/blog|2024-01-01-p.md|/blog/2024/01/01/p|en')
      expect(report.warnings.join('\n')).not.toMatch(/editUrl/)
    }
    // Another docs plugin's function too, called with its own folder and `current` (pnpm.io's pnpr docs had no link).
    const inst = makeSite({
      'docusaurus.config.js': CONFIG(
        '{ blog: false }',
        `, plugins: [['@docusaurus/plugin-content-docs', { id: 'pnpr', path: 'pnpr-docs', routeBasePath: 'pnpr',
        editUrl: ({ version, versionDocsDirPath, docPath, permalink, locale }) => 'https://edit.example/' + [version, versionDocsDirPath, docPath, permalink, locale].join('|') }]]`,
      ),
      'docs/a.md': '# A\n',
      'pnpr-docs/intro.md': '# Intro\n',
    })
    const instReport = await build(inst, { cacheDir: false })
    expect(fs.readFileSync(path.join(instReport.config.outDir, 'pnpr/intro.html'), 'utf8')).toContain(
      'https://edit.example/current|pnpr-docs|intro.md|/pnpr/intro|en',
    )
    expect(instReport.warnings.join('\n')).not.toMatch(/editUrl/)
    // A function that returns something else than a string is an error naming the doc.
    const bad = makeSite({
      'docusaurus.config.js': CONFIG(`{ blog: false, docs: { editUrl: () => 42 } }`),
      'docs/a.md': '# A\n',
    })
    const err = (await build(bad, { cacheDir: false }).catch((e: unknown) => e)) as {
      errors?: { file?: string; message: string }[]
      file?: string
      message: string
    }
    const first = err.errors?.[0] ?? err
    expect(first.file).toBe(path.join(bad, 'docs/a.md'))
    expect(first.message).toMatch(/docs.editUrl: the function returned 42/)
    // A string no URL can be (JSON a swizzled footer parses) gives no link, and one warning naming how many docs.
    const json = makeSite({
      'docusaurus.config.js': CONFIG(
        `{ blog: false, docs: { editUrl: ({ docPath }) => JSON.stringify([{ label: 'Edit', href: 'https://edit.example/' + docPath }]) } }`,
      ),
      'docs/a.md': '# A\n',
      'docs/b.md': '# B\n',
    })
    const report = await build(json, { cacheDir: false })
    expect(fs.readFileSync(path.join(report.config.outDir, 'docs/a.html'), 'utf8')).not.toContain('edit.example')
    const said = report.warnings.filter((w) => w.includes('editUrl'))
    expect(said).toHaveLength(1)
    expect(said[0]).toContain(
      'docs.editUrl returned what is not a URL for 2 docs (for docs/a.md: "[{\\"label\\":\\"Edit\\"',
    )
    expect(said[0]).toContain(
      'they have no "Edit this page" link\n  → Return the page\'s edit URL from the editUrl function of the docs options',
    )
    // The same for a post.
    const post = makeSite({
      'docusaurus.config.js': CONFIG(`{ docs: false, blog: { editUrl: () => '{"href": "x"}' } }`),
      'blog/2024-01-01-p.md': '---\ntitle: P\n---\nText.\n',
    })
    const posted = await build(post, { cacheDir: false })
    expect(fs.readFileSync(path.join(posted.config.outDir, 'blog/2024/01/01/p.html'), 'utf8')).not.toContain('href="{')
    expect(posted.warnings.filter((w) => w.includes('editUrl'))).toEqual([
      expect.stringContaining(
        'blog.editUrl returned what is not a URL for 1 post (for blog/2024-01-01-p.md: "{\\"href\\": \\"x\\"}"): it has no "Edit this page" link',
      ),
    ])
  })
  test("31 a site-absolute link to a .md file from a frozen version's doc is to that version's file, as Docusaurus resolves it", async () => {
    const root = makeSite({
      'docusaurus.config.js': CONFIG('{ blog: false }'),
      'docs/a.md': '# A\n\nSee [Codegen](/arch/codegen.mdx).\n',
      'docs/arch/codegen.mdx': '# Codegen next\n',
      'versions.json': '["1.0"]\n',
      'versioned_docs/version-1.0/a.md': '# A one\n\nSee [Codegen](/arch/codegen.mdx).\n',
      'versioned_docs/version-1.0/arch/codegen.mdx': '# Codegen one\n',
      'versioned_sidebars/version-1.0-sidebars.json': '{ "s": [{ "type": "autogenerated", "dirName": "." }] }\n',
    })
    const report = await build(root, { cacheDir: false })
    const out = (rel: string) => fs.readFileSync(path.join(report.config.outDir, rel), 'utf8')
    expect(out('docs/a.html')).toContain('<a href="/docs/arch/codegen">Codegen</a>')
    expect(out('docs/next/a.html')).toContain('<a href="/docs/next/arch/codegen">Codegen</a>')
    // The pages' markdown twins too.
    expect(out('docs/a.md')).toContain('[Codegen](https://t.example/docs/arch/codegen.md)')
    expect(out('docs/next/a.md')).toContain('[Codegen](https://t.example/docs/next/arch/codegen.md)')
  }, 60_000)

  test('28.7 a frozen docs version is self-canonical and in the sitemap, unless its versions options set noIndex', async () => {
    const files = (noIndex: string) => ({
      'docusaurus.config.js': CONFIG(`{ blog: false, docs: { versions: { ${noIndex} } } }`),
      'docs/a.md': '# A\n',
      'versions.json': '["2.0", "1.0"]\n',
      'versioned_docs/version-2.0/a.md': '# A two\n',
      'versioned_docs/version-1.0/a.md': '# A one\n',
      'versioned_sidebars/version-2.0-sidebars.json': '{ "s": [{ "type": "autogenerated", "dirName": "." }] }\n',
      'versioned_sidebars/version-1.0-sidebars.json': '{ "s": [{ "type": "autogenerated", "dirName": "." }] }\n',
    })
    const indexed = await build(makeSite(files('')), { cacheDir: false })
    const out = (report: typeof indexed, rel: string) => fs.readFileSync(path.join(report.config.outDir, rel), 'utf8')
    expect(out(indexed, 'docs/1.0/a.html')).toContain('<link rel="canonical" href="https://t.example/docs/1.0/a"/>')
    expect(out(indexed, 'docs/1.0/a.html')).not.toContain('noindex')
    expect(out(indexed, 'sitemap.xml')).toContain('<loc>https://t.example/docs/1.0/a</loc>')
    const hidden = await build(makeSite(files(`'1.0': { noIndex: true }`)), { cacheDir: false })
    expect(out(hidden, 'docs/1.0/a.html')).toContain('<meta name="robots" content="noindex"/>')
    expect(out(hidden, 'docs/1.0/a.html')).toContain('<link rel="canonical" href="https://t.example/docs/1.0/a"/>')
    expect(out(hidden, 'sitemap.xml')).not.toContain('/docs/1.0/')
    expect(out(hidden, 'sitemap.xml')).toContain('<loc>https://t.example/docs/a</loc>')
  })

  test('28.7 custom admonition keywords: docs.admonitions (Docusaurus 3 keywords/extendDefaults, Docusaurus 2 tag/keywords) make :::dev an admonition in .md and .mdx', async () => {
    for (const admonitions of [
      `{ keywords: ['dev'], extendDefaults: true }`,
      `{ tag: ':::', keywords: ['note', 'dev'] }`,
    ]) {
      const root = makeSite({
        'docusaurus.config.js': CONFIG(`{ blog: false, docs: { admonitions: ${admonitions} } }`),
        'docs/a.md': '# A\n\n:::dev\n\nFor developers.\n\n:::\n\n:::note\n\nStill a note.\n\n:::\n',
        'docs/b.mdx': '# B\n\n:::dev[Build]\n\nIn MDX.\n\n:::\n',
      })
      const report = await build(root, { cacheDir: false })
      const out = (rel: string) => fs.readFileSync(path.join(report.config.outDir, rel), 'utf8')
      expect(out('docs/a.html')).toContain(
        '<div class="admonition admonition-note admonition-dev" role="note"><p class="admonition-heading">Dev</p>',
      )
      expect(out('docs/a.html')).toContain('<p class="admonition-heading">Note</p>')
      expect(out('docs/b.html')).toMatch(
        /class="admonition admonition-note admonition-dev"[^>]*><p class="admonition-heading">Build<\/p>/,
      )
      expect(report.warnings.join('\n')).not.toMatch(/:::dev|admonitions/)
    }
    // A swizzled Admonition does not draw them here: the compatibility report says so.
    const swizzled = makeSite({
      'docusaurus.config.js': CONFIG(`{ blog: false, docs: { admonitions: { keywords: ['dev'] } } }`),
      'docs/a.md': '# A\n',
      'src/theme/Admonition/index.js': 'export default function Admonition() { return null }\n',
    })
    const report = await build(swizzled, { cacheDir: false })
    expect(report.warnings.join('\n')).toMatch(
      /src\/theme\/Admonition \(admonitions.keywords\).*:::dev boxes are drawn by this theme's admonition markup/s,
    )
  })

  test("28.7 the front-matter title is dropped only when the body's first heading (above any ---) is an h1: a later h1 stays in the body under the title; a post opening with an h1 shows its title once in the blog list", async () => {
    const root = makeSite({
      'docusaurus.config.js': CONFIG('{}'),
      'docs/a.md': '---\ntitle: Front Title\n---\n\n## Intro\n\nText.\n\n# Later Heading\n\nMore.\n',
      'docs/c.md': '---\ntitle: Front C\n---\n\nText.\n\n---\n\n# Below The Rule\n\nMore.\n',
      'docs/b.md': '---\ntitle: Front B\n---\n\n# Body B\n\nText.\n',
      'docs/d.md': '---\ntitle: Front D\n---\n\nA paragraph first.\n\n# Body D\n\nText.\n',
      'docs/e.md': '## Only An H2\n\n# Later E\n',
      'blog/2024-01-01-p.md':
        '---\ntitle: Post Title\n---\n\n# Post Title\n\nPost text.\n\n<!-- truncate -->\n\nRest.\n',
      'blog/2024-01-02-q.mdx': '---\ntitle: MDX Post\n---\n\n# MDX Post\n\nText.\n',
    })
    const report = await build(root, { cacheDir: false })
    const out = (rel: string) => fs.readFileSync(path.join(report.config.outDir, rel), 'utf8')
    const inMain = (rel: string, text: string) => {
      const html = out(rel)
      return html.slice(html.indexOf('<main')).split(`>${text}<`).length - 1
    }
    expect(inMain('blog/2024/01/01/p.html', 'Post Title')).toBe(1)
    expect(inMain('blog/2024/01/02/q.html', 'MDX Post')).toBe(1)
    expect(inMain('blog.html', 'MDX Post')).toBe(1)
    const h1s = (rel: string) => {
      const html = out(rel)
      return [
        ...html.slice(html.indexOf('<article'), html.indexOf('</article>')).matchAll(/<h1[^>]*>(.*?)<\/h1>/g),
      ].map((m) => m[1]!.replace(/<[^>]+>/g, ''))
    }
    expect(h1s('docs/a.html')).toEqual(['Front Title', 'Later Heading'])
    expect(h1s('docs/c.html')).toEqual(['Front C', 'Below The Rule'])
    expect(h1s('docs/b.html')).toEqual(['Body B'])
    // Text before the first heading does not matter to Docusaurus: an h1 as the first heading is the content title.
    expect(h1s('docs/d.html')).toEqual(['Body D'])
    // Without a title and with an h2 first, the title is the doc's id (Docusaurus's synthetic title), the h1
    // stays below.
    expect(h1s('docs/e.html')).toEqual(['e', 'Later E'])
    const list = out('blog.html')
    expect(list.slice(list.indexOf('<main')).match(/>Post Title</g)).toHaveLength(1)
  })

  test("28.7 a React page's <Head><title> (@docusaurus/Head) is the document title: one <title>, the page's", async () => {
    const root = makeSite({
      'docusaurus.config.js': CONFIG('{ blog: false }'),
      'docs/a.md': '# A\n',
      'src/pages/about.js':
        'import React from \'react\'\nimport Head from \'@docusaurus/Head\'\nimport Layout from \'@theme/Layout\'\nexport default function About() {\n  return <Layout title="Layout Title"><Head><title>Head Title</title><meta name="description" content="From Head" /></Head><main><p>About us.</p></main></Layout>\n}\n',
      'src/pages/plain.js':
        "import React from 'react'\nimport Head from '@docusaurus/Head'\nexport default function Plain() {\n  return <><Head><title>Only Head</title></Head><p>Plain.</p></>\n}\n",
    })
    const report = await build(root, { cacheDir: false })
    const head = (rel: string) => {
      const html = fs.readFileSync(path.join(report.config.outDir, rel), 'utf8')
      return html.slice(0, html.indexOf('</head>'))
    }
    for (const [file, title] of [
      ['about.html', 'Head Title'],
      ['plain.html', 'Only Head'],
    ] as const) {
      expect(head(file).match(/<title>/g)).toHaveLength(1)
      expect(head(file)).toContain(`<title>${title}</title>`)
      expect(fs.readFileSync(path.join(report.config.outDir, file), 'utf8').slice(head(file).length)).not.toContain(
        '<title>',
      )
    }
    expect(head('about.html').match(/<meta name="description"/g)).toHaveLength(1)
    expect(head('about.html')).toContain('<meta name="description" content="From Head"/>')
    // Reached by client navigation, the page's title is the same.
    expect(JSON.parse(fs.readFileSync(path.join(report.config.outDir, '__data/about.json'), 'utf8')).title).toBe(
      'Head Title',
    )
  })

  test("28.7 what a real site (prettier's) needed: import.meta.url in docusaurus.config.js, CSS url(/images/…) from static/, a CommonJS package requiring React in MDX", async () => {
    const root = makeSite({
      // createRequire(import.meta.url) and new URL(…, import.meta.url), as prettier's config has them.
      'docusaurus.config.mjs':
        "import fs from 'node:fs'\nimport { createRequire } from 'node:module'\nconst require = createRequire(import.meta.url)\nconst pkg = JSON.parse(fs.readFileSync(new URL('./package.json', import.meta.url), 'utf8'))\nexport default { title: pkg.description + ' ' + require('./extra.json').name, url: 'https://t.example', baseUrl: '/', presets: [['classic', { blog: false }]] }\n",
      'package.json': '{ "name": "site", "description": "From package.json" }\n',
      'extra.json': '{ "name": "and extra.json" }\n',
      'docs/a.mdx': 'import { Tweet } from \'cjs-tweet\'\n\n# A\n\n<Tweet id="1" />\n',
      'node_modules/cjs-tweet/package.json': '{ "name": "cjs-tweet", "main": "index.js" }\n',
      'node_modules/cjs-tweet/index.js':
        "const React = require('react')\nexports.Tweet = (props) => React.createElement('blockquote', { className: 'tweet' }, 'Tweet ' + props.id)\n",
      'src/pages/index.module.css': '.hero { background: url(/images/logo.png) no-repeat; }\n',
      'src/pages/index.js':
        "import React from 'react'\nimport styles from './index.module.css'\nexport default function Home() { return <div className={styles.hero}>Home</div> }\n",
      'static/images/logo.png': new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    })
    const report = await build(root, { cacheDir: false })
    const out = (rel: string) => fs.readFileSync(path.join(report.config.outDir, rel), 'utf8')
    expect(out('docs/a.html')).toContain('<title>A | From package.json and extra.json</title>')
    expect(out('docs/a.html')).toContain('<blockquote class="tweet">Tweet 1</blockquote>')
    // The image is bundled like any url() (a hashed copy), as Docusaurus's bundler does with its static folder.
    const css = fs.readdirSync(path.join(report.config.outDir, 'assets'), { recursive: true }).map(String)
    const logo = css.find((f) => /files\/logo\.\w+\.png$/.test(f))
    expect(logo).toBeDefined()
    expect(out('index.html')).toContain('Home')
  })

  test('28.7 what a large real site (react-native-website) needed: a workspace remark plugin with its own, older copy of a package; CSS url(/static/fonts/…) from the site folder', async () => {
    const root = makeSite({
      'docusaurus.config.js':
        "const shout = require('@site-ws/remark-shout')\nmodule.exports = { title: 'T', url: 'https://t.example', baseUrl: '/', presets: [['classic', { blog: false, docs: { remarkPlugins: [shout] }, theme: { customCss: './src/custom.css' } }]] }\n",
      'docs/a.md': '# A\n\nquiet words\n',
      // The workspace package (TypeScript, bundled) imports the default export of a CommonJS v1 of
      // `walker`; the site root has an ES-module-only v2 without one.
      'node_modules/@site-ws/remark-shout/package.json':
        '{ "name": "@site-ws/remark-shout", "type": "module", "main": "src/index.ts" }\n',
      'node_modules/@site-ws/remark-shout/src/index.ts':
        "import walk from 'walker'\nexport default function shout() { return (tree: unknown) => walk(tree, (n: { type: string; value: string }) => { if (n.type === 'text') n.value = n.value.toUpperCase() }) }\n",
      'node_modules/@site-ws/remark-shout/node_modules/walker/package.json':
        '{ "name": "walker", "version": "1.0.0", "main": "index.js" }\n',
      'node_modules/@site-ws/remark-shout/node_modules/walker/index.js':
        'module.exports = function walk(node, f) { f(node); for (const c of node.children || []) walk(c, f) }\n',
      'node_modules/walker/package.json':
        '{ "name": "walker", "version": "2.0.0", "type": "module", "exports": "./index.js" }\n',
      'node_modules/walker/index.js': 'export function walk() { throw new Error("v2") }\n',
      'src/custom.css':
        "@font-face { font-family: Display; src: url('/static/fonts/display.woff2') format('woff2'); }\n",
      'static/fonts/display.woff2': new Uint8Array([0x77, 0x4f, 0x46, 0x32]),
    })
    const report = await build(root, { cacheDir: false })
    expect(fs.readFileSync(path.join(report.config.outDir, 'docs/a.html'), 'utf8')).toContain('<p>QUIET WORDS</p>')
    const files = fs.readdirSync(path.join(report.config.outDir, 'assets'), { recursive: true }).map(String)
    expect(files.some((f) => /display\.\w+\.woff2$/.test(f))).toBe(true)
  })

  test("28.7 themeConfig.prism.magicComments (react-native-website's add and remove lines): fences and CodeBlock mark their lines with the site's classes", async () => {
    const root = makeSite({
      'docusaurus.config.js':
        "module.exports = { title: 'T', url: 'https://t.example', baseUrl: '/', presets: [['classic', { blog: false }]], themeConfig: { prism: { magicComments: [{ className: 'theme-code-block-highlighted-line', line: 'highlight-next-line' }, { className: 'code-add-line', line: 'highlight-add-next-line' }] } } }\n",
      'docs/a.mdx':
        'import CodeBlock from \'@theme/CodeBlock\'\n\n# A\n\n```js\n// highlight-add-next-line\nadded()\n// highlight-next-line\nmarked()\n```\n\n<CodeBlock language="js">{`// highlight-add-next-line\nblock()`}</CodeBlock>\n',
    })
    const report = await build(root, { cacheDir: false })
    const html = fs.readFileSync(path.join(report.config.outDir, 'docs/a.html'), 'utf8')
    expect(html).not.toContain('highlight-add-next-line')
    expect(html.match(/<span class="line code-add-line">/g)).toHaveLength(2)
    expect(html).toContain('<span class="line highlighted">')
    expect(report.warnings.join('\n')).not.toContain('magicComments')
  })

  test("31 a project with prism-react-renderer installed: its blocks are Prism's, coloured by its theme objects; its additionalLanguages are Prism's, its defaultLanguage that of fences naming none; a language Prism lacks is its plain text, as Docusaurus shows it", async () => {
    const root = writeTree(prismProject(), {
      'docusaurus.config.js':
        "const { themes } = require('prism-react-renderer')\nmodule.exports = { title: 'T', url: 'https://t.example', baseUrl: '/', presets: [['classic', { blog: false }]], themeConfig: { prism: { theme: themes.github, darkTheme: themes.dracula, additionalLanguages: ['shout', 'nothing-such'], defaultLanguage: 'shout' } } }\n",
      'docs/a.md':
        '# A\n\n```js {2}\nconst a = 1\nlet b = a\n```\n\n```shout\nHELLO!\n```\n\n```vue\n<template><b>x</b></template>\n```\n\n```\nBARE!\n```\n',
      'src/theme/prism-include-languages.js': 'export default function prismIncludeLanguages(Prism) {}\n',
    })
    const report = await build(root, { cacheDir: false })
    const html = fs.readFileSync(path.join(report.config.outDir, 'docs/a.html'), 'utf8')
    expect(html).toContain(
      '<pre class="prism-code language-js" style="background-color:var(--sh-background);color:var(--sh-foreground)" tabindex="0"><code><span class="line"><span class="token keyword">const</span> a <span class="token operator">=</span> <span class="token number">1</span></span>\n<span class="line highlighted"><span class="token keyword">let</span> b',
    )
    expect(html).toContain('<span class="token keyword">HELLO</span><span class="token punctuation">!</span>')
    // prism.defaultLanguage: the language of a fence that names none.
    expect(html).toContain(
      '<div class="code-block" data-language="shout"><pre class="prism-code language-shout" style="background-color:var(--sh-background);color:var(--sh-foreground)" tabindex="0"><code><span class="line"><span class="token keyword">BARE</span>',
    )
    expect(html).toMatch(
      /<div class="code-block" data-language="vue"><pre class="prism-code language-vue"[^>]*><code><span class="line">&lt;template&gt;&lt;b&gt;x&lt;\/b&gt;&lt;\/template&gt;<\/span>/,
    )
    const sheet = html.match(/href="(\/assets\/custom\.\w+\.css)"/)![1]!
    const css = fs.readFileSync(path.join(report.config.outDir, sheet), 'utf8')
    expect(css).toContain(
      'html:not([data-theme="dark"]) .code-block :is(.token.tag,.token.selector,.token.keyword){color:#00009f}',
    )
    expect(css).toContain(
      'html[data-theme="dark"] .code-block :is(.token.keyword,.token.variable){color:#bd93f9;font-style:italic}',
    )
    // Only the name prismjs has no component for is reported, once.
    expect(report.warnings.filter((w) => w.includes('additionalLanguages lists'))).toEqual([
      `${path.join(root, 'docusaurus.config.js')}: prism.additionalLanguages lists \`nothing-such\`, for which there is no highlighting grammar here; its code blocks are shown as plain text`,
    ])
    expect(report.warnings.join('\n')).not.toContain('themeConfig.prism')
    // A swizzled prism-include-languages is named: it is not run.
    expect(report.warnings.join('\n')).toContain(
      'src/theme/prism-include-languages.js: not run: the languages of `prism.additionalLanguages` are loaded as theme-classic loads them',
    )
  })

  test('28.7 an undefined MDX component: a warning naming file:line and a <div> of its children in a Docusaurus 2 project; an error in a Docusaurus 3 project', async () => {
    const page = '# Contact\n\nWrite to us.\n\n<Form action="/send">\n\nFill in **the form**.\n\n</Form>\n\nAfter.\n'
    for (const [core, where] of [
      ['^2.4.3', 'package.json'],
      ['2.4.1', 'node_modules/@docusaurus/core/package.json'],
    ] as const) {
      const root = makeSite({
        'docusaurus.config.js': CONFIG('{ blog: false }'),
        'package.json': JSON.stringify(
          where === 'package.json' ? { dependencies: { '@docusaurus/core': core } } : { dependencies: {} },
        ),
        ...(where === 'package.json' ? {} : { [where]: JSON.stringify({ name: '@docusaurus/core', version: core }) }),
        'docs/contact.mdx': page,
      })
      const report = await build(root, { cacheDir: false })
      const html = fs.readFileSync(path.join(report.config.outDir, 'docs/contact.html'), 'utf8')
      expect(html).toContain('<div data-mdx-undefined="Form"><p>Fill in <strong>the form</strong>.</p></div>')
      expect(html).toContain('<p>After.</p>')
      expect(report.warnings.join('\n')).toContain(
        `${path.join(root, 'docs/contact.mdx')}:5: The component <Form> is neither imported nor provided by the theme: rendered as a <div> of its children`,
      )
    }
    const v3 = makeSite({
      'docusaurus.config.js': CONFIG('{ blog: false }'),
      'package.json': JSON.stringify({ dependencies: { '@docusaurus/core': '3.5.2' } }),
      'docs/contact.mdx': page,
    })
    const err = (await build(v3, { cacheDir: false }).catch((e: unknown) => e)) as {
      errors?: { file?: string; message: string }[]
      file?: string
      message: string
    }
    const first = err.errors?.[0] ?? err
    expect(first.file).toBe(path.join(v3, 'docs/contact.mdx'))
    expect(first.message).toMatch(/The component <Form> is neither imported nor provided by the theme/)
  })
})
