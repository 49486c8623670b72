/**
 * Docusaurus's MDX conventions, at tree level:
 * - `{/* truncate *\/}` ends a blog excerpt like `<!-- truncate -->`: it becomes a
 *   `<cwc-truncate>` marker element, which the compiler cuts the HTML at and removes;
 * - `## Title {/* #my-id *\/}` sets the heading's id (Docusaurus 3.10), like `{#my-id}`.
 * Other comment-only expressions compile to nothing, as in MDX.
 */
import type { Heading, Root, Text } from 'mdast'
import type { MdxFlowExpression, MdxTextExpression } from 'mdast-util-mdx-expression'
import { visit } from '../walk.js'

/** The marker element the truncate comment becomes. */
export const TRUNCATE_TAG = 'cwc-truncate'

const TRUNCATE_COMMENT_RE = /^\s*\/\*\s*truncate\s*\*\/\s*$/
const ID_COMMENT_RE = /^\s*\/\*\s*#([A-Za-z0-9_-][\w.:-]*)\s*\*\/\s*$/

export function remarkMdxDocusaurus() {
  return (tree: Root) => {
    visit(tree, (node, index, parent) => {
      if (node.type === 'mdxFlowExpression' && parent && index !== undefined && TRUNCATE_COMMENT_RE.test((node as MdxFlowExpression).value)) {
        parent.children[index] = { type: 'thematicBreak', data: { hName: TRUNCATE_TAG } } as never
        return 'skip'
      }
      if (node.type !== 'heading') return
      const heading = node as Heading
      const last = heading.children.at(-1)
      if (last?.type !== 'mdxTextExpression') return
      const m = ID_COMMENT_RE.exec((last as MdxTextExpression).value)
      if (!m) return
      heading.children.pop()
      const before = heading.children.at(-1)
      if (before?.type === 'text') (before as Text).value = (before as Text).value.replace(/\s+$/, '')
      heading.data = { ...heading.data, hProperties: { ...(heading.data?.hProperties ?? {}), id: m[1] } }
      return 'skip'
    })
  }
}

/**
 * Docusaurus's source preprocessing, which lets MDX read what it would otherwise reject:
 * `{#id}` after a heading (an invalid expression in MDX) is escaped to text for
 * remark-heading-id, and ```` ```mdx-code-block ```` fences are unwrapped to their content.
 * Lines inside other code fences are left alone.
 */
export function preprocessMdx(source: string): string {
  const lines = source.split('\n')
  let fence: string | null = null
  let unwrap = false
  const out: string[] = []
  for (const line of lines) {
    const open = /^\s*(`{3,}|~{3,})(.*)$/.exec(line)
    if (fence === null && open) {
      fence = open[1]!
      unwrap = /^mdx-code-block\b/.test(open[2]!.trim())
      out.push(unwrap ? '' : line)
      continue
    }
    if (fence !== null && line.trim().startsWith(fence[0]!.repeat(fence.length)) && line.trim().replace(/[`~]/g, '') === '') {
      out.push(unwrap ? '' : line)
      fence = null
      unwrap = false
      continue
    }
    if (fence === null && /^#{1,6}\s/.test(line)) {
      out.push(line.replace(/\s\{#([A-Za-z0-9_-][\w.:-]*)\}\s*$/, ' \\{#$1}'))
      continue
    }
    out.push(line)
  }
  return out.join('\n')
}
