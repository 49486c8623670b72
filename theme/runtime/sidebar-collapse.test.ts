// @vitest-environment happy-dom
import { describe, expect, test } from 'vitest'
import { NAVIGATED } from './router'
import { initSidebarCollapse } from './sidebar-collapse'

describe('theme/runtime/sidebar-collapse', () => {
  test('the collapse button toggles html[data-sidebar-collapsed] and its label; new buttons follow after a swap', () => {
    document.body.innerHTML =
      '<button data-sidebar-collapse aria-expanded="true" aria-label="Collapse sidebar"></button>'
    initSidebarCollapse()
    document.querySelector('button')!.click()
    expect(document.documentElement.hasAttribute('data-sidebar-collapsed')).toBe(true)
    expect(document.querySelector('button')!.getAttribute('aria-label')).toBe('Expand sidebar')
    document.body.innerHTML =
      '<button data-sidebar-collapse aria-expanded="true" aria-label="Collapse sidebar"></button>'
    document.dispatchEvent(new CustomEvent(NAVIGATED))
    expect(document.querySelector('button')!.getAttribute('aria-expanded')).toBe('false')
    document.querySelector('button')!.click()
    expect(document.documentElement.hasAttribute('data-sidebar-collapsed')).toBe(false)
    expect(document.querySelector('button')!.getAttribute('aria-label')).toBe('Collapse sidebar')
  })
})
