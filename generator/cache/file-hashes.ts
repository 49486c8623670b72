/**
 * Content hashes of files for the cache keys, with a memo so unchanged files are not read again:
 * `<cache dir>/files.json` maps a path to the size, mtime and inode it had when it was hashed, and
 * its SHA-1. A file whose stat still matches gets the memo's hash; any other is read and hashed.
 *
 * Keys made of content hashes survive what changes times but not bytes — a fresh CI checkout
 * (git gives every file the checkout's time), `touch`, a copy — where keys of mtimes would miss.
 * As git does with its index ("racy git"), a file modified in the last two seconds is hashed
 * but not memoised: another write within the same mtime tick could otherwise keep its old hash.
 * The memo only ever maps a stat to the hash of the bytes read under it, so it is written as
 * soon as it changed (atomically); a corrupt or other-version memo is ignored; deleting it only
 * costs one read of every file.
 */
import { createHash } from 'node:crypto'
import fs from 'node:fs'
import path from 'node:path'
import { writeAtomic } from './atomic-write.js'
import type { KnownFile, CheckThread } from './check-thread.js'

const MEMO = 'files.json'
const MEMO_FORMAT = 1
/** Files modified this recently are not memoised (see the module comment). */
const RACY_MS = 2000

type Stamp = [size: number, mtimeMs: number, ino: number, sha1: string]

/** The hashes of one build (one memo file per cache folder, or none). */
export class FileHashes {
  private readonly seen = new Map<string, Stamp>()
  /** The folders this build's walks listed (disk-cache.ts listFiles), each with its files. */
  readonly subtrees = new Map<string, string[]>()
  /** The thread checking frozen versions (check-thread.ts), when the build has one. */
  thread: CheckThread | null = null
  /** Folders whose digest the thread was asked for, and its answers (null: hash the folder here). */
  private readonly digests = new Map<string, string | null>()
  private pending: Promise<void> | null = null
  private dirty = false

  private constructor(
    private readonly memoFile: string | null,
    private readonly memo: Map<string, Stamp>,
  ) {}

  /** The memo of `cacheDir` (empty when missing or unreadable), or no memo at all with null; `save` writes
   * into `stage` when given. */
  static load(cacheDir: string | null, stage?: string): FileHashes {
    const memo = new Map<string, Stamp>()
    if (!cacheDir) return new FileHashes(null, memo)
    const file = path.join(cacheDir, MEMO)
    try {
      const data = JSON.parse(fs.readFileSync(file, 'utf8')) as { v?: unknown; files?: Record<string, unknown> }
      if (data.v === MEMO_FORMAT && data.files && typeof data.files === 'object') {
        for (const [p, s] of Object.entries(data.files)) {
          if (
            Array.isArray(s) &&
            s.length === 4 &&
            typeof s[0] === 'number' &&
            typeof s[1] === 'number' &&
            typeof s[2] === 'number' &&
            typeof s[3] === 'string'
          )
            memo.set(p, s as Stamp)
        }
      }
    } catch {
      // no memo yet, or an unreadable one: every file is hashed
    }
    return new FileHashes(stage ? path.join(stage, MEMO) : file, memo)
  }

  /** The SHA-1 of a file's bytes (following symbolic links), or null when it cannot be read. */
  hash(file: string): string | null {
    // A file is hashed once per build: every key of the build sees the same bytes.
    const done = this.hashed.get(file)
    if (done !== undefined) return done
    const sha = this.hashNow(file)
    this.hashed.set(file, sha)
    return sha
  }

  private readonly hashed = new Map<string, string | null>()

  private hashNow(file: string): string | null {
    let st: fs.Stats | undefined
    try {
      st = fs.statSync(file, { throwIfNoEntry: false })
    } catch {
      return null
    }
    if (!st?.isFile()) return null
    const known = this.seen.get(file) ?? this.memo.get(file)
    if (known && known[0] === st.size && known[1] === st.mtimeMs && known[2] === st.ino) {
      this.seen.set(file, known)
      return known[3]
    }
    let sha: string
    try {
      sha = createHash('sha1').update(fs.readFileSync(file)).digest('hex')
    } catch {
      return null
    }
    if (Date.now() - st.mtimeMs > RACY_MS) {
      this.seen.set(file, [st.size, st.mtimeMs, st.ino, sha])
      this.dirty = true
    }
    return sha
  }

  /**
   * Ask `thread` for the digest of each of `dirs` from this memo (see check-thread.ts); `ready`
   * waits for the answers, `delegatedDigest` gives one. Files of a folder the thread vouched for
   * stay in the memo without being looked up here.
   */
  delegate(dirs: string[], thread: CheckThread): void {
    const prefixes = dirs.map((d) => (d.endsWith(path.sep) ? d : d + path.sep))
    const known: KnownFile[][] = dirs.map(() => [])
    for (const [file, s] of this.memo) {
      const i = prefixes.findIndex((p) => file.startsWith(p))
      if (i >= 0) known[i]!.push([file, ...s])
    }
    this.pending = thread.digests(dirs.map((d, i) => [d, known[i]!])).then((answers) => {
      dirs.forEach((d, i) => this.digests.set(d, answers?.[i] ?? null))
    })
  }

  /** Wait for the thread's digests (at once when none was asked for). */
  async ready(): Promise<void> {
    await this.pending
  }

  /** The thread's digest of `dir`, or null when it has none (then it is computed here). */
  delegatedDigest(dir: string): string | null {
    return this.digests.get(dir) ?? null
  }

  /** Write the memo of the files looked up (temp file + rename) when it changed; errors are ignored. */
  save(): void {
    if (!this.memoFile) return
    // Files no longer looked up (deleted, moved) leave the memo; those of a folder the thread vouched for stay.
    const vouched = [...this.digests].flatMap(([d, digest]) =>
      digest ? [d.endsWith(path.sep) ? d : d + path.sep] : [],
    )
    const entries = new Map(this.seen)
    if (vouched.length)
      for (const [file, s] of this.memo)
        if (!entries.has(file) && vouched.some((p) => file.startsWith(p))) entries.set(file, s)
    if (!this.dirty && entries.size === (this.savedSize ?? this.memo.size)) return
    // Saved once the keys are taken and again at the commit: the second time only if something was hashed since.
    if (writeAtomic(this.memoFile, () => JSON.stringify({ v: MEMO_FORMAT, files: Object.fromEntries(entries) }))) {
      this.dirty = false
      this.savedSize = entries.size
    }
  }

  /** How many files the memo held when this build last wrote it. */
  private savedSize: number | undefined
}
