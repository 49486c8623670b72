import { gzipSync } from 'node:zlib'
import { fileURLToPath } from 'node:url'
import { build } from 'esbuild'
import { describe, expect, test } from 'vitest'

/** The public surface of the runtime: the browser bundle itself. */
describe('theme/runtime/index', () => {
  test('bundles for the browser within 8 KB gzip, with no node: or React input', async () => {
    const result = await build({
      entryPoints: [fileURLToPath(new URL('./index.ts', import.meta.url))],
      bundle: true,
      minify: true,
      format: 'esm',
      platform: 'browser',
      write: false,
      metafile: true,
    })
    const inputs = Object.keys(result.metafile.inputs)
    expect(inputs.filter((i) => i.startsWith('node:') || /react/.test(i))).toEqual([])
    expect(gzipSync(result.outputFiles[0].contents).length).toBeLessThanOrEqual(8 * 1024)
  })
})
