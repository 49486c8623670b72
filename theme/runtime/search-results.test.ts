// @vitest-environment happy-dom
import { describe, expect, test } from 'vitest'
import {
  appendExcerpt,
  isWholeMatch,
  relevance,
  showsMatch,
  tidyExcerpt,
  toHits,
  type PagefindResultData,
} from './search-results'

const sub = (title: string, url: string, score: number) => ({
  title,
  url,
  excerpt: `${title} <mark>x</mark>`,
  locations: score ? [1] : [],
  weighted_locations: score ? [{ balanced_score: score }] : [],
})

describe('theme/runtime/search-results', () => {
  test('each page lists its best-matching sections first (at most three), with page title and section', () => {
    const results: PagefindResultData[] = [
      {
        url: '/tips',
        excerpt: 'page',
        meta: { title: 'Tips' },
        sub_results: [
          sub('Tips', '/tips', 1),
          sub('Context', '/tips#context', 5),
          sub('Nothing', '/tips#nothing', 0),
          sub('Models', '/tips#models', 3),
          sub('Workflow', '/tips#workflow', 2),
        ],
      },
      { url: '/privacy', excerpt: 'the <mark>x</mark>', meta: { title: 'Privacy' } },
    ]
    expect(toHits(results).map((h) => [h.page, h.section, h.url])).toEqual([
      ['Tips', 'Context', '/tips#context'],
      ['Tips', 'Models', '/tips#models'],
      ['Tips', 'Workflow', '/tips#workflow'],
      ['Privacy', null, '/privacy'], // no sections: the page itself, with its excerpt
    ])
    // without the page text: starts lower-case, no full stop at the end
    expect(toHits(results)[3]!.excerpt).toBe('… the <mark>x</mark> …')
  })

  test('text before the first heading is a hit without a section; a page without a title shows its URL', () => {
    const hits = toHits([{ url: '/a', excerpt: '', meta: {}, sub_results: [sub('A', '/a', 1)] }])
    expect(hits).toEqual([{ page: '/a', section: null, url: '/a', excerpt: 'A <mark>x</mark> …' }])
  })

  test('excerpts keep text and <mark> only: entities decode, other markup becomes text, nothing runs', () => {
    const el = document.createElement('p')
    appendExcerpt(
      el,
      'use &lt;div&gt; and <mark>checkpoints</mark> <img src=x onerror="globalThis.pwned=1"><b>bold</b>',
    )
    expect(el.innerHTML).toBe('use &lt;div&gt; and <mark>checkpoints</mark> bold')
    expect(el.querySelectorAll('mark')).toHaveLength(1)
    expect((globalThis as { pwned?: number }).pwned).toBeUndefined()
  })
})

describe('search hits read well', () => {
  test('the page an index without documents is given (a URL under /pagefind/) is never a hit, even for its word', () => {
    const placeholder: PagefindResultData = {
      url: '/pagefind/parts/1/',
      excerpt: '<mark>empty</mark>',
      meta: { title: '-' },
      sub_results: [],
    }
    const real: PagefindResultData = {
      url: '/guide',
      excerpt: 'an <mark>empty</mark> box',
      meta: { title: 'Guide' },
      sub_results: [],
    }
    expect(toHits([placeholder, real], 3, 'empty').map((h) => h.url)).toEqual(['/guide'])
  })

  test("a result that shows no match of the query (Pagefind's prefix fallback for unknown words) is not listed", () => {
    expect(
      toHits([
        {
          url: '/',
          excerpt: 'Studio. Gemini. Perplexity',
          meta: { title: 'Home' },
          sub_results: [{ title: 'Home', url: '/', excerpt: 'Studio. Gemini', locations: [3] }],
        },
      ]),
    ).toEqual([])
    const fallback: PagefindResultData = {
      url: '/',
      excerpt: 'x',
      meta: { title: 'Home' },
      sub_results: [{ title: 'Home', url: '/#c', excerpt: 'Open WebUI. <mark>Z.</mark> Doubao', locations: [9] }],
    }
    expect(toHits([fallback], 3, 'zzqxy')).toEqual([])
    expect(showsMatch('before <mark>committing.</mark>', 'commit')).toBe(true)
    expect(showsMatch('two <mark>updates</mark>', 'update')).toBe(true)
    expect(showsMatch('an <mark>update</mark>', 'updates')).toBe(true)
    expect(showsMatch('a <mark>Z.</mark>', 'zzqxy')).toBe(false)
  })

  test('an ellipsis marks an excerpt that starts or ends inside the text; punctuation stays outside the highlight', () => {
    const content = 'Intelligent update. Chat replies do not always contain code. A model may answer with fragments.'
    expect(tidyExcerpt('<mark>Intelligent</mark> <mark>update.</mark> Chat replies do not', content)).toBe(
      '<mark>Intelligent</mark> <mark>update</mark>. Chat replies do not …',
    )
    expect(tidyExcerpt('always contain <mark>code.</mark> A model may answer with fragments.', content)).toBe(
      '… always contain <mark>code</mark>. A model may answer with fragments.',
    )
    expect(tidyExcerpt('A model may answer with <mark>fragments.</mark>', content)).toBe(
      'A model may answer with <mark>fragments</mark>.',
    )
  })
})

