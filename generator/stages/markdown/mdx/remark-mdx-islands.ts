/**
 * Islands: the parts of an MDX page that need the browser. A JSX element with an event
 * handler attribute (`<button onClick={…}>`), or a component imported from a site module that
 * uses state, effects or handlers (its source mentions `useState`, `useEffect`, `useReducer`,
 * `useRef`, `useLayoutEffect` or an `on…={` attribute), or any element marked `client:load`,
 * is an island. Each outermost such element is wrapped in `<CwcIsland data-island="n">` (rendered
 * as `<cwc-island>`); its
 * source (with the page's imports and exports) is kept on `file.data.mdxIslands` so the
 * islands bundle can hydrate exactly that element, and only on this page.
 */
import fs from 'node:fs'
import type { FootnoteReference, Root, RootContent } from 'mdast'
import type { MdxjsEsm } from 'mdast-util-mdxjs-esm'
import type { MdxJsxFlowElement, MdxJsxTextElement } from 'mdast-util-mdx-jsx'
import type { VFile } from 'vfile'
import { resolveTarget } from './modules.js'
import { visit } from '../walk.js'
import { normalizeUri } from 'micromark-util-sanitize-uri'

/** What the islands bundle needs of a page. */
export interface MdxIslands {
  /** The page's import and export blocks, as written. */
  esm: string
  /** Each island's source, in order (`data-island` is its index). */
  islands: string[]
  /** The page's link reference definitions (`[id]: url`) and footnote definitions, which an island's markdown
   * may use. */
  definitions: string
  /**
   * For each island, the page's footnote numbering where it starts: the footnotes referenced
   * before it, in order, and how many times each (see `remarkIslandFootnotes`).
   */
  footnotes: FootnoteState[]
}

/** Footnote numbering at a point of a page, as mdast-util-to-hast keeps it: upper-cased ids in
 * first-reference order, and each one's references so far. */
export interface FootnoteState {
  order: string[]
  counts: Record<string, number>
}

declare module 'vfile' {
  interface DataMap {
    mdxIslands: MdxIslands | null
  }
}

/** Source code that needs the browser: a state/effect hook, an `on…={` handler, or what Docusaurus renders in
 * the browser only (`BrowserOnly`, `useIsBrowser`). */
