/**
 * An SVG file as a React component, as Docusaurus's SVGR import gives it: its root attributes
 * as props (overridable), its markup inlined. Used at build time (MDX and site-component
 * imports of `.svg`) and in island bundles, so both render the same markup.
 */
import { createElement, type ComponentType } from 'react'
import styleToJs from 'style-to-js'

/** The component for an SVG file's text. */
export function svgComponent(svg: string): ComponentType<Record<string, unknown>> {
  const m = /<svg\b([^>]*)>([\s\S]*)<\/svg>/i.exec(svg)
  const attrs: Record<string, unknown> = {}
  for (const a of (m?.[1] ?? '').matchAll(/([\w:-]+)\s*=\s*("([^"]*)"|'([^']*)')/g)) {
    const name = a[1] === 'class' ? 'className' : a[1]!
    const value = a[3] ?? a[4] ?? ''
    // React takes `style` as an object, as SVGR writes it: a string would stop the render.
    if (!name.startsWith('xmlns:')) attrs[name] = name === 'style' ? styleToJs(value) : value
  }
  const inner = m?.[2] ?? ''
  const Svg = ({ title, ...props }: Record<string, unknown>) =>
    createElement('svg', {
      ...attrs,
      ...props,
      dangerouslySetInnerHTML: {
        __html: (typeof title === 'string' ? `<title>${title.replace(/</g, '&lt;')}</title>` : '') + inner,
      },
    })
  return Svg
}
