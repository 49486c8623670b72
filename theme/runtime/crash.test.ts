// @vitest-environment happy-dom
import { afterEach, beforeEach, describe, expect, test, vi } from 'vitest'
import { errorMessages, showCrashPage } from './crash'

describe('theme/runtime/crash', () => {
  beforeEach(() => {
    document.body.innerHTML =
      '<header class="navbar" data-navbar></header><div id="__layout"><main id="__main">ok</main></div>'
    vi.spyOn(console, 'error').mockImplementation(() => {})
  })
  afterEach(() => vi.restoreAllMocks())

  test('E1 lists the error messages with their cause chain', () => {
    const error = new Error('Could not show /tips', {
      cause: new TypeError('data.html is undefined', { cause: 'root' }),
    })
    expect(errorMessages(error)).toEqual(['Could not show /tips', 'TypeError: data.html is undefined', 'root'])
  })

  test('E1 shows "This page crashed." in the layout with the messages and a Try again button', () => {
    const retry = vi.fn()
    showCrashPage(new Error('outer', { cause: new Error('inner') }), { retry })
    const main = document.querySelector('#__layout > main#__main')!
    expect(main.querySelector('h1')!.textContent).toBe('This page crashed.')
    expect(main.textContent).toContain('outer')
    expect(main.textContent).toContain('Cause: inner')
    expect(document.querySelector('[data-navbar]')).not.toBeNull()
    const button = main.querySelector<HTMLButtonElement>('[data-crash-retry]')!
    expect(button.textContent).toBe('Try again')
    button.click()
    expect(retry).toHaveBeenCalledTimes(1)
  })

  test('E2 without a layout to render into, the page becomes a bare "Page Error" document', () => {
    document.body.innerHTML = '<p>broken</p>'
    showCrashPage(new Error('boom'), { retry: () => {} })
    expect(document.title).toBe('Page Error')
    expect(document.querySelector('h1')!.textContent).toBe('Page Error')
    expect(document.body.textContent).toContain('boom')
    expect(document.querySelector('[data-crash-retry]')).not.toBeNull()
  })
})
