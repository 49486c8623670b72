import { describe, expect, test } from 'vitest'
import { AnnouncementBar } from './AnnouncementBar'
import { makeSite, renderToDom } from '../test-fixtures'

describe('theme/components/AnnouncementBar', () => {
  test('S4 renders nothing when no bar is configured', () => {
    expect(renderToDom(<AnnouncementBar site={makeSite()} />).html).toBe('')
  })

  test('S4 renders the bar with its id and a close button when configured', () => {
    const site = makeSite({ announcementBar: { id: 'v2', content: 'New <b>release</b>', isCloseable: true } })
    const { doc } = renderToDom(<AnnouncementBar site={site} />)
    const bar = doc.querySelector('div.announcement-bar[data-announcement-bar]')!
    expect(bar.getAttribute('data-id')).toBe('v2')
    expect(bar.querySelector('b')?.textContent).toBe('release')
    expect(bar.querySelector('button[data-announcement-close]')?.getAttribute('aria-label')).toBe('Close')
  })

  test('S4 a bar that cannot be closed has no close button', () => {
    const site = makeSite({ announcementBar: { id: 'x', content: 'Hi', isCloseable: false } })
    expect(renderToDom(<AnnouncementBar site={site} />).doc.querySelector('[data-announcement-close]')).toBeNull()
  })
})
