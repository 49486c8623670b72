/**
 * Copy buttons of code blocks (`div.code-block > button[data-copy-code]`, DOM.md): copy the
 * block's code text and say "Copied" for 2 s in the button's `aria-live` label. Where the
 * Clipboard API is missing or refused, the code is selected instead ("Press Ctrl+C"). Words in
 * the page's language (strings.ts); the button's own label (the compiled page's) comes back after.
 */
import { uiText } from './strings'

/** Handle every copy button of the document, present or future (event delegation). */
export function initCodeCopy(): void {
  document.addEventListener('click', (event) => {
    const button = (event.target as Element).closest?.('[data-copy-code]')
    // biome-ignore lint/suspicious/noNonNullAssertedOptionalChain: a copy button always sits in its block
    const pre = button?.parentElement!.querySelector('pre')
    if (!pre) return
    const label = button!.firstElementChild!
    const own = label.textContent
    const say = (text: string) => {
      label.textContent = text
      setTimeout(() => (label.textContent = own), 2000)
    }
    // Inside then(): a missing navigator.clipboard (insecure context) rejects instead of throwing.
    Promise.resolve()
      .then(() => navigator.clipboard.writeText(pre.textContent!))
      .then(
        () => say(uiText('copied', 'Copied')),
        () => {
          getSelection()?.selectAllChildren(pre)
          say(uiText('pressCopy', 'Press Ctrl+C'))
        },
      )
  })
}
