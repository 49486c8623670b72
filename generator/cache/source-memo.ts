/**
 * The parsed sources of the last build, so a warm build does not read and parse again the
 * markdown files that did not change: `<cache dir>/sources.jsonl` maps a source path to the
 * size, mtime and inode the file had when it was read, and the SourceFile parsed from it (front
 * matter, body, body start line). A file whose stat still matches, read under the same code
 * version, kind, relative path and format option, gets the memo's SourceFile; any other is read.
 *
 * Neither side holds the site's markdown twice (at 50,000 docs the bodies are 500 MB): the memo
 * is one line per file, `<path as JSON>\t<entry as JSON>` after a header line; a loaded memo keeps
 * the file's bytes and where each line is, and parses a line only when its file is asked for; a
 * file read by this build is written out as it is read, into a temp file of the staging folder,
 * not kept. The lines of the old memo this build reused are copied at the save, byte for byte,
 * and only when the memo changed (a build that read nothing new keeps the old file).
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

export const SOURCES = 'sources.jsonl'
/** The memo's file before this format (one JSON object holding every entry): removed at a commit. */
export const OLD_SOURCES = 'sources.json'
const FORMAT = 2
/** Files modified this recently are not memoised (see the module comment). */
const RACY_MS = 2000
/** New lines are written about this many bytes at a time. */
const FLUSH_CHARS = 1 << 20
const TAB = 9
const NEWLINE = 10

/** Where a path's line is in the old memo: its start, its entry's start (after the tab), its newline. */
type Line = [start: number, entry: number, end: number]

interface Memoised {
  stat: [size: number, mtimeMs: number, ino: number]
  /** kind, relative path and format option the file was read as. */
  as: string
  source: SourceFile
}

/** The memo of one build: looked up by the content stage, saved (what this build read) when the build succeeds. */
export class SourceMemo {
  /** Lines of the old memo this build reused, by path. */
  private readonly reused = new Map<string, Line>()
  /** Paths this build wrote a new line for. */
  private readonly fresh = new Set<string>()
  private pending: string[] = []
  private pendingChars = 0
  private fd: number | null = null
  private failed = false
  private readonly tmp: string

  /**
   * `bytes`: the old memo's file; `lines`: where each path's line is in it.
   * `dir`: where the memo is saved (a build's staging folder).
   */
  private constructor(
    private readonly code: string,
    private readonly bytes: Buffer,
    private readonly lines: Map<string, Line>,
    private readonly dir: string,
  ) {
    this.tmp = path.join(dir, `${SOURCES}.${process.pid}-${Math.random().toString(36).slice(2)}.tmp`)
  }

  /** The memo in `cacheDir` for this code version (empty when missing, unreadable or of another version), to
   * be saved into `dir`. */
  static load(cacheDir: string, code: string, dir = cacheDir): SourceMemo {
    const lines = new Map<string, Line>()
    let bytes = Buffer.alloc(0)
    try {
      bytes = fs.readFileSync(path.join(cacheDir, SOURCES))
      let end = bytes.indexOf(NEWLINE)
      const header = JSON.parse(bytes.toString('utf8', 0, end === -1 ? bytes.length : end)) as {
        v?: unknown
        code?: unknown
      }
      if (header?.v !== FORMAT || header.code !== code || end === -1) throw new Error('another memo')
      for (let start = end + 1; start < bytes.length; start = end + 1) {
        end = bytes.indexOf(NEWLINE, start)
        if (end === -1) break // a line cut short: not an entry
        const tab = bytes.indexOf(TAB, start)
        if (tab === -1 || tab > end) continue
        lines.set(JSON.parse(bytes.toString('utf8', start, tab)) as string, [start, tab + 1, end])
      }
    } catch {
      // no memo yet, or an unreadable one: every file is read
      lines.clear()
      bytes = Buffer.alloc(0)
    }
    return new SourceMemo(code, bytes, lines, dir)
  }

