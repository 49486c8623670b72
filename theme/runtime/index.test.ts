import { gzipSync } from 'node:zlib'
import { build } from 'esbuild'
import { describe, expect, test } from 'vitest'
import { clientBuildOptions, staticClosure } from '../../generator/stages/bundle.js'

/** The public surface of the runtime: the browser bundle itself, built as the generator builds it. */
describe('theme/runtime/index', () => {
  test('the JS a page loads before any interaction (runtime entry + static chunks) is within 8 KB gzip, with no node: or React input', async () => {
    const result = await build(clientBuildOptions('production'))
    const inputs = Object.keys(result.metafile.inputs)
    expect(inputs.filter((i) => i.startsWith('node:') || /react/.test(i))).toEqual([])
    const entry = result.outputFiles.find((f) => /\/assets\/runtime\.[^/]+\.js$/.test(f.path))!
    const loaded = staticClosure(result.metafile, entry.path)
    const bytes = loaded.reduce(
      (n, p) => n + gzipSync(result.outputFiles.find((f) => f.path === p)!.contents).length,
      0,
    )
    expect(bytes).toBeLessThanOrEqual(8 * 1024)
  })
})
