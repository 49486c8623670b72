import { describe, expect, test } from 'vitest'
import { BUILT_IN, EN, interpolate, isThemeMessage, messagesFor, pluralForm, type MessageId } from './messages'

const ids = Object.keys(EN) as MessageId[]

describe('theme/i18n/messages: the built-in languages', () => {
  test.each(Object.keys(BUILT_IN))('%s has every id of the English table, and no id English lacks', (code) => {
    const table = BUILT_IN[code]!
    expect(ids.filter((id) => !(id in table))).toEqual([])
    expect(Object.keys(table).filter((id) => !isThemeMessage(id))).toEqual([])
  })

  test.each(Object.keys(BUILT_IN))('%s keeps the placeholders of the English message', (code) => {
    const names = (m: string) => [...new Set(m.match(/\{\w+\}/g) ?? [])].sort()
    // Values the code gives besides those English uses (English lowercases the blog's title; other languages
    // quote it as written).
    const also: Partial<Record<MessageId, string[]>> = { 'cwc.blog.authorsList.metaDescription': ['{blogTitle}'] }
    for (const id of ids) {
      const message = BUILT_IN[code]![id]
      if (message === undefined) continue
      // A language may drop a placeholder (a plural form for one), never use one the code does not give.
      for (const p of names(message)) expect([...names(EN[id]), ...(also[id] ?? [])], `${code} ${id}`).toContain(p)
    }
  })

  test('a language without a built-in table falls back on English, id by id', () => {
    expect(messagesFor('nl')).toEqual({ ...EN })
    const partial = messagesFor('xx-test')
    for (const id of ids) expect(partial[id]).toBe(EN[id])
  })

  test("a regional code takes its language's table; zh/zh-CN take zh-Hans, zh-TW does not", () => {
    expect(messagesFor('fr-CA')['theme.docs.paginator.next']).toBe('Suivant')
    expect(messagesFor('zh-CN')['theme.docs.paginator.next']).toBe('下一页')
    expect(messagesFor('zh')['theme.docs.paginator.next']).toBe('下一页')
    expect(messagesFor('zh-TW')['theme.docs.paginator.next']).toBe('Next')
    expect(messagesFor('fa-IR')['theme.docs.paginator.next']).toBe('بعدی')
  })

  test("C5 the site's overrides (code.json) win over the built-in table; ids the theme lacks are left out", () => {
    const m = messagesFor('fr', { 'theme.common.editThisPage': 'Modifier cette page', 'homepage.tagline': 'Salut' })
    expect(m['theme.common.editThisPage']).toBe('Modifier cette page')
    expect(m['theme.docs.paginator.next']).toBe('Suivant')
    expect('homepage.tagline' in m).toBe(false)
    expect(messagesFor('en', { 'theme.docs.paginator.next': 'Onward' })['theme.docs.paginator.next']).toBe('Onward')
  })
})

describe('theme/i18n/messages: plurals and placeholders', () => {
  test("forms are chosen in CLDR order (zero one two few many other), as Docusaurus's usePluralForm", () => {
    const en = EN['theme.blog.post.plurals']
    expect([0, 1, 2, 7].map((n) => interpolate(pluralForm(en, n, 'en'), { count: n }))).toEqual([
      '0 posts',
      'One post',
      '2 posts',
      '7 posts',
    ])
    const ar = BUILT_IN.ar!['theme.blog.post.plurals']!
    // Arabic: zero, one, two, few (3–10), many (11–99), other (100…).
    expect([0, 1, 2, 3, 11, 100].map((n) => interpolate(pluralForm(ar, n, 'ar'), { count: n }))).toEqual([
      'لا مقالات',
      'مقالة واحدة',
      'مقالتان',
      '3 مقالات',
      '11 مقالة',
      '100 مقالة',
    ])
    // French: 0 and 1 are "one".
    expect(pluralForm(BUILT_IN.fr!['theme.blog.post.plurals']!, 0, 'fr')).toBe('Un article')
  })

  test('a message with fewer forms than the language has takes its last; one form is used for every count', () => {
    expect(pluralForm('a|b', 3, 'ar')).toBe('b')
    expect(pluralForm('{count}件', 1, 'ja')).toBe('{count}件')
    expect(pluralForm('only', 5, 'en')).toBe('only')
  })

  test('interpolate fills known placeholders and keeps unknown ones as written', () => {
    expect(interpolate('{a} and {b}', { a: 1 })).toBe('1 and {b}')
    expect(interpolate('no placeholders')).toBe('no placeholders')
  })
})
