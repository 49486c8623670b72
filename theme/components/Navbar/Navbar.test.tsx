import { describe, expect, test } from 'vitest'
import { Navbar } from './Navbar'
import { MobileSidebar } from './MobileSidebar'
import { renderToStaticMarkup } from 'react-dom/server'
import type { DocProps, ResolvedNavbarItem, SiteData } from '../../../generator/core/theme-contract'
import { Document } from '../../Document'
import { makeNavbarItems, makeProps, makeSite, renderToDom } from '../../test-fixtures'

describe('theme/components/Navbar', () => {
  test('N1 the brand and the Documentation item link to the docs; the item is active on doc pages', () => {
    const { doc } = renderToDom(<Navbar page={makeProps('doc')} />)
    expect(doc.querySelector('a.navbar__brand')?.getAttribute('href')).toBe('/')
    const docs = [...doc.querySelectorAll('a.navbar__link')].find((a) => a.textContent === 'Documentation')!
    expect(docs.getAttribute('href')).toBe('/')
    expect(docs.classList.contains('navbar__link--active')).toBe(true)
    const onBlog = renderToDom(<Navbar page={makeProps('blogPost')} />).doc
    expect(onBlog.querySelector('.navbar__link--active')).toBeNull()
  })

  test('N2 right side: GitHub, VS Code Marketplace, Donate, then the colour toggle, then the empty search slot', () => {
    const { doc } = renderToDom(<Navbar page={makeProps('doc')} />)
    const right = doc.querySelector('.navbar__items--right')!
    const parts = [...right.children].map((el) =>
      el.matches('[data-color-mode-toggle]')
        ? 'toggle'
        : el.matches('[data-search-slot]')
          ? 'search'
          : el.textContent!.replace(' (opens in new tab)', ''),
    )
    expect(parts).toEqual(['GitHub', 'VS Code Marketplace', 'Donate', 'toggle', 'search'])
    expect(right.querySelector('[data-search-slot]')!.innerHTML).toBe('')
  })

  test('L2 external links open in a new tab with rel noopener noreferrer and say so', () => {
    const { doc } = renderToDom(<Navbar page={makeProps('doc')} />)
    const external = [...doc.querySelectorAll('a.navbar__link[href^="https:"]')]
    expect(external).toHaveLength(3)
    for (const a of external) {
      expect(a.getAttribute('target')).toBe('_blank')
      expect(a.getAttribute('rel')).toBe('noopener noreferrer')
      expect(a.querySelector('.visually-hidden')?.textContent).toBe(' (opens in new tab)')
    }
  })

  test('29.3 navbar.style gives the bar its class; hideOnScroll marks it for the runtime; neither by default', () => {
    const plain = renderToDom(<Navbar page={makeProps('doc')} />).doc.querySelector('header')!
    expect(plain.className).toBe('navbar')
    expect(plain.hasAttribute('data-hide-on-scroll')).toBe(false)
    const base = makeSite()
    for (const style of ['dark', 'primary'] as const) {
      const site = makeSite({ navbar: { ...base.navbar, style, hideOnScroll: true } })
      const header = renderToDom(<Navbar page={makeProps('doc', site)} />).doc.querySelector('header')!
      expect(header.className).toBe(`navbar navbar--${style}`)
      expect(header.hasAttribute('data-hide-on-scroll')).toBe(true)
    }
  })

  test('N3 hamburger controls the mobile panel', () => {
    const toggle = renderToDom(<Navbar page={makeProps('doc')} />).doc.querySelector(
      'a.navbar__toggle[data-mobile-toggle]',
    )!
    expect(toggle.getAttribute('href')).toBe('#mobile-panel')
    expect(toggle.getAttribute('role')).toBe('button')
    expect(toggle.getAttribute('aria-controls')).toBe('mobile-panel')
    expect(toggle.getAttribute('aria-expanded')).toBe('false')
  })

  test('N3 hamburger and panel are absent when the navbar has no items', () => {
    const site = makeSite({ navbar: { ...makeSite().navbar, items: [] } })
    expect(renderToDom(<Navbar page={makeProps('doc', site)} />).doc.querySelector('[data-mobile-toggle]')).toBeNull()
    expect(renderToDom(<MobileSidebar page={makeProps('doc', site)} />).html).toBe('')
  })

  test('S1 colour toggle names the current mode, and is absent when the switch is disabled', () => {
    const toggle = renderToDom(<Navbar page={makeProps('doc')} />).doc.querySelector('button[data-color-mode-toggle]')!
    expect(toggle.getAttribute('aria-label')).toBe('Switch between dark and light mode (currently light mode)')
    const site = makeSite({
      colorMode: { defaultMode: 'light', disableSwitch: true, respectPrefersColorScheme: false },
    })
    expect(
      renderToDom(<Navbar page={makeProps('doc', site)} />).doc.querySelector('[data-color-mode-toggle]'),
    ).toBeNull()
  })

  test('S3 a dropdown item renders a closed menu button with its links', () => {
    const items = [
      ...makeNavbarItems(),
      {
        type: 'dropdown' as const,
        label: 'More',
        position: 'left' as const,
        items: [{ type: 'link' as const, label: 'Blog', position: 'left' as const, href: '/blog' }],
      },
    ]
    const site = makeSite({ navbar: { ...makeSite().navbar, items } })
    const dropdown = renderToDom(<Navbar page={makeProps('blogList', site)} />).doc.querySelector(
      'div.navbar-dropdown[data-dropdown]',
    )!
    const button = dropdown.querySelector('button')!
    expect(button.getAttribute('aria-expanded')).toBe('false')
    expect(button.getAttribute('aria-haspopup')).toBe('true')
    expect(button.classList.contains('navbar__link--active')).toBe(true)
    expect(dropdown.querySelector('ul.navbar-dropdown__menu a')?.getAttribute('href')).toBe('/blog')
    expect(dropdown.hasAttribute('data-open')).toBe(false)
  })

  test('31 a dropdown\'s className is on its toggle and a child\'s on its link, as theme-classic puts them (pnpm.io hides its "More" toggle at desktop widths)', () => {
    const items = [
      ...makeNavbarItems(),
      {
        type: 'dropdown' as const,
        label: 'More',
        position: 'left' as const,
        className: 'header-short-screen',
        items: [
          { type: 'link' as const, label: 'Blog', position: 'left' as const, href: '/blog', className: 'more-blog' },
        ],
      },
    ]
    const { doc } = renderToDom(
      <Navbar page={makeProps('doc', makeSite({ navbar: { ...makeSite().navbar, items } }))} />,
    )
    expect(doc.querySelector('div.navbar-dropdown > button')?.className).toBe('navbar__link header-short-screen')
    expect(doc.querySelector('ul.navbar-dropdown__menu a')?.className).toBe('navbar-dropdown__link more-blog')
  })

  test("31 an item's own className and aria-label reach its link (a site's CSS draws `.header-github-link` as GitHub's mark, with no label)", () => {
    const base = makeSite()
    const items = [
      ...base.navbar.items,
      {
        type: 'link' as const,
        label: '',
        position: 'right' as const,
        href: 'https://github.com/x',
        external: true,
        className: 'header-github-link',
        ariaLabel: 'GitHub repository',
      },
    ]
    const { doc } = renderToDom(<Navbar page={makeProps('doc', makeSite({ navbar: { ...base.navbar, items } }))} />)
    const link = doc.querySelector('a.header-github-link')!
    expect(link.className).toBe('navbar__link header-github-link')
    expect(link.getAttribute('aria-label')).toBe('GitHub repository')
    expect(link.getAttribute('target')).toBe('_blank')
    expect(link.querySelector('svg')).toBeNull() // no external icon beside the site's mark, as in Docusaurus
  })

  test("31 an item's target reaches its link: an escaped `pathname:///` item with `_self` stays in the tab, its arrow without the new-tab words", () => {
    const base = makeSite()
    const items = [
      ...base.navbar.items,
      {
        type: 'link' as const,
        label: 'Playground',
        position: 'right' as const,
        href: '/playground/',
        external: true,
        target: '_self',
      },
    ]
    const { doc } = renderToDom(<Navbar page={makeProps('doc', makeSite({ navbar: { ...base.navbar, items } }))} />)
    const link = [...doc.querySelectorAll('a')].find((a) => a.textContent === 'Playground')!
    expect(link.getAttribute('target')).toBe('_self')
    expect(link.getAttribute('rel')).toBe('noopener noreferrer')
    expect(link.querySelector('svg.icon-external')).not.toBeNull()
    expect(link.textContent).toBe('Playground') // no "(opens in new tab)"
  })

  test('the brand links navbar.brandHref; an external one opens in a new tab', () => {
    const site = (brandHref: string) => makeSite({ navbar: { ...makeSite().navbar, brandHref } })
    expect(
      renderToDom(<Navbar page={makeProps('doc', site('/home/'))} />)
        .doc.querySelector('a.navbar__brand')
        ?.getAttribute('href'),
    ).toBe('/home/')
    const external = renderToDom(<Navbar page={makeProps('doc', site('https://example.org/'))} />).doc.querySelector(
      'a.navbar__brand',
    )!
    expect(external.getAttribute('target')).toBe('_blank')
    expect(external.getAttribute('rel')).toBe('noopener noreferrer')
  })

  test('logo.srcDark: both logos are in the HTML, as themed images that CSS shows by colour mode; without it, one plain logo', () => {
    const logo = { src: '/img/logo.svg', srcDark: '/img/logo-dark.svg', alt: 'CWC' }
    const { doc } = renderToDom(
      <Navbar page={makeProps('doc', makeSite({ navbar: { ...makeSite().navbar, logo } }))} />,
    )
    const imgs = [...doc.querySelectorAll('a.navbar__brand img')]
    expect(imgs.map((i) => [i.getAttribute('class'), i.getAttribute('src'), i.getAttribute('alt')])).toEqual([
      ['navbar__logo themed-image themed-image--light', '/img/logo.svg', 'CWC'],
      ['navbar__logo themed-image themed-image--dark', '/img/logo-dark.svg', 'CWC'],
    ])
    const plain = [...renderToDom(<Navbar page={makeProps('doc')} />).doc.querySelectorAll('a.navbar__brand img')]
    expect(plain.map((i) => i.getAttribute('class'))).toEqual(['navbar__logo'])
  })

  test("the logo keeps the site's alt text beside the title (as Docusaurus); an alt that only repeats the title is emptied", () => {
    const altWith = (alt: string, title: string) =>
      renderToDom(
        <Navbar
          page={makeProps(
            'doc',
            makeSite({ navbar: { ...makeSite().navbar, title, logo: { src: '/img/logo.svg', alt } } }),
          )}
        />,
      )
        .doc.querySelector('a.navbar__brand img')!
        .getAttribute('alt')
    expect(altWith('Lantern logo', 'Lantern')).toBe('Lantern logo')
    expect(altWith('Lantern', 'Lantern')).toBe('')
    expect(altWith('Lantern', '')).toBe('Lantern')
  })

  test('a doc item in a sidebar is active on the pages of that sidebar and carries its id for the runtime; a doc in no sidebar on its own URL', () => {
    const items = [
      {
        type: 'doc' as const,
        label: 'Guide',
        position: 'left' as const,
        href: '/tips',
        sidebarId: 'documentationSidebar',
      },
      { type: 'doc' as const, label: 'Other', position: 'left' as const, href: '/other', sidebarId: 'otherSidebar' },
      { type: 'doc' as const, label: 'Lone', position: 'left' as const, href: '/api-tools/code-completions' },
    ]
    const site = makeSite({ navbar: { ...makeSite().navbar, items } })
    const links = (kind: 'doc' | 'blogPost') =>
      [...renderToDom(<Navbar page={makeProps(kind, site)} />).doc.querySelectorAll('a.navbar__link')].map((a) => [
        a.textContent,
        a.classList.contains('navbar__link--active'),
        a.getAttribute('data-sidebar-id'),
      ])
    expect(links('doc')).toEqual([
      ['Guide', true, 'documentationSidebar'],
      ['Other', false, 'otherSidebar'],
      ['Lone', true, null],
    ])
    expect(links('blogPost')).toEqual([
      ['Guide', false, 'documentationSidebar'],
      ['Other', false, 'otherSidebar'],
      ['Lone', false, null],
    ])
  })

  test("31 a link item with `html` shows that HTML as the link, with its classes and no external icon (Docusaurus's html on a link item)", () => {
    const items = [
      {
        type: 'link' as const,
        label: '',
        position: 'right' as const,
        href: 'https://github.com/x/y',
        external: true,
        className: 'navbar-github-link',
        value: '<svg class="icon"><use href="#github"></use></svg><span class="menu-item-name">Github</span>',
      },
    ]
    const page = makeProps('doc', makeSite({ navbar: { ...makeSite().navbar, items } }))
    const { doc } = renderToDom(<Navbar page={page} />)
    const a = doc.querySelector('.navbar__items--right > a.navbar__link.navbar-github-link')
    expect(a?.getAttribute('href')).toBe('https://github.com/x/y')
    expect(a?.getAttribute('target')).toBe('_blank')
    expect(a?.getAttribute('rel')).toBe('noopener noreferrer')
    expect(a?.innerHTML).toBe(
      '<svg class="icon"><use href="#github"></use></svg><span class="menu-item-name">Github</span>',
    )
  })

  test('an html item is rendered as its HTML, in the bar, in a dropdown and in the mobile panel', () => {
    const items = [
      { type: 'html' as const, label: '', position: 'right' as const, value: '<a class="beta" href="/beta">Beta</a>' },
      {
        type: 'dropdown' as const,
        label: 'More',
        position: 'left' as const,
        items: [{ type: 'html' as const, label: '', position: 'left' as const, value: '<hr class="sep"/>' }],
      },
    ]
    const page = makeProps('doc', makeSite({ navbar: { ...makeSite().navbar, items } }))
    const { doc } = renderToDom(<Navbar page={page} />)
    expect(doc.querySelector('.navbar__items--right > div.navbar__html > a.beta')?.textContent).toBe('Beta')
    expect(doc.querySelector('ul.navbar-dropdown__menu > li.navbar-dropdown__html > hr.sep')).not.toBeNull()
    const panel = renderToDom(<MobileSidebar page={page} />).doc
    expect(panel.querySelector('[data-panel-view="main"] > ul > li.menu__item--html > a.beta')).not.toBeNull()
    expect(panel.querySelector('details.menu__category li.menu__item--html > hr.sep')).not.toBeNull()
  })

  test("31 the navbar and panel are made once per site and page facts: another doc's version links, active marks and version come out as rendering each page alone gives", () => {
    const base = makeSite()
    const dropdown: ResolvedNavbarItem = {
      type: 'docsVersionDropdown',
      label: 'Version',
      position: 'right',
      items: [
        { type: 'link', label: '2.0', position: 'right', href: '/docs/intro', version: '2.0', main: '/docs/intro' },
        {
          type: 'link',
          label: '1.0',
          position: 'right',
          href: '/docs/1.0/intro',
          version: '1.0',
          main: '/docs/1.0/intro',
        },
      ],
    }
    const docItem: ResolvedNavbarItem = {
      type: 'doc',
      label: 'Guide',
      position: 'left',
      href: '/docs/intro',
      versionHrefs: { '2.0': '/docs/intro', '1.0': '/docs/1.0/intro' },
    }
    const fresh = () =>
      makeSite({
        navbar: {
          ...base.navbar,
          logo: { src: '/img/logo.svg', alt: 'Logo' },
          items: [docItem, ...(base.navbar.items as ResolvedNavbarItem[]), dropdown],
        } as SiteData['navbar'],
      })
    const page = (site: SiteData, url: string, version: string, doc: string) => {
      const props = makeProps('doc', site) as DocProps
      const alternates = ['2.0', '1.0'].map((v) => ({
        name: v,
        label: v,
        href: v === '2.0' ? `/docs/${doc}` : `/docs/1.0/${doc}`,
      }))
      return {
        ...props,
        meta: { ...props.meta, url },
        doc: {
          ...props.doc,
          version: {
            name: version,
            label: version,
            badge: false,
            banner: 'none',
            home: '/docs/intro',
            latest: alternates[0]!,
            alternates,
          },
        },
      } as DocProps
    }
    const html = (_site: SiteData, p: DocProps) =>
      renderToStaticMarkup(
        <Document page={p} assets={{ script: '/r.js', css: '/s.css', inlineHead: '' } as never} layoutHtml="" />,
      )
    const shared = fresh()
    const pages = [
      ['/docs/1.0/a', '1.0', 'a'],
      ['/docs/1.0/b', '1.0', 'b'],
      ['/docs/a', '2.0', 'a'],
      ['/docs/intro', '2.0', 'intro'],
      ['/docs/1.0/a', '1.0', 'a'],
    ] as const
    for (const [url, version, doc] of pages) {
      // The same page rendered with a site object of its own (nothing memoized for it) gives the same bytes.
      const once = html(shared, page(shared, url, version, doc))
      expect(once).toBe(html(fresh(), page(fresh(), url, version, doc)))
      const parsed = renderToDom(<Navbar page={page(shared, url, version, doc)} />).doc
      expect([...parsed.querySelectorAll('.navbar-dropdown__link')].map((a) => a.getAttribute('href'))).toEqual([
        `/docs/${doc}`,
        `/docs/1.0/${doc}`,
      ])
      // The logo's preload is in <head> once, where React puts an image's preload.
      expect(once.match(/<link rel="preload" as="image" href="\/img\/logo.svg"\/>/g)).toHaveLength(1)
      expect(once.indexOf('rel="preload"')).toBeLessThan(once.indexOf('<title>'))
    }
  })
})
