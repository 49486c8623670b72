// @vitest-environment happy-dom
import { beforeEach, describe, expect, test, vi } from 'vitest'
import { initSearch } from './search-trigger'
import type { SearchModule } from './search-ui'

function setup(load: (url: string) => Promise<SearchModule>) {
  document.body.innerHTML =
    '<header><div data-search-slot><button data-search-src="/assets/search.X.js">Search</button></div></header><input id="field">'
  initSearch('/base/', document, load)
  return { button: document.querySelector('button')!, slot: document.querySelector<HTMLElement>('[data-search-slot]')! }
}

function fakeModule() {
  const ui = { open: vi.fn(), close: vi.fn() }
  const createSearch = vi.fn(async () => ui)
  return { ui, createSearch, module: { createSearch } satisfies SearchModule }
}

const press = (init: KeyboardEventInit, target: EventTarget = document.body) => {
  const event = new KeyboardEvent('keydown', { bubbles: true, cancelable: true, ...init })
  target.dispatchEvent(event)
  return event
}

describe('theme/runtime/search-trigger', () => {
  beforeEach(() => {
    document.body.innerHTML = ''
  })

  test('does nothing on a page without the search button (search: false)', () => {
    document.body.innerHTML = '<div data-search-slot></div>'
    expect(() => initSearch('/', document, vi.fn())).not.toThrow()
    expect(press({ key: 'k', ctrlKey: true }).defaultPrevented).toBe(false)
  })

  test('the first click loads the UI chunk once and opens it; later opens reuse it', async () => {
    const { ui, createSearch, module } = fakeModule()
    const load = vi.fn(async () => module)
    const { button } = setup(load)
    button.click()
    await vi.waitFor(() => expect(ui.open).toHaveBeenCalledTimes(1))
    expect(load).toHaveBeenCalledWith('/assets/search.X.js')
    expect(createSearch).toHaveBeenCalledWith(expect.objectContaining({ base: '/base/', doc: document }))
    button.click()
    expect(ui.open).toHaveBeenCalledTimes(2)
    expect(load).toHaveBeenCalledTimes(1)
  })

  test.each([
    ['Ctrl+K', { key: 'k', ctrlKey: true }],
    ['Cmd+K', { key: 'k', metaKey: true }],
    ['/', { key: '/' }],
  ])('%s opens search', async (_, init) => {
    const { ui, module } = fakeModule()
    setup(async () => module)
    expect(press(init).defaultPrevented).toBe(true)
    await vi.waitFor(() => expect(ui.open).toHaveBeenCalled())
  })

  test('/ typed into a field stays a character; plain k does nothing', () => {
    const load = vi.fn(async () => fakeModule().module)
    setup(load)
    expect(press({ key: '/' }, document.getElementById('field')!).defaultPrevented).toBe(false)
    expect(press({ key: 'k' }).defaultPrevented).toBe(false)
    expect(load).not.toHaveBeenCalled()
  })

  test('E6 a failed chunk load shows the Retry box in the slot; Retry loads under a fresh URL', async () => {
    const { ui, module } = fakeModule()
    const load = vi.fn().mockRejectedValueOnce(new Error('chunk failed')).mockResolvedValueOnce(module)
    const { button, slot } = setup(load)
    button.click()
    const box = await vi.waitFor(() => {
      const el = slot.querySelector('.lazy-error')
      if (!el) throw new Error('no error box yet')
      return el
    })
    expect(box.textContent).toContain('chunk failed')
    box.querySelector('button')!.click()
    await vi.waitFor(() => expect(ui.open).toHaveBeenCalled())
    expect(load).toHaveBeenLastCalledWith('/assets/search.X.js?retry=1')
    expect(slot.querySelector('.lazy-error')).toBeNull()
  })
})
