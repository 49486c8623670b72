/**
 * The whole-build check: a build whose inputs are exactly those of the last successful build,
 * and whose output folder is exactly what that build left, has nothing to do — as Make, Gradle
 * or Turborepo decide a task is up to date. `last-build.json` in the cache folder holds the last
 * successful build's key (disk-cache.ts `buildKey`: code version, resolved config, config file,
 * package files, the content hash of every file of the site, the build's locale and dev
 * options), its report (warnings included, so an up-to-date build says what the last one said)
 * and the size, mtime and inode of every file and folder of its output folder.
 *
 * A build is up to date only when the key is the same, no temp folder of an interrupted build
 * is beside the output folder, and the output folder holds exactly the recorded files, each
 * unchanged: every recorded file and folder has its stamp (a folder's changes when a name in it
 * is added, removed or renamed, so no folder is listed). Anything else is the ordinary build
 * (which still reuses every unchanged page).
 * The record is written after the output folder was committed, atomically; a failed build
 * leaves the last one in place, and a build killed after its commit but before its record
 * leaves a record whose files no longer match. Not used in watch mode. When the pages show
 * their git last-update, the commit the docs' repository is at is part of the key (git history
 * is not a file of the site; last-update.ts gitState).
 */
import fs from 'node:fs'
import path from 'node:path'
import type { BuildReport } from '../core/types.js'
import { outputStamps, tempPrefix, type FileStamp } from '../stages/write.js'
import { writeAtomic } from './atomic-write.js'
import type { BuildKey } from './disk-cache.js'
import { intactOnDisk, type CheckThread } from './check-thread.js'
import { UNITS } from './version-units.js'

const LAST_BUILD = 'last-build.json'
const FORMAT = 5

/** What an up-to-date build reports: the last build's report, without its timings and changes. */
export type KeptReport = Omit<BuildReport, 'timings' | 'changed'>

/**
 * Files or folders with their stamps, in columns: the paths (relative to the output folder, a
 * folder ending with a separator, the output folder itself '') joined by newlines, and each one's
 * size, mtime and inode one after the other — at 100,000s of files, a tenth of the JSON of one
 * array per file to read back.
 */
interface Stamped {
  paths: string
  stamps: number[]
}

/** The whole-build record of a cache folder. */
function lastBuildFile(cacheDir: string): string {
  return path.join(cacheDir, LAST_BUILD)
}

/** Where the records of kept docs versions are (version-units.ts), ending with a separator, for the output check. */
function recordsFolder(cacheDir: string): string {
  return path.join(cacheDir, UNITS) + path.sep
}

/** A folder as a prefix of paths under it. */
function withSep(dir: string): string {
  return dir.endsWith(path.sep) ? dir : dir + path.sep
}

/**
 * Ask `thread` whether `outDir` is as the last build's record says (check-thread.ts `INTACT`), to
 * be given to `upToDate` once the key is known: asked first, it runs while the key is computed.
 */
export function askIntact(thread: CheckThread, cacheDir: string, outDir: string): Promise<boolean | null> {
  return thread.intact(lastBuildFile(cacheDir), withSep(outDir), recordsFolder(cacheDir))
}

/**
 * Whether checking the record's output folder is worth a thread (check-thread.ts): its stamps are
 * ~100 bytes a file, so past 1 MB, 10,000 stat calls or more.
 */
export function largeRecord(cacheDir: string): boolean {
  return (fs.statSync(lastBuildFile(cacheDir), { throwIfNoEntry: false })?.size ?? 0) > 1_000_000
}

/**
 * The last build's report if `key` is its key and `outDir` is exactly as it left it; otherwise null.
 * `intact`: the check thread's answer to whether the output folder is as recorded (`askIntact`,
 * asked while the key was computed; null or none: checked here).
 */
export async function upToDate(
  cacheDir: string,
  key: BuildKey,
  outDir: string,
  intact?: Promise<boolean | null>,
): Promise<KeptReport | null> {
  // Three lines: what the build was (format, key, output folder), what it said (its report, its
  // kept versions), what it made (the output's stamps); the second is read only when the first
  // matches (most builds change something), the third by whichever thread checks the output.
  const file = lastBuildFile(cacheDir)
  let text: string
  let head: { v?: unknown; base?: unknown; key?: unknown; outDir?: unknown }
  try {
    text = fs.readFileSync(file, 'utf8')
    head = JSON.parse(text.slice(0, Math.max(0, text.indexOf('\n')))) as typeof head
  } catch {
    return null
  }
  // The key's base first: when it differs, the frozen versions' digests are not waited for.
  if (head.v !== FORMAT || head.base !== key.base || head.outDir !== outDir || head.key !== (await key.full()))
    return null
  let data: { report?: KeptReport; units?: [fileName: string, prefix: string][] }
  try {
    const second = text.indexOf('\n') + 1
    data = JSON.parse(text.slice(second, text.indexOf('\n', second))) as typeof data
  } catch {
    return null
  }
  if (!data.report) return null
  const prefix = tempPrefix(outDir)
  if (safeReaddir(path.dirname(outDir)).some((n) => n.startsWith(prefix))) return null
  // A kept docs version's files are listed by its record (cache/version-units.ts): checked with the others.
  if (!((await intact) ?? intactOnDisk(file, withSep(outDir), recordsFolder(cacheDir)))) return null
  // The versions that build kept whole are not this check's: nothing was built, so none is said to be kept.
  const { keptVersions: _kept, ...report } = data.report
  return report
}

/**
 * Record a successful build (after its commit, with the output folder's `stamps`): its key and
 * report; `units`: the records of the docs versions it kept whole (file name, output prefix),
 * whose files (`unitFiles`, with their prefix) are not in `stamps` but whose folders are stamped
 * here with the others. Errors are ignored (the next build is then an ordinary one).
 */
export async function recordBuild(
  cacheDir: string,
  key: BuildKey,
  outDir: string,
  report: KeptReport,
  stamps: Map<string, FileStamp>,
  units: [fileName: string, prefix: string][] = [],
  unitFiles: Iterable<string> = [],
): Promise<void> {
  const full = await key.full()
  const folders = new Set<string>([''])
  const addFolders = (rel: string): void => {
    for (let cut = rel.lastIndexOf(path.sep); cut > 0; cut = rel.lastIndexOf(path.sep, cut - 1)) {
      const folder = rel.slice(0, cut + 1)
      if (folders.has(folder)) return
      folders.add(folder)
    }
  }
  for (const rel of stamps.keys()) addFolders(rel)
  for (const rel of unitFiles) addFolders(rel)
  const folderStamps = outputStamps(outDir, [...folders])
  if (!folderStamps || folderStamps.size !== folders.size) return
  const lines = [
    { v: FORMAT, base: key.base, key: full, outDir },
    { report, units },
    { files: columns(stamps), folders: columns(folderStamps) },
  ]
  writeAtomic(lastBuildFile(cacheDir), () => lines.map((line) => JSON.stringify(line)).join('\n'))
}

function columns(stamps: Map<string, FileStamp>): Stamped {
  return { paths: [...stamps.keys()].join('\n'), stamps: [...stamps.values()].flat() }
}

function safeReaddir(dir: string): string[] {
  try {
    return fs.readdirSync(dir)
  } catch {
    return []
  }
}
