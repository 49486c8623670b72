/**
 * The persistent cache of compiled pages: a cached build's output is byte for byte a cold
 * build's (`cacheDir: false`) across a seeded random sequence of edits of every kind, and an
 * entry that is not exactly right (truncated, corrupt, another format) is compiled again.
 */
import fs from 'node:fs'
import path from 'node:path'
import { describe, expect, test } from 'vitest'
import { build } from '../build.js'
import { makeSite, snapshotDir, tempDir } from '../test/helpers.js'
import { writeStaged } from './atomic-write.js'
import { entryKeys } from './entry-packs.js'
import { RENDER } from './render-cache.js'
import {
  CACHE_FORMAT,
  cacheBases,
  commitStaged,
  decodeEntry,
  defaultCacheDir,
  encodeEntry,
  listFiles,
  seal,
  sealChunks,
  stageFolder,
  subtreeOf,
  sweepEntries,
  unseal,
} from './disk-cache.js'
import { normalizeConfig } from '../stages/config.js'
import type { CompiledPage } from '../core/types.js'

const SVG = (n: number) =>
  `<svg xmlns="http://www.w3.org/2000/svg" width="${10 + n}" height="10"><rect width="${10 + n}" height="10" fill="#${(0x123456 + n * 977).toString(16).slice(-6)}"/></svg>\n`

/** A small site: docs (one with an image beside it and a code block in an unknown language), a category, a
 * post, an MDX page importing a partial and a site component. */
function fixture(): string {
  return makeSite({
    'site.config.ts': `export default { title: 'Cache Site', url: 'https://cache.example.com', baseUrl: '/', docs: { routeBasePath: '/docs' }, customCss: ['./src/custom.css'] }\n`,
    'src/custom.css': ':root { --ifm-color-primary: #123456; }\n',
    'content/docs/intro.md':
      '---\ntitle: Intro\n---\n\nStart with [the first guide](./guide/one.md#setup).\n\n![A picture](./pic.svg)\n\n```foolang\nsome code\n```\n',
    'content/docs/pic.svg': SVG(0),
    'content/docs/guide/_category_.json': JSON.stringify({ label: 'Guide', position: 2 }),
    'content/docs/guide/one.md': '---\ntitle: One\n---\n\n## Setup\n\nBack to [the intro](../intro.md).\n',
    'content/docs/guide/two.md': '# Two\n\nA second guide.\n',
    'content/docs/mixed.mdx':
      "---\ntitle: Mixed\n---\n\nimport Note from './_parts/_note.mdx'\nimport Hello from '@site/src/components/Hello.jsx'\n\n<Note />\n\n<Hello name=\"cache\" />\n\nSee [two](./guide/two.md).\n",
    'content/docs/_parts/_note.mdx': 'A shared **note**, version 0.\n',
    // MDX without imports keeps the narrow key: it must still follow the theme's components, its links and its image.
    'content/docs/plain.mdx':
      '# Plain MDX\n\n<details>\n  <summary>More</summary>\n\n  See [one](./guide/one.md#setup) and ![a picture](./pic.svg).\n</details>\n\n:::tip\n\nNo imports {1 + 1}.\n\n:::\n',
    'src/components/Hello.jsx':
      'import React from \'react\'\n\nexport default function Hello({ name }) {\n  return <p className="hello">Hello, {name}! (v0)</p>\n}\n',
    'content/blog/2025-01-02-first.md':
      '---\ntitle: First post\ntags: [news]\n---\n\nThe first post.\n\n<!-- truncate -->\n\nMore of it.\n',
    'static/extra.txt': 'static 0\n',
  })
}

/** mulberry32: a small seeded PRNG, so a failing sequence can be replayed. */
function prng(seed: number): () => number {
  let a = seed >>> 0
  return () => {
    a = (a + 0x6d2b79f5) >>> 0
    let t = a
    t = Math.imul(t ^ (t >>> 15), t | 1)
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61)
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296
  }
}

