/**
 * Stage 2, content: glob content/ (sorted) → ContentSet of SourceFiles, category metadata
 * and authors. Front matter is parsed (gray-matter, always with an options object) and its
 * types are checked; every problem of the pass is collected before throwing.
 */
import { readFileSync } from 'node:fs'
import fs from 'node:fs/promises'
import path from 'node:path'
import fg from 'fast-glob'
import matter from 'gray-matter'
import YAML from 'yaml'
import { BuildError, FrontMatterError, throwAll } from '../core/errors.js'
import { invalidUtf8Position } from '../core/utf8.js'
import { bracketAdmonitionTitles } from './markdown/admonition-titles.js'
import { fencePlaces } from './markdown/fences.js'
import type { Author, CategoryMeta, ContentSet, MarkdownFormat, SiteConfig, SourceFile, SourceKind } from '../core/types.js'

/** `string?` also accepts null (`pagination_next: null` removes the link, as in Docusaurus). */
/** `lastUpdate`: Docusaurus's `last_update: { date?, author? }` (at least one; date as any parseable date). */
type FieldType = 'string' | 'string?' | 'number' | 'boolean' | 'string[]' | 'date' | 'lastUpdate'

/** Known front-matter fields per kind, with their types. */
export const FRONTMATTER_FIELDS: Record<SourceKind, Record<string, FieldType>> = {
  doc: {
    id: 'string', title: 'string', description: 'string', slug: 'string', sidebar_position: 'number',
    sidebar_label: 'string', draft: 'boolean', unlisted: 'boolean', hide_title: 'boolean', hide_table_of_contents: 'boolean',
    toc_min_heading_level: 'number', toc_max_heading_level: 'number', tags: 'string[]', keywords: 'string[]',
    image: 'string', pagination_prev: 'string?', pagination_next: 'string?', custom_edit_url: 'string', sidebar_class_name: 'string',
    last_update: 'lastUpdate',
  },
  post: {
    title: 'string', date: 'date', slug: 'string', authors: 'string[]', tags: 'string[]', description: 'string',
    draft: 'boolean', unlisted: 'boolean', image: 'string', keywords: 'string[]', hide_table_of_contents: 'boolean',
    toc_min_heading_level: 'number', toc_max_heading_level: 'number',
  },
  page: { title: 'string', description: 'string', slug: 'string', draft: 'boolean', unlisted: 'boolean', hide_table_of_contents: 'boolean', image: 'string', keywords: 'string[]' },
}

/** The files under static/, as URL paths without base ('/img/logo.svg'): copied as they are, and link targets. */
export async function listStaticFiles(config: SiteConfig): Promise<Set<string>> {
  const files = await fg('**/*', { cwd: config.staticDir, dot: false, suppressErrors: true })
  return new Set(files.map((f) => '/' + f))
}

/**
 * The folders content comes from, each with the prefix its files get in the content walk
 * ('docs/', 'blog/', 'pages/'): this generator's content/ as one folder, or a Docusaurus
 * project's docs/, blog/ and src/pages/ (or the configured paths) one by one.
 */
export function contentRoots(config: SiteConfig): { prefix: string; dir: string }[] {
  const { docs, blog, pages } = config.dirs
  const inside = (dir: string, name: string) => dir === path.join(config.contentDir, name)
  if (inside(docs, 'docs') && inside(blog, 'blog') && inside(pages, 'pages')) return [{ prefix: '', dir: config.contentDir }]
  return [{ prefix: 'docs/', dir: docs }, { prefix: 'blog/', dir: blog }, { prefix: 'pages/', dir: pages }]
}

/** Absolute path of a walk path ('docs/intro.md'). */
function absolute(roots: { prefix: string; dir: string }[], rel: string): string {
  const root = roots.find((r) => r.prefix && rel.startsWith(r.prefix)) ?? roots.find((r) => !r.prefix) ?? roots[0]!
  return path.join(root.dir, rel.slice(root.prefix.length))
}

