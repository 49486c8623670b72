import path from 'node:path'
import { describe, expect, test } from 'vitest'
import { build } from '../build.js'
import { defaultCacheDir } from '../cache/disk-cache.js'
import { entryKeys } from '../cache/entry-packs.js'
import { makeSite, tempDir } from '../test/helpers.js'
import { dev } from './watch.js'

describe('dev server and the persistent cache', () => {
  test("a second dev start reuses the first one's pages; production and development entries do not sweep each other", async () => {
    const root = makeSite({
      'content/docs/index.md': '---\ntitle: Home\n---\n\nWelcome. See [A](./a.md).\n',
      'content/docs/a.md': '---\ntitle: Page A\n---\n\nFirst version.\n',
      'content/docs/wip.md': '---\ntitle: Work in progress\ndraft: true\n---\n\nNot ready.\n',
    })
    const outDir = path.join(tempDir('ssg-dev-cache-'), 'out')
    const prod = await build(root, { outDir: path.join(root, 'dist') })
    expect(prod.compiled).toBe(2) // the draft is left out in production

    const start = async () => {
      const server = await dev(root, { outDir, port: 0, host: '127.0.0.1' })
      const wip = await fetch(server.url + 'wip')
      const text = await wip.text()
      await server.close()
      return { initial: server.initial!, wip: wip.status, draft: text.includes('draft-banner') }
    }
    const first = await start()
    expect(first.initial).toMatchObject({ reused: 0, compiled: 3, renderReused: 0 })
    expect(entryKeys(path.join(defaultCacheDir(root), 'development', 'pages')).length).toBe(3)
    const second = await start()
    expect(second.initial).toEqual({
      pages: first.initial.pages,
      reused: 3,
      compiled: 0,
      renderReused: first.initial.pages,
    })
    expect({ status: second.wip, banner: second.draft }, 'drafts are shown in dev').toEqual({
      status: 200,
      banner: true,
    })

    const prodAgain = await build(root, { outDir: path.join(root, 'dist') })
    expect({ reused: prodAgain.reused, rendered: prodAgain.pages - prodAgain.renderReused }).toEqual({
      reused: 2,
      rendered: 0,
    })
  }, 120_000)
})