export const INTERACTIVE_SOURCE_RE =
  /\buse(State|Effect|Reducer|Ref|LayoutEffect|Transition|SyncExternalStore|IsBrowser)\b|\bon[A-Z]\w*\s*=\s*\{|\bBrowserOnly\b/

/** Docusaurus's modules whose components render in the browser only. */
const BROWSER_MODULES = new Set(['@docusaurus/BrowserOnly'])
const CODE_RE = /\.(jsx?|tsx?|mjs)$/

type Jsx = MdxJsxFlowElement | MdxJsxTextElement

/**
 * The component each island is wrapped in (given to every page by the compiler): it renders
 * `<cwc-island>` with its content rendered for hydration (renderToString keeps the markers
 * React needs between adjacent text nodes; static markup merges them).
 */
export const ISLAND_COMPONENT = 'CwcIsland'

export function remarkMdxIslands(options: { siteRoot: string; aliases?: Record<string, string> }) {
  const interactiveFiles = new Map<string, boolean>()
  const isInteractiveFile = (file: string) => {
    let yes = interactiveFiles.get(file)
    if (yes === undefined) {
      yes = INTERACTIVE_SOURCE_RE.test(fs.readFileSync(file, 'utf8'))
      interactiveFiles.set(file, yes)
    }
    return yes
  }
  return (tree: Root, file: VFile) => {
    file.data.mdxIslands = null
    const text = String(file.value)
    // Components from site modules that need the browser.
    const interactive = new Set<string>()
    for (const imp of file.data.mdxImports ?? []) {
      if (BROWSER_MODULES.has(imp.specifier)) {
        for (const b of imp.bindings) interactive.add(b.local)
        continue
      }
      try {
        const target = resolveTarget(imp.specifier, file.path, options.siteRoot, options.aliases)
        if (target.kind === 'file' && CODE_RE.test(target.file) && isInteractiveFile(target.file))
          for (const b of imp.bindings) interactive.add(b.local)
      } catch {
        // Reported by the compiler when it resolves the import.
      }
    }
    // Components the page exports whose code handles events or keeps state.
    for (const esm of tree.children) {
      if (esm.type !== 'mdxjsEsm') continue
      for (const stmt of (esm as MdxjsEsm).data?.estree?.body ?? []) {
        const decl = stmt.type === 'ExportNamedDeclaration' ? stmt.declaration : stmt
        const range = stmt as unknown as { start?: number; end?: number }
        const code =
          typeof range.start === 'number' && typeof range.end === 'number'
            ? text.slice(range.start, range.end)
            : esm.value
        if (!decl || !INTERACTIVE_SOURCE_RE.test(code)) continue
        if (decl.type === 'VariableDeclaration')
          for (const d of decl.declarations) {
            if (d.id.type === 'Identifier') interactive.add(d.id.name)
          }
        if ((decl.type === 'FunctionDeclaration' || decl.type === 'ClassDeclaration') && decl.id)
          interactive.add(decl.id.name)
      }
    }
    const needsBrowser = (node: Jsx): boolean =>
      (node.name !== null && interactive.has(node.name.split('.')[0]!)) ||
      node.attributes.some(
        (a) =>
          a.type === 'mdxJsxAttribute' &&
          (a.name === 'client:load' || (/^on[A-Z]/.test(a.name) && a.value !== null && typeof a.value === 'object')),
      )
    const contains = (node: RootContent): boolean => {
      if ((node.type === 'mdxJsxFlowElement' || node.type === 'mdxJsxTextElement') && needsBrowser(node)) return true
      return 'children' in node && (node.children as RootContent[]).some(contains)
    }
    const islands: string[] = []
    // Wrap the outermost JSX element that contains an interactive one.
    const walk = (parent: { children: RootContent[] }) => {
      parent.children.forEach((node, i) => {
        if (
          (node.type === 'mdxJsxFlowElement' || node.type === 'mdxJsxTextElement') &&
          contains(node) &&
          node.position
        ) {
          node.attributes = node.attributes.filter((a) => !(a.type === 'mdxJsxAttribute' && a.name === 'client:load'))
          const source = text
            .slice(node.position.start.offset!, node.position.end.offset!)
            .replace(/\s+client:load\b/g, '')
          const wrapper = {
            type: node.type,
            name: ISLAND_COMPONENT,
            attributes: [{ type: 'mdxJsxAttribute', name: 'data-island', value: String(islands.length) }],
            children: [node],
            position: node.position,
          }
          islands.push(source)
          parent.children[i] = wrapper as RootContent
          return
        }
        if ('children' in node) walk(node as { children: RootContent[] })
      })
    }
    walk(tree)
    if (!islands.length) return
    const esm = tree.children
      .filter((n): n is MdxjsEsm => n.type === 'mdxjsEsm')
      .map((n) => n.value)
      .join('\n\n')
    const definitions: string[] = []
    // The page's footnote numbering where each island starts (document order, as remark-rehype numbers them).
    const footnotes: FootnoteState[] = []
    const order: string[] = []
    const counts: Record<string, number> = {}
    visit(tree, (node) => {
      if ((node.type === 'definition' || node.type === 'footnoteDefinition') && node.position) {
        definitions.push(text.slice(node.position.start.offset!, node.position.end.offset!))
        // A footnote's own references are numbered after the page's, at its end: not counted here.
        return node.type === 'footnoteDefinition' ? 'skip' : undefined
      }
      if (node.type === 'footnoteReference') {
        const id = String((node as FootnoteReference).identifier).toUpperCase()
        if (!(id in counts)) order.push(id)
        counts[id] = (counts[id] ?? 0) + 1
      }
      if (
        (node.type === 'mdxJsxFlowElement' || node.type === 'mdxJsxTextElement') &&
        (node as Jsx).name === ISLAND_COMPONENT
      )
        footnotes.push({ order: [...order], counts: { ...counts } })
      return undefined
    })
    file.data.mdxIslands = { esm, islands, definitions: definitions.join('\n\n'), footnotes }
  }
}

declare module 'vfile' {
  interface DataMap {
    /** An island's module being compiled: the page's footnote numbering where the island starts. */
    islandFootnotes: FootnoteState
  }
}

/**
 * In an island's module (mdx/compiler.ts `islandProcessor`): its footnote references numbered as
 * the page numbered them (`file.data.islandFootnotes`), written as remark-rehype writes one, and
 * the page's footnote definitions (given so that `[^id]` parses as a reference) dropped: the page
 * has the footnotes' section, not the island.
 */
export function remarkIslandFootnotes(options: { clobberPrefix?: string } = {}) {
  const prefix = options.clobberPrefix ?? 'user-content-'
  return (tree: Root, file: VFile) => {
    const state = file.data.islandFootnotes ?? { order: [], counts: {} }
    const order = [...state.order]
    const counts = { ...state.counts }
    tree.children = tree.children.filter((n) => n.type !== 'footnoteDefinition')
    visit(tree, 'footnoteReference', (node: FootnoteReference, index, parent) => {
      if (!parent || index === undefined) return
      const id = String(node.identifier).toUpperCase()
      const safeId = normalizeUri(id.toLowerCase())
      if (!(id in counts)) order.push(id)
      counts[id] = (counts[id] ?? 0) + 1
      const link = {
        type: 'element',
        tagName: 'a',
        properties: {
          href: `#${prefix}fn-${safeId}`,
          id: `${prefix}fnref-${safeId}${counts[id]! > 1 ? `-${counts[id]}` : ''}`,
          dataFootnoteRef: true,
          ariaDescribedBy: ['footnote-label'],
        },
        children: [{ type: 'text', value: String(order.indexOf(id) + 1) }],
      }
      ;(parent as { children: unknown[] }).children[index] = {
        type: 'cwcFootnoteReference',
        children: [],
        data: { hName: 'sup', hProperties: {}, hChildren: [link] },
      }
    })
  }
}
