/**
 * The desktop "collapse sidebar" button (DOM.md "Docs sidebar"): toggles
 * `html[data-sidebar-collapsed]`, which survives route swaps; buttons rendered by a new route
 * are brought in line after each swap.
 */
import { NAVIGATED } from './router'

const BUTTON = '[data-sidebar-collapse]'

/** Wire the collapse button(s) of the document, present or future. */
export function initSidebarCollapse(doc: Document = document): void {
  const root = doc.documentElement
  const sync = (): void => {
    const collapsed = root.hasAttribute('data-sidebar-collapsed')
    const label = collapsed ? 'Expand sidebar' : 'Collapse sidebar'
    doc.querySelectorAll(BUTTON).forEach((b) => {
      b.setAttribute('aria-expanded', String(!collapsed))
      b.setAttribute('aria-label', label)
      b.setAttribute('title', label)
    })
  }
  doc.addEventListener('click', (event) => {
    if (!(event.target as Element).closest?.(BUTTON)) return
    root.toggleAttribute('data-sidebar-collapsed')
    sync()
  })
  doc.addEventListener(NAVIGATED, sync)
}
