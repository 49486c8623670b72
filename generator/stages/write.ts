/**
 * Stage 7, write: every file of a build goes into a temporary sibling of the output folder
 * (static/ copied in first), except the files whose bytes are already at their path in the
 * output folder, which are only noted as kept. A failed build removes the temp folder: the
 * previous site stays as it was. A successful one commits: with no output folder yet, the temp
 * folder is renamed into place; otherwise the output folder is updated in place — the files
 * that differ are moved in and the files no longer made are deleted — after a journal
 * (`.cwc-commit` in the temp folder) is written, so that a build killed during the commit is
 * completed by the next one (`recoverStaleTemps`). A rebuild thus touches only what changed.
 */
import fsSync from 'node:fs'
import fs from 'node:fs/promises'
import path from 'node:path'
import type { CompiledPage, OutputFile, SiteConfig } from '../core/types.js'

/** Prefix of the temporary folders of an output folder (cleaned up by the next build). */
export function tempPrefix(outDir: string): string {
  return `.${path.basename(outDir)}-tmp-`
}

/** Options of writeSite. */
export interface WriteOptions {
  /** Abort before the swap: the temp folder is removed and the output folder left as it was. */
  signal?: AbortSignal
}

/** Write all files atomically; returns the bytes written. */
export async function writeSite(
  config: SiteConfig,
  files: OutputFile[],
  options: WriteOptions = {},
): Promise<{ files: number; bytes: number }> {
  const folder = await OutputFolder.open(config)
  try {
    const bytes = await folder.write(files, options.signal)
    options.signal?.throwIfAborted() // the swap itself is two renames and is not interrupted
    await folder.commit()
    return { files: files.length, bytes }
  } catch (err) {
    await folder.discard()
    throw err
  }
}

/** The journal of a commit in progress: its presence in a temp folder means "roll forward". */
const JOURNAL = '.cwc-commit'

/**
 * The temporary sibling a build writes into (static/ copied in first), committed into the
 * output folder by `commit()` or removed by `discard()`. Render threads write their pages
 * straight into `tmp` (writeFileUnder), so rendered HTML is never held for the whole site.
 */
export class OutputFolder {
  private constructor(
    readonly outDir: string,
    readonly tmp: string,
    /** Files (paths relative to the root temp folder) this build makes with the bytes they already have in
     * the output folder: not written. */
    private readonly kept: Set<string>,
    /** The root temp folder (a locale's folder is a subfolder of it). */
    private readonly rootTmp: string,
    /** A file's content hash when known without reading it (the cache's memo), see `open`. */
    private readonly hashOf?: ContentHash,
  ) {}

  /**
   * Clean up after an earlier killed build, make the temp folder and copy static/ into it. A
   * static file whose bytes the output folder already has is not copied; `hashOf` (the cache's
   * memo of content hashes, by size, mtime and inode) tells that without reading either file when
   * both are known: react-native-website's 80 MB static/ was read twice on every build.
   */
  static async open(config: SiteConfig, hashOf?: ContentHash): Promise<OutputFolder> {
    const outDir = config.outDir
    const parent = path.dirname(outDir)
    await fs.mkdir(parent, { recursive: true })
    await recoverStaleTemps(outDir)
    const tmp = await fs.mkdtemp(path.join(parent, tempPrefix(outDir)))
    try {
      return new OutputFolder(
        outDir,
        tmp,
        new Set(await copyStatic(config.staticDir, tmp, outDir, hashOf)),
        tmp,
        hashOf,
      )
    } catch (err) {
      await fs.rm(tmp, { recursive: true, force: true })
      throw err
    }
  }

