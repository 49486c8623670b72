/**
 * The parsed sources of the last build, so a warm build does not read and parse again the
 * markdown files that did not change: `<cache dir>/sources.json` maps a source path to the
 * size, mtime and inode the file had when it was read, and the SourceFile parsed from it (front
 * matter, body, body start line). A file whose stat still matches, read under the same code
 * version, kind, relative path and format option, gets the memo's SourceFile; any other is read.
 *
 * As in file-hashes.ts, a file modified in the last two seconds is not memoised (another write in
 * the same mtime tick could keep the old parse), the memo only ever maps a stat to what was parsed
 * under it, and a corrupt or other-version memo is ignored. It is written into the build's staging
 * folder and moved into the cache only by a successful build (disk-cache.ts `commitStaged`).
 * Every check of the content stage (front matter types, authors, tags, MDX in markdown) still
 * runs on each build, so its warnings and errors are the same, memo or not.
 */
import fs from 'node:fs'
import path from 'node:path'
import type { MarkdownFormat, SourceFile, SourceKind } from '../core/types.js'
import { writeAtomic } from './atomic-write.js'

export const SOURCES = 'sources.json'
const FORMAT = 1
/** Files modified this recently are not memoised (see the module comment). */
const RACY_MS = 2000

interface Memoised {
  stat: [size: number, mtimeMs: number, ino: number]
  /** kind, relative path and format option the file was read as. */
  as: string
  source: SourceFile
}

/** The memo of one build: looked up by the content stage, saved (what this build read) when the build succeeds. */
export class SourceMemo {
  private readonly seen = new Map<string, Memoised>()
  private changed = false

  private constructor(private readonly code: string, private readonly memo: Map<string, Memoised>) {}

  /** The memo in `cacheDir` for this code version (empty when missing, unreadable or of another version). */
  static load(cacheDir: string, code: string): SourceMemo {
    const memo = new Map<string, Memoised>()
    try {
      const data = JSON.parse(fs.readFileSync(path.join(cacheDir, SOURCES), 'utf8')) as { v?: unknown; code?: unknown; files?: Record<string, Memoised> }
      if (data.v === FORMAT && data.code === code && data.files && typeof data.files === 'object') {
        for (const [p, m] of Object.entries(data.files)) if (Array.isArray(m?.stat) && typeof m.as === 'string' && m.source && typeof m.source.body === 'string') memo.set(p, m)
      }
    } catch {
      // no memo yet, or an unreadable one: every file is read
    }
    return new SourceMemo(code, memo)
  }

  /** `read()`'s SourceFile for this file, from the memo when its stat and reading are unchanged. */
  async source(sourcePath: string, kind: SourceKind, relativePath: string, format: MarkdownFormat, read: () => Promise<SourceFile>): Promise<SourceFile> {
    const as = `${kind}\0${relativePath}\0${format}`
    let st: fs.Stats | undefined
    try {
      st = fs.statSync(sourcePath, { throwIfNoEntry: false })
    } catch {
      st = undefined
    }
    const known = this.memo.get(sourcePath)
    if (st && known && known.as === as && known.stat[0] === st.size && known.stat[1] === st.mtimeMs && known.stat[2] === st.ino) {
      this.seen.set(sourcePath, known)
      // A copy: later stages may add to a source's objects.
      return revive(known.source)
    }
    const source = await read()
    if (st && Date.now() - st.mtimeMs > RACY_MS && plain(source.frontmatter)) {
      this.seen.set(sourcePath, { stat: [st.size, st.mtimeMs, st.ino], as, source: JSON.parse(JSON.stringify(source, tagDates)) as SourceFile })
      this.changed = true
    }
    return source
  }

  /** Write the memo of the files read by this build into `dir` (temp file + rename) when it changed; errors are ignored. */
  save(dir: string): void {
    if (!this.changed && this.seen.size === this.memo.size) return
    writeAtomic(path.join(dir, SOURCES), () => JSON.stringify({ v: FORMAT, code: this.code, files: Object.fromEntries(this.seen) }))
  }
}

/** Front matter that JSON keeps as it is, dates apart (YAML's `.inf`, `.nan` or `!!binary` are not memoised). */
function plain(value: unknown): boolean {
  if (value === null || typeof value === 'string' || typeof value === 'boolean') return true
  if (typeof value === 'number') return Number.isFinite(value)
  if (value instanceof Date) return !Number.isNaN(value.getTime())
  if (Array.isArray(value)) return value.every(plain)
  // An object with a `$date` key would come back as a Date (see tagDates): not memoised.
  if (typeof value === 'object' && Object.getPrototypeOf(value) === Object.prototype) return !('$date' in value) && Object.values(value as Record<string, unknown>).every(plain)
  return false
}

/** JSON.stringify's replacer: a Date (seen before its toJSON) becomes `{ $date: ms }`. */
function tagDates(this: Record<string, unknown>, key: string, value: unknown): unknown {
  const raw = this[key]
  return raw instanceof Date ? { $date: raw.getTime() } : value
}

/** A fresh copy of a memoised SourceFile, its front matter's dates made Dates again. */
function revive(source: SourceFile): SourceFile {
  const back = (v: unknown): unknown => {
    if (Array.isArray(v)) return v.map(back)
    if (v && typeof v === 'object') {
      const o = v as Record<string, unknown>
      if (typeof o.$date === 'number' && Object.keys(o).length === 1) return new Date(o.$date)
      return Object.fromEntries(Object.entries(o).map(([k, x]) => [k, back(x)]))
    }
    return v
  }
  return { ...source, frontmatter: back(source.frontmatter) as SourceFile['frontmatter'] }
}
