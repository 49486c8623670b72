/**
 * Where the entries of the page and render caches live (`pages/`, `render/` in the cache folder),
 * and how they are written, found and swept.
 *
 * An entry is a sealed text (disk-cache.ts `seal`) under its key. It is stored one of two ways:
 * - **a file of its own**, `<folder>/<key>.json` — what a build writes straight into the cache
 *   (no staging folder), and what a build leaves when it commits into a folder that already
 *   holds entries;
 * - **in a pack**, `<folder>/<name>.pack`, with the entries a thread wrote one after another: a
 *   build writes its staged entries a batch at a time (`PACK_ENTRIES` entries or `PACK_BYTES`),
 *   one file per batch instead of one per entry. Creating a file is what a cache entry costs a
 *   build beside the bytes (measured: BENCHMARKS.md, "The build that fills the cache"); a
 *   1,000-doc site's cold build made 2,200 of them.
 * A pack is `head\n` then the entries' texts one after another; `head` is JSON:
 * `{ "pack": PACK_FORMAT, "entries": [[key, byte length], …] }`. Each entry keeps its own seal
 * (key, length, SHA-256), so a pack cut short or altered loses the entries it damaged, nothing else.
 *
 * Which copy holds: a pack is only ever committed into a folder that did not exist (a cold
 * build's staged folder renamed whole, disk-cache.ts `commitStaged`); a build committing into
 * an existing folder writes its packed entries out as files (`unpackInto`). So a file of its own
 * is always newer than any pack, and a reader takes the file first (`readEntryText`). The sweep
 * after a build (`sweepFolder`) keeps a pack while more than half of its entries are used and
 * not shadowed by a file of their own; a sparser pack's used entries are written out as files
 * and the pack removed, so dead bytes never outweigh live ones.
 */
import fs from 'node:fs'
import path from 'node:path'
import { threadId } from 'node:worker_threads'
import { writeAtomic, writeStaged } from './atomic-write.js'

/** Bumped when a pack's head changes incompatibly (an entry's own format is its seal's). */
const PACK_FORMAT = 1
const PACK_EXT = '.pack'
const ENTRY_EXT = '.json'
/** A pack is written when it holds this many entries, or this many bytes (UTF-16 units), whichever comes first. */
const PACK_ENTRIES = 64
const PACK_BYTES = 8 << 20

/** Where a build writes an entry: its staging folder when it has one, else the cache itself. */
export interface EntryStore {
  dir: string
  stage?: string
}

/** An entry's own file in a folder. */
export function entryFileIn(folder: string, key: string): string {
  return path.join(folder, key + ENTRY_EXT)
}

/** Entries of this thread not yet written, by staging subfolder. */
const pending = new Map<string, { keys: string[]; texts: string[]; size: number }>()
let packsWritten = 0

/**
 * Store an entry of `sub` (`pages`, `render`): packed into this build's staging folder when it has
 * one (written with the next `PACK_ENTRIES` entries of the folder, or by `flushPacks`), else
 * atomically as a file of its own in the cache. Nothing is thrown: the cache is an optimisation.
 */
export function writeEntryFile(store: EntryStore, sub: string, key: string, contents: () => string): void {
  if (!store.stage) {
    writeAtomic(entryFileIn(path.join(store.dir, sub), key), contents)
    return
  }
  let text: string
  try {
    text = contents()
  } catch {
    return
  }
  const folder = path.join(store.stage, sub)
  let batch = pending.get(folder)
  if (!batch) pending.set(folder, (batch = { keys: [], texts: [], size: 0 }))
  batch.keys.push(key)
  batch.texts.push(text)
  batch.size += text.length
  if (batch.keys.length >= PACK_ENTRIES || batch.size >= PACK_BYTES) writePack(folder)
}

