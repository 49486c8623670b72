// @vitest-environment happy-dom
import { describe, expect, test, vi } from 'vitest'
import { fillBranches, initLazySidebar } from './sidebar-lazy'

const page = `<div id="__layout"><nav class="doc-sidebar" data-persist="sidebar:docs"><ul class="menu">
  <li><a class="menu__link" href="/guides/">Guides</a><details class="menu__category"><summary>Toggle</summary><ul class="menu__list" data-lazy-children=""></ul></details></li>
  <li><details class="menu__category"><summary><span>Loose</span></summary><ul class="menu__list" data-lazy-children=""></ul></details></li>
</ul></nav></div>`
const full = `<nav class="doc-sidebar" data-persist="sidebar:docs"><ul class="menu">
  <li><a class="menu__link" href="/guides/">Guides</a><details class="menu__category"><summary>Toggle</summary><ul class="menu__list"><li><a class="menu__link" href="/guides/a">A</a></li></ul></details></li>
  <li><details class="menu__category"><summary><span>Loose</span></summary><ul class="menu__list"><li><a class="menu__link" href="/loose/b">B</a></li></ul></details></li>
</ul></nav>`

describe('theme/runtime/sidebar-lazy', () => {
  test('S6 empty sidebar branches are filled from the full sidebar, matched by link or label', () => {
    document.body.innerHTML = page
    expect(fillBranches(document, full)).toBe(2)
    expect([...document.querySelectorAll('a.menu__link')].map((a) => a.getAttribute('href'))).toEqual([
      '/guides/',
      '/guides/a',
      '/loose/b',
    ])
    expect(document.querySelector('[data-lazy-children]')).toBeNull()
  })

  test('S6 opening an empty category fetches the full sidebar once, then opens it', async () => {
    document.body.innerHTML = page
    const fetchText = vi.fn(() => Promise.resolve(full))
    const open = vi.fn((d: HTMLDetailsElement) => {
      d.open = true
    })
    initLazySidebar({ base: '/', fetchText, open })
    const summaries = document.querySelectorAll('summary')
    summaries[0]!.dispatchEvent(new MouseEvent('click', { bubbles: true, cancelable: true }))
    await vi.waitFor(() => expect(open).toHaveBeenCalledTimes(1))
    expect(fetchText).toHaveBeenCalledWith('/__data/persist/sidebar-docs.html')
    expect(document.querySelector('a[href="/guides/a"]')).not.toBeNull()
    summaries[1]!.dispatchEvent(new MouseEvent('click', { bubbles: true, cancelable: true }))
    expect(fetchText).toHaveBeenCalledTimes(1)
  })
})
