/**
 * The announcement bar (S4): closing it is remembered per bar id; a bar with a new id shows
 * again. The inline bootstrap hides a dismissed bar before first paint (`bootstrap.ts`).
 */
import { ANNOUNCEMENT_DISMISS_KEY, ANNOUNCEMENT_ID_KEY } from './bootstrap'
import type { BrowserStorage } from './storage'

/** Wire the bar's close button, and forget an old dismissal when the id changed. */
export function initAnnouncement({ storage, doc = document }: { storage: BrowserStorage; doc?: Document }): void {
  const bar = doc.querySelector('[data-announcement-bar]')
  if (!bar) return
  const id = bar.getAttribute('data-id') ?? ''
  if (storage.get(ANNOUNCEMENT_ID_KEY) !== id) {
    storage.set(ANNOUNCEMENT_ID_KEY, id)
    storage.del(ANNOUNCEMENT_DISMISS_KEY)
    doc.documentElement.removeAttribute('data-announcement-dismissed')
  }
  bar.querySelector('[data-announcement-close]')?.addEventListener('click', () => {
    storage.set(ANNOUNCEMENT_DISMISS_KEY, 'true')
    doc.documentElement.setAttribute('data-announcement-dismissed', '')
  })
}
