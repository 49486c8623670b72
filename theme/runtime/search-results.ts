/**
 * Pure helpers of the search UI: Pagefind results → the hits we list (page title, section,
 * excerpt, URL), and excerpts turned into DOM safely (text and `<mark>` only).
 */

/**
 * The folder, under the site's Pagefind bundle, of a frozen docs version's own index (its docs
 * only): the generator writes it (generator/outputs/search.ts) and the search UI merges it
 * (Pagefind `mergeIndex`) when that version is read, so a version kept whole from the last build
 * keeps its index too. The current version's docs and every other page are in the main index.
 */
export function versionIndexDir(version: string): string {
  return `versions/${version.replace(/[^\w.-]|^\./g, (c) => `_${c.charCodeAt(0).toString(16)}`)}/`
}

/** The folder of the site's Pagefind bundle, under the base URL (the generator writes it, the search UI loads
 * it; placeholder pages have their URLs in it). */
export const SEARCH_DIR = 'pagefind'

/** The folder, under the site's Pagefind bundle, of part `part` of the main index (the generator's
 * searchParts): the first is the bundle's own folder. */
export function partIndexDir(part: number): string {
  return part === 0 ? '' : `parts/${part}/`
}

/** A section of a page result (Pagefind splits pages at headings that have an id). */
export interface PagefindSubResult {
  title: string
  /** Page URL, with `#id` of the heading when the section has one. */
  url: string
  /** HTML: text with `<mark>` around matches. */
  excerpt: string
  /** Word positions of the matches inside the section. */
  locations?: number[]
  weighted_locations?: { balanced_score: number }[]
}

/** What `result.data()` gives (the fields we use). */
export interface PagefindResultData {
  url: string
  excerpt: string
  /** The page's whole indexed text (to tell whether an excerpt starts or ends mid-text). */
  content?: string
  meta: Record<string, string | undefined>
  sub_results?: PagefindSubResult[]
}

/** One listed hit. */
export interface SearchHit {
  /** Page title. */
  page: string
  /** Section heading, or null when the hit is the page's text before its first heading. */
  section: string | null
  url: string
  /** HTML with `<mark>`; render with {@link appendExcerpt}. */
  excerpt: string
}

/**
 * The hits of a search: each page's best sections (by match score, at most `perPage`), then, when
 * there is a term, every hit ranked by how well it answers it ({@link relevance}), Pagefind's order
 * breaking ties. A hit must show a real match of a word of `term`: for a word no page contains,
 * Pagefind falls back to words that are a prefix of it ("zzqxy" matched the "Z" of "Z.ai"), which
 * would list pages for nothing.
 */
export function toHits(results: PagefindResultData[], perPage = 3, term = ''): SearchHit[] {
  const ranked: { hit: SearchHit; rank: number }[] = []
  const shows = (excerpt: string) => showsMatch(excerpt, term)
  const query = queryWords(term)
  for (const result of results) {
    // The page an index with no document of its own is given (generator/outputs/search.ts placeholder): never a hit.
    if (result.url.includes(`/${SEARCH_DIR}/`)) continue
    const page = result.meta.title || result.url
    const words = result.content?.split(/\s+/)
    const rank = (title: string | null, locations: number[] | undefined, excerpt: string) =>
      relevance(query, matchedWords(words, locations, excerpt), title, page, result.meta.kind === 'blogPost')
    const sections = (result.sub_results ?? [])
      .filter((s) => (s.locations?.length ?? 1) > 0 && shows(s.excerpt))
      .map((s, i) => ({ s, i, score: score(s) }))
      .sort((a, b) => b.score - a.score || a.i - b.i)
      .slice(0, perPage)
    if (sections.length === 0 && shows(result.excerpt)) {
      ranked.push({
        hit: { page, section: null, url: result.url, excerpt: tidyExcerpt(result.excerpt, result.content) },
        rank: rank(null, undefined, result.excerpt),
      })
    }
    for (const { s } of sections) {
      const section = s.url.includes('#') ? s.title : null
      ranked.push({
        hit: { page, section, url: s.url, excerpt: tidyExcerpt(withoutTitle(s.excerpt, section), result.content) },
        rank: rank(section ?? page, s.locations, s.excerpt),
      })
    }
  }
  // A stable sort: equal ranks keep Pagefind's order.
  return ranked.sort((a, b) => b.rank - a.rank).map((r) => r.hit)
}