  /**
   * The same temp folder seen from a subfolder: a translated locale's output (`fr/`), with its own
   * copy of static/ (as Docusaurus gives each locale). Committed or discarded with its parent only.
   */
  async under(sub: string, staticDir: string): Promise<OutputFolder> {
    const dir = insideFolder(this.tmp, sub)
    await fs.mkdir(dir, { recursive: true })
    const folder = new OutputFolder(path.join(this.outDir, sub), dir, this.kept, this.rootTmp, this.hashOf)
    // Crawlers read robots.txt at the root only: a locale's copy would be dead weight (the root's names every
    // locale, outputs/sitemap.ts).
    folder.keepRelative(await copyStatic(staticDir, dir, folder.outDir, this.hashOf, 'robots.txt'))
    return folder
  }

  /** Note files written elsewhere as kept: absolute paths inside the temp folder, as writeFileUnder reports them. */
  keep(targets: Iterable<string>): void {
    for (const t of targets) this.kept.add(path.relative(this.rootTmp, t))
  }

  /** Note files as kept by their paths relative to this folder (many at once: no path arithmetic per file). */
  keepRelative(rels: Iterable<string>): void {
    const prefix = relativePrefix(this.rootTmp, this.tmp)
    for (const rel of rels) this.kept.add(prefix + rel)
  }

  /**
   * Write files into the temp folder (64 at a time); returns their bytes. A file whose bytes are
   * already at its path in the current output folder is only noted as kept (`sameAsPrevious`).
   */
  async write(files: OutputFile[], signal?: AbortSignal): Promise<number> {
    const made = new Set<string>()
    let bytes = 0
    await inBatches(files, 64, async (f) => {
      signal?.throwIfAborted()
      bytes += fileBytes(f)
      const target = insideFolder(this.tmp, f.path)
      if (sameAsPrevious(path.join(this.outDir, path.relative(this.tmp, target)), f.contents)) {
        this.kept.add(path.relative(this.rootTmp, target))
        return
      }
      const parent = path.dirname(target)
      if (!made.has(parent)) {
        await fs.mkdir(parent, { recursive: true })
        made.add(parent)
      }
      await fs.writeFile(target, f.contents)
    })
    return bytes
  }

  /** Write one file from pieces, about a megabyte at a time (a file too big to hold whole); returns its bytes. */
  async writeChunks(
    file: string,
    chunks: Iterable<string> | AsyncIterable<string>,
    signal?: AbortSignal,
  ): Promise<number> {
    const target = insideFolder(this.tmp, file)
    await fs.mkdir(path.dirname(target), { recursive: true })
    const handle = await fs.open(target, 'w')
    let bytes = 0
    try {
      let pending: string[] = []
      let size = 0
      const flush = async () => {
        signal?.throwIfAborted()
        const buf = Buffer.from(pending.join(''))
        bytes += buf.length
        await handle.write(buf)
        pending = []
        size = 0
      }
      for await (const chunk of chunks) {
        pending.push(chunk)
        size += chunk.length
        if (size >= 1 << 20) await flush()
      }
      await flush()
    } finally {
      await handle.close()
    }
    return bytes
  }

  /**
   * Make the output folder what this build made; returns the output paths that changed (added,
   * modified or removed), sorted. Without an output folder the temp folder is renamed into place.
   * Otherwise it is updated in place: files of the temp folder that are byte for byte the ones
   * there are dropped, the journal (what to delete) is written, the files no longer made are
   * deleted and the others moved in. Unchanged files are never touched (same inode and mtime).
   */
  async commit(): Promise<{ changed: string[]; files: string[] }> {
    const existing = await fs.stat(this.outDir).then(
      (s) => s.isDirectory(),
      () => false,
    )
    if (!existing) {
      const made = await listTree(this.tmp)
      await swap(this.tmp, this.outDir)
      return { changed: made.sort(), files: made }
    }
    const { moves, removed, files } = await planCommit(this.tmp, this.outDir, this.kept)
    await writeJournal(this.tmp, removed)
    await rollForward(this.tmp, this.outDir, removed, moves)
    return { changed: [...moves, ...removed].sort(), files }
  }

