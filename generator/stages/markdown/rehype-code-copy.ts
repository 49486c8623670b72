/**
 * A copy button on every highlighted code block: `div.code-block` (from rehype-shiki) gets a
 * last child `button.code-block__copy[data-copy-code]` whose label is an `aria-live` region.
 * theme/runtime/code-copy.ts does the copying; without JS the CSS hides the button.
 */
import type { Element, Root } from 'hast'
import { visit } from './walk.js'

/** Options of rehypeCodeCopy. */
export interface CodeCopyOptions {
  /** Button label. @default 'Copy' */
  label?: string
  /** Button title. @default 'Copy code to clipboard' */
  title?: string
}

/** Append a copy button to each `div.code-block`. */
export function rehypeCodeCopy(options: CodeCopyOptions = {}) {
  const label = options.label ?? 'Copy'
  return (tree: Root) => {
    visit(tree, 'element', (node: Element) => {
      const classes = node.properties?.className
      if (node.tagName !== 'div' || !Array.isArray(classes) || !classes.includes('code-block')) return
      node.children.push({
        type: 'element',
        tagName: 'button',
        properties: {
          type: 'button',
          className: ['code-block__copy'],
          dataCopyCode: true,
          title: options.title ?? 'Copy code to clipboard',
        },
        children: [
          {
            type: 'element',
            tagName: 'span',
            properties: { ariaLive: 'polite' },
            children: [{ type: 'text', value: label }],
          },
        ],
      })
      return 'skip'
    })
  }
}
