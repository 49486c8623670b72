/**
 * A large main index in parts, and indexes kept when none of their documents changed
 * (outputs/search.ts SearchIndexer, cache/search-records.ts): with a fake Pagefind service for
 * what is sent where, and with the real one through whole builds.
 */
import fs from 'node:fs'
import path from 'node:path'
import { gunzipSync } from 'node:zlib'
import { describe, expect, test } from 'vitest'
import fg from 'fast-glob'
import { build } from '../build.js'
import {
  docHash,
  indexName,
  MAX_PARTS,
  PART_DOCS,
  partOf,
  SearchIndexer,
  searchParts,
  type IndexRecords,
  type PagefindService,
  type SearchDoc,
} from './search.js'
import { makeSite, snapshotDir, tempDir } from '../test/helpers.js'

/** A Pagefind service that records what it is asked, and answers each index with one entry file and one
 * fragment per document. */
function fakeService(): PagefindService & { calls: string[]; docs: Map<number, string[]> } {
  const docs = new Map<number, string[]>()
  const calls: string[] = []
  return {
    calls,
    docs,
    create: (id) => {
      calls.push(`create ${id}`)
      docs.set(id, [])
    },
    add: (id, list) => {
      calls.push(`add ${id} ${list.length}`)
      docs.get(id)!.push(...list.map((d) => d.url))
    },
    files: async (id) => [
      { path: 'pagefind-entry.json', content: new Uint8Array([id]) },
      ...docs
        .get(id)!
        .map((url, i) => ({ path: `fragment/${id}_${i}.pf_fragment`, content: new TextEncoder().encode(url) })),
      { path: 'pagefind.js', content: new Uint8Array([1]) },
    ],
    close: async () => {},
  }
}

const doc = (url: string, text = url): SearchDoc => ({
  url,
  content: `<main id="__main"><article>${text}</article></main>`,
})

/** Records as the last build left them: the hashes of each index's documents, and whether its files are still there. */
function records(byName: Record<string, SearchDoc[]>, intact = true): IndexRecords & { asked: string[] } {
  const asked: string[] = []
  return {
    asked,
    docs: (name) => byName[name]?.map(docHash) ?? null,
    files: (name) => {
      asked.push(name)
      return intact && byName[name]
        ? [
            [`pagefind/${name}pagefind-entry.json`, 10],
            [`pagefind/${name}fragment/old.pf_fragment`, 20],
          ]
        : null
    },
  }
}

/** `n` pages whose URLs fall in part `part` of `parts`. */
function urlsInPart(part: number, parts: number, n: number): string[] {
  const out: string[] = []
  for (let i = 0; out.length < n; i++) if (partOf(`/docs/page-${i}`, parts) === part) out.push(`/docs/page-${i}`)
  return out
}