/** Write this thread's entries not yet written (of the staging folder `stage` only, when given): before a worker replies, and before a build commits. */
export function flushPacks(stage?: string): void {
  for (const folder of [...pending.keys()]) if (!stage || isInside(folder, stage)) writePack(folder)
}

/** Forget this thread's unwritten entries of a staging folder that is being dropped (a failed build's). */
export function dropPacks(stage: string): void {
  for (const folder of [...pending.keys()]) if (isInside(folder, stage)) pending.delete(folder)
}

function isInside(folder: string, stage: string): boolean {
  return folder.startsWith(stage + path.sep)
}

function writePack(folder: string): void {
  const batch = pending.get(folder)
  pending.delete(folder)
  if (!batch?.keys.length) return
  const head = JSON.stringify({ pack: PACK_FORMAT, entries: batch.keys.map((key, i) => [key, Buffer.byteLength(batch.texts[i]!)]) })
  const name = `${process.pid}-${threadId}-${packsWritten++}-${Math.random().toString(36).slice(2, 8)}${PACK_EXT}`
  writeStaged(path.join(folder, name), () => head + '\n' + batch.texts.join(''))
}

/** Where a packed entry is: its pack, the byte offset of its text and its length. */
interface Place {
  file: string
  offset: number
  length: number
}

/** A pack's entries in order, or null when its head is not one of this format. */
function readHead(file: string): { keys: string[]; places: Place[] } | null {
  let fd: number | undefined
  try {
    fd = fs.openSync(file, 'r')
    const chunks: Buffer[] = []
    let size = 0
    for (;;) {
      const chunk = Buffer.allocUnsafe(64 * 1024)
      const n = fs.readSync(fd, chunk, 0, chunk.length, size)
      if (n === 0) return null
      const nl = chunk.subarray(0, n).indexOf(10)
      if (nl >= 0) {
        chunks.push(chunk.subarray(0, nl))
        size += nl
        break
      }
      chunks.push(chunk.subarray(0, n))
      size += n
    }
    const head = JSON.parse(Buffer.concat(chunks).toString('utf8')) as { pack?: unknown; entries?: unknown }
    if (head.pack !== PACK_FORMAT || !Array.isArray(head.entries)) return null
    const keys: string[] = []
    const places: Place[] = []
    let offset = size + 1
    for (const e of head.entries as unknown[]) {
      if (!Array.isArray(e) || typeof e[0] !== 'string' || typeof e[1] !== 'number') return null
      keys.push(e[0])
      places.push({ file, offset, length: e[1] })
      offset += e[1]
    }
    return { keys, places }
  } catch {
    return null
  } finally {
    if (fd !== undefined) fs.closeSync(fd)
  }
}

/**
 * The packed entries of a folder by key, as it was when last listed: a folder's mtime changes with
 * any file added, removed or renamed in it, and a build never writes a pack twice (a pack edited
 * in place by hand is seen at the next listing; until then its entries fail their seals).
 */
const indexes = new Map<string, { stamp: string; places: Map<string, Place> }>()

/** The packed entries of `folder`, by key (a later pack's copy over an earlier's: the same key has the same bytes). */
export function packIndex(folder: string): Map<string, Place> {
  let stamp: string
  try {
    const st = fs.statSync(folder)
    stamp = `${st.mtimeMs}:${st.ino}`
  } catch {
    indexes.delete(folder)
    return new Map()
  }
  const known = indexes.get(folder)
  if (known?.stamp === stamp) return known.places
  const places = new Map<string, Place>()
  let names: string[] = []
  try {
    names = fs.readdirSync(folder).filter((n) => n.endsWith(PACK_EXT)).sort()
  } catch {
    // none
  }
  for (const name of names) {
    const head = readHead(path.join(folder, name))
    head?.keys.forEach((key, i) => places.set(key, head.places[i]!))
  }
  indexes.set(folder, { stamp, places })
  return places
}

