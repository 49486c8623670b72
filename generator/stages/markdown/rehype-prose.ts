/**
 * Prose that reads on a phone: a table can be scrolled with the keyboard (it scrolls sideways on
 * narrow screens, theme/styles/doc.css, so it is a Tab stop, as a code block's `pre` is); a dotted
 * identifier in inline code (`codeWebChat.chatPresetsForAskAboutContext`) breaks after a dot, not
 * mid-word (`<wbr>` after each dot that joins two names); a long list of short names (the
 * supported chatbots) is laid out in columns (`ul.list--columns`), read down each column in order.
 */
import type { Element, ElementContent, Root } from 'hast'
import type { VFile } from 'vfile'
import { visit } from './walk.js'

/** A dot between two names: a break may follow it. */
const DOT_RE = /(?<=[\p{L}\p{N}_$)\]]\.)(?=[\p{L}_$])/u
const DOTS_RE = new RegExp(DOT_RE.source, 'gu')

/** A list this long whose items are all this short (plain text, one line) reads better in columns. */
const COLUMN_ITEMS = 9
const COLUMN_ITEM_CHARS = 24

function isColumnList(list: Element): boolean {
  const items = list.children.filter((c): c is Element => c.type === 'element')
  return (
    items.length >= COLUMN_ITEMS &&
    items.every(
      (li) =>
        li.tagName === 'li' &&
        li.children.every(
          (c) =>
            (c.type === 'text' && c.value.trim().length <= COLUMN_ITEM_CHARS) ||
            (c.type === 'element' && INLINE.has(c.tagName) && textOf(c).length <= COLUMN_ITEM_CHARS),
        ),
    )
  )
}

const INLINE = new Set(['a', 'code', 'em', 'strong'])

function textOf(node: ElementContent): string {
  return node.type === 'text' ? node.value : node.type === 'element' ? node.children.map(textOf).join('') : ''
}

/**
 * Make tables focusable, let inline identifiers break after their dots, and set long lists of
 * short names in columns. Not the `<wbr>`s when the site's MDX components replace `code`: such a
 * component may read its children as one string (react-native-website's renders a code block for
 * anything else, which turned `Activity.onBackPressed()` in a sentence into a block).
 */
export function rehypeProse() {
  return (tree: Root, file: VFile) => {
    const breaks = !(file.data.mdxGlobals ?? []).includes('code')
    visit(tree, 'element', (node: Element) => {
      if (node.tagName === 'pre') return 'skip' // code blocks keep their lines
      if (node.tagName === 'ul' && isColumnList(node)) {
        const classes = Array.isArray(node.properties.className) ? node.properties.className : []
        node.properties.className = [...classes, 'list--columns']
        return
      }
      if (node.tagName === 'table') {
        node.properties.tabIndex ??= 0
        return
      }
      if (node.tagName !== 'code' || !breaks) return
      node.children = node.children.flatMap((child): ElementContent[] => {
        if (child.type !== 'text' || !DOT_RE.test(child.value)) return [child]
        return child.value.split(DOTS_RE).flatMap((part, i): ElementContent[] =>
          i === 0
            ? [{ type: 'text', value: part }]
            : [
                { type: 'element', tagName: 'wbr', properties: {}, children: [] },
                { type: 'text', value: part },
              ],
        )
      })
      return 'skip'
    })
  }
}
