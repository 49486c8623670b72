/**
 * A `:::name` container directive without its closing `:::` line runs to the end of its
 * container (like an unclosed code fence, it is valid markdown), which swallows the rest of
 * the page into one admonition. That is almost always a mistake, so warn with the line.
 */
import type { Root } from 'mdast'
import type { ContainerDirective } from 'mdast-util-directive'
import { visit } from './walk.js'
import type { VFile } from 'vfile'

/** The opening fence of a container directive: its colons. */
const OPEN_RE = /^[ \t]*(:{3,})/
/** A closing fence as the last line of the directive's source. */
const CLOSE_RE = /(?:^|\n)[ \t]*(:{3,})[ \t]*$/

/** Warn on every container directive whose source does not end with a closing fence. */
export function remarkUnclosedDirectives() {
  return (tree: Root, file: VFile) => {
    const text = String(file.value)
    visit(tree, 'containerDirective', (node: ContainerDirective) => {
      const position = node.position
      const start = position?.start.offset
      const end = position?.end.offset
      if (!position || start === undefined || end === undefined) return
      const source = text.slice(start, end)
      const open = OPEN_RE.exec(source)?.[1]?.length ?? 3
      const close = CLOSE_RE.exec(source)?.[1]?.length ?? 0
      if (close >= open && source.split('\n').length > 1) return
      file.message(
        `\`${':'.repeat(open)}${node.name}\` is never closed: add a line \`${':'.repeat(open)}\` where it should end (it now runs to the end of ${end >= text.trimEnd().length ? 'the file' : 'its list item or quote'})`,
        { place: position.start, ruleId: 'unclosed-directive', source: 'cwc' },
      )
    })
  }
}
