// @vitest-environment happy-dom
import { beforeEach, describe, expect, test } from 'vitest'
import { initColorMode } from './color-mode'
import { createStorage } from './storage'

describe('theme/runtime/color-mode', () => {
  beforeEach(() => {
    localStorage.clear()
    document.documentElement.setAttribute('data-theme', 'light')
    document.body.innerHTML = '<button data-color-mode-toggle aria-label="x"></button>'
  })

  test('S1 the toggle switches light ↔ dark, stores the choice under "theme" and updates its label', () => {
    initColorMode({ storage: createStorage() })
    const button = document.querySelector('button')!
    expect(button.getAttribute('aria-label')).toBe('Switch between dark and light mode (currently light mode)')
    button.click()
    expect(document.documentElement.getAttribute('data-theme')).toBe('dark')
    expect(localStorage.getItem('theme')).toBe('dark')
    expect(button.getAttribute('aria-label')).toBe('Switch between dark and light mode (currently dark mode)')
    button.click()
    expect(document.documentElement.getAttribute('data-theme')).toBe('light')
    expect(localStorage.getItem('theme')).toBe('light')
  })

  test('S1 a choice made in another tab applies here', () => {
    initColorMode({ storage: createStorage() })
    window.dispatchEvent(new StorageEvent('storage', { key: 'theme', newValue: 'dark', storageArea: localStorage }))
    expect(document.documentElement.getAttribute('data-theme')).toBe('dark')
  })
})
