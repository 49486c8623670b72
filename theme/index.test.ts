import { describe, expect, test } from 'vitest'
import { createElement } from 'react'
import { renderToStaticMarkup } from 'react-dom/server'
import { PAGE_KINDS } from '../generator/types'
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
})