  /**
   * Remove the temp folder; the output folder stays as it was. A commit that failed after its
   * journal was written (a rename refused part-way) has changed the output folder: its temp
   * folder is left for the next build, which completes the commit (`recoverStaleTemps`).
   */
  async discard(): Promise<void> {
    if (this.tmp === this.rootTmp && fsSync.existsSync(path.join(this.tmp, JOURNAL))) return
    await fs.rm(this.tmp, { recursive: true, force: true })
  }
}

/**
 * What a commit does: the temp folder's files that differ from the output folder's (the
 * identical ones are deleted from the temp folder here) and the output files neither made nor kept.
 */
async function planCommit(
  tmp: string,
  outDir: string,
  kept: Set<string>,
): Promise<{ moves: string[]; removed: string[]; files: string[] }> {
  const fresh = await listTree(tmp)
  const freshSet = new Set(fresh)
  const made = { has: (rel: string) => freshSet.has(rel) || kept.has(rel) }
  const moves: string[] = []
  // Synchronous calls: thousands of small files, where each asynchronous call is several trips through libuv's pool.
  for (const rel of fresh) {
    const a = path.join(tmp, rel)
    if (sameFile(a, path.join(outDir, rel))) fsSync.rmSync(a)
    else moves.push(rel)
  }
  const before = await listTree(outDir)
  const removed = before.filter((rel) => !made.has(rel))
  // What the output folder holds once committed: what stays, and what moves in.
  const gone = new Set([...removed, ...moves])
  const files = [...before.filter((rel) => !gone.has(rel)), ...moves]
  return { moves, removed, files }
}

/** A file's content hash, or null when it is not known or cannot be read. */
export type ContentHash = (file: string) => string | null

/** Whether two files have the same bytes: by their content hashes when both are known, else `sameFile`. */
function sameBytes(a: string, b: string, hashOf?: ContentHash): boolean {
  const ha = hashOf?.(a)
  if (ha == null) return sameFile(a, b)
  return ha === hashOf!(b)
}

/** Whether two files have the same bytes (false if either is missing or not a file). */
function sameFile(a: string, b: string): boolean {
  try {
    const sb = fsSync.statSync(b, { throwIfNoEntry: false })
    if (!sb?.isFile()) return false
    const sa = fsSync.statSync(a)
    if (sa.ino === sb.ino && sa.dev === sb.dev) return true
    return sa.size === sb.size && fsSync.readFileSync(a).equals(fsSync.readFileSync(b))
  } catch {
    return false // e.g. ENOTDIR: a file of the output folder where this path has a folder
  }
}

/** The journal, written atomically: from here on the commit is completed even if this process dies. */
async function writeJournal(tmp: string, removed: string[]): Promise<void> {
  const file = path.join(tmp, JOURNAL)
  await fs.writeFile(`${file}.part`, JSON.stringify({ removed }))
  await fs.rename(`${file}.part`, file)
}

/**
 * Complete a commit (also after a kill, from its journal): delete the removed files (and the
 * folders they leave empty), move every file of the temp folder into the output folder, then
 * remove the temp folder. Each step can be run again.
 */
async function rollForward(tmp: string, outDir: string, removed: string[], moves?: string[]): Promise<void> {
  const emptied = new Set<string>()
  for (const rel of removed) {
    const target = path.join(outDir, rel)
    try {
      fsSync.rmSync(target, { force: true })
    } catch (err) {
      // Gone already: a folder on its path became a file (a rolled-forward move, before a kill).
      if ((err as NodeJS.ErrnoException).code !== 'ENOTDIR') throw err
    }
    emptied.add(path.dirname(target))
  }
  // Deepest first, so that a folder emptied by its emptied subfolders goes too.
  for (const dir of [...emptied].sort((a, b) => b.length - a.length)) removeEmptyUp(dir, outDir)
  const made = new Set<string>()
  for (const rel of moves ?? (await listTree(tmp)).filter((r) => r !== JOURNAL)) {
    const from = path.join(tmp, rel)
    if (!fsSync.existsSync(from)) continue // moved before a kill
    const target = path.join(outDir, rel)
    const parent = path.dirname(target)
    if (!made.has(parent)) {
      ensureFolder(parent, outDir)
      made.add(parent)
    }
    try {
      fsSync.renameSync(from, target)
    } catch (err) {
      // A folder where the file goes (a page that became a file): it is not this build's, replace it.
      if ((err as NodeJS.ErrnoException).code !== 'EISDIR' && (err as NodeJS.ErrnoException).code !== 'ENOTEMPTY')
        throw err
      fsSync.rmSync(target, { recursive: true, force: true })
      fsSync.renameSync(from, target)
    }
  }
  await fs.rm(tmp, { recursive: true, force: true })
}

