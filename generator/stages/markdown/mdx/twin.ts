/**
 * The readable markdown of an MDX file, for its `.md` twin, `llms-full.txt`, "Copy page",
 * reading time and the description fallback: the source as written, with `import`/`export`
 * blocks and comments dropped and components written as what they mean — tabs as labelled
 * sections, `CodeBlock` as a fence, `Admonition` as `:::type`, `<details>` with its summary
 * in bold, partials inlined; other JSX keeps only its content.
 */
import type { Root, RootContent } from 'mdast'
import type { MdxJsxAttribute, MdxJsxFlowElement } from 'mdast-util-mdx-jsx'
import type { VFile } from 'vfile'
import type { MdxImport } from './remark-mdx-scope.js'

declare module 'vfile' {
  interface DataMap {
    /** The parsed tree's outline, before any plugin changes it (what the twin needs: see remarkMdxOutline). */
    mdxOutline: Root
  }
}

/**
 * First after parsing: keep the outline the twin is written from — top-level nodes and, inside
 * JSX elements, their children — with types, names, attributes and positions only. The tree
 * itself is changed by the plugins that follow; parsing the file again for the twin cost as
 * much as compiling it.
 */
export function remarkMdxOutline() {
  const outline = (nodes: RootContent[]): RootContent[] =>
    nodes.map(
      (n) =>
        ({
          type: n.type,
          position: n.position,
          ...(n.type === 'mdxJsxFlowElement'
            ? { name: n.name, attributes: n.attributes, children: outline(n.children as RootContent[]) }
            : {}),
        }) as RootContent,
    )
  return (tree: Root, file: VFile) => {
    file.data.mdxOutline = { type: 'root', children: outline(tree.children) }
  }
}

/** Readable markdown of a compiled MDX file (`partials`: local name → the partial's markdown), from its outline. */
export function mdxTwin(text: string, imports: MdxImport[], partials: Map<string, string>, tree: Root): string {
  const localOf = (spec: string) =>
    new Set(imports.filter((i) => i.specifier === spec).flatMap((i) => i.bindings.map((b) => b.local)))
  const names = {
    tabs: localOf('@theme/Tabs'),
    tabItem: localOf('@theme/TabItem'),
    codeBlock: localOf('@theme/CodeBlock'),
    admonition: localOf('@theme/Admonition'),
    details: new Set([...localOf('@theme/Details'), 'Details', 'details']),
  }
  const slice = (node: RootContent) => text.slice(node.position!.start.offset!, node.position!.end.offset!)
  const attr = (node: MdxJsxFlowElement, name: string) => {
    const a = node.attributes.find((x): x is MdxJsxAttribute => x.type === 'mdxJsxAttribute' && x.name === name)
    return a ? (typeof a.value === 'string' ? a.value : a.value === null ? true : null) : undefined
  }
  const blocks = (nodes: RootContent[]): string =>
    nodes
      .map(block)
      .filter((s) => s.trim() !== '')
      .join('\n\n')
  const block = (node: RootContent): string => {
    if (node.type === 'mdxjsEsm' || node.type === 'mdxFlowExpression') return ''
    if (node.type !== 'mdxJsxFlowElement') return node.position ? cleanInline(slice(node)) : ''
    const el = node
    const name = el.name ?? ''
    if (partials.has(name)) {
      // `{props.x}` in the partial reads the attribute the page gives it.
      return partials.get(name)!.replace(/\{\s*props\.([A-Za-z_$][\w$]*)\s*\}/g, (m, key: string) => {
        const value = attr(el, key)
        return typeof value === 'string' ? value : m
      })
    }
    if (names.tabs.has(name)) {
      return el.children
        .filter((c): c is MdxJsxFlowElement => c.type === 'mdxJsxFlowElement')
        .map((item) => {
          const label = attr(item, 'label') ?? attr(item, 'value')
          return `${typeof label === 'string' ? `**${label}**\n\n` : ''}${blocks(item.children as RootContent[])}`
        })
        .join('\n\n')
    }
    if (names.codeBlock.has(name)) {
      const lang = attr(el, 'language')
      const title = attr(el, 'title')
      const code = codeOf(el, text)
      return (
        '```' +
        (typeof lang === 'string' ? lang : '') +
        (typeof title === 'string' ? ` title="${title}"` : '') +
        '\n' +
        code +
        '\n```'
      )
    }
    if (names.admonition.has(name)) {
      const type = attr(el, 'type')
      const title = attr(el, 'title')
      return `:::${typeof type === 'string' ? type : 'note'}${typeof title === 'string' ? `[${title}]` : ''}\n\n${blocks(el.children as RootContent[])}\n\n:::`
    }
    if (names.details.has(name)) {
      const kids = el.children as RootContent[]
      const summaryNode = kids.find((c) => c.type === 'mdxJsxFlowElement' && c.name === 'summary')
      const summary =
        typeof attr(el, 'summary') === 'string'
          ? (attr(el, 'summary') as string)
          : summaryNode
            ? cleanInline(blocks((summaryNode as MdxJsxFlowElement).children as RootContent[]))
            : ''
      return `${summary ? `**${summary}**\n\n` : ''}${blocks(kids.filter((c) => c !== summaryNode)).replace(/^\s*<summary>([\s\S]*?)<\/summary>/, '**$1**')}`
    }
    return blocks(el.children as RootContent[])
  }
  return (
    blocks(tree.children)
      .replace(/[ \t]+$/gm, '')
      .replace(/\n{3,}/g, '\n\n')
      .trim() + '\n'
  )
}

