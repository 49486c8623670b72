/**
 * Where the entries of the page and render caches live (`pages/`, `render/` in the cache folder),
 * and how they are written, found and swept.
 *
 * An entry is a sealed text (disk-cache.ts `seal`) under its key. It is stored one of two ways:
 * - **a file of its own**, `<folder>/<key>.json` — what a build writes straight into the cache
 *   (no staging folder), and what the sweep makes of the used entries of a pack mostly unused;
 * - **in a pack**, `<folder>/<name>.pack`, with up to `PACK_ENTRIES` entries a thread wrote one
 *   after another: a build appends each staged entry to its thread's open pack as it is made, one
 *   file per batch instead of one per entry. Creating a file is what a cache entry costs a build
 *   beside the bytes (measured: BENCHMARKS.md, "The build that fills the cache"); a 1,000-doc
 *   site's cold build made 2,200 of them. Entries are written at once, not held until the pack
 *   is complete: held, they lived long enough to cost the collector more than the files saved
 *   (measured).
 * A pack is the entries' texts one after another, then its index and the index's byte length in
 * `INDEX_DIGITS` digits: `texts index\nLLLLLLLLLLLL`, the index JSON
 * `{ "pack": PACK_FORMAT, "entries": [[key, byte length], …] }`. A pack without its index (its
 * build killed while writing it) is no entry at all; each entry keeps its own seal (key, length,
 * SHA-256), so a pack altered loses the entries it damaged, nothing else.
 * Which copy holds when a key is in several places (a page entry whose lookups no longer held was
 * compiled again under the same key): pack names begin with the time they were made, so a later
 * pack sorts after an earlier one, and a build's packs enter the cache (disk-cache.ts
 * `commitStaged`: a folder renamed whole, or each pack moved in, `commitPacks`) after the
 * files of their own they supersede are removed. So a file of its own is never older than a
 * packed copy; a reader takes the file first, then the latest pack (`readEntryText`). Either copy
 * is checked before use (its seal; a page entry's lookups too). The sweep after a build
 * (`sweepFolder`) keeps a pack while more than half of its entries are used and not shadowed by
 * a file of their own or a later pack; a sparser pack's used entries are written out as files
 * and the pack removed, so dead bytes never outweigh live ones.
 */
import fs from 'node:fs'
import path from 'node:path'
import { threadId } from 'node:worker_threads'
import { inDroppedStage, writeAtomic } from './atomic-write.js'

/** Bumped when a pack's index changes incompatibly (an entry's own format is its seal's). */
const PACK_FORMAT = 1
const PACK_EXT = '.pack'
const ENTRY_EXT = '.json'
/** A pack is closed when it holds this many entries (a sweep keeps or writes out a pack whole: see
 * `sweepFolder`); a worker closes its packs after each batch too. */
const PACK_ENTRIES = 64
/** Digits of the index's byte length at a pack's end. */
const INDEX_DIGITS = 12

/** Where a build writes an entry: its staging folder when it has one, else the cache itself. */
export interface EntryStore {
  dir: string
  stage?: string
}

/** An entry's own file in a folder. */
export function entryFileIn(folder: string, key: string): string {
  return path.join(folder, key + ENTRY_EXT)
}

/** This thread's open packs, by staging subfolder: the file, and the key and byte length of each entry
 * written to it. */
const open = new Map<string, { fd: number; file: string; entries: [string, number][] }>()
let packsMade = 0

/**
 * Store an entry of `sub` (`pages`, `render`): appended to this thread's open pack in the build's
 * staging folder when it has one (closed at `PACK_ENTRIES` entries, or by `flushPacks`), else
 * written atomically as a file of its own in the cache. Nothing is thrown: the cache is an
 * optimisation (a pack that cannot be written is dropped, with its entries).
 */
export function writeEntryFile(
  store: EntryStore,
  sub: string,
  key: string,
  contents: () => string | Uint8Array[],
): void {
  if (!store.stage) {
    writeAtomic(entryFileIn(path.join(store.dir, sub), key), () => {
      const made = contents()
      return typeof made === 'string' ? made : Buffer.concat(made)
    })
    return
  }
  // A failed build's staging folder (atomic-write.ts `dropStage`): an entry made late for it (the main
  // thread's batch still running) is not written.
  if (inDroppedStage(store.stage)) return
  let made: string | Uint8Array[]
  try {
    made = contents()
  } catch {
    return
  }
  const folder = path.join(store.stage, sub)
  const pack = open.get(folder) ?? openPack(folder)
  if (!pack) return
  try {
    // Text is written as UTF-8; bytes in parts are written as they are, in one call.
    const chunks = typeof made === 'string' ? [Buffer.from(made)] : made
    const length = chunks.reduce((n, c) => n + c.byteLength, 0)
    if (fs.writevSync(pack.fd, chunks as NodeJS.ArrayBufferView[]) !== length) throw new Error('short write')
    pack.entries.push([key, length])
  } catch {
    dropPack(folder)
    return
  }
  if (pack.entries.length >= PACK_ENTRIES) closePack(folder)
}