/** Make `dir` (inside `root`) a folder, replacing a file that is in the way. */
function ensureFolder(dir: string, root: string): void {
  try {
    fsSync.mkdirSync(dir, { recursive: true })
  } catch (err) {
    if ((err as NodeJS.ErrnoException).code !== 'ENOTDIR' && (err as NodeJS.ErrnoException).code !== 'EEXIST') throw err
    // A file where a folder goes (an old page file named like the new folder): find it and remove it.
    for (let d = dir; d !== root && d.startsWith(root + path.sep); d = path.dirname(d)) {
      if (fsSync.statSync(d, { throwIfNoEntry: false })?.isFile()) {
        fsSync.rmSync(d)
        break
      }
    }
    fsSync.mkdirSync(dir, { recursive: true })
  }
}

/** Remove `dir` and its parents up to (not including) `root` while they are empty. */
function removeEmptyUp(dir: string, root: string): void {
  for (let d = dir; d !== root && d.startsWith(root + path.sep); d = path.dirname(d)) {
    try {
      fsSync.rmdirSync(d)
    } catch {
      return // not empty, or gone
    }
  }
}

/**
 * Write one file under `dir` synchronously (render threads, as they render); returns its bytes.
 * With `previous` (the current output folder), a file whose bytes are already there at the same
 * path is not written: its target path is pushed to `kept` (see OutputFolder.keep).
 */
export function writeFileUnder(
  dir: string,
  file: OutputFile,
  made: Set<string>,
  previous?: string,
  kept?: string[],
): number {
  const target = insideFolder(dir, file.path)
  if (previous && kept && sameAsPrevious(path.join(previous, path.relative(dir, target)), file.contents)) {
    kept.push(target)
    return fileBytes(file)
  }
  const parent = path.dirname(target)
  if (!made.has(parent)) {
    fsSync.mkdirSync(parent, { recursive: true })
    made.add(parent)
  }
  fsSync.writeFileSync(target, file.contents)
  return fileBytes(file)
}

/** Whether the file `old` exists with exactly these bytes. */
export function sameAsPrevious(old: string, contents: string | Uint8Array): boolean {
  try {
    // The stat first: into a new output folder (a first build) there is nothing to encode text for.
    const st = fsSync.statSync(old, { throwIfNoEntry: false })
    if (!st?.isFile()) return false
    const bytes = typeof contents === 'string' ? Buffer.from(contents) : contents
    return st.size === bytes.byteLength && fsSync.readFileSync(old).equals(bytes)
  } catch {
    return false
  }
}

/** Size, mtime and inode of a file: what tells a file the build left from one changed since. */
export type FileStamp = [size: number, mtimeMs: number, ino: number]

/** Every file of the output folder (relative path) with its stamp, read once after a commit; null when the
 * folder is missing. */
