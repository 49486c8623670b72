/**
 * `navbar.hideOnScroll`: the navbar slides up out of view while the reader scrolls
 * down and comes back as soon as they scroll up, near the top of the page, or move focus into it
 * (a keyboard user must see where focus is). A chunk of its own, loaded only when the navbar has
 * `data-hide-on-scroll`; the navbar is outside `#__layout`, so one listener serves every page.
 */

/** Whether the navbar is hidden after the page scrolled from `lastY` to `y` (`height`: the navbar's). */
export function nextHidden(hidden: boolean, lastY: number, y: number, height: number): boolean {
  if (y < height) return false
  if (y > lastY) return true
  if (y < lastY) return false
  return hidden
}

/** Start hiding `navbar` on scroll; returns the function that stops it. */
export function initHideOnScroll(navbar: HTMLElement): () => void {
  let lastY = window.scrollY
  let hidden = false
  const set = (next: boolean): void => {
    if (next === hidden) return
    hidden = next
    navbar.classList.toggle('navbar--hidden', hidden)
  }
  const onScroll = (): void => {
    const y = window.scrollY
    set(navbar.contains(document.activeElement) ? false : nextHidden(hidden, lastY, y, navbar.offsetHeight))
    lastY = y
  }
  const onFocus = (): void => set(false)
  window.addEventListener('scroll', onScroll, { passive: true })
  navbar.addEventListener('focusin', onFocus)
  return () => {
    window.removeEventListener('scroll', onScroll)
    navbar.removeEventListener('focusin', onFocus)
    set(false)
  }
}
