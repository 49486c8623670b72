/**
 * Reading site files. A bound on the files a stage holds open at once. The content stage reads every source with
 * one `Promise.all`: at 50,000 docs that opened them all together and failed with EMFILE past the
 * process's limit (20,000 on the bench machine), one error per file. Reads wait for a slot instead.
 */
import fs from 'node:fs'

/** Files open at once through `withOpenFile`: far below any usual limit, and enough to keep the disk busy. */
const OPEN_FILES = 256

let active = 0
const waiting: (() => void)[] = []

/** Run `read` (which opens one file) when fewer than OPEN_FILES such reads are running. */
export async function withOpenFile<T>(read: () => Promise<T>): Promise<T> {
  if (active < OPEN_FILES) active++
  else await new Promise<void>((resolve) => waiting.push(resolve)) // the slot is handed over as it is freed
  try {
    return await read()
  } finally {
    const next = waiting.shift()
    if (next) next()
    else active--
  }
}

/** A file's bytes, or null when it cannot be read (not there). */
export function readOrNull(file: string): Buffer | null {
  try {
    return fs.readFileSync(file)
  } catch {
    return null
  }
}
