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
export const ADMONITION_TITLES: Record<string, string> = {
  note: 'Note',
  tip: 'Tip',
  info: 'Info',
  warning: 'Warning',
  danger: 'Danger',
  caution: 'Caution',
  important: 'Important',
}

/** The colour class of a type: Docusaurus styles `caution` as a warning and `important` as info. */
export function admonitionStyle(type: string): string {
  return type === 'caution' ? 'warning' : type === 'important' ? 'info' : type
}

/**
 * Turn admonition directives into hast-ready divs. `titles`: the locale's words for the types
 * (stages/i18n), else English. `keywords`: the site's own types (Docusaurus's
 * `admonitions.keywords`), each a note-styled box titled with its keyword, capitalised.
 */
export function remarkAdmonitions(
  titles: Record<string, string> = ADMONITION_TITLES,
  keywords: readonly string[] = [],
) {
  const own = new Map(
    keywords.filter((k) => !ADMONITION_TITLES[k]).map((k) => [k, k.charAt(0).toUpperCase() + k.slice(1)]),
  )
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
      // Docusaurus's older names: `:::secondary` is a note, `:::success` a tip.
      if (d.name === 'secondary' || d.name === 'success') d.name = d.name === 'secondary' ? 'note' : 'tip'
      const title = ADMONITION_TITLES[d.name] ?? own.get(d.name)
      if (!title) {
        file.message(
          `Unknown directive \`:::${d.name}\`; expected one of ${[...Object.keys(ADMONITION_TITLES), ...own.keys()].join(', ')} (a site's own admonition types are Docusaurus's \`admonitions: { keywords: [...] }\` of the docs, blog and pages options)`,
          { place: d.position },
        )
        d.data = { hName: 'div', hProperties: { className: ['directive-unknown'] } }
        return
      }
      const first = d.children[0]
      let label: PhrasingContent[] = [{ type: 'text', value: titles[d.name] ?? title }]
      if (
        first &&
        first.type === 'paragraph' &&
        (first.data as { directiveLabel?: boolean } | undefined)?.directiveLabel
      ) {
        label = (first as Paragraph).children
        d.children.shift()
      }
      // A site's own type is styled as a note; its name stays on the box for the site's CSS.
      const type = own.has(d.name) ? 'note' : admonitionStyle(d.name)
      d.data = {
        hName: 'div',
        hProperties: {
          className: ['admonition', `admonition-${type}`, ...(own.has(d.name) ? [`admonition-${d.name}`] : [])],
          role: 'note',
        },
      }
      d.children = [
        {
          type: 'paragraph',
          data: { hName: 'p', hProperties: { className: ['admonition-heading'] } },
          children: label,
        },
        {
          type: 'blockquote',
          data: { hName: 'div', hProperties: { className: ['admonition-content'] } },
          children: d.children,
        } as never,
      ]
    })
  }
}
