/**
 * JSX that is really HTML becomes HTML elements, so that the markdown plugins after it see it
 * as they see markdown: a lowercase JSX element whose attributes are all plain strings (`<h2
 * id="x">`, `<a href>`, `<img src>`, `<details>`) becomes a hast element (headings join the TOC,
 * links are checked and get the base URL, raw-HTML rules apply). Some theme components are
 * turned into the markdown they stand for when their props are static:
 * - `<CodeBlock language title showLineNumbers>{`code`}</CodeBlock>` → a fenced code block
 *   (highlighted by Shiki like any fence);
 * - `<Heading as="h2" id>` → the heading element;
 * - `<Link to|href>` → an `a` element.
 * Anything with an expression attribute stays JSX and is rendered by React. Each element made
 * keeps MDX's mark of JSX written in the page (`_mdxExplicitJsx`), so that the site's
 * MDXComponents, which MDX applies to markdown's elements only, leave it alone: react-native-website's
 * `<code>[a link](url)</code>` went to its `code` component, which made it a code block.
 */
import type { Element, ElementContent, Root, RootContent } from 'hast'
import { h } from 'hastscript'
import type { MdxJsxAttribute, MdxJsxExpressionAttribute } from 'mdast-util-mdx-jsx'
import type { MdxJsxFlowElementHast, MdxJsxTextElementHast } from 'mdast-util-mdx-jsx'
import type { VFile } from 'vfile'
import type { MdxImport } from './remark-mdx-scope.js'

type JsxNode = MdxJsxFlowElementHast | MdxJsxTextElementHast

declare module 'hast' {
  interface ElementData {
    /** MDX's mark of JSX written in the page (@mdx-js/mdx's remark-mark-and-unravel), kept on the elements
     * made from it: hast-util-to-estree passes it on to recma-jsx-rewrite. */
    _mdxExplicitJsx?: boolean | null | undefined
  }
}

/** React prop names that differ from HTML attribute names. */
const REACT_ATTRS: Record<string, string> = { className: 'class', htmlFor: 'for' }

export function rehypeMdxStatic() {
  return (tree: Root, file: VFile) => {
    const local = (specifier: string) =>
      new Set(
        (file.data.mdxImports ?? [])
          .filter((i: MdxImport) => i.specifier === specifier)
          .flatMap((i) => i.bindings.filter((b) => b.imported === 'default').map((b) => b.local)),
      )
    const codeBlock = local('@theme/CodeBlock')
    const heading = local('@theme/Heading')
    const link = local('@docusaurus/Link')
    const walk = (parent: { children: RootContent[] | ElementContent[] }) => {
      const children = parent.children as RootContent[]
      for (let i = 0; i < children.length; i++) {
        const node = children[i]!
        if ('children' in node) walk(node as { children: RootContent[] })
        if (node.type !== 'mdxJsxFlowElement' && node.type !== 'mdxJsxTextElement') continue
        const jsx = node as JsxNode
        const attrs = staticAttributes(jsx.attributes)
        if (!jsx.name || !attrs) continue
        let replacement: Element | null = null
        if (/^[a-z][a-z0-9-]*$/.test(jsx.name))
          replacement = toElement(jsx.name, attrs, jsx.children as ElementContent[])
        else if (codeBlock.has(jsx.name)) replacement = codeBlockElement(attrs, jsx, String(file.value))
        else if (heading.has(jsx.name) && /^h[1-6]$/.test(String(attrs.as ?? 'h2'))) {
          const { as = 'h2', ...rest } = attrs
          replacement = toElement(String(as), rest, jsx.children as ElementContent[])
        } else if (link.has(jsx.name) && (typeof attrs.to === 'string' || typeof attrs.href === 'string')) {
          const { to, href, ...rest } = attrs
          replacement = toElement('a', { ...rest, href: String(to ?? href) }, jsx.children as ElementContent[])
        }
        if (replacement) {
          replacement.position = jsx.position
          // Still JSX its author wrote: MDX gives it to no component of the site's MDXComponents
          // (`code: MDXCode` is for markdown's code, not for `<code>` written in the page), as in Docusaurus.
          replacement.data = { ...replacement.data, _mdxExplicitJsx: true }
          children[i] = replacement
        }
      }
    }
    walk(tree)
  }
}