describe('search ranking (third reading, item 1)', () => {
  test('a whole word (or its plural, or a part of a compound) is a whole match; a longer word that starts with it is not', () => {
    expect(
      ['key', 'keys', 'diffs', 'updated', 'gemini-coder'].map((w) =>
        isWholeMatch(w, w.startsWith('gemini') ? 'gemini' : w.replace(/(s|d)$/, '').replace(/update$/, 'update')),
      ),
    ).toEqual([true, true, true, true, true])
    expect(isWholeMatch('keyboard', 'key')).toBe(false)
    expect(isWholeMatch('keybindings.json', 'key')).toBe(false)
    expect(isWholeMatch('different', 'diff')).toBe(false)
    expect(isWholeMatch('update', 'updates')).toBe(true)
  })

  test('whole words outrank prefix matches; a phrase and a heading rank higher; a blog post ranks after a doc that matches as well', () => {
    const at = (...words: string[]) => words.map((word, i) => ({ word, at: i * 10 }))
    const prefixOnly = relevance(
      ['api', 'key'],
      at('api', 'keyboard', 'keybindings'),
      'Assigning a keyboard shortcut',
      'Code completions',
    )
    const whole = relevance(['api', 'key'], at('api', 'keys'), 'Configurations', 'Intelligent update')
    const phrase = relevance(
      ['api', 'key'],
      [
        { word: 'api', at: 1 },
        { word: 'keys', at: 2 },
      ],
      'Configurations',
      'Intelligent update',
    )
    const heading = relevance(
      ['api', 'key'],
      [
        { word: 'api', at: 1 },
        { word: 'keys', at: 2 },
      ],
      'API providers',
      'Intro',
    )
    expect(prefixOnly).toBeLessThan(whole)
    expect(whole).toBeLessThan(phrase)
    expect(phrase).toBeLessThan(heading)
    expect(relevance(['gemini'], at('gemini'), 'What Gemini is', 'Welcome', true)).toBeLessThan(
      relevance(['gemini'], at('gemini'), 'Installation', 'Intro'),
    )
  })

  test("hits are listed best answer first across pages; without a term, in Pagefind's order", () => {
    const results: PagefindResultData[] = [
      {
        url: '/completions',
        excerpt: '',
        content: 'Assigning a keyboard shortcut. Press the keyboard key',
        meta: { title: 'Code completions' },
        sub_results: [
          {
            title: 'Assigning a keyboard shortcut',
            url: '/completions#shortcut',
            excerpt: 'Assigning a <mark>keyboard</mark> shortcut',
            locations: [2, 6],
          },
        ],
      },
      {
        url: '/',
        excerpt: '',
        content: 'API providers. Both offer API keys for free',
        meta: { title: 'Intro' },
        sub_results: [
          {
            title: 'API providers',
            url: '/#api-providers',
            excerpt: '<mark>API</mark> providers. Both offer <mark>API</mark> <mark>keys</mark>',
            locations: [0, 4, 5],
          },
        ],
      },
    ]
    expect(toHits(results, 3, 'api key').map((h) => h.url)).toEqual(['/#api-providers', '/completions#shortcut'])
    expect(toHits(results).map((h) => h.url)).toEqual(['/completions#shortcut', '/#api-providers'])
  })
})

describe('search excerpts do not repeat the heading shown above them (third reading, item 11)', async () => {
  const { withoutTitle } = await import('./search-results')
  test('a leading heading is dropped when a match is left; kept when the heading is the only match', () => {
    expect(
      withoutTitle(
        'Browser <mark>extension</mark> permissions. The browser <mark>extension</mark> asks',
        'Browser extension permissions',
      ),
    ).toBe('The browser <mark>extension</mark> asks')
    expect(withoutTitle('<mark>Tips</mark> &amp; tricks. Some <mark>tips</mark>', 'Tips & tricks')).toBe(
      'Some <mark>tips</mark>',
    )
    expect(withoutTitle('<mark>Configurations</mark>. Each tool has', 'Configurations')).toBe(
      '<mark>Configurations</mark>. Each tool has',
    )
    expect(withoutTitle('Other text <mark>x</mark>', 'Configurations')).toBe('Other text <mark>x</mark>')
  })
})
