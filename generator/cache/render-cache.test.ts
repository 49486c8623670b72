/** The rendered-page store: keys follow the route, site and sidebar; only an exact entry is read back. */
import fs from 'node:fs'
import { describe, expect, test } from 'vitest'
import { tempDir } from '../test/helpers.js'
import type { AssetManifest, Route, Sidebar, SiteData } from '../core/types.js'
import { readRendered, renderEntryFile, renderStore, routeKey, stableJson, writeRendered, type RenderedEntry } from './render-cache.js'

const site = { title: 'S' } as SiteData
const sidebar = { id: 'docs', items: [{ label: 'A' }] } as unknown as Sidebar
const assets = { script: '/assets/runtime.abc.js' } as unknown as AssetManifest
const route = (title: string) => ({ url: '/a', outputPath: 'a.html', dataPath: '__data/a.json', kind: 'doc', props: { kind: 'doc', site: null, sidebar: { ref: 'docs' }, meta: { title } } }) as unknown as Route

describe('render cache', () => {
  test('a key changes with the route, the site, the sidebar, the assets and the dev script, and only with them', async () => {
    const dir = tempDir()
    const base = await renderStore(dir, { site, sidebars: [sidebar], assets, search: false })
    const k = routeKey(base, route('A'))
    expect(routeKey(await renderStore(dir, { site, sidebars: [sidebar], assets, search: false }), route('A'))).toBe(k)
    expect(routeKey(base, route('B'))).not.toBe(k)
    expect(routeKey(await renderStore(dir, { site: { ...site, title: 'T' }, sidebars: [sidebar], assets, search: false }), route('A'))).not.toBe(k)
    expect(routeKey(await renderStore(dir, { site, sidebars: [{ ...sidebar, items: [] } as unknown as Sidebar], assets, search: false }), route('A'))).not.toBe(k)
    expect(routeKey(await renderStore(dir, { site, sidebars: [sidebar], assets: { ...assets, script: '/x.js' } as AssetManifest, search: false }), route('A'))).not.toBe(k)
    expect(routeKey(await renderStore(dir, { site, sidebars: [sidebar], assets, devScript: 'x', search: false }), route('A'))).not.toBe(k)
    expect(routeKey(await renderStore(dir, { site, sidebars: [sidebar], assets, search: true }), route('A'))).not.toBe(k)
    expect(stableJson(new Map([['a', 1]]))).not.toBe(stableJson(new Map([['a', 2]])))
  })

  test('entries round-trip; a truncated, altered or other-key entry is a miss', async () => {
    const store = await renderStore(tempDir(), { site, sidebars: [], assets, search: true })
    const entry: RenderedEntry = { files: [{ path: 'a.html', contents: '<p>é "x"\n</p>' }, { path: '__data/a.json', contents: '{"a":1}' }], weight: { path: 'a.html', kind: 'doc', raw: 10, gzip: 5 }, searchDoc: { url: '/a', content: 'x' } }
    writeRendered(store, 'k1', entry)
    expect(readRendered(store, 'k1')).toEqual(entry)
    expect(readRendered(store, 'k2')).toBeNull()
    const file = renderEntryFile(store.dir, 'k1')
    const text = fs.readFileSync(file, 'utf8')
    fs.writeFileSync(file, text.slice(0, -3))
    expect(readRendered(store, 'k1')).toBeNull()
    fs.writeFileSync(file, text.replace('é', 'e'))
    expect(readRendered(store, 'k1')).toBeNull()
  })
})