/** The bytes of a packed entry as text, or null when the pack is shorter than its head says. */
function readPlace(place: Place): string | null {
  let fd: number | undefined
  try {
    fd = fs.openSync(place.file, 'r')
    const buf = Buffer.allocUnsafe(place.length)
    return fs.readSync(fd, buf, 0, place.length, place.offset) === place.length ? buf.toString('utf8') : null
  } catch {
    return null
  } finally {
    if (fd !== undefined) fs.closeSync(fd)
  }
}

/** The text of the entry `key` of `folder` (its own file first, then the packs), or null when there is none. */
export function readEntryText(folder: string, key: string): string | null {
  try {
    return fs.readFileSync(entryFileIn(folder, key), 'utf8')
  } catch {
    // not a file of its own
  }
  const place = packIndex(folder).get(key)
  return place ? readPlace(place) : null
}

/** Whether `folder` holds an entry `key` (not whether it is valid). */
export function hasEntry(folder: string, key: string): boolean {
  return fs.existsSync(entryFileIn(folder, key)) || packIndex(folder).has(key)
}

/** The keys of every entry of `folder`, files and packed (each once). */
export function entryKeys(folder: string): string[] {
  let names: string[]
  try {
    names = fs.readdirSync(folder)
  } catch {
    return []
  }
  const keys = new Set(names.filter((n) => n.endsWith(ENTRY_EXT)).map((n) => n.slice(0, -ENTRY_EXT.length)))
  for (const key of packIndex(folder).keys()) keys.add(key)
  return [...keys].sort()
}

/**
 * Commit a staged folder's packs into a cache folder that already holds entries: each entry is
 * written there as a file of its own (so that it takes precedence over an older packed copy), and
 * the pack removed. Files of their own in the staged folder are left to the caller.
 */
export async function unpackInto(staged: string, to: string): Promise<void> {
  const names = (await fs.promises.readdir(staged).catch(() => [] as string[])).filter((n) => n.endsWith(PACK_EXT))
  for (const name of names) {
    const file = path.join(staged, name)
    const head = readHead(file)
    head?.keys.forEach((key, i) => {
      const text = readPlace(head.places[i]!)
      if (text !== null) writeAtomic(entryFileIn(to, key), () => text)
    })
    await fs.promises.rm(file, { force: true }).catch(() => {})
  }
}

/**
 * After a successful build: keep in `folder` the entries of `used` only. A file of its own stays
 * when used; a pack while more than half of its entries are used and not shadowed by a file of
 * their own (or by an earlier pack's copy); a sparser pack's used entries are written out as
 * files and the pack removed. Everything else (stale entries, temp files) is deleted.
 */
export async function sweepFolder(folder: string, used: Set<string>): Promise<void> {
  let names: string[]
  try {
    names = await fs.promises.readdir(folder)
  } catch {
    return
  }
  const own = new Set(names.filter((n) => n.endsWith(ENTRY_EXT)).map((n) => n.slice(0, -ENTRY_EXT.length)))
  const removed: string[] = []
  const claimed = new Set<string>()
  for (const name of names.sort()) {
    if (name.endsWith(ENTRY_EXT)) {
      if (!used.has(name.slice(0, -ENTRY_EXT.length))) removed.push(name)
      continue
    }
    if (!name.endsWith(PACK_EXT)) {
      removed.push(name)
      continue
    }
    const head = readHead(path.join(folder, name))
    const live = head ? head.keys.map((key, i) => [key, head.places[i]!] as const).filter(([key]) => used.has(key) && !own.has(key) && !claimed.has(key)) : []
    for (const [key] of live) claimed.add(key)
    if (head && live.length * 2 > head.keys.length) continue
    for (const [key, place] of live) {
      const text = readPlace(place)
      if (text !== null) writeAtomic(entryFileIn(folder, key), () => text)
    }
    removed.push(name)
  }
  await Promise.all(removed.map((n) => fs.promises.rm(path.join(folder, n), { force: true, recursive: true }).catch(() => {})))
}
