import { describe, expect, test } from 'vitest'
import { Footer } from './Footer'
import { makeSite, renderToDom } from '../test-fixtures'
import type { SiteData } from '../../generator/core/types'

describe('theme/components/Footer', () => {
  test("N7 footer shows only the copyright line; the site's footer is the dark style", () => {
    const { doc } = renderToDom(<Footer site={makeSite()} />)
    const footer = doc.querySelector('footer.footer')!
    expect(footer.textContent).toBe('Copyright © 2025 Robert Piosik. GPL-3.0 license.')
    expect(footer.querySelectorAll('a, ul')).toHaveLength(0)
    expect(footer.classList.contains('footer--dark')).toBe(true)
  })

  test('footer link columns (Docusaurus footer.links): a titled list each; site paths get the base URL, external links a new tab', () => {
    const site = {
      ...makeSite(),
      baseUrl: '/docs/',
      footer: {
        copyright: '© X',
        style: 'light' as const,
        links: [
          { title: 'Docs', items: [{ label: 'Intro', href: '/intro' }] },
          { title: 'More', items: [{ label: 'GitHub', href: 'https://github.com/x' }] },
        ],
        logo: null,
      },
    }
    const { doc } = renderToDom(<Footer site={site} />)
    const columns = [...doc.querySelectorAll('footer nav.footer__column')]
    expect(columns.map((c) => c.getAttribute('aria-label'))).toEqual(['Docs', 'More'])
    expect(columns[0]!.querySelector('.footer__title')?.textContent).toBe('Docs')
    expect(columns[0]!.querySelector('a')?.getAttribute('href')).toBe('/docs/intro')
    expect(columns[1]!.querySelector('a')?.getAttribute('target')).toBe('_blank')
    expect(doc.querySelector('footer')!.classList.contains('footer--dark')).toBe(false)
  })

  test("31 an escaped link (`pathname:///v5`) is its path under the base URL, opened as an external link is, as Docusaurus's footer does", () => {
    const site = {
      ...makeSite(),
      baseUrl: '/docs/',
      footer: {
        copyright: '© X',
        style: 'light' as const,
        links: [{ title: 'Old', items: [{ label: 'v5', href: 'pathname:///v5/index.html' }] }],
        logo: { src: '/img/logo.svg', alt: 'Logo', href: 'pathname:///legacy' },
      },
    }
    const { doc } = renderToDom(<Footer site={site} />)
    const link = doc.querySelector('nav.footer__column a')!
    expect(link.getAttribute('href')).toBe('/docs/v5/index.html')
    expect(link.getAttribute('target')).toBe('_blank')
    expect(link.querySelector('svg')).not.toBeNull() // the external icon
    expect(doc.querySelector('a.footer__logo-link')?.getAttribute('href')).toBe('/docs/legacy')
  })

  test('footer.logo: above the copyright, linked under the base URL with its size; srcDark as themed images; an external href opens a new tab', () => {
    const footer = (logo: SiteData['footer']['logo'], extra = {}) => ({
      ...makeSite(extra),
      baseUrl: '/docs/',
      footer: { copyright: '© X', style: 'light' as const, links: [], logo },
    })
    const { doc } = renderToDom(
      <Footer
        site={footer({
          src: 'img/mark.svg',
          srcDark: '/img/mark-dark.svg',
          alt: 'Lantern mark',
          href: '/about',
          width: 120,
          height: 40,
        })}
      />,
    )
    const link = doc.querySelector('footer a.footer__logo-link')!
    expect(link.getAttribute('href')).toBe('/docs/about')
    expect(link.hasAttribute('target')).toBe(false)
    expect(
      [...link.querySelectorAll('img')].map((i) => [
        i.getAttribute('class'),
        i.getAttribute('src'),
        i.getAttribute('alt'),
        i.getAttribute('width'),
        i.getAttribute('height'),
      ]),
    ).toEqual([
      ['footer__logo themed-image themed-image--light', '/docs/img/mark.svg', 'Lantern mark', '120', '40'],
      ['footer__logo themed-image themed-image--dark', '/docs/img/mark-dark.svg', 'Lantern mark', '120', '40'],
    ])
    expect(doc.querySelector('footer')!.lastElementChild!.className).toBe('footer__copyright')
    const external = renderToDom(
      <Footer site={footer({ src: '/img/mark.svg', alt: 'Mark', href: 'https://lantern.example' })} />,
    ).doc
    expect(external.querySelector('a.footer__logo-link')!.getAttribute('target')).toBe('_blank')
    expect(external.querySelectorAll('img.footer__logo')).toHaveLength(1)
    const unlinked = renderToDom(<Footer site={footer({ src: '/img/mark.svg', alt: 'Mark' })} />).doc
    expect([
      unlinked.querySelectorAll('footer a').length,
      unlinked.querySelector('img.footer__logo')!.getAttribute('alt'),
    ]).toEqual([0, 'Mark'])
    // As wide as Infima 0.2's --ifm-footer-logo-max-width lets it (pnpm.io's wordmark, 225 px, was capped at 10rem).
    expect(unlinked.querySelector<HTMLElement>('img.footer__logo')!.getAttribute('style')).toContain(
      'max-width:var(--ifm-footer-logo-max-width, min(30rem, 90vw))',
    )
    expect(renderToDom(<Footer site={makeSite()} />).doc.querySelectorAll('footer img')).toHaveLength(0)
  })

  test('with trailingSlash, internal footer links to pages follow it; files and external links do not', () => {
    const site = {
      ...makeSite({ trailingSlash: true }),
      footer: {
        copyright: '',
        style: 'light' as const,
        links: [
          {
            title: 'Docs',
            items: [
              { label: 'Intro', href: '/intro' },
              { label: 'Feed', href: '/blog/rss.xml' },
              { label: 'X', href: 'https://x.org/a' },
            ],
          },
        ],
        logo: null,
      },
    }
    const hrefs = [...renderToDom(<Footer site={site} />).doc.querySelectorAll('footer a')].map((a) =>
      a.getAttribute('href'),
    )
    expect(hrefs).toEqual(['/intro/', '/blog/rss.xml', 'https://x.org/a'])
  })
})
