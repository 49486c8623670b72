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
import type { Definition, Root, RootContent } from 'mdast'
import type { MdxjsEsm } from 'mdast-util-mdxjs-esm'
import type { MdxJsxFlowElement, MdxJsxTextElement } from 'mdast-util-mdx-jsx'
import type { VFile } from 'vfile'
import { resolveTarget } from './modules.js'
import { visit } from '../walk.js'

/** What the islands bundle needs of a page. */
export interface MdxIslands {
  /** The page's import and export blocks, as written. */
  esm: string
  /** Each island's source, in order (`data-island` is its index). */
  islands: string[]
  /** The page's link reference definitions (`[id]: url`), which an island's markdown may use. */
  definitions: string
}

declare module 'vfile' {
  interface DataMap {
    mdxIslands: MdxIslands | null
  }
}

/** Source code that needs the browser: a state/effect hook, an `on…={` handler, or what Docusaurus renders in the browser only (`BrowserOnly`, `useIsBrowser`). */
export const INTERACTIVE_SOURCE_RE = /\buse(State|Effect|Reducer|Ref|LayoutEffect|Transition|SyncExternalStore|IsBrowser)\b|\bon[A-Z]\w*\s*=\s*\{|\bBrowserOnly\b/

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

export function remarkMdxIslands(options: { siteRoot: string }) {
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
        const target = resolveTarget(imp.specifier, file.path, options.siteRoot)
        if (target.kind === 'file' && CODE_RE.test(target.file) && isInteractiveFile(target.file)) for (const b of imp.bindings) interactive.add(b.local)
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
        const code = typeof range.start === 'number' && typeof range.end === 'number' ? text.slice(range.start, range.end) : esm.value
        if (!decl || !INTERACTIVE_SOURCE_RE.test(code)) continue
        if (decl.type === 'VariableDeclaration') for (const d of decl.declarations) { if (d.id.type === 'Identifier') interactive.add(d.id.name) }
        if ((decl.type === 'FunctionDeclaration' || decl.type === 'ClassDeclaration') && decl.id) interactive.add(decl.id.name)
      }
    }
    const needsBrowser = (node: Jsx): boolean =>
      (node.name !== null && interactive.has(node.name.split('.')[0]!)) ||
      node.attributes.some((a) => a.type === 'mdxJsxAttribute' && (a.name === 'client:load' || (/^on[A-Z]/.test(a.name) && a.value !== null && typeof a.value === 'object')))
    const contains = (node: RootContent): boolean => {
      if ((node.type === 'mdxJsxFlowElement' || node.type === 'mdxJsxTextElement') && needsBrowser(node)) return true
      return 'children' in node && (node.children as RootContent[]).some(contains)
    }
    const islands: string[] = []
    // Wrap the outermost JSX element that contains an interactive one.
    const walk = (parent: { children: RootContent[] }) => {
      parent.children.forEach((node, i) => {
        if ((node.type === 'mdxJsxFlowElement' || node.type === 'mdxJsxTextElement') && contains(node) && node.position) {
          node.attributes = node.attributes.filter((a) => !(a.type === 'mdxJsxAttribute' && a.name === 'client:load'))
          const source = text.slice(node.position.start.offset!, node.position.end.offset!).replace(/\s+client:load\b/g, '')
          const wrapper = { type: node.type, name: ISLAND_COMPONENT, attributes: [{ type: 'mdxJsxAttribute', name: 'data-island', value: String(islands.length) }], children: [node], position: node.position }
          islands.push(source)
          parent.children[i] = wrapper as RootContent
          return
        }
        if ('children' in node) walk(node as { children: RootContent[] })
      })
    }
    walk(tree)
    if (!islands.length) return
    const esm = tree.children.filter((n): n is MdxjsEsm => n.type === 'mdxjsEsm').map((n) => n.value).join('\n\n')
    const definitions: string[] = []
    visit(tree, 'definition', (node: Definition) => { if (node.position) definitions.push(text.slice(node.position.start.offset!, node.position.end.offset!)) })
    file.data.mdxIslands = { esm, islands, definitions: definitions.join('\n') }
  }
}
