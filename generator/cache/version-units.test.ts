/**
 * Frozen docs versions kept whole (version-units.ts): a rebuild that changed nothing of a
 * frozen version neither reads, compiles nor renders it, and its output is still the cold build's;
 * whatever a kept version depends on (its files, links out of it, what its pages show of the
 * rest of the site, its output files) makes it built in full again.
 */
import { execFileSync } from 'node:child_process'
import { createHash } from 'node:crypto'
import fs from 'node:fs'
import path from 'node:path'
import { gunzipSync } from 'node:zlib'
import { describe, expect, test } from 'vitest'
import { build } from '../build.js'
import { holdsOnDisk, CheckThread } from './check-thread.js'
import { copyFixture, errorText, makeSite, rejection, snapshotDir, tempDir } from '../test/helpers.js'

const svg = (w: number) => `<svg xmlns="http://www.w3.org/2000/svg" width="${w}" height="10"></svg>\n`

function fixture(): string {
  return makeSite({
    'site.config.ts':
      "export default { title: 'Units', url: 'https://units.example', docs: { routeBasePath: '/docs' }, onBrokenAnchors: 'warn', navbar: { items: [{ type: 'docsVersionDropdown' }] } }\n",
    'content/docs/index.md': '# Home\n\nNow. See [the old guide](/docs/guide#old-heading).\n',
    'content/docs/guide.md': '# Guide\n\nThe [home](./index.md).\n',
    'content/docs/new.md': '# New\n\nOnly in Next.\n',
    'versions.json': '["2.0", "1.0"]',
    'versioned_docs/version-2.0/index.md': '# Home\n\nTwo.\n',
    'versioned_docs/version-2.0/guide.md':
      '# Guide\n\n## Old heading\n\nThe [home](./index.md), a [missing anchor](./index.md#nowhere), ![picture](/img/a.svg).\n',
    'versioned_docs/version-2.0/only-old.md': '# Only old\n\nGone in Next.\n',
    'versioned_docs/version-1.0/index.md': '---\ntitle: Home\nunknwon_key: 1\n---\n\nOne.\n',
    'versioned_docs/version-1.0/guide.md': '# Guide\n\nWhat is [new](/docs/next/new).\n',
    'static/img/a.svg': svg(10),
  })
}

/** The output of a cold build (no cache) of the same tree, in another folder. */
async function cold(root: string) {
  const out = path.join(tempDir(), 'cold')
  const report = await build(root, { outDir: out, cacheDir: false })
  return { files: snapshotDir(out), report }
}

/** Expect `out` to hold exactly the cold build's files, byte for byte. */
async function expectCold(root: string, out: string) {
  const { files } = await cold(root)
  const warm = snapshotDir(out)
  expect([...warm.keys()]).toEqual([...files.keys()])
  for (const [rel, bytes] of files) expect(warm.get(rel)!.equals(bytes), rel).toBe(true)
}

const edit = (root: string, rel: string) =>
  fs.appendFileSync(path.join(root, rel), `\nOne more paragraph ${Math.random()}.\n`)