/** Builds `root` cold (no cache) and cached into two fixed folders; both outputs and warnings must match. */
async function buildBoth(root: string, outs: { cold: string; cached: string }) {
  const cold = await build(root, { outDir: outs.cold, cacheDir: false })
  const cached = await build(root, { outDir: outs.cached })
  const a = snapshotDir(outs.cold),
    b = snapshotDir(outs.cached)
  expect([...b.keys()]).toEqual([...a.keys()])
  for (const [file, bytes] of a) {
    const other = b.get(file)!
    if (other.equals(bytes)) continue
    let i = 0
    while (i < bytes.length && bytes[i] === other[i]) i++
    expect(
      other.subarray(Math.max(0, i - 100), i + 100).toString(),
      `${file} differs between the cold and the cached build`,
    ).toBe(bytes.subarray(Math.max(0, i - 100), i + 100).toString())
  }
  expect([...cached.warnings].sort()).toEqual([...cold.warnings].sort())
  return { cold, cached }
}

/** The keys of the site's page entries (files of their own and packed). */
const entriesOf = (root: string) => entryKeys(path.join(defaultCacheDir(root), 'pages'))
/** The files of the site's page entries' folder. */
const filesOf = (root: string) => {
  const dir = path.join(defaultCacheDir(root), 'pages')
  return fs.existsSync(dir) ? fs.readdirSync(dir).map((n) => path.join(dir, n)) : []
}
/** Replace in `file` the first `from` at or after byte `at` with `to`, of the same byte length (the bytes
 * after it keep their places). */
function editInPlace(file: string, at: number, from: string, to: string): void {
  const bytes = fs.readFileSync(file)
  const i = bytes.indexOf(from, at)
  expect(i, `${from} after byte ${at} of ${file}`).toBeGreaterThanOrEqual(0)
  expect(Buffer.byteLength(to)).toBe(Buffer.byteLength(from))
  bytes.write(to, i)
  fs.writeFileSync(file, bytes)
}

describe('sealed records', () => {
  test('31 a record sealed from its bytes in parts is the one sealed from its text, byte for byte (render entries are written from the bytes the render wrote)', () => {
    const parts = ['{"files":[]}\n', '<p>é “quotes” ✓</p>', '', '{"a":1}']
    const fromText = Buffer.from(seal('k', parts.join('')))
    const fromBytes = Buffer.concat(
      sealChunks(
        'k',
        parts.map((p) => Buffer.from(p)),
      ),
    )
    expect(fromBytes.equals(fromText)).toBe(true)
    expect(unseal(fromBytes.toString('utf8'), 'k')).toBe(parts.join(''))
  })
})

