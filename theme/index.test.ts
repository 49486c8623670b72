import { describe, expect, test } from 'vitest'
import { createElement, type ReactElement } from 'react'
import { renderToStaticMarkup } from 'react-dom/server'
import { PAGE_KINDS } from '../generator/core/types'
import { theme } from './index'
import { makeProps } from './test-fixtures'

describe('theme/index', () => {
  test('E4 theme exports a layout for every page kind', () => {
    for (const kind of PAGE_KINDS) expect(theme.layouts[kind], kind).toBeTypeOf('function')
    expect(theme.Document).toBeTypeOf('function')
  })

  test.each(PAGE_KINDS)('R17 the %s layout renders main#__main and exactly one h1', (kind) => {
    const html = renderToStaticMarkup(createElement(theme.layouts[kind]!, makeProps(kind)))
    expect(html).toContain('<main id="__main" tabindex="-1"')
    expect(html.match(/<h1[\s>]/g)).toHaveLength(1)
  })

  test("a React page's HTML is shown as it is (its own header and main), without article, title or TOC", () => {
    const props = makeProps('page')
    const html = renderToStaticMarkup(
      createElement(theme.layouts.page!, {
        ...props,
        page: { ...props.page, html: '<header>H</header><main>M</main>', react: true },
      }),
    )
    expect(html).toBe('<div id="__main" tabindex="-1" class="react-page"><header>H</header><main>M</main></div>')
  })

  test.each(['blogAuthor', 'blogTag'] as const)(
    'R14 R17 a paginated %s page links its newer and older pages, and counts every post in its heading',
    (kind) => {
      const props = {
        ...makeProps(kind),
        pager: { prev: { title: 'Newer entries', href: '/x' }, next: { title: 'Older entries', href: '/x/page/3' } },
      }
      if (props.kind === 'blogTag') props.tag = { ...props.tag, count: 25 }
      else props.author = { ...props.author, count: 25 }
      const html = renderToStaticMarkup(createElement(theme.layouts[kind] as (p: typeof props) => ReactElement, props))
      expect(html).toContain('<nav class="pagination-nav" aria-label="Blog list page navigation">')
      expect(html).toContain('href="/x" rel="prev"')
      expect(html).toContain('href="/x/page/3" rel="next"')
      expect(html).toContain('25 posts')
      // Each link says it once, as Docusaurus's list paginator (no sublabel repeating the label).
      expect(html).toContain(
        '<a class="pagination-nav__link pagination-nav__link--next" href="/x/page/3" rel="next"><span class="pagination-nav__label">Older entries</span></a>',
      )
      expect(html).not.toContain('pagination-nav__sublabel')
      const single = renderToStaticMarkup(
        createElement(theme.layouts[kind] as (p: typeof props) => ReactElement, makeProps(kind) as typeof props),
      )
      expect(single).not.toContain('pagination-nav')
    },
  )
})