  /** `read()`'s SourceFile for this file, from the memo when its stat and reading are unchanged. */
  async source(
    sourcePath: string,
    kind: SourceKind,
    relativePath: string,
    format: MarkdownFormat,
    read: () => Promise<SourceFile>,
    legacyTitles = true,
  ): Promise<SourceFile> {
    const as = `${kind}\0${relativePath}\0${format}${legacyTitles ? '' : '\0text titles'}`
    let st: fs.Stats | undefined
    try {
      st = fs.statSync(sourcePath, { throwIfNoEntry: false })
    } catch {
      st = undefined
    }
    const known = this.entry(sourcePath)
    if (
      st &&
      known &&
      known.as === as &&
      known.stat[0] === st.size &&
      known.stat[1] === st.mtimeMs &&
      known.stat[2] === st.ino
    ) {
      if (!this.fresh.has(sourcePath)) this.reused.set(sourcePath, this.lines.get(sourcePath)!)
      return revive(known.source)
    }
    const source = await read()
    if (st && Date.now() - st.mtimeMs > RACY_MS && plain(source.frontmatter)) {
      const entry: Memoised = { stat: [st.size, st.mtimeMs, st.ino], as, source }
      this.append(`${JSON.stringify(sourcePath)}\t${JSON.stringify(entry, tagDates)}\n`)
      this.reused.delete(sourcePath)
      this.fresh.add(sourcePath)
    }
    return source
  }

  /**
   * Finish the memo of the files read by this build in its folder (temp file + rename) when it
   * changed; a memo this build only reused stays as it is. Errors are ignored.
   */
  save(): void {
    try {
      if (this.failed || (this.fresh.size === 0 && this.reused.size === this.lines.size)) return this.discard()
      this.flush()
      // The reused lines as they were, newline included.
      for (const [start, , end] of this.reused.values()) fs.writeSync(this.open(), this.bytes, start, end + 1 - start)
      fs.closeSync(this.open())
      this.fd = null
      fs.renameSync(this.tmp, path.join(this.dir, SOURCES))
    } catch {
      this.discard()
    }
  }

  /** The old memo's entry for `sourcePath`, parsed now (a line that does not parse is no entry). */
  private entry(sourcePath: string): Memoised | undefined {
    const at = this.lines.get(sourcePath)
    if (!at) return undefined
    try {
      const m = JSON.parse(this.bytes.toString('utf8', at[1], at[2])) as Memoised
      return Array.isArray(m?.stat) && typeof m.as === 'string' && m.source && typeof m.source.body === 'string'
        ? m
        : undefined
    } catch {
      return undefined
    }
  }

  private append(line: string): void {
    this.pending.push(line)
    this.pendingChars += line.length
    if (this.pendingChars >= FLUSH_CHARS) this.flush()
  }

  /** Write the pending lines (a failed write makes the memo unsaved, not the build failed). */
  private flush(): void {
    if (!this.pending.length || this.failed) return
    try {
      fs.writeSync(this.open(), this.pending.join(''))
    } catch {
      this.failed = true
    }
    this.pending = []
    this.pendingChars = 0
  }

  /** The temp file, opened (with its header) at the first write. */
  private open(): number {
    if (this.fd === null) {
      fs.mkdirSync(this.dir, { recursive: true })
      this.fd = fs.openSync(this.tmp, 'w')
      fs.writeSync(this.fd, JSON.stringify({ v: FORMAT, code: this.code }) + '\n')
    }
    return this.fd
  }

  /** Drop what this build wrote (a failed build). */
  discard(): void {
    if (this.fd !== null) fs.closeSync(this.fd)
    this.fd = null
    this.pending = []
    fs.rmSync(this.tmp, { force: true })
  }
}

/** Front matter that JSON keeps as it is, dates apart (YAML's `.inf`, `.nan` or `!!binary` are not memoised). */
function plain(value: unknown): boolean {
  if (value === null || typeof value === 'string' || typeof value === 'boolean') return true
  if (typeof value === 'number') return Number.isFinite(value)
  if (value instanceof Date) return !Number.isNaN(value.getTime())
  if (Array.isArray(value)) return value.every(plain)
  // An object with a `$date` key would come back as a Date (see tagDates): not memoised.
  if (typeof value === 'object' && Object.getPrototypeOf(value) === Object.prototype)
    return !('$date' in value) && Object.values(value as Record<string, unknown>).every(plain)
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
