/**
 * How a file of the cache is written (page and render entries are packed by entry-packs.ts, which
 * writes an entry of its own with `writeAtomic`).
 * - `writeAtomic`, for a file that readers may open while it is written (the cache folder itself):
 *   into a temp file beside it (`<name>.<pid>-<random>.tmp`, which no reader takes for an entry and
 *   the sweeps remove), then renamed over it, so a reader sees the old file or the new one, never
 *   half of one.
 * - `writeStaged`, for a file of this build's staging folder (disk-cache.ts `stageFolder`): no
 *   reader opens that folder before the build commits it, and a build that fails or is killed never
 *   commits it, so the file is written in place and its folder made once per process. (Written on
 *   libuv's threads instead, in the background, the writes cost more: more CPU, and ~70 MB more
 *   memory held until written; measured.)
 * The cache is an optimisation: any error (making the contents included) leaves no new file and is
 * ignored.
 */
import fs from 'node:fs'
import path from 'node:path'

/** Write `file` atomically with what `contents` makes; false (and nothing written) on any error. */
export function writeAtomic(file: string, contents: () => string | Uint8Array): boolean {
  const tmp = `${file}.${process.pid}-${Math.random().toString(36).slice(2)}.tmp`
  try {
    fs.mkdirSync(path.dirname(file), { recursive: true })
    fs.writeFileSync(tmp, contents())
    fs.renameSync(tmp, file)
    return true
  } catch {
    removeQuietly(tmp)
    return false
  }
}

/** Folders of staging folders this process has made (a staging folder's name is never used twice). */
const madeFolders = new Set<string>()

/**
 * Staging folders dropped (failed builds'): nothing more is written into them. Work still running
 * when a build failed (a worker's batch, the client bundle) may finish after its folder was removed,
 * and a write then would make the folder again, left behind until a later build commits.
 */
const dropped = new Set<string>()

/** Write nothing more into `stage` (disk-cache.ts `discardStaged`, before it removes the folder). */
export function dropStage(stage: string): void {
  dropped.add(stage)
}

/** Whether `file` is `stage` or inside a staging folder that was dropped. */
export function inDroppedStage(file: string): boolean {
  for (const stage of dropped) if (file === stage || file.startsWith(stage + path.sep)) return true
  return false
}

/** Write `file`, under a staging folder, in place; on any error no file is left (and none is made when
 * `contents` throws). */
export function writeStaged(file: string, contents: () => string): void {
  if (inDroppedStage(file)) return
  let text: string
  try {
    text = contents()
  } catch {
    return
  }
  const dir = path.dirname(file)
  try {
    if (!madeFolders.has(dir)) {
      fs.mkdirSync(dir, { recursive: true })
      madeFolders.add(dir)
    }
    try {
      fs.writeFileSync(file, text)
    } catch (err) {
      // The folder went since it was made (another build's commit removes every staging folder): make it again, once.
      if ((err as NodeJS.ErrnoException).code !== 'ENOENT') throw err
      fs.mkdirSync(dir, { recursive: true })
      fs.writeFileSync(file, text)
    }
  } catch {
    removeQuietly(file)
  }
}

/** Remove a file if it is there; nothing that goes wrong doing so is thrown (the cache is an optimisation). */
function removeQuietly(file: string): void {
  try {
    fs.rmSync(file, { force: true })
  } catch {
    // left for the next sweep
  }
}
