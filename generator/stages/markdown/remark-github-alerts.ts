/**
 * GitHub-style alerts: a blockquote whose first line is `[!NOTE]`, `[!TIP]`, `[!IMPORTANT]`,
 * `[!WARNING]` or `[!CAUTION]` becomes an admonition of the same shape remark-admonitions
 * gives `:::note` (`div.admonition.admonition-{type}` > `p.admonition-heading` +
 * `div.admonition-content`), headed with GitHub's word for it. Other blockquotes are left alone.
 */
import type { Blockquote, Root } from 'mdast'
import { visit } from './walk.js'

/** Alert keyword → [admonition type, heading]. IMPORTANT and CAUTION map to our nearest colours. */
export const GITHUB_ALERTS: Record<string, [type: string, title: string]> = {
  NOTE: ['note', 'Note'],
  TIP: ['tip', 'Tip'],
  IMPORTANT: ['info', 'Important'],
  WARNING: ['warning', 'Warning'],
  CAUTION: ['danger', 'Caution'],
}

/** `[!TYPE]` alone on the first line (GitHub ignores a marker followed by text on the same line). */
const MARKER_RE = /^\[!([A-Za-z]+)\][ \t]*(?:\r?\n|$)/

/** Turn `> [!TYPE]` blockquotes into admonitions. */
export function remarkGithubAlerts(titles: Record<string, string> = {}) {
  return (tree: Root) => {
    visit(tree, 'blockquote', (node: Blockquote) => {
      const first = node.children[0]
      const text = first?.type === 'paragraph' ? first.children[0] : undefined
      if (first?.type !== 'paragraph' || text?.type !== 'text') return
      const m = MARKER_RE.exec(text.value)
      const alert = m && GITHUB_ALERTS[m[1]!.toUpperCase()]
      if (!m || !alert) return
      text.value = text.value.slice(m[0].length)
      if (!text.value) first.children.shift()
      if (!first.children.length) node.children.shift()
      const [type, title] = alert
      node.data = { hName: 'div', hProperties: { className: ['admonition', `admonition-${type}`], role: 'note' } }
      node.children = [
        {
          type: 'paragraph',
          data: { hName: 'p', hProperties: { className: ['admonition-heading'] } },
          children: [{ type: 'text', value: titles[m[1]!.toLowerCase()] ?? title }],
        },
        {
          type: 'blockquote',
          data: { hName: 'div', hProperties: { className: ['admonition-content'] } },
          children: node.children,
        },
      ]
    })
  }
}