describe('the main search index in parts', () => {
  test('a main index of fewer than twice PART_DOCS pages is one part; larger ones have one part per PART_DOCS pages, at most MAX_PARTS', () => {
    expect(searchParts(0)).toBe(1)
    expect(searchParts(2 * PART_DOCS - 1)).toBe(1)
    expect(searchParts(2 * PART_DOCS)).toBe(2)
    expect(searchParts(346)).toBe(3)
    expect(searchParts(50_000)).toBe(MAX_PARTS)
  })

  test('a page stays in its part whatever other pages come and go, and the parts share the pages out', () => {
    const urls = Array.from({ length: 400 }, (_, i) => `/docs/section-${i % 7}/page-${i}`)
    const parts = urls.map((u) => partOf(u, 4))
    expect(urls.map((u) => partOf(u, 4))).toEqual(parts)
    const sizes = [0, 1, 2, 3].map((p) => parts.filter((x) => x === p).length)
    for (const size of sizes) expect(size).toBeGreaterThan(60)
    expect(partOf('/anything', 1)).toBe(0)
  })

  test('without records every document goes to its part at once, in route order; the first part gets the script, the others their data files under pagefind/parts/<n>/', async () => {
    const service = fakeService()
    const urls = Array.from({ length: 30 }, (_, i) => `/docs/page-${i}`)
    const indexer = new SearchIndexer([service], { versionOf: () => null, parts: 3 }, [], { language: 'en' }, new Map())
    indexer.add(
      1,
      urls.slice(10).map((u) => doc(u)),
    )
    expect(service.calls).toEqual([]) // batch 0 first
    indexer.add(
      0,
      urls.slice(0, 10).map((u) => doc(u)),
    )
    const search = await indexer.finish()
    for (let part = 0; part < 3; part++)
      expect(service.docs.get(part)).toEqual(urls.filter((u) => partOf(u, 3) === part))
    expect(search.files.map((f) => f.path).filter((p) => p.endsWith('pagefind.js'))).toEqual(['pagefind/pagefind.js'])
    expect(search.files.some((f) => f.path.startsWith('pagefind/parts/2/fragment/'))).toBe(true)
    expect(search.kept).toEqual([])
    expect(search.made.map((m) => [m.name, m.docs.length])).toEqual([
      ['', service.docs.get(0)!.length],
      ['parts/1/', service.docs.get(1)!.length],
      ['parts/2/', service.docs.get(2)!.length],
    ])
  })

  test("with records, a part whose documents are all the last build's keeps its files and is not sent to Pagefind; a part with one page edited is made from its first document", async () => {
    const parts = 2
    const first = urlsInPart(0, parts, 5).map((u) => doc(u))
    const second = urlsInPart(1, parts, 5).map((u) => doc(u))
    const last = records({ [indexName(null, 0)]: first, [indexName(null, 1)]: second })
    const service = fakeService()
    const indexer = new SearchIndexer(
      [service],
      { versionOf: () => null, parts },
      [],
      { language: 'en' },
      new Map(),
      last,
    )
    const edited = second.map((d, i) => (i === 3 ? doc(d.url, 'edited text') : d))
    // Interleaved in route order, in two batches.
    const all = first.flatMap((d, i) => [d, edited[i]!])
    indexer.add(0, all.slice(0, 4))
    expect(service.calls).toEqual([]) // everything so far is the last build's: held
    indexer.add(1, all.slice(4))
    const search = await indexer.finish()
    // Only part 1 was made, from its first document on, in order.
    expect([...service.docs.keys()]).toEqual([1])
    expect(service.docs.get(1)).toEqual(second.map((d) => d.url))
    expect(search.kept).toEqual(['pagefind/pagefind-entry.json', 'pagefind/fragment/old.pf_fragment'])
    expect(search.keptBytes).toBe(30)
    expect(search.files.every((f) => f.path.startsWith('pagefind/parts/1/'))).toBe(true)
    // The next build's records: every part, kept or made, with its documents' hashes.
    expect(search.made.find((m) => m.name === '')).toMatchObject({ docs: first.map(docHash), files: search.kept })
    expect(search.made.find((m) => m.name === 'parts/1/')!.docs).toEqual(edited.map(docHash))
  })

  test('an index whose files are no longer as recorded, or which lost its last page, is made again', async () => {
    const pages = urlsInPart(0, 1, 4).map((u) => doc(u))
    const tampered = fakeService()
    const a = new SearchIndexer(
      [tampered],
      { versionOf: () => null, parts: 1 },
      [],
      { language: 'en' },
      new Map(),
      records({ '': pages }, false),
    )
    a.add(0, pages)
    expect((await a.finish()).kept).toEqual([])
    expect(tampered.docs.get(0)).toEqual(pages.map((d) => d.url))

    const shorter = fakeService()
    const b = new SearchIndexer(
      [shorter],
      { versionOf: () => null, parts: 1 },
      [],
      { language: 'en' },
      new Map(),
      records({ '': pages }),
    )
    b.add(0, pages.slice(0, 3))
    expect((await b.finish()).kept).toEqual([])
    expect(shorter.docs.get(0)).toEqual(pages.slice(0, 3).map((d) => d.url))
  })

  test("a frozen version's index is kept the same way when its documents did not change", async () => {
    const service = fakeService()
    const old = [doc('/docs/1.0/a'), doc('/docs/1.0/b')]
    const main = [doc('/docs/a', 'changed')]
    const last = records({ [indexName('1.0', 0)]: old, '': [doc('/docs/a')] })
    const indexer = new SearchIndexer(
      [service],
      { versionOf: (u) => (u.startsWith('/docs/1.0/') ? '1.0' : null), parts: 1 },
      ['1.0'],
      { language: 'en' },
      new Map(),
      last,
    )
    indexer.add(0, [main[0]!, ...old])
    const search = await indexer.finish()
    expect(search.versions.get('1.0')).toEqual([
      'pagefind/versions/1.0/pagefind-entry.json',
      'pagefind/versions/1.0/fragment/old.pf_fragment',
    ])
    expect([...service.docs.values()]).toEqual([['/docs/a']])
  })
})

