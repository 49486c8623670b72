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
import { withOpenFile } from '../core/open-files.js'
import { invalidUtf8Position } from '../core/utf8.js'
import { bracketAdmonitionTitles } from './markdown/admonition-titles.js'
import { fencePlaces } from './markdown/fences.js'
import { LEGACY_AUTHOR_FIELDS, postAuthors, readAuthorsFile } from './metadata/authors.js'
import { isRecord, parseDataFile, permalinkProblem } from './metadata/data-file.js'
import { isCalendarDate, parsePostPath } from './routes/blog.js'
import { frontMatterTags, readTagsFile, resolveTag, TAGS_FILE } from './metadata/tags.js'
import { CURRENT, extraDocsSets } from './versions.js'
import { closest } from '../core/closest.js'

import type {
  Author,
  CategoryMeta,
  ContentSet,
  MarkdownFormat,
  ProblemPolicy,
  SiteConfig,
  SourceFile,
  SourceKind,
  SourceReader,
  TagsFile,
} from '../core/types.js'

export { closest }

/** `string?` also accepts null (`pagination_next: null` removes the link, as in Docusaurus). */
/** `lastUpdate`: Docusaurus's `last_update: { date?, author? }` (at least one; date as any parseable date). */
type FieldType =
  | 'string'
  | 'string?'
  | 'number'
  | 'boolean'
  | 'string[]'
  | 'date'
  | 'tags'
  | 'authors'
  | 'object'
  | 'lastUpdate'

/** Known front-matter fields per kind, with their types. */
export const FRONTMATTER_FIELDS: Record<SourceKind, Record<string, FieldType>> = {
  doc: {
    id: 'string',
    title: 'string',
    description: 'string',
    slug: 'string',
    sidebar_position: 'number',
    sidebar_label: 'string',
    draft: 'boolean',
    unlisted: 'boolean',
    hide_title: 'boolean',
    hide_table_of_contents: 'boolean',
    toc_min_heading_level: 'number',
    toc_max_heading_level: 'number',
    tags: 'tags',
    keywords: 'string[]',
    image: 'string',
    pagination_prev: 'string?',
    pagination_next: 'string?',
    custom_edit_url: 'string?',
    sidebar_class_name: 'string',
    displayed_sidebar: 'string?',
    pagination_label: 'string',
    sidebar_custom_props: 'object',
    parse_number_prefixes: 'boolean',
    last_update: 'lastUpdate',
  },
  post: {
    title: 'string',
    date: 'date',
    slug: 'string',
    authors: 'authors',
    tags: 'tags',
    description: 'string',
    draft: 'boolean',
    unlisted: 'boolean',
    image: 'string',
    keywords: 'string[]',
    hide_table_of_contents: 'boolean',
    toc_min_heading_level: 'number',
    toc_max_heading_level: 'number',
    // Docusaurus v1's single author, still read by Docusaurus 3 (see authors.ts).
    ...Object.fromEntries(LEGACY_AUTHOR_FIELDS.map((k) => [k, 'string' as const])),
  },
  // `wrapperClassName`: Docusaurus's class of the page's wrapper, given to `<html>` (theme/layouts/page-facts.ts).
  page: {
    title: 'string',
    description: 'string',
    slug: 'string',
    draft: 'boolean',
    unlisted: 'boolean',
    hide_table_of_contents: 'boolean',
    image: 'string',
    keywords: 'string[]',
    wrapperClassName: 'string',
  },
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
  if (inside(docs, 'docs') && inside(blog, 'blog') && inside(pages, 'pages'))
    return [{ prefix: '', dir: config.contentDir }]
  return [
    { prefix: 'docs/', dir: docs },
    { prefix: 'blog/', dir: blog },
    { prefix: 'pages/', dir: pages },
  ]
}

/** Absolute path of a walk path ('docs/intro.md'). */
function absolute(roots: { prefix: string; dir: string }[], rel: string): string {
  const root = roots.find((r) => r.prefix && rel.startsWith(r.prefix)) ?? roots.find((r) => !r.prefix) ?? roots[0]!
  return path.join(root.dir, rel.slice(root.prefix.length))
}

/** Load every source under the content folders (`contentRoots`). */
/** `memo`: the parsed sources of the last build (cache/source-memo.ts), so unchanged files are not read and
 * parsed again. */
