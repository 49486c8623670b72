/**
 * The thread that checks frozen docs versions while the main thread builds (issue 16). A warm
 * build of a versioned site spends most of what its frozen versions cost in stat calls: every
 * file of every version folder (are the sources unchanged?) and every output file of every kept
 * version (are they as recorded?). The main thread is the build's critical path and the second
 * core is idle in a warm build, so both checks run here:
 *   - `digests`: for each version folder, the content digest of its files (disk-cache.ts
 *     `folderDigest`: path and SHA-1 of each file, in walk order), taken from the file-hash memo
 *     when every file's size, mtime and inode still match it; null when any does not, or a file
 *     came or went (the main thread then hashes that folder itself);
 *   - `damaged`: which version records' output files changed (`HOLDS` below).
 * The thread is started before the config is read (it takes as long to start as the config
 * takes to load), only when the site has versions.json; it keeps the process alive only while
 * a question waits for its answer.
 */
import { createHash } from 'node:crypto'
import fs from 'node:fs'
import { Worker } from 'node:worker_threads'

/**
 * The check of one record file (its checksum, and its first body line's files against `root`), as
 * plain JavaScript: the thread runs it (an eval'd worker is not bundled), and so does this thread
 * when no thread can be started.
 */
export const HOLDS = `function holds(file, root) {
  try {
    const text = fs.readFileSync(file, 'utf8')
    const nl = text.indexOf('\\n')
    const body = text.slice(nl + 1)
    if (JSON.parse(text.slice(0, nl)).sha256 !== createHash('sha256').update(body).digest('hex')) return false
    const second = body.indexOf('\\n')
    const f = JSON.parse(second < 0 ? body : body.slice(0, second))
    for (let i = 0; i < f.rel.length; i++) {
      const st = fs.statSync(root + f.rel[i], { throwIfNoEntry: false })
      if (!st || !st.isFile() || st.size !== f.size[i] || st.mtimeMs !== f.mtime[i] || st.ino !== f.ino[i]) return false
    }
    return true
  } catch {
    return false
  }
}`

// One source for both threads (HOLDS), so the two checks cannot drift apart.
export const holdsOnDisk = new Function('fs', 'createHash', `${HOLDS}\nreturn holds`)(fs, createHash) as (file: string, root: string) => boolean

/** A memo entry: path, size, mtime, inode, SHA-1 (file-hashes.ts Stamp, with its path). */
export type KnownFile = [file: string, size: number, mtimeMs: number, ino: number, sha1: string]

/** The thread's source: plain CommonJS (an eval'd worker is not bundled). */
const SOURCE = `
const { parentPort } = require('node:worker_threads')
const { createHash } = require('node:crypto')
const fs = require('node:fs')
const path = require('node:path')
${HOLDS}
// As disk-cache.ts listFiles walks (sorted by name; links to folders are files) and folderDigest hashes.
function digest(dir, known) {
  const byFile = new Map(known.map((k) => [k[0], k]))
  const h = createHash('sha256')
  let count = 0
  const walk = (d) => {
    let entries
    try { entries = fs.readdirSync(d, { withFileTypes: true }) } catch { return true }
    const prefix = d.endsWith(path.sep) ? d : d + path.sep
    for (const e of entries.sort((a, b) => (a.name < b.name ? -1 : a.name > b.name ? 1 : 0))) {
      const full = prefix + e.name
      if (e.isDirectory()) { if (!walk(full)) return false; continue }
      const k = byFile.get(full)
      const st = k && fs.statSync(full, { throwIfNoEntry: false })
      if (!st || !st.isFile() || st.size !== k[1] || st.mtimeMs !== k[2] || st.ino !== k[3]) return false
      h.update(full + '\\0' + k[4] + '\\n')
      count++
    }
    return true
  }
  try {
    return walk(dir) && count === known.length ? h.digest('hex') : null
  } catch {
    return null
  }
}
parentPort.on('message', (m) => {
  if (m.type === 'digests') parentPort.postMessage({ id: m.id, result: m.dirs.map(([dir, known]) => digest(dir, known)) })
  else parentPort.postMessage({ id: m.id, result: m.files.flatMap((f, i) => (holds(f, m.outDir) ? [] : [i])) })
})
`

export class VersionThread {
  private next = 0
  private readonly waiting = new Map<number, (result: unknown) => void>()
  private failed = false

  private constructor(private readonly worker: Worker) {
    worker.on('message', (m: { id: number; result: unknown }) => {
      this.waiting.get(m.id)?.(m.result)
      this.waiting.delete(m.id)
      if (!this.waiting.size) worker.unref()
    })
    // A thread that fails answers nothing more: every question waiting (and any later) gets null.
    worker.on('error', () => this.fail())
    worker.on('exit', () => this.fail())
    worker.unref()
  }

  /** A thread, or null when it cannot be started. */
  static start(): VersionThread | null {
    try {
      return new VersionThread(new Worker(SOURCE, { eval: true }))
    } catch {
      return null
    }
  }

  /** Each folder's digest from `known` (its memo entries), or null where the memo no longer holds. */
  digests(dirs: [dir: string, known: KnownFile[]][]): Promise<(string | null)[] | null> {
    return this.ask({ type: 'digests', dirs }) as Promise<(string | null)[] | null>
  }

  /** The indexes of the record files whose output files (under `outDir`, ending with a separator) changed; null if the thread failed. */
  damaged(files: string[], outDir: string): Promise<number[] | null> {
    return this.ask({ type: 'damaged', files, outDir }) as Promise<number[] | null>
  }

  async close(): Promise<void> {
    this.failed = true
    await this.worker.terminate()
  }

  private ask(message: Record<string, unknown>): Promise<unknown> {
    if (this.failed) return Promise.resolve(null)
    const id = this.next++
    return new Promise((resolve) => {
      // Referenced while a question waits (the process would otherwise end before the answer), not otherwise.
      this.worker.ref()
      this.waiting.set(id, resolve)
      this.worker.postMessage({ ...message, id })
    })
  }

  private fail(): void {
    this.failed = true
    for (const resolve of this.waiting.values()) resolve(null)
    this.waiting.clear()
  }
}
