/**
 * Blog authors as Docusaurus 3 reads them: the authors file (`authors.yml` in the blog folder,
 * or `blog.authorsMapPath`; YAML or JSON), each post's `authors` front matter (keys, inline
 * objects, or a list mixing both) and the legacy `author`, `author_title`, `author_url`,
 * `author_image_url` keys (and their camel-case forms). Pure, except `readAuthorsFile`.
 */
import fs from 'node:fs/promises'
import path from 'node:path'
import { kebabCase } from '../../core/kebab-case.js'
import { BuildError, throwAll } from '../../core/errors.js'
import type { Author } from '../../core/types.js'
import { isRecord, parseDataFile, permalinkProblem, type DataFile } from './data-file.js'

/** How a handle becomes a profile URL, per platform (Docusaurus's list; the theme names them). */
export const SOCIAL_PROFILE_URLS: Record<string, (handle: string) => string> = {
  x: (h) => `https://x.com/${h}`,
  twitter: (h) => `https://twitter.com/${h}`,
  github: (h) => `https://github.com/${h}`,
  linkedin: (h) => `https://www.linkedin.com/in/${h}/`,
  stackoverflow: (id) => `https://stackoverflow.com/users/${id}`,
  bluesky: (h) => `https://bsky.app/profile/${h}`,
  instagram: (h) => `https://www.instagram.com/${h}`,
  threads: (h) => `https://www.threads.net/@${h}`,
  // A handle of another server (`user@other.server`) is redirected by mastodon.social.
  mastodon: (h) => `https://mastodon.social/@${h}`,
  twitch: (h) => `https://twitch.tv/${h}`,
  youtube: (h) => `https://youtube.com/@${h}`,
  email: (address) => `mailto:${address}`,
}

/** A problem found in author data: an error, or a warning (the thing is left out). */
export interface AuthorProblem {
  message: string
  hint: string
  /** Keys and indexes from the file's (or front matter's) root to the offending entry, for its line. */
  at: (string | number)[]
  warning?: boolean
}

/**
 * Socials as Docusaurus normalizes them: a full `http(s)://` or `mailto:` URL stays; a handle of
 * a known platform (key case-insensitive, then written in lower case) becomes its profile URL
 * (`x: ada` → `https://x.com/ada`); a value with a `/` that is not a URL is an error. A handle of
 * an unknown platform has no URL to go to: Docusaurus links it as a relative path, here it is
 * left out with a warning.
 */
export function normalizeSocials(
  socials: unknown,
  at: (string | number)[],
): { socials: Record<string, string>; problems: AuthorProblem[] } {
  const out: Record<string, string> = {}
  const problems: AuthorProblem[] = []
  if (socials === undefined || socials === null) return { socials: out, problems }
  if (!isRecord(socials))
    return {
      socials: out,
      problems: [
        {
          message: '`socials` must be a mapping of platform to handle or URL',
          hint: 'Write e.g. `socials: { github: my-handle, x: my-handle }`.',
          at,
        },
      ],
    }
  for (const [platform, raw] of Object.entries(socials)) {
    // YAML reads a Stack Overflow user id (82609) as a number.
    const value = typeof raw === 'number' ? String(raw) : raw
    if (typeof value !== 'string' || !value.trim()) {
      problems.push({
        message: `social \`${platform}\` must be a handle or a URL, got ${JSON.stringify(raw)}`,
        hint: 'Write the handle (`my-handle`) or the full https:// URL of the profile.',
        at: [...at, platform],
      })
      continue
    }
    if (/^(https?:\/\/|mailto:)/.test(value)) {
      out[platform] = value
      continue
    }
    if (value.includes('/')) {
      problems.push({
        message: `social \`${platform}\` is "${value}": neither a handle nor a full http(s) URL`,
        hint: 'Write the handle alone (`my-handle`) or the full https:// URL.',
        at: [...at, platform],
      })
      continue
    }
    const profile = SOCIAL_PROFILE_URLS[platform.toLowerCase()]
    if (profile) {
      out[platform.toLowerCase()] = profile(value)
      continue
    }
    problems.push({
      message: `social \`${platform}\` is the handle "${value}" of a platform with no known profile URL: it is not shown`,
      hint: `Write the full https:// URL of the profile (known platforms: ${Object.keys(SOCIAL_PROFILE_URLS).join(', ')}).`,
      at: [...at, platform],
      warning: true,
    })
  }
  return { socials: out, problems }
}

