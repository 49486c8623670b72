/**
 * The memo of highlighted code blocks: a page compiled again after an edit finds its
 * unchanged code blocks here instead of highlighting them again. A grammar's first blocks in a
 * process are its dearest: TextMate compiles each rule the first time a block reaches it
 * (react-native-website's accessibility page: 11 `tsx` blocks, 2,344 characters, 0.56 s the
 * first time, 0.03 s the second) — in a cold build once per thread, in a warm build that
 * compiles one page, the whole of its highlighting.
 *
 * `code.jsonl` in the cache folder: a header line (format, base), then one line per block,
 * `<SHA-1 of its key>\t<its packed hast's JSON>` (rehype-shiki.ts `CodeCache`: the key is
 * language, meta and text). The base is what a block's highlighting depends on besides its key —
 * the generator's code, the packages (Shiki's version), the magic comments — (disk-cache.ts
 * `CacheBases.code`): a memo under another base is not read. The file is read when a thread first
 * misses a block in memory, and only the lines asked for are parsed.
 *
 * Each thread that highlights a block appends it to its own file in the build's staging folder
 * (`code/<thread>-<n>.jsonl`, up to `THREAD_BYTES`), a megabyte of lines at a time and at the end
 * of each batch (`flushStagedCode`: a file opened per block was a tenth of what filling the cache
 * cost a cold build's threads); a successful build merges them into the memo
 * (`mergeCodeMemo`): this build's blocks first, then the old memo's others, up to `MEMO_BYTES`.
 * A failed build's staging folder is dropped with them.
 */
import { hash } from 'node:crypto'
import fs from 'node:fs'
import path from 'node:path'
import { inDroppedStage, writeAtomic } from './atomic-write.js'
import type { PageStore } from './disk-cache.js'
import type { CodeBacking } from '../stages/markdown/rehype-shiki.js'

export const CODE_MEMO = 'code.jsonl'
const STAGED = 'code'
const FORMAT = 1
/** The memo's size at most: react-native-website's 1,533 distinct blocks take 3.6 MB. */
const MEMO_BYTES = 32_000_000
/** What one thread stages at most (a corpus of 50,000 docs with their own blocks would write far more than
 * any memo keeps). */
const THREAD_BYTES = 16_000_000

/** Each store of a thread stages into a file of its own (a thread compiles each locale with a store of its own). */
let opened = 0

/** Lines written to a staged file at a time. */
const WRITE_BYTES = 1_000_000

/** A staged file of this thread: its lines not yet written. */
interface Staging {
  file: string
  stage: string
  base: string
  lines: string[]
  bytes: number
  started: boolean
  /** The memo is an aid: a build that cannot stage it goes on without. */
  failed: boolean
}

/** This thread's staged files, by path. */
const staging = new Map<string, Staging>()

/** The memo of `store`'s cache folder as one thread's `CodeCache` backing (`thread`: its name in the staging
 * folder). */
export function codeBlockStore(store: PageStore, thread: string): CodeBacking {
  let memo: Map<string, string> | null = null
  const staged: Staging | null = store.stage
    ? {
        file: path.join(store.stage, STAGED, `${thread}-${opened++}.jsonl`),
        stage: store.stage,
        base: store.bases.code,
        lines: [],
        bytes: 0,
        started: false,
        failed: false,
      }
    : null
  let written = 0
  // A block missed by `get` is `add`ed next, under the same key: its digest is taken once.
  let last = { key: '', digest: '' }
  const digestOf = (key: string) =>
    last.key === key && last.digest ? last.digest : (last = { key, digest: sha1(key) }).digest
  return {
    get(key) {
      memo ??= readMemo(path.join(store.dir, CODE_MEMO), store.bases.code)
      return memo.get(digestOf(key))
    },
    add(key, json) {
      if (!staged || staged.failed || written > THREAD_BYTES) return
      const line = `${digestOf(key)}\t${json}\n`
      written += line.length
      staged.lines.push(line)
      staged.bytes += line.length
      staging.set(staged.file, staged)
      if (staged.bytes >= WRITE_BYTES) writeOut(staged)
    },
  }
}

