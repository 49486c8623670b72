/**
 * Colour mode (S1): the toggle switches light ↔ dark, stores the choice under `theme` and keeps
 * every open tab in sync. The first paint is handled by the inline bootstrap (`bootstrap.ts`).
 */
import { THEME_KEY } from './bootstrap'
import type { BrowserStorage } from './storage'
import { uiText } from './strings'

/** A colour mode. */
export type ColorMode = 'light' | 'dark'

/** Toggle buttons (navbar, and a copy in the mobile panel if the theme renders one). */
export const TOGGLE_SELECTOR = '[data-color-mode-toggle]'

/** The toggle's accessible name for the current mode, in the page's language (strings.ts). */
export function toggleLabel(mode: ColorMode, doc: Document = document): string {
  return uiText(mode, `Switch between dark and light mode (currently ${mode} mode)`, doc)
}

/** Dependencies of {@link initColorMode}. */
export interface ColorModeDeps {
  storage: BrowserStorage
  doc?: Document
}

/** Wire the toggle and cross-tab sync; returns the setter (also used by tests). */
export function initColorMode({ storage, doc = document }: ColorModeDeps): (mode: ColorMode) => void {
  const root = doc.documentElement
  const apply = (mode: ColorMode): void => {
    root.setAttribute('data-theme', mode)
    doc.querySelectorAll(TOGGLE_SELECTOR).forEach((b) => b.setAttribute('aria-label', toggleLabel(mode, doc)))
  }
  apply(current(root))
  doc.addEventListener('click', (event) => {
    if (!(event.target as Element).closest?.(TOGGLE_SELECTOR)) return
    const next: ColorMode = current(root) === 'dark' ? 'light' : 'dark'
    apply(next)
    storage.set(THEME_KEY, next)
  })
  // Another tab chose a mode. A deleted key (null) keeps the current mode, as Docusaurus does.
  storage.listen(THEME_KEY, (value) => {
    if (value === 'light' || value === 'dark') apply(value)
  })
  return apply
}

function current(root: HTMLElement): ColorMode {
  return root.getAttribute('data-theme') === 'dark' ? 'dark' : 'light'
}