const AUTHOR_FIELDS = ['name', 'title', 'url', 'email', 'image_url', 'imageURL', 'page', 'socials', 'description']
const str = (v: unknown) => (typeof v === 'string' ? v : undefined)

/** One entry of the authors file (already checked to be a mapping). */
function mapAuthor(key: string, entry: Record<string, unknown>): { author: Author; problems: AuthorProblem[] } {
  const problems: AuthorProblem[] = []
  for (const field of ['name', 'title', 'url', 'email', 'image_url', 'imageURL', 'description']) {
    if (entry[field] !== undefined && typeof entry[field] !== 'string')
      problems.push({
        message: `author "${key}": \`${field}\` must be a string, got ${JSON.stringify(entry[field])}`,
        hint: `Quote the value of \`${field}\`.`,
        at: [key, field],
      })
  }
  const imageUrl = str(entry.image_url) ?? str(entry.imageURL)
  if (!str(entry.name) && !imageUrl)
    problems.push({
      message: `author "${key}" needs a \`name\` or an \`image_url\``,
      hint: `Give "${key}" a name: (and, optionally, title, url, image_url, socials, page).`,
      at: [key],
    })
  for (const field of Object.keys(entry)) {
    if (!AUTHOR_FIELDS.includes(field))
      problems.push({
        message: `author "${key}": unknown field \`${field}\` is not used`,
        hint: `Known fields: ${AUTHOR_FIELDS.join(', ')}.`,
        at: [key, field],
        warning: true,
      })
  }
  let page: Author['page'] = null
  if (entry.page === true) page = { permalink: '/' + kebabCase(key) }
  else if (isRecord(entry.page) && typeof entry.page.permalink === 'string' && entry.page.permalink.trim())
    page = { permalink: entry.page.permalink }
  if (page && permalinkProblem(page.permalink)) {
    problems.push({
      message: `author "${key}": the page permalink "${page.permalink}" ${permalinkProblem(page.permalink)}`,
      hint: 'Write `page: { permalink: /name }` with letters, digits and hyphens.',
      at: [key, 'page'],
    })
    page = null
  } else if (!page && entry.page !== undefined && entry.page !== false && entry.page !== null) {
    problems.push({
      message: `author "${key}": \`page\` must be true, false or { permalink: '/path' }, got ${JSON.stringify(entry.page)}`,
      hint: '`page: true` gives the author a page at <blog>/authors/<key>; `page: { permalink: /name }` chooses its path.',
      at: [key, 'page'],
    })
  }
  const social = normalizeSocials(entry.socials, [key, 'socials'])
  problems.push(...social.problems)
  return {
    author: {
      key,
      name: str(entry.name),
      title: str(entry.title),
      url: str(entry.url),
      email: str(entry.email),
      imageUrl,
      description: str(entry.description),
      page,
      socials: social.socials,
    },
    problems,
  }
}

