/** The check thread vouches for a frozen folder's digest from the file-hash memo, or says it cannot. */
import fs from 'node:fs'
import path from 'node:path'
import { afterEach, describe, expect, test } from 'vitest'
import { tempDir, writeTree } from '../test/helpers.js'
import { folderDigest } from './disk-cache.js'
import { FileHashes } from './file-hashes.js'
import { CheckThread } from './check-thread.js'
import { outputStamps } from '../stages/write.js'
import { askIntact, recordBuild, upToDate, type KeptReport } from './up-to-date.js'

const threads: CheckThread[] = []
afterEach(async () => {
  await Promise.all(threads.splice(0).map((t) => t.close()))
})

/** A folder of old files (older than the memo's 2 s rule) and a cache folder. */
function folder() {
  const root = tempDir()
  const dir = path.join(root, 'versioned_docs', 'version-1.0')
  writeTree(dir, { 'intro.md': '# Intro', 'guides/a.md': 'a', 'guides/b.md': 'b', 'z.md': 'z' })
  age(dir)
  return { dir, cache: path.join(root, 'cache') }
}

/** Every file of `dir` dated 2020 (the memo does not keep a file changed in the last 2 s). */
function age(dir: string): void {
  const old = new Date('2020-01-01')
  for (const rel of fs.readdirSync(dir, { recursive: true }) as string[]) {
    if (fs.statSync(path.join(dir, rel)).isFile()) fs.utimesSync(path.join(dir, rel), old, old)
  }
}

/** The digest the main thread computes alone (no thread asked); the memo is saved, as a build saves it. */
function hereDigest(dir: string, cache: string): string {
  const hashes = FileHashes.load(cache)
  const digest = folderDigest(dir, hashes)
  hashes.save()
  return digest
}

async function delegated(dir: string, cache: string): Promise<{ hashes: FileHashes; vouched: string | null }> {
  const thread = CheckThread.start()!
  threads.push(thread)
  const hashes = FileHashes.load(cache)
  hashes.delegate([dir], thread)
  await hashes.ready()
  return { hashes, vouched: hashes.delegatedDigest(dir) }
}

describe('the check thread', () => {
  test('V5 with no memo it vouches for nothing; once the memo holds the folder, its digest is the one this thread computes', async () => {
    const { dir, cache } = folder()
    const first = await delegated(dir, cache)
    expect(first.vouched).toBeNull()
    const expected = folderDigest(dir, first.hashes) // hashed here, and memoised
    first.hashes.save()
    const second = await delegated(dir, cache)
    expect(second.vouched).toBe(expected)
    expect(folderDigest(dir, second.hashes)).toBe(expected)
    // The memo keeps the folder's files though this build never looked them up itself.
    second.hashes.save()
    const memo = JSON.parse(fs.readFileSync(path.join(cache, 'files.json'), 'utf8')) as {
      files: Record<string, unknown>
    }
    expect(Object.keys(memo.files).filter((f) => f.startsWith(dir)).length).toBe(4)
  })

  test('V5 a file edited, added or deleted: the thread does not vouch, and the digest computed here changes', async () => {
    const { dir, cache } = folder()
    const before = hereDigest(dir, cache)
    // Each change alone: the memo was saved after the one before (the thread vouches again then).
    expect((await delegated(dir, cache)).vouched).toBe(before)
    const cases: [string, () => void][] = [
      ['edited', () => fs.writeFileSync(path.join(dir, 'guides/a.md'), 'A, longer')],
      ['added', () => fs.writeFileSync(path.join(dir, 'guides/c.md'), 'c')],
      ['deleted', () => fs.rmSync(path.join(dir, 'z.md'))],
    ]
    let last = before
    for (const [what, change] of cases) {
      change()
      age(dir)
      const { vouched } = await delegated(dir, cache)
      expect(vouched, what).toBeNull()
      const now = hereDigest(dir, cache)
      expect(now, what).not.toBe(last)
      expect((await delegated(dir, cache)).vouched, what).toBe(now)
      last = now
    }
  })

  test('a thread that was closed answers null: the main thread does the work', async () => {
    const thread = CheckThread.start()!
    await thread.close()
    expect(await thread.digests([['/nowhere', []]])).toBeNull()
    expect(await thread.damaged(['/nowhere.json'], '/out/')).toBeNull()
  })

  test('31 the output folder is intact as recorded, on the thread as on this one: not after a file edited in place, or a name added, renamed or removed deep in it', async () => {
    const out = path.join(tempDir(), 'out')
    const cache = tempDir()
    writeTree(out, {
      'index.html': 'home',
      'docs/a/one.html': 'one',
      'docs/a/two.html': 'two',
      'docs/b/three.md': 'three',
    })
    const key = { base: 'base', full: async () => 'full' }
    const report = { pages: 3 } as unknown as KeptReport
    const record = () => recordBuild(cache, key, out, report, outputStamps(out)!)
    const thread = CheckThread.start()!
    threads.push(thread)
    // Both answers: the thread's (asked as a build asks it) and this thread's (none given).
    const answers = async () => [
      await askIntact(thread, cache, out),
      (await upToDate(cache, key, out, askIntact(thread, cache, out))) !== null,
      (await upToDate(cache, key, out)) !== null,
    ]
    await record()
    expect(await answers()).toEqual([true, true, true])
    const changes: [string, () => void][] = [
      ['edited in place, same size', () => fs.writeFileSync(path.join(out, 'docs/a/one.html'), 'ONE')],
      ['added', () => fs.writeFileSync(path.join(out, 'docs/b/stray.html'), 'stray')],
      ['a folder added', () => fs.mkdirSync(path.join(out, 'docs/a/new'))],
      ['renamed', () => fs.renameSync(path.join(out, 'docs/a/two.html'), path.join(out, 'docs/a/owt.html'))],
      ['removed', () => fs.rmSync(path.join(out, 'docs/b/three.md'))],
    ]
    for (const [what, change] of changes) {
      // A folder's mtime moves with the clock's tick: the change comes after it has moved on.
      await new Promise((resolve) => setTimeout(resolve, 20))
      change()
      expect(await answers(), what).toEqual([false, false, false])
      await record()
      expect(await answers(), what).toEqual([true, true, true])
    }
    await thread.close()
    expect(await askIntact(thread, cache, out)).toBeNull()
  })
})
