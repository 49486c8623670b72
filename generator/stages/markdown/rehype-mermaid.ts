/**
 * Mermaid diagrams (`markdown.mermaid`, Docusaurus's theme-mermaid): a
 * ```` ```mermaid ```` fence becomes the mermaid container of DOM.md — the diagram's source kept
 * as a code block inside it, readable without JavaScript — which the diagrams' script
 * (stages/client/mermaid.ts) draws in the browser. Runs before rehype-shiki, so the fence is not
 * highlighted (nor warned about as an unknown language). `@theme/Mermaid` renders the same.
 */
import type { Element, Root } from 'hast'
import { toString } from 'hast-util-to-string'
import { MERMAID_CLASS } from '../../core/theme-contract.js'
import { visit } from './walk.js'

/** The container's hast for a diagram's source (the same markup as theme/mdx/Mermaid.tsx). */
export function mermaidContainer(source: string): Element {
  return {
    type: 'element',
    tagName: 'div',
    properties: { className: [MERMAID_CLASS], dataMermaid: '' },
    children: [
      {
        type: 'element',
        tagName: 'pre',
        properties: { className: ['mermaid-source'] },
        children: [{ type: 'element', tagName: 'code', properties: {}, children: [{ type: 'text', value: source }] }],
      },
    ],
  }
}

/** `pre > code.language-mermaid` → the mermaid container. */
export function rehypeMermaid() {
  return (tree: Root) => {
    visit(tree, 'element', (node: Element, index, parent) => {
      if (node.tagName !== 'pre' || !parent || index === undefined) return
      const code = node.children[0]
      if (code?.type !== 'element' || code.tagName !== 'code') return
      const classes = (code.properties?.className as string[] | undefined) ?? []
      if (!classes.includes('language-mermaid')) return
      ;(parent as Element).children[index] = mermaidContainer(toString(code).replace(/\n$/, ''))
      return 'skip'
    })
  }
}
