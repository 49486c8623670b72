/**
 * One parse for a text that several pages repeat. The versions of a docs site repeat most of
 * their files word for word (react-native-website: 1,751 of its 2,341 docs are a byte-for-byte
 * copy of another version's), and parsing is the largest part of compiling a page. The markdown
 * stage sends such pages one after another (threads/stage-runner.ts `groupRepeats`), and says
 * before each page whether the next one has the same text (`beginPage`); the page's parse then
 * keeps a copy of its tree, which the next page's parse takes instead of parsing the same text.
 *
 * A tree depends only on the text and the processor's parser, which is why the memo is per
 * processor and keyed by the exact text parsed (after any preprocessing). Plugins change the tree
 * they are given, so the memo keeps a copy (`structuredClone`) and hands each copy out once.
 * Only the page's own parse uses the memo: partials parsed while it compiles do not touch it.
 * At most one tree is held per processor, and only when a repeat was announced.
 *
 * Use it right after the parser's own wrappers (remark-lean-autolinks): a parser wrapped by a
 * plugin placed after it still runs on every page.
 */
import type { Root } from 'mdast'
import type { Processor } from 'unified'

/** What the next parse call of this thread is: the page's own (and whether its text comes again next), or not. */
let next: { repeat: boolean } | null = null

/** Before a page is compiled: whether the page after it has the same text (then its tree is kept for it). */
export function beginPage(repeat: boolean): void {
  next = { repeat }
}

/** The unified plugin: wraps the processor's parser with the memo of the last repeated text. */
export function remarkParseMemo(this: Processor): void {
  const parse = this.parser
  if (!parse) return
  let memo: { doc: string; tree: Root } | null = null
  this.parser = (doc, file) => {
    const page = next
    next = null
    // Not a page's own parse (a partial's, or a parse outside the markdown stage): as without the memo.
    if (!page) return parse(doc, file)
    const kept = memo?.doc === doc ? memo.tree : null
    memo = null
    const tree = kept ?? (parse(doc, file) as Root)
    if (page.repeat) {
      try {
        memo = { doc, tree: structuredClone(tree) }
      } catch {
        // A value a plugin's parser put in the tree that cannot be copied: the next page parses its text itself.
      }
    }
    return tree
  }
}
