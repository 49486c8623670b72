// @vitest-environment happy-dom
import { beforeEach, describe, expect, test } from 'vitest'
import { initAnnouncement } from './announcement'
import { ANNOUNCEMENT_DISMISS_KEY, ANNOUNCEMENT_ID_KEY } from './bootstrap'
import { createStorage } from './storage'

const html = document.documentElement
const page = (id: string) => {
  document.body.innerHTML = `<div class="announcement-bar" data-announcement-bar data-id="${id}"><button data-announcement-close aria-label="Close">×</button></div>`
  initAnnouncement({ storage: createStorage(), keys: { id: ANNOUNCEMENT_ID_KEY, dismiss: ANNOUNCEMENT_DISMISS_KEY } })
}

describe('theme/runtime/announcement', () => {
  beforeEach(() => {
    localStorage.clear()
    html.removeAttribute('data-announcement-dismissed')
  })

  test('S4 closing the bar hides it and remembers the dismissal for its id', () => {
    page('v1')
    document.querySelector<HTMLElement>('[data-announcement-close]')!.click()
    expect(html.hasAttribute('data-announcement-dismissed')).toBe(true)
    expect(localStorage.getItem('docusaurus.announcement.dismiss')).toBe('true')
    expect(localStorage.getItem('docusaurus.announcement.id')).toBe('v1')
    page('v1')
    expect(localStorage.getItem('docusaurus.announcement.dismiss')).toBe('true')
  })

  test('S4 a bar with a new id shows again', () => {
    page('v1')
    document.querySelector<HTMLElement>('[data-announcement-close]')!.click()
    page('v2')
    expect(html.hasAttribute('data-announcement-dismissed')).toBe(false)
    expect(localStorage.getItem('docusaurus.announcement.dismiss')).toBeNull()
    expect(localStorage.getItem('docusaurus.announcement.id')).toBe('v2')
  })
})
