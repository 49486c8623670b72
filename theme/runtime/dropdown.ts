/**
 * Navbar dropdowns (S3): the trigger button opens and closes its menu on click and on Enter
 * (a button turns Enter into a click); a click outside or Escape closes it. State is
 * `data-open` on `[data-dropdown]` and `aria-expanded` on the button (DOM.md "Navbar").
 */

const DROPDOWN = '[data-dropdown]'

/** Open or close one dropdown. */
export function setDropdown(dropdown: Element, open: boolean): void {
  dropdown.toggleAttribute('data-open', open)
  dropdown.querySelector(':scope > button')?.setAttribute('aria-expanded', String(open))
}

/** Wire every dropdown of the document, present or future (event delegation). */
export function initDropdowns(doc: Document = document): void {
  const closeAll = (except?: Element | null): void =>
    doc.querySelectorAll(`${DROPDOWN}[data-open]`).forEach((d) => d !== except && setDropdown(d, false))

  doc.addEventListener('click', (event) => {
    const t = event.target as Element
    const button = t.closest?.(`${DROPDOWN} > button`)
    const dropdown = button?.parentElement ?? null
    closeAll(dropdown) // a click anywhere else, including a menu item, closes the menus
    if (dropdown) setDropdown(dropdown, !dropdown.hasAttribute('data-open'))
  })
  doc.addEventListener('keydown', (event) => {
    if (event.key !== 'Escape') return
    const open = doc.querySelector(`${DROPDOWN}[data-open]`)
    if (!open) return
    closeAll()
    open.querySelector<HTMLElement>(':scope > button')?.focus()
  })
}