/**
 * An excerpt without the section's heading at its start (the hit shows the heading just above
 * it), when a match is left to show.
 */
export function withoutTitle(excerpt: string, title: string | null): string {
  if (!title) return excerpt
  const plain = decode(excerpt.replace(/<\/?mark>/g, ''))
  const m = plain.startsWith(title) ? /^[.:]?\s+/.exec(plain.slice(title.length)) : null
  if (!m) return excerpt
  // Walk the HTML past as many characters of text as the heading and its separator take (tags take none, an
  // entity one).
  let left = title.length + m[0].length
  let at = 0
  while (left > 0 && at < excerpt.length) {
    if (excerpt[at] === '<') at = excerpt.indexOf('>', at) + 1
    else {
      at = excerpt[at] === '&' && excerpt.indexOf(';', at) !== -1 ? excerpt.indexOf(';', at) + 1 : at + 1
      left--
    }
  }
  while (excerpt.startsWith('</mark>', at)) at += 7
  const rest = excerpt.slice(at)
  return /<mark>/.test(rest) ? rest : excerpt
}

function decode(html: string): string {
  return html
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&quot;/g, '"')
    .replace(/&#39;/g, "'")
    .replace(/&amp;/g, '&')
}

/** A query's words, lower-case, without punctuation, each once. */
function queryWords(term: string): string[] {
  return [...new Set(term.split(/\s+/).map(normalWord).filter(Boolean))]
}

function normalWord(word: string): string {
  return word.toLowerCase().replace(/^[^\p{L}\p{N}]+|[^\p{L}\p{N}]+$/gu, '')
}

/** The words a section matched, in page order: from the page's text at Pagefind's word positions, else the
 * excerpt's highlights. */
function matchedWords(
  words: string[] | undefined,
  locations: number[] | undefined,
  excerpt: string,
): { word: string; at: number }[] {
  if (words && locations?.length) return locations.map((at) => ({ word: normalWord(words[at] ?? ''), at }))
  return [...excerpt.matchAll(/<mark>([^<]*)<\/mark>/g)].map((m, i) => ({ word: normalWord(m[1]!), at: i * 2 }))
}

