/** The dev server on a versioned site: frozen versions' files and versions.json are watched. */
import fs from 'node:fs'
import path from 'node:path'
import { afterAll, beforeAll, describe, expect, test } from 'vitest'
import { copyFixture, tempDir, waitUntil } from '../test/helpers.js'
import { dev } from './watch.js'

let root: string
let server: Awaited<ReturnType<typeof dev>>
const get = async (p: string) => {
  const res = await fetch(server.url.replace(/\/$/, '') + p)
  return { status: res.status, text: await res.text() }
}
const until = waitUntil

beforeAll(async () => {
  root = copyFixture('docusaurus-versions')
  server = await dev(root, { outDir: path.join(tempDir('ssg-dev-versions-'), 'out'), port: 0, host: '127.0.0.1' })
}, 120_000)
afterAll(async () => {
  await server?.close()
})

describe('generator/watch with docs versions', () => {
  test("an edit to a frozen version's doc is rebuilt", async () => {
    expect((await get('/docs/1.0/guides/tables')).text).toContain('quaywall summary')
    fs.writeFileSync(
      path.join(root, 'versioned_docs/version-1.0/guides/tables.md'),
      '# Tide tables\n\nPrint a table with `tidepool print`. Now with a lighthouse column.\n',
    )
    await until(async () => (await get('/docs/1.0/guides/tables')).text.includes('lighthouse column'))
  })

  test('dropping a version from versions.json rebuilds without it', async () => {
    fs.writeFileSync(path.join(root, 'versions.json'), '["2.0"]')
    await until(async () => (await get('/docs/1.0/intro')).status === 404)
    expect((await get('/docs/guides/tables')).text).toContain('Version: 2.0')
  })
})
