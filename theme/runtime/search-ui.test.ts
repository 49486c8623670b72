// @vitest-environment happy-dom
import { beforeEach, describe, expect, test, vi } from 'vitest'
import { lazyPart } from './lazy'
import type { PagefindResultData } from './search-results'
import { createSearch, type PagefindInstance, type SearchUi } from './search-ui'

const PAGES: PagefindResultData[] = [
  {
    url: '/tips',
    excerpt: '',
    meta: { title: 'Tips' },
    sub_results: [
      { title: 'Context', url: '/tips#context', excerpt: 'keep the <mark>context</mark> small', locations: [3] },
      { title: 'Models', url: '/tips#models', excerpt: 'match the <mark>context</mark> format', locations: [9] },
    ],
  },
  { url: '/privacy', excerpt: 'your <mark>context</mark> stays local', meta: { title: 'Privacy' } },
]

function fakePagefind(overrides: Partial<PagefindInstance> = {}): PagefindInstance {
  return {
    init: async () => {},
    search: async () => ({ results: [] }),
    debouncedSearch: async (term) => ({
      results: (term === 'context' ? PAGES : []).map((p) => ({ data: async () => p })),
    }),
    mergeIndex: async () => {},
    ...overrides,
  }
}

async function openWith(pagefind: PagefindInstance): Promise<{ ui: SearchUi; load: ReturnType<typeof vi.fn> }> {
  const load = vi.fn(async () => ({ createInstance: () => pagefind }))
  const ui = await createSearch({ base: '/docs/', lazy: lazyPart, doc: document, load })
  ui.open()
  return { ui, load }
}

const dialog = () => document.querySelector('dialog.search-modal') as HTMLDialogElement
const input = () => document.querySelector<HTMLInputElement>('.search-modal__input')!
const options = () => [...document.querySelectorAll<HTMLAnchorElement>('[role="listbox"] [role="option"]')]
const key = (k: string) =>
  input().dispatchEvent(new KeyboardEvent('keydown', { key: k, bubbles: true, cancelable: true }))

async function type(text: string): Promise<void> {
  input().value = text
  input().dispatchEvent(new Event('input', { bubbles: true }))
  await vi.waitFor(() => {
    if (!document.querySelector('.search-modal__status')!.textContent) throw new Error('no results yet')
  })
}