export async function loadContent(
  config: SiteConfig,
  memo?: SourceReader,
  versions: { kept: ReadonlySet<string>; memo: boolean } = { kept: new Set(), memo: true },
): Promise<{ content: ContentSet; warnings: string[] }> {
  const { kept } = versions
  // Frozen docs versions (versioned_docs/version-<name>/) are walked as `versioned_docs/<name>/…`;
  // a version kept whole from the last build (`kept`, cache/version-units.ts) is not read at all,
  // and while versions are kept whole, the memo does not hold theirs (`memo: false`: their record does).
  // The other docs sets (docs.instances) are walked the same way, under their `docs:<id>` names.
  const frozen = extraDocsSets(config)
    .filter((v) => !kept.has(v.name))
    .map((v) => ({ name: v.name, prefix: `versioned_docs/${v.name}/`, dir: v.dir }))
  const roots = [...contentRoots(config), ...frozen]
  // A translated locale (stages/i18n): a file of its folders replaces the default's at the same walk path.
  const translated = new Map<string, string>()
  const abs = (rel: string) => translated.get(rel) ?? absolute(roots, rel)
  // One walk of each content folder, sorted; every list below is a filter of it. Symbolic links
  // to files are kept (reading follows them; a dangling or looping one is an error when read);
  // links to folders are not followed, as they can loop (warned below).
  const walks = await Promise.all(roots.map((r) => walkContent(r.dir)))
  let allPaths = walks.flatMap((w, i) => w.files.map((f) => roots[i]!.prefix + f))
  const linkedFolders = walks.flatMap((w, i) => w.linkedFolders.map((f) => roots[i]!.prefix + f))
  if (config.contentOverlay) {
    const { versions: versionOverlay = {}, ...kinds } = config.contentOverlay
    // The translated snapshot of a frozen version replaces files at that version's walk path.
    const overlay = [
      ...Object.entries(kinds).map(([kind, dir]) => ({ prefix: kind + '/', dir })),
      ...frozen.filter((v) => versionOverlay[v.name]).map((v) => ({ prefix: v.prefix, dir: versionOverlay[v.name]! })),
    ]
    const overlayWalks = await Promise.all(overlay.map((r) => walkContent(r.dir)))
    overlayWalks.forEach((w, i) => {
      for (const f of w.files) translated.set(overlay[i]!.prefix + f, path.join(overlay[i]!.dir, f))
      linkedFolders.push(...w.linkedFolders.map((f) => overlay[i]!.prefix + f))
    })
    const known = new Set(allPaths)
    const added = [...translated.keys()].filter((rel) => !known.has(rel))
    if (added.length) {
      // Files only the translation has join the walk in its order (each content folder sorted, in turn).
      const rootOf = (rel: string) =>
        Math.max(
          0,
          roots.findIndex((r) => r.prefix && rel.startsWith(r.prefix)),
        )
      allPaths = [...allPaths, ...added].sort((a, b) => rootOf(a) - rootOf(b) || (a < b ? -1 : a > b ? 1 : 0))
    }
  }
  // The folder a data file of a content folder is read from: the translation's when it has one.
  const dataDir = (kind: 'docs' | 'blog', file: string, dir: string) =>
    translated.has(`${kind}/${file}`) ? path.dirname(translated.get(`${kind}/${file}`)!) : dir
  // A file or folder whose name starts with `_` is a partial (importable, never a page), as in Docusaurus.
  const pick = (re: RegExp) => allPaths.filter((p) => re.test(p) && !isPartial(p))
  const underPrefix = (prefix: string, tail: string) =>
    new RegExp('^' + prefix.replace(/[.*+?^${}()|[\]\\]/g, '\\$&') + tail)
  // Without `includeCurrentVersion` the docs folder is not built, as the site chose: said once below.
  const currentOn = config.docs.versions.some((v) => v.name === CURRENT)
  const docPaths = currentOn ? pick(/^docs\/.+\.mdx?$/) : []
  const versionDocPaths = frozen.map((v) => ({ ...v, paths: pick(underPrefix(v.prefix, '.+\\.mdx?$')) }))
  // A Docusaurus project's blog takes every markdown file of the blog folder, at any depth
  // (`blog/2024/01/02/name.md`, `blog/releases/2024-01-02-v2.md`), as Docusaurus's include does.
  const postRe = config.layout === 'docusaurus' ? /^blog\/.+\.mdx?$/ : /^blog\/[^/]+(?:\.mdx?|\/index\.mdx?)$/
  // A blog that is off (`blog: false`; a Docusaurus site whose own plugin makes its blog) reads none of its
  // folder: named once below.
  const postPaths = config.blog ? pick(postRe) : []
  const blogOff = config.blog ? [] : allPaths.filter((p) => p.startsWith('blog/'))
  const currentOff = currentOn ? [] : allPaths.filter((p) => p.startsWith('docs/'))
  const pagePaths = pick(/^pages\/.+\.mdx?$/)
  const reactPagePaths = allPaths.filter(isReactPage)
  const categoryPaths = allPaths.filter((p) => /^docs\/(?:.+\/)?_category_\.(?:json|ya?ml)$/.test(p))
  const versionCategoryPaths = frozen.map((v) => ({
    ...v,
    paths: allPaths.filter((p) => underPrefix(v.prefix, '(?:.+/)?_category_\\.(?:json|ya?ml)$').test(p)),
  }))
  const errors: BuildError[] = []
  const warnings = linkedFolders.map(
    (rel) =>
      `${abs(rel)}: a symbolic link to a folder is not followed (links to folders can loop); link its files one by one or copy the folder`,
  )
  const authorsMapPath = config.blog ? config.blog.authorsMapPath : 'authors.yml'
  const dataFiles = new Set([
    ...DATA_FILES,
    path.posix.join('blog', authorsMapPath),
    ...frozen.map((v) => v.prefix + TAGS_FILE),
  ])
  // Docusaurus reads only tags.yml: a tags.yaml would be ignored there too.
  for (const rel of allPaths.filter((p) => /^(docs|blog)\/tags\.yaml$/.test(p)))
    warnings.push(`${abs(rel)}: not read — the tags file is ${TAGS_FILE} (as in Docusaurus); rename it to ${TAGS_FILE}`)
  // Nothing under content/ is skipped in silence.
  const used = new Set([
    ...docPaths,
    ...postPaths,
    ...pagePaths,
    ...reactPagePaths,
    ...categoryPaths,
    ...versionDocPaths.flatMap((v) => v.paths),
    ...versionCategoryPaths.flatMap((v) => v.paths),
  ])
  // Other files are assets if a page links them (see rehype-local-assets); the routes stage warns about the rest.
  const off = new Set([...blogOff, ...currentOff])
  const otherFiles = allPaths
    .filter((rel) => !used.has(rel) && !off.has(rel) && !isPartial(rel) && !isModule(rel) && !dataFiles.has(rel))
    .map(abs)
  const offDocs = currentOff.filter((p) => /\.mdx?$/.test(p) && !isPartial(p)).length
  if (offDocs)
    warnings.push(
      `${config.dirs.docs}: docs.includeCurrentVersion is false, so its ${offDocs} doc${offDocs === 1 ? ' is' : 's are'} not built (the versions of versions.json are), as in Docusaurus`,
    )
  const offPosts = blogOff.filter((p) => postRe.test(p) && !isPartial(p)).length
  if (offPosts)
    warnings.push(
      `${config.dirs.blog}: the blog is off (\`blog: false\`), so its ${offPosts} post${offPosts === 1 ? ' is' : 's are'} not built; turn the blog on to build ${offPosts === 1 ? 'it' : 'them'}${config.layout === 'docusaurus' ? " (a plugin of the site's own that makes the blog is not run here)" : ''}`,
    )
  const format = config.markdown.format
  const titles = config.markdown.legacyAdmonitionTitles
  const read = (kind: SourceKind, rel: string, prefix: string, memoised = true) => {
    const [file, relative] = [abs(rel), rel.slice(prefix.length)]
    return (
      memo && memoised
        ? memo.source(file, kind, relative, format, () => readSource(file, kind, relative, format, titles), titles)
        : readSource(file, kind, relative, format, titles)
    ).catch((err: unknown) => {
      errors.push(err instanceof BuildError ? err : readError(abs(rel), err))
      return null
    })
  }
  const readReact = (rel: string) =>
    readReactPage(abs(rel), rel.slice('pages/'.length)).catch((err: unknown) => {
      errors.push(err instanceof BuildError ? err : readError(abs(rel), err))
      return null
    })
  const noTags = { tags: null, file: '' }
  const readCategoryAt = (p: string, prefix: string, version?: string) =>
    readCategory(abs(p), p, prefix, version).catch((err: BuildError) => {
      errors.push(err)
      return null
    })
  const [
    docs,
    versionDocs,
    versionCategories,
    versionTags,
    posts,
    pagesRead,
    reactPages,
    categories,
    authorsRead,
    docsTags,
    blogTags,
  ] = await Promise.all([
    Promise.all(docPaths.map((p) => read('doc', p, 'docs/'))),
    Promise.all(
      versionDocPaths.flatMap((v) =>
        v.paths.map(async (p) => {
          const file = await read('doc', p, v.prefix, versions.memo)
          return file && { ...file, version: v.name }
        }),
      ),
    ),
    Promise.all(versionCategoryPaths.flatMap((v) => v.paths.map((p) => readCategoryAt(p, v.prefix, v.name)))),
    Promise.all(
      frozen.map(
        async (v) =>
          [
            v.name,
            await readTagsFile(v.dir).catch((err: BuildError) => {
              errors.push(err)
              return noTags
            }),
          ] as const,
      ),
    ),
    Promise.all(postPaths.map((p) => read('post', p, 'blog/'))),
    Promise.all(pagePaths.map((p) => read('page', p, 'pages/'))),
    Promise.all(reactPagePaths.map(readReact)),
    Promise.all(categoryPaths.map((p) => readCategoryAt(p, 'docs/'))),
    config.blog
      ? readAuthorsFile(dataDir('blog', authorsMapPath, config.dirs.blog), authorsMapPath).catch((err: BuildError) => {
          errors.push(err)
          return { authors: {} as Record<string, Author>, file: null, warnings: [] }
        })
      : { authors: {} as Record<string, Author>, file: null, warnings: [] },
    readTagsFile(dataDir('docs', TAGS_FILE, config.dirs.docs)).catch((err: BuildError) => {
      errors.push(err)
      return noTags
    }),
    config.blog
      ? readTagsFile(dataDir('blog', TAGS_FILE, config.dirs.blog)).catch((err: BuildError) => {
          errors.push(err)
          return noTags
        })
      : noTags,
  ])
  const authors = authorsRead.authors
  warnings.push(...authorsRead.warnings)
  // Pages keep the walk's sorted order, markdown and React pages mixed.
  const pages = new Map(
    [...pagesRead, ...reactPages].filter((f): f is SourceFile => f !== null).map((f) => ['pages/' + f.relativePath, f]),
  )
  // The routes the site's plugins add are React pages too, after the folder's.
  const pluginPages = await Promise.all(
    (config.pluginPages ?? []).map((p) =>
      readReactPage(p.file, p.relativePath).catch((err: unknown) => {
        errors.push(readError(p.file, err))
        return null
      }),
    ),
  )
  const files = [
    ...docs,
    ...versionDocs,
    ...posts,
    ...allPaths.flatMap((rel) => pages.get(rel) ?? []),
    ...pluginPages,
  ].filter((f): f is SourceFile => f !== null)
  const tagsOfVersion = new Map(versionTags)
  // A key no file could have meant as a known one (a site's own, read by its components or plugins) is named
  // once, with how many files have it.
  // A key close to a known one is named once too, with its likely meaning.
  const unknownKeys = new Map<string, UnknownKey>()
  for (const file of files) checkFrontmatter(file, errors, unknownKeys)
  for (const [key, { first, known, near, files: n }] of unknownKeys) {
    const more = n > 1 ? ` (and in ${n - 1} more file${n === 2 ? '' : 's'})` : ''
    warnings.push(
      near
        ? `${first}: unknown front matter key \`${key}\` (did you mean \`${near}\`?)${more}`
        : `${first}: unknown front matter key \`${key}\`${more}: not read by this generator (known keys: ${known.join(', ')})`,
    )
  }
  for (const file of files) if (file.format === 'md') warnings.push(...mdxInMarkdown(file))
  const authorsFileName = path.relative(
    config.root,
    authorsRead.file ?? path.join(dataDir('blog', authorsMapPath, config.dirs.blog), authorsMapPath),
  )
  const blogPolicies = config.blog
    ? { onInlineAuthors: config.blog.onInlineAuthors, onInlineTags: config.blog.onInlineTags }
    : { onInlineAuthors: 'warn' as const, onInlineTags: 'warn' as const }
  for (const post of files.filter((f) => f.kind === 'post')) {
    checkPostAuthors(post, authors, authorsFileName, errors, warnings, blogPolicies.onInlineAuthors)
    checkPostDate(post, errors)
  }
  for (const file of files) {
    const tagsFile =
      file.kind === 'doc'
        ? file.version
          ? tagsOfVersion.get(file.version)!
          : docsTags
        : file.kind === 'post'
          ? blogTags
          : noTags
    checkTags(file, tagsFile.tags, errors)
    // The blog's `onInlineTags` (Docusaurus's option): warn, throw or ignore.
    const policy = file.kind === 'post' ? blogPolicies.onInlineTags : 'warn'
    if (tagsFile.tags && policy !== 'ignore') {
      const found = inlineTagWarnings(file, tagsFile.tags, path.relative(config.root, tagsFile.file))
      if (policy === 'throw')
        errors.push(
          ...found.map((w) => problemOf(w, "Define the tag in tags.yml, or set the blog's `onInlineTags` to 'warn'.")),
        )
      else warnings.push(...found)
    }
  }
  throwAll(oneErrorPerLimit(errors))
  return {
    content: {
      docs: files.filter((f) => f.kind === 'doc'),
      posts: files.filter((f) => f.kind === 'post'),
      pages: files.filter((f) => f.kind === 'page'),
      categories: [...categories, ...versionCategories].filter((c): c is CategoryMeta => c !== null),
      authors,
      tags: {
        docs: docsTags.tags,
        blog: blogTags.tags,
        ...(frozen.length ? { versions: Object.fromEntries(versionTags.map(([name, t]) => [name, t.tags])) } : {}),
      },
      otherFiles,
    },
    warnings,
  }
}