describe('frozen versions kept whole', () => {
  test("V5 a rebuild with a current doc edited keeps 2.0 and 1.0 whole (nothing of theirs read, compiled or rendered); the output is the cold build's and their warnings are said again", async () => {
    const root = fixture()
    const out = path.join(tempDir(), 'out')
    const first = await build(root, { outDir: out })
    expect(first.keptVersions).toEqual([])
    edit(root, 'content/docs/guide.md')
    const warm = await build(root, { outDir: out })
    expect(warm.keptVersions).toEqual(['2.0', '1.0'])
    expect(warm.compiled).toBe(1)
    expect(warm.pages).toBe(first.pages)
    await expectCold(root, out)
    const { report } = await cold(root)
    // The kept versions' warnings (1.0's front matter, 2.0's broken anchor) are the cold build's.
    expect(warm.warnings.filter((w) => !w.includes('budget')).sort()).toEqual(
      report.warnings.filter((w) => !w.includes('budget')).sort(),
    )
    expect(warm.warnings.join('\n')).toContain('unknwon_key')
    expect(warm.warnings.join('\n')).toContain('#nowhere')
    // The last version (2.0) is public: llms.txt lists its docs from its record.
    expect(fs.readFileSync(path.join(out, 'llms.txt'), 'utf8')).toContain('only-old.md')
  })

  test("V5 frozen versions whose pages share a component's stylesheet: once kept, a rebuild with nothing changed is up to date", async () => {
    const root = fixture()
    const component =
      'import \'./box.css\'\nexport default function Box({ children }) { return <div className="box">{children}</div> }\n'
    fs.mkdirSync(path.join(root, 'src/components'), { recursive: true })
    fs.writeFileSync(path.join(root, 'src/components/Box.jsx'), component)
    fs.writeFileSync(path.join(root, 'src/components/box.css'), '.box { border: 1px solid; }\n')
    for (const v of ['2.0', '1.0'])
      fs.writeFileSync(
        path.join(root, `versioned_docs/version-${v}/boxed.mdx`),
        `import Box from '@site/src/components/Box'\n\n# Boxed\n\n<Box>In ${v}.</Box>\n`,
      )
    const out = path.join(tempDir(), 'out')
    await build(root, { outDir: out })
    edit(root, 'content/docs/guide.md')
    // Both versions kept: each record lists the shared stylesheet among its files.
    expect((await build(root, { outDir: out })).keptVersions).toEqual(['2.0', '1.0'])
    const again = await build(root, { outDir: out })
    expect(again.upToDate).toBe(true)
    await expectCold(root, out)
  })

  test('V5 a frozen version with a page whose code may read any file (`import(` outside code) is never kept whole, though the bodies are let go before its record is made', async () => {
    const root = fixture()
    fs.writeFileSync(
      path.join(root, 'versioned_docs/version-1.0/wide.mdx'),
      '# Wide\n\nLoad a module with import(name) when it is needed.\n',
    )
    const out = path.join(tempDir(), 'out')
    await build(root, { outDir: out })
    edit(root, 'content/docs/guide.md')
    const warm = await build(root, { outDir: out })
    expect(warm.keptVersions).toEqual(['2.0'])
    await expectCold(root, out)
  })

  test('V5 an edit inside a frozen version builds that version in full; the others stay kept', async () => {
    const root = fixture()
    const out = path.join(tempDir(), 'out')
    await build(root, { outDir: out })
    edit(root, 'versioned_docs/version-1.0/guide.md')
    const warm = await build(root, { outDir: out })
    expect(warm.keptVersions).toEqual(['2.0'])
    expect(warm.compiled).toBe(1)
    await expectCold(root, out)
    // And the next rebuild keeps 1.0 again.
    edit(root, 'content/docs/new.md')
    expect((await build(root, { outDir: out })).keptVersions).toEqual(['2.0', '1.0'])
    await expectCold(root, out)
    // With nothing changed the build is up to date: it builds nothing, so it says no version was kept.
    const idle = await build(root, { outDir: out })
    expect(idle.upToDate).toBe(true)
    expect(idle.keptVersions).toBeUndefined()
    // The up-to-date check reads a kept version's files from its record: one of them edited by hand is seen,
    // and repaired.
    fs.appendFileSync(path.join(out, 'docs/1.0/guide.html'), 'scribbled')
    const repaired = await build(root, { outDir: out })
    expect(repaired.upToDate).toBeUndefined()
    await expectCold(root, out)
    expect((await build(root, { outDir: out })).upToDate).toBe(true)
  })

  test("V5 a current doc with an id a frozen version has changes that version's dropdown: it is built in full", async () => {
    const root = fixture()
    const out = path.join(tempDir(), 'out')
    await build(root, { outDir: out })
    fs.writeFileSync(path.join(root, 'content/docs/only-old.md'), '# Only old\n\nBack in Next.\n')
    const warm = await build(root, { outDir: out })
    expect(warm.keptVersions).not.toContain('2.0')
    await expectCold(root, out)
    expect(fs.readFileSync(path.join(out, 'docs/only-old.html'), 'utf8')).toContain('href="/docs/next/only-old"')
  })

  test("V4 a link out of a kept version is checked again: the page it points to removed is an error naming the version's file, and the output stays as it was", async () => {
    const root = fixture()
    const out = path.join(tempDir(), 'out')
    await build(root, { outDir: out })
    const before = snapshotDir(out)
    fs.rmSync(path.join(root, 'content/docs/new.md'))
    const err = await rejection(build(root, { outDir: out }))
    expect(errorText(err)).toContain(path.join('versioned_docs', 'version-1.0', 'guide.md'))
    expect(errorText(err)).toContain('/docs/next/new')
    expect(snapshotDir(out)).toEqual(before)
  })

  test('V4 a link into a kept version is checked against its headings: an anchor it lacks is reported', async () => {
    const root = fixture()
    const out = path.join(tempDir(), 'out')
    await build(root, { outDir: out })
    fs.writeFileSync(
      path.join(root, 'content/docs/index.md'),
      '# Home\n\nNow. See [the old guide](/docs/guide#no-such-heading).\n',
    )
    const warm = await build(root, { outDir: out })
    expect(warm.keptVersions).toEqual(['2.0', '1.0'])
    expect(warm.warnings.join('\n')).toContain('#no-such-heading')
  })

  test("V5 a file a kept version read (an image's size) changed: the version is built in full", async () => {
    const root = fixture()
    const out = path.join(tempDir(), 'out')
    await build(root, { outDir: out })
    fs.writeFileSync(path.join(root, 'static/img/a.svg'), svg(20))
    const warm = await build(root, { outDir: out })
    expect(warm.keptVersions).toEqual(['1.0'])
    expect(fs.readFileSync(path.join(out, 'docs/guide.html'), 'utf8')).toContain('width="20"')
    await expectCold(root, out)
  })

  test("V5 a kept version's output file deleted or edited by hand: the version is built in full and the file repaired", async () => {
    const root = fixture()
    const out = path.join(tempDir(), 'out')
    await build(root, { outDir: out })
    fs.rmSync(path.join(out, 'docs/1.0/guide.html'))
    fs.appendFileSync(path.join(out, 'docs/guide.md'), 'scribbled\n')
    edit(root, 'content/docs/guide.md')
    const warm = await build(root, { outDir: out })
    expect(warm.keptVersions).toEqual([])
    await expectCold(root, out)
  })

  test('V5 a record whose checksum does not match (changed on disk, length and JSON intact) is not used: the version is built in full', async () => {
    const root = fixture()
    const out = path.join(tempDir(), 'out')
    const cacheDir = path.join(tempDir(), 'cache')
    await build(root, { outDir: out, cacheDir })
    const record = path.join(cacheDir, 'versions', 'en~1.0.json')
    const text = fs.readFileSync(record, 'utf8')
    expect(text).toContain('/docs/1.0/guide"')
    fs.writeFileSync(record, text.replace('/docs/1.0/guide"', '/docs/1.0/guidf"'))
    edit(root, 'content/docs/guide.md')
    const warm = await build(root, { outDir: out, cacheDir })
    expect(warm.keptVersions).toEqual(['2.0'])
    await expectCold(root, out)
  })

  test("V5 an edit of the current sidebars (sidebars.js) recompiles no page and keeps every frozen version; an edit of one version's sidebars builds that version alone, from the page cache", async () => {
    const root = copyFixture('docusaurus-versions')
    const out = path.join(tempDir(), 'out')
    await build(root, { outDir: out })
    const sidebars = path.join(root, 'sidebars.js')
    fs.writeFileSync(
      sidebars,
      fs
        .readFileSync(sidebars, 'utf8')
        .replace("'guides/tables', 'guides/harbours'", "'guides/harbours', 'guides/tables'"),
    )
    const current = await build(root, { outDir: out })
    expect(current.keptVersions).toEqual(['2.0', '1.0'])
    expect(current.compiled).toBe(0)
    await expectCold(root, out)
    const v1 = path.join(root, 'versioned_sidebars/version-1.0-sidebars.json')
    fs.writeFileSync(
      v1,
      fs.readFileSync(v1, 'utf8').replace('"guides/tables", "guides/almanac"', '"guides/almanac", "guides/tables"'),
    )
    const one = await build(root, { outDir: out })
    expect(one.keptVersions).toEqual(['2.0'])
    expect(one.compiled).toBe(0)
    await expectCold(root, out)
  })

  test("V5 with git last-update dates shown, a kept version keeps its dates; a change of its docs' history alone (a commit re-dated) builds it in full, and the output is the cold build's", async () => {
    const root = fixture()
    const config = path.join(root, 'site.config.ts')
    fs.writeFileSync(
      config,
      fs
        .readFileSync(config, 'utf8')
        .replace(
          "docs: { routeBasePath: '/docs' }",
          "docs: { routeBasePath: '/docs', showLastUpdateTime: true, showLastUpdateAuthor: true }",
        ),
    )
    const env = { ...process.env, GIT_CONFIG_GLOBAL: '/dev/null', GIT_CONFIG_NOSYSTEM: '1' }
    const git = (args: string[], date = '2024-01-01T12:00:00Z') =>
      execFileSync(
        'git',
        ['-c', 'user.email=t@example.com', '-c', 'user.name=Ann Author', '-c', 'commit.gpgsign=false', ...args],
        { cwd: root, stdio: 'pipe', env: { ...env, GIT_AUTHOR_DATE: date, GIT_COMMITTER_DATE: date } },
      )
    git(['init', '-q'])
    git(['add', '.'])
    git(['commit', '-q', '-m', 'all'])
    const out = path.join(tempDir(), 'out')
    await build(root, { outDir: out })
    expect(fs.readFileSync(path.join(out, 'docs/1.0/guide.html'), 'utf8')).toContain('Jan 1, 2024')
    edit(root, 'content/docs/new.md')
    expect((await build(root, { outDir: out })).keptVersions).toEqual(['2.0', '1.0'])
    await expectCold(root, out)
    // The same files, another history: the versions are built in full and show the new date.
    git(['commit', '-q', '--amend', '--no-edit'], '2024-06-01T12:00:00Z')
    const redated = await build(root, { outDir: out })
    expect(redated.keptVersions).toEqual([])
    expect(fs.readFileSync(path.join(out, 'docs/1.0/guide.html'), 'utf8')).toContain('Jun 1, 2024')
    await expectCold(root, out)
    edit(root, 'content/docs/new.md')
    expect((await build(root, { outDir: out })).keptVersions).toEqual(['2.0', '1.0'])
  })

  test('V5 a config change (the navbar every page shows) builds every version in full', async () => {
    const root = fixture()
    const out = path.join(tempDir(), 'out')
    await build(root, { outDir: out })
    const config = path.join(root, 'site.config.ts')
    fs.writeFileSync(config, fs.readFileSync(config, 'utf8').replace("title: 'Units'", "title: 'Units renamed'"))
    const warm = await build(root, { outDir: out })
    expect(warm.keptVersions).toEqual([])
    await expectCold(root, out)
  })

  test('V5 without a persistent cache no version is kept', async () => {
    const root = fixture()
    const out = path.join(tempDir(), 'out')
    await build(root, { outDir: out, cacheDir: false })
    edit(root, 'content/docs/guide.md')
    expect((await build(root, { outDir: out, cacheDir: false })).keptVersions).toBeUndefined()
  })

  test("V3 V5 with search on a kept version keeps its own search index (pagefind/versions/<name>/); the main index is made again; an edit inside the version indexes it again; the output is the cold build's", async () => {
    const root = fixture()
    const config = path.join(root, 'site.config.ts')
    fs.writeFileSync(
      config,
      fs.readFileSync(config, 'utf8').replace("title: 'Units',", "title: 'Units', search: true,"),
    )
    const out = path.join(tempDir(), 'out')
    await build(root, { outDir: out })
    const indexOf = (name: string) =>
      new Map([...snapshotDir(out)].filter(([rel]) => rel.startsWith(`pagefind/versions/${name}/`)))
    const before = indexOf('1.0')
    expect([...before.keys()].some((rel) => rel.endsWith('.pf_fragment'))).toBe(true)
    edit(root, 'content/docs/guide.md')
    const warm = await build(root, { outDir: out })
    expect(warm.keptVersions).toEqual(['2.0', '1.0'])
    expect(indexOf('1.0')).toEqual(before)
    await expectCold(root, out)
    // An edit inside 1.0: its index is made again (the new words are found in it), 2.0's is kept.
    fs.appendFileSync(path.join(root, 'versioned_docs/version-1.0/guide.md'), '\nA capybara.\n')
    expect((await build(root, { outDir: out })).keptVersions).toEqual(['2.0'])
    const fragments = [...indexOf('1.0')]
      .filter(([rel]) => rel.endsWith('.pf_fragment'))
      .map(([, bytes]) => gunzipSync(bytes).toString('utf8'))
    expect(fragments.some((f) => f.includes('A capybara.'))).toBe(true)
    await expectCold(root, out)
  })
})

