/**
 * The content stage's data files (authors.yml, tags.yml): YAML or JSON parsed with the line of
 * every key kept, so that a problem in an entry names its line.
 */
import { isMap, isPair, isScalar, isSeq, LineCounter, parseDocument, type Node } from 'yaml'
import { BuildError } from '../../core/errors.js'

/** A parsed data file. */
export interface DataFile {
  file: string
  /** The parsed value (null for an empty file). */
  data: unknown
  /** 1-based line of the key (or list item) at a path of keys and indexes, or of its nearest parent;
   * undefined at the root. */
  line(...at: (string | number)[]): number | undefined
}

/** Parse YAML or JSON text; a syntax error or a repeated key is an error naming the file, line and column. */
export function parseDataFile(text: string, file: string, what: string): DataFile {
  const lines = new LineCounter()
  const doc = parseDocument(text.replace(/^\uFEFF/, ''), { lineCounter: lines, prettyErrors: false })
  const problem = doc.errors[0]
  if (problem) {
    const at = lines.linePos(problem.pos[0])
    throw new BuildError(`Invalid ${what}: ${problem.message.split('\n')[0]}`, {
      file,
      line: at.line,
      column: at.col,
      cause: problem,
      hint: 'Fix the YAML (or JSON) syntax at that line.',
    })
  }
  const line = (...at: (string | number)[]): number | undefined => {
    let node: unknown = doc.contents
    let found: number | undefined
    for (const step of at) {
      let next: { key?: unknown; value: unknown; start: number | undefined } | null = null
      if (isMap(node)) {
        const pair = node.items.find((p) => isPair(p) && isScalar(p.key) && String(p.key.value) === String(step))
        if (pair) next = { value: pair.value, start: (pair.key as Node).range?.[0] }
      } else if (isSeq(node) && typeof step === 'number') {
        const item = node.items[step]
        if (item !== undefined) next = { value: item, start: (item as Node | null)?.range?.[0] }
      }
      if (!next) break
      if (next.start !== undefined) found = lines.linePos(next.start).line
      node = next.value
    }
    return found
  }
  return { file, data: doc.toJS() as unknown, line }
}

/**
 * A JSON file's value (a versioned sidebars file, as Docusaurus reads it: `JSON.parse`, a repeated
 * key keeps its last value). `JSON.parse` is a hundred times faster than the YAML parser
 * (react-native-website's ten files: 0.5 ms against 97 ms warm), which
 * is asked only when it fails: for the error's line, or for YAML the file may hold.
 */
export function parseJsonFile(text: string, file: string, what: string): unknown {
  try {
    return JSON.parse(text.replace(/^\uFEFF/, '')) as unknown
  } catch {
    return parseDataFile(text, file, what).data
  }
}

/** Whether a parsed value is a plain mapping (not a list, not null). */
export function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value) && !(value instanceof Date)
}

/**
 * What is wrong with a permalink written in a data file or front matter (tags, author pages), or
 * null: it becomes a URL path and an output file, so it may not be empty, climb out with `..`,
 * or hold `?`, `#`, `\\` or a `%` that is not a percent-escape.
 */
export function permalinkProblem(permalink: string): string | null {
  if (!permalink.replace(/\//g, '').trim()) return 'is empty'
  if (permalink.split('/').some((part) => part === '..' || part === '.')) return 'has a `.` or `..` segment'
  if (/[?#\\]/.test(permalink)) return 'has a `?`, `#` or `\\`'
  if (/%(?![0-9a-fA-F]{2})/.test(permalink)) return 'has a `%` that is not a percent-escape (%20)'
  return null
}