/** Check and normalize a parsed authors file; problems name the line of their entry. */
export function authorsFromData(data: DataFile): {
  authors: Record<string, Author>
  errors: BuildError[]
  warnings: string[]
} {
  const authors: Record<string, Author> = {}
  const errors: BuildError[] = []
  const warnings: string[] = []
  if (data.data === null || data.data === undefined) return { authors, errors, warnings }
  if (!isRecord(data.data)) {
    errors.push(
      new BuildError("The authors file must map each author key to the author's data", {
        file: data.file,
        line: 1,
        hint: 'Write `key:` followed by indented `name:`, `title:`, `image_url:` … for each author.',
      }),
    )
    return { authors, errors, warnings }
  }
  for (const [key, entry] of Object.entries(data.data)) {
    if (!isRecord(entry)) {
      errors.push(
        new BuildError(`author "${key}" must be a mapping of fields (name, title, url, image_url, socials, page)`, {
          file: data.file,
          line: data.line(key),
          hint: `Give "${key}" at least a name:, indented under the key.`,
        }),
      )
      continue
    }
    const { author, problems } = mapAuthor(key, entry)
    for (const p of problems) {
      if (p.warning) warnings.push(`${data.file}:${data.line(...p.at) ?? 1}: ${p.message}. ${p.hint}`)
      else errors.push(new BuildError(p.message, { file: data.file, line: data.line(...p.at), hint: p.hint }))
    }
    authors[key] = author
  }
  // Two authors cannot share a page.
  const byPermalink = new Map<string, string[]>()
  for (const a of Object.values(authors))
    if (a.page) byPermalink.set(a.page.permalink, [...(byPermalink.get(a.page.permalink) ?? []), a.key!])
  for (const [permalink, keys] of byPermalink) {
    if (keys.length > 1)
      errors.push(
        new BuildError(
          `authors ${keys.map((k) => `"${k}"`).join(' and ')} have the same page permalink "${permalink}"`,
          {
            file: data.file,
            line: data.line(keys[1]!, 'page'),
            hint: 'Give each author page its own `page: { permalink }`.',
          },
        ),
      )
  }
  return { authors, errors, warnings }
}

/** The authors file of the blog: `authorsMapPath` in the blog folder; for the default name, `authors.yaml` or
 * `authors.json` too. */
export async function readAuthorsFile(
  blogDir: string,
  authorsMapPath: string,
): Promise<{ authors: Record<string, Author>; file: string | null; warnings: string[] }> {
  const candidates =
    authorsMapPath === 'authors.yml' ? ['authors.yml', 'authors.yaml', 'authors.json'] : [authorsMapPath]
  for (const name of candidates) {
    const file = path.join(blogDir, name)
    let text: string
    try {
      text = await fs.readFile(file, 'utf8')
    } catch (err) {
      if ((err as NodeJS.ErrnoException).code === 'ENOENT') continue
      throw new BuildError(`Could not read the authors file: ${(err as Error).message}`, {
        file,
        cause: err,
        hint: 'Check that the file is readable.',
      })
    }
    const { authors, errors, warnings } = authorsFromData(parseDataFile(text, file, 'authors file'))
    throwAll(errors)
    return { authors, file, warnings }
  }
  return { authors: {}, file: null, warnings: [] }
}

/** Front-matter fields of an inline author object. */
const INLINE_FIELDS = [
  'key',
  'name',
  'title',
  'url',
  'email',
  'image_url',
  'imageURL',
  'socials',
  'page',
  'description',
]
/** The legacy single-author front matter (Docusaurus v1), each with its camel-case twin. */
export const LEGACY_AUTHOR_FIELDS = [
  'author',
  'author_title',
  'authorTitle',
  'author_url',
  'authorURL',
  'author_image_url',
  'authorImageURL',
]

/** A post's authors and what is wrong with them. */
export interface PostAuthors {
  authors: Author[]
  /** Authors written in the front matter rather than referenced by key (Docusaurus warns about them:
   * `onInlineAuthors: 'warn'`). */
  inline: Author[]
  problems: AuthorProblem[]
}

/**
 * A post's authors, as Docusaurus resolves them: each `authors` item is a key of the authors
 * file or an object (`{ name, title, url, image_url, socials }`; with a `key`, it overrides
 * that author's fields); or the legacy `author*` keys make one author without a page. Mixing
 * both forms, an unknown key and the same key twice are problems (errors).
 */
