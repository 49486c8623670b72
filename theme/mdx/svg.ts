/**
 * An SVG file as a React component, as Docusaurus's SVGR import gives it: its root attributes
 * as props (overridable), its markup inlined. Used at build time (MDX and site-component
 * imports of `.svg`) and in island bundles, so both render the same markup.
 */
import { createElement, type ComponentType } from 'react'

/** The component for an SVG file's text. */
export function svgComponent(svg: string): ComponentType<Record<string, unknown>> {
  const m = /<svg\b([^>]*)>([\s\S]*)<\/svg>/i.exec(svg)
  const attrs: Record<string, unknown> = {}
  for (const a of (m?.[1] ?? '').matchAll(/([\w:-]+)\s*=\s*("([^"]*)"|'([^']*)')/g)) {
    const name = a[1] === 'class' ? 'className' : a[1]!
    const value = a[3] ?? a[4] ?? ''
    // React takes `style` as an object, as SVGR writes it: a string would stop the render.
    if (!name.startsWith('xmlns:')) attrs[name] = name === 'style' ? styleObject(value) : value
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

/** A `style` attribute's declarations as React's style object (`fill-opacity` → `fillOpacity`, `--x` kept). */
function styleObject(style: string): Record<string, string> {
  const out: Record<string, string> = {}
  for (const declaration of style.split(';')) {
    const at = declaration.indexOf(':')
    if (at < 0) continue
    const prop = declaration.slice(0, at).trim()
    const value = declaration.slice(at + 1).trim()
    if (!prop || !value) continue
    const key = prop.startsWith('--')
      ? prop
      : prop.replace(/^-ms-/, 'ms-').replace(/-([a-z])/g, (_, c: string) => c.toUpperCase())
    out[key] = value
  }
  return out
}