describe('theme/runtime/search-ui', () => {
  beforeEach(() => {
    document.body.innerHTML = '<main id="__main"></main>'
  })

  test('loads pagefind.js from {base}pagefind/ and opens a modal dialog with the input focused', async () => {
    const { load } = await openWith(fakePagefind())
    expect(load).toHaveBeenCalledWith('/docs/pagefind/pagefind.js')
    expect(dialog().open).toBe(true)
    expect(document.activeElement).toBe(input())
    expect(input().getAttribute('role')).toBe('combobox')
  })

  test('results show page title, section and highlighted excerpt; arrows move the selection', async () => {
    await openWith(fakePagefind())
    await type('context')
    expect(
      options().map((o) => [
        o.querySelector('.search-hit__page')?.textContent,
        o.querySelector('.search-hit__section')?.textContent ?? null,
        o.getAttribute('href'),
      ]),
    ).toEqual([
      ['Tips', 'Context', '/tips#context'],
      ['Tips', 'Models', '/tips#models'],
      ['Privacy', null, '/privacy'],
    ])
    expect(options()[0]!.querySelector('mark')?.textContent).toBe('context')
    expect(document.querySelector('.search-modal__status')!.textContent).toBe('3 results')
    expect(options()[0]!.getAttribute('aria-selected')).toBe('true')
    key('ArrowDown')
    expect(options()[1]!.getAttribute('aria-selected')).toBe('true')
    expect(input().getAttribute('aria-activedescendant')).toBe(options()[1]!.id)
    key('ArrowUp')
    key('ArrowUp') // wraps to the last
    expect(options()[2]!.getAttribute('aria-selected')).toBe('true')
  })

  test('Enter closes the dialog and clicks the selected link (the router takes the click)', async () => {
    await openWith(fakePagefind())
    await type('context')
    const clicked: string[] = []
    document.addEventListener(
      'click',
      (e) => {
        clicked.push((e.target as Element).getAttribute('href')!)
        e.preventDefault()
      },
      { once: true },
    )
    key('ArrowDown')
    key('Enter')
    expect(clicked).toEqual(['/tips#models'])
    expect(dialog().open).toBe(false)
  })

  test('Escape closes; opening again keeps the query and selects it', async () => {
    const { ui } = await openWith(fakePagefind())
    await type('context')
    key('Escape')
    expect(dialog().open).toBe(false)
    ui.open()
    expect(dialog().open).toBe(true)
    expect(input().value).toBe('context')
  })

  test('no match says so', async () => {
    await openWith(fakePagefind())
    await type('zebra')
    expect(options()).toHaveLength(0)
    expect(document.querySelector('.search-modal__status')!.textContent).toBe('No results for “zebra”')
  })

  test('E6 a search whose index chunk fails shows the Retry box in the dialog; Retry searches again', async () => {
    const search = vi
      .fn<PagefindInstance['debouncedSearch']>()
      .mockRejectedValueOnce(new Error('index chunk failed'))
      .mockImplementation(fakePagefind().debouncedSearch)
    await openWith(fakePagefind({ debouncedSearch: search }))
    input().value = 'context'
    input().dispatchEvent(new Event('input'))
    const box = await vi.waitFor(() => {
      const el = document.querySelector('.search-modal__body > .lazy-error')
      if (!el) throw new Error('no error box yet')
      return el
    })
    expect(box.textContent).toContain('index chunk failed')
    box.querySelector('button')!.click()
    await vi.waitFor(() => expect(options()).toHaveLength(3))
  })

  test('S5 reading a frozen docs version merges its own index (once) before searching, filtered to that version; the current version needs none', async () => {
    const mergeIndex = vi
      .fn<PagefindInstance['mergeIndex']>()
      .mockRejectedValueOnce(new Error('entry failed'))
      .mockResolvedValue(undefined)
    const search = vi.fn(fakePagefind().debouncedSearch)
    document.head.innerHTML = '<meta name="cwc:versions" content="current,2.0,1 beta">'
    document.documentElement.setAttribute('data-docs-version', '1 beta')
    try {
      await openWith(fakePagefind({ mergeIndex, debouncedSearch: search }))
      input().value = 'context'
      input().dispatchEvent(new Event('input'))
      // A failed merge shows the Retry box; Retry merges again, then searches.
      const box = await vi.waitFor(() => {
        const el = document.querySelector('.search-modal__body > .lazy-error')
        if (!el) throw new Error('no error box yet')
        return el
      })
      expect(search).not.toHaveBeenCalled()
      box.querySelector('button')!.click()
      await vi.waitFor(() => expect(options()).toHaveLength(3))
      expect(mergeIndex.mock.calls.map((c) => c[0])).toEqual([
        '/docs/pagefind/versions/1_20beta/',
        '/docs/pagefind/versions/1_20beta/',
      ])
      expect(search.mock.calls.at(-1)![1]).toEqual({ filters: { version: { any: ['1 beta', 'all'] } } })
      await type('zebra')
      expect(mergeIndex).toHaveBeenCalledTimes(2) // merged once it succeeded
      document.documentElement.setAttribute('data-docs-version', 'current')
      await type('context')
      expect(mergeIndex).toHaveBeenCalledTimes(2)
      expect(search.mock.calls.at(-1)![1]).toEqual({ filters: { version: { any: ['current', 'all'] } } })
    } finally {
      document.head.innerHTML = ''
      document.documentElement.removeAttribute('data-docs-version')
    }
  })

  test('E6 an index that fails to load rejects createSearch (the trigger shows the Retry box)', async () => {
    const broken = fakePagefind({
      search: async () => {
        throw new Error('Failed to load Pagefind metadata')
      },
    })
    await expect(openWith(broken)).rejects.toThrow('Failed to load Pagefind metadata')
    expect(dialog()).toBeNull()
  })
})
