/**
 * MDX scope, at tree level: every `import` becomes a lookup in the modules the compiler
 * resolved for the page (`arguments[0].__imports[specifier]`), so that a page compiles to a
 * synchronous function body with no dynamic `import()`; the imports are recorded on
 * `file.data.mdxImports` for the compiler to resolve. Every capitalised JSX element must name
 * an import, an `export`ed binding or a component the theme provides: an unknown one is a
 * fatal message naming it and the names that are available.
 */
import { Parser } from 'acorn'
import type { Program, Statement, ModuleDeclaration } from 'estree'
import type { Root } from 'mdast'
import type { MdxjsEsm } from 'mdast-util-mdxjs-esm'
import type { MdxJsxFlowElement, MdxJsxTextElement } from 'mdast-util-mdx-jsx'
import type { VFile } from 'vfile'
import { visit } from '../walk.js'

/** One import of an MDX page. */
export interface MdxImport {
  specifier: string
  /** Local names bound: `default`, a named export, or `*` for a namespace import. */
  bindings: { local: string; imported: string }[]
  line?: number
}

declare module 'vfile' {
  interface DataMap {
    mdxImports: MdxImport[]
    /** JSX element names used at tree level (capitalised or dotted: components). */
    mdxComponents: string[]
    /** Components this site gives every page (its `src/theme/MDXComponents`), set by the compiler. */
    mdxGlobals: string[]
    /** Components used but defined nowhere, with `undefinedComponents: 'warn'` (rendered as MDX 1 did). */
    mdxUndefined: string[]
  }
}

/** Options: the names every page may use without importing them; `rewrite: false` only records the imports. */
export interface MdxScopeOptions {
  globals: string[]
  rewrite?: boolean
  /** A component defined nowhere: 'error' (MDX 3, Docusaurus 3) or 'warn' (MDX 1, Docusaurus 2: rendered as a
   * <div>). @default 'error' */
  undefinedComponents?: 'error' | 'warn'
}

/** Record the imports only, leaving them as real imports (the islands bundle's compile). */
export function remarkMdxScopeImportsOnly() {
  return remarkMdxScope({ globals: [], rewrite: false })
}

export function remarkMdxScope(options: MdxScopeOptions) {
  return (tree: Root, file: VFile) => {
    if (options.rewrite === false) {
      const imports: MdxImport[] = []
      visit(tree, 'mdxjsEsm', (node: MdxjsEsm) => {
        const program = node.data?.estree as Program | undefined
        if (program) for (const stmt of program.body) rewrite(stmt, node, imports, new Set(), file)
      })
      file.data.mdxImports = imports
      return
    }
    const imports: MdxImport[] = []
    const declared = new Set<string>([...options.globals, ...(file.data.mdxGlobals ?? [])])
    visit(tree, 'mdxjsEsm', (node: MdxjsEsm, index, parent) => {
      const program = node.data?.estree as Program | undefined
      if (!program) return
      const body = program.body.flatMap((stmt) => rewrite(stmt, node, imports, declared, file))
      // A node of its own in this page: a site's remark plugin may put one node in every page
      // (docusaurus-remark-plugin-tab-blocks's imports), which rewriting in place would empty for the next.
      if (parent && index !== undefined)
        (parent as { children: unknown[] }).children[index] = {
          ...node,
          data: { ...node.data, estree: { ...program, body } },
        }
    })
    rewriteRequires(tree, imports)
    file.data.mdxImports = imports
    const used = new Map<string, number | undefined>()
    visit(tree, (node) => {
      if (node.type !== 'mdxJsxFlowElement' && node.type !== 'mdxJsxTextElement') return
      const name = (node as MdxJsxFlowElement | MdxJsxTextElement).name
      if (!name || !/^[A-Z]|\./.test(name)) return
      if (!used.has(name)) used.set(name, node.position?.start.line)
    })
    file.data.mdxComponents = [...used.keys()]
    const undefinedNames: string[] = []
    for (const [name, line] of used) {
      const base = name.split('.')[0]!
      if (declared.has(base)) continue
      // Docusaurus 2's MDX 1 warned in the console and rendered a <div> of the tag's children (its
      // `makeShortcode`); a dotted name crashed there too.
      if (options.undefinedComponents === 'warn' && !name.includes('.')) {
        undefinedNames.push(name)
        file.message(
          `The component <${name}> is neither imported nor provided by the theme: rendered as a <div> of its children, as Docusaurus 2 (MDX 1) did ("Component ${name} was not imported, exported, or provided by MDXProvider as global scope"). Import it, or provide it in src/theme/MDXComponents`,
          { place: line ? { line, column: 1 } : undefined, ruleId: 'mdx-undefined-component' },
        )
        continue
      }
      const message = file.message(`The component <${name}> is neither imported nor provided by the theme`, {
        place: line ? { line, column: 1 } : undefined,
        ruleId: 'mdx-unknown-component',
      })
      message.fatal = true
      message.note = `Import it (e.g. \`import ${base} from '@site/src/components/${base}'\`) or export it from this file. Available here: ${[...declared].sort().join(', ') || '(none)'}.`
    }
    file.data.mdxUndefined = undefinedNames
  }
}

/**
 * `require('./x.png')` in the page's expressions and attributes (Docusaurus's webpack gives
 * CommonJS `require`: `<Image img={require('./x.png')} />`, `require('./a.png').default`) is
 * an import too: the call becomes a name bound at the top to the module object
 * (`arguments[0].__imports[spec]`, so `.default` is the file's URL), and the import is recorded.
 */
