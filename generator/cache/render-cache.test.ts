/** The rendered-page store: keys follow the route, site and sidebar; only an exact entry is read back. */
import fs from 'node:fs'
import path from 'node:path'
import { describe, expect, test } from 'vitest'
import { tempDir, writeTree } from '../test/helpers.js'
import { entryFileIn } from './entry-packs.js'
import type { AssetManifest, PageWeight, Route, Sidebar, SiteData } from '../core/types.js'
import { CACHE_FORMAT } from './disk-cache.js'
import { outputStamps } from '../stages/write.js'
import {
  OUTPUTS,
  outputId,
  readOutputs,
  readRendered,
  recordHolds,
  RENDER,
  renderStore,
  routeKey,
  stableJson,
  writeOutputs,
  writeRendered,
  type OutputRecord,
  type RenderedEntry,
} from './render-cache.js'

const site = { title: 'S' } as SiteData
const sidebar = { id: 'docs', items: [{ label: 'A' }] } as unknown as Sidebar
const assets = { script: '/assets/runtime.abc.js' } as unknown as AssetManifest
const route = (title: string) =>
  ({
    url: '/a',
    outputPath: 'a.html',
    dataPath: '__data/a.json',
    kind: 'doc',
    props: { kind: 'doc', site: null, sidebar: { ref: 'docs' }, meta: { title } },
  }) as unknown as Route

describe('render cache', () => {
  test('a key changes with the route, the site, the sidebar, the assets and the dev script, and only with them', async () => {
    const dir = tempDir()
    const base = await renderStore(dir, { site, sidebars: [sidebar], assets, search: false })
    const k = routeKey(base, route('A'))
    expect(routeKey(await renderStore(dir, { site, sidebars: [sidebar], assets, search: false }), route('A'))).toBe(k)
    expect(routeKey(base, route('B'))).not.toBe(k)
    expect(
      routeKey(
        await renderStore(dir, { site: { ...site, title: 'T' }, sidebars: [sidebar], assets, search: false }),
        route('A'),
      ),
    ).not.toBe(k)
    expect(
      routeKey(
        await renderStore(dir, {
          site,
          sidebars: [{ ...sidebar, items: [] } as unknown as Sidebar],
          assets,
          search: false,
        }),
        route('A'),
      ),
    ).not.toBe(k)
    expect(
      routeKey(
        await renderStore(dir, {
          site,
          sidebars: [sidebar],
          assets: { ...assets, script: '/x.js' } as AssetManifest,
          search: false,
        }),
        route('A'),
      ),
    ).not.toBe(k)
    expect(
      routeKey(
        await renderStore(dir, { site, sidebars: [sidebar], assets, devScript: 'x', search: false }),
        route('A'),
      ),
    ).not.toBe(k)
    expect(routeKey(await renderStore(dir, { site, sidebars: [sidebar], assets, search: true }), route('A'))).not.toBe(
      k,
    )
    expect(stableJson(new Map([['a', 1]]))).not.toBe(stableJson(new Map([['a', 2]])))
  })

  test('entries round-trip; a truncated, altered or other-key entry is a miss', async () => {
    const store = await renderStore(tempDir(), { site, sidebars: [], assets, search: true })
    const entry: RenderedEntry = {
      files: [
        { path: 'a.html', contents: '<p>é "x"\n</p>' },
        { path: '__data/a.json', contents: '{"a":1}' },
      ],
      weight: { path: 'a.html', kind: 'doc', raw: 10, gzip: 5 },
      search: true,
    }
    writeRendered(store, 'k1', entry)
    expect(readRendered(store, 'k1')).toEqual(entry)
    expect(readRendered(store, 'k2')).toBeNull()
    const file = entryFileIn(path.join(store.dir, RENDER), 'k1')
    const text = fs.readFileSync(file, 'utf8')
    fs.writeFileSync(file, text.slice(0, -3))
    expect(readRendered(store, 'k1')).toBeNull()
    fs.writeFileSync(file, text.replace('é', 'e'))
    expect(readRendered(store, 'k1')).toBeNull()
  })
})

/** Long enough ago that a write now gives another mtime, whatever the filesystem's granularity. */
const OLD = new Date('2023-05-06T07:08:09Z')

/** An output folder holding one route's two files (written long ago), and a cache folder. */
function outputFolder() {
  const out = writeTree(tempDir('ssg-out-'), {
    'docs/a.html': '<p>a</p>',
    '__data/a.json': '{"a":1}',
    'other.html': 'o',
  })
  for (const rel of ['docs/a.html', '__data/a.json', 'other.html']) fs.utimesSync(path.join(out, rel), OLD, OLD)
  return { out, cache: tempDir('ssg-cache-') }
}
const weight: PageWeight = { path: 'docs/a.html', kind: 'doc', raw: 8, gzip: 20 }

/** Record the route `k1` of `out` (its two files) and read the record back. */
function recordRoute(cache: string, out: string): OutputRecord {
  const id = outputId('k1', out)
  writeOutputs(
    cache,
    [{ id, outDir: out, files: ['docs/a.html', '__data/a.json'], weight, search: true }],
    outputStamps(out)!,
    out,
  )
  return readOutputs(cache)[id]!
}