/** A tag with at least one `={…}` attribute (braces nested up to three deep). */
const BRACED = String.raw`\{(?:[^{}]|\{(?:[^{}]|\{[^{}]*\})*\})*\}`
const JSX_TAG_WITH_EXPRESSION_RE = new RegExp(
  String.raw`<[a-z][\w.-]*(?:\s+[\w:-]+(?:=(?:"[^"]*"|'[^']*'|${BRACED}))?)*?\s+[\w:-]+=${BRACED}(?:\s+[\w:-]+(?:=(?:"[^"]*"|'[^']*'|${BRACED}))?)*\s*\/?>`,
  'g',
)

/** Text-level JSX in a block: tags of components dropped (their content kept), `{' '}` and comments removed. */
function cleanInline(markdown: string): string {
  if (!/[<{]/.test(markdown) || /^(```|~~~| {4})/.test(markdown)) return markdown
  const opened = new Set<string>()
  // Inline code is text as written: `<View>` in backticks is the name of a component, not a tag.
  return outsideInlineCode(markdown, (text) =>
    text
      .replace(/\{\s*\/\*[\s\S]*?\*\/\s*\}/g, '')
      .replace(/\{\s*(['"])(\s*)\1\s*\}/g, '$2')
      .replace(/<\/?[A-Z][\w.]*(\s[^<>]*)?\/?>/g, '')
      // An HTML tag with expression attributes (`<button onClick={…}>`) is code, not prose: keep its content.
      .replace(JSX_TAG_WITH_EXPRESSION_RE, (tag) => {
        opened.add(/^<([\w.-]+)/.exec(tag)![1]!)
        return ''
      })
      .replace(/<\/([\w.-]+)>/g, (tag, name: string) => (opened.has(name) ? '' : tag)),
  )
}

/** A code span: a run of backticks, then text up to the same run (CommonMark). */
const CODE_SPAN_RE = /(?<!`)(`+)(?!`)[\s\S]*?(?<!`)\1(?!`)/g

/** `edit` applied to the text between inline code spans; the spans are kept as written. */
function outsideInlineCode(markdown: string, edit: (text: string) => string): string {
  let out = ''
  let last = 0
  for (const m of markdown.matchAll(CODE_SPAN_RE)) {
    out += edit(markdown.slice(last, m.index)) + m[0]
    last = m.index + m[0].length
  }
  return out + edit(markdown.slice(last))
}

/** The code of a CodeBlock: its string children as written. */
function codeOf(el: MdxJsxFlowElement, text: string): string {
  const inner = el.children
    .map((c) => (c.position ? text.slice(c.position.start.offset!, c.position.end.offset!) : ''))
    .join('\n')
    .trim()
  const m = /^\{\s*(`([\s\S]*)`|'([^']*)'|"([^"]*)")\s*\}$/.exec(inner)
  return (m ? (m[2] ?? m[3] ?? m[4] ?? '') : inner).replace(/^\n/, '').replace(/\n\s*$/, '')
}
