// @vitest-environment happy-dom
import { beforeEach, describe, expect, test } from 'vitest'
import { initTabs } from './tabs'

const store = new Map<string, string>()
const storage = { get: (k: string) => store.get(k) ?? null, set: (k: string, v: string) => void store.set(k, v) }

/** Markup as remark-tabs renders it. */
function tabs(n: number, group: string | null, values: string[]): string {
  const tab = (v: string, i: number) =>
    `<button type="button" class="tabs__tab" role="tab" id="t${n}-${i}" aria-selected="${i === 0}" aria-controls="t${n}-${i}-panel" tabindex="${i === 0 ? 0 : -1}" data-value="${v}">${v}</button>`
  const panel = (v: string, i: number) =>
    `<div class="tabs__panel" role="tabpanel" id="t${n}-${i}-panel" aria-labelledby="t${n}-${i}" tabindex="0"${i ? ' hidden' : ''} data-value="${v}"><p>${v} content</p></div>`
  return `<div class="tabs"${group ? ` data-group-id="${group}"` : ''}><div class="tabs__list" role="tablist">${values.map(tab).join('')}</div>${values.map(panel).join('')}</div>`
}
const selected = (n: number) =>
  document.querySelectorAll(`.tabs`)[n]!.querySelector('[aria-selected="true"]')?.textContent
const visible = (n: number) =>
  [...document.querySelectorAll(`.tabs`)[n]!.querySelectorAll<HTMLElement>('[role=tabpanel]')]
    .filter((p) => !p.hidden)
    .map((p) => p.dataset.value)

let restore: () => void
describe('theme/runtime/tabs', () => {
  beforeEach(() => {
    store.clear()
    document.body.innerHTML =
      tabs(1, 'pm', ['npm', 'pnpm', 'yarn']) + tabs(2, 'pm', ['npm', 'pnpm']) + tabs(3, null, ['npm', 'pnpm'])
    restore ??= initTabs({ storage })
  })
  const tab = (n: number, value: string) =>
    document.querySelectorAll('.tabs')[n]!.querySelector<HTMLElement>(`[data-value="${value}"]`)!
  const key = (target: HTMLElement, k: string) =>
    target.dispatchEvent(new KeyboardEvent('keydown', { key: k, bubbles: true }))

  test('a click selects the tab, shows only its panel and moves the roving tabindex', () => {
    tab(2, 'pnpm').click()
    expect(selected(2)).toBe('pnpm')
    expect(visible(2)).toEqual(['pnpm'])
    expect(tab(2, 'pnpm').tabIndex).toBe(0)
    expect(tab(2, 'npm').tabIndex).toBe(-1)
  })

  test('tabs with the same groupId switch together and the choice is stored; a block without the value and one without a group stay', () => {
    tab(0, 'yarn').click()
    expect(store.get('docusaurus.tab.pm')).toBe('yarn')
    expect(selected(0)).toBe('yarn')
    expect(selected(1)).toBe('npm') // has no "yarn"
    tab(1, 'pnpm').click()
    expect([selected(0), selected(1), selected(2)]).toEqual(['pnpm', 'pnpm', 'npm'])
  })

  test('ArrowRight and ArrowLeft move the selection and the focus, wrapping around; other keys do nothing', () => {
    key(tab(0, 'npm'), 'ArrowRight')
    expect(selected(0)).toBe('pnpm')
    expect(document.activeElement).toBe(tab(0, 'pnpm'))
    key(tab(0, 'pnpm'), 'ArrowRight')
    key(tab(0, 'yarn'), 'ArrowRight')
    expect(selected(0)).toBe('npm')
    key(tab(0, 'npm'), 'ArrowLeft')
    expect(selected(0)).toBe('yarn')
    expect(visible(0)).toEqual(['yarn'])
    key(tab(0, 'yarn'), 'ArrowDown')
    expect(selected(0)).toBe('yarn')
  })

  test('restore() applies the remembered choice to a new page', () => {
    store.set('docusaurus.tab.pm', 'pnpm')
    restore()
    expect([selected(0), selected(1), selected(2)]).toEqual(['pnpm', 'pnpm', 'npm'])
    store.set('docusaurus.tab.pm', 'unknown')
    restore()
    expect(selected(0)).toBe('pnpm')
  })
})
