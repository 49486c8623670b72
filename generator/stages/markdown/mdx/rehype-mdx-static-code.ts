/**
 * A highlighted code block's lines become one string of HTML in MDX. Shiki gives each token a
 * `<span>`: MDX would turn every one into JSX, walk it in each of its recma passes, print it,
 * run it as a React element and render it again (a real site's 1,844 blocks, prettier's, are
 * hundreds of thousands of spans). The `<code>` inside each `<pre>` becomes a JSX element whose
 * content is `dangerouslySetInnerHTML`, its HTML written here exactly as React writes those
 * spans (same escaping, same style text), so the page is byte for byte what it was.
 *
 * When the page's MDX components replace `code` or `span` (a site's `src/theme/MDXComponents`:
 * markdown's elements go through them), the whole block — its title, `<pre>` and copy button —
 * becomes one string of HTML in its `<div class="code-block">`, rendered here by React as the
 * page would render it. Docusaurus hands a fenced block's raw text to the site's `code`, which
 * renders `@theme/CodeBlock` for it; this block is already that, highlighted, and when it was
 * handed to the site's `code` as well it came out twice, one block inside the other
 * (react-native-website's `MDXComponents/Code`). Inline code still goes through the site's `code`.
 *
 * Left to React as it is: a block holding anything but spans with a class and a plain style, and
 * text (with `code` and `span` not replaced); every block when the site also replaces `div`.
 * Components given to an MDX partial by the code that renders it (`<Intro components={{ span }} />`)
 * are not seen: its code blocks' spans stay plain spans.
 */
import type { Element, ElementContent, Root } from 'hast'
import { toJsxRuntime } from 'hast-util-to-jsx-runtime'
import type { MdxJsxAttribute, MdxJsxTextElementHast } from 'mdast-util-mdx-jsx'
import { Fragment } from 'react'
import { jsx, jsxs } from 'react/jsx-runtime'
import { renderToStaticMarkup } from 'react-dom/server'
import { find, html as htmlSchema } from 'property-information'
import type { VFile } from 'vfile'
import { visit } from '../walk.js'
import { MERMAID_CLASS } from '../../../core/theme-contract.js'

/** The `data` flag of the code elements made here (rehype-mdx-plain lets a page holding only these render
 * without compiling). */
export const STATIC_CODE = 'cwcStaticCode'

/** Components that, when the page's MDX components replace them, keep the spans for React. */
const REPLACED = ['code', 'span']

export function rehypeMdxStaticCode() {
  return (tree: Root, file: VFile) => {
    const globals = file.data.mdxGlobals ?? []
    const replaced = REPLACED.some((name) => globals.includes(name))
    if (replaced && globals.includes('div')) return
    visit(tree, (node, at, parent) => {
      if (node.type === 'root') return
      // Spans made one string: in markdown's own elements only, not into JSX elements (a component may render
      // its children as it likes). Whole blocks: inside JSX elements too (a `<TabItem>`'s), which the site's
      // `code` would reach.
      if (node.type !== 'element') return replaced ? undefined : 'skip'
      if (replaced) {
        const block = node as Element
        const attributes = wholeBlockAttributes(block)
        if (!attributes || !parent || at === undefined) return
        parent.children[at] = staticElement(
          'div',
          reactBlockHtml(block.children),
          attributes,
        ) as unknown as ElementContent
        return 'skip'
      }
      const pre = node as Element
      if (pre.tagName !== 'pre') return
      const index = pre.children.findIndex((c) => c.type === 'element' && c.tagName === 'code')
      const code = pre.children[index] as Element | undefined
      if (!code || Object.keys(code.properties).length || !code.children.length) return 'skip'
      const html = reactHtml(code.children)
      if (html !== null) pre.children[index] = staticElement('code', html) as unknown as ElementContent
      return 'skip'
    })
  }
}

/** The HTML React's renderToStaticMarkup gives these nodes, or null when they are not only spans with a class
 * and a plain style, and text. */
export function reactHtml(nodes: ElementContent[]): string | null {
  let out = ''
  for (const node of nodes) {
    if (node.type === 'text') {
      out += escape(node.value)
      continue
    }
    if (node.type !== 'element' || node.tagName !== 'span') return null
    let attrs = ''
    for (const [name, value] of Object.entries(node.properties)) {
      // Shiki writes `class` (a string), hast's own plugins `className` (a list).
      if ((name === 'className' || name === 'class') && (Array.isArray(value) || typeof value === 'string')) {
        attrs += ` class="${escape(Array.isArray(value) ? value.join(' ') : value)}"`
      } else if (name === 'style' && typeof value === 'string') {
        const style = reactStyle(value)
        if (style === null) return null
        if (style) attrs += ` style="${escape(style)}"`
      } else return null
    }
    const inner = reactHtml(node.children)
    if (inner === null) return null
    out += `<span${attrs}>${inner}</span>`
  }
  return out
}

/**
 * A style attribute as React writes it after MDX made it an object: `name:value` pairs, trimmed,
 * joined by `;`. Null for anything whose round trip through the object could change it.
 */
