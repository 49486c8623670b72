/** The dev server (`npm run dev`): rebuild on change, errors reported and recovered from. */
import fs from 'node:fs'
import http from 'node:http'
import path from 'node:path'
import { afterAll, beforeAll, describe, expect, test } from 'vitest'
import { makeSite, tempDir, waitUntil } from '../test/helpers.js'
import { dev } from './watch.js'

let root: string
let outDir: string
let server: Awaited<ReturnType<typeof dev>>
const events: { event: string; data: string }[] = []
let stream: http.ClientRequest

const get = async (p: string) => {
  const res = await fetch(server.url.replace(/\/$/, '') + p)
  return { status: res.status, text: await res.text() }
}
const until = waitUntil

beforeAll(async () => {
  root = makeSite({
    'content/docs/index.md': '---\ntitle: Home\n---\n\nWelcome. See [A](./a.md).\n',
    'content/docs/a.md': '---\ntitle: Page A\n---\n\nFirst version.\n',
    'content/docs/wip.md': '---\ntitle: Work in progress\ndraft: true\n---\n\nNot ready.\n',
  })
  outDir = path.join(tempDir('ssg-dev-'), 'out')
  server = await dev(root, { outDir, port: 0, host: '127.0.0.1' })
  stream = http.get(server.url + '__dev/events', (res) => {
    let buf = ''
    res.setEncoding('utf8')
    res.on('data', (chunk: string) => {
      buf += chunk
      let i: number
      while ((i = buf.indexOf('\n\n')) !== -1) {
        const block = buf.slice(0, i)
        buf = buf.slice(i + 2)
        const event = /^event: (.*)$/m.exec(block)?.[1]
        const data = /^data: (.*)$/m.exec(block)?.[1]
        if (event) events.push({ event, data: data ?? '' })
      }
    })
  })
}, 120_000)

afterAll(async () => {
  stream?.destroy()
  await server?.close()
})

describe('generator/watch', () => {
  test('E8 dev mode builds drafts (marked as drafts) and injects the live-reload script', async () => {
    const wip = await get('/wip')
    expect(wip.status).toBe(200)
    expect(wip.text).toContain('draft-banner')
    expect(wip.text).toContain('/__dev/events')
  })

  test('an edit is rebuilt and a reload event is sent', async () => {
    expect((await get('/a')).text).toContain('First version.')
    fs.writeFileSync(path.join(root, 'content/docs/a.md'), '---\ntitle: Page A\n---\n\nSecond version.\n')
    await until(async () => (await get('/a')).text.includes('Second version.'))
    await until(() => events.some((e) => e.event === 'reload'))
  })

  test("an edit to one page's body rewrites only that page (HTML, route data, markdown twin, llms-full.txt), in place", async () => {
    const mtime = (rel: string) => fs.statSync(path.join(outDir, rel)).mtimeMs
    const before = { index: mtime('index.html'), a: mtime('a.html'), dir: fs.statSync(outDir).ino }
    const reloads = events.filter((e) => e.event === 'reload').length
    fs.writeFileSync(path.join(root, 'content/docs/a.md'), '---\ntitle: Page A\n---\n\nSecond version, edited.\n')
    // A reload left over from the previous test's build (chokidar may report one write twice) can
    // arrive after `reloads` was counted: wait for this edit's outputs as well as a new reload.
    await until(
      () =>
        fs.existsSync(path.join(outDir, 'llms-full.txt')) &&
        fs.readFileSync(path.join(outDir, 'llms-full.txt'), 'utf8').includes('Second version, edited.'),
    )
    await until(() => events.filter((e) => e.event === 'reload').length > reloads)
    expect(JSON.parse(events.at(-1)!.data)).toMatchObject({ url: '/a' })
    expect((await get('/a')).text).toContain('Second version, edited.')
    expect(fs.readFileSync(path.join(outDir, 'a.md'), 'utf8')).toContain('Second version, edited.')
    expect(fs.readFileSync(path.join(outDir, 'llms-full.txt'), 'utf8')).toContain('Second version, edited.')
    expect(
      fs.readdirSync(path.join(outDir, '__data'), { recursive: true }).some((f) => String(f).endsWith('a.json')),
    ).toBe(true)
    expect(mtime('a.html')).toBeGreaterThan(before.a)
    expect(mtime('index.html')).toBe(before.index) // untouched
    expect(fs.statSync(outDir).ino).toBe(before.dir) // written in place, not swapped
  })

  test('a title change reaches other pages (their sidebars), so the whole site is rebuilt', async () => {
    const reloads = events.filter((e) => e.event === 'reload').length
    fs.writeFileSync(path.join(root, 'content/docs/a.md'), '---\ntitle: Page Alpha\n---\n\nSecond version.\n')
    await until(() => events.filter((e) => e.event === 'reload').length > reloads)
    expect(JSON.parse(events.at(-1)!.data).url).toBeUndefined()
    expect((await get('/')).text).toContain('Page Alpha')
    fs.writeFileSync(path.join(root, 'content/docs/a.md'), '---\ntitle: Page A\n---\n\nSecond version.\n')
    await until(async () => (await get('/')).text.includes('Page A<'))
  })

  test('E3 a content error is reported to the browser, the last good page stays, and fixing it recovers', async () => {
    fs.writeFileSync(path.join(root, 'content/docs/a.md'), '---\ntitle: Page A\n---\n\nBroken [link](./missing.md).\n')
    await until(() => events.some((e) => e.event === 'error' && e.data.includes('missing.md')))
    const error = JSON.parse(events.find((e) => e.event === 'error')!.data) as { file?: string; message: string }
    expect(error.message).toContain('a.md')
    const stale = await get('/a')
    expect(stale.status).toBe(200)
    expect(stale.text).toContain('Second version.')
    fs.writeFileSync(path.join(root, 'content/docs/a.md'), '---\ntitle: Page A\n---\n\nThird version.\n')
    await until(async () => (await get('/a')).text.includes('Third version.'))
  })
})
