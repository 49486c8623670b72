/**
 * Stage 7, write: everything goes into a temporary sibling of the output folder, static/ is
 * copied in, and only then the temp folder replaces the output folder — a failed or killed
 * build leaves the previous site as it was.
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
export async function writeSite(config: SiteConfig, files: OutputFile[], options: WriteOptions = {}): Promise<{ files: number; bytes: number }> {
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

/**
 * The temporary sibling a build writes into (static/ copied in first), swapped in by
 * `commit()` or removed by `discard()`. Render threads write their pages straight into
 * `tmp` (writeFileUnder), so rendered HTML is never held for the whole site.
 */
export class OutputFolder {
  private constructor(readonly outDir: string, readonly tmp: string) {}

  /** Clean up after an earlier killed build, make the temp folder and copy static/ into it. */
  static async open(config: SiteConfig): Promise<OutputFolder> {
    const outDir = config.outDir
    const parent = path.dirname(outDir)
    await fs.mkdir(parent, { recursive: true })
    await recoverStaleTemps(outDir)
    const tmp = await fs.mkdtemp(path.join(parent, tempPrefix(outDir)))
    try {
      await copyStatic(config.staticDir, tmp)
    } catch (err) {
      await fs.rm(tmp, { recursive: true, force: true })
      throw err
    }
    return new OutputFolder(outDir, tmp)
  }

  /**
   * The same temp folder seen from a subfolder: a translated locale's output (`fr/`), with its own
   * copy of static/ (as Docusaurus gives each locale). Committed or discarded with its parent only.
   */
  async under(sub: string, staticDir: string): Promise<OutputFolder> {
    const dir = insideFolder(this.tmp, sub)
    await fs.mkdir(dir, { recursive: true })
    await copyStatic(staticDir, dir)
    // Crawlers read robots.txt at the root only: a locale's copy would be dead weight (the root's names every locale, outputs/sitemap.ts).
    await fs.rm(path.join(dir, 'robots.txt'), { force: true })
    return new OutputFolder(path.join(this.outDir, sub), dir)
  }

  /**
   * Write files into the temp folder (64 at a time); returns their bytes. A file whose bytes are
   * already at its path in the current output folder is hard-linked from there (`linkIfSame`).
   */
  async write(files: OutputFile[], signal?: AbortSignal): Promise<number> {
    const dirs = new Set(files.map((f) => path.dirname(path.join(this.tmp, f.path))))
    for (const d of [...dirs].sort()) await fs.mkdir(d, { recursive: true })
    let bytes = 0
    await inBatches(files, 64, async (f) => {
      signal?.throwIfAborted()
      bytes += fileBytes(f)
      const target = insideFolder(this.tmp, f.path)
      if (!linkIfSame(path.join(this.outDir, path.relative(this.tmp, target)), target, f.contents)) await fs.writeFile(target, f.contents)
    })
    return bytes
  }