/** The attributes as strings (true for a bare attribute), or null when one is an expression. */
function staticAttributes(
  attributes: (MdxJsxAttribute | MdxJsxExpressionAttribute)[],
): Record<string, string | true> | null {
  const out: Record<string, string | true> = {}
  for (const a of attributes) {
    if (a.type !== 'mdxJsxAttribute' || (a.value !== null && a.value !== undefined && typeof a.value !== 'string'))
      return null
    out[a.name] = a.value ?? true
  }
  return out
}

function toElement(name: string, attrs: Record<string, string | true>, children: ElementContent[]): Element {
  const props: Record<string, string | boolean> = {}
  for (const [k, v] of Object.entries(attrs)) props[REACT_ATTRS[k] ?? k] = v
  const el = h(name, props)
  el.children = children
  return el
}

/** A CodeBlock with a static string child → `pre > code.language-x[data-meta]`, or null. */
function codeBlockElement(attrs: Record<string, string | true>, node: JsxNode, source: string): Element | null {
  // A template literal is read from the source: MDX strips the indentation of its lines.
  const code = templateSource(node, source) ?? staticText(node.children as ElementContent[])
  if (code === null) return null
  const meta = [
    attrs.title !== undefined ? `title=${JSON.stringify(String(attrs.title))}` : '',
    attrs.metastring !== undefined ? String(attrs.metastring) : '',
    attrs.showLineNumbers ? 'showLineNumbers' : '',
  ]
    .filter(Boolean)
    .join(' ')
  const lang =
    typeof attrs.language === 'string'
      ? attrs.language
      : typeof attrs.className === 'string'
        ? (/language-(\S+)/.exec(attrs.className)?.[1] ?? 'text')
        : 'text'
  const codeEl: Element = {
    type: 'element',
    tagName: 'code',
    properties: { className: [`language-${lang}`], ...(meta ? { dataMeta: meta } : {}) },
    children: [{ type: 'text', value: code.replace(/^\n/, '').replace(/\n\s*$/, '') }],
  }
  return { type: 'element', tagName: 'pre', properties: {}, children: [codeEl] }
}

/** The code of a CodeBlock whose only child is a template literal without `${}`, as written in the source. */
function templateSource(node: JsxNode, source: string): string | null {
  const start = node.position?.start.offset
  const end = node.position?.end.offset
  if (start === undefined || end === undefined) return null
  const m = /^<[^>]*>\s*\{\s*`((?:[^`\\$]|\\[\s\S]|\$(?!\{))*)`\s*\}\s*<\/[^>]*>$/.exec(source.slice(start, end))
  return m ? m[1]!.replace(/\\([`\\$])/g, '$1') : null
}

/** The text of children that are only text and string/template-literal expressions, or null. */
function staticText(children: ElementContent[]): string | null {
  let out = ''
  for (const c of children as (
    | ElementContent
    | { type: string; value?: string; data?: { estree?: import('estree').Program }; children?: ElementContent[] }
  )[]) {
    if (c.type === 'text') out += (c as { value: string }).value
    else if (c.type === 'element' && (c as Element).tagName === 'p') {
      const inner = staticText((c as Element).children)
      if (inner === null) return null
      out += inner
    } else if (c.type === 'mdxTextExpression' || c.type === 'mdxFlowExpression') {
      const stmt = (c as { data?: { estree?: import('estree').Program } }).data?.estree?.body[0]
      if (stmt?.type !== 'ExpressionStatement') return null
      const e = stmt.expression
      if (e.type === 'Literal' && typeof e.value === 'string') out += e.value
      else if (e.type === 'TemplateLiteral' && e.expressions.length === 0)
        out += e.quasis.map((q) => q.value.cooked ?? q.value.raw).join('')
      else return null
    } else return null
  }
  return out
}
