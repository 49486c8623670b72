// @vitest-environment happy-dom
import { beforeAll, beforeEach, describe, expect, test } from 'vitest'
import { initDropdowns } from './dropdown'

describe('theme/runtime/dropdown', () => {
  beforeAll(() => initDropdowns())
  beforeEach(() => {
    document.body.innerHTML = `<div class="navbar-dropdown" data-dropdown><button aria-expanded="false" aria-haspopup="true">More</button>
      <ul class="navbar-dropdown__menu"><li><a href="#a">A</a></li></ul></div><p id="outside">text</p>`
  })
  const dropdown = () => document.querySelector('[data-dropdown]')!
  const button = () => document.querySelector('button')!

  test('S3 a click on the button opens and closes the menu', () => {
    button().click()
    expect(dropdown().hasAttribute('data-open')).toBe(true)
    expect(button().getAttribute('aria-expanded')).toBe('true')
    button().click()
    expect(dropdown().hasAttribute('data-open')).toBe(false)
    expect(button().getAttribute('aria-expanded')).toBe('false')
  })

  test('S3 a click outside closes it; so does a menu item', () => {
    button().click()
    document.getElementById('outside')!.click()
    expect(dropdown().hasAttribute('data-open')).toBe(false)
    button().click()
    document.querySelector('a')!.click()
    expect(dropdown().hasAttribute('data-open')).toBe(false)
  })

  test('S3 Escape closes it and returns focus to the button', () => {
    button().click()
    document.dispatchEvent(new KeyboardEvent('keydown', { key: 'Escape' }))
    expect(dropdown().hasAttribute('data-open')).toBe(false)
    expect(document.activeElement).toBe(button())
  })
})
