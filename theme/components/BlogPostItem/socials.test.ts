import { describe, expect, test } from 'vitest'
import { socialLinks } from './socials'

describe('author socials', () => {
  test('handles become profile URLs; full URLs stay; unknown platforms need a URL', () => {
    expect(socialLinks({ x: 'ada', github: '@ada', linkedin: 'ada-l', mastodon: 'https://m.example/@ada', web: 'https://ada.example', misc: 'handle' })).toEqual([
      { key: 'x', name: 'X', href: 'https://x.com/ada' },
      { key: 'github', name: 'GitHub', href: 'https://github.com/ada' },
      { key: 'linkedin', name: 'LinkedIn', href: 'https://www.linkedin.com/in/ada-l/' },
      { key: 'mastodon', name: 'Mastodon', href: 'https://m.example/@ada' },
      { key: 'web', name: 'web', href: 'https://ada.example' },
    ])
  })
})