describe('render cache: output records', () => {
  test("a record round-trips through writeOutputs/readOutputs with each file's size, mtime and inode, and holds while the files are untouched", () => {
    const { out, cache } = outputFolder()
    const record = recordRoute(cache, out)
    const stat = (rel: string) => fs.statSync(path.join(out, rel))
    expect(record).toEqual({
      files: [
        ['docs/a.html', 8, stat('docs/a.html').mtimeMs, stat('docs/a.html').ino],
        ['__data/a.json', 7, stat('__data/a.json').mtimeMs, stat('__data/a.json').ino],
      ],
      weight,
      search: true,
    })
    expect(recordHolds(record, out)).toBe(true)
    // Reading, or changing a file the record does not name, does not matter.
    fs.readFileSync(path.join(out, 'docs/a.html'))
    fs.writeFileSync(path.join(out, 'other.html'), 'changed')
    expect(recordHolds(record, out)).toBe(true)
    expect(Object.keys(readOutputs(cache))).toEqual([outputId('k1', out)])
    expect(fs.readdirSync(cache), 'written atomically: no temp file is left').toEqual([OUTPUTS])
  })

  test('editing a recorded file, even keeping its size, makes the record not hold', () => {
    const { out, cache } = outputFolder()
    const record = recordRoute(cache, out)
    fs.writeFileSync(path.join(out, 'docs/a.html'), '<p>b</p>') // same size, same inode, new mtime
    expect(fs.statSync(path.join(out, 'docs/a.html')).size).toBe(8)
    expect(recordHolds(record, out)).toBe(false)
  })

  test('a recorded file replaced by another (same bytes, same mtime, new inode) makes the record not hold', () => {
    const { out, cache } = outputFolder()
    const record = recordRoute(cache, out)
    const file = path.join(out, '__data/a.json')
    fs.writeFileSync(file + '.new', '{"a":1}')
    fs.utimesSync(file + '.new', OLD, OLD)
    fs.renameSync(file + '.new', file)
    expect(fs.statSync(file).mtimeMs).toBe(record.files[1]![2])
    expect(recordHolds(record, out)).toBe(false)
  })

  test.each<[string, (file: string) => void]>([
    ['deleted', (file) => fs.rmSync(file)],
    [
      'replaced by a folder',
      (file) => {
        fs.rmSync(file)
        fs.mkdirSync(file)
      },
    ],
    ['given another mtime only', (file) => fs.utimesSync(file, OLD, new Date(OLD.getTime() + 1000))],
  ])('a recorded file %s makes the record not hold', (_name, change) => {
    const { out, cache } = outputFolder()
    const record = recordRoute(cache, out)
    change(path.join(out, 'docs/a.html'))
    expect(recordHolds(record, out)).toBe(false)
  })

  test('a record holds only in the output folder it was made for, and its id names that folder', () => {
    const { out, cache } = outputFolder()
    const record = recordRoute(cache, out)
    const copy = tempDir('ssg-out-')
    fs.cpSync(out, copy, { recursive: true, preserveTimestamps: true })
    expect(recordHolds(record, copy), 'same sizes and mtimes, other inodes').toBe(false)
    expect(outputId('k1', copy)).not.toBe(outputId('k1', out))
    expect(outputId('k2', out)).not.toBe(outputId('k1', out))
  })

  test('a route whose files are not all there is not recorded; a route kept from its record is written back as that record', () => {
    const { out, cache } = outputFolder()
    const stamps = outputStamps(out)!
    // A kept route's files were not touched: recorded from the folder's stamps, its record is the one it was kept from.
    const kept: OutputRecord = { files: [['other.html', ...stamps.get('other.html')!]], weight: null, search: false }
    writeOutputs(
      cache,
      [
        { id: 'missing', outDir: out, files: ['docs/a.html', 'nowhere.html'], weight: null, search: false },
        { id: 'kept', outDir: out, files: kept.files.map(([rel]) => rel), weight: null, search: false },
        { id: 'none', outDir: out, files: [], weight: null, search: false },
      ],
      stamps,
      out,
    )
    expect(readOutputs(cache)).toEqual({ kept, none: { files: [], weight: null, search: false } })
  })

  test('each build replaces the records: a route the last build did not make has none', () => {
    const { out, cache } = outputFolder()
    recordRoute(cache, out)
    writeOutputs(
      cache,
      [{ id: outputId('k2', out), outDir: out, files: ['other.html'], weight: null, search: false }],
      outputStamps(out)!,
      out,
    )
    expect(Object.keys(readOutputs(cache))).toEqual([outputId('k2', out)])
  })

  test.each<[string, string | null]>([
    ['missing', null],
    ['truncated', '{"format":' + CACHE_FORMAT + ',"routes":{"a":'],
    ['not JSON', 'garbage'],
    ['JSON null', 'null'],
    ['of another CACHE_FORMAT', 'OTHER'],
    ['without routes', JSON.stringify({ format: CACHE_FORMAT })],
    ['with routes that are not an object', JSON.stringify({ format: CACHE_FORMAT, routes: 'x' })],
  ])('records that are %s read as none', (_name, text) => {
    const { out, cache } = outputFolder()
    if (text === 'OTHER') {
      recordRoute(cache, out)
      const file = path.join(cache, OUTPUTS)
      const data = JSON.parse(fs.readFileSync(file, 'utf8')) as { format: number }
      expect(data.format).toBe(CACHE_FORMAT)
      fs.writeFileSync(file, JSON.stringify({ ...data, format: CACHE_FORMAT + 1 }))
    } else if (text !== null) fs.writeFileSync(path.join(cache, OUTPUTS), text)
    expect(readOutputs(cache)).toEqual({})
  })

  test('a record of the wrong shape never holds, and never throws', () => {
    const { out } = outputFolder()
    expect(recordHolds({ files: 'x' } as unknown as OutputRecord, out)).toBe(false)
    expect(recordHolds(null as unknown as OutputRecord, out)).toBe(false)
  })

  test('renderStore reads the records of its cache folder', async () => {
    const { out, cache } = outputFolder()
    const record = recordRoute(cache, out)
    const store = await renderStore(cache, { site, sidebars: [], assets, search: false })
    expect(store.outputs).toEqual({ [outputId('k1', out)]: record })
  })
})
