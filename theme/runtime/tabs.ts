/**
 * Tabs from markdown `:::tabs` (DOM.md "Tabs"): a click on a `.tabs__tab`, or ArrowLeft/
 * ArrowRight on a focused one, shows its panel. Tabs blocks with the same `data-group-id`
 * switch together, and the choice is remembered under `docusaurus.tab.{groupId}`.
 */
import type { BrowserStorage } from './storage'

const KEY = 'docusaurus.tab.'

/** Select the tab with `value` in one tabs block (no-op if it has none). */
function select(tabs: Element, value: string | null | undefined): void {
  const all = [...tabs.querySelectorAll<HTMLElement>(':scope>.tabs__list>*')]
  const chosen = all.find((t) => t.dataset.value === value)
  for (const tab of chosen ? all : []) {
    tab.setAttribute('aria-selected', String(tab === chosen))
    tab.tabIndex = tab === chosen ? 0 : -1
    document.getElementById(tab.getAttribute('aria-controls')!)!.hidden = tab !== chosen
  }
}

/**
 * Wire every tabs block of the document (event delegation). Returns `restore`, which applies
 * the remembered choices: call it again after each page swap.
 */
export function initTabs({ storage }: { storage: Pick<BrowserStorage, 'get' | 'set'> }): () => void {
  const restore = () =>
    document
      .querySelectorAll<HTMLElement>('.tabs[data-group-id]')
      .forEach((t) => select(t, storage.get(KEY + t.dataset.groupId)))
  const onEvent = (event: Event) => {
    let tab = (event.target as Element).closest?.<HTMLElement>('.tabs__tab')
    if (!tab) return
    if (event.type === 'keydown') {
      // Enter and Space come back as clicks
      const step = ({ ArrowRight: 1, ArrowLeft: -1 } as Record<string, number>)[(event as KeyboardEvent).key]
      if (!step) return
      event.preventDefault()
      const all = [...tab.parentElement!.children] as HTMLElement[]
      tab = all[(all.indexOf(tab) + step + all.length) % all.length]!
      tab.focus()
    }
    const tabs = tab.closest<HTMLElement>('.tabs')!
    const group = tabs.dataset.groupId
    if (group) storage.set(KEY + group, tab.dataset.value!)
    group ? restore() : select(tabs, tab.dataset.value)
  }
  document.addEventListener('click', onEvent)
  document.addEventListener('keydown', onEvent)
  restore()
  return restore
}