describe('frozen versions kept whole, in every locale', () => {
  test("C5 V5 each locale keeps its frozen version whole (named `fr/1.0`); the output of every locale is the cold build's", async () => {
    const root = copyFixture('docusaurus-i18n', {
      'versions.json': '["1.0"]',
      'versioned_docs/version-1.0/intro.md': '# Introduction\n\nThe first release.\n',
      'versioned_docs/version-1.0/guides/setup.md': '# Setup\n\nInstall it. Back to the [introduction](../intro.md).\n',
      'versioned_sidebars/version-1.0-sidebars.json':
        '{ "guide": ["intro", { "type": "category", "label": "Guides", "items": [{ "type": "autogenerated", "dirName": "guides" }] }] }\n',
    })
    fs.rmSync(path.join(root, '.cache'), { recursive: true, force: true })
    // Without Algolia: the local search index (which needs every page's text) would keep no version.
    const config = path.join(root, 'docusaurus.config.js')
    fs.writeFileSync(config, fs.readFileSync(config, 'utf8').replace(/\n\s*algolia: \{[^}]*\},/, ''))
    const out = path.join(tempDir(), 'out')
    expect((await build(root, { outDir: out })).keptVersions).toEqual([])
    edit(root, 'docs/intro.md')
    const warm = await build(root, { outDir: out })
    expect(warm.keptVersions).toEqual(['1.0', 'fr/1.0', 'fa/1.0'])
    await expectCold(root, out)
    // One locale alone keeps its own.
    edit(root, 'docs/intro.md')
    expect((await build(root, { outDir: out, locale: 'fr' })).keptVersions).toEqual(['fr/1.0'])
  })
})

