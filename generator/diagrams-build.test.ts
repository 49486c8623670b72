/**
 * The official plugins of issue 28 in a whole build of the fixture
 * generator/test/fixtures/docusaurus-diagrams (Sass customCss and CSS modules, theme-mermaid,
 * ideal-image): what the pages link and load, and what the compatibility report still names.
 * (In the browser: e2e/docusaurus-diagrams.test.ts.)
 */
import fs from 'node:fs'
import path from 'node:path'
import { describe, expect, test } from 'vitest'
import { build } from './build.js'
import { FIXTURES, tempDir } from './test/helpers.js'

describe('28 a Docusaurus project with Sass, mermaid and ideal-image', () => {
  test('28.1–28.4 the Sass customCss is compiled, only the page with diagrams names the mermaid script, the ideal image has its size, the report names only what is not honoured', async () => {
    const out = tempDir('ssg-diagrams-out-')
    const report = await build(path.join(FIXTURES, 'docusaurus-diagrams'), { outDir: out, cacheDir: false })
    const read = (p: string) => fs.readFileSync(path.join(out, p), 'utf8')
    // Sass: the customCss stylesheet holds the compiled rules; the components' .module.scss their scoped classes.
    const customHref = /<link rel="stylesheet" href="(\/assets\/custom\.[0-9a-f]{8}\.css)"\/>/.exec(
      read('docs/flows.html'),
    )![1]!
    expect(read(customHref)).toContain('.markdown .sass-note{color:#0a141e;background-color:#faf0c8;padding:8px}')
    expect(read('docs/pictures.html')).toMatch(/<span class="styles_h[0-9a-f]{5}_badge">new<\/span>/)
    // Mermaid: two containers naming the script on the flows page; nothing of mermaid on the plain page (nor
    // in its route data).
    const flows = read('docs/flows.html')
    const scripts = [
      ...flows.matchAll(/<div class="docusaurus-mermaid-container" data-mermaid="" data-src="([^"]+)">/g),
    ].map((m) => m[1])
    expect(scripts).toHaveLength(2)
    expect(scripts[0]).toMatch(/^\/assets\/mermaid\/mermaid\.[A-Z0-9]+\.js$/)
    expect(fs.existsSync(path.join(out, scripts[0]!))).toBe(true)
    expect(read('__data/docs/flows.json')).toContain(`data-mermaid=\\"\\" data-src=\\"${scripts[0]}\\"`)
    for (const p of ['docs/plain.html', '__data/docs/plain.json', 'docs/pictures.html'])
      expect(read(p)).not.toMatch(/mermaid/i)
    // Ideal image: the copied png with its width and height.
    expect(read('docs/pictures.html')).toMatch(
      /<img class="ideal-image" src="\/assets\/files\/swatch\.[0-9a-f]{8}\.png" alt="A swatch of colour" width="40" height="30" loading="lazy" decoding="async"\/>/,
    )
    // The report: only ideal-image's resizing options.
    expect(report.config.compatibility.map((n) => n.option)).toEqual([
      'plugins[1] (@docusaurus/plugin-ideal-image) {quality, max, min, steps}',
    ])
  }, 120_000)
})
