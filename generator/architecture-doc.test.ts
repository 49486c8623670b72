/**
 * ARCHITECTURE.md names the repository's files as they are: every path it names exists. Read from it:
 * - its tree (the fenced block that opens with a folder, `generator/`): each entry, placed by its indentation, and
 *   each file or folder name in an entry's description, relative to the entry's folder or one of its parents;
 * - every inline code span, and every word of its other fenced blocks, that looks like a path: it contains a `/`
 *   or ends in a source extension, and is no URL (`/docs/`), package (`@theme/Tabs`), dot folder, placeholder
 *   (`<cache>/…`), glob or code. One that starts with a top-level folder is resolved from the repository's root;
 *   any other is the tail of a path (`cache/session.ts`), found among the repository's files;
 * - every `generator/…`, `theme/…`, `e2e/…` or `scripts/…` anywhere in its text, from the root.
 */
import { execFileSync } from 'node:child_process'
import fs from 'node:fs'
import path from 'node:path'
import { describe, expect, test } from 'vitest'
import { REPO_ROOT } from './test/helpers.js'

const DOC = 'ARCHITECTURE.md'
const EXT_RE = /\.(?:ts|tsx|mjs|css|md|json)$/
/** Not a repository path: a URL or package, a dot name, a flag, a placeholder, a glob, code or prose. */
const NOT_PATH_RE = /^[/@.~-]|[<>[\]{}*:=()'"`$|,;!?\s\\…]/
/** A path from the root written anywhere in the text (not inside another path or a package name). */
const ROOTED_RE = /(?<![\w./@<>-])(?:generator|theme|e2e|scripts)\/[\w./-]*/g
/** An entry of the tree: its indentation, its name and, after two spaces or more, its description. */
const ENTRY_RE = /^( *)(\S+)(?: {2,}(.*))?$/

/** A path named in the document, with the line that names it and the folders it may be relative to. */
interface Named {
  token: string
  line: number
  /** Folders (from the root, '' for the root) to resolve it against, nearest first; none: the rooted or tail rule. */
  bases?: string[]
}

/** The repository's files: tracked, and new ones not ignored, that are on disk. */
function repoFiles(): string[] {
  const out = execFileSync('git', ['ls-files', '--cached', '--others', '--exclude-standard', '-z'], {
    cwd: REPO_ROOT,
    encoding: 'utf8',
    maxBuffer: 64 * 1024 * 1024,
  })
  return out.split('\0').filter((f) => f && fs.existsSync(path.join(REPO_ROOT, f)))
}

function looksLikePath(token: string): boolean {
  return !NOT_PATH_RE.test(token) && /[A-Za-z]/.test(token) && (token.includes('/') || EXT_RE.test(token))
}

/** A word of a description or a code block, without the punctuation around it. */
function trimWord(word: string): string {
  return word.replace(/^[(`'"]+/, '').replace(/[)`'",;:.]+$/, '')
}

/** Every path ARCHITECTURE.md names. */
function namedPaths(text: string): { named: Named[]; treeEntries: string[] } {
  const named: Named[] = []
  const treeEntries: string[] = []
  const lines = text.split('\n')
  let fence: 'tree' | 'other' | null = null
  /** The tree's folders by depth, from the root. */
  let folders: string[] = []
  lines.forEach((line, i) => {
    const at = i + 1
    for (const m of line.matchAll(ROOTED_RE)) named.push({ token: m[0].replace(/\.+$/, ''), line: at })
    if (line.startsWith('```')) {
      if (fence) fence = null
      else fence = /^[\w.-]+\/(?: |$)/.test(lines[i + 1] ?? '') ? 'tree' : 'other'
      if (fence === 'tree') folders = []
      return
    }
    if (fence === 'tree') {
      const m = ENTRY_RE.exec(line)
      if (!m) return
      const depth = m[1]!.length / 2
      const name = m[2]!
      folders.length = depth
      const parent = folders.join('')
      const entry = parent + name
      treeEntries.push(entry)
      named.push({ token: entry, line: at, bases: [''] })
      if (name.endsWith('/')) folders[depth] = name
      // A name in the description: relative to the entry's folder, or one of the folders above it.
      const own = name.endsWith('/') ? entry : parent
      const bases = [own]
      for (let d = (name.endsWith('/') ? depth : depth - 1) - 1; d >= -1; d--)
        bases.push(folders.slice(0, d + 1).join(''))
      for (const word of (m[3] ?? '').split(/\s+/).map(trimWord))
        if (looksLikePath(word) && (word.endsWith('/') || EXT_RE.test(word)))
          named.push({ token: word, line: at, bases })
      return
    }
    if (fence === 'other') {
      for (const word of line.split(/\s+/).map(trimWord)) if (looksLikePath(word)) named.push({ token: word, line: at })
      return
    }
    for (const m of line.matchAll(/`([^`\n]+)`/g)) if (looksLikePath(m[1]!)) named.push({ token: m[1]!, line: at })
  })
  return { named, treeEntries }
}

/** Whether a named path exists: from its bases, or from the root (a top-level folder first), or as a path's tail. */
function exists(named: Named, files: string[], topLevel: Set<string>): boolean {
  const token = named.token.replace(/\/+$/, '')
  const onDisk = (p: string) => fs.existsSync(path.join(REPO_ROOT, p))
  if (named.bases) return named.bases.some((base) => onDisk(base + token))
  if (topLevel.has(token.split('/')[0]!)) return onDisk(token)
  return files.some(
    (f) => f === token || f.endsWith(`/${token}`) || f.startsWith(`${token}/`) || f.includes(`/${token}/`),
  )
}

describe('ARCHITECTURE.md', () => {
  const text = fs.readFileSync(path.join(REPO_ROOT, DOC), 'utf8')
  const { named, treeEntries } = namedPaths(text)

  test('its tree and the paths it names are read (a sanity check of the reader)', () => {
    expect(treeEntries).toContain('generator/build.ts')
    expect(treeEntries).toContain('generator/stages/markdown/mdx/')
    expect(named.map((n) => n.token)).toContain('cache/session.ts')
    expect(named.length).toBeGreaterThan(100)
  })

  test('every path ARCHITECTURE.md names exists', () => {
    const files = repoFiles()
    const topLevel = new Set(files.filter((f) => f.includes('/')).map((f) => f.split('/')[0]!))
    const missing = named
      .filter((n) => !exists(n, files, topLevel))
      .map((n) => `${DOC}:${n.line} ${n.token}${n.bases ? ` (from ${n.bases.map((b) => b || '/').join(', ')})` : ''}`)
    expect([...new Set(missing)]).toEqual([])
  })
})