/** Load every source under the content folders (`contentRoots`). */
export async function loadContent(config: SiteConfig): Promise<{ content: ContentSet; warnings: string[] }> {
  const roots = contentRoots(config)
  const abs = (rel: string) => absolute(roots, rel)
  // One walk of each content folder, sorted; every list below is a filter of it. Symbolic links
  // to files are kept (reading follows them; a dangling or looping one is an error when read);
  // links to folders are not followed, as they can loop (warned below).
  const walks = await Promise.all(roots.map((r) => walkContent(r.dir)))
  const allPaths = walks.flatMap((w, i) => w.files.map((f) => roots[i]!.prefix + f))
  const linkedFolders = walks.flatMap((w, i) => w.linkedFolders.map((f) => roots[i]!.prefix + f))
  // A file or folder whose name starts with `_` is a partial (importable, never a page), as in Docusaurus.
  const pick = (re: RegExp) => allPaths.filter((p) => re.test(p) && !isPartial(p))
  const docPaths = pick(/^docs\/.+\.mdx?$/)
  const postPaths = pick(/^blog\/[^/]+(?:\.mdx?|\/index\.mdx?)$/)
  const pagePaths = pick(/^pages\/.+\.mdx?$/)
  const categoryPaths = allPaths.filter((p) => /^docs\/(?:.+\/)?_category_\.(?:json|ya?ml)$/.test(p))
  const errors: BuildError[] = []
  const warnings = linkedFolders.map((rel) => `${abs(rel)}: a symbolic link to a folder is not followed (links to folders can loop); link its files one by one or copy the folder`)
  const authorsFile = path.join(config.dirs.blog, config.blog ? config.blog.authorsMapPath : 'authors.yml')
  const dataFiles = new Set([...DATA_FILES, path.posix.join('blog', config.blog ? config.blog.authorsMapPath : 'authors.yml')])
  // Nothing under content/ is skipped in silence.
  const used = new Set([...docPaths, ...postPaths, ...pagePaths, ...categoryPaths])
  // Other files are assets if a page links them (see rehype-local-assets); the routes stage warns about the rest.
  const otherFiles = allPaths.filter((rel) => !used.has(rel) && !isPartial(rel) && !isModule(rel) && !dataFiles.has(rel)).map(abs)
  const format = config.markdown.format
  const read = (kind: SourceKind, rel: string, prefix: string) =>
    readSource(abs(rel), kind, rel.slice(prefix.length), format).catch((err: unknown) => {
      errors.push(err instanceof BuildError ? err : readError(abs(rel), err))
      return null
    })
  const [docs, posts, pagesRead, categories, authors] = await Promise.all([
    Promise.all(docPaths.map((p) => read('doc', p, 'docs/'))),
    Promise.all(postPaths.map((p) => read('post', p, 'blog/'))),
    Promise.all(pagePaths.map((p) => read('page', p, 'pages/'))),
    Promise.all(categoryPaths.map((p) => readCategory(abs(p), p).catch((err: BuildError) => { errors.push(err); return null }))),
    readAuthors(authorsFile).catch((err: BuildError): Record<string, Author> => { errors.push(err); return {} }),
  ])
  const files = [...docs, ...posts, ...pagesRead].filter((f): f is SourceFile => f !== null)
  for (const file of files) checkFrontmatter(file, errors, warnings)
  for (const file of files) if (file.format === 'md') warnings.push(...mdxInMarkdown(file))
  for (const post of files.filter((f) => f.kind === 'post')) {
    for (const key of asStringArray(post.frontmatter.authors)) {
      if (!authors[key]) errors.push(new FrontMatterError(`Unknown author key "${key}" in \`authors\``, { file: post.sourcePath, line: findKeyLine(post, 'authors'), hint: `Add "${key}" to ${path.relative(config.root, authorsFile)} or use one of: ${Object.keys(authors).join(', ') || '(none defined)'}.` }))
    }
  }
  throwAll(errors)
  return {
    content: {
      docs: files.filter((f) => f.kind === 'doc'),
      posts: files.filter((f) => f.kind === 'post'),
      pages: files.filter((f) => f.kind === 'page'),
      categories: categories.filter((c): c is CategoryMeta => c !== null),
      authors,
      otherFiles,
    },
    warnings,
  }
}

const utf8 = new TextDecoder('utf-8', { fatal: true })

/** Data files the content stage reads besides pages. */
const DATA_FILES = new Set(['blog/authors.yml', 'blog/authors.yaml', 'blog/authors.json', 'blog/tags.yml', 'blog/tags.yaml', 'docs/tags.yml', 'docs/tags.yaml'])
/** Whether a content path is a partial: a file or folder named `_…` (not `_category_` files). */
export const isPartial = (rel: string) => rel.split('/').some((part) => part.startsWith('_') && !/^_category_\.(json|ya?ml)$/.test(part))
/** Modules content may import (components, styles, data). */
const isModule = (rel: string) => /\.(jsx?|tsx?|mjs|cjs|css|json)$/.test(rel)

