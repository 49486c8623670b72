/**
 * The whole-build check (up-to-date.ts): a build with nothing changed does nothing and says so;
 * any change of an input, of the output folder or of the build's options is an ordinary build,
 * whose output is the cold build's.
 */
import { execFileSync } from 'node:child_process'
import fs from 'node:fs'
import path from 'node:path'
import { describe, expect, test } from 'vitest'
import { build } from '../build.js'
import { makeSite, snapshotDir, tempDir } from '../test/helpers.js'
import { tempPrefix } from '../stages/write.js'

function fixture(extraConfig = ''): string {
  return makeSite({
    'site.config.ts': `export default { title: 'Up to date', url: 'https://up.example.com', baseUrl: '/', docs: { routeBasePath: '/docs'${extraConfig} } }\n`,
    'content/docs/intro.md': '---\ntitle: Intro\nunknwon_key: 1\n---\n\nSee [one](./one.md).\n',
    'content/docs/one.md': '# One\n\nThe first page.\n',
    'content/blog/2025-01-02-first.md': '---\ntitle: First post\n---\n\nA post.\n',
    'static/extra.txt': 'static 0\n',
  })
}

const inodes = (out: string) =>
  new Map([...snapshotDir(out).keys()].map((rel) => [rel, fs.statSync(path.join(out, rel)).ino]))

/** The output of a cold build (no cache) of the same tree. */
async function coldOutput(root: string) {
  const out = path.join(tempDir(), 'cold')
  await build(root, { outDir: out, cacheDir: false })
  return snapshotDir(out)
}