function openPack(folder: string): { fd: number; file: string; entries: [string, number][] } | undefined {
  // The time first: names sort in the order packs were made (see "Which copy holds").
  const file = path.join(
    folder,
    `${String(Date.now()).padStart(15, '0')}-${process.pid}-${threadId}-${String(packsMade++).padStart(6, '0')}-${Math.random().toString(36).slice(2, 8)}${PACK_EXT}`,
  )
  let fd: number
  try {
    fs.mkdirSync(folder, { recursive: true })
    fd = fs.openSync(file, 'w')
  } catch {
    return undefined
  }
  const pack = { fd, file, entries: [] as [string, number][] }
  open.set(folder, pack)
  return pack
}

/** Write an open pack's index and close it (a pack that cannot be finished is removed). */
function closePack(folder: string): void {
  const pack = open.get(folder)
  if (!pack) return
  open.delete(folder)
  try {
    const index = Buffer.from(JSON.stringify({ pack: PACK_FORMAT, entries: pack.entries }) + '\n')
    fs.writeSync(pack.fd, Buffer.concat([index, Buffer.from(String(index.length).padStart(INDEX_DIGITS, '0'))]))
    fs.closeSync(pack.fd)
  } catch {
    discard(pack)
  }
}

/** Close an open pack and remove it, its entries with it. */
function dropPack(folder: string): void {
  const pack = open.get(folder)
  if (!pack) return
  open.delete(folder)
  discard(pack)
}

/** Close a pack's file if it is open, and remove it; nothing is thrown (an index-less pack is no entry, and
 * the staging folder goes at the commit). */
function discard(pack: { fd: number; file: string }): void {
  try {
    fs.closeSync(pack.fd)
  } catch {
    // closed already
  }
  try {
    fs.rmSync(pack.file, { force: true })
  } catch {
    // left for the sweep of staging folders
  }
}

/** Close this thread's open packs (in the staging folder `stage` only, when given): before a worker replies,
 * and before a build commits. */
export function flushPacks(stage?: string): void {
  for (const folder of [...open.keys()]) if (!stage || isInside(folder, stage)) closePack(folder)
}

/** Drop this thread's open packs of a staging folder that is being removed (a failed build's: see
 * atomic-write.ts `dropStage`). */
export function dropPacks(stage: string): void {
  for (const folder of [...open.keys()]) if (isInside(folder, stage)) dropPack(folder)
}

/** How many packs this thread has open (for tests: none after a build ends). */
export function openPackCount(): number {
  return open.size
}

function isInside(folder: string, stage: string): boolean {
  return folder.startsWith(stage + path.sep)
}

/** Where a packed entry is: its pack, the byte offset of its text and its length. */
interface Place {
  file: string
  offset: number
  length: number
}

/** A pack's entries in order, or null when it does not end in an index of this format that accounts for every
 * byte before it. */
function readHead(file: string): { keys: string[]; places: Place[] } | null {
  let fd: number | undefined
  try {
    fd = fs.openSync(file, 'r')
    const size = fs.fstatSync(fd).size
    if (size < INDEX_DIGITS) return null
    const digits = Buffer.alloc(INDEX_DIGITS)
    fs.readSync(fd, digits, 0, INDEX_DIGITS, size - INDEX_DIGITS)
    const length = /^\d+$/.test(digits.toString('latin1')) ? Number(digits.toString('latin1')) : NaN
    const start = size - INDEX_DIGITS - length
    if (!(length > 0 && start >= 0)) return null
    const bytes = Buffer.alloc(length)
    if (fs.readSync(fd, bytes, 0, length, start) !== length || bytes[length - 1] !== 10) return null
    const head = JSON.parse(bytes.toString('utf8', 0, length - 1)) as { pack?: unknown; entries?: unknown }
    if (head.pack !== PACK_FORMAT || !Array.isArray(head.entries)) return null
    const keys: string[] = []
    const places: Place[] = []
    let offset = 0
    for (const e of head.entries as unknown[]) {
      if (!Array.isArray(e) || typeof e[0] !== 'string' || typeof e[1] !== 'number') return null
      keys.push(e[0])
      places.push({ file, offset, length: e[1] })
      offset += e[1]
    }
    return offset === start ? { keys, places } : null
  } catch {
    return null
  } finally {
    if (fd !== undefined) fs.closeSync(fd)
  }
}

/**
 * The entries of a folder, as it was when last listed: the keys of its files of their own, and
 * its packed entries by key. A folder's mtime changes with any file added, removed or renamed in
 * it (on kernels that stamp folders to the clock tick, two changes within one tick may share a
 * stamp: the memo then names an entry that is gone, a miss, or misses one that came, a miss too,
 * or the older copy of a key, which its checks then judge as any copy). A pack in the cache is
 * never written again (a pack edited in place by hand is seen at the next listing; until then its
 * entries fail their seals).
 * Listed once rather than asked per key: a key not found as a file of its own was a failed open,
 * an exception each (a warm build reads every page's entry, most of them packed).
 */