describe("the check of kept versions' files on another thread", () => {
  test("the thread says which records' files changed or whose checksum is wrong (and runs: its source is plain CommonJS)", async () => {
    const dir = tempDir()
    const out = path.join(dir, 'out')
    fs.mkdirSync(out)
    fs.writeFileSync(path.join(out, 'a.html'), 'a')
    fs.writeFileSync(path.join(out, 'b.html'), 'b')
    const stamp = (rel: string) => {
      const st = fs.statSync(path.join(out, rel))
      return [rel, st.size, st.mtimeMs, st.ino]
    }
    const record = (
      name: string,
      files: (string | number)[][],
      sum = (body: string) => createHash('sha256').update(body).digest('hex'),
    ) => {
      const columns = {
        rel: files.map((f) => f[0]),
        size: files.map((f) => f[1]),
        mtime: files.map((f) => f[2]),
        ino: files.map((f) => f[3]),
      }
      const body = JSON.stringify(columns) + '\n' + JSON.stringify({ version: name })
      const file = path.join(dir, `${name}.json`)
      fs.writeFileSync(file, `${JSON.stringify({ v: 2, sha256: sum(body) })}\n${body}`)
      return file
    }
    const files = [
      record('good', [stamp('a.html')]),
      record('bad', [stamp('b.html')]),
      record('gone', [['c.html', 1, 1, 1]]),
      path.join(dir, 'missing.json'),
      record('corrupt', [stamp('a.html')], () => 'not its sum'),
    ]
    fs.writeFileSync(path.join(out, 'b.html'), 'bb')
    const thread = CheckThread.start()!
    const bad = await thread.damaged(files, out + path.sep)
    await thread.close()
    expect(bad).toEqual([1, 2, 3, 4])
    // Without a thread, this thread runs the same check.
    expect(files.map((f) => holdsOnDisk(f, out + path.sep))).toEqual([true, false, false, false, false])
  })
})