describe('whole-build check', () => {
  test("a build with nothing changed is up to date: nothing is written, the report and warnings are the last build's", async () => {
    const root = fixture()
    const out = path.join(tempDir(), 'out')
    const first = await build(root, { outDir: out })
    expect(first.upToDate).toBeFalsy()
    expect(first.warnings.some((w) => w.includes('unknwon_key'))).toBe(true)
    const before = inodes(out)
    const second = await build(root, { outDir: out })
    expect(second.upToDate).toBe(true)
    expect(second.changed).toEqual([])
    expect(second.pages).toBe(first.pages)
    expect(second.compiled).toBe(0)
    expect(second.warnings, "nothing is dropped in silence: the last build's warnings are said again").toEqual(
      first.warnings,
    )
    expect(inodes(out)).toEqual(before)
    // Times change, bytes do not: a touched file (a fresh checkout) keeps the build up to date.
    const later = new Date(Date.now() + 5000)
    fs.utimesSync(path.join(root, 'content/docs/one.md'), later, later)
    expect((await build(root, { outDir: out })).upToDate).toBe(true)
  })

  test('an edited source, a new static file or a config change is an ordinary build, equal to the cold one', async () => {
    const root = fixture()
    const out = path.join(tempDir(), 'out')
    await build(root, { outDir: out })
    fs.appendFileSync(path.join(root, 'content/docs/one.md'), '\nOne more sentence.\n')
    const edited = await build(root, { outDir: out })
    expect(edited.upToDate).toBeFalsy()
    expect(edited.compiled).toBe(1)
    expect(snapshotDir(out)).toEqual(await coldOutput(root))
    fs.writeFileSync(path.join(root, 'static/new.txt'), 'new\n')
    expect((await build(root, { outDir: out })).upToDate).toBeFalsy()
    expect(fs.readFileSync(path.join(out, 'new.txt'), 'utf8')).toBe('new\n')
    fs.writeFileSync(
      path.join(root, 'site.config.ts'),
      fs.readFileSync(path.join(root, 'site.config.ts'), 'utf8').replace("'Up to date'", "'Renamed'"),
    )
    expect((await build(root, { outDir: out })).upToDate).toBeFalsy()
    expect(snapshotDir(out)).toEqual(await coldOutput(root))
  })

  test('an output folder changed by hand (a file edited, deleted or added) is rebuilt to exactly the cold output', async () => {
    const root = fixture()
    const out = path.join(tempDir(), 'out')
    await build(root, { outDir: out })
    const cold = await coldOutput(root)
    const page = [...cold.keys()].find((k) => k.endsWith('.html') && k.includes('one'))!
    // Same length, other bytes.
    const text = fs.readFileSync(path.join(out, page), 'utf8')
    fs.writeFileSync(path.join(out, page), text.replace('The first page', 'The FIRST page'))
    const repaired = await build(root, { outDir: out })
    expect(repaired.upToDate).toBeFalsy()
    expect(repaired.changed).toContain(page)
    expect(snapshotDir(out)).toEqual(cold)
    fs.rmSync(path.join(out, 'extra.txt'))
    expect((await build(root, { outDir: out })).upToDate).toBeFalsy()
    expect(snapshotDir(out)).toEqual(cold)
    fs.writeFileSync(path.join(out, 'stray.html'), 'not ours')
    expect((await build(root, { outDir: out })).upToDate).toBeFalsy()
    expect(snapshotDir(out)).toEqual(cold)
    // No folder is listed by the check: a name added, removed or renamed deep in the tree is seen all the same.
    const nested = [...cold.keys()].find((k) => k.split('/').length > 2)!
    const folder = path.join(out, path.dirname(nested))
    const changes: (() => void)[] = [
      () => fs.writeFileSync(path.join(folder, 'stray.txt'), 'not ours'),
      () => fs.mkdirSync(path.join(folder, 'stray', 'deeper'), { recursive: true }),
      () => fs.renameSync(path.join(out, nested), path.join(folder, 'renamed' + path.extname(nested))),
      () => fs.rmSync(path.join(out, nested)),
    ]
    for (const change of changes) {
      change()
      expect((await build(root, { outDir: out })).upToDate).toBeFalsy()
      expect(snapshotDir(out)).toEqual(cold)
      expect((await build(root, { outDir: out })).upToDate).toBe(true)
    }
  })

  test('another output folder or a temp folder of an interrupted build: not up to date', async () => {
    const root = fixture()
    const out = path.join(tempDir(), 'out')
    await build(root, { outDir: out })
    const elsewhere = path.join(tempDir(), 'elsewhere')
    expect((await build(root, { outDir: elsewhere })).upToDate).toBeFalsy()
    expect((await build(root, { outDir: elsewhere })).upToDate).toBe(true)
    fs.mkdirSync(path.join(path.dirname(elsewhere), `${tempPrefix(elsewhere)}killed`))
    expect((await build(root, { outDir: elsewhere })).upToDate).toBeFalsy()
  })

  test('with git last-update dates shown, up to date while the repository stays at the same commit; a commit re-dated builds again, with the new date', async () => {
    const root = fixture(', showLastUpdateTime: true')
    const env = { ...process.env, GIT_CONFIG_GLOBAL: '/dev/null', GIT_CONFIG_NOSYSTEM: '1' }
    const git = (args: string[], date: string) =>
      execFileSync(
        'git',
        ['-c', 'user.email=t@example.com', '-c', 'user.name=Ann Author', '-c', 'commit.gpgsign=false', ...args],
        { cwd: root, stdio: 'pipe', env: { ...env, GIT_AUTHOR_DATE: date, GIT_COMMITTER_DATE: date } },
      )
    git(['init', '-q'], '2024-01-01T12:00:00Z')
    git(['add', '.'], '2024-01-01T12:00:00Z')
    git(['commit', '-q', '-m', 'all'], '2024-01-01T12:00:00Z')
    const out = path.join(tempDir(), 'out')
    await build(root, { outDir: out })
    expect(fs.readFileSync(path.join(out, 'docs/one.html'), 'utf8')).toContain('Jan 1, 2024')
    expect((await build(root, { outDir: out })).upToDate).toBe(true)
    // Same files, another history (no file of the site changed): built again, as the cold build.
    git(['commit', '-q', '--amend', '--no-edit'], '2024-06-01T12:00:00Z')
    const redated = await build(root, { outDir: out })
    expect(redated.upToDate).toBeFalsy()
    expect(fs.readFileSync(path.join(out, 'docs/one.html'), 'utf8')).toContain('Jun 1, 2024')
    expect(snapshotDir(out)).toEqual(await coldOutput(root))
    expect((await build(root, { outDir: out })).upToDate).toBe(true)
  })

  test('--no-cache never uses or writes the record', async () => {
    const root = fixture()
    const out = path.join(tempDir(), 'out')
    await build(root, { outDir: out })
    expect((await build(root, { outDir: out, cacheDir: false })).upToDate).toBeFalsy()
  })
})

