/**
 * The thread that checks what a warm build keeps while the main thread builds. A warm build
 * spends most of what it keeps in stat calls, and the main thread is its critical path while the
 * second core is idle, so these checks run here:
 *   - `digests`: for each frozen docs version folder, the content digest of its files
 *     (disk-cache.ts `folderDigest`: path and SHA-1 of each file, in walk order), taken from the
 *     file-hash memo when every file's size, mtime and inode still match it; null when any does
 *     not, or a file came or went (the main thread then hashes that folder itself);
 *   - `damaged`: which version records' output files changed (`HOLDS` below);
 *   - `intact`: whether the output folder is as the last build left it (`INTACT`):
 *     the stat of each of its files and folders, while the main thread hashes the site's files
 *     for the whole-build key — at 50,000 docs, 180,000 stat calls there against 50,000 here.
 * A site with versions.json starts the thread before its config is read (it takes as long to
 * start as the config takes to load); a site whose last build left a large output folder starts
 * it for `intact` alone (session.ts `upToDate`). It keeps the process alive only while a question
 * waits for its answer.
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
export const holdsOnDisk = new Function('fs', 'createHash', `${HOLDS}\nreturn holds`)(fs, createHash) as (
  file: string,
  root: string,
) => boolean

/**
 * Whether the output folder `root` (ending with a separator) is as the whole-build record `file`
 * (up-to-date.ts) says: the stamp of each file and folder on its third line, and the files of each
 * docs version it kept whole (its second line names their records, in the folder `records`, see `HOLDS`). No
 * folder is listed: a name added, removed or renamed in a folder changes the folder's mtime, so its
 * stamp says it (to the clock's tick, as a file's edit in place is told by its own stamp). Plain
 * JavaScript: the check thread runs it (an eval'd worker is not bundled), and so does the main
 * thread when the build has no such thread.
 */
export const INTACT = `function intact(file, root, records) {
  const stamped = (list) => {
    const paths = list.paths.split('\\n')
    const s = list.stamps
    if (s.length !== paths.length * 3) return false
    for (let i = 0; i < paths.length; i++) {
      const st = fs.statSync(root + paths[i], { throwIfNoEntry: false })
      if (!st || st.size !== s[3 * i] || st.mtimeMs !== s[3 * i + 1] || st.ino !== s[3 * i + 2]) return false
    }
    return true
  }
  try {
    const text = fs.readFileSync(file, 'utf8')
    const first = text.indexOf('\\n')
    const second = text.indexOf('\\n', first + 1)
    const made = JSON.parse(text.slice(second + 1))
    if (typeof made.files.paths !== 'string' || typeof made.folders.paths !== 'string' || !stamped(made.folders) || !stamped(made.files)) return false
    const units = JSON.parse(text.slice(first + 1, second)).units || []
    return units.every(([name, at]) => holds(records + name, root + at))
  } catch {
    return false
  }
}`

// One source for both threads (INTACT, HOLDS), so the two checks cannot drift apart.
export const intactOnDisk = new Function('fs', 'createHash', `${HOLDS}\n${INTACT}\nreturn intact`)(fs, createHash) as (
  file: string,
  root: string,
  records: string,
) => boolean

/** A memo entry: path, size, mtime, inode, SHA-1 (file-hashes.ts Stamp, with its path). */
export type KnownFile = [file: string, size: number, mtimeMs: number, ino: number, sha1: string]

/** The thread's source: plain CommonJS (an eval'd worker is not bundled). */
const SOURCE = `
const { parentPort } = require('node:worker_threads')
const { createHash } = require('node:crypto')
const fs = require('node:fs')
const path = require('node:path')
${HOLDS}
${INTACT}
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
  else if (m.type === 'intact') parentPort.postMessage({ id: m.id, result: intact(m.file, m.outDir, m.records) })
  else parentPort.postMessage({ id: m.id, result: m.files.flatMap((f, i) => (holds(f, m.outDir) ? [] : [i])) })
})
`

export class CheckThread {
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
  static start(): CheckThread | null {
    try {
      return new CheckThread(new Worker(SOURCE, { eval: true }))
    } catch {
      return null
    }
  }

  /** Each folder's digest from `known` (its memo entries), or null where the memo no longer holds. */
  digests(dirs: [dir: string, known: KnownFile[]][]): Promise<(string | null)[] | null> {
    return this.ask({ type: 'digests', dirs }) as Promise<(string | null)[] | null>
  }

  /** The indexes of the record files whose output files (under `outDir`, ending with a separator) changed;
   * null if the thread failed. */
  damaged(files: string[], outDir: string): Promise<number[] | null> {
    return this.ask({ type: 'damaged', files, outDir }) as Promise<number[] | null>
  }

  /** Whether the output folder (`outDir`, ending with a separator) is as the whole-build record `file` says,
   * kept versions (their records in `records`) included (`INTACT`); null if the thread failed. */
  intact(file: string, outDir: string, records: string): Promise<boolean | null> {
    return this.ask({ type: 'intact', file, outDir, records }) as Promise<boolean | null>
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
