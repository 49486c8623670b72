import { describe, expect, test } from 'vitest'
import { Document, documentTitle } from './Document'
import { makeProps, makeSite, renderToDom } from './test-fixtures'
import type { PageProps } from '../generator/core/types'

const assets = {
  script: '/assets/app-1.js',
  css: '/assets/app-1.css',
  searchScript: '/assets/search-1.js',
  inlineHead: 'document.documentElement.dataset.js=""',
}

function renderPage(page: PageProps, devScript?: string) {
  return renderToDom(
    <Document
      page={page}
      assets={assets}
      layoutHtml={'<main id="__main" tabindex="-1">x</main>'}
      devScript={devScript}
    />,
  )
}

describe('theme/Document', () => {
  test('C5 html carries lang, dir, default theme and page facts', () => {
    const { doc } = renderPage(makeProps('doc'))
    const html = doc.documentElement
    expect(html.getAttribute('lang')).toBe('en')
    expect(html.getAttribute('dir')).toBe('ltr')
    expect(html.getAttribute('data-theme')).toBe('light')
    expect(html.getAttribute('data-kind')).toBe('doc')
    expect(html.getAttribute('data-has-sidebar')).toBe('true')
    expect(html.getAttribute('data-has-toc')).toBe('true')
  })

  test("a Docusaurus project's <html> has Docusaurus's classes for the page, and its layout is the main-wrapper; a site.config.ts site has neither", () => {
    const site = makeSite({ flavour: 'docusaurus' })
    const cls = (page: PageProps) => renderPage(page).doc.documentElement.getAttribute('class')
    expect(cls({ ...makeProps('doc', site) })).toBe(
      'docs-wrapper plugin-docs plugin-id-default docs-version-current docs-doc-page docs-doc-id-api-tools/code-completions',
    ) // the id as it is, slashes too, as Docusaurus writes it
    // A frozen version, and another docs plugin instance (a version named `docs:<id>`).
    expect(cls(makeProps('doc', { ...site, version: { ...site.version, name: '2.0' } }))).toContain(
      'plugin-id-default docs-version-2.0 docs-doc-page',
    )
    expect(cls(makeProps('docCategory', { ...site, version: { ...site.version, name: 'docs:community' } }))).toBe(
      'docs-wrapper plugin-docs plugin-id-community docs-version-current docs-doc-page',
    )
    expect(cls(makeProps('blogPost', site))).toBe('blog-wrapper blog-post-page plugin-blog plugin-id-default')
    expect(cls(makeProps('blogList', site))).toBe('blog-wrapper blog-list-page plugin-blog plugin-id-default')
    expect(cls(makeProps('docsTags', site))).toContain('docs-tags-list-page')
    const page = makeProps('page', site)
    expect(cls(page)).toBe('mdx-wrapper mdx-page plugin-pages plugin-id-default')
    // A React page: its HtmlClassNameProvider and Layout wrapperClassName classes, once each.
    expect(cls({ ...page, page: { ...page.page, react: true, htmlClassName: 'homepage landing homepage' } })).toBe(
      'plugin-pages plugin-id-default homepage landing',
    )
    // Every page has the attribute, so client navigation (which sets route data's attrs) replaces the last page's.
    expect(cls(makeProps('notFound', site))).toBe('')
    expect(renderPage(makeProps('doc', site)).doc.getElementById('__layout')?.className).toBe('main-wrapper')
    const own = renderPage(makeProps('doc')).doc
    expect(own.documentElement.hasAttribute('class')).toBe(false)
    expect(own.getElementById('__layout')?.hasAttribute('class')).toBe(false)
  })

  test('title is "Page | Site", or the site title alone', () => {
    expect(documentTitle('Tips', 'Code Web Chat')).toBe('Tips | Code Web Chat')
    expect(documentTitle('Code Web Chat', 'Code Web Chat')).toBe('Code Web Chat')
    // Docusaurus's `titleDelimiter`.
    expect(documentTitle('Globals', 'Jest', '·')).toBe('Globals · Jest')
    expect(documentTitle('', 'Code Web Chat')).toBe('Code Web Chat')
    expect(renderPage(makeProps('doc')).doc.title).toBe('Code completions | Code Web Chat')
  })

  test("28.5 the client modules' stylesheet follows customCss and their module script runs before the runtime's", () => {
    const { html } = renderToDom(
      <Document
        page={makeProps('doc')}
        assets={{
          ...assets,
          customCss: '/assets/custom.1.css',
          clientScript: '/assets/client-modules.1.js',
          clientCss: '/assets/client-modules.1.css',
        }}
        layoutHtml=""
      />,
    )
    expect(html.indexOf('/assets/custom.1.css')).toBeLessThan(html.indexOf('/assets/client-modules.1.css'))
    expect(html).toContain(
      '<script type="module" src="/assets/client-modules.1.js"></script><script type="module" src="/assets/app-1.js"></script>',
    )
    expect(renderPage(makeProps('doc')).html).not.toContain('client-modules')
  })

  test('S1 the colour-mode bootstrap runs before the stylesheet; the script is a module', () => {
    const { html, doc } = renderPage(makeProps('doc'))
    expect(html.indexOf(assets.inlineHead)).toBeLessThan(html.indexOf(assets.css))
    expect(doc.querySelector(`script[type="module"][src="${assets.script}"]`)).not.toBeNull()
    expect(doc.querySelector('meta[name="theme-color"]')?.getAttribute('content')).toBe('#fbb100')
    expect(doc.querySelector('meta[name="cwc:base"]')?.getAttribute('content')).toBe('/')
  })

  test("the site's customCss is linked right after the theme's stylesheet, and only when there is one", () => {
    const { doc } = renderToDom(
      <Document page={makeProps('doc')} assets={{ ...assets, customCss: '/assets/custom.1.css' }} layoutHtml="" />,
    )
    expect([...doc.querySelectorAll('link[rel="stylesheet"]')].map((l) => l.getAttribute('href'))).toEqual([
      assets.css,
      '/assets/custom.1.css',
    ])
    expect(renderPage(makeProps('doc')).doc.querySelectorAll('link[rel="stylesheet"]')).toHaveLength(1)
  })

  test('R18 head has description, canonical and Open Graph tags; noindex only when asked', () => {
    const { doc } = renderPage(makeProps('doc'))
    expect(doc.querySelector('link[rel="canonical"]')?.getAttribute('href')).toBe(
      'https://codeweb.chat/api-tools/code-completions',
    )
    expect(doc.querySelector('meta[property="og:url"]')?.getAttribute('content')).toBe(
      'https://codeweb.chat/api-tools/code-completions',
    )
    expect(doc.querySelector('meta[name="description"]')).not.toBeNull()
    expect(doc.querySelector('meta[name="robots"]')).toBeNull()
    expect(renderPage(makeProps('notFound')).doc.querySelector('meta[name="robots"]')?.getAttribute('content')).toBe(
      'noindex',
    )
    // The 404 page answers any missing URL: no canonical address, no og:url.
    expect(
      renderPage(makeProps('notFound')).doc.querySelector('link[rel="canonical"], meta[property="og:url"]'),
    ).toBeNull()
  })

  test('L1 favicon gets the base URL', () => {
    const { doc } = renderPage(makeProps('doc', makeSite({ baseUrl: '/docs/' })))
    expect(doc.querySelector('link[rel="icon"]')?.getAttribute('href')).toBe('/docs/favicon.svg')
  })

  test('N6 body order: skip link first, navbar, mobile panel outside #__layout, layout, footer', () => {
    const { doc } = renderPage(makeProps('doc'), 'console.log("dev")')
    const order = [...doc.body.children].map((el) => el.id || el.className || el.tagName.toLowerCase())
    expect(order).toEqual([
      'skip-link',
      'navbar',
      'mobile-panel',
      'mobile-backdrop',
      '__layout',
      'footer footer--dark',
      'script',
    ])
    expect(doc.querySelector('a[href], button')?.className).toBe('skip-link')
    expect(doc.querySelector('#__layout #__main')).not.toBeNull()
  })

  test('S4 no announcement bar unless configured', () => {
    expect(renderPage(makeProps('doc')).doc.querySelector('[data-announcement-bar]')).toBeNull()
  })
})
