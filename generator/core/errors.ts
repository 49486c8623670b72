/**
 * The build's error family: every user-facing error names the file (and line where known),
 * what is wrong and what to do. Internal errors are anything else.
 */

/** Options of a BuildError. */
export interface BuildErrorOptions {
  /** File the problem is in (absolute or relative to the site root). */
  file?: string
  /** 1-based line, when known. */
  line?: number
  /** 1-based column, when known. */
  column?: number
  /** What the author should do. */
  hint?: string
  /** Underlying error. */
  cause?: unknown
  /**
   * Where the problem was met, when it is in a module others import: the importing files (`file:line`).
   * The same problem met through several files is one problem naming them all (`mergeSame`).
   */
  via?: string[]
}

/** A problem in the author's input (content, config). Printed without a stack. */
export class BuildError extends Error {
  file?: string
  line?: number
  column?: number
  hint?: string
  via?: string[]

  constructor(message: string, options: BuildErrorOptions = {}) {
    super(message, options.cause === undefined ? undefined : { cause: options.cause })
    this.name = new.target.name
    this.file = options.file
    this.line = options.line
    this.column = options.column
    this.hint = options.hint
    if (options.via?.length) this.via = options.via
  }

  /** `file:line:column` or '' . */
  get location(): string {
    if (!this.file) return ''
    return this.file + (this.line ? `:${this.line}${this.column ? `:${this.column}` : ''}` : '')
  }

  /** One readable block: location, message, the files it was met through, hint. */
  format(): string {
    const head = (this.location ? `${this.location}: ${this.message}` : this.message) + viaText(this.via)
    return this.hint ? `${head}\n  → ${this.hint}` : head
  }
}

/** How many importing files are named; the rest are counted. */
const LISTED_VIA = 5

/** ` (imported by a, b and N more)`, or '' without importers. */
function viaText(via: string[] | undefined): string {
  if (!via?.length) return ''
  const shown = via.slice(0, LISTED_VIA).join(', ')
  const more = via.length - LISTED_VIA
  return ` (imported by ${shown}${more > 0 ? ` and ${more} more` : ''})`
}

/**
 * Problems met through importing files (`via`) that are the same problem — the same class, place,
 * message and hint — as one, naming every importing file; the others as they are, in order.
 */
export function mergeSame(errors: BuildError[]): BuildError[] {
  const byKey = new Map<string, BuildError>()
  const out: BuildError[] = []
  for (const e of errors) {
    if (!e.via?.length) {
      out.push(e)
      continue
    }
    const key = JSON.stringify([e.name, e.file, e.line, e.column, e.message, e.hint])
    const seen = byKey.get(key)
    if (seen) seen.via = [...new Set([...seen.via!, ...e.via])].sort()
    else {
      byKey.set(key, e)
      out.push(e)
    }
  }
  return out
}

/** `site.config.ts` is invalid. */
export class ConfigError extends BuildError {}
/** Front matter is invalid. */
export class FrontMatterError extends BuildError {}
/** Markdown could not be compiled. */
export class MarkdownError extends BuildError {}
/** Links or anchors that resolve to nothing (E3). */
export class BrokenLinkError extends BuildError {}
/** Two sources want the same URL. */
export class DuplicateRouteError extends BuildError {}
/** An unknown sidebar or doc id (E7). */
export class UnknownIdError extends BuildError {}
/** The theme has no component for a page kind (E4). */
export class MissingComponentError extends BuildError {}

/** Several problems found in one pass; thrown together so the author fixes them in one go. */
export class AggregateBuildError extends BuildError {
  errors: BuildError[]
  constructor(errors: BuildError[]) {
    errors = mergeSame(errors)
    super(`${errors.length} problem${errors.length === 1 ? '' : 's'} found`)
    this.errors = errors
  }

  /** Problems grouped by file. */
  format(): string {
    const byFile = new Map<string, BuildError[]>()
    for (const e of this.errors) {
      const key = e.file ?? '(site)'
      byFile.set(key, [...(byFile.get(key) ?? []), e])
    }
    const entry = (e: BuildError) =>
      '  ' +
      (e.line ? `line ${e.line}${e.column ? `:${e.column}` : ''}: ` : '') +
      e.message +
      viaText(e.via) +
      (e.hint ? `\n    → ${e.hint}` : '')
    const blocks = [...byFile].map(([file, errs]) => {
      // One cause met by many pages (a shared module that does not load) is said once, with how many met it.
      const counts = new Map<string, number>()
      for (const text of errs.map(entry)) counts.set(text, (counts.get(text) ?? 0) + 1)
      return (
        `${file}\n` +
        [...counts]
          .map(([text, n]) => (n > 1 ? text.replace(/^( {2}[^\n]*)/, `$1 (met by ${n} pages)`) : text))
          .join('\n')
      )
    })
    return `${this.message}:\n\n${blocks.join('\n\n')}`
  }
}

/** Throw one error, or all of them together (nested aggregates flattened); do nothing if the list is empty. */
export function throwAll(errors: BuildError[]): void {
  errors = mergeSame(errors.flatMap((e) => (e instanceof AggregateBuildError ? e.errors : [e])))
  if (errors.length === 1) throw errors[0]
  if (errors.length > 1) throw new AggregateBuildError(errors)
}
