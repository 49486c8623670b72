// @vitest-environment happy-dom
import { describe, expect, test } from 'vitest'
import { appendExcerpt, showsMatch, tidyExcerpt, toHits, type PagefindResultData } from './search-results'

const sub = (title: string, url: string, score: number) => ({ title, url, excerpt: `${title} <mark>x</mark>`, locations: score ? [1] : [], weighted_locations: score ? [{ balanced_score: score }] : [] })

describe('theme/runtime/search-results', () => {
  test('each page lists its best-matching sections first (at most three), with page title and section', () => {
    const results: PagefindResultData[] = [
      { url: '/tips', excerpt: 'page', meta: { title: 'Tips' }, sub_results: [
        sub('Tips', '/tips', 1), sub('Context', '/tips#context', 5), sub('Nothing', '/tips#nothing', 0), sub('Models', '/tips#models', 3), sub('Workflow', '/tips#workflow', 2),
      ] },
      { url: '/privacy', excerpt: 'the <mark>x</mark>', meta: { title: 'Privacy' } },
    ]
    expect(toHits(results).map((h) => [h.page, h.section, h.url])).toEqual([
      ['Tips', 'Context', '/tips#context'],
      ['Tips', 'Models', '/tips#models'],
      ['Tips', 'Workflow', '/tips#workflow'],
      ['Privacy', null, '/privacy'], // no sections: the page itself, with its excerpt
    ])
    expect(toHits(results)[3]!.excerpt).toBe('… the <mark>x</mark> …') // without the page text: starts lower-case, no full stop at the end
  })

  test('text before the first heading is a hit without a section; a page without a title shows its URL', () => {
    const hits = toHits([{ url: '/a', excerpt: '', meta: {}, sub_results: [sub('A', '/a', 1)] }])
    expect(hits).toEqual([{ page: '/a', section: null, url: '/a', excerpt: 'A <mark>x</mark> …' }])
  })

  test('excerpts keep text and <mark> only: entities decode, other markup becomes text, nothing runs', () => {
    const el = document.createElement('p')
    appendExcerpt(el, 'use &lt;div&gt; and <mark>checkpoints</mark> <img src=x onerror="globalThis.pwned=1"><b>bold</b>')
    expect(el.innerHTML).toBe('use &lt;div&gt; and <mark>checkpoints</mark> bold')
    expect(el.querySelectorAll('mark')).toHaveLength(1)
    expect((globalThis as { pwned?: number }).pwned).toBeUndefined()
  })
})

describe('search hits read well', () => {
  test('a result that shows no match of the query (Pagefind\'s prefix fallback for unknown words) is not listed', () => {
    expect(toHits([{ url: '/', excerpt: 'Studio. Gemini. Perplexity', meta: { title: 'Home' }, sub_results: [{ title: 'Home', url: '/', excerpt: 'Studio. Gemini', locations: [3] }] }])).toEqual([])
    const fallback: PagefindResultData = { url: '/', excerpt: 'x', meta: { title: 'Home' }, sub_results: [{ title: 'Home', url: '/#c', excerpt: 'Open WebUI. <mark>Z.</mark> Doubao', locations: [9] }] }
    expect(toHits([fallback], 3, 'zzqxy')).toEqual([])
    expect(showsMatch('before <mark>committing.</mark>', 'commit')).toBe(true)
    expect(showsMatch('two <mark>updates</mark>', 'update')).toBe(true)
    expect(showsMatch('an <mark>update</mark>', 'updates')).toBe(true)
    expect(showsMatch('a <mark>Z.</mark>', 'zzqxy')).toBe(false)
  })

  test('an ellipsis marks an excerpt that starts or ends inside the text; punctuation stays outside the highlight', () => {
    const content = 'Intelligent update. Chat replies do not always contain code. A model may answer with fragments.'
    expect(tidyExcerpt('<mark>Intelligent</mark> <mark>update.</mark> Chat replies do not', content)).toBe('<mark>Intelligent</mark> <mark>update</mark>. Chat replies do not …')
    expect(tidyExcerpt('always contain <mark>code.</mark> A model may answer with fragments.', content)).toBe('… always contain <mark>code</mark>. A model may answer with fragments.')
    expect(tidyExcerpt('A model may answer with <mark>fragments.</mark>', content)).toBe('A model may answer with <mark>fragments</mark>.')
  })
})