/**
 * A post's authors: errors for unknown keys, mixed legacy/`authors` front matter and repeated
 * keys; a warning for authors written in the front matter instead of the authors file
 * (Docusaurus's default `onInlineAuthors: 'warn'`).
 */
function checkPostAuthors(
  post: SourceFile,
  map: Record<string, Author>,
  authorsFile: string,
  errors: BuildError[],
  warnings: string[],
  onInline: ProblemPolicy,
): void {
  const { inline, problems } = postAuthors(post.frontmatter, map, authorsFile)
  for (const p of problems) {
    const line = frontmatterLine(post, p.at)
    if (p.warning) warnings.push(`${post.sourcePath}:${line}: ${p.message}. ${p.hint}`)
    else errors.push(new FrontMatterError(p.message, { file: post.sourcePath, line, hint: p.hint }))
  }
  if (inline.length && onInline !== 'ignore') {
    const names = inline.map((a) => a.name ?? a.imageUrl ?? '(unnamed)').join(', ')
    const where = post.frontmatter.authors === undefined ? 'author' : 'authors'
    const message = `blog author${inline.length === 1 ? '' : 's'} ${names} ${inline.length === 1 ? 'is' : 'are'} written in the front matter, not in ${authorsFile}; declare each author once there and reference them by key (\`authors: [key]\`)`
    if (onInline === 'throw')
      errors.push(
        new FrontMatterError(message, {
          file: post.sourcePath,
          line: frontmatterLine(post, [where]),
          hint: "Declare the author in the authors file, or set the blog's `onInlineAuthors` to 'warn'.",
        }),
      )
    else warnings.push(`${post.sourcePath}:${frontmatterLine(post, [where])}: ${message}`)
  }
}