export function outputStamps(outDir: string, listed?: string[]): Map<string, FileStamp> | null {
  let files: string[]
  try {
    // `listed`: the files the commit says the folder holds (no second walk of it).
    files = listed ?? relativeFiles(outDir, fsSync.readdirSync(outDir, { recursive: true, withFileTypes: true }))
  } catch {
    return null
  }
  const stamps = new Map<string, FileStamp>()
  const root = outDir.endsWith(path.sep) ? outDir : outDir + path.sep
  for (const rel of files) {
    const st = fsSync.statSync(root + rel, { throwIfNoEntry: false })
    if (st) stamps.set(rel, [st.size, st.mtimeMs, st.ino])
  }
  return stamps
}

/** `dir` relative to `root` as a prefix of paths ('' for the root itself, else ending with a separator). */
export function relativePrefix(root: string, dir: string): string {
  const rel = path.relative(root, dir)
  return rel === '' ? '' : rel + path.sep
}

/** Every file under `dir` as a relative path (none when it does not exist). */
async function listTree(dir: string): Promise<string[]> {
  // Synchronous: a recursive fs.promises.readdir makes a trip through libuv's pool per folder, several times slower.
  try {
    return relativeFiles(dir, fsSync.readdirSync(dir, { recursive: true, withFileTypes: true }))
  } catch {
    return []
  }
}

/** The files of a recursive listing of `dir`, as paths relative to it (by string: path.join and path.relative
 * cost more than a stat at 10,000s of files). */
function relativeFiles(dir: string, entries: fsSync.Dirent[]): string[] {
  const root = dir.endsWith(path.sep) ? dir : dir + path.sep
  const out: string[] = []
  for (const e of entries) {
    if (e.isDirectory()) continue
    const parent = e.parentPath
    out.push(
      parent === dir || parent + path.sep === root
        ? e.name
        : parent.startsWith(root)
          ? `${parent.slice(root.length)}${path.sep}${e.name}`
          : path.relative(dir, path.join(parent, e.name)),
    )
  }
  return out
}

/** Replace files of an existing output folder one by one, each atomically (temp file + rename): dev's
 * one-page rebuilds. */
export async function writeInPlace(outDir: string, files: OutputFile[]): Promise<void> {
  await Promise.all(
    files.map(async (f) => {
      const target = insideFolder(outDir, f.path)
      const tmp = `${target}.tmp-${process.pid}`
      await fs.mkdir(path.dirname(target), { recursive: true })
      await fs.writeFile(tmp, f.contents)
      await fs.rename(tmp, target)
    }),
  )
}

function insideFolder(dir: string, rel: string): string {
  const target = path.join(dir, rel)
  if (!target.startsWith(dir + path.sep)) throw new Error(`Refusing to write outside the output folder: ${rel}`)
  return target
}

function fileBytes(f: OutputFile): number {
  return typeof f.contents === 'string' ? Buffer.byteLength(f.contents) : f.contents.byteLength
}

/** Replace `outDir` with `tmp`: rename the old one aside, move the new one in, drop the old. */
async function swap(tmp: string, outDir: string): Promise<void> {
  const old = `${tmp}-old`
  let hadOld = true
  try {
    await fs.rename(outDir, old)
  } catch (err) {
    if ((err as NodeJS.ErrnoException).code !== 'ENOENT') throw err
    hadOld = false
  }
  try {
    await fs.rename(tmp, outDir)
  } catch (err) {
    if (hadOld) await fs.rename(old, outDir)
    throw err
  }
  if (hadOld) await fs.rm(old, { recursive: true, force: true })
}

/**
 * Clean up after a killed build: a temp folder with a commit journal is committed (the kill came
 * during the commit: the output folder is completed); a `-old` folder whose output folder is
 * missing (killed between the two renames of `swap`) is put back; every other temp folder is removed.
 */
