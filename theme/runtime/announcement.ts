/**
 * The announcement bar (S4): closing it is remembered per bar id; a bar with a new id shows
 * again. The inline bootstrap hides a dismissed bar before first paint (`bootstrap.ts`, whose
 * storage keys the caller passes: this module is a chunk loaded only on pages with a bar, and
 * importing bootstrap.ts here would split it out of the runtime into a chunk of its own).
 */
import type { BrowserStorage } from './storage'

/** Wire the bar's close button, and forget an old dismissal when the id changed. */
export function initAnnouncement({
  storage,
  keys,
  doc = document,
}: {
  storage: BrowserStorage
  keys: { id: string; dismiss: string }
  doc?: Document
}): void {
  const bar = doc.querySelector('[data-announcement-bar]')
  if (!bar) return
  const id = bar.getAttribute('data-id') ?? ''
  if (storage.get(keys.id) !== id) {
    storage.set(keys.id, id)
    storage.del(keys.dismiss)
    doc.documentElement.removeAttribute('data-announcement-dismissed')
  }
  bar.querySelector('[data-announcement-close]')?.addEventListener('click', () => {
    storage.set(keys.dismiss, 'true')
    doc.documentElement.setAttribute('data-announcement-dismissed', '')
  })
}
