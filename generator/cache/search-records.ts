/**
 * The search indexes as the last successful build left them (`search.json` in the cache folder):
 * for each index of each locale (outputs/search.ts `indexName`: a part of the main index, a
 * frozen version's), the hashes of its documents in the order Pagefind was given them, and its
 * files with the stamps they had in the output folder after the commit. Pagefind writes the same
 * bytes for the same documents in the same order, so a build whose index would get exactly those
 * documents keeps the files instead (outputs/search.ts `SearchIndexer`), if each is still there as
 * recorded (size, mtime, inode: `recordHolds`). Records of another code version (another Pagefind,
 * other index options) are not read.
 */
import fs from 'node:fs'
import path from 'node:path'
import type { IndexRecords, MadeIndex } from '../outputs/search.js'
import { relativePrefix, type FileStamp } from '../stages/write.js'
import { writeAtomic } from './atomic-write.js'
import { CACHE_FORMAT, codeVersion } from './disk-cache.js'
import { recordHolds, type OutputRecord } from './render-cache.js'

/** The file of the search records, in the cache folder. */
export const SEARCH_RECORDS = 'search.json'

interface IndexRecord {
  docs: string[]
  files: OutputRecord['files']
}

/** An index made by this build in a locale's output folder (`outDir`), for `writeSearchRecords`. */
export interface LocaleIndex extends MadeIndex {
  outDir: string
}

function recordId(prefix: string, name: string): string {
  return `${prefix}\0${name}`
}

/** The records of one locale's indexes (`localeOut`, under the root output folder `rootOut`); none when
 * missing, unreadable or of another code version. */
export async function readSearchRecords(dir: string, rootOut: string, localeOut: string): Promise<IndexRecords> {
  let indexes: Record<string, IndexRecord> = {}
  try {
    const data = JSON.parse(fs.readFileSync(path.join(dir, SEARCH_RECORDS), 'utf8')) as {
      format?: number
      code?: string
      indexes?: Record<string, IndexRecord>
    }
    if (
      data.format === CACHE_FORMAT &&
      data.code === (await codeVersion()) &&
      data.indexes &&
      typeof data.indexes === 'object'
    )
      indexes = data.indexes
  } catch {
    // No records: every index is made.
  }
  const prefix = relativePrefix(rootOut, localeOut)
  const of = (name: string): IndexRecord | undefined => {
    const record = indexes[recordId(prefix, name)]
    return record && Array.isArray(record.docs) && Array.isArray(record.files) ? record : undefined
  }
  return {
    docs: (name) => of(name)?.docs ?? null,
    files: (name) => {
      const record = of(name)
      return record && recordHolds(record, localeOut) ? record.files.map(([rel, size]) => [rel, size]) : null
    },
  }
}

/** Record this build's indexes with their files' stamps (`stamps`: the output folder after the commit,
 * relative to `rootOut`); an index missing a file is not recorded. */
export async function writeSearchRecords(
  dir: string,
  made: LocaleIndex[],
  stamps: Map<string, FileStamp>,
  rootOut: string,
): Promise<void> {
  const indexes: Record<string, IndexRecord> = {}
  for (const m of made) {
    const prefix = relativePrefix(rootOut, m.outDir)
    const files: IndexRecord['files'] = []
    for (const rel of m.files) {
      const stamp = stamps.get(prefix + rel)
      if (!stamp) break
      files.push([rel, ...stamp])
    }
    if (files.length === m.files.length) indexes[recordId(prefix, m.name)] = { docs: m.docs, files }
  }
  const code = await codeVersion()
  writeAtomic(path.join(dir, SEARCH_RECORDS), () => JSON.stringify({ format: CACHE_FORMAT, code, indexes }))
}