export async function recoverStaleTemps(outDir: string): Promise<void> {
  const parent = path.dirname(outDir)
  const prefix = tempPrefix(outDir)
  let names = (await fs.readdir(parent).catch(() => [] as string[])).filter((n) => n.startsWith(prefix))
  for (const n of names) {
    const journal = await fs.readFile(path.join(parent, n, JOURNAL), 'utf8').catch(() => null)
    if (journal === null) continue
    let removed: string[] | null = null
    try {
      const data = JSON.parse(journal) as { removed?: unknown }
      if (Array.isArray(data.removed) && data.removed.every((r) => typeof r === 'string'))
        removed = data.removed as string[]
    } catch {
      // written atomically, so never half; anything else is not ours to trust: the folder is removed below
    }
    if (removed)
      await rollForward(
        path.join(parent, n),
        outDir,
        removed.filter((r) => !r.split(/[\\/]/).includes('..')),
      )
  }
  names = (await fs.readdir(parent).catch(() => [] as string[])).filter((n) => n.startsWith(prefix))
  const outExists = await fs.stat(outDir).then(
    () => true,
    () => false,
  )
  const old = names.find((n) => n.endsWith('-old'))
  if (!outExists && old) await fs.rename(path.join(parent, old), outDir)
  await Promise.all(
    names
      .filter((n) => outExists || n !== old)
      .map((n) => fs.rm(path.join(parent, n), { recursive: true, force: true })),
  )
}

/**
 * Copy static/ into the temp folder `to`, but for the files whose bytes the output folder
 * (`previous`) already has at the same path: those are returned (paths relative to `to`) to be
 * kept as they are. A large static/ (react-native-website's 80 MB of images) is then neither
 * written again nor compared again at the commit. Symbolic links are copied as links; `skip` is
 * a path left out.
 */
async function copyStatic(
  staticDir: string,
  to: string,
  previous: string,
  hashOf?: ContentHash,
  skip?: string,
): Promise<string[]> {
  let entries: fsSync.Dirent[]
  try {
    entries = await fs.readdir(staticDir, { withFileTypes: true, recursive: true })
  } catch (err) {
    if ((err as NodeJS.ErrnoException).code === 'ENOENT') return []
    throw err
  }
  const kept: string[] = []
  await inBatches(entries, 16, async (entry) => {
    const from = path.join(entry.parentPath, entry.name)
    const rel = path.relative(staticDir, from)
    if (rel === skip) return
    const target = path.join(to, rel)
    if (entry.isDirectory()) return void (await fs.mkdir(target, { recursive: true }))
    if (entry.isFile() && sameBytes(from, path.join(previous, rel), hashOf))
      return void kept.push(rel.split(path.sep).join('/'))
    await fs.mkdir(path.dirname(target), { recursive: true })
    await fs.cp(from, target, { dereference: false })
  })
  return kept
}

/** Run `fn` over items, `size` at a time; on a failure, stop and wait for the ones in flight before throwing
 * (the caller then removes the folder they write to). */
async function inBatches<T>(items: T[], size: number, fn: (item: T) => Promise<void>): Promise<void> {
  let next = 0
  let failed = false
  const worker = async () => {
    while (!failed && next < items.length) {
      try {
        await fn(items[next++]!)
      } catch (err) {
        failed = true
        throw err
      }
    }
  }
  const results = await Promise.allSettled(Array.from({ length: Math.min(size, items.length) }, worker))
  const rejected = results.find((r): r is PromiseRejectedResult => r.status === 'rejected')
  if (rejected) throw rejected.reason
}

/** Files content imports made part of the site (MDX image and SVG imports), once each. */
export function contentAssets(pages: CompiledPage[]): OutputFile[] {
  const seen = new Map<string, string>()
  for (const p of pages) for (const a of p.assets ?? []) seen.set(a.to, a.from)
  return [...seen].map(([to, from]) => ({ path: to, contents: fsSync.readFileSync(from) }))
}

/** What a step wrote. */
export interface Written {
  files: number
  bytes: number
}

/** What several steps wrote, summed. */
export function sumWritten(parts: Written[]): Written {
  return { files: parts.reduce((n, w) => n + w.files, 0), bytes: parts.reduce((n, w) => n + w.bytes, 0) }
}
