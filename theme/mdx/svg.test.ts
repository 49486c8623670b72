import { createElement } from 'react'
import { renderToStaticMarkup } from 'react-dom/server'
import { describe, expect, test } from 'vitest'
import { svgComponent } from './svg.js'

describe('theme/mdx/svg', () => {
  test("an SVG file is a component: its root attributes as props (class as className), the caller's winning, a title prop as <title>", () => {
    const Svg = svgComponent('<svg xmlns="http://www.w3.org/2000/svg" class="logo" width="8"><path d="M0 0h8"/></svg>')
    expect(renderToStaticMarkup(createElement(Svg, { width: 16, title: 'Logo' }))).toBe(
      '<svg xmlns="http://www.w3.org/2000/svg" class="logo" width="16"><title>Logo</title><path d="M0 0h8"/></svg>',
    )
  })

  test('56.2 the root\'s style attribute is React\'s style object, as SVGR writes it (a string stopped the render: "This page crashed.")', () => {
    const Svg = svgComponent(
      '<svg viewBox="0 0 8 8" style="fill:red; stroke-width: 2px;--tone:#fff;-ms-transform:none"><circle r="3" style="opacity:.5"/></svg>',
    )
    expect(renderToStaticMarkup(createElement(Svg))).toBe(
      '<svg viewBox="0 0 8 8" style="fill:red;stroke-width:2px;--tone:#fff;-ms-transform:none"><circle r="3" style="opacity:.5"/></svg>',
    )
  })
})
