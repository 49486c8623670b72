/**
 * The mermaid diagrams' script (issue 28, item 2): bundled only for a site with
 * `markdown.mermaid`, from the `mermaid` package, with the site's settings written in; render
 * names it on the pages' diagram containers only.
 */
import { describe, expect, test } from 'vitest'
import { normalizeConfig } from './config.js'
import { bundleMermaid, withMermaid } from './mermaid.js'
import { nameMermaidScript } from './render.js'
import { makeSite } from '../test/helpers.js'
import type { BundleResult } from '../core/types.js'

describe('the mermaid diagrams\' script', () => {
  test('28.2 none without markdown.mermaid', async () => {
    expect(await bundleMermaid(normalizeConfig(makeSite({}), {}, null))).toBeNull()
  })

  test('28.2 bundled from the mermaid package under assets/mermaid/ (entry + chunks, base URL), the site\'s themes and options written in, nothing fetched from elsewhere', async () => {
    const root = makeSite({})
    const config = normalizeConfig(root, { baseUrl: '/b/', markdown: { mermaid: true }, mermaid: { theme: { light: 'neutral' }, options: { flowchart: { curve: 'linear' } } } }, null)
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
    const client = { files: [], assets: { script: '/r.js', css: '/s.css', searchScript: '/q.js', inlineHead: '' }, scriptGzipBytes: 0, cssGzipBytes: 0 } satisfies BundleResult
    expect(withMermaid(client, bundle).assets.mermaidScript).toBe(bundle.url)
    expect(withMermaid(client, null)).toBe(client)
  }, 120_000)

  test('28.2 render names the script on every mermaid container of a page, and nowhere else', () => {
    const html = '<p>x</p><div class="docusaurus-mermaid-container" data-mermaid=""><pre class="mermaid-source"><code>a</code></pre></div><div class="docusaurus-mermaid-container" data-mermaid=""></div>'
    expect(nameMermaidScript(html, '/assets/mermaid/mermaid.X.js').match(/data-mermaid="" data-src="\/assets\/mermaid\/mermaid\.X\.js"/g)).toHaveLength(2)
    expect(nameMermaidScript('<p>no diagram</p>', '/m.js')).toBe('<p>no diagram</p>')
  })
})
