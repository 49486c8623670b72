/**
 * Search trigger (main bundle; keep it tiny): the navbar button (`[data-search-src]`),
 * `Ctrl+K`/`Cmd+K` and `/` open search. The UI (`search-ui.ts`, its own file) and the index
 * load on first use through the lazy loader (S7/E6): loading state and Retry box in the slot.
 */
import { lazyPart } from './lazy'
import { uiText } from './strings'
import type { SearchModule, SearchUi } from './search-ui'

/** Wire the search slot; does nothing when the page has no search button. `load` imports a module by URL (tests). */
export function initSearch(
  base: string,
  doc = document,
  load = (url: string): Promise<SearchModule> => import(url),
): void {
  const button = doc.querySelector<HTMLElement>('[data-search-src]')
  const slot = button?.parentElement
  if (!button || !slot) return
  let ui: SearchUi | undefined
  let failures = 0
  const open = (): unknown =>
    ui
      ? ui.open()
      : slot.hasAttribute('aria-busy') ||
        lazyPart(slot, async () => {
          // A failed module import stays failed for its URL: a retry asks under a fresh one.
          const url = button.dataset.searchSrc! + (failures ? '?retry=' + failures : '')
          const mod = await load(url).catch((e) => {
            failures++
            throw e
          })
          ui = await mod.createSearch({ base, lazy: lazyPart, doc, text: (key, en) => uiText(key, en, doc) })
          ui.open()
        })
  button.addEventListener('click', open)
  doc.addEventListener('keydown', (e) => {
    const typing = (e.target as Element).closest?.('input,textarea,select,[contenteditable]')
    if (
      (e.key === 'k' && (e.ctrlKey || e.metaKey)) ||
      (e.key === '/' && !typing && !e.ctrlKey && !e.metaKey && !e.altKey)
    ) {
      e.preventDefault()
      open()
    }
  })
}
