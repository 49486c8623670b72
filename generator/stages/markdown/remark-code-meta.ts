/**
 * Keep a code fence's meta (` ```json title="a.json" {2} `) as the `data-meta` property of its
 * hast `code`: remark-rehype puts it only on `data.meta`, which rehype-raw drops when it
 * re-parses a document that contains raw HTML. rehype-shiki reads it and removes the element.
 */
import type { Code, Root } from 'mdast'
import { visit } from './walk.js'

/** Copy each code block's meta to `data.hProperties.dataMeta`. */
export function remarkCodeMeta() {
  return (tree: Root) => {
    visit(tree, 'code', (node: Code) => {
      if (!node.meta) return
      node.data = { ...node.data, hProperties: { ...node.data?.hProperties, dataMeta: node.meta } }
    })
  }
}
