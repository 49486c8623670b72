/**
 * The bundles of the last build, kept for the next: the client runtime, the site's stylesheet
 * (customCss, Sass), its clientModules, the mermaid script and each locale's islands. They are
 * made by esbuild (and Sass) from files that rarely change between two builds, yet cost a
 * one-sentence edit of a large site several seconds (react-native-website: Sass 1.5 s, the
 * islands 1.2 s).
 *
 * `<cache>/bundles/<name>.json` holds one bundle: its key and every file it was made of with its
 * content hash (file-hashes.ts), then the bundle itself (bytes as base64, maps as pairs). A build
 * reuses it when the key is the same and each of those files still hashes the same; else it
 * bundles and stages the new one (moved into the cache only when the build succeeds, see
 * disk-cache.ts `commitStaged`). The key is the page keys' narrow base (disk-cache.ts
 * `narrowBase`: code version, resolved config and config file, package and lock files, every
 * file of `src/`, so a component added where an import would resolve to it counts) and what the
 * stage adds of its own (the islands' sources). Files a bundle read are those esbuild reports
 * in its metafile and those its plugins record (Sass's imports, CSS modules, images): the stage
 * fills the `read` set it is given; a package's files are checked by its `package.json` (`checkedFile`). As
 * for pages, not covered: a file added outside `src/`
 * earlier in an extensionless import's resolution order.
 *
 * Without a persistent cache (`--no-cache`) every bundle is made: `reuse` just runs the stage.
 */
import { createHash } from 'node:crypto'
import fs from 'node:fs'
import path from 'node:path'
import { writeStaged } from './atomic-write.js'
import type { FileHashes } from './file-hashes.js'

/** The bundles' folder inside the cache folder (and its staging folder). */
export const BUNDLES = 'bundles'
const FORMAT = 1

/** A stage that records the files it reads into `read`. */
export type Recorded<T> = (read: Set<string>) => Promise<T>

/** The store of bundles of one build. */
export class BundleMemo {
  constructor(
    private readonly store: { dir: string; stage: string | undefined; hashes: FileHashes } | null,
    /** The narrow base of the build's keys, computed once when first asked. */
    private readonly base: () => Promise<string>,
  ) {}

  /**
   * The bundle `name` as the last build made it when its key (`key`: what the stage adds to the
   * base) and the files it read are the same, else what `make` makes now (and stages it).
   */
  async reuse<T>(name: string, key: string, make: Recorded<T>): Promise<T> {
    const { store } = this
    if (!store) return make(new Set())
    const full = createHash('sha256')
      .update(`${await this.base()}\n${name}\n${key}`)
      .digest('hex')
    const kept = readBundle(path.join(store.dir, BUNDLES, fileName(name)), full, store.hashes)
    if (kept !== undefined) return kept as T
    const read = new Set<string>()
    const started = Date.now()
    const value = await make(read)
    const files = [...new Set([...read].map(checkedFile))].sort()
    // A file changed while the bundle was made (a save during a dev rebuild): its hash now may not be what
    // the bundle read. Not kept.
    const changed = files.some((file) => (fs.statSync(file, { throwIfNoEntry: false })?.mtimeMs ?? 0) >= started)
    if (store.stage && !changed) {
      const inputs = files.map((file) => [file, store.hashes.hash(file)] as const)
      writeStaged(
        path.join(store.stage, BUNDLES, fileName(name)),
        () => `${JSON.stringify({ v: FORMAT, key: full, inputs })}\n${JSON.stringify(value, encode)}`,
      )
    }
    return value
  }
}

/**
 * The file that vouches for a bundle's input: the input itself, or for a file of an installed
 * package its `package.json` (packages are replaced, not edited: webpack's `managedPaths` make
 * the same assumption). The mermaid bundle reads some 2,000 files of a dozen packages.
 */
export function checkedFile(file: string): string {
  const marker = `${path.sep}node_modules${path.sep}`
  const at = file.lastIndexOf(marker)
  if (at < 0) return file
  const rest = file.slice(at + marker.length).split(path.sep)
  const name = rest[0]!.startsWith('@') ? rest.slice(0, 2) : rest.slice(0, 1)
  const manifest = path.join(file.slice(0, at), 'node_modules', ...name, 'package.json')
  // A file of no package (directly in node_modules, or a package without a manifest): itself.
  return fs.existsSync(manifest) ? manifest : file
}

/** A bundle's file name: its name made safe for a file system. */
function fileName(name: string): string {
  return `${name.replace(/[^\w.-]+/g, '_')}.json`
}

/** The bundle stored in `file` when it was made under `key` from files that still hash the same; undefined
 * otherwise (missing, other format, corrupt, changed). */
function readBundle(file: string, key: string, hashes: FileHashes): unknown {
  let text: string
  try {
    text = fs.readFileSync(file, 'utf8')
  } catch {
    return undefined
  }
  const cut = text.indexOf('\n')
  try {
    const head = JSON.parse(text.slice(0, cut)) as { v?: unknown; key?: unknown; inputs?: unknown }
    if (head.v !== FORMAT || head.key !== key || !Array.isArray(head.inputs)) return undefined
    for (const input of head.inputs as unknown[]) {
      if (!Array.isArray(input) || typeof input[0] !== 'string' || hashes.hash(input[0]) !== input[1]) return undefined
    }
    return JSON.parse(text.slice(cut + 1), decode)
  } catch {
    return undefined
  }
}

/** Tags of the values JSON has no form for. */
const BYTES = '\u0000bytes'
const MAP = '\u0000map'

function encode(this: unknown, key: string, value: unknown): unknown {
  // A Buffer's toJSON has already run: its original is the holder's.
  const raw = (this as Record<string, unknown>)[key]
  if (raw instanceof Uint8Array)
    return { [BYTES]: Buffer.from(raw.buffer, raw.byteOffset, raw.byteLength).toString('base64') }
  if (value instanceof Uint8Array)
    return { [BYTES]: Buffer.from(value.buffer, value.byteOffset, value.byteLength).toString('base64') }
  if (value instanceof Map) return { [MAP]: [...value] }
  return value
}

function decode(_key: string, value: unknown): unknown {
  if (value && typeof value === 'object' && !Array.isArray(value)) {
    const o = value as Record<string, unknown>
    if (typeof o[BYTES] === 'string') return new Uint8Array(Buffer.from(o[BYTES], 'base64'))
    if (Array.isArray(o[MAP])) return new Map(o[MAP] as [unknown, unknown][])
  }
  return value
}
