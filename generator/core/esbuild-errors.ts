/**
 * What an esbuild build failure says, whole. esbuild's own `message` is "Build failed with 2
 * errors:" followed by one line per error; code that kept only its first line showed authors that
 * heading and nothing after (as `Cannot import "react-tweet": Build failed with 1 error:`).
 * Here the errors themselves are listed, each with its file:line:column, the first few in full.
 */

/** The shape of esbuild's `Message` that is read here (esbuild's BuildFailure has `errors: Message[]`). */
export interface EsbuildMessage {
  text: string
  location?: { file: string; line: number; column: number } | null
  notes?: { text: string }[]
}

/** How many of a failure's errors are listed; the rest are counted. */
export const LISTED_ERRORS = 5

/**
 * esbuild's notes that explain esbuild, not the author's code: never shown
 * ("Returning namespace doesn't do anything…" is about a plugin's return value).
 */
const INTERNAL_NOTE = /namespace doesn't do anything|plugin|The esbuild/i

/** The errors of an esbuild failure, or null when `err` is not one. */
export function esbuildErrors(err: unknown): EsbuildMessage[] | null {
  const errors = (err as { errors?: unknown } | null)?.errors
  return Array.isArray(errors) &&
    errors.length > 0 &&
    errors.every((e) => typeof (e as EsbuildMessage)?.text === 'string')
    ? (errors as EsbuildMessage[])
    : null
}

/**
 * The text of an error for an author: for an esbuild failure, its first errors as
 * `file:line:column: text` (one per line, and "… and N more"); for any other error, its message,
 * whole when it has several lines that say something, else its first line.
 */
export function errorText(err: unknown): string {
  const errors = esbuildErrors(err)
  if (!errors) {
    const message = err instanceof Error ? err.message : String(err)
    const lines = message
      .split('\n')
      .map((l) => l.trimEnd())
      .filter(Boolean)
    // "Build failed with 1 error:" from a wrapper that lost the list: the rest of the message is the list.
    return /^Build failed with \d+ errors?:$/.test(lines[0] ?? '')
      ? lines.slice(1).join('\n') || lines[0]!
      : (lines[0] ?? message)
  }
  const shown = errors.slice(0, LISTED_ERRORS).map((e) => {
    const at = e.location ? `${locationFile(e.location.file)}:${e.location.line}:${e.location.column + 1}: ` : ''
    const notes = (e.notes ?? []).map((n) => n.text).filter((t) => t && !INTERNAL_NOTE.test(t))
    return at + e.text + (notes.length ? ` (${notes.join(' ')})` : '')
  })
  const more = errors.length - shown.length
  return (shown.length === 1 && more === 0 ? shown[0]! : shown.join('\n')) + (more > 0 ? `\n… and ${more} more` : '')
}

/** A message location's file: a plugin's namespace prefix ("cwc-css-module:/…") is esbuild's bookkeeping, not the path. */
export function locationFile(file: string): string {
  return file.replace(/^[a-z][\w-]+:(?=[/\\])/, '')
}

/** The package an import specifier names (`@scope/pkg/sub` → `@scope/pkg`, `pkg/sub` → `pkg`). */
export function packageName(specifier: string): string {
  return specifier.startsWith('@') ? specifier.split('/').slice(0, 2).join('/') : specifier.split('/')[0]!
}

/** Module names Docusaurus's bundler provides (aliases, generated modules): not npm packages. */
const BUNDLER_ALIAS = /^(?:@docusaurus\/|@theme(?:-original|-init)?\/|@generated\/)/

/**
 * What to do about an import esbuild could not resolve: an action that exists. A path is checked;
 * an absolute URL path (`/img/x.png`, in a CSS `url()`) is a file of `static/`; a module that
 * Docusaurus's bundler provides cannot be installed from npm; anything else is a package to install.
 */
export function unresolvedHint(specifier: string): string {
  if (specifier.startsWith('.') || specifier.startsWith('@site/'))
    return "Check the path: relative paths start from the importing file's folder, `@site/` from the site root."
  if (specifier.startsWith('/'))
    return `A path that starts with / is looked up as a file: if "${specifier}" is a file of static/, write its path from the file that uses it (or \`@site/static${specifier}\`).`
  if (BUNDLER_ALIAS.test(specifier))
    return `"${specifier}" is provided by Docusaurus's bundler, not by an npm package, and this generator does not provide it yet: remove the import, or use a module this generator provides (README, "Coming from Docusaurus").`
  return `Install the package in the site (\`npm install ${packageName(specifier)}\`), or fix the import.`
}
