/**
 * The mobile navbar panel (N3, N4, S2), per DOM.md "Mobile panel": the hamburger toggles
 * `html[data-mobile-open]`, the live docs sidebar menu (or the blog's recent posts) moves into the panel and
 * back, the body
 * stops scrolling while open, and the panel closes on Escape, backdrop, desktop layout and
 * route change. The open panel is a modal dialog: everything outside it is `inert` (Tab stays
 * inside, screen readers read only it), and closing returns focus to the hamburger.
 * Loaded as its own chunk on the first tap on the hamburger (see index.ts).
 */

/** Media query of the desktop layout (996 px breakpoint). */
export const DESKTOP_QUERY = '(min-width: 996px)'

/** Dependencies of {@link initMobilePanel}. */
export interface MobilePanelDeps {
  doc?: Document
  matchMedia?: (query: string) => MediaQueryList
}

/** Wire the panel; returns `{ open, close }` (no-ops when the page has no hamburger). */
export function initMobilePanel({ doc = document, matchMedia = (q) => window.matchMedia(q) }: MobilePanelDeps = {}): {
  open(): void
  close(): void
} {
  const root = doc.documentElement
  // Looked up on use, so the module does not hold on to replaced elements.
  const $ = <E extends Element = HTMLElement>(selector: string): E | null => doc.querySelector<E>(selector)
  let home: Element | null = null // the nav the sidebar menu was taken from
  let overflow = ''
  const isOpen = (): boolean => root.hasAttribute('data-mobile-open')
  // Every element of <body> but the panel (and its backdrop) while the panel is open: at each level
  // down to theirs, as a site's Root frame holds them (theme/mdx/root-frame.ts).
  const setOutsideInert = (on: boolean): void => {
    const kept = [...doc.querySelectorAll('[data-mobile-panel], [data-mobile-backdrop]')]
    const walk = (parent: Element): void => {
      for (const el of parent.children) {
        if (kept.includes(el)) continue
        if (kept.some((k) => el.contains(k))) walk(el)
        else el.toggleAttribute('inert', on)
      }
    }
    walk(doc.body)
  }

  const desktop = matchMedia(DESKTOP_QUERY)
  const open = (): void => {
    const toggle = $('[data-mobile-toggle]')
    const panel = $('[data-mobile-panel]')
    const slot = $('[data-panel-view="sidebar"]')
    // The module loads on the first tap: the layout may have become desktop meanwhile.
    if (!toggle || !panel || !slot || isOpen() || desktop.matches) return
    // The docs sidebar's menu, else the blog's recent posts (as Docusaurus's secondary menu has them).
    const menu = $('nav.doc-sidebar > ul.menu') ?? $('.blog-layout__sidebar > nav.blog-sidebar')
    home = menu ? menu.parentElement : null
    if (menu) slot.appendChild(menu)
    panel.dataset.view = menu ? 'sidebar' : 'main'
    root.setAttribute('data-mobile-open', '')
    toggle.setAttribute('aria-expanded', 'true')
    setOutsideInert(true)
    overflow = doc.body.style.overflow
    doc.body.style.overflow = 'hidden'
    focusWhenShown(panel.querySelector<HTMLElement>('[data-mobile-close]'))
  }
  // The panel's visibility transitions from hidden: an element cannot take focus until the
  // first frame of the transition has shown it, so try again for a few frames.
  const focusWhenShown = (el: HTMLElement | null, tries = 30): void => {
    el?.focus()
    if (el && doc.activeElement !== el && tries > 0 && isOpen())
      doc.defaultView?.requestAnimationFrame(() => focusWhenShown(el, tries - 1))
  }
  const close = (refocus = true): void => {
    const toggle = $('[data-mobile-toggle]')
    if (!toggle || !isOpen()) return
    const menu = $('[data-panel-view="sidebar"] > :is(ul.menu, nav.blog-sidebar)')
    if (menu && home?.isConnected) home.appendChild(menu)
    else menu?.remove() // its page was swapped away meanwhile
    home = null
    root.removeAttribute('data-mobile-open')
    setOutsideInert(false)
    toggle.setAttribute('aria-expanded', 'false')
    doc.body.style.overflow = overflow
    if (refocus) toggle.focus()
  }

  doc.addEventListener('click', (event) => {
    const t = event.target as Element
    if (t.closest?.('[data-mobile-toggle]')) {
      event.preventDefault() // the href="#mobile-panel" is the no-JS fallback
      return isOpen() ? close() : open()
    }
    if (t.closest?.('[data-mobile-close]') || t.closest?.('[data-mobile-backdrop]')) {
      event.preventDefault()
      return close()
    }
    const panel = $('[data-mobile-panel]')
    if (t.closest?.('[data-mobile-back]') && panel) {
      panel.dataset.view = 'main'
      $('[data-panel-view="main"] a, [data-panel-view="main"] button')?.focus()
    }
  })
  doc.addEventListener('keydown', (event) => {
    if (event.key === 'Escape') close()
  })
  // router.ts's BEFORE_SWAP, written out: importing the router would split it into a chunk every page loads.
  doc.addEventListener('cwc:beforeswap', () => close(false))
  desktop.addEventListener?.('change', (event) => event.matches && close(false))
  return { open, close }
}
