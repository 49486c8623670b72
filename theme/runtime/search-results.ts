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
 * Best sections of each page (by match score, at most `perPage`), pages in Pagefind's order.
 * A hit must show a real match of a word of `term`: for a word no page contains, Pagefind
 * falls back to words that are a prefix of it ("zzqxy" matched the "Z" of "Z.ai"), which would
 * list pages for nothing.
 */
export function toHits(results: PagefindResultData[], perPage = 3, term = ''): SearchHit[] {
  const hits: SearchHit[] = []
  const shows = (excerpt: string) => showsMatch(excerpt, term)
  for (const result of results) {
    const page = result.meta.title || result.url
    const sections = (result.sub_results ?? [])
      .filter((s) => (s.locations?.length ?? 1) > 0 && shows(s.excerpt))
      .map((s, i) => ({ s, i, score: score(s) }))
      .sort((a, b) => b.score - a.score || a.i - b.i)
      .slice(0, perPage)
    if (sections.length === 0 && shows(result.excerpt)) hits.push({ page, section: null, url: result.url, excerpt: tidyExcerpt(result.excerpt, result.content) })
    for (const { s } of sections) {
      hits.push({ page, section: s.url.includes('#') ? s.title : null, url: s.url, excerpt: tidyExcerpt(s.excerpt, result.content) })
    }
  }
  return hits
}

/**
 * Whether an excerpt highlights a word of `term`: a marked word that starts with a query word
 * ("committing" for "commit"), or that a query word starts with and covers most of it
 * ("update" for "updates"). Without a term, any highlight counts.
 */
export function showsMatch(excerpt: string, term: string): boolean {
  const marked = [...excerpt.matchAll(/<mark>([^<]*)<\/mark>/g)].map((m) => m[1]!.toLowerCase().replace(/[^\p{L}\p{N}]+$/u, ''))
  if (!marked.length) return false
  const words = term.toLowerCase().split(/\s+/).map((w) => w.replace(/[^\p{L}\p{N}]/gu, '')).filter(Boolean)
  if (!words.length) return true
  return words.some((w) => marked.some((m) => m.startsWith(w) || (w.startsWith(m) && m.length >= Math.max(3, Math.ceil(w.length * 0.6)))))
}

/**
 * An excerpt as a reader expects it: an ellipsis where it starts or ends inside the text (not
 * at a sentence boundary of the page's content), and punctuation after a matched word outside
 * its highlight (Pagefind marks whole tokens, "update." included).
 */
export function tidyExcerpt(excerpt: string, content?: string): string {
  let out = excerpt.replace(/([.,;:!?…)\]]+)<\/mark>/g, '</mark>$1').trim()
  const plain = out.replace(/<\/?mark>/g, '').replace(/&lt;/g, '<').replace(/&gt;/g, '>').replace(/&quot;/g, '"').replace(/&#39;/g, "'").replace(/&amp;/g, '&')
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