const indexes = new Map<string, FolderIndex>()

interface FolderIndex {
  stamp: string
  /** Keys of the entries stored as files of their own. */
  own: Set<string>
  /** Packed entries, by key (the latest pack's copy of a key: see "Which copy holds"). */
  places: Map<string, Place>
}

const NO_ENTRIES: FolderIndex = { stamp: '', own: new Set(), places: new Map() }

/** The entries of `folder` (none when it does not exist). */
function folderIndex(folder: string): FolderIndex {
  // No exception for a folder not made yet (a cold build asks once per page and route).
  let st: fs.Stats | undefined
  try {
    st = fs.statSync(folder, { throwIfNoEntry: false })
  } catch {
    // not a folder that can be read
  }
  if (!st) {
    indexes.delete(folder)
    return NO_ENTRIES
  }
  const stamp = `${st.mtimeMs}:${st.ino}`
  const known = indexes.get(folder)
  if (known?.stamp === stamp) return known
  let names: string[] = []
  try {
    names = fs.readdirSync(folder)
  } catch {
    // none
  }
  const own = new Set(names.filter((n) => n.endsWith(ENTRY_EXT)).map((n) => n.slice(0, -ENTRY_EXT.length)))
  const places = new Map<string, Place>()
  for (const name of names.filter((n) => n.endsWith(PACK_EXT)).sort()) {
    const head = readHead(path.join(folder, name))
    head?.keys.forEach((key, i) => places.set(key, head.places[i]!))
  }
  const index = { stamp, own, places }
  indexes.set(folder, index)
  return index
}

/** The packed entries of `folder`, by key (the latest pack's copy of a key: see "Which copy holds"). */
export function packIndex(folder: string): Map<string, Place> {
  return folderIndex(folder).places
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
  const index = folderIndex(folder)
  if (index.own.has(key)) {
    try {
      return fs.readFileSync(entryFileIn(folder, key), 'utf8')
    } catch {
      // removed since the folder was listed
    }
  }
  const place = index.places.get(key)
  return place ? readPlace(place) : null
}

/** Whether `folder` holds an entry `key` (not whether it is valid). */
export function hasEntry(folder: string, key: string): boolean {
  const index = folderIndex(folder)
  return index.own.has(key) || index.places.has(key)
}

/** The keys of every entry of `folder`, files and packed (each once). */
export function entryKeys(folder: string): string[] {
  const index = folderIndex(folder)
  return [...new Set([...index.own, ...index.places.keys()])].sort()
}

/**
 * Commit a staged folder's packs into a cache folder that already holds entries: each pack is
 * moved in, then the files of their own it supersedes are removed (see "Which copy holds").
 * Files of their own in the staged folder are left to the caller.
 */
export async function commitPacks(staged: string, to: string): Promise<void> {
  const names = (await fs.promises.readdir(staged).catch(() => [] as string[]))
    .filter((n) => n.endsWith(PACK_EXT))
    .sort()
  if (names.length) await fs.promises.mkdir(to, { recursive: true }).catch(() => {})
  for (const name of names) {
    const head = readHead(path.join(staged, name))
    if (
      !head ||
      !(await fs.promises.rename(path.join(staged, name), path.join(to, name)).then(
        () => true,
        () => false,
      ))
    )
      continue
    await Promise.all(head.keys.map((key) => fs.promises.rm(entryFileIn(to, key), { force: true }).catch(() => {})))
  }
}

/**
 * After a successful build: keep in `folder` the entries of `used` only. A file of its own stays
 * when used; a pack while more than half of its entries are used and not shadowed by a file of
 * their own or a later pack's copy; a sparser pack's used entries are written out as files and
 * the pack removed. Everything else (stale entries, temp files) is deleted.
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
  // The latest pack first: its copy of a key is the one readers take.
  for (const name of names.sort().reverse()) {
    if (name.endsWith(ENTRY_EXT)) {
      if (!used.has(name.slice(0, -ENTRY_EXT.length))) removed.push(name)
      continue
    }
    if (!name.endsWith(PACK_EXT)) {
      removed.push(name)
      continue
    }
    const head = readHead(path.join(folder, name))
    const live = head
      ? head.keys
          .map((key, i) => [key, head.places[i]!] as const)
          .filter(([key]) => used.has(key) && !own.has(key) && !claimed.has(key))
      : []
    for (const [key] of live) claimed.add(key)
    if (head && live.length * 2 > head.keys.length) continue
    for (const [key, place] of live) {
      const text = readPlace(place)
      if (text !== null) writeAtomic(entryFileIn(folder, key), () => text)
    }
    removed.push(name)
  }
  await Promise.all(
    removed.map((n) => fs.promises.rm(path.join(folder, n), { force: true, recursive: true }).catch(() => {})),
  )
}
