// @vitest-environment happy-dom
import { describe, expect, test, vi } from 'vitest'
import { COLLAPSIBLE, collapseDuration, initCollapsibles } from './collapsible'

describe('theme/runtime/collapsible', () => {
  test('S6 the duration is computed from the content height and grows with it', () => {
    const heights = [0, 36, 100, 300, 1000, 5000]
    const durations = heights.map((h) => collapseDuration(h, false))
    for (let i = 1; i < durations.length; i++) expect(durations[i]).toBeGreaterThanOrEqual(durations[i - 1])
    expect(durations[0]).toBeGreaterThan(1)
    expect(collapseDuration(100, false)).toBeLessThan(collapseDuration(300, false))
    expect(Math.max(...durations)).toBeLessThanOrEqual(400)
  })

  test('S6 the duration is 1 ms when reduced motion is preferred, whatever the height', () => {
    for (const h of [0, 50, 500, 5000]) expect(collapseDuration(h, true)).toBe(1)
  })

  test('S6 odd heights give a finite duration', () => {
    expect(collapseDuration(Number.NaN, false)).toBe(collapseDuration(0, false))
    expect(collapseDuration(-10, false)).toBe(collapseDuration(0, false))
  })

  test('S6 a click on a category summary animates with the computed duration; a link in the summary navigates', () => {
    document.body.innerHTML = `<ul class="menu"><li><details class="menu__category"><summary><a href="/x">X</a> caret</summary><ul><li>a</li></ul></details></li></ul>`
    const details = document.querySelector('details')!
    const animate = vi.fn(() => ({}) as Animation)
    Object.assign(details, { animate, getAnimations: () => [] })
    initCollapsibles({ reducedMotion: () => true })
    document.querySelector('a')!.addEventListener('click', (e) => e.preventDefault())
    document.querySelector('a')!.click()
    expect(animate).not.toHaveBeenCalled()
    const summary = document.querySelector('summary')!
    summary.dispatchEvent(new MouseEvent('click', { bubbles: true, cancelable: true }))
    expect(animate).toHaveBeenCalledTimes(1)
    expect((animate.mock.calls[0] as unknown[])[1]).toMatchObject({ duration: 1 })
    expect(details.open).toBe(true)
  })

  test('S6 a <details> written in markdown content is animated too; one elsewhere toggles natively', () => {
    document.body.innerHTML = `<article class="markdown"><details id="content"><summary>More</summary><p>x</p></details></article><details id="other"><summary>Other</summary></details>`
    expect(document.getElementById('content')!.matches(COLLAPSIBLE)).toBe(true)
    expect(document.getElementById('other')!.matches(COLLAPSIBLE)).toBe(false)
  })
})
