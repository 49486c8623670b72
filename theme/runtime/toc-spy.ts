/**
 * TOC scroll-spy (L8): highlights (`toc__link--active`) the TOC link of the heading being read.
 * A passive scroll listener batched per animation frame; re-created after each route swap.
 */

/** Class of the active TOC link. */
export const ACTIVE = 'toc__link--active'
/** Docusaurus's class of it, which a Docusaurus site's CSS may style. */
export const DOCUSAURUS_ACTIVE = 'table-of-contents__link--active'

/**
 * The heading being read, Docusaurus's rule: the first heading below the navbar if it sits in
 * the top half of the viewport, else the one before it; the last one when all are above. Two
 * ends are made consistent: above the first heading the first one is active (the page's start
 * belongs to it), and at the bottom of the page the last one is (a short last section can
 * never reach the top half) — unless the URL names a heading that is in view there: a jump to a
 * section near the end (from search, a link) lights the section asked for, not the last one.
 */
export function activeHeading(
  headings: Element[],
  topOffset: number,
  viewportHeight: number,
  atBottom = false,
  target: Element | null = null,
): Element | null {
  if (atBottom) {
    const top = target && headings.includes(target) ? target.getBoundingClientRect().top : NaN
    return top >= 0 && top < viewportHeight ? target : (headings[headings.length - 1] ?? null)
  }
  const next = headings.findIndex((h) => h.getBoundingClientRect().top >= topOffset)
  if (next === -1) return headings[headings.length - 1] ?? null
  const rect = headings[next].getBoundingClientRect()
  return rect.top > 0 && rect.bottom < viewportHeight / 2 ? headings[next] : (headings[next - 1] ?? headings[0] ?? null)
}

/** Start spying on the current page; returns a stop function. */
export function initTocSpy(win: Window = window): () => void {
  const doc = win.document
  const links = [...doc.querySelectorAll<HTMLAnchorElement>('a.toc__link[href^="#"]')]
  const ids = [...new Set(links.map(idOf))]
  const headings = ids.map((id) => doc.getElementById(id)).filter((h): h is HTMLElement => h !== null)
  if (!headings.length) return () => {}
  let frame = 0
  const update = (): void => {
    frame = 0
    const navbar = doc.querySelector('[data-navbar]')?.getBoundingClientRect().height ?? 0
    const hash = win.location.hash ? decodeURIComponent(win.location.hash.slice(1)) : ''
    const active = activeHeading(
      headings,
      navbar + 10,
      win.innerHeight,
      win.innerHeight + win.scrollY >= doc.documentElement.scrollHeight - 2,
      hash ? doc.getElementById(hash) : null,
    )
    for (const a of links) {
      const on = idOf(a) === active?.id
      a.classList.toggle(ACTIVE, on)
      a.classList.toggle(DOCUSAURUS_ACTIVE, on)
    }
  }
  const schedule = (): void => {
    frame ||= win.requestAnimationFrame(update)
  }
  win.addEventListener('scroll', schedule, { passive: true })
  win.addEventListener('resize', schedule, { passive: true })
  win.addEventListener('hashchange', schedule)
  update()
  return () => {
    win.cancelAnimationFrame(frame)
    win.removeEventListener('scroll', schedule)
    win.removeEventListener('resize', schedule)
    win.removeEventListener('hashchange', schedule)
  }
}

function idOf(a: HTMLAnchorElement): string {
  return decodeURIComponent(a.hash.slice(1))
}
