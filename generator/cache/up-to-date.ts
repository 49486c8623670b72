/**
 * The whole-build check: a build whose inputs are exactly those of the last successful build,
 * and whose output folder is exactly what that build left, has nothing to do — as Make, Gradle
 * or Turborepo decide a task is up to date. `last-build.json` in the cache folder holds the last
 * successful build's key (disk-cache.ts `buildKey`: code version, resolved config, config file,
 * package files, the content hash of every file of the site, the build's locale and dev
 * options), its report (warnings included, so an up-to-date build says what the last one said)
 * and the size, mtime and inode of every file of its output folder.
 *
 * A build is up to date only when the key is the same, no temp folder of an interrupted build
 * is beside the output folder, and the output folder holds exactly the recorded files, each
 * unchanged. Anything else is the ordinary build (which still reuses every unchanged page).
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
import { recordedFiles } from './version-units.js'

const LAST_BUILD = 'last-build.json'
const FORMAT = 3

/** What an up-to-date build reports: the last build's report, without its timings and changes. */
export type KeptReport = Omit<BuildReport, 'timings' | 'changed'>


/** The last build's report if `key` is its key and `outDir` is exactly as it left it; otherwise null. */
export async function upToDate(cacheDir: string, key: BuildKey, outDir: string): Promise<KeptReport | null> {
  // Two lines: what the build was (format, key, output folder), then what it made; the second is
  // read only when the first matches (it lists every output file: most builds change something).
  let text: string
  let head: { v?: unknown; base?: unknown; key?: unknown; outDir?: unknown }
  try {
    text = fs.readFileSync(path.join(cacheDir, LAST_BUILD), 'utf8')
    head = JSON.parse(text.slice(0, Math.max(0, text.indexOf('\n')))) as typeof head
  } catch {
    return null
  }
  // The key's base first: when it differs, the frozen versions' digests are not waited for.
  if (head.v !== FORMAT || head.base !== key.base || head.outDir !== outDir || head.key !== await key.full()) return null
  let data: { report?: KeptReport; files?: [string, ...FileStamp][]; units?: [fileName: string, prefix: string][] }
  try {
    data = JSON.parse(text.slice(text.indexOf('\n') + 1)) as typeof data
  } catch {
    return null
  }
  if (!data.report || !Array.isArray(data.files)) return null
  const prefix = tempPrefix(outDir)
  if (safeReaddir(path.dirname(outDir)).some((n) => n.startsWith(prefix))) return null
  const present = outputStamps(outDir)
  if (present === null) return null
  // A kept docs version's files are listed by its record (cache/version-units.ts), not here.
  // Versions may list the same file (a component's stylesheet their pages share): counted once.
  const expected = new Set(data.files.map((f) => f[0]))
  for (const [name, prefix] of data.units ?? []) {
    const files = recordedFiles(cacheDir, name)
    if (!files) return null
    for (let i = 0; i < files.rel.length; i++) {
      const now = present.get(prefix + files.rel[i])
      if (!now || now[0] !== files.size[i] || now[1] !== files.mtime[i] || now[2] !== files.ino[i]) return null
      expected.add(prefix + files.rel[i])
    }
  }
  if (present.size !== expected.size) return null
  for (const [rel, ...stamp] of data.files) {
    const now = present.get(rel)
    if (!now || now.some((v, i) => v !== stamp[i])) return null
  }
  // The versions that build kept whole are not this check's: nothing was built, so none is said to be kept.
  const { keptVersions: _kept, ...report } = data.report
  return report
}

/**
 * Record a successful build (after its commit, with the output folder's `stamps`): its key and
 * report; `units`: the records of the docs versions it kept whole (file name, output prefix),
 * whose files are not in `stamps`. Errors are ignored (the next build is then an ordinary one).
 */
export async function recordBuild(cacheDir: string, key: BuildKey, outDir: string, report: KeptReport, stamps: Map<string, FileStamp>, units: [fileName: string, prefix: string][] = []): Promise<void> {
  const full = await key.full()
  writeAtomic(path.join(cacheDir, LAST_BUILD), () => JSON.stringify({ v: FORMAT, base: key.base, key: full, outDir }) + '\n' + JSON.stringify({ report, files: [...stamps].map(([rel, stamp]) => [rel, ...stamp]), units }))
}

function safeReaddir(dir: string): string[] {
  try {
    return fs.readdirSync(dir)
  } catch {
    return []
  }
}