/** Endings that leave a word the same word ("keys" for "key", "diffs", "updated"). */
const INFLECTION = /^(?:s|es|'s|’s|d|ed|ing)$/

/**
 * Whether `word` is the query word `q` itself, not a longer word that starts with it: "key" and
 * "keys" are, "keyboard" is not; so is a part of a compound ("gemini" in "gemini-coder").
 */
export function isWholeMatch(word: string, q: string): boolean {
  const same = (w: string) =>
    w === q ||
    (w.startsWith(q) && INFLECTION.test(w.slice(q.length))) ||
    (q.startsWith(w) && w.length >= 3 && INFLECTION.test(q.slice(w.length)))
  return same(word) || word.split(/[^\p{L}\p{N}]+/u).some((part) => part !== word && same(part))
}

/**
 * How well a section answers a query, as a reader judges it: every query word found as a whole
 * word outranks a match inside another word ("key" in "keyboard", "diff" in "different"); then the
 * words found next to each other in the query's order (a phrase), the words in the section's heading
 * and in the page's title, and how often the section has them. Blog posts rank after the docs that
 * match as well (news, not the reference).
 */
export function relevance(
  query: string[],
  matched: { word: string; at: number }[],
  heading: string | null,
  pageTitle: string,
  blogPost = false,
): number {
  if (!query.length) return 0
  const wholly = (q: string) => (m: { word: string }) => isWholeMatch(m.word, q)
  const words = (title: string | null) => (title ? title.split(/\s+/).map(normalWord) : [])
  const headingWords = words(heading)
  const pageWords = words(pageTitle)
  const inHeading = query.filter((q) => headingWords.some((w) => isWholeMatch(w, q)))
  const found = query.filter((q) => inHeading.includes(q) || matched.some(wholly(q))).length
  const occurrences = matched.filter((m) => query.some((q) => isWholeMatch(m.word, q))).length
  let phrases = 0
  const at = new Map(matched.map((m) => [m.at, m.word]))
  for (const m of matched) {
    for (let i = 0; i + 1 < query.length; i++) {
      const next = at.get(m.at + 1)
      if (isWholeMatch(m.word, query[i]!) && next !== undefined && isWholeMatch(next, query[i + 1]!)) phrases++
    }
  }
  const inPage = query.filter((q) => pageWords.some((w) => isWholeMatch(w, q))).length
  return (
    100 * found +
    25 * Math.min(phrases, 4) +
    40 * inHeading.length +
    15 * inPage +
    5 * Math.min(occurrences, 6) -
    (blogPost ? 60 : 0)
  )
}

/**
 * Whether an excerpt highlights a word of `term`: a marked word that starts with a query word
 * ("committing" for "commit"), or that a query word starts with and covers most of it
 * ("update" for "updates"). Without a term, any highlight counts.
 */
export function showsMatch(excerpt: string, term: string): boolean {
  const marked = [...excerpt.matchAll(/<mark>([^<]*)<\/mark>/g)].map((m) =>
    m[1]!.toLowerCase().replace(/[^\p{L}\p{N}]+$/u, ''),
  )
  if (!marked.length) return false
  const words = term
    .toLowerCase()
    .split(/\s+/)
    .map((w) => w.replace(/[^\p{L}\p{N}]/gu, ''))
    .filter(Boolean)
  if (!words.length) return true
  return words.some((w) =>
    marked.some((m) => m.startsWith(w) || (w.startsWith(m) && m.length >= Math.max(3, Math.ceil(w.length * 0.6)))),
  )
}

/**
 * An excerpt as a reader expects it: an ellipsis where it starts or ends inside the text (not
 * at a sentence boundary of the page's content), and punctuation after a matched word outside
 * its highlight (Pagefind marks whole tokens, "update." included).
 */
export function tidyExcerpt(excerpt: string, content?: string): string {
  let out = excerpt.replace(/([.,;:!?…)\]]+)<\/mark>/g, '</mark>$1').trim()
  const plain = decode(out.replace(/<\/?mark>/g, ''))
  if (!plain) return out
  const at = content ? content.indexOf(plain) : -1
  const startsText = at === 0 || (at > 0 && /[.!?:]\s*$/.test(content!.slice(Math.max(0, at - 3), at)))
  const endsText = (at !== -1 && at + plain.length >= content!.trimEnd().length) || /[.!?:]$/.test(plain)
  if (!(at === -1 ? /^[A-Z0-9`"“(]/.test(plain) : startsText)) out = '… ' + out
  if (!endsText) out += ' …'
  return out
}

function score(s: PagefindSubResult): number {
  return s.weighted_locations?.reduce((sum, w) => sum + w.balanced_score, 0) ?? s.locations?.length ?? 0
}

/**
 * Append an excerpt to `el`: its text and `<mark>` elements, nothing else. The HTML is parsed in
 * an inert `<template>`, so nothing in it runs or loads, and every other element becomes text.
 */
export function appendExcerpt(el: Element, html: string): void {
  const doc = el.ownerDocument
  const template = doc.createElement('template')
  template.innerHTML = html
  for (const node of template.content.childNodes) {
    if (node.nodeName === 'MARK') {
      const mark = doc.createElement('mark')
      mark.textContent = node.textContent
      el.append(mark)
    } else {
      el.append(node.textContent ?? '')
    }
  }
}
