import { describe, expect, test } from 'vitest'
import { socialLinks } from './socials'
import { IconGitHub, IconLink, IconMail, IconX } from '../icons'

describe('author socials', () => {
  test("each URL gets its platform's name (Docusaurus's labels) and icon; an unknown platform is named by its key", () => {
    expect(
      socialLinks({
        x: 'https://x.com/ada',
        github: 'https://github.com/ada',
        newsletter: 'https://ada.example',
        email: 'mailto:ada@example.com',
      }),
    ).toEqual([
      { key: 'x', name: 'X', href: 'https://x.com/ada', Icon: IconX },
      { key: 'github', name: 'GitHub', href: 'https://github.com/ada', Icon: IconGitHub },
      { key: 'newsletter', name: 'newsletter', href: 'https://ada.example', Icon: IconLink },
      { key: 'email', name: 'Email', href: 'mailto:ada@example.com', Icon: IconMail },
    ])
    expect(
      socialLinks({ stackoverflow: 'https://stackoverflow.com/users/1', twitter: 'https://twitter.com/a' }).map(
        (s) => s.name,
      ),
    ).toEqual(['Stack Overflow', 'Twitter'])
  })
})
