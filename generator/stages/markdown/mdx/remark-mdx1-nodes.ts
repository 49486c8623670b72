/**
 * Docusaurus 2's remark plugins speak MDX 1: they add `jsx` nodes and `import`/`export` nodes that
 * hold raw source. Docusaurus 2's npm2yarn, for one, writes `<Tabs groupId="npm2yarn">`,
 * `<TabItem value="npm">`, the code block, `</TabItem>`, … as siblings, and
 * `import Tabs from '@theme/Tabs';`. MDX 3 knows neither node (they would show as text), so after
 * the site's plugins have run: a run of siblings from an opening `jsx` node to its matching close
 * is written back as MDX text (markdown nodes through mdast-util-to-markdown) and parsed again as
 * MDX; an `import`/`export` node becomes the ESM node MDX 3 makes of the same source, less the
 * imports of names the file binds already. MDX 1's plugins skipped an import the file had (npm2yarn
 * looked for `import Tabs` among the `import` nodes); the file's own imports are ESM nodes now, which
 * they do not see, so the second `import Tabs` would fail as a duplicate declaration.
 */
import { Parser } from 'acorn'
import type { Parent, Root, RootContent } from 'mdast'
import { fromMarkdown } from 'mdast-util-from-markdown'
import { mdxFromMarkdown, mdxToMarkdown } from 'mdast-util-mdx'
import { toMarkdown } from 'mdast-util-to-markdown'
import { mdxjs } from 'micromark-extension-mdxjs'
import type { Program } from 'estree'
import type { Node } from 'unist'

/** A node of MDX 1's tree: `jsx`, `import`, `export`, each with its source as `value`. */
interface Mdx1Node {
  type: 'jsx' | 'import' | 'export'
  value: string
  position?: Node['position']
}

const isMdx1 = (n: { type: string }): n is Mdx1Node => n.type === 'jsx' || n.type === 'import' || n.type === 'export'

/** Opening tags (not self-closing) minus closing tags in a piece of JSX source. */
function balance(source: string): number {
  let depth = 0
  for (const m of source.matchAll(/<(\/?)([A-Za-z][\w.:-]*)?((?:[^<>"'{}]|"[^"]*"|'[^']*'|\{[^{}]*\})*?)(\/?)>/g)) {
    if (m[1]) depth--
    else if (!m[4]) depth++
  }
  return depth
}

/** MDX source parsed into mdast (with the ESM's estree, as MDX's own parser gives it). */
function parseMdx(source: string): RootContent[] {
  const tree = fromMarkdown(source, {
    extensions: [
      mdxjs({ acorn: Parser, acornOptions: { ecmaVersion: 'latest', sourceType: 'module' }, addResult: true }),
    ],
    mdastExtensions: [mdxFromMarkdown()],
  })
  // Positions would point into the snippet: the nodes keep none (their lines are not the file's).
  const strip = (n: Node) => {
    delete n.position
    for (const c of (n as Parent).children ?? []) strip(c)
  }
  for (const c of tree.children) strip(c)
  return tree.children
}

/** The local names an ESM node's imports and exports bind. */
function boundNames(esm: RootContent): string[] {
  const body = (esm.data as { estree?: Program } | undefined)?.estree?.body ?? []
  return body.flatMap((statement) => {
    if (statement.type === 'ImportDeclaration') return statement.specifiers.map((s) => s.local.name)
    if (statement.type !== 'ExportNamedDeclaration' || !statement.declaration) return []
    const d = statement.declaration
    if (d.type === 'VariableDeclaration')
      return d.declarations.flatMap((v) => (v.id.type === 'Identifier' ? [v.id.name] : []))
    return d.id ? [d.id.name] : []
  })
}

/**
 * An ESM node parsed from a plugin's `import` node, less the import declarations whose names are all
 * bound (`bound`), and the names it binds added to `bound`; null when nothing is left of it.
 */
function withoutBound(esm: RootContent, bound: Set<string>): RootContent | null {
  const estree = (esm.data as { estree?: Program } | undefined)?.estree
  if (esm.type !== 'mdxjsEsm' || !estree) return esm
  const kept = estree.body.filter(
    (s) => s.type !== 'ImportDeclaration' || s.specifiers.some((spec) => !bound.has(spec.local.name)),
  )
  for (const name of boundNames(esm)) bound.add(name)
  if (kept.length === estree.body.length) return esm
  if (!kept.length) return null
  // The statements' offsets are into the node's source, which the ESM starts (the plugin's node is parsed alone).
  const source = esm.value
  const at = (n: unknown) => n as { start: number; end: number }
  const value = kept.map((n) => source.slice(at(n).start, at(n).end)).join('\n')
  return { ...esm, value, data: { ...esm.data, estree: { ...estree, body: kept } } } as RootContent
}

/** The plugin: MDX 1 nodes the site's plugins added, made MDX 3 nodes. */
export function remarkMdx1Nodes() {
  return (tree: Root) => {
    // The names the file's own imports and exports bind: a plugin's import of one of them is dropped.
    const bound = new Set(tree.children.filter((c) => c.type === 'mdxjsEsm').flatMap(boundNames))
    const walk = (parent: Parent) => {
      const children = parent.children as (RootContent | Mdx1Node)[]
      for (let i = 0; i < children.length; i++) {
        const node = children[i]!
        if (!isMdx1(node)) {
          if ('children' in node) walk(node as Parent)
          continue
        }
        let end = i
        if (node.type === 'jsx') {
          let depth = balance(node.value)
          while (depth > 0 && end + 1 < children.length) {
            const next = children[++end]!
            if (next.type === 'jsx') depth += balance((next as Mdx1Node).value)
          }
        }
        const run = children.slice(i, end + 1)
        const source = run
          .map((n) => (isMdx1(n) ? n.value : toMarkdown(n as RootContent, { extensions: [mdxToMarkdown()] }).trimEnd()))
          .join('\n\n')
        let parsed = parseMdx(source)
        if (node.type !== 'jsx') parsed = parsed.flatMap((p) => withoutBound(p, bound) ?? [])
        // Inside a paragraph (inline JSX) the parse's own paragraph is not wanted.
        if (parent.type === 'paragraph' && parsed.length === 1 && parsed[0]!.type === 'paragraph')
          parsed = (parsed[0] as Parent).children as RootContent[]
        children.splice(i, run.length, ...parsed)
        i += parsed.length - 1
      }
    }
    walk(tree)
  }
}
