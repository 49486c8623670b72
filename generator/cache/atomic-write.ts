/**
 * How every file of the cache is written: into a temp file beside it (`<name>.<pid>-<random>.tmp`,
 * which no reader takes for an entry and the sweeps remove), then renamed over it, so a reader
 * sees the old file or the new one, never half of one. The cache is an optimisation: any error
 * (making the contents included) leaves the old file and is ignored.
 */
import fs from 'node:fs'
import path from 'node:path'

/** Write `file` atomically with what `contents` makes; false (and nothing written) on any error. */
export function writeAtomic(file: string, contents: () => string): boolean {
  const tmp = `${file}.${process.pid}-${Math.random().toString(36).slice(2)}.tmp`
  try {
    fs.mkdirSync(path.dirname(file), { recursive: true })
    fs.writeFileSync(tmp, contents())
    fs.renameSync(tmp, file)
    return true
  } catch {
    fs.rmSync(tmp, { force: true })
    return false
  }
}
