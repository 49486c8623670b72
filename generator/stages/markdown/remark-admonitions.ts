/**
 * `:::note|tip|info|warning|danger[Optional title]` container directives (via
 * remark-directive) → `<div class="admonition admonition-{type}">` with a heading and content.
 * Other directives are turned back into text so nothing silently disappears; directives an
 * earlier plugin already mapped (`data.hName`, e.g. `:::tabs`) are left alone.
 */
import type { Root, Paragraph, PhrasingContent } from 'mdast'
import type { ContainerDirective } from 'mdast-util-directive'
import { visit } from './walk.js'
import type { VFile } from 'vfile'

/** Admonition types and their default titles. */
export const ADMONITION_TITLES: Record<string, string> = { note: 'Note', tip: 'Tip', info: 'Info', warning: 'Warning', danger: 'Danger', caution: 'Caution', important: 'Important' }

/** The colour class of a type: Docusaurus styles `caution` as a warning and `important` as info. */
export function admonitionStyle(type: string): string {
  return type === 'caution' ? 'warning' : type === 'important' ? 'info' : type
}

/** Turn admonition directives into hast-ready divs. */
/** `titles`: the locale's words for the types (stages/i18n), else English. */
export function remarkAdmonitions(titles: Record<string, string> = ADMONITION_TITLES) {
  return (tree: Root, file: VFile) => {
    visit(tree, (node) => {
      if (node.type === 'textDirective' || node.type === 'leafDirective') {
        // `:word` in prose is almost always plain text (e.g. "Note:foo"); restore it.
        const d = node as { type: string; name: string; children?: PhrasingContent[]; data?: Record<string, unknown> }
        const prefix = node.type === 'textDirective' ? ':' : '::'
        d.data = { hName: 'span', hChildren: [{ type: 'text', value: prefix + d.name }] }
        return
      }
      if (node.type !== 'containerDirective') return
      const d = node as ContainerDirective
      if (d.data?.hName) return // already turned into HTML by an earlier plugin (e.g. remark-tabs)
      const title = ADMONITION_TITLES[d.name]
      if (!title) {
        file.message(`Unknown directive \`:::${d.name}\`; expected one of ${Object.keys(ADMONITION_TITLES).join(', ')}`, { place: d.position })
        d.data = { hName: 'div', hProperties: { className: ['directive-unknown'] } }
        return
      }
      const first = d.children[0]
      let label: PhrasingContent[] = [{ type: 'text', value: titles[d.name] ?? title }]
      if (first && first.type === 'paragraph' && (first.data as { directiveLabel?: boolean } | undefined)?.directiveLabel) {
        label = (first as Paragraph).children
        d.children.shift()
      }
      const type = admonitionStyle(d.name)
      d.data = { hName: 'div', hProperties: { className: ['admonition', `admonition-${type}`], role: 'note' } }
      d.children = [
        { type: 'paragraph', data: { hName: 'p', hProperties: { className: ['admonition-heading'] } }, children: label },
        { type: 'blockquote', data: { hName: 'div', hProperties: { className: ['admonition-content'] } }, children: d.children } as never,
      ]
    })
  }
}