/** Write a staged file's pending lines (the header first, with its first lines). */
function writeOut(s: Staging): void {
  if (!s.lines.length) return
  const text = s.lines.join('')
  s.lines = []
  s.bytes = 0
  if (s.failed || inDroppedStage(s.stage)) return
  try {
    if (s.started) fs.appendFileSync(s.file, text)
    else {
      fs.mkdirSync(path.dirname(s.file), { recursive: true })
      fs.writeFileSync(s.file, header(s.base) + text)
      s.started = true
    }
  } catch {
    s.failed = true
  }
}

/** Write this thread's pending lines (of the staging folder `stage` only, when given): before a worker
 * replies, and before the memo is merged. */
export function flushStagedCode(stage?: string): void {
  for (const s of staging.values()) {
    // A failed build's (its staging folder dropped): nothing to write, nothing to keep.
    if (inDroppedStage(s.stage)) staging.delete(s.file)
    if (stage && !s.file.startsWith(stage + path.sep)) continue
    writeOut(s)
    staging.delete(s.file)
  }
}

/**
 * After a successful build, before its staging folder is committed: its threads' blocks, then the
 * old memo's others (when under the same base), up to MEMO_BYTES, as the new memo. Nothing
 * happens when no block was highlighted (a build that found every block kept its memo as it was).
 */
export function mergeCodeMemo(dir: string, stage: string): void {
  // this thread's (the pool's member on the main thread): the workers wrote theirs before replying
  flushStagedCode(stage)
  const folder = path.join(stage, STAGED)
  let names: string[]
  try {
    names = fs
      .readdirSync(folder)
      .filter((n) => n.endsWith('.jsonl'))
      .sort()
  } catch {
    return
  }
  let base: string | null = null
  const seen = new Set<string>()
  const lines: string[] = []
  let bytes = 0
  const take = (text: string, from: number): void => {
    for (let at = from; at < text.length && bytes < MEMO_BYTES; ) {
      const end = text.indexOf('\n', at)
      if (end < 0) break
      const hash = text.slice(at, at + 40)
      if (text[at + 40] === '\t' && !seen.has(hash)) {
        seen.add(hash)
        lines.push(text.slice(at, end + 1))
        bytes += end + 1 - at
      }
      at = end + 1
    }
  }
  for (const name of names) {
    const text = readText(path.join(folder, name))
    const head = text === null ? null : baseOf(text)
    if (head === null || (base !== null && head !== base)) continue
    base = head
    take(text!, text!.indexOf('\n') + 1)
  }
  if (base === null) return
  const old = readText(path.join(dir, CODE_MEMO))
  if (old !== null && baseOf(old) === base) take(old, old.indexOf('\n') + 1)
  writeAtomic(path.join(dir, CODE_MEMO), () => header(base!) + lines.join(''))
}

function header(base: string): string {
  return JSON.stringify({ v: FORMAT, base }) + '\n'
}

/** The base a memo's (or staged file's) header names, or null when it is not one of this format. */
function baseOf(text: string): string | null {
  try {
    const head = JSON.parse(text.slice(0, text.indexOf('\n'))) as { v?: unknown; base?: unknown }
    return head.v === FORMAT && typeof head.base === 'string' ? head.base : null
  } catch {
    return null
  }
}

/** The memo's blocks by key hash (none when it is missing, of another format or base). */
function readMemo(file: string, base: string): Map<string, string> {
  const out = new Map<string, string>()
  const text = readText(file)
  if (text === null || baseOf(text) !== base) return out
  for (let at = text.indexOf('\n') + 1; at < text.length; ) {
    const end = text.indexOf('\n', at)
    if (end < 0) break // a line cut short
    if (text[at + 40] === '\t') out.set(text.slice(at, at + 40), text.slice(at + 41, end))
    at = end + 1
  }
  return out
}

function readText(file: string): string | null {
  try {
    return fs.readFileSync(file, 'utf8')
  } catch {
    return null
  }
}

function sha1(text: string): string {
  return hash('sha1', text, 'hex')
}