export function postAuthors(
  frontmatter: Record<string, unknown>,
  map: Record<string, Author>,
  authorsFile: string,
): PostAuthors {
  const problems: AuthorProblem[] = []
  const fm = frontmatter
  const legacyName = str(fm.author)
  const legacy: Author | null = LEGACY_AUTHOR_FIELDS.some((k) => typeof fm[k] === 'string')
    ? {
        key: null,
        name: legacyName,
        title: str(fm.author_title) ?? str(fm.authorTitle),
        url: str(fm.author_url) ?? str(fm.authorURL),
        imageUrl: str(fm.author_image_url) ?? str(fm.authorImageURL),
        page: null,
        socials: {},
      }
    : null
  // Values of another type (a number, a list of numbers) are the front-matter type check's to report.
  const raw: unknown[] = Array.isArray(fm.authors)
    ? fm.authors
    : typeof fm.authors === 'string' || isRecord(fm.authors)
      ? [fm.authors]
      : []
  const authors: Author[] = []
  raw.forEach((item, i) => {
    const at = Array.isArray(fm.authors) ? ['authors', i] : ['authors']
    if (typeof item === 'string') {
      const known = map[item]
      if (known) authors.push(known)
      else problems.push(unknownKey(item, map, authorsFile, at))
      return
    }
    if (!isRecord(item)) return
    const base = typeof item.key === 'string' ? map[item.key] : undefined
    if (typeof item.key === 'string' && !base) {
      problems.push(unknownKey(item.key, map, authorsFile, at))
      return
    }
    if (
      !base &&
      typeof item.name !== 'string' &&
      typeof item.image_url !== 'string' &&
      typeof item.imageURL !== 'string'
    ) {
      problems.push({
        message: 'an inline author needs a `key`, a `name` or an `image_url`',
        hint: 'Add `name: Your Name` to the author object, or reference the authors file with `key:`.',
        at,
      })
      return
    }
    for (const field of Object.keys(item)) {
      if (!INLINE_FIELDS.includes(field))
        problems.push({
          message: `author field \`${field}\` is not used`,
          hint: `Known fields: ${INLINE_FIELDS.join(', ')}.`,
          at: [...at, field],
          warning: true,
        })
      else if (field !== 'socials' && field !== 'page' && typeof item[field] !== 'string')
        problems.push({
          message: `author field \`${field}\` must be a string, got ${JSON.stringify(item[field])}`,
          hint: `Quote the value of \`${field}\`.`,
          at: [...at, field],
        })
    }
    const social = item.socials === undefined ? null : normalizeSocials(item.socials, [...at, 'socials'])
    if (social) problems.push(...social.problems)
    // The front matter overrides the authors file's fields; an inline author has no page.
    authors.push({
      key: base?.key ?? null,
      name: str(item.name) ?? base?.name,
      title: str(item.title) ?? base?.title,
      url: str(item.url) ?? base?.url,
      email: str(item.email) ?? base?.email,
      imageUrl: str(item.image_url) ?? str(item.imageURL) ?? base?.imageUrl,
      description: str(item.description) ?? base?.description,
      page: base?.page ?? null,
      socials: social ? social.socials : (base?.socials ?? {}),
    })
  })
  if (legacy && authors.length > 0) {
    problems.push({
      message: 'both `authors` and the legacy `author` front matter are set',
      hint: 'Keep `authors` (keys of the authors file or author objects) and remove `author`, `author_title`, `author_url` and `author_image_url`.',
      at: ['authors'],
    })
  }
  const seen = new Set<string>()
  for (const a of authors) {
    if (a.key === null) continue
    if (seen.has(a.key))
      problems.push({
        message: `author "${a.key}" is listed twice in \`authors\``,
        hint: 'List each author once.',
        at: ['authors'],
      })
    seen.add(a.key)
  }
  const list = legacy && authors.length === 0 ? [legacy] : authors
  return { authors: list, inline: list.filter((a) => a.key === null), problems }
}

function unknownKey(
  key: string,
  map: Record<string, Author>,
  authorsFile: string,
  at: (string | number)[],
): AuthorProblem {
  const known = Object.keys(map)
  return {
    message: `Unknown author key "${key}" in \`authors\``,
    hint: known.length
      ? `Add "${key}" to ${authorsFile} or use one of: ${known.join(', ')}.`
      : `No authors file was found: create ${authorsFile} with "${key}" in it, or write the author inline (\`authors: { name: … }\`).`,
    at,
  }
}