  /** Write one file from pieces, about a megabyte at a time (a file too big to hold whole); returns its bytes. */
  async writeChunks(file: string, chunks: Iterable<string>, signal?: AbortSignal): Promise<number> {
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
      for (const chunk of chunks) {
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
   * Replace the output folder with the temp folder. First every file that is byte for byte the
   * file at the same path of the current output folder becomes a hard link to that file
   * (`keepUnchanged`), so unchanged files keep their identity (inode, mtime) across the swap;
   * returns the output paths that changed (added, modified or removed), sorted.
   */
  async commit(): Promise<{ changed: string[] }> {
    const changed = await keepUnchanged(this.tmp, this.outDir)
    await swap(this.tmp, this.outDir)
    return { changed }
  }

  /** Remove the temp folder; the output folder stays as it was. */
  async discard(): Promise<void> {
    await fs.rm(this.tmp, { recursive: true, force: true })
  }
}

/**
 * Write one file under `dir` synchronously (render threads, as they render); returns its bytes.
 * With `previous` (the current output folder), a file whose bytes are already there at the same
 * path is hard-linked from it instead of written (see `linkIfSame`).
 */
export function writeFileUnder(dir: string, file: OutputFile, made: Set<string>, previous?: string): number {
  const target = insideFolder(dir, file.path)
  const parent = path.dirname(target)
  if (!made.has(parent)) {
    fsSync.mkdirSync(parent, { recursive: true })
    made.add(parent)
  }
  if (!previous || !linkIfSame(path.join(previous, path.relative(dir, target)), target, file.contents)) fsSync.writeFileSync(target, file.contents)
  return fileBytes(file)
}

/** Hard-link `old` at `target` when `old` holds exactly `contents`; false when it does not, or linking fails. */
export function linkIfSame(old: string, target: string, contents: string | Uint8Array): boolean {
  try {
    const bytes = typeof contents === 'string' ? Buffer.from(contents) : contents
    const st = fsSync.statSync(old, { throwIfNoEntry: false })
    if (!st?.isFile() || st.size !== bytes.byteLength || !fsSync.readFileSync(old).equals(bytes)) return false
    fsSync.linkSync(old, target)
    return true
  } catch {
    return false
  }
}

/**
 * Before the swap: every file of `tmp` that is byte for byte the file at the same path of
 * `outDir` is replaced by a hard link to it (a link made aside, then renamed over the copy; on
 * any error the copy stays, which is only slower). Returns the paths that differ: new,
 * modified, or in `outDir` only (removed by the swap).
 */
export async function keepUnchanged(tmp: string, outDir: string): Promise<string[]> {
  const fresh = await listTree(tmp)
  const old = new Set(await listTree(outDir))
  const changed: string[] = []
  // Synchronous calls: thousands of small files, where each asynchronous call is several trips through libuv's pool.
  for (const rel of fresh) {
    old.delete(rel)
    const a = path.join(tmp, rel), b = path.join(outDir, rel)
    const sa = fsSync.statSync(a), sb = fsSync.statSync(b, { throwIfNoEntry: false })
    if (sb && sa.ino === sb.ino && sa.dev === sb.dev) continue // already linked as it was written
    if (!sb?.isFile() || sa.size !== sb.size || !fsSync.readFileSync(a).equals(fsSync.readFileSync(b))) {
      changed.push(rel)
      continue
    }
    const aside = `${a}.link-${process.pid}`
    try {
      fsSync.linkSync(b, aside)
      fsSync.renameSync(aside, a)
    } catch {
      fsSync.rmSync(aside, { force: true })
    }
  }
  changed.push(...old)
  return changed.sort()
}

/** Every file under `dir` as a relative path (none when it does not exist). */
async function listTree(dir: string): Promise<string[]> {
  const entries = await fs.readdir(dir, { recursive: true, withFileTypes: true }).catch(() => [] as fsSync.Dirent[])
  return entries.filter((e) => !e.isDirectory()).map((e) => path.relative(dir, path.join(e.parentPath, e.name)))
}

/** Replace files of an existing output folder one by one, each atomically (temp file + rename): dev's one-page rebuilds. */
export async function writeInPlace(outDir: string, files: OutputFile[]): Promise<void> {
  await Promise.all(files.map(async (f) => {
    const target = insideFolder(outDir, f.path)
    const tmp = `${target}.tmp-${process.pid}`
    await fs.mkdir(path.dirname(target), { recursive: true })
    await fs.writeFile(tmp, f.contents)
    await fs.rename(tmp, target)
  }))
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
 * Clean up after a killed build: a `-old` folder whose output folder is missing (killed
 * between the two renames of `swap`) is put back; every other temp folder is removed.
 */
export async function recoverStaleTemps(outDir: string): Promise<void> {
  const parent = path.dirname(outDir)
  const prefix = tempPrefix(outDir)
  const names = (await fs.readdir(parent).catch(() => [] as string[])).filter((n) => n.startsWith(prefix))
  const outExists = await fs.stat(outDir).then(() => true, () => false)
  const old = names.find((n) => n.endsWith('-old'))
  if (!outExists && old) await fs.rename(path.join(parent, old), outDir)
  await Promise.all(names.filter((n) => outExists || n !== old).map((n) => fs.rm(path.join(parent, n), { recursive: true, force: true })))
}

async function copyStatic(staticDir: string, to: string): Promise<void> {
  try {
    await fs.cp(staticDir, to, { recursive: true, dereference: false })
  } catch (err) {
    if ((err as NodeJS.ErrnoException).code !== 'ENOENT') throw err
  }
}

/** Run `fn` over items, `size` at a time; on a failure, stop and wait for the ones in flight before throwing (the caller then removes the folder they write to). */
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