/** The pages of an index part (fragments are gzipped JSON behind a signature). */
function partUrls(outDir: string, dir: string): string[] {
  return fg
    .sync(`pagefind/${dir}fragment/*.pf_fragment`, { cwd: outDir })
    .map((f) => {
      const bytes = gunzipSync(fs.readFileSync(path.join(outDir, f)))
      return (JSON.parse(bytes.subarray('pagefind_dcd'.length).toString('utf8')) as { url: string }).url
    })
    .sort()
}

describe("a large site's search index in parts, built", () => {
  const DOCS = 2 * PART_DOCS + 10
  const files: Record<string, string> = { 'site.config.ts': `export default { title: 'Parts', search: true }\n` }
  for (let i = 0; i < DOCS; i++)
    files[`content/docs/page-${i}.md`] = `---\ntitle: Page ${i}\n---\n\nPage ${i} is about the word token${i}x.\n`

  test("the main index is in two parts, every searched page in one of them; pages name the number of parts; a warm build after one edit makes that page's part only, its output a cold build's byte for byte; an index file changed in the output folder since is made again", async () => {
    const root = makeSite(files)
    const outDir = path.join(tempDir('ssg-parts-'), 'dist')
    await build(root, { outDir })
    const first = partUrls(outDir, '')
    const second = partUrls(outDir, 'parts/1/')
    expect(first.length + second.length).toBe(DOCS)
    expect(first.filter((u) => second.includes(u))).toEqual([])
    expect(first.length).toBeGreaterThan(50)
    expect(second.length).toBeGreaterThan(50)
    expect(fs.existsSync(path.join(outDir, 'pagefind/parts/1/pagefind.js'))).toBe(false)
    expect(fs.readFileSync(path.join(outDir, 'page-3.html'), 'utf8')).toContain(
      '<meta name="cwc:search-parts" content="2"/>',
    )

    // Edit a page of the second part.
    const edit = (url: string) => {
      const source = path.join(root, `content/docs${url}.md`)
      fs.writeFileSync(source, fs.readFileSync(source, 'utf8').replace('is about', 'is now about'))
    }
    const [edited, editedLater] = second.filter((u) => /^\/page-\d+$/.test(u))
    const stat = (rel: string) => fs.statSync(path.join(outDir, rel))
    const firstFiles = fg.sync('pagefind/*.pf_meta', { cwd: outDir })
    const before = new Map(firstFiles.map((f) => [f, stat(f).mtimeMs]))
    edit(edited!)
    await build(root, { outDir })
    // The first part's files were kept as they were; the second part was made again with the new text.
    expect(fg.sync('pagefind/*.pf_meta', { cwd: outDir })).toEqual(firstFiles)
    for (const [f, mtime] of before) expect(stat(f).mtimeMs).toBe(mtime)
    expect(partUrls(outDir, 'parts/1/')).toEqual(second)
    const coldOut = path.join(tempDir('ssg-parts-cold-'), 'dist')
    await build(root, { outDir: coldOut, cacheDir: false })
    const cold = snapshotDir(coldOut)
    expect(snapshotDir(outDir)).toEqual(cold)

    // A file of the first part changed in the output folder: that part is made again (its pages did not
    // change: the cold build's bytes).
    fs.writeFileSync(path.join(outDir, firstFiles[0]!), 'tampered')
    edit(editedLater!)
    await build(root, { outDir })
    const warm = snapshotDir(outDir)
    for (const [rel, bytes] of cold)
      if (rel.startsWith('pagefind/') && !rel.startsWith('pagefind/parts/')) expect(warm.get(rel), rel).toEqual(bytes)
  }, 240_000)
})
