/**
 * MDX pages that hold no MDX: a Docusaurus project reads every `.md` file as MDX, and most of
 * them are plain markdown — no import, export, expression or component. For such a page, compiling
 * its tree to JavaScript (hast → estree → JSX rewritten → printed), running that code and rendering
 * it is the costliest half of the MDX path, and it gives nothing the tree does not already say.
 *
 * This plugin runs last among the rehype plugins. When the tree is plain, it keeps the tree on
 * `file.data.mdxPlain` and hands MDX an empty one; the compiler then renders the kept tree through
 * `hast-util-to-jsx-runtime` — the library MDX's own runtime evaluation rests on — with the same
 * components, attribute and style name cases and React, so the HTML is byte for byte what the
 * compiled module renders (`rehype-mdx-plain.test.ts` compares both on the same sources).
 *
 * Plain means: elements, text and comments only, plus the highlighted code elements of
 * rehype-mdx-static-code (their one attribute is a literal). Any JSX element, expression, ESM or
 * `raw` node (a site plugin's) leaves the page to the compiled module.
 */
import type { Element, ElementContent, Root, RootContent } from 'hast'
import { whitespace } from 'hast-util-whitespace'
import { toJsxRuntime, type Components } from 'hast-util-to-jsx-runtime'
import { Fragment, createElement, type ComponentType, type ReactNode } from 'react'
import { jsx, jsxs } from 'react/jsx-runtime'
import type { VFile } from 'vfile'
import { STATIC_CODE } from './rehype-mdx-static-code.js'

declare module 'vfile' {
  interface DataMap {
    /** The page's tree when it holds no MDX (rendered without compiling it to code). */
    mdxPlain: Root
  }
}

export function rehypeMdxPlain() {
  return (tree: Root, file: VFile): Root | undefined => {
    if (!isPlain(tree)) return undefined
    file.data.mdxPlain = tree
    return { type: 'root', children: [] }
  }
}

/** Table elements, in which MDX drops text that is exactly a line break and the runtime any whitespace. */
const TABLE_ELEMENTS = new Set(['table', 'thead', 'tbody', 'tfoot', 'tr'])

function isPlain(parent: { children: (RootContent | ElementContent)[]; tagName?: string }): boolean {
  const inTable = parent.tagName !== undefined && TABLE_ELEMENTS.has(parent.tagName)
  for (const node of parent.children) {
    if (node.type === 'comment') continue
    if (node.type === 'text') {
      if (inTable && node.value !== '\n' && whitespace(node)) return false
      continue
    }
    if (node.type === 'element') {
      const element = node as Element
      // Where the two render differently (a capitalised tag name, a `false` ARIA or data property, a style
      // with capitals: MDX keeps the case) or may (a `<template>`'s content, a separate tree in hast), MDX
      // decides.
      if (/[A-Z]/.test(element.tagName) || element.content) return false
      // (MDX drops a `false` property; React writes `aria-*`/`data-*` ones as "false". Boolean attributes
      // such as a task's `checked` agree.)
      for (const [name, value] of Object.entries(element.properties))
        if (value === false && /^(?:aria|data)[A-Z]/.test(name)) return false
      if (typeof element.properties.style === 'string' && /[A-Z]/.test(element.properties.style)) return false
      if (!isPlain(element)) return false
      continue
    }
    if (node.type === 'mdxJsxTextElement' && (node.data as Record<string, unknown> | undefined)?.[STATIC_CODE] === true)
      continue
    return false
  }
  return true
}

/**
 * The component of a plain page: what MDX's compiled `MDXContent` renders for it — the tree as
 * React elements, markdown's elements through `components`, inside `components.wrapper` if given.
 */
export function plainContent(tree: Root): (props: { components?: Record<string, unknown> }) => ReactNode {
  // MDX's root is a fragment without the whitespace that surrounds its blocks (hast-util-to-estree's root handler).
  const children = [...tree.children]
  while (children.length && children[0]!.type === 'text' && whitespace(children[0]!)) children.shift()
  while (children.length && children.at(-1)!.type === 'text' && whitespace(children.at(-1)!)) children.pop()
  const root: Root = { type: 'root', children }
  const explicit = explicitTags(root)
  return function MDXContent(props) {
    const given = (props.components ?? {}) as Components & { wrapper?: unknown }
    // JSX written in the page goes to no component, as in MDX's compiled module (recma-jsx-rewrite).
    const { tree, components } = [...explicit].some((tag) => Object.hasOwn(given, tag))
      ? withoutExplicit(root, given)
      : { tree: root, components: given }
    const content = toJsxRuntime(tree, {
      Fragment,
      jsx,
      jsxs,
      components,
      elementAttributeNameCase: 'react',
      stylePropertyNameCase: 'dom',
      // Only the highlighted code elements' `{ __html: … }` reach this: a literal object.
      createEvaluater: () => ({ evaluateExpression: literal, evaluateProgram: () => undefined }),
    }) as ReactNode
    const wrapper = components.wrapper as ComponentType<Record<string, unknown>> | undefined
    return wrapper ? createElement(wrapper, props as Record<string, unknown>, content) : content
  }
}

/** The tag names of the elements written as JSX in the page (`_mdxExplicitJsx`, see rehype-mdx-static). */
function explicitTags(root: Root): Set<string> {
  const tags = new Set<string>()
  const walk = (nodes: (RootContent | ElementContent)[]) => {
    for (const node of nodes) {
      if (node.type !== 'element') continue
      if (node.data?._mdxExplicitJsx === true) tags.add(node.tagName)
      walk(node.children)
    }
  }
  walk(root.children)
  return tags
}

/**
 * The tree with each element written as JSX in the page whose tag `components` maps renamed to an
 * alias that renders the tag itself: MDX gives such an element to no component. Only the path to
 * a renamed element is copied.
 */
function withoutExplicit(
  root: Root,
  components: Components & { wrapper?: unknown },
): { tree: Root; components: Components & { wrapper?: unknown } } {
  const extra: Record<string, ComponentType<Record<string, unknown>>> = {}
  const copyChildren = <T extends RootContent | ElementContent>(nodes: T[]): T[] | null => {
    let out: T[] | null = null
    nodes.forEach((node, i) => {
      const made = copy(node)
      if (made !== node) (out ??= nodes.slice())[i] = made
    })
    return out
  }
  const copy = <T extends RootContent | ElementContent>(node: T): T => {
    if (node.type !== 'element') return node
    const element = node as Element
    const children = copyChildren(element.children) ?? element.children
    if (element.data?._mdxExplicitJsx !== true || !Object.hasOwn(components, element.tagName))
      return children === element.children ? node : ({ ...element, children } as T)
    const alias = `cwc-jsx-${element.tagName}`
    extra[alias] ??= (props) => createElement(element.tagName, props)
    return { ...element, tagName: alias, children } as T
  }
  const children = copyChildren(root.children)
  return children
    ? { tree: { ...root, children }, components: { ...components, ...extra } as Components & { wrapper?: unknown } }
    : { tree: root, components }
}

/** The value of a literal expression (rehype-mdx-static-code's `{ __html: '…' }`). */
function literal(expression: unknown): unknown {
  const e = expression as {
    type: string
    value?: unknown
    properties?: { key: { name?: string; value?: unknown }; value: unknown }[]
  }
  if (e.type === 'Literal') return e.value
  if (e.type === 'ObjectExpression')
    return Object.fromEntries(e.properties!.map((p) => [p.key.name ?? String(p.key.value), literal(p.value)]))
  throw new Error(`not a literal: ${e.type}`)
}
