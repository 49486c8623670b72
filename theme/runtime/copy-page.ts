/**
 * "Copy page" on doc pages (`button[data-copy-page][data-src]`, DOM.md): fetch the page's
 * markdown twin and put it on the clipboard, then say "Copied" (or "Copy failed") in the
 * button's `aria-live` label for 2 s.
 *
 * index.ts delegates clicks from the document (buttons that arrive with a route swap work
 * without re-wiring) and loads this module with `import()` on the first click, so with esbuild's
 * `splitting: true` it becomes its own chunk and costs the page nothing until used.
 */

/** How long the confirmation shows, ms. */
export const CONFIRM_MS = 2000

/** Handle one click on a "Copy page" button. */
export async function copyPage(
  button: Element,
  get: (url: string) => Promise<Response> = (u) => fetch(u),
): Promise<void> {
  const label = button.querySelector<HTMLElement>('[aria-live]')
  if (!label) return
  const text = get(button.getAttribute('data-src')!).then((res) => {
    if (!res.ok) throw new Error(`HTTP ${res.status}`)
    return res.text()
  })
  const idle = (label.dataset.idle ??= label.textContent ?? '')
  label.textContent = await copyText(text, button.ownerDocument).then(
    () => 'Copied',
    () => 'Copy failed',
  )
  // `data-status` lets the CSS show the result where the label is hidden (the icon-only button on phones).
  button.setAttribute('data-status', '')
  clearTimeout(Number(label.dataset.timer))
  label.dataset.timer = String(
    setTimeout(() => {
      label.textContent = idle
      button.removeAttribute('data-status')
    }, CONFIRM_MS),
  )
}

/**
 * Copy text, possibly still loading. The Clipboard API gets the pending text as soon as it is
 * called (a ClipboardItem takes a promise, which Safari needs to keep the user gesture); without
 * the API, or when it refuses, a hidden textarea is selected and copied with `execCommand`.
 * Rejects when both ways fail.
 */
export async function copyText(pending: string | Promise<string>, doc: Document = document): Promise<void> {
  const text = Promise.resolve(pending)
  const win = doc.defaultView
  const clipboard = win?.navigator.clipboard
  if (clipboard) {
    try {
      if (win.ClipboardItem && clipboard.write) {
        return await clipboard.write([
          new win.ClipboardItem({ 'text/plain': text.then((t) => new Blob([t], { type: 'text/plain' })) }),
        ])
      }
      return await clipboard.writeText(await text)
    } catch {
      // Refused (no permission, no focus): try the fallback below.
    }
  }
  const value = await text
  const active = doc.activeElement as HTMLElement | null
  const area = doc.createElement('textarea')
  area.value = value
  area.setAttribute('readonly', '')
  area.style.cssText = 'position:fixed;top:0;left:0;opacity:0'
  doc.body.append(area)
  area.focus()
  area.select()
  const ok = doc.execCommand('copy')
  area.remove()
  active?.focus()
  if (!ok) throw new Error('Copy refused')
}
