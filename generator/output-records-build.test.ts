/**
 * Whole builds with output records (cache/render-cache.ts `writeOutputs`, threads/worker.ts
 * `renderBatch`): a warm build keeps a route's files from the last build's record, without its
 * render entry and without writing; a file edited by hand breaks its record and is restored; the
 * cached output stays byte for byte a cold build's.
 */
import fs from 'node:fs'
import path from 'node:path'
import { describe, expect, test } from 'vitest'
import { build } from './build.js'
import { RENDER } from './cache/render-cache.js'
import { makeSite, snapshotDir, tempDir } from './test/helpers.js'

/** A small site: docs in a sidebar with a category, a blog post, a page and a static file. */
function fixture(): string {
  return makeSite({
    'site.config.ts': `export default { title: 'Records Site', url: 'https://records.example.com', baseUrl: '/', docs: { routeBasePath: '/docs' } }\n`,
    'content/docs/intro.md': '---\ntitle: Intro\n---\n\nStart with [the first guide](./guide/one.md#setup).\n',
    'content/docs/guide/_category_.json': JSON.stringify({ label: 'Guide', position: 2 }),
    'content/docs/guide/one.md': '---\ntitle: One\n---\n\n## Setup\n\nBack to [the intro](../intro.md).\n',
    'content/docs/guide/two.md': '# Two\n\nA second guide.\n',
    'content/blog/2025-01-02-first.md':
      '---\ntitle: First post\ntags: [news]\n---\n\nThe first post.\n\n<!-- truncate -->\n\nMore of it.\n',
    'content/pages/about.md': '---\ntitle: About\n---\n\nAbout this site.\n',
    'static/extra.txt': 'static\n',
  })
}

/** Inode and mtime of every file of `dir`. */
function stamps(dir: string): Map<string, [number, number]> {
  return new Map(
    [...snapshotDir(dir).keys()].map((rel) => {
      const st = fs.statSync(path.join(dir, rel))
      return [rel, [st.ino, st.mtimeMs]]
    }),
  )
}

/** Each file whose bytes differ between two snapshots (or that only one has). */
function differences(a: Map<string, Buffer>, b: Map<string, Buffer>): string[] {
  return [...new Set([...a.keys(), ...b.keys()])]
    .filter((rel) => !a.get(rel)?.equals(b.get(rel) ?? Buffer.alloc(0)) || !b.has(rel))
    .sort()
}

describe('output records in whole builds', () => {
  test("a warm build keeps every route from its record without the render cache and writes nothing; a hand-edited page is restored to the cold build's bytes", async () => {
    const root = fixture()
    const cacheDir = path.join(tempDir('ssg-records-cache-'), 'cache')
    const out = path.join(tempDir('ssg-records-out-'), 'out')
    const first = await build(root, { outDir: out, cacheDir })
    expect(first.renderReused).toBe(0)
    expect(first.pages).toBeGreaterThan(4)
    const firstStamps = stamps(out)
    const firstSnap = snapshotDir(out)

    // Without the rendered-page entries, only the output records can let the build skip rendering.
    fs.rmSync(path.join(cacheDir, RENDER), { recursive: true })
    // And no file of the site changed, so the whole-build check (cache/up-to-date.ts) would skip the
    // build altogether: its record goes too, so that this build runs and goes route by route.
    fs.rmSync(path.join(cacheDir, 'last-build.json'), { force: true })
    const second = await build(root, { outDir: out, cacheDir })
    expect(second.upToDate).toBeFalsy()
    expect({ rendered: second.pages - second.renderReused, changed: second.changed }).toEqual({
      rendered: 0,
      changed: [],
    })
    expect(second.pages).toBe(first.pages)
    expect(stamps(out), 'every output file is the one the first build wrote, untouched').toEqual(firstStamps)
    expect({ files: second.files, bytes: second.bytes, weights: second.weights }).toEqual({
      files: first.files,
      bytes: first.bytes,
      weights: first.weights,
    })

    // A page edited by hand, keeping its length: its record no longer holds, so it is rendered again and restored.
    const page = 'docs/guide/one.html'
    expect(firstSnap.has(page)).toBe(true)
    const file = path.join(out, page)
    const text = fs.readFileSync(file, 'utf8')
    const edited = text.replace('Setup', 'Setuq')
    expect(edited).not.toBe(text)
    expect(Buffer.byteLength(edited)).toBe(Buffer.byteLength(text))
    fs.writeFileSync(file, edited)
    const third = await build(root, { outDir: out, cacheDir })
    expect(third.upToDate).toBeFalsy()
    expect(third.changed).toEqual([page])
    expect(third.pages - third.renderReused, 'only the edited page is rendered').toBe(1)
    const afterStamps = stamps(out)
    expect(
      [...afterStamps]
        .filter(([rel, s]) => rel !== page && s.join() !== firstStamps.get(rel)?.join())
        .map(([rel]) => rel),
      'no other file was touched',
    ).toEqual([])

    // The cached output is, byte for byte, a cold build's (the restored page included).
    const cold = path.join(tempDir('ssg-records-cold-'), 'out')
    await build(root, { outDir: cold, cacheDir: false })
    const coldSnap = snapshotDir(cold)
    expect(differences(coldSnap, snapshotDir(out))).toEqual([])
    expect(fs.readFileSync(file).equals(coldSnap.get(page)!)).toBe(true)
    expect(differences(coldSnap, firstSnap), 'and so was the first build').toEqual([])
  }, 120_000)
})
