import { describe, expect, test } from 'vitest'
import {
  blogSidebar,
  countAsciiWords,
  countWords,
  formatDate,
  groupByYear,
  isCalendarDate,
  paginate,
  parsePostPath,
  postTime,
  readingTime,
  sortPosts,
  toIsoDate,
} from './blog.js'
import type { PostSummary } from '../../core/types.js'

const post = (title: string, date: string): PostSummary => ({
  title,
  date,
  href: `/blog/${title.toLowerCase().replace(/\s+/g, '-')}`,
  formattedDate: formatDate(date),
  authors: [],
  tags: [],
  excerptHtml: '',
  truncated: false,
  readingTime: 1,
})

describe('generator/blog', () => {
  test.each<[string, { date: string | null; slug: string }, string]>([
    ['2025-03-16-welcome.md', { date: '2025-03-16', slug: 'welcome' }, '2025/03/16/welcome'],
    ['2025-03-16-welcome/index.md', { date: '2025-03-16', slug: 'welcome' }, '2025/03/16/welcome'],
    ['2024-01-02-multi-part-slug.mdx', { date: '2024-01-02', slug: 'multi-part-slug' }, '2024/01/02/multi-part-slug'],
    // Docusaurus: a date anywhere in the path, `/` separators, one-digit month and day (kept as written in the URL)
    ['2021/8/1/hello.md', { date: '2021-08-01', slug: 'hello' }, '2021/8/1/hello'],
    ['notes/2021-08-01-hello.md', { date: '2021-08-01', slug: 'notes/hello' }, '2021/08/01/notes/hello'],
    ['2021-08-01.md', { date: '2021-08-01', slug: '' }, '2021/08/01/'],
    ['undated.md', { date: null, slug: 'undated' }, 'undated'],
    ['undated/index.md', { date: null, slug: 'undated' }, 'undated'],
  ])('the post file %s gives %j, and with dated URLs the slug %s', (rel, flat, datedSlug) => {
    expect(parsePostPath(rel)).toEqual(flat)
    expect(parsePostPath(rel, 'flat')).toEqual(flat)
    expect(parsePostPath(rel, 'dated')).toEqual({ date: flat.date, slug: datedSlug })
  })

  test('a file name can say a day the calendar does not have', () => {
    expect(isCalendarDate('2024-02-29')).toBe(true)
    expect(isCalendarDate('2025-02-29')).toBe(false)
    expect(isCalendarDate('2025-13-01')).toBe(false)
    expect(isCalendarDate('2025-04-31')).toBe(false)
  })

  test('toIsoDate accepts a YAML date or a date string, and rejects nonsense', () => {
    expect(toIsoDate(new Date('2025-03-16T00:00:00Z'))).toBe('2025-03-16')
    expect(toIsoDate('2025-03-16')).toBe('2025-03-16')
    expect(toIsoDate('not a date')).toBeNull()
    expect(toIsoDate(42 as unknown as string)).toBeNull()
  })

  test('formatDate is the en long form, independent of the machine time zone', () => {
    expect(formatDate('2025-03-16')).toBe('March 16, 2025')
    expect(formatDate('2025-01-01')).toBe('January 1, 2025')
  })

  test.each([
    [0, 0],
    [25, 0.13],
    [113, 0.56],
    [150, 0.75],
    [200, 1],
    [201, 1],
    [202, 1.01],
    [408, 2.04],
    [1000, 5],
  ])(
    'reading time of %i words is %f min (Docusaurus: 200 words a minute, two decimals; shown rounded up)',
    (words, minutes) => {
      expect(readingTime(words)).toBe(minutes)
    },
  )

  test('words are counted as Docusaurus counts them: word-like segments of the markdown, code included', () => {
    // Hello world const a 1 js let b 2
    expect(countWords('Hello, world! `const a = 1`\n\n```js\nlet b = 2\n```')).toBe(9)
  })

  test('a long post counted in pieces gives the count of the whole text in one piece (words never span a line break)', () => {
    // Seeded: lines of words, numbers, contractions, punctuation, accents, CJK, emoji and code, some longer
    // than a piece.
    let seed = 7
    const pick = <T>(list: T[]): T => {
      seed = (seed * 16807) % 2147483647
      return list[seed % list.length]!
    }
    const parts = [
      'word',
      "don't",
      'e.g.',
      '3.14',
      'a_b',
      'x:y',
      '1,000',
      'café',
      'naïve',
      '日本語',
      '👍🏽',
      '—',
      '`code`',
      'const a = 1;',
      '\t',
      '  ',
      '-',
      '#',
      'é',
      '\u0301',
    ]
    const lines = Array.from({ length: 400 }, () =>
      Array.from({ length: 1 + (seed % 60) }, () => pick(parts)).join(pick([' ', '', ' ', '\t'])),
    )
    const text = lines.join(pick(['\n', '\r\n']))
    let whole = 0
    for (const s of new Intl.Segmenter('en', { granularity: 'word' }).segment(text)) if (s.isWordLike) whole++
    expect(whole).toBeGreaterThan(1000)
    expect(countWords(text)).toBe(whole)
    expect(countWords(text + '\n')).toBe(whole)
  })

  test("an ASCII piece is counted as the segmenter counts it: joins across . ' : between letters and . , ; ' between digits, underscores, a lone _", () => {
    const parts = [
      "don't",
      'e.g.',
      '3.14',
      '1,000',
      '1;2',
      "1'000",
      'a.b.c',
      'foo_bar',
      '_',
      '__',
      '___',
      '_a',
      'a_',
      '1_a',
      'a:b',
      '1:2',
      "a'1",
      'x.1',
      '1.x',
      "it's",
      "'q'",
      '--flag',
      'v1.2.3',
      'http://a.b/c?d=e&f',
      'a..b',
      "a.'b",
      'a;b',
      'a,b',
      '::',
      '.5',
      '5.',
      'a-b',
      '$x',
      '@y',
      '#z',
      '{}',
      '[x](y)',
      'A1b2',
      '`_`',
      '->____',
      'x',
      '42',
    ]
    let seed = 11
    const pick = <T>(list: T[]): T => {
      seed = (seed * 16807) % 2147483647
      return list[seed % list.length]!
    }
    const segmenter = new Intl.Segmenter('en', { granularity: 'word' })
    for (let i = 0; i < 300; i++) {
      const line = Array.from({ length: 1 + (seed % 12) }, () => pick(parts)).join(pick([' ', '', ' ', '\t', ', ']))
      let expected = 0
      for (const s of segmenter.segment(line)) if (s.isWordLike) expected++
      expect(countAsciiWords(line), line).toBe(expected)
    }
  })

  test('R11 posts are newest first, ties by title', () => {
    const sorted = sortPosts([post('B', '2024-05-01'), post('C', '2025-01-01'), post('A', '2024-05-01')])
    expect(sorted.map((p) => p.title)).toEqual(['C', 'A', 'B'])
  })

  test("31 R11 a date's time of day orders posts of one day; posts of the same time keep their files' path order, as Docusaurus keeps them", () => {
    const at = (title: string, date: string, path: string, time?: string) => ({
      ...post(title, date),
      path,
      at: postTime(time ?? date) ?? undefined,
    })
    const sorted = sortPosts([
      at('Moving towards a stable API', '2025-06-12', '2025-06-12-moving.mdx', '2025-06-12T16:00Z'),
      at('React Native 0.80', '2025-06-12', '2025-06-12-react-native-0.80.mdx', '2025-06-12T16:01Z'),
      at('Package Exports Support', '2023-06-21', '2023-06-21-package-exports-support.mdx'),
      at('React Native 0.72', '2023-06-21', '2023-06-21-0.72-metro-package-exports-symlinks.mdx'),
    ])
    expect(sorted.map((p) => p.title)).toEqual([
      'React Native 0.80',
      'Moving towards a stable API',
      'React Native 0.72',
      'Package Exports Support',
    ])
    expect(postTime(new Date('2024-01-02T03:04:05Z'))).toBe(Date.UTC(2024, 0, 2, 3, 4, 5))
    expect(postTime('not a date')).toBeNull()
  })

  test('R12 the archive groups posts by year, newest year first, order kept inside a year', () => {
    const groups = groupByYear(
      sortPosts([
        post('Old', '2023-02-01'),
        post('New', '2025-06-01'),
        post('Mid', '2025-01-01'),
        post('Y24', '2024-01-01'),
      ]),
    )
    expect(groups.map((g) => [g.year, g.posts.map((p) => p.title)])).toEqual([
      ['2025', ['New', 'Mid']],
      ['2024', ['Y24']],
      ['2023', ['Old']],
    ])
  })

  test('L9 blog sidebar groups recent posts by year', () => {
    const sorted = sortPosts([
      post('A', '2025-03-16'),
      post('B', '2025-01-01'),
      post('C', '2024-12-01'),
      post('D', '2023-01-01'),
    ])
    expect(blogSidebar(sorted, 3, 'Recent posts')).toEqual({
      title: 'Recent posts',
      groups: [
        {
          year: '2025',
          items: [
            { title: 'A', href: '/blog/a' },
            { title: 'B', href: '/blog/b' },
          ],
        },
        { year: '2024', items: [{ title: 'C', href: '/blog/c' }] },
      ],
    })
  })

  test('paginate splits into pages of the given size, and an empty list is one empty page', () => {
    expect(paginate([1, 2, 3, 4, 5], 2)).toEqual([[1, 2], [3, 4], [5]])
    expect(paginate([], 10)).toEqual([[]])
  })
})