describe('file reads recorded by compiles', () => {
  test('adding a static file recompiles no page; changing an image a page reads recompiles that page only, as the cold build has it', async () => {
    const svg = (w: number) => `<svg xmlns="http://www.w3.org/2000/svg" width="${w}" height="10"></svg>\n`
    const root = makeSite({
      'site.config.ts': `export default { title: 'Reads', url: 'https://reads.example.com', baseUrl: '/', docs: { routeBasePath: '/docs' } }\n`,
      'content/docs/intro.md': '# Intro\n\n![logo](/img/logo.svg)\n\n![beside](./pic.svg)\n',
      'content/docs/pic.svg': svg(20),
      'content/docs/other.md': '# Other\n\nNo images.\n',
      'static/img/logo.svg': svg(30),
    })
    const out = path.join(tempDir(), 'out')
    await build(root, { outDir: out })
    fs.writeFileSync(path.join(root, 'static/unrelated.txt'), 'x\n')
    const added = await build(root, { outDir: out })
    expect(added.compiled).toBe(0)
    fs.writeFileSync(path.join(root, 'static/img/logo.svg'), svg(31))
    const resized = await build(root, { outDir: out })
    expect(resized.compiled).toBe(1)
    expect(fs.readFileSync(path.join(out, 'docs/intro.html'), 'utf8')).toContain('width="31"')
    expect(snapshotDir(out)).toEqual(await coldOutput(root))
    fs.writeFileSync(path.join(root, 'content/docs/pic.svg'), svg(21))
    const beside = await build(root, { outDir: out })
    expect(beside.compiled).toBe(1)
    expect(snapshotDir(out)).toEqual(await coldOutput(root))
  })
})

