/**
 * Collapsible sections (S6): sidebar categories, the mobile TOC and `<details>` written in
 * markdown animate their height when their summary is clicked, for a duration that grows with
 * the content height; 1 ms under `prefers-reduced-motion: reduce`. Without JS (or Web
 * Animations) `details` toggles natively.
 */

/** The `details` elements the runtime animates. */
export const COLLAPSIBLE = 'details.menu__category, details.toc-mobile, .markdown details'

/**
 * Animation duration in ms for a height change of `height` px: 150 ms plus a term that grows
 * with the square root of the height (long lists move faster per pixel), capped at 400 ms.
 * 1 ms when reduced motion is preferred (still an animation, so `finish` logic is shared).
 */
export function collapseDuration(height: number, reducedMotion: boolean): number {
  if (reducedMotion) return 1
  const h = Number.isFinite(height) ? Math.max(0, height) : 0
  return Math.round(Math.min(400, 150 + 8 * Math.sqrt(h)))
}

/** Dependencies of {@link initCollapsibles}. */
export interface CollapsibleDeps {
  doc?: Document
  /** @default matchMedia('(prefers-reduced-motion: reduce)').matches */
  reducedMotion?: () => boolean
}

/** Animate every collapsible of the document, present or future (event delegation). */
export function initCollapsibles({
  doc = document,
  reducedMotion = () => matchMedia('(prefers-reduced-motion: reduce)').matches,
}: CollapsibleDeps = {}): void {
  doc.addEventListener('click', (event) => {
    const t = event.target as Element
    const summary = t.closest?.('summary')
    const details = summary?.parentElement
    // A link inside the summary navigates (the router then opens its category).
    if (!details?.matches(COLLAPSIBLE) || t.closest('a') || !details.animate) return
    event.preventDefault()
    toggle(details as HTMLDetailsElement, reducedMotion())
  })
}

/** Open or close a `details` with a height animation (a click mid-animation reverses it). */
export function toggle(details: HTMLDetailsElement, reducedMotion: boolean): Animation {
  const running = details.getAnimations()
  const opening = running.length ? details.dataset.collapse === 'closing' : !details.open
  const from = details.offsetHeight // the animated height, if one is running
  running.forEach((a) => a.cancel())
  details.open = opening
  const to = details.offsetHeight
  details.open = true // stay open while closing, so the content stays visible
  details.dataset.collapse = opening ? 'opening' : 'closing'
  details.style.overflow = 'hidden'
  const animation = details.animate([{ height: `${from}px` }, { height: `${to}px` }], {
    duration: collapseDuration(Math.abs(to - from), reducedMotion),
    easing: 'ease-in-out',
  })
  animation.onfinish = () => {
    details.open = opening
    details.style.overflow = ''
    delete details.dataset.collapse
  }
  return animation
}
