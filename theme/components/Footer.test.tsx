import { describe, expect, test } from 'vitest'
import { Footer } from './Footer'
import { makeSite, renderToDom } from '../test-fixtures'

describe('theme/components/Footer', () => {
  test('N7 footer shows only the copyright line; the site\'s footer is the dark style', () => {
    const { doc } = renderToDom(<Footer site={makeSite()} />)
    const footer = doc.querySelector('footer.footer')!
    expect(footer.textContent).toBe('Copyright © 2025 Robert Piosik. GPL-3.0 license.')
    expect(footer.querySelectorAll('a, ul')).toHaveLength(0)
    expect(footer.classList.contains('footer--dark')).toBe(true)
  })

  test('footer link columns (Docusaurus footer.links): a titled list each; site paths get the base URL, external links a new tab', () => {
    const site = { ...makeSite(), baseUrl: '/docs/', footer: { copyright: '© X', style: 'light' as const, links: [
      { title: 'Docs', items: [{ label: 'Intro', href: '/intro' }] },
      { title: 'More', items: [{ label: 'GitHub', href: 'https://github.com/x' }] },
    ] } }
    const { doc } = renderToDom(<Footer site={site} />)
    const columns = [...doc.querySelectorAll('footer nav.footer__column')]
    expect(columns.map((c) => c.getAttribute('aria-label'))).toEqual(['Docs', 'More'])
    expect(columns[0]!.querySelector('.footer__title')?.textContent).toBe('Docs')
    expect(columns[0]!.querySelector('a')?.getAttribute('href')).toBe('/docs/intro')
    expect(columns[1]!.querySelector('a')?.getAttribute('target')).toBe('_blank')
    expect(doc.querySelector('footer')!.classList.contains('footer--dark')).toBe(false)
  })

  test('with trailingSlash, internal footer links to pages follow it; files and external links do not', () => {
    const site = { ...makeSite({ trailingSlash: true }), footer: { copyright: '', style: 'light' as const, links: [
      { title: 'Docs', items: [{ label: 'Intro', href: '/intro' }, { label: 'Feed', href: '/blog/rss.xml' }, { label: 'X', href: 'https://x.org/a' }] },
    ] } }
    const hrefs = [...renderToDom(<Footer site={site} />).doc.querySelectorAll('footer a')].map((a) => a.getAttribute('href'))
    expect(hrefs).toEqual(['/intro/', '/blog/rss.xml', 'https://x.org/a'])
  })
})
