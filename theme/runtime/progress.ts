/**
 * The route-change progress bar (L7), nprogress-like in ~40 lines instead of the nprogress
 * package (which would bring a spinner, its own stylesheet and ~2 KB): the bar appears only
 * when a route update takes longer than DELAY, trickles, then completes and fades out.
 */

/** Milliseconds before the bar shows. */
export const DELAY = 200
/** Width the bar starts at (fraction). */
export const MINIMUM = 0.08
/** Transition duration of each step and of the fade, in ms. */
export const SPEED = 200
/** Fraction added on every trickle step. */
export const TRICKLE_RATE = 0.02
/** Milliseconds between trickle steps. */
export const TRICKLE_SPEED = 800
/** Id of the bar element. */
export const BAR_ID = 'nprogress-bar'

/** A progress bar: `start()` on route change, `done()` when the update completed (or failed). */
export interface Progress {
  start(): void
  done(): void
}

/** Create the bar controller. The element is created on demand and removed after the fade. */
export function createProgress(doc: Document = document): Progress {
  let delay: ReturnType<typeof setTimeout> | undefined
  let trickle: ReturnType<typeof setInterval> | undefined
  let bar: HTMLElement | null = null
  let status = 0

  const set = (el: HTMLElement, n: number): void => {
    status = n
    el.style.transform = `scaleX(${n})`
    el.setAttribute('aria-valuenow', String(Math.round(n * 100)))
  }
  const show = (): void => {
    bar = doc.createElement('div')
    bar.id = BAR_ID
    bar.setAttribute('role', 'progressbar')
    bar.setAttribute('aria-label', 'Loading page')
    bar.setAttribute('aria-valuemin', '0')
    bar.setAttribute('aria-valuemax', '100')
    // Inline styles: no stylesheet contract with the theme. The colour follows the theme's primary colour.
    bar.style.cssText = `position:fixed;top:0;left:0;z-index:1031;width:100%;height:2px;pointer-events:none;transform-origin:0 0;background:var(--cwc-progress-color,var(--ifm-color-primary,#2e8555));transition:transform ${SPEED}ms linear,opacity ${SPEED}ms linear`
    set(bar, MINIMUM) // before insertion, so it does not transition from full width
    doc.body.appendChild(bar)
    const el = bar
    trickle = setInterval(() => set(el, Math.min(status + TRICKLE_RATE, 0.994)), TRICKLE_SPEED)
  }

  return {
    start() {
      clearTimeout(delay)
      if (!bar) delay = setTimeout(show, DELAY) // already showing: keep trickling
    },
    done() {
      clearTimeout(delay)
      clearInterval(trickle)
      const el = bar
      if (!el) return
      bar = null
      set(el, 1)
      setTimeout(() => {
        el.style.opacity = '0'
        setTimeout(() => el.remove(), SPEED)
      }, SPEED)
    },
  }
}
