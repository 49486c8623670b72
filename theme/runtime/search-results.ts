/**
 * Pure helpers of the search UI: Pagefind results → the hits we list (page title, section,
 * excerpt, URL), and excerpts turned into DOM safely (text and `<mark>` only).
 */

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

/** Best sections of each page (by match score, at most `perPage`), pages in Pagefind's order. */
export function toHits(results: PagefindResultData[], perPage = 3): SearchHit[] {
  const hits: SearchHit[] = []
  for (const result of results) {
    const page = result.meta.title || result.url
    const sections = (result.sub_results ?? [])
      .filter((s) => (s.locations?.length ?? 1) > 0)
      .map((s, i) => ({ s, i, score: score(s) }))
      .sort((a, b) => b.score - a.score || a.i - b.i)
      .slice(0, perPage)
    if (sections.length === 0) hits.push({ page, section: null, url: result.url, excerpt: result.excerpt })
    for (const { s } of sections) {
      hits.push({ page, section: s.url.includes('#') ? s.title : null, url: s.url, excerpt: s.excerpt })
    }
  }
  return hits
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
