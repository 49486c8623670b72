/**
 * The layout's rules, checked on the import graph of generator/ and theme/: no import
 * circles, type-only imports included (a circle of types still makes two modules one unit to
 * read and to move), and no stage that knows the cache (build.ts asks the cache session at the
 * stage boundaries; stages take plain data).
 */
import fs from 'node:fs'
import path from 'node:path'
import { describe, expect, test } from 'vitest'
import { REPO_ROOT } from './test/helpers.js'

const SOURCE_RE = /\.(?:ts|tsx|mjs)$/
const TEST_RE = /\.test\.tsx?$|[\\/]test[\\/]|[\\/]fixtures[\\/]/
/** `import … from '…'`, `import '…'` and `export … from '…'`, type-only ones too (not dynamic `import()`,
 * which loads on demand). */
const IMPORT_RE = /^\s*(?:import|export)\s+(?:type\s+)?(?:[^'";]*?\s+from\s+)?['"]([^'"]+)['"]/gm

/** Every module of generator/ and theme/ that is not a test or a fixture. */
function modules(): string[] {
  const out: string[] = []
  const walk = (dir: string) => {
    for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
      const file = path.join(dir, entry.name)
      if (entry.isDirectory()) {
        if (entry.name !== 'node_modules' && entry.name !== 'fixtures') walk(file)
      } else if (SOURCE_RE.test(entry.name) && !TEST_RE.test(file)) out.push(file)
    }
  }
  for (const top of ['generator', 'theme']) walk(path.join(REPO_ROOT, top))
  return out.sort()
}

/** The module a relative specifier names (`./x.js` is `./x.ts`, `./x` is `./x.ts(x)` or `./x/index.ts(x)`),
 * or null outside the repository's sources. */
function resolve(from: string, specifier: string): string | null {
  if (!specifier.startsWith('.')) return null
  const base = path.resolve(path.dirname(from), specifier)
  const candidates = [
    base,
    base.replace(/\.js$/, '.ts'),
    base.replace(/\.js$/, '.tsx'),
    `${base}.ts`,
    `${base}.tsx`,
    path.join(base, 'index.ts'),
    path.join(base, 'index.tsx'),
  ]
  return candidates.find((c) => SOURCE_RE.test(c) && fs.existsSync(c)) ?? null
}

/** Module → the modules it imports. */
function importGraph(): Map<string, string[]> {
  const graph = new Map<string, string[]>()
  for (const file of modules()) {
    const text = fs.readFileSync(file, 'utf8')
    const deps = new Set<string>()
    for (const m of text.matchAll(IMPORT_RE)) {
      const target = resolve(file, m[1]!)
      if (target) deps.add(target)
    }
    graph.set(file, [...deps])
  }
  return graph
}

/** The strongly connected components of more than one module, or of one that imports itself (Tarjan). */
function circles(graph: Map<string, string[]>): string[][] {
  let index = 0
  const indexOf = new Map<string, number>()
  const low = new Map<string, number>()
  const stack: string[] = []
  const onStack = new Set<string>()
  const found: string[][] = []
  const connect = (v: string) => {
    indexOf.set(v, index)
    low.set(v, index++)
    stack.push(v)
    onStack.add(v)
    for (const w of graph.get(v) ?? []) {
      if (!indexOf.has(w)) {
        connect(w)
        low.set(v, Math.min(low.get(v)!, low.get(w)!))
      } else if (onStack.has(w)) low.set(v, Math.min(low.get(v)!, indexOf.get(w)!))
    }
    if (low.get(v) === indexOf.get(v)) {
      const component: string[] = []
      let w: string
      do {
        w = stack.pop()!
        onStack.delete(w)
        component.push(w)
      } while (w !== v)
      if (component.length > 1 || (graph.get(v) ?? []).includes(v))
        found.push(component.map((f) => path.relative(REPO_ROOT, f)).sort())
    }
  }
  for (const v of graph.keys()) if (!indexOf.has(v)) connect(v)
  return found
}

describe('generator/architecture', () => {
  const graph = importGraph()

  test('the import graph is read (a sanity check of the parser)', () => {
    const build = graph.get(path.join(REPO_ROOT, 'generator/build.ts'))
    expect(build).toContain(path.join(REPO_ROOT, 'generator/stages/config.ts'))
    expect(graph.get(path.join(REPO_ROOT, 'theme/index.ts'))).toContain(path.join(REPO_ROOT, 'theme/Document.tsx'))
  })

  test('generator/ and theme/ have no import circles, type-only imports included', () => {
    expect(circles(graph)).toEqual([])
  })

  test('no module under generator/stages imports from generator/cache', () => {
    const stages = path.join(REPO_ROOT, 'generator/stages') + path.sep
    const cache = path.join(REPO_ROOT, 'generator/cache') + path.sep
    const found = [...graph].flatMap(([from, deps]) =>
      from.startsWith(stages)
        ? deps
            .filter((d) => d.startsWith(cache))
            .map((d) => `${path.relative(REPO_ROOT, from)} → ${path.relative(REPO_ROOT, d)}`)
        : [],
    )
    expect(found).toEqual([])
  })
})