/** How a file is parsed, by `markdown.format` and its extension. */
export function formatOf(relativePath: string, format: MarkdownFormat): 'mdx' | 'md' {
  if (format === 'detect') return /\.mdx$/i.test(relativePath) ? 'mdx' : 'md'
  return format
}

/**
 * A CommonMark file with MDX in it (an `import` line, a capitalised component tag) renders it
 * as text: name the first such line and how to make it MDX.
 */
export function mdxInMarkdown(file: SourceFile): string[] {
  const lines = file.body.split('\n')
  const places = fencePlaces(lines)
  for (let i = 0; i < lines.length; i++) {
    const line = lines[i]!
    if (places[i]!.fence !== null) continue
    const what = /^(import|export)\s.+from\s+['"]/.test(line) ? `an \`${line.split(/\s/)[0]}\` line` : /(^|\s)<[A-Z][\w.]*(\s|\/?>|$)/.test(line) && !/`[^`]*<[A-Z]/.test(line) ? 'a component tag' : null
    if (what) return [`${file.sourcePath}:${i + file.bodyStartLine}: ${what} in a file read as CommonMark is shown as text; rename the file to .mdx or set \`markdown: { format: 'mdx' }\` in the site config`]
  }
  return []
}

/** Read and split one markdown file. */
export async function readSource(sourcePath: string, kind: SourceKind, relativePath: string, format: MarkdownFormat = 'detect'): Promise<SourceFile> {
  const bytes = await fs.readFile(sourcePath)
  let text: string
  try {
    text = utf8.decode(bytes)
  } catch (err) {
    const at = invalidUtf8Position(bytes)
    throw new BuildError(`The file is not valid UTF-8 text${at ? ` (byte ${at.byte} is not part of a UTF-8 character)` : ''}`, { file: sourcePath, line: at?.line, column: at?.column, cause: err, hint: 'Re-save the file with UTF-8 encoding (it may be Latin-1 or Windows-1252).' })
  }
  return { ...parseSource(text, sourcePath, kind, relativePath), format: formatOf(relativePath, format) }
}

/** Split front matter and body of markdown text (pure). */
export function parseSource(text: string, sourcePath: string, kind: SourceKind, relativePath: string): SourceFile {
  text = text.replace(/^\uFEFF/, '')
  let parsed: { data: Record<string, unknown>; content: string; matter?: string }
  try {
    // An options object disables gray-matter's global cache (see STYLE.md #5).
    parsed = matter(text, { excerpt: false }) as unknown as typeof parsed
  } catch (err) {
    const e = err as Error & { mark?: { line: number; column: number }; reason?: string }
    throw new FrontMatterError(`Invalid YAML in front matter: ${e.reason ?? e.message.split('\n')[0]}`, {
      // js-yaml's 0-based line counts from the newline after the opening `---` (file line 1).
      file: sourcePath, line: e.mark ? e.mark.line + 1 : 1, column: e.mark ? e.mark.column + 1 : undefined, cause: err,
      hint: 'Fix the YAML between the two `---` lines (quote values that contain a colon).',
    })
  }
  const bodyStartLine = parsed.matter === undefined || parsed.content === text ? 1 : text.slice(0, text.length - parsed.content.length).split('\n').length
  // The body every later stage reads (compilers, twins, link positions) is this normalized text.
  return { kind, sourcePath, relativePath, frontmatter: parsed.data ?? {}, body: bracketAdmonitionTitles(parsed.content), bodyStartLine }
}

function checkFrontmatter(file: SourceFile, errors: BuildError[], warnings: string[]): void {
  const fields = FRONTMATTER_FIELDS[file.kind]
  for (const [key, value] of Object.entries(file.frontmatter)) {
    const type = fields[key]
    const line = findKeyLine(file, key)
    if (!type) {
      const near = closest(key, Object.keys(fields))
      warnings.push(`${file.sourcePath}:${line}: unknown front matter key \`${key}\`${near ? ` (did you mean \`${near}\`?)` : ` (known keys: ${Object.keys(fields).join(', ')})`}`)
      continue
    }
    if (!hasType(value, type)) {
      errors.push(new FrontMatterError(`\`${key}\` must be ${describe(type)}, got ${JSON.stringify(value)}`, { file: file.sourcePath, line, hint: `Change \`${key}\` to ${describe(type)}.` }))
    } else if (type === 'date' || type === 'lastUpdate') {
      // `last_update`'s date is on its own line below the key (or inline: `last_update: { date: … }`).
      const dateLine = type === 'date' ? line : nestedKeyLine(file, line, 'date')
      const day = impossibleDay(file, dateLine)
      if (day) errors.push(new FrontMatterError(`\`${key}\` is ${day}, a day that does not exist`, { file: file.sourcePath, line: dateLine, hint: 'Use a real calendar date, YYYY-MM-DD (months 01–12, days up to 28–31).' }))
    }
  }
}