function rewriteRequires(tree: Root, imports: MdxImport[]): void {
  const names = new Map<string, string>()
  const replace = (node: unknown, line: number | undefined): void => {
    if (!node || typeof node !== 'object') return
    const o = node as Record<string, unknown>
    for (const [key, value] of Object.entries(o)) {
      if (!value || typeof value !== 'object' || key === 'loc' || key === 'range') continue
      const call = value as {
        type?: string
        callee?: { type: string; name?: string }
        arguments?: { type: string; value?: unknown }[]
        loc?: { start: { line: number } }
      }
      if (
        call.type === 'CallExpression' &&
        call.callee?.type === 'Identifier' &&
        call.callee.name === 'require' &&
        call.arguments?.length === 1 &&
        call.arguments[0]!.type === 'Literal' &&
        typeof call.arguments[0]!.value === 'string'
      ) {
        const specifier = call.arguments[0]!.value
        let local = names.get(specifier)
        if (!local) {
          local = `__cwcRequire${names.size}`
          names.set(specifier, local)
          imports.push({ specifier, bindings: [{ local, imported: '*' }], line: call.loc?.start.line ?? line })
        }
        o[key] = { type: 'Identifier', name: local }
      } else replace(value, line)
    }
  }
  visit(tree, (node) => {
    const line = node.position?.start.line
    const n = node as {
      type: string
      data?: { estree?: unknown }
      attributes?: { type: string; data?: { estree?: unknown }; value?: unknown }[]
    }
    if (n.type === 'mdxjsEsm' || n.type === 'mdxFlowExpression' || n.type === 'mdxTextExpression')
      replace(n.data?.estree, line)
    if (n.type === 'mdxJsxFlowElement' || n.type === 'mdxJsxTextElement') {
      for (const attr of n.attributes ?? []) {
        if (attr.type === 'mdxJsxExpressionAttribute') replace(attr.data?.estree, line)
        else if (attr.value && typeof attr.value === 'object')
          replace((attr.value as { data?: { estree?: unknown } }).data?.estree, line)
      }
    }
  })
  if (!names.size) return
  const code = [...names]
    .map(([spec, local]) => `const ${local} = arguments[0].__imports[${JSON.stringify(spec)}];`)
    .join('\n')
  const program = Parser.parse(code, {
    ecmaVersion: 'latest',
    sourceType: 'script',
    allowReturnOutsideFunction: true,
  }) as unknown as Program
  const esm = {
    type: 'mdxjsEsm',
    value: '',
    data: { estree: { ...program, sourceType: 'module' } },
  } as unknown as MdxjsEsm
  tree.children.unshift(esm)
}

/** An import declaration becomes `const {…} = arguments[0].__imports["spec"]`; declarations are noted. */
function rewrite(
  stmt: Statement | ModuleDeclaration,
  node: MdxjsEsm,
  imports: MdxImport[],
  declared: Set<string>,
  file: VFile,
): (Statement | ModuleDeclaration)[] {
  if (stmt.type === 'ImportDeclaration') {
    const specifier = String(stmt.source.value)
    const bindings = stmt.specifiers.map((s) => ({
      local: s.local.name,
      imported:
        s.type === 'ImportDefaultSpecifier'
          ? 'default'
          : s.type === 'ImportNamespaceSpecifier'
            ? '*'
            : s.imported.type === 'Identifier'
              ? s.imported.name
              : String(s.imported.value),
    }))
    for (const b of bindings) declared.add(b.local)
    imports.push({ specifier, bindings, line: stmt.loc?.start.line ?? node.position?.start.line })
    const lookup = `arguments[0].__imports[${JSON.stringify(specifier)}]`
    const ns = bindings.find((b) => b.imported === '*')
    const named = bindings.filter((b) => b.imported !== '*')
    const out: string[] = []
    if (ns) out.push(`const ${ns.local} = ${lookup};`)
    if (named.length)
      out.push(`const {${named.map((b) => `${JSON.stringify(b.imported)}: ${b.local}`).join(', ')}} = ${lookup};`)
    return out.map(
      (code) =>
        Parser.parse(code, { ecmaVersion: 'latest', sourceType: 'script', allowReturnOutsideFunction: true })
          .body[0] as Statement,
    )
  }
  if ((stmt.type === 'ExportNamedDeclaration' || stmt.type === 'ExportAllDeclaration') && stmt.source) {
    const message = file.message(`\`export … from '${String(stmt.source.value)}'\` is not supported in MDX content`, {
      place: node.position,
      ruleId: 'mdx-reexport',
    })
    message.fatal = true
    message.note = 'Import the binding, then `export const name = binding`.'
    return []
  }
  const decl =
    stmt.type === 'ExportNamedDeclaration' ? stmt.declaration : stmt.type === 'ExportDefaultDeclaration' ? null : stmt
  if (decl?.type === 'VariableDeclaration') for (const d of decl.declarations) collectPatternNames(d.id, declared)
  if ((decl?.type === 'FunctionDeclaration' || decl?.type === 'ClassDeclaration') && decl.id) declared.add(decl.id.name)
  return [stmt]
}

function collectPatternNames(pattern: import('estree').Pattern, out: Set<string>): void {
  if (pattern.type === 'Identifier') out.add(pattern.name)
  else if (pattern.type === 'ObjectPattern')
    for (const p of pattern.properties) collectPatternNames(p.type === 'RestElement' ? p.argument : p.value, out)
  else if (pattern.type === 'ArrayPattern')
    for (const p of pattern.elements) {
      if (p) collectPatternNames(p, out)
    }
  else if (pattern.type === 'RestElement') collectPatternNames(pattern.argument, out)
  else if (pattern.type === 'AssignmentPattern') collectPatternNames(pattern.left, out)
}