describe('persistent build cache', () => {
  test('a cached build equals a cold one, byte for byte, across a seeded random sequence of edits', async () => {
    const root = fixture()
    const outs = { cold: path.join(tempDir(), 'cold'), cached: path.join(tempDir(), 'cached') }
    const file = (rel: string) => path.join(root, rel)
    const edit = (rel: string, f: (text: string) => string) =>
      fs.writeFileSync(file(rel), f(fs.readFileSync(file(rel), 'utf8')))
    const first = await buildBoth(root, outs)
    // the first cached build compiled everything
    expect(first.cached.compiled).toBe(first.cached.reused + first.cached.compiled)
    const again = await build(root, { outDir: outs.cached })
    expect({ reused: again.reused, compiled: again.compiled }).toEqual({ reused: first.cached.compiled, compiled: 0 })

    // Docs nobody links to: they may be renamed, moved and deleted without breaking a link.
    const free = ['content/docs/guide/two.md']
    let n = 0
    const pick = <T>(xs: T[]) => xs[Math.floor(random() * xs.length)]!
    const random = prng(20250601)
    const linked = ['content/docs/intro.md', 'content/docs/guide/one.md']
    const edits: Record<string, () => void> = {
      body: () => edit(pick([...linked, ...free]), (t) => t + `\nA new paragraph ${n}.\n`),
      title: () => edit('content/docs/guide/one.md', (t) => t.replace(/^title: .*$/m, `title: One, take ${n}`)),
      frontMatter: () =>
        edit('content/docs/intro.md', (t) =>
          /^description:/m.test(t)
            ? t.replace(/^description: .*$/m, `description: Intro number ${n}`)
            : t.replace(/^---\n/, `---\ndescription: Intro number ${n}\n`),
        ),
      slug: () =>
        edit(free[0]!, (t) =>
          t.startsWith('---\nslug:') ? t.replace(/^---\nslug: .*\n---\n/, '') : `---\nslug: /custom-${n}\n---\n` + t,
        ),
      add: () => {
        const rel = `content/docs/${pick(['', 'guide/'])}added-${n}.md`
        fs.writeFileSync(file(rel), `# Added ${n}\n\nA page added in step ${n}.\n`)
        free.push(rel)
      },
      delete: () => {
        if (free.length < 2) return edits.add!()
        const rel = free.splice(1 + Math.floor(random() * (free.length - 1)), 1)[0]!
        fs.rmSync(file(rel))
      },
      rename: () => {
        const i = Math.floor(random() * free.length)
        const to = path.posix.join(path.posix.dirname(free[i]!), `renamed-${n}.md`)
        fs.renameSync(file(free[i]!), file(to))
        free[i] = to
      },
      move: () => {
        const i = Math.floor(random() * free.length)
        const from = free[i]!
        const to = from.includes('/guide/')
          ? from.replace('/guide/', '/')
          : from.replace('content/docs/', 'content/docs/guide/')
        if (fs.existsSync(file(to))) return
        fs.renameSync(file(from), file(to))
        free[i] = to
      },
      partial: () =>
        edit('content/docs/_parts/_note.mdx', (t) => t.replace(/version \d+/, `version ${n}`) + `\nNote line ${n}.\n`),
      component: () => edit('src/components/Hello.jsx', (t) => t.replace(/\(v\d+\)/, `(v${n})`)),
      image: () => fs.writeFileSync(file('content/docs/pic.svg'), SVG(n)),
      static: () => fs.writeFileSync(file('static/extra.txt'), `static ${n}\n`.repeat(n)),
      config: () => edit('site.config.ts', (t) => t.replace(/title: '[^']*'/, `title: 'Cache Site ${n}'`)),
      linkedSlug: () =>
        edit('content/docs/guide/one.md', (t) =>
          /^slug:/m.test(t) ? t.replace(/^slug: .*\n/m, '') : t.replace(/^---\n/, `---\nslug: /one-${n}\n`),
        ),
      position: () =>
        edit('content/docs/guide/two.md', (t) =>
          t.startsWith('---\nsidebar_position:')
            ? t.replace(/^---\nsidebar_position: .*\n---\n/, '')
            : `---\nsidebar_position: ${n % 3}\n---\n` + t,
        ),
      category: () =>
        fs.writeFileSync(
          file('content/docs/guide/_category_.json'),
          JSON.stringify({ label: `Guide ${n}`, position: 1 + (n % 3) }),
        ),
      css: () =>
        fs.writeFileSync(
          file('src/custom.css'),
          `:root { --ifm-color-primary: #${(0x100000 + n * 4099).toString(16).slice(-6)}; }\n`,
        ),
    }
    const kinds = Object.keys(edits)
    // Every kind once (in a seeded order), then seeded picks: ~15 steps, each compared cold vs cached.
    const order = [...kinds].sort(() => random() - 0.5)
    while (order.length < 22) order.push(pick(kinds))
    for (const kind of order) {
      n++
      edits[kind]!()
      const { cached } = await buildBoth(root, outs)
      expect(cached.reused + cached.compiled, kind).toBe(first.cached.compiled + free.length - 1)
      if (kind === 'body') expect(cached.reused, 'a body edit reuses the other .md pages').toBeGreaterThan(0)
      // A new page changes no other page's links: it is compiled, and only it (the MDX page's imports are
      // recorded reads, none changed).
      if (kind === 'add') expect(cached.compiled, 'adding a page compiles it only').toBe(1)
      if (kind === 'body')
        expect(cached.renderReused, 'a body edit re-renders the pages that show it only').toBeGreaterThan(0)
      // A rebuild with nothing changed reuses every rendered page.
      if (kind === 'static') {
        const noop = await build(root, { outDir: outs.cached })
        expect({ compiled: noop.compiled, rendered: noop.pages - noop.renderReused }).toEqual({
          compiled: 0,
          rendered: 0,
        })
        await buildBoth(root, outs)
      }
    }
    // One entry per page of the last build: unused entries were swept.
    expect(entriesOf(root).length).toBe(first.cached.compiled + free.length - 1)
  }, 120_000)

  test('truncated, corrupt and other-format entries are compiled again; --no-cache writes nothing; a failed build leaves the cache as it was', async () => {
    const root = fixture()
    const outs = { cold: path.join(tempDir(), 'cold'), cached: path.join(tempDir(), 'cached') }
    await build(root, { outDir: outs.cold, cacheDir: false })
    expect(fs.existsSync(path.join(root, '.cache')), '--no-cache writes nothing').toBe(false)
    const { cached } = await buildBoth(root, outs)
    // The cold build packed its entries: one file for this small site.
    const packs = filesOf(root)
    expect(packs.map((f) => path.extname(f))).toEqual(['.pack'])
    const pack = packs[0]!
    // Its index is at its end: JSON, a newline, and the JSON's byte length in 12 digits.
    const bytes = fs.readFileSync(pack)
    const indexLength = Number(bytes.subarray(-12).toString())
    const index = JSON.parse(bytes.subarray(bytes.length - 12 - indexLength, bytes.length - 13).toString()) as {
      entries: [string, number][]
    }
    expect(index.entries.length).toBe(cached.compiled)
    expect(entriesOf(root)).toEqual(index.entries.map(([key]) => key).sort())
    // In the pack, three entries altered in place: one byte of the HTML; another format version; filed under
    // another entry's key.
    const offsets = index.entries.map((_, i) => index.entries.slice(0, i).reduce((n, [, length]) => n + length, 0))
    editInPlace(pack, offsets[0]!, '"html":"<', '"html":"X')
    editInPlace(pack, offsets[1]!, `"v":${CACHE_FORMAT},`, `"v":${CACHE_FORMAT + 1},`)
    editInPlace(pack, offsets[2]!, `"key":"${index.entries[2]![0]}"`, `"key":"${index.entries[3]![0]}"`)
    // A temp file a SIGKILL-ed build left behind is never read (it does not end in .json) and is swept.
    fs.writeFileSync(path.join(path.dirname(pack), `${index.entries[2]![0]}.json.123-abc.tmp`), fs.readFileSync(pack))
    // No file of the site changed, so the whole-build check (up-to-date.ts) would have nothing to do: this
    // test is about entries.
    fs.rmSync(path.join(defaultCacheDir(root), 'last-build.json'))
    let rebuilt = await buildBoth(root, outs)
    expect(rebuilt.cached.compiled).toBe(3)
    expect(filesOf(root).filter((f) => f.endsWith('.tmp'))).toEqual([])
    // The three compiled again came in a new pack; the old one, no more than half of it used (three of its
    // six entries superseded), was written out as files of their own and removed.
    expect(index.entries.length).toBe(6)
    expect(
      filesOf(root)
        .map((f) => path.extname(f))
        .sort(),
    ).toEqual(['.json', '.json', '.json', '.pack'])
    expect(entriesOf(root)).toEqual(index.entries.map(([key]) => key).sort())
    const own = filesOf(root).filter((f) => f.endsWith('.json'))
    // Entries of their own: truncated; one byte of the HTML changed.
    const [a, b] = own as [string, string]
    fs.writeFileSync(a, fs.readFileSync(a, 'utf8').slice(0, 200))
    fs.writeFileSync(b, fs.readFileSync(b, 'utf8').replace(/"html":"</, '"html":"X<'))
    fs.rmSync(path.join(defaultCacheDir(root), 'last-build.json'))
    rebuilt = await buildBoth(root, outs)
    expect(rebuilt.cached.compiled).toBe(2)

    // A build that fails after compiling (a broken link) leaves the cache and the output folder as they were.
    const cacheBefore = snapshotDir(defaultCacheDir(root)),
      outBefore = snapshotDir(outs.cached)
    fs.appendFileSync(path.join(root, 'content/docs/guide/two.md'), '\n[broken](./nowhere.md)\n')
    fs.appendFileSync(path.join(root, 'content/docs/intro.md'), '\nAn edit compiled before the failure.\n')
    await expect(build(root, { outDir: outs.cached })).rejects.toThrow()
    expect(snapshotDir(defaultCacheDir(root)), 'the cache is as it was').toEqual(cacheBefore)
    expect(snapshotDir(outs.cached), 'the output folder is as it was').toEqual(outBefore)
    fs.writeFileSync(path.join(root, 'content/docs/guide/two.md'), '# Two\n\nA second guide, fixed.\n')
    await buildBoth(root, outs)
  }, 60_000)

  test('a title edit re-renders the pages that show it (open sidebar branch, cards, prev/next) only; unchanged output files keep their identity', async () => {
    const root = fixture()
    const out = path.join(tempDir(), 'out')
    const first = await build(root, { outDir: out })
    expect(first.renderReused).toBe(0)
    expect(first.changed, 'into a new folder, every file is new').toEqual([...snapshotDir(out).keys()])
    const inodes = () => new Map([...snapshotDir(out).keys()].map((rel) => [rel, fs.statSync(path.join(out, rel)).ino]))
    const before = inodes()
    const noop = await build(root, { outDir: out })
    expect({ compiled: noop.compiled, rendered: noop.pages - noop.renderReused, changed: noop.changed }).toEqual({
      compiled: 0,
      rendered: 0,
      changed: [],
    })
    expect(inodes(), 'a no-op rebuild keeps every output file (not touched by the in-place commit)').toEqual(before)

    fs.writeFileSync(
      path.join(root, 'content/docs/guide/one.md'),
      fs.readFileSync(path.join(root, 'content/docs/guide/one.md'), 'utf8').replace('title: One', 'title: One renamed'),
    )
    const titled = await build(root, { outDir: out })
    const docPages = [...snapshotDir(out).keys()].filter((f) => f.startsWith('docs/') && f.endsWith('.html'))
    // Every doc is in the one sidebar, which shows the title: those are rendered again, the blog and the rest are not.
    // The doc, its category page (a card), and its sibling (the open branch, its prev link) show the title; intro and
    // mixed show the guide category closed, and the blog does not show it at all.
    expect(docPages.filter((f) => titled.changed.includes(f))).toEqual([
      'docs/guide/index.html',
      'docs/guide/one.html',
      'docs/guide/two.html',
    ])
    expect(titled.pages - titled.renderReused).toBe(3)
    const cold = path.join(tempDir(), 'cold')
    await build(root, { outDir: cold, cacheDir: false })
    const [a, b] = [snapshotDir(cold), snapshotDir(out)]
    expect([...b.keys()]).toEqual([...a.keys()])
    for (const [rel, bytes] of a) expect(b.get(rel)!.equals(bytes), `${rel} differs from a cold build`).toBe(true)
    const after = inodes()
    const kept = [...after].filter(([rel, ino]) => before.get(rel) === ino).map(([rel]) => rel)
    const blog = [...after.keys()].filter((f) => f.startsWith('blog/'))
    expect(blog.length).toBeGreaterThan(0)
    expect(
      blog.filter((f) => !kept.includes(f)),
      'the blog does not show the doc title',
    ).toEqual([])
    expect(titled.changed).toEqual([...after.keys()].filter((rel) => !kept.includes(rel)).sort())
    expect(titled.changed.length).toBeGreaterThan(0)
  }, 60_000)

  test('keys are content hashes: new modification times on every file (a fresh checkout) still reuse everything', async () => {
    const root = fixture()
    const out = path.join(tempDir(), 'out')
    const first = await build(root, { outDir: out })
    const touchAll = (time: Date) => {
      for (const rel of fs.readdirSync(root, { recursive: true }).map(String)) {
        if (rel.startsWith('.cache')) continue
        fs.utimesSync(path.join(root, rel), time, time)
      }
    }
    // Recent times (hashed again, not memoised: see file-hashes.ts), then old ones (hashed and memoised).
    for (const time of [new Date(), new Date('2020-01-02T03:04:05Z')]) {
      touchAll(time)
      const again = await build(root, { outDir: out })
      expect({ compiled: again.compiled, rendered: again.pages - again.renderReused, changed: again.changed }).toEqual({
        compiled: 0,
        rendered: 0,
        changed: [],
      })
    }
    const memo = JSON.parse(fs.readFileSync(path.join(defaultCacheDir(root), 'files.json'), 'utf8')) as {
      files: Record<string, unknown>
    }
    expect(Object.keys(memo.files)).toContain(path.join(root, 'src/custom.css'))
    // Same bytes under a new time, then new bytes: the memo never hides a change.
    fs.writeFileSync(path.join(root, 'content/docs/pic.svg'), SVG(7))
    const changed = await build(root, { outDir: out })
    expect(changed.compiled).toBeGreaterThan(0)
    expect(first.compiled).toBe(changed.reused + changed.compiled)
  }, 60_000)

  test('with search on, reused pages keep their search documents and weights: the index and the report match a cold build', async () => {
    const root = fixture()
    fs.writeFileSync(
      path.join(root, 'site.config.ts'),
      fs
        .readFileSync(path.join(root, 'site.config.ts'), 'utf8')
        .replace("title: 'Cache Site',", "title: 'Cache Site', search: true,"),
    )
    const outs = { cold: path.join(tempDir(), 'cold'), cached: path.join(tempDir(), 'cached') }
    await build(root, { outDir: outs.cached })
    fs.appendFileSync(path.join(root, 'content/docs/guide/two.md'), '\nA searchable zebra paragraph.\n')
    const { cold, cached } = await buildBoth(root, outs)
    expect(cached.renderReused).toBeGreaterThan(0)
    expect([...snapshotDir(outs.cached).keys()].some((f) => f.startsWith('pagefind/'))).toBe(true)
    expect(cached.weights).toEqual(cold.weights)
  }, 60_000)

  test("31 with search on, pages taken from render entries into an empty output folder: their search documents are made again from the entries' pages, and the index is the cold build's byte for byte", async () => {
    const root = fixture()
    fs.writeFileSync(
      path.join(root, 'site.config.ts'),
      fs
        .readFileSync(path.join(root, 'site.config.ts'), 'utf8')
        .replace("title: 'Cache Site',", "title: 'Cache Site', search: true,"),
    )
    await build(root, { outDir: path.join(tempDir(), 'first') })
    // An entry holds the page and its route data, not the search document a second time.
    const renderDir = path.join(root, '.cache/build', RENDER)
    const stored = fs
      .readdirSync(renderDir)
      .map((f) => fs.readFileSync(path.join(renderDir, f), 'utf8'))
      .join('')
    expect(stored).toContain('"search":true')
    expect(stored).not.toContain('data-pagefind-meta')
    // Another output folder: no record holds there, so every page comes from its entry.
    const { cold, cached } = await buildBoth(root, {
      cold: path.join(tempDir(), 'cold'),
      cached: path.join(tempDir(), 'fresh'),
    })
    expect(cached.renderReused).toBe(cached.pages)
    expect(cached.weights).toEqual(cold.weights)
  }, 60_000)

  test('two cold builds of the same site in different folders are byte for byte the same', async () => {
    const a = fixture(),
      b = fixture()
    const outA = path.join(tempDir(), 'a'),
      outB = path.join(tempDir(), 'b')
    await build(a, { outDir: outA, cacheDir: false })
    await build(b, { outDir: outB, cacheDir: false })
    const sa = snapshotDir(outA),
      sb = snapshotDir(outB)
    expect([...sb.keys()]).toEqual([...sa.keys()])
    for (const [rel, bytes] of sa) expect(sb.get(rel)!.equals(bytes), `${rel} differs`).toBe(true)
  }, 60_000)

  test('decodeEntry trusts only an exact entry of its key and format', () => {
    const page = {
      html: '<p>x</p>',
      h1: null,
      headings: [],
      ids: [],
      links: [],
      excerptHtml: null,
      firstParagraph: 'x',
      words: 1,
    } as unknown as CompiledPage
    const text = encodeEntry(
      'k1',
      { ...page, source: { sourcePath: '/a.md' } as CompiledPage['source'], htmlFile: '/tmp/spill.html' },
      ['w'],
    )
    expect(decodeEntry(text, 'k1')).toEqual({ page, warnings: ['w'], lookups: [] })
    expect(decodeEntry(text, 'k2')).toBeNull()
    expect(decodeEntry(text.slice(0, -1), 'k1')).toBeNull()
    expect(decodeEntry(text.replace('<p>x', '<p>y'), 'k1')).toBeNull()
    expect(decodeEntry('', 'k1')).toBeNull()
    expect(decodeEntry('{"v":1}\n{', 'k1')).toBeNull()
    // A page whose copied file (e.g. component CSS kept in the OS temp folder) is gone is compiled again.
    const withAsset = encodeEntry(
      'k1',
      { ...page, source: {} as CompiledPage['source'], assets: [{ from: '/nonexistent/x.css', to: 'assets/x.css' }] },
      [],
    )
    expect(decodeEntry(withAsset, 'k1')).toBeNull()
  })

  test('sweepEntries keeps the used entries only', async () => {
    const dir = tempDir()
    fs.mkdirSync(path.join(dir, 'pages'))
    for (const n of ['a.json', 'b.json', 'a.json.1-x.tmp']) fs.writeFileSync(path.join(dir, 'pages', n), '')
    await sweepEntries(dir, new Set(['a']))
    expect(fs.readdirSync(path.join(dir, 'pages'))).toEqual(['a.json'])
  })

  test('staged entries are written in place (no temp file) and committed: a cache without the folder takes the staged one whole, one with it gets each entry added', async () => {
    const dir = tempDir()
    const first = stageFolder(dir)
    writeStaged(path.join(first, 'pages', 'a.json'), () => 'A1')
    writeStaged(path.join(first, 'pages', 'b.json'), () => 'B1')
    writeStaged(path.join(first, 'pages', 'c.json'), () => {
      throw new Error('could not encode')
    })
    expect(fs.readdirSync(path.join(first, 'pages')).sort()).toEqual(['a.json', 'b.json'])
    await commitStaged(dir, first)
    expect(fs.readdirSync(dir)).toEqual(['pages']) // the staging folder is gone
    expect(fs.readdirSync(path.join(dir, 'pages')).sort()).toEqual(['a.json', 'b.json'])

    const second = stageFolder(dir)
    const many = Array.from({ length: 150 }, (_, i) => `n${i}.json`) // more than one batch of renames
    for (const name of ['b.json', ...many]) writeStaged(path.join(second, 'pages', name), () => `2 ${name}`)
    await commitStaged(dir, second)
    expect(fs.readdirSync(dir)).toEqual(['pages'])
    expect(fs.readdirSync(path.join(dir, 'pages')).sort()).toEqual(['a.json', 'b.json', ...many].sort())
    expect(fs.readFileSync(path.join(dir, 'pages', 'a.json'), 'utf8')).toBe('A1')
    expect(fs.readFileSync(path.join(dir, 'pages', 'b.json'), 'utf8')).toBe('2 b.json')
    expect(fs.readFileSync(path.join(dir, 'pages', 'n149.json'), 'utf8')).toBe('2 n149.json')

    // A staging folder removed under a build (another build's commit sweeps every one) is made again.
    const third = stageFolder(dir)
    writeStaged(path.join(third, 'pages', 'x.json'), () => 'X')
    fs.rmSync(third, { recursive: true })
    writeStaged(path.join(third, 'pages', 'y.json'), () => 'Y')
    expect(fs.readdirSync(path.join(third, 'pages'))).toEqual(['y.json'])
  })
})

describe('listing the files of a folder', () => {
  test('a walk notes each folder it listed whole, and a later listing of one of them is taken from it', () => {
    const dir = tempDir()
    for (const rel of ['a/x.md', 'a/b/y.md', 'a/b/z.md', 'skip/w.md', 'c/v.md']) {
      fs.mkdirSync(path.dirname(path.join(dir, rel)), { recursive: true })
      fs.writeFileSync(path.join(dir, rel), rel)
    }
    const subtrees = new Map<string, string[]>()
    const all = listFiles(dir, (d, name) => d === dir && name === 'skip', subtrees)
    expect(all.map((f) => path.relative(dir, f))).toEqual(['a/b/y.md', 'a/b/z.md', 'a/x.md', 'c/v.md'])
    // Folders listed whole are noted; the root, where something was skipped, is not.
    expect(subtrees.get(path.join(dir, 'a'))).toEqual(listFiles(path.join(dir, 'a'), () => false))
    expect(subtrees.get(path.join(dir, 'a', 'b'))?.map((f) => path.basename(f))).toEqual(['y.md', 'z.md'])
    expect(subtrees.has(dir)).toBe(false)
    // subtreeOf: the noted listing (the same array), or a walk of its own.
    expect(subtreeOf(path.join(dir, 'a'), subtrees)).toBe(subtrees.get(path.join(dir, 'a')))
    expect(subtreeOf(path.join(dir, 'skip'), subtrees).map((f) => path.basename(f))).toEqual(['w.md'])
  })
})

test("a site without a lock file of its own is keyed by its workspace's (a monorepo's yarn.lock above it); with its own, by its own", async () => {
  const workspace = tempDir()
  fs.mkdirSync(path.join(workspace, 'website'))
  fs.writeFileSync(path.join(workspace, 'yarn.lock'), 'a@1\n')
  fs.writeFileSync(path.join(workspace, 'website/site.config.ts'), 'export default {}\n')
  const config = normalizeConfig(path.join(workspace, 'website'), {}, null)
  const cacheDir = path.join(tempDir(), 'cache')
  const narrow = async () => (await cacheBases(config, [], cacheDir)).narrow
  const before = await narrow()
  fs.writeFileSync(path.join(workspace, 'yarn.lock'), 'a@2\n')
  const after = await narrow()
  expect(after).not.toBe(before)
  fs.writeFileSync(path.join(workspace, 'website/package-lock.json'), '{}\n')
  const own = await narrow()
  fs.writeFileSync(path.join(workspace, 'yarn.lock'), 'a@3\n')
  expect(await narrow()).toBe(own)
})