/**
 * A written `YYYY-MM-DD` whose month or day is out of range (js-yaml and Date.parse roll
 * `2025-02-30` over to 2 March silently), or null.
 */
function impossibleDay(file: SourceFile, line: number): string | null {
  let text = ''
  try {
    text = readFileSync(file.sourcePath, 'utf8').replace(/^\uFEFF/, '').split(/\r?\n/)[line - 1] ?? ''
  } catch {
    return null
  }
  const m = /:\s*['"]?(\d{4})-(\d{2})-(\d{2})/.exec(text)
  if (!m) return null
  const [y, mo, d] = [Number(m[1]), Number(m[2]), Number(m[3])]
  return mo >= 1 && mo <= 12 && d >= 1 && d <= new Date(Date.UTC(y, mo, 0)).getUTCDate() ? null : m.slice(1).join('-')
}

/** Line of `child:` inside the block of the front-matter key on `parentLine` (the parent's own line for an inline `{ … }`). */
function nestedKeyLine(file: SourceFile, parentLine: number, child: string): number {
  let lines: string[] = []
  try {
    lines = readFileSync(file.sourcePath, 'utf8').replace(/^\uFEFF/, '').split(/\r?\n/)
  } catch {
    return parentLine
  }
  for (let i = parentLine; i < lines.length && /^\s+\S/.test(lines[i]!); i++) {
    if (new RegExp(`^\\s+['"]?${child}['"]?\\s*:`).test(lines[i]!)) return i + 1
  }
  return parentLine
}

/** A read failure as an error that says what happened and what to do. */
function readError(file: string, err: unknown): BuildError {
  const code = (err as NodeJS.ErrnoException).code
  const [what, hint] = {
    ENOENT: ['The file disappeared while the build was reading it (or is a symbolic link to a missing file)', 'Restore the file or remove the link, then build again.'],
    ELOOP: ['The file is a symbolic link loop', 'Point the link at a real file, or remove it.'],
    EACCES: ['The file is not readable (permission denied)', 'Make it readable, e.g. `chmod a+r` it.'],
    EPERM: ['The file is not readable (operation not permitted)', 'Make it readable, e.g. `chmod a+r` it.'],
    EISDIR: ['A folder (or a link to one) is named like a markdown file', 'Rename it so its name does not end in .md.'],
  }[code ?? ''] ?? [`Could not read the file: ${(err as Error).message}`, 'Check that the file exists and is readable.']
  return new BuildError(what, { file, cause: err, hint })
}

/** Symbolic links to folders under content/ (relative paths). */
/** Every file under `cwd` (symbolic links to files included), and the symbolic links to folders, sorted. */
async function walkContent(cwd: string): Promise<{ files: string[]; linkedFolders: string[] }> {
  const entries = await fg('**', { cwd, onlyFiles: false, followSymbolicLinks: false, suppressErrors: true, objectMode: true })
  const links = entries.filter((e) => e.dirent.isSymbolicLink()).map((e) => e.path)
  const isDir = await Promise.all(links.map((rel) => fs.stat(path.join(cwd, rel)).then((st) => st.isDirectory(), () => false)))
  const linkedFolders = new Set(links.filter((_, i) => isDir[i]))
  const files = entries.filter((e) => !e.dirent.isDirectory() && !linkedFolders.has(e.path)).map((e) => e.path).sort()
  return { files, linkedFolders: [...linkedFolders].sort() }
}

function hasType(value: unknown, type: FieldType): boolean {
  switch (type) {
    case 'string': return typeof value === 'string'
    case 'string?': return typeof value === 'string' || value === null
    case 'number': return typeof value === 'number' && Number.isFinite(value)
    case 'boolean': return typeof value === 'boolean'
    case 'string[]': return typeof value === 'string' || (Array.isArray(value) && value.every((v) => typeof v === 'string'))
    case 'date': return (value instanceof Date && !Number.isNaN(value.getTime())) || (typeof value === 'string' && !Number.isNaN(Date.parse(value)))
    case 'lastUpdate': {
      if (!value || typeof value !== 'object' || Array.isArray(value) || value instanceof Date) return false
      const entries = Object.entries(value)
      return entries.length > 0 && entries.every(([k, v]) => (k === 'date' ? hasType(v, 'date') : k === 'author' ? typeof v === 'string' : false))
    }
  }
}

function describe(type: FieldType): string {
  return {
    string: 'a string', 'string?': 'a string or null', number: 'a number', boolean: 'true or false', 'string[]': 'a list of strings', date: 'a date (YYYY-MM-DD)',
    lastUpdate: 'an object with `date` (YYYY-MM-DD) and/or `author` (a string), and no other keys',
  }[type]
}

/**
 * Line of `key:` in the front matter, 1-based (front matter starts at line 2). The file is
 * read again only when a problem is reported; if that fails, the key's index approximates it.
 */
function findKeyLine(file: SourceFile, key: string): number {
  let text = ''
  try {
    text = readFileSync(file.sourcePath, 'utf8').replace(/^\uFEFF/, '')
  } catch {
    // deleted or unreadable since it was loaded: fall back to the approximation below
  }
  const keyRe = new RegExp(`^['"]?${key.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}['"]?\\s*:`)
  const at = text.split(/\r?\n/).slice(1, Math.max(1, file.bodyStartLine - 2)).findIndex((l) => keyRe.test(l))
  if (at !== -1) return at + 2
  const head = file.bodyStartLine > 1 ? file.bodyStartLine : 1
  return Math.min(head, 2) + Math.max(0, Object.keys(file.frontmatter).indexOf(key))
}

/** Closest known name (edit distance ≤ 3). */
export function closest(name: string, known: string[]): string | null {
  let best: string | null = null
  let bestD = 4
  for (const k of known) {
    const d = editDistance(name, k)
    if (d < bestD) { bestD = d; best = k }
  }
  return best
}

function editDistance(a: string, b: string): number {
  const row = Array.from({ length: b.length + 1 }, (_, i) => i)
  for (let i = 1; i <= a.length; i++) {
    let prev = row[0]!
    row[0] = i
    for (let j = 1; j <= b.length; j++) {
      const tmp = row[j]!
      row[j] = Math.min(row[j]! + 1, row[j - 1]! + 1, prev + (a[i - 1] === b[j - 1] ? 0 : 1))
      prev = tmp
    }
  }
  return row[b.length]!
}

/** A front-matter value as a list of strings. */
export function asStringArray(v: unknown): string[] {
  if (typeof v === 'string') return [v]
  return Array.isArray(v) ? v.filter((x): x is string => typeof x === 'string') : []
}

async function readCategory(file: string, rel: string): Promise<CategoryMeta> {
  const text = await fs.readFile(file, 'utf8')
  let data: Record<string, unknown>
  try {
    data = (rel.endsWith('.json') ? JSON.parse(text) : YAML.parse(text)) ?? {}
  } catch (err) {
    throw new BuildError(`Invalid category metadata: ${(err as Error).message}`, { file, cause: err, hint: 'Fix the JSON/YAML syntax (keys: label, position, collapsed).' })
  }
  const dir = path.posix.dirname(rel.slice('docs/'.length))
  return {
    dir: dir === '.' ? '' : dir,
    label: typeof data.label === 'string' ? data.label : undefined,
    position: typeof data.position === 'number' ? data.position : undefined,
    collapsed: typeof data.collapsed === 'boolean' ? data.collapsed : undefined,
  }
}

async function readAuthors(file: string): Promise<Record<string, Author>> {
  let text: string
  try {
    text = await fs.readFile(file, 'utf8')
  } catch {
    return {}
  }
  let data: Record<string, Record<string, unknown>>
  try {
    data = YAML.parse(text) ?? {}
  } catch (err) {
    const e = err as Error & { linePos?: { line: number; col: number }[] }
    throw new BuildError(`Invalid YAML in authors file: ${e.message.split('\n')[0]}`, { file, line: e.linePos?.[0]?.line, cause: err, hint: 'Fix the YAML syntax.' })
  }
  const authors: Record<string, Author> = {}
  for (const [key, a] of Object.entries(data)) {
    if (!a || typeof a !== 'object' || typeof a.name !== 'string') {
      throw new BuildError(`Author "${key}" needs a \`name\``, { file, hint: `Give "${key}" a name: string.` })
    }
    authors[key] = {
      key,
      name: a.name,
      title: typeof a.title === 'string' ? a.title : undefined,
      url: typeof a.url === 'string' ? a.url : undefined,
      imageUrl: typeof a.image_url === 'string' ? a.image_url : undefined,
      page: a.page !== false,
      socials: a.socials && typeof a.socials === 'object' ? (a.socials as Record<string, string>) : {},
    }
  }
  return authors
}