/** A `file:line: message` warning as an error with that file and line. */
function problemOf(warning: string, hint: string): FrontMatterError {
  const m = /^(.*?):(\d+): ([\s\S]*)$/.exec(warning)
  return m
    ? new FrontMatterError(m[3]!, { file: m[1], line: Number(m[2]), hint })
    : new FrontMatterError(warning, { hint })
}

/** A date in a post's file name must be a day of the calendar, unless the front matter sets `date`. */
function checkPostDate(post: SourceFile, errors: BuildError[]): void {
  const { date } = parsePostPath(post.relativePath)
  if (date && post.frontmatter.date === undefined && !isCalendarDate(date)) {
    errors.push(
      new FrontMatterError(`The date in the file name, ${date}, is not a day of the calendar`, {
        file: post.sourcePath,
        hint: 'Rename the file with a real date (YYYY-MM-DD), or set `date:` in the front matter.',
      }),
    )
  }
}

/** A tag whose URL cannot be made (no letters or digits to slug, a bad legacy permalink) is an error naming
 * its line. */
function checkTags(file: SourceFile, tagsFile: TagsFile | null, errors: BuildError[]): void {
  for (const tag of frontMatterTags(file.frontmatter.tags)) {
    const { label, permalink } = resolveTag(tag, tagsFile)
    const bad = permalinkProblem(permalink)
    if (!bad) continue
    const line = tagLine(file, tag)
    const why =
      typeof tag === 'string'
        ? `has no letters or digits to make its URL from`
        : `has the permalink "${permalink}", which ${bad}`
    errors.push(
      new FrontMatterError(`tag "${label}" ${why}`, {
        file: file.sourcePath,
        line,
        hint: 'Rename the tag, or define it in the tags.yml of its folder with a `permalink:`.',
      }),
    )
  }
}