describe('which MDX pages depend on every file of the site', () => {
  const mdx = (body: string) => ({
    kind: 'doc' as const,
    sourcePath: '/s/a.mdx',
    relativePath: 'a.mdx',
    frontmatter: {},
    body,
    bodyStartLine: 1,
    format: 'mdx' as const,
  })

  test('static imports keep the narrow key (their reads are recorded); require or a dynamic import widen it', async () => {
    const { needsWide } = await import('./disk-cache.js')
    expect(
      needsWide(
        mdx(
          "import Tabs from '@theme/Tabs'\nimport TabItem from '@theme/TabItem'\nimport Link from '@docusaurus/Link'\nimport clsx from 'clsx'\n\n# A\n",
        ),
      ),
    ).toBe(false)
    expect(needsWide(mdx('export const meta = { a: 1 }\n\n# A\n'))).toBe(false)
    for (const spec of ['./_part.mdx', '../x.js', '/abs/y.js', '@site/src/components/Z', '!!raw-loader!./code.js']) {
      expect(needsWide(mdx(`import X from '${spec}'\n`)), spec).toBe(false)
    }
    expect(needsWide(mdx("export { default } from './other.mdx'\n"))).toBe(false)
    expect(needsWide(mdx('{require(`./img/${name}.png`)}\n'))).toBe(true)
    expect(needsWide(mdx('{require(file)}\n'))).toBe(true)
    // Node's modules read at run time, whatever they are given.
    expect(needsWide(mdx("{require('fs').readFileSync('x')}\n"))).toBe(true)
    expect(needsWide(mdx("import { readFileSync } from 'node:fs'\n\n{readFileSync('x')}\n"))).toBe(true)
    expect(needsWide({ ...mdx("import path from 'path'\nexport default () => null\n"), format: 'react' })).toBe(true)
    // A require of a string is an import (recorded); one in a code span is text.
    expect(needsWide(mdx('<Image img={require(\'./x.png\')} />\n\n{require("@site/static/a.png").default}\n'))).toBe(
      false,
    )
    expect(needsWide(mdx("| source | A number (returned by `require(file)`) or `import('x')`. |\n"))).toBe(false)
    expect(needsWide(mdx('Press the ` key.\n\n<img src={require(name)} />\n\nThen `x`.\n'))).toBe(true)
    expect(needsWide(mdx("{import('./lazy.js')}\n"))).toBe(true)
    expect(needsWide({ ...mdx('# plain'), format: 'md' })).toBe(false)
    // A React page: its bundle's files are recorded; only its own run-time require or import widens it.
    expect(
      needsWide({ ...mdx("import Layout from '@theme/Layout'\nexport default () => <Layout />\n"), format: 'react' }),
    ).toBe(false)
    expect(needsWide({ ...mdx("const data = require('../data.json')\n"), format: 'react' })).toBe(false)
    expect(needsWide({ ...mdx('const data = require(`../data/${name}.json`)\n'), format: 'react' })).toBe(true)
    expect(needsWide({ ...mdx("const Lazy = React.lazy(() => import('./Lazy'))\n"), format: 'react' })).toBe(true)
  })

  test("an MDX page that imports site files is recompiled when one of them changes (a partial, JSON, a component and the module it imports, the site's MDXComponents), not when another file does; the output stays the cold one", async () => {
    const root = makeSite({
      'docusaurus.config.js':
        "module.exports = { title: 'Imports', url: 'https://imports.example.com', baseUrl: '/', presets: [['classic', { blog: false }]] }\n",
      'docs/uses.mdx':
        "import Part from './_part.mdx'\nimport data from '@site/data/numbers.json'\nimport Badge from '@site/src/components/Badge'\n\n# Uses\n\n<Part />\n\nCount: {data.count}. <Badge />\n",
      'docs/_part.mdx': "import Note from '@site/core/Note'\n\nThe partial says <Note />.\n",
      'docs/other.md': '# Other\n\nText.\n',
      'data/numbers.json': '{ "count": 1 }\n',
      'core/label.js': "export const label = 'badge v1'\n",
      'core/Note.js': "export default function Note() { return 'note v1' }\n",
      'src/components/Badge.js':
        "import { label } from '../../core/label.js'\nexport default function Badge() { return label }\n",
      'src/theme/MDXComponents.js':
        "import MDXComponents from '@theme-original/MDXComponents'\nimport { shout } from '../../core/shout.js'\nexport default { ...MDXComponents, Shout: () => shout }\n",
      'core/shout.js': "export const shout = 'HEY'\n",
      'unrelated/notes.txt': 'v1\n',
    })
    const out = path.join(tempDir(), 'out')
    const page = () => fs.readFileSync(path.join(out, 'docs/uses.html'), 'utf8')
    await build(root, { outDir: out })
    expect(page()).toContain('The partial says note v1.')
    expect(page()).toContain('Count: 1. badge v1')
    fs.writeFileSync(path.join(root, 'unrelated/notes.txt'), 'v2\n')
    fs.appendFileSync(path.join(root, 'docs/other.md'), '\nMore.\n')
    expect((await build(root, { outDir: out })).compiled, 'only the edited page').toBe(1)
    for (const [file, text, seen] of [
      ['data/numbers.json', '{ "count": 2 }\n', 'Count: 2.'],
      ['core/label.js', "export const label = 'badge v2'\n", 'badge v2'],
      ['core/Note.js', "export default function Note() { return 'note v2' }\n", 'The partial says note v2.'],
    ] as const) {
      fs.writeFileSync(path.join(root, file), text)
      const again = await build(root, { outDir: out })
      expect(again.compiled, file).toBe(1)
      expect(page(), file).toContain(seen)
      expect(snapshotDir(out), file).toEqual(await coldOutput(root))
    }
    // Every MDX page reads the site's MDXComponents and what it imports.
    fs.writeFileSync(path.join(root, 'core/shout.js'), "export const shout = 'HO'\n")
    expect((await build(root, { outDir: out })).compiled).toBe(2)
    expect(snapshotDir(out)).toEqual(await coldOutput(root))
  })

  test('31 a React page is recompiled when a file of its bundle changes (a component, what it imports, JSON, markdown it renders), not when a doc does; the output stays the cold one', async () => {
    const root = makeSite({
      'docusaurus.config.js':
        "module.exports = { title: 'Pages', url: 'https://pages.example.com', baseUrl: '/', presets: [['classic', { blog: false }]] }\n",
      'src/pages/index.js':
        "import Layout from '@theme/Layout'\nimport Hero from '../components/Hero'\nimport stats from '../../data/stats.json'\nimport Intro from '../../snippets/_intro.md'\nexport default function Home() { return <Layout title=\"Home\"><Hero /><p>Stars: {stats.stars}</p><Intro /></Layout> }\n",
      'src/components/Hero.js':
        "import { tagline } from '../../core/tagline'\nexport default function Hero() { return <h1>{tagline}</h1> }\n",
      'core/tagline.js': "export const tagline = 'Tagline v1'\n",
      'data/stats.json': '{ "stars": 1 }\n',
      'snippets/_intro.md': 'Intro v1.\n',
      'docs/a.md': '# A\n\nText.\n',
    })
    const out = path.join(tempDir(), 'out')
    const home = () => fs.readFileSync(path.join(out, 'index.html'), 'utf8')
    await build(root, { outDir: out })
    expect(home()).toContain('Tagline v1')
    fs.appendFileSync(path.join(root, 'docs/a.md'), '\nMore.\n')
    expect((await build(root, { outDir: out })).compiled, 'only the edited doc').toBe(1)
    for (const [file, text, seen] of [
      // (A file under src/ is part of every page's key: core/ is where such a site keeps its modules, as
      // react-native-website does.)
      ['core/tagline.js', "export const tagline = 'Tagline v2'\n", 'Tagline v2'],
      ['data/stats.json', '{ "stars": 2 }\n', 'Stars: 2'],
      ['snippets/_intro.md', 'Intro v2.\n', 'Intro v2.'],
    ] as const) {
      fs.writeFileSync(path.join(root, file), text)
      const again = await build(root, { outDir: out })
      expect(again.compiled, file).toBe(1)
      expect(home(), file).toContain(seen)
      expect(snapshotDir(out), file).toEqual(await coldOutput(root))
    }
  })

  test('a markdown file imported by a component, and what it imports, count as read by every page that uses the component', async () => {
    const root = makeSite({
      'docusaurus.config.js':
        "module.exports = { title: 'Snippets', url: 'https://snippets.example.com', baseUrl: '/', presets: [['classic', { blog: false }]] }\n",
      'docs/a.mdx': "import Box from '@site/src/components/Box'\n\n# A\n\n<Box />\n",
      'docs/b.mdx': "import Box from '@site/src/components/Box'\n\n# B\n\n<Box />\n",
      'src/components/Box.js':
        'import Snippet from \'../../snippets/_s.mdx\'\nexport default function Box() { return <div className="box"><Snippet /></div> }\n',
      'snippets/_s.mdx':
        "import n from '@site/data/n.json'\n\nSnippet {n.v}. See [C](../docs/c.md).\n\n![pic](./pic.svg)\n",
      'snippets/pic.svg': '<svg xmlns="http://www.w3.org/2000/svg" width="10" height="10"></svg>\n',
      'docs/c.md': '---\nslug: /c-one\n---\n\n# C\n',
      'data/n.json': '{ "v": 1 }\n',
    })
    const out = path.join(tempDir(), 'out')
    await build(root, { outDir: out })
    for (const page of ['a', 'b'])
      expect(fs.readFileSync(path.join(out, `docs/${page}.html`), 'utf8')).toContain('Snippet 1.')
    fs.writeFileSync(path.join(root, 'data/n.json'), '{ "v": 2 }\n')
    expect((await build(root, { outDir: out })).compiled).toBe(2)
    for (const page of ['a', 'b'])
      expect(fs.readFileSync(path.join(out, `docs/${page}.html`), 'utf8')).toContain('Snippet 2.')
    expect(snapshotDir(out)).toEqual(await coldOutput(root))
    // An image beside the markdown: both pages get its new copy.
    fs.writeFileSync(
      path.join(root, 'snippets/pic.svg'),
      '<svg xmlns="http://www.w3.org/2000/svg" width="12" height="12"></svg>\n',
    )
    expect((await build(root, { outDir: out })).compiled).toBe(2)
    expect(snapshotDir(out)).toEqual(await coldOutput(root))
    // The markdown's link: both pages follow the linked doc's new URL.
    fs.writeFileSync(path.join(root, 'docs/c.md'), '---\nslug: /c-two\n---\n\n# C\n')
    await build(root, { outDir: out })
    for (const page of ['a', 'b'])
      expect(fs.readFileSync(path.join(out, `docs/${page}.html`), 'utf8'), page).toContain('href="/docs/c-two"')
    expect(snapshotDir(out)).toEqual(await coldOutput(root))
  })

  test('an MDX page importing only theme components is not recompiled when another file of the site changes, and the output stays the cold one', async () => {
    const root = makeSite({
      'site.config.ts': `export default { title: 'Tabs', url: 'https://tabs.example.com', baseUrl: '/', docs: { routeBasePath: '/docs' } }\n`,
      'content/docs/tabs.mdx':
        'import Tabs from \'@theme/Tabs\'\nimport TabItem from \'@theme/TabItem\'\n\n# Tabs\n\n<Tabs>\n<TabItem value="a" label="A">First</TabItem>\n<TabItem value="b" label="B">Second</TabItem>\n</Tabs>\n',
      'content/docs/other.md': '# Other\n\nText.\n',
      'data/notes.txt': 'v1\n',
    })
    const out = path.join(tempDir(), 'out')
    await build(root, { outDir: out })
    fs.appendFileSync(path.join(root, 'content/docs/other.md'), '\nMore.\n')
    fs.writeFileSync(path.join(root, 'data/notes.txt'), 'v2\n')
    const second = await build(root, { outDir: out })
    expect(second.compiled, 'only the edited page').toBe(1)
    expect(snapshotDir(out)).toEqual(await coldOutput(root))
  })
})

test('require and import() written in code blocks or quoted attribute values are text: they keep the narrow key', async () => {
  const { needsWide } = await import('./disk-cache.js')
  const page = {
    kind: 'doc' as const,
    sourcePath: '/s/a.mdx',
    relativePath: 'a.mdx',
    frontmatter: {},
    bodyStartLine: 1,
    format: 'mdx' as const,
  }
  expect(
    needsWide({
      ...page,
      body: "# Testing\n\n```js\nimport SoundPlayer from './sound-player'\nconst x = require('y')\n```\n\n~~~ts\nconst m = await import('@jest/globals')\n~~~\n",
    }),
  ).toBe(false)
  expect(needsWide({ ...page, body: '```js\ncode\n```\n\n{require(name)}\n' })).toBe(true)
  // A quoted attribute value is a string; an expression attribute is code.
  expect(
    needsWide({
      ...page,
      body: `<Row name="Dynamic Imports" code="const p = await import('package')" />\n<Row code='require(x)' />\n`,
    }),
  ).toBe(false)
  expect(needsWide({ ...page, body: "<Row code={import('package')} />\n" })).toBe(true)
  expect(needsWide({ ...page, body: 'export const a="b"; export const m = await import(a)\n' })).toBe(true)
})
