/**
 * The dev server under rapid edits: 500 file operations (writes, creates, renames,
 * deletes) in bursts of 10 with short, irregular pauses, against a small site. It must keep
 * serving, end in exactly the state of the files on disk, and its heap must not keep growing:
 * the heap after the last 250 edits may not exceed the heap after the first 250 by more than
 * a small margin. About a minute on a loaded 2-core machine.
 */
import fs from 'node:fs'
import path from 'node:path'
import { runInNewContext } from 'node:vm'
import v8 from 'node:v8'
import { afterAll, beforeAll, describe, expect, test } from 'vitest'
import { makeSite, tempDir } from '../test/helpers.js'
import { dev } from './watch.js'

const OPS = 500
const BURST = 10

v8.setFlagsFromString('--expose-gc')
const gc = runInNewContext('gc') as () => void
const heapMb = () => {
  gc()
  gc()
  return process.memoryUsage().heapUsed / 1024 / 1024
}

let root: string
let server: Awaited<ReturnType<typeof dev>>
/** The model: page name → the marker its file now holds. */
const pages = new Map<string, string>()
const gone = new Set<string>()

const docsDir = () => path.join(root, 'content/docs')
const body = (name: string, marker: string) =>
  `---\ntitle: ${name}\n---\n\nMarker ${marker}.\n\n\`\`\`ts\nconst ${name.replace(/-/g, '_')} = '${marker}'\n\`\`\`\n`

beforeAll(async () => {
  const files: Record<string, string> = { 'content/docs/index.md': '# Home\n\nThe home page.\n' }
  for (let i = 0; i < 8; i++) {
    files[`content/docs/page-${i}.md`] = body(`page-${i}`, 'v0')
    pages.set(`page-${i}`, 'v0')
  }
  root = makeSite(files)
  const log = console.log
  console.log = () => {} // one line per rebuild
  server = await dev(root, { outDir: path.join(tempDir('ssg-stress-'), 'out'), port: 0, host: '127.0.0.1' })
  console.log = log
}, 120_000)

afterAll(async () => {
  await server?.close()
})

/** One random operation on the docs folder, applied to the model too. */
let counter = 0
function operate(random: () => number): void {
  const names = [...pages.keys()]
  const pick = () => names[Math.floor(random() * names.length)]!
  const r = random()
  const marker = `m${++counter}`
  if (r < 0.5 || names.length < 4) {
    const name = r < 0.35 && names.length ? pick() : `new-${counter}`
    fs.writeFileSync(path.join(docsDir(), `${name}.md`), body(name, marker))
    pages.set(name, marker)
    gone.delete(name)
  } else if (r < 0.75) {
    const from = pick()
    const to = `moved-${counter}`
    fs.renameSync(path.join(docsDir(), `${from}.md`), path.join(docsDir(), `${to}.md`))
    pages.set(to, pages.get(from)!)
    pages.delete(from)
    gone.add(from)
  } else {
    const name = pick()
    fs.unlinkSync(path.join(docsDir(), `${name}.md`))
    pages.delete(name)
    gone.add(name)
  }
}

async function get(p: string): Promise<{ status: number; text: string }> {
  const res = await fetch(server.url.replace(/\/$/, '') + p)
  return { status: res.status, text: await res.text() }
}

/** Wait until every page answers with its marker and every removed page answers 404. */
async function settled(ms = 90_000): Promise<void> {
  const end = Date.now() + ms
  let last = ''
  while (Date.now() < end) {
    const checks = await Promise.all([
      ...[...pages].map(async ([name, marker]) => {
        const r = await get(`/${name}`)
        return r.status === 200 && r.text.includes(`Marker ${marker}.`) ? '' : `${name}: ${r.status}`
      }),
      ...[...gone].map(async (name) => ((await get(`/${name}`)).status === 404 ? '' : `${name} still served`)),
    ])
    last = checks.filter(Boolean).join(', ')
    if (!last) return
    await new Promise((r) => setTimeout(r, 250))
  }
  throw new Error(`the dev server did not reach the state on disk: ${last}`)
}

describe('generator/watch under rapid edits', () => {
  test(`survives ${OPS} rapid edits in bursts, ends in the state on disk, and its heap stays bounded`, async () => {
    let seed = 42
    const random = () => (seed = (seed * 1103515245 + 12345) % 2 ** 31) / 2 ** 31
    const heap: number[] = []
    const { log, error } = console
    let transient = 0 // a file deleted while a build reads it fails that build; the next one recovers
    console.log = () => {}
    console.error = () => {
      transient++
    }
    try {
      for (let half = 0; half < 2; half++) {
        for (let i = 0; i < OPS / 2; i += BURST) {
          for (let j = 0; j < BURST; j++) operate(random)
          await new Promise((r) => setTimeout(r, Math.floor(random() * 80)))
          expect((await get('/')).status).toBe(200) // serving all along
        }
        await settled()
        heap.push(heapMb())
      }
    } finally {
      Object.assign(console, { log, error })
    }
    console.log(
      `dev server: ${OPS} edits, ${transient} transient build errors (files gone mid-build); heap after 250: ${heap[0]!.toFixed(1)} MB, after 500: ${heap[1]!.toFixed(1)} MB; ${pages.size} pages on disk`,
    )
    expect(heap[1]! - heap[0]!).toBeLessThan(25)
  }, 600_000)
})
