/** Blog computations (pure): post order, archive by year, blog sidebar by year (L9), dates. */
import type { BlogSidebarData, PostSummary } from '../../core/types.js'

/**
 * A date in a post's path, as Docusaurus finds it: anywhere in the path (the last one if there
 * are several), `YYYY-MM-DD` or `YYYY/MM/DD` (one- or two-digit month and day), then an optional
 * `-` or `/`, then the rest of the name (`2021-08-26-welcome/index.mdx`, `2021/08/26/welcome.md`).
 */
const POST_DATE_RE =
  /^(?<folder>.*)(?<year>\d{4})[-/](?<month>\d{1,2})[-/](?<day>\d{1,2})[-/]?(?<text>.*?)(?:\/index)?\.mdx?$/

/**
 * Split a post's relative path into its date (ISO, null when the name has none) and the slug
 * of its URL under the blog when it has no `slug` front matter: with `postUrls: 'dated'` (as
 * Docusaurus) a dated name gives `YYYY/MM/DD/name` (the date as written, with `/`), with
 * `'flat'` it gives `name`; an undated name gives its path without extension and `/index`.
 */
export function parsePostPath(
  relativePath: string,
  postUrls: 'dated' | 'flat' = 'flat',
): { date: string | null; slug: string } {
  const m = POST_DATE_RE.exec(relativePath)
  if (m?.groups) {
    const { folder = '', year, month = '', day = '', text = '' } = m.groups
    const date = `${year}-${month.padStart(2, '0')}-${day.padStart(2, '0')}`
    const slug = postUrls === 'dated' ? `${year}/${month}/${day}/${folder}${text}` : `${folder}${text}`
    return { date, slug }
  }
  return { date: null, slug: relativePath.replace(/(?:\/index)?\.mdx?$/, '') }
}

/** Whether an ISO date (YYYY-MM-DD) is a day of the calendar (a file name can say 2025-02-30). */
export function isCalendarDate(iso: string): boolean {
  const [y, m, d] = iso.split('-').map(Number) as [number, number, number]
  return m >= 1 && m <= 12 && d >= 1 && d <= new Date(Date.UTC(y, m, 0)).getUTCDate()
}

/** ISO date of a front-matter date value (Date or string). */
export function toIsoDate(value: unknown): string | null {
  if (value instanceof Date && !Number.isNaN(value.getTime())) return value.toISOString().slice(0, 10)
  if (typeof value === 'string' && !Number.isNaN(Date.parse(value))) return new Date(value).toISOString().slice(0, 10)
  return null
}

/** "March 16, 2025" (en, UTC). */
export function formatDate(iso: string, locale = 'en'): string {
  return new Date(iso + 'T00:00:00Z').toLocaleDateString(locale, {
    year: 'numeric',
    month: 'long',
    day: 'numeric',
    timeZone: 'UTC',
  })
}

/**
 * Reading time in minutes as Docusaurus computes it: words at 200 a minute, rounded to two
 * decimals (0 for no words). The theme shows it rounded up ("One min read", "3 min read").
 */
export function readingTime(words: number): number {
  return Math.round((words / 200) * 100) / 100
}

const segmenter = new Intl.Segmenter('en', { granularity: 'word' })

/**
 * A word-like segment of ASCII text as the segmenter finds them (Unicode's word boundaries, as
 * ICU applies them): letters, digits and underscores, joined across one `.`, `'` or `:` between
 * letters and one `.`, `,`, `;` or `'` between digits; a lone `_` is no word. The same count as
 * the segmenter's on every ASCII piece of the test corpus and of three real sites (46,813 pieces),
 * at a twentieth of its time.
 */
const ASCII_WORD_RE = /[A-Za-z0-9_]+(?:(?:(?<=[A-Za-z])[.':](?=[A-Za-z])|(?<=[0-9])[.,;'](?=[0-9]))[A-Za-z0-9_]+)*/g

/** Word-like segments of an ASCII text (`ASCII_WORD_RE`). */
export function countAsciiWords(text: string): number {
  let n = 0
  for (const m of text.matchAll(ASCII_WORD_RE)) if (m[0] !== '_') n++
  return n
}

/**
 * Words of a post's markdown as Docusaurus counts them for reading time: word-like segments,
 * code included. The segmenter's time per segment grows with the length of the text it was
 * given (a 1 MB blog, prettier's, took 8.7 s in one piece, 0.4 s in pieces), so it is given
 * pieces of about 128 characters cut at line breaks, which no word spans (Unicode's word
 * boundaries always break at a line break): the same count. A piece that is all ASCII is
 * counted by `countAsciiWords` instead, the same count at a twentieth of the time.
 */
export function countWords(markdown: string): number {
  let n = 0
  for (let start = 0; start < markdown.length; ) {
    let end = markdown.indexOf('\n', start + 128)
    if (end < 0) end = markdown.length
    const piece = markdown.slice(start, end)
    if (/^[\x00-\x7f]*$/.test(piece)) n += countAsciiWords(piece)
    else for (const s of segmenter.segment(piece)) if (s.isWordLike) n++
    start = end + 1
  }
  return n
}

/**
 * Newest first, by the time a post's `date` gives (`2025-06-12T16:01` comes before a post of
 * 16:00 that day), else its day; posts of the same time in the order of their files' paths, as
 * Docusaurus keeps them (its sort is stable over the files in path order); then by title.
 */
export function sortPosts<T extends { date: string; title: string; at?: number; path?: string }>(posts: T[]): T[] {
  const time = (p: T) => p.at ?? Date.parse(p.date + 'T00:00:00Z')
  const byPath = (a: T, b: T) =>
    a.path === undefined || b.path === undefined || a.path === b.path ? 0 : a.path < b.path ? -1 : 1
  return [...posts].sort(
    (a, b) => time(b) - time(a) || b.date.localeCompare(a.date) || byPath(a, b) || a.title.localeCompare(b.title),
  )
}

/** The time a front matter `date` gives (ms; a date without a time is its day's start, UTC), or null. */
export function postTime(value: unknown): number | null {
  if (value instanceof Date) return Number.isNaN(value.getTime()) ? null : value.getTime()
  if (typeof value !== 'string' || Number.isNaN(Date.parse(value))) return null
  return new Date(value).getTime()
}

/** Group posts by year, newest year first, keeping the given order inside a year. */
export function groupByYear<T extends { date: string }>(posts: T[]): { year: string; posts: T[] }[] {
  const groups = new Map<string, T[]>()
  for (const p of posts) {
    const y = p.date.slice(0, 4)
    const group = groups.get(y)
    if (group) group.push(p)
    else groups.set(y, [p])
  }
  return [...groups].sort((a, b) => b[0].localeCompare(a[0])).map(([year, list]) => ({ year, posts: list }))
}

/** The blog sidebar: the `count` most recent posts, grouped by year (L9). */
export function blogSidebar(sorted: PostSummary[], count: number, title: string): BlogSidebarData {
  return {
    title,
    groups: groupByYear(sorted.slice(0, count)).map((g) => ({
      year: g.year,
      items: g.posts.map((p) => ({ title: p.title, href: p.href })),
    })),
  }
}

/** Split a list into pages of `size`. */
export function paginate<T>(items: T[], size: number): T[][] {
  const pages: T[][] = []
  for (let i = 0; i < items.length; i += size) pages.push(items.slice(i, i + size))
  return pages.length ? pages : [[]]
}
