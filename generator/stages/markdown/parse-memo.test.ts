import type { Root } from 'mdast'
import remarkParse from 'remark-parse'
import { unified, type Processor } from 'unified'
import { describe, expect, test } from 'vitest'
import { groupRepeats } from '../../threads/stage-runner.js'
import type { SourceFile } from '../../core/types.js'
import { beginPage, remarkParseMemo } from './parse-memo.js'

/** A processor with the memo, counting its parser's calls; a plugin that changes every tree it is given. */
function counted() {
  const calls: string[] = []
  function count(this: Processor) {
    const parse = this.parser!
    this.parser = (doc, file) => {
      calls.push(doc)
      return parse(doc, file)
    }
  }
  const mutate = () => (tree: Root) => {
    tree.children.push({ type: 'thematicBreak' })
  }
  const processor = unified().use(remarkParse).use(count).use(remarkParseMemo).use(mutate)
  const run = async (doc: string) => processor.run(processor.parse(doc))
  return { processor, calls, run }
}

const A = '# Title\n\nSome *text* with a [link](./x.md).\n'
const B = '# Other\n'

describe('parse memo', () => {
  test('31 a text the next page repeats is parsed once; each page gets its own tree, equal to a fresh parse', async () => {
    const { calls, run } = counted()
    const fresh = await counted().run(A)
    beginPage(true)
    const first = await run(A)
    beginPage(true)
    const second = await run(A)
    beginPage(false)
    const third = await run(A)
    expect(calls).toEqual([A])
    expect(second).toEqual(fresh)
    expect(third).toEqual(fresh)
    expect(second).not.toBe(first)
    expect(third).not.toBe(second)
    // A later page with the text parses it again: the memo held it only for the page right after.
    beginPage(false)
    await run(A)
    expect(calls).toEqual([A, A])
  })

  test('31 a partial parsed while a page compiles leaves the memo alone; another text is parsed as it is', async () => {
    const { calls, run } = counted()
    beginPage(true)
    await run(A)
    await run(B) // a partial: no beginPage
    beginPage(false)
    expect(await run(A)).toEqual(await counted().run(A))
    beginPage(false)
    await run(B)
    expect(calls).toEqual([A, B, B])
  })

  test('31 groupRepeats puts each repeated text right after its first, and leaves sources without repeats as they are', () => {
    const src = (sourcePath: string, body: string) => ({ sourcePath, body }) as SourceFile
    const a = src('v1/a.md', A),
      b = src('v1/b.md', B),
      a2 = src('v2/a.md', A),
      c = src('v2/c.md', '# C\n'),
      b2 = src('v2/b.md', B)
    expect(groupRepeats([a, b, a2, c, b2])).toEqual([a, a2, b, b2, c])
    const plain = [a, b, c]
    expect(groupRepeats(plain)).toBe(plain)
  })
})
