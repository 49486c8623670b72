// @vitest-environment happy-dom
import { afterEach, describe, expect, test } from 'vitest'
import { initHideOnScroll, nextHidden } from './hide-on-scroll'

describe('theme/runtime/hide-on-scroll', () => {
  test('29.3 hidden while scrolling down past the navbar, shown on the way up and near the top', () => {
    expect(nextHidden(false, 0, 30, 60)).toBe(false) // still within the navbar's height
    expect(nextHidden(false, 100, 200, 60)).toBe(true)
    expect(nextHidden(true, 200, 150, 60)).toBe(false)
    expect(nextHidden(true, 200, 200, 60)).toBe(true) // no movement: unchanged
    expect(nextHidden(true, 300, 40, 60)).toBe(false)
  })

  let stop: (() => void) | undefined
  afterEach(() => {
    stop?.()
    window.scrollTo(0, 0)
  })

  const scrollTo = (y: number) => {
    Object.defineProperty(window, 'scrollY', { value: y, configurable: true })
    window.dispatchEvent(new Event('scroll'))
  }

  test('29.3 the navbar gets navbar--hidden on scroll down and loses it on scroll up or focus', () => {
    document.body.innerHTML =
      '<header class="navbar" data-hide-on-scroll><a href="/">Home</a></header><main style="height:5000px"></main>'
    const navbar = document.querySelector<HTMLElement>('[data-hide-on-scroll]')!
    Object.defineProperty(navbar, 'offsetHeight', { value: 60, configurable: true })
    scrollTo(0)
    stop = initHideOnScroll(navbar)
    scrollTo(400)
    expect(navbar.classList.contains('navbar--hidden')).toBe(true)
    scrollTo(350)
    expect(navbar.classList.contains('navbar--hidden')).toBe(false)
    scrollTo(800)
    expect(navbar.classList.contains('navbar--hidden')).toBe(true)
    navbar.querySelector('a')!.focus()
    expect(navbar.classList.contains('navbar--hidden')).toBe(false)
    // Focus inside the navbar keeps it shown while scrolling down.
    scrollTo(1200)
    expect(navbar.classList.contains('navbar--hidden')).toBe(false)
  })
})