/** One warning per tag of a page that is not in its folder's tags file (Docusaurus's default `onInlineTags:
 * 'warn'`). */
function inlineTagWarnings(file: SourceFile, tagsFile: TagsFile, tagsPath: string): string[] {
  return frontMatterTags(file.frontmatter.tags).flatMap((tag) => {
    if (!resolveTag(tag, tagsFile).inline) return []
    const label = typeof tag === 'string' ? tag : tag.label
    return [
      `${file.sourcePath}:${tagLine(file, tag)}: tag "${label}" is not defined in ${tagsPath}; add it there (with a label, a description and a permalink) or use one of: ${Object.keys(tagsFile).join(', ') || '(none defined)'}`,
    ]
  })
}

const utf8 = new TextDecoder('utf-8', { fatal: true })

/** Data files the content stage reads besides pages. */
const DATA_FILES = new Set([
  'blog/authors.yml',
  'blog/authors.yaml',
  'blog/authors.json',
  'blog/tags.yml',
  'blog/tags.yaml',
  'docs/tags.yml',
  'docs/tags.yaml',
])
/** Whether a content path is a partial: a file or folder named `_…` (not `_category_` files). */
export const isPartial = (rel: string) =>
  rel.split('/').some((part) => part.startsWith('_') && !/^_category_\.(json|ya?ml)$/.test(part))
/** Modules content may import (components, styles, Sass styles, data). */
const isModule = (rel: string) => /\.(jsx?|tsx?|mjs|cjs|css|s[ac]ss|json)$/.test(rel)

/**
 * Whether a walk path is a React page, by Docusaurus's pages-plugin rules: a `.js/.jsx/.ts/.tsx`
 * file under pages/, except partials (`_x.js`, `_x/…`), tests (`*.test.*`, `*.spec.*`, `__tests__/`)
 * and type declarations (`*.d.ts`), which stay importable modules.
 */
export function isReactPage(rel: string): boolean {
  return (
    /^pages\/.+\.(jsx?|tsx?)$/.test(rel) &&
    !isPartial(rel) &&
    !/\.(test|spec)\.[jt]sx?$/.test(rel) &&
    !/\.d\.ts$/.test(rel) &&
    !rel.split('/').includes('__tests__')
  )
}

