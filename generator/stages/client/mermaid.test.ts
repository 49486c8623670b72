/**
 * The mermaid diagrams' script: bundled only for a site with
 * `markdown.mermaid`, from the `mermaid` package, with the site's settings written in; render
 * names it on the pages' diagram containers only.
 */
import fs from 'node:fs'
import path from 'node:path'
import { gzipSync } from 'node:zlib'
import { describe, expect, test } from 'vitest'
import { normalizeConfig } from '../config.js'
import { installedPackage } from '../../core/locations.js'
import { bundleMermaid, withMermaid } from './mermaid.js'
import { nameMermaidScript } from '../render.js'
import { makeSite } from '../../test/helpers.js'
import type { BundleResult } from '../../core/types.js'

describe("the mermaid diagrams' script", () => {
  test('28.2 none without markdown.mermaid', async () => {
    expect(await bundleMermaid(normalizeConfig(makeSite({}), {}, null))).toBeNull()
  })

  test("28.2 bundled from the mermaid package under assets/mermaid/ (entry + chunks, base URL), the site's themes and options written in, nothing fetched from elsewhere", async () => {
    const root = makeSite({})
    const config = normalizeConfig(
      root,
      {
        baseUrl: '/b/',
        markdown: { mermaid: true },
        mermaid: { theme: { light: 'neutral' }, options: { flowchart: { curve: 'linear' } } },
      },
      null,
    )
    const bundle = (await bundleMermaid(config))!
    expect(bundle.url).toMatch(/^\/b\/assets\/mermaid\/mermaid\.[A-Z0-9]+\.js$/)
    expect(bundle.files.every((f) => f.path.startsWith('assets/mermaid/'))).toBe(true)
    expect(bundle.files.length).toBeGreaterThan(5) // mermaid's diagram types are chunks loaded on demand
    expect(bundle.files.some((f) => '/b/' + f.path === bundle.url)).toBe(true)
    // esbuild puts a defined object in a shared chunk: the settings are in one of the files.
    const all = bundle.files.map((f) => Buffer.from(f.contents).toString('utf8')).join('\n')
    expect(all).toContain('{theme:{light:"neutral",dark:"dark"},options:{flowchart:{curve:"linear"}}}')
    expect(all).not.toMatch(/import\(\s*["']https?:/)
    expect(bundle.gzipBytes).toBeGreaterThan(0)
    // The same settings again (a dev server's next build): the same bundle, not a new one.
    expect(await bundleMermaid(config)).toBe(bundle)
    const client = {
      files: [],
      assets: { script: '/r.js', css: '/s.css', searchScript: '/q.js', inlineHead: '' },
      scriptGzipBytes: 0,
      cssGzipBytes: 0,
    } satisfies BundleResult
    expect(withMermaid(client, bundle).assets.mermaidScript).toBe(bundle.url)
    expect(withMermaid(client, null)).toBe(client)
  }, 120_000)

  test("31 mermaid's own minified build is copied as it is (the site's own package first), only client.ts is bundled; the weight is client.ts, the entry and its static imports", async () => {
    const entry =
      'import{a as x}from"./chunks/mermaid.esm.min/chunk-A.mjs";const m={initialize(){},render:async()=>({svg:x}),load:()=>import("./chunks/mermaid.esm.min/flow-B.mjs")};export{m as default};\n'
    const chunkA = 'import"./chunk-C.mjs";var a="<svg></svg>";export{a};\n'
    const chunkC = 'globalThis.c=1;\n'
    const flowB = 'export default "flow";\n'
    const root = makeSite({
      'node_modules/mermaid/package.json': JSON.stringify({
        name: 'mermaid',
        version: '11.0.0',
        type: 'module',
        exports: { '.': './dist/mermaid.core.mjs' },
      }),
      'node_modules/mermaid/dist/mermaid.core.mjs': 'export default "not this one"\n',
      'node_modules/mermaid/dist/mermaid.esm.min.mjs': entry,
      'node_modules/mermaid/dist/chunks/mermaid.esm.min/chunk-A.mjs': chunkA,
      'node_modules/mermaid/dist/chunks/mermaid.esm.min/chunk-C.mjs': chunkC,
      'node_modules/mermaid/dist/chunks/mermaid.esm.min/flow-B.mjs': flowB,
      'node_modules/mermaid/dist/chunks/mermaid.esm.min/flow-B.mjs.map': '{}',
    })
    expect(installedPackage('mermaid', root)).toBe(path.join(root, 'node_modules/mermaid'))
    const config = normalizeConfig(
      root,
      { baseUrl: '/b/', markdown: { mermaid: true }, mermaid: { theme: { light: 'forest' } } },
      null,
    )
    const read = new Set<string>()
    const bundle = (await bundleMermaid(config, read))!
    const byPath = new Map(bundle.files.map((f) => [f.path, Buffer.from(f.contents).toString('utf8')]))
    const lib = [...byPath.keys()].find((p) => p.endsWith('/mermaid.esm.min.mjs'))!
    expect(lib).toMatch(/^assets\/mermaid\/lib\.[0-9a-f]{12}\/mermaid\.esm\.min\.mjs$/)
    const dir = path.posix.dirname(lib)
    // The package's files, byte for byte, at the paths its entry imports them from; no source map.
    expect(byPath.get(lib)).toBe(entry)
    expect(byPath.get(`${dir}/chunks/mermaid.esm.min/chunk-A.mjs`)).toBe(chunkA)
    expect(byPath.get(`${dir}/chunks/mermaid.esm.min/chunk-C.mjs`)).toBe(chunkC)
    expect(byPath.get(`${dir}/chunks/mermaid.esm.min/flow-B.mjs`)).toBe(flowB)
    expect([...byPath.keys()].some((p) => p.endsWith('.map'))).toBe(false)
    expect(bundle.files).toHaveLength(5)
    // client.ts, with the settings, imports mermaid from there.
    const client = byPath.get(bundle.url.replace(/^\/b\//, ''))!
    expect(client).toContain(`"./${path.posix.basename(dir)}/mermaid.esm.min.mjs"`)
    expect(client).toContain('light:"forest"')
    expect(client).not.toContain('not this one')
    // What a page with a diagram loads first: not the diagram type loaded by import().
    expect(bundle.gzipBytes).toBe([client, entry, chunkA, chunkC].reduce((n, text) => n + gzipSync(text).length, 0))
    expect([...read]).toEqual(
      expect.arrayContaining([
        path.join(root, 'node_modules/mermaid/dist/mermaid.esm.min.mjs'),
        path.join(root, 'node_modules/mermaid/dist/chunks/mermaid.esm.min/flow-B.mjs'),
      ]),
    )
    // Another version of the package: another folder, another client.
    fs.appendFileSync(path.join(root, 'node_modules/mermaid/dist/chunks/mermaid.esm.min/flow-B.mjs'), '//\n')
    const again = (await bundleMermaid(normalizeConfig(root, { baseUrl: '/c/', markdown: { mermaid: true } }, null)))!
    expect(again.files.find((f) => f.path.endsWith('/mermaid.esm.min.mjs'))!.path).not.toBe(lib)
  })

  test("31 a site's mermaid without that build (before version 10) is bundled from its sources, not replaced by ours", async () => {
    const root = makeSite({
      'node_modules/mermaid/package.json': JSON.stringify({
        name: 'mermaid',
        version: '9.4.3',
        main: 'dist/mermaid.js',
      }),
      'node_modules/mermaid/dist/mermaid.js':
        'module.exports = { initialize() {}, render: async () => ({ svg: "site-mermaid-9" }) }\n',
    })
    const bundle = (await bundleMermaid(normalizeConfig(root, { markdown: { mermaid: true } }, null)))!
    const all = bundle.files.map((f) => Buffer.from(f.contents).toString('utf8')).join('\n')
    expect(all).toContain('site-mermaid-9')
    expect(bundle.files.some((f) => /\/lib\.[0-9a-f]+\//.test(f.path))).toBe(false)
  })

  test('28.2 render names the script on every mermaid container of a page, and nowhere else', () => {
    const html =
      '<p>x</p><div class="docusaurus-mermaid-container" data-mermaid=""><pre class="mermaid-source"><code>a</code></pre></div><div class="docusaurus-mermaid-container" data-mermaid=""></div>'
    expect(
      nameMermaidScript(html, '/assets/mermaid/mermaid.X.js').match(
        /data-mermaid="" data-src="\/assets\/mermaid\/mermaid\.X\.js"/g,
      ),
    ).toHaveLength(2)
    expect(nameMermaidScript('<p>no diagram</p>', '/m.js')).toBe('<p>no diagram</p>')
  })
})