function reactStyle(css: string): string | null {
  const pairs: string[] = []
  for (const declaration of css.split(';')) {
    if (!declaration.trim()) continue
    const colon = declaration.indexOf(':')
    if (colon < 0) return null
    const name = declaration.slice(0, colon).trim()
    const value = declaration.slice(colon + 1).trim()
    if (
      !/^(--[\w-]+|[a-z]+(-[a-z]+)*)$/.test(name) ||
      name.startsWith('ms-') ||
      !value ||
      /["'\\/]|!important/.test(value)
    )
      return null
    pairs.push(`${name}:${value}`)
  }
  return pairs.join(';')
}

/** React's escaping of text and attribute values. */
function escape(text: string): string {
  return text.replace(/[&<>"']/g, (c) =>
    c === '&' ? '&amp;' : c === '<' ? '&lt;' : c === '>' ? '&gt;' : c === '"' ? '&quot;' : '&#x27;',
  )
}

/** The blocks written whole: rehype-shiki's and rehype-mermaid's (its source is a `pre > code` too). */
const WHOLE_BLOCKS = ['code-block', MERMAID_CLASS]

/** A whole block's attributes as JSX names them (its class and `data-*` strings), or null when `node` is none
 * or has others. */
function wholeBlockAttributes(node: Element): [string, string][] | null {
  const classes = node.properties.className
  if (node.tagName !== 'div' || !Array.isArray(classes) || !WHOLE_BLOCKS.some((c) => classes.includes(c))) return null
  const attributes: [string, string][] = [['className', classes.join(' ')]]
  for (const [name, value] of Object.entries(node.properties)) {
    if (name === 'className') continue
    const { attribute } = find(htmlSchema, name)
    if (!attribute.startsWith('data-') || typeof value !== 'string') return null
    attributes.push([attribute, value])
  }
  return attributes
}

/**
 * The HTML React renders for a code block's children (title, `<pre>`, copy button), as the page
 * would render them. The spans of each `<code>` are not handed to React (each token's style parsed
 * into an object, an element made and rendered: ~4 s of a thread's CPU on react-native-website):
 * React renders the block with a marker as the code's text, and the marker is replaced by the
 * spans as `reactHtml` writes them — what React writes for them. A marker not found exactly once
 * (the block's own text holding it) falls back to React for everything.
 */
export function reactBlockHtml(children: ElementContent[]): string {
  const codes: string[] = []
  const marked = children.map((child) => markCode(child, codes))
  if (codes.length) {
    let html = renderBlock(marked)
    for (const [i, code] of codes.entries()) {
      const marker = codeMarker(i)
      const at = html.indexOf(marker)
      if (at < 0 || html.includes(marker, at + marker.length)) return renderBlock(children)
      html = html.slice(0, at) + code + html.slice(at + marker.length)
    }
    return html
  }
  return renderBlock(children)
}

/** The block rendered by React, every element of it. */
export function renderBlock(children: ElementContent[]): string {
  return renderToStaticMarkup(
    toJsxRuntime(
      { type: 'root', children },
      { Fragment, jsx, jsxs, elementAttributeNameCase: 'react', stylePropertyNameCase: 'dom' },
    ) as Parameters<typeof renderToStaticMarkup>[0],
  )
}

/** Text React writes as it is (letters and digits), unlikely in a block: a random part per thread. */
const MARKER = `cwccode${Math.random().toString(36).slice(2, 12)}n`
export const codeMarker = (i: number) => `${MARKER}${i}x`

/** `node` with each `pre > code` whose spans `reactHtml` writes holding a marker instead (their HTML pushed
 * to `codes`). */
function markCode(node: ElementContent, codes: string[]): ElementContent {
  if (node.type !== 'element') return node
  if (node.tagName === 'code' && node.children.length) {
    const html = reactHtml(node.children)
    if (html === null) return node
    codes.push(html)
    return { ...node, children: [{ type: 'text', value: codeMarker(codes.length - 1) }] }
  }
  if (node.tagName !== 'pre' && node.tagName !== 'div') return node
  return { ...node, children: node.children.map((child) => markCode(child, codes)) }
}

/** A JSX `<name …attributes dangerouslySetInnerHTML={{ __html: html }} />` in hast (MDX's own node, with its
 * estree). */
function staticElement(name: string, html: string, attributes: [string, string][] = []): MdxJsxTextElementHast {
  const object = {
    type: 'ObjectExpression',
    properties: [
      {
        type: 'Property',
        kind: 'init',
        method: false,
        shorthand: false,
        computed: false,
        key: { type: 'Identifier', name: '__html' },
        value: { type: 'Literal', value: html },
      },
    ],
  }
  return {
    type: 'mdxJsxTextElement',
    name,
    attributes: [
      ...attributes.map(([attribute, value]): MdxJsxAttribute => ({ type: 'mdxJsxAttribute', name: attribute, value })),
      {
        type: 'mdxJsxAttribute',
        name: 'dangerouslySetInnerHTML',
        value: {
          type: 'mdxJsxAttributeValueExpression',
          value: '{ __html: … }',
          data: {
            estree: {
              type: 'Program',
              sourceType: 'module',
              comments: [],
              body: [{ type: 'ExpressionStatement', expression: object }],
            } as never,
          },
        },
      },
    ],
    children: [],
    data: { [STATIC_CODE]: true } as never,
  }
}