/** A React page: its module's source is its body; it has no front matter (as in Docusaurus). */
export async function readReactPage(sourcePath: string, relativePath: string): Promise<SourceFile> {
  const body = await withOpenFile(() => fs.readFile(sourcePath, 'utf8'))
  return { kind: 'page', sourcePath, relativePath, frontmatter: {}, body, bodyStartLine: 1, format: 'react' }
}

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
  // Most files have neither anywhere: no line to place against the fences (every build checks every file).
  if (!/<[A-Z]/.test(file.body) && !/^(?:import|export)\s/m.test(file.body)) return []
  const lines = file.body.split('\n')
  const places = fencePlaces(lines)
  for (let i = 0; i < lines.length; i++) {
    const line = lines[i]!
    if (places[i]!.fence !== null) continue
    const what = /^(import|export)\s.+from\s+['"]/.test(line)
      ? `an \`${line.split(/\s/)[0]}\` line`
      : /(^|\s)<[A-Z][\w.]*(\s|\/?>|$)/.test(line) && !/`[^`]*<[A-Z]/.test(line)
        ? 'a component tag'
        : null
    if (what)
      return [
        `${file.sourcePath}:${i + file.bodyStartLine}: ${what} in a file read as CommonMark is shown as text; rename the file to .mdx or set \`markdown: { format: 'mdx' }\` in the site config`,
      ]
  }
  return []
}

/** Read and split one markdown file (`legacyTitles`: `markdown.legacyAdmonitionTitles`). */
export async function readSource(
  sourcePath: string,
  kind: SourceKind,
  relativePath: string,
  format: MarkdownFormat = 'detect',
  legacyTitles = true,
): Promise<SourceFile> {
  const bytes = await withOpenFile(() => fs.readFile(sourcePath))
  let text: string
  try {
    text = utf8.decode(bytes)
  } catch (err) {
    const at = invalidUtf8Position(bytes)
    throw new BuildError(
      `The file is not valid UTF-8 text${at ? ` (byte ${at.byte} is not part of a UTF-8 character)` : ''}`,
      {
        file: sourcePath,
        line: at?.line,
        column: at?.column,
        cause: err,
        hint: 'Re-save the file with UTF-8 encoding (it may be Latin-1 or Windows-1252).',
      },
    )
  }
  return { ...parseSource(text, sourcePath, kind, relativePath, legacyTitles), format: formatOf(relativePath, format) }
}

/** Split front matter and body of markdown text (pure). */
export function parseSource(
  text: string,
  sourcePath: string,
  kind: SourceKind,
  relativePath: string,
  legacyTitles = true,
): SourceFile {
  text = text.replace(/^\uFEFF/, '')
  let parsed: { data: Record<string, unknown>; content: string; matter?: string }
  try {
    // An options object disables gray-matter's global cache (see STYLE.md #5).
    parsed = matter(text, { excerpt: false }) as unknown as typeof parsed
  } catch (err) {
    const e = err as Error & { mark?: { line: number; column: number }; reason?: string }
    throw new FrontMatterError(`Invalid YAML in front matter: ${e.reason ?? e.message.split('\n')[0]}`, {
      // js-yaml's 0-based line counts from the newline after the opening `---` (file line 1).
      file: sourcePath,
      line: e.mark ? e.mark.line + 1 : 1,
      column: e.mark ? e.mark.column + 1 : undefined,
      cause: err,
      hint: 'Fix the YAML between the two `---` lines (quote values that contain a colon).',
    })
  }
  const bodyStartLine =
    parsed.matter === undefined || parsed.content === text
      ? 1
      : text.slice(0, text.length - parsed.content.length).split('\n').length
  // The body every later stage reads (compilers, twins, link positions) is this normalized text.
  return {
    kind,
    sourcePath,
    relativePath,
    frontmatter: parsed.data ?? {},
    body: legacyTitles ? bracketAdmonitionTitles(parsed.content) : parsed.content,
    bodyStartLine,
  }
}

/** A front-matter key no field has: the first file and line that has it, how many files do, a close known key. */
interface UnknownKey {
  first: string
  known: string[]
  near: string | null
  files: number
}

function checkFrontmatter(file: SourceFile, errors: BuildError[], unknownKeys: Map<string, UnknownKey>): void {
  const fields = FRONTMATTER_FIELDS[file.kind]
  for (const [key, value] of Object.entries(file.frontmatter)) {
    const type = fields[key]
    // The line is looked for only when it is reported or needed (findKeyLine reads the file again).
    if (!type) {
      const seen = unknownKeys.get(key)
      if (seen) seen.files++
      else
        unknownKeys.set(key, {
          first: `${file.sourcePath}:${findKeyLine(file, key)}`,
          known: Object.keys(fields),
          near: closest(key, Object.keys(fields)),
          files: 1,
        })
      continue
    }
    if (!hasType(value, type)) {
      errors.push(
        new FrontMatterError(`\`${key}\` must be ${describe(type)}, got ${JSON.stringify(value)}`, {
          file: file.sourcePath,
          line: findKeyLine(file, key),
          hint: `Change \`${key}\` to ${describe(type)}.`,
        }),
      )
    } else if (type === 'date' || type === 'lastUpdate') {
      // `last_update`'s date is on its own line below the key (or inline: `last_update: { date: … }`).
      const line = findKeyLine(file, key)
      const dateLine = type === 'date' ? line : nestedKeyLine(file, line, 'date')
      const day = impossibleDay(file, dateLine)
      if (day)
        errors.push(
          new FrontMatterError(`\`${key}\` is ${day}, a day that does not exist`, {
            file: file.sourcePath,
            line: dateLine,
            hint: 'Use a real calendar date, YYYY-MM-DD (months 01–12, days up to 28–31).',
          }),
        )
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
    text =
      readFileSync(file.sourcePath, 'utf8')
        .replace(/^\uFEFF/, '')
        .split(/\r?\n/)[line - 1] ?? ''
  } catch {
    return null
  }
  const m = /:\s*['"]?(\d{4})-(\d{2})-(\d{2})/.exec(text)
  if (!m) return null
  const [y, mo, d] = [Number(m[1]), Number(m[2]), Number(m[3])]
  return mo >= 1 && mo <= 12 && d >= 1 && d <= new Date(Date.UTC(y, mo, 0)).getUTCDate() ? null : m.slice(1).join('-')
}

/** Line of `child:` inside the block of the front-matter key on `parentLine` (the parent's own line for an
 * inline `{ … }`). */
function nestedKeyLine(file: SourceFile, parentLine: number, child: string): number {
  let lines: string[] = []
  try {
    lines = readFileSync(file.sourcePath, 'utf8')
      .replace(/^\uFEFF/, '')
      .split(/\r?\n/)
  } catch {
    return parentLine
  }
  for (let i = parentLine; i < lines.length && /^\s+\S/.test(lines[i]!); i++) {
    if (new RegExp(`^\\s+['"]?${child}['"]?\\s*:`).test(lines[i]!)) return i + 1
  }
  return parentLine
}

/**
 * Read failures caused by the system's limit on open files (EMFILE, ENFILE) have one cause,
 * however many files they hit: one error for them all, naming the first file and the count.
 */
export function oneErrorPerLimit(errors: BuildError[]): BuildError[] {
  const limited = errors.filter((e) =>
    ['EMFILE', 'ENFILE'].includes((e.cause as NodeJS.ErrnoException | undefined)?.code ?? ''),
  )
  if (limited.length < 2) return errors
  const first = limited[0]!
  const code = (first.cause as NodeJS.ErrnoException).code
  const merged = new BuildError(
    `${limited.length} files could not be read: too many files are open (${code}); the first was this one`,
    {
      file: first.file,
      cause: first.cause,
      hint: 'Raise the limit on open files (`ulimit -n` in the shell that runs the build) or close the programs holding many files, then build again. The build itself opens at most 256 sources at once.',
    },
  )
  return [...errors.filter((e) => !limited.includes(e)), merged]
}

/** A read failure as an error that says what happened and what to do. */
function readError(file: string, err: unknown): BuildError {
  const code = (err as NodeJS.ErrnoException).code
  const [what, hint] = {
    ENOENT: [
      'The file disappeared while the build was reading it (or is a symbolic link to a missing file)',
      'Restore the file or remove the link, then build again.',
    ],
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
  const entries = await fg('**', {
    cwd,
    onlyFiles: false,
    followSymbolicLinks: false,
    suppressErrors: true,
    objectMode: true,
  })
  const links = entries.filter((e) => e.dirent.isSymbolicLink()).map((e) => e.path)
  const isDir = await Promise.all(
    links.map((rel) =>
      fs.stat(path.join(cwd, rel)).then(
        (st) => st.isDirectory(),
        () => false,
      ),
    ),
  )
  const linkedFolders = new Set(links.filter((_, i) => isDir[i]))
  const files = entries
    .filter((e) => !e.dirent.isDirectory() && !linkedFolders.has(e.path))
    .map((e) => e.path)
    .sort()
  return { files, linkedFolders: [...linkedFolders].sort() }
}

function hasType(value: unknown, type: FieldType): boolean {
  switch (type) {
    case 'string':
      return typeof value === 'string'
    case 'string?':
      return typeof value === 'string' || value === null
    case 'number':
      return typeof value === 'number' && Number.isFinite(value)
    case 'boolean':
      return typeof value === 'boolean'
    case 'string[]':
      return typeof value === 'string' || (Array.isArray(value) && value.every((v) => typeof v === 'string'))
    case 'object':
      return Boolean(value) && typeof value === 'object' && !Array.isArray(value)
    case 'date':
      return (
        (value instanceof Date && !Number.isNaN(value.getTime())) ||
        (typeof value === 'string' && !Number.isNaN(Date.parse(value)))
      )
    // Keys or labels, or Docusaurus's legacy `{ label, permalink }` objects.
    case 'tags':
      return (
        typeof value === 'string' ||
        (Array.isArray(value) &&
          value.every(
            (t) =>
              typeof t === 'string' || (isRecord(t) && typeof t.label === 'string' && typeof t.permalink === 'string'),
          ))
      )
    // Author keys or author objects (their fields are checked by postAuthors).
    case 'authors':
      return (
        typeof value === 'string' ||
        isRecord(value) ||
        (Array.isArray(value) && value.every((a) => typeof a === 'string' || isRecord(a)))
      )
    case 'lastUpdate': {
      if (!value || typeof value !== 'object' || Array.isArray(value) || value instanceof Date) return false
      const entries = Object.entries(value)
      return (
        entries.length > 0 &&
        entries.every(([k, v]) => (k === 'date' ? hasType(v, 'date') : k === 'author' ? typeof v === 'string' : false))
      )
    }
  }
}

function describe(type: FieldType): string {
  return {
    string: 'a string',
    'string?': 'a string or null',
    number: 'a number',
    boolean: 'true or false',
    'string[]': 'a list of strings',
    date: 'a date (YYYY-MM-DD)',
    object: 'a mapping (key: value lines)',
    tags: 'a list of tags (strings, or { label, permalink } objects)',
    authors: 'an author key, an author object ({ name, title, url, image_url }), or a list of them',
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
  const at = text
    .split(/\r?\n/)
    .slice(1, Math.max(1, file.bodyStartLine - 2))
    .findIndex((l) => keyRe.test(l))
  if (at !== -1) return at + 2
  const head = Math.max(file.bodyStartLine, 1)
  return Math.min(head, 2) + Math.max(0, Object.keys(file.frontmatter).indexOf(key))
}

/** Line of one of a page's tags (the `tags:` line when they are written on it). */
function tagLine(file: SourceFile, tag: unknown): number {
  const tags = file.frontmatter.tags
  return frontmatterLine(file, Array.isArray(tags) ? ['tags', tags.indexOf(tag)] : ['tags'])
}

/**
 * Line of a value in the front matter by its path of keys and indexes (`['authors', 1]`), or of
 * its nearest parent; falls back to the top-level key's line.
 */
function frontmatterLine(file: SourceFile, at: (string | number)[]): number {
  try {
    const text = readFileSync(file.sourcePath, 'utf8').replace(/^\uFEFF/, '')
    const m = /^---[ \t]*\r?\n([\s\S]*?)\r?\n---/.exec(text)
    if (m) {
      const line = parseDataFile(m[1]!, file.sourcePath, 'front matter').line(...at)
      if (line !== undefined) return line + 1 // the front matter starts on the file's second line
    }
  } catch {
    // unreadable since it was loaded, or YAML the strict parser refuses: approximate below
  }
  return findKeyLine(file, String(at[0]))
}

async function readCategory(file: string, rel: string, prefix: string, version?: string): Promise<CategoryMeta> {
  const text = await withOpenFile(() => fs.readFile(file, 'utf8'))
  let data: Record<string, unknown>
  try {
    data = (rel.endsWith('.json') ? JSON.parse(text) : YAML.parse(text)) ?? {}
  } catch (err) {
    throw new BuildError(`Invalid category metadata: ${(err as Error).message}`, {
      file,
      cause: err,
      hint: 'Fix the JSON/YAML syntax (keys: label, position, collapsed).',
    })
  }
  const dir = path.posix.dirname(rel.slice(prefix.length))
  const bad = (key: string, expected: string) =>
    new BuildError(`Invalid \`${key}\` in category metadata: ${JSON.stringify(data[key])?.slice(0, 80)}`, {
      file,
      hint: `Expected ${expected}.`,
    })
  const link = data.link as Record<string, unknown> | null | undefined
  let parsed: CategoryMeta['link']
  if (link === null) parsed = null
  else if (link !== undefined) {
    if (link?.type === 'doc' && typeof link.id === 'string') parsed = { type: 'doc', id: link.id }
    else if (link?.type === 'generated-index') {
      parsed = { type: 'generated-index' }
      for (const key of ['slug', 'title', 'description'] as const)
        if (typeof link[key] === 'string') parsed[key] = link[key] as string
    } else throw bad('link', "{ type: 'doc', id }, { type: 'generated-index', slug?, title?, description? } or null")
  }
  for (const [key, type] of [
    ['label', 'string'],
    ['position', 'number'],
    ['collapsed', 'boolean'],
    ['collapsible', 'boolean'],
    ['className', 'string'],
  ] as const) {
    if (data[key] !== undefined && typeof data[key] !== type) throw bad(key, `a ${type}`)
  }
  return {
    dir: dir === '.' ? '' : dir,
    ...(version ? { version } : {}),
    label: typeof data.label === 'string' ? data.label : undefined,
    position: typeof data.position === 'number' ? data.position : undefined,
    collapsed: typeof data.collapsed === 'boolean' ? data.collapsed : undefined,
    ...(data.collapsible === false ? { collapsible: false } : {}),
    ...(parsed !== undefined ? { link: parsed } : {}),
  }
}
