/**
 * The memo of highlighted code blocks (code-memo.ts): what a build's threads highlight is kept
 * after a successful build, and a later build's compile takes a block from it instead of
 * highlighting it again — under the same base only; a failed build keeps the memo as it was.
 */
import fs from 'node:fs'
import path from 'node:path'
import { describe, expect, test } from 'vitest'
import { build } from '../build.js'
import { makeSite, snapshotDir, tempDir } from '../test/helpers.js'
import { CODE_MEMO, codeBlockStore, mergeCodeMemo } from './code-memo.js'
import { defaultCacheDir, type PageStore } from './disk-cache.js'

function store(dir: string, stage: string, code = 'base-1'): PageStore {
  return { dir, stage, bases: { narrow: 'n', wide: 'w', code } }
}

describe('the memo of highlighted code blocks', () => {
  test("31 blocks staged by each thread are merged after the build, this build's first; a block is found by its key under the same base only", () => {
    const dir = tempDir()
    const stage = path.join(dir, 'staged-1')
    const one = codeBlockStore(store(dir, stage), '1')
    const two = codeBlockStore(store(dir, stage), '2')
    expect(one.get('js\0\0a = 1')).toBeUndefined() // no memo yet
    one.add('js\0\0a = 1', '["pre",{},"a = 1"]')
    two.add('js\0\0b = 2', '["pre",{},"b = 2"]')
    two.add('js\0\0a = 1', '["pre",{},"a = 1"]') // both threads met it: kept once
    mergeCodeMemo(dir, stage)
    const lines = fs.readFileSync(path.join(dir, CODE_MEMO), 'utf8').trimEnd().split('\n')
    expect(lines).toHaveLength(3)
    const later = codeBlockStore(store(dir, path.join(dir, 'staged-2')), '1')
    expect(later.get('js\0\0a = 1')).toBe('["pre",{},"a = 1"]')
    expect(later.get('js\0\0b = 2')).toBe('["pre",{},"b = 2"]')
    expect(later.get('js\0\0c = 3')).toBeUndefined()
    // Another base (new code, packages or magic comments): the memo is not read, and the next merge starts it afresh.
    const other = codeBlockStore(store(dir, path.join(dir, 'staged-3'), 'base-2'), '1')
    expect(other.get('js\0\0a = 1')).toBeUndefined()
    other.add('js\0\0c = 3', '["pre",{},"c = 3"]')
    mergeCodeMemo(dir, path.join(dir, 'staged-3'))
    const fresh = codeBlockStore(store(dir, path.join(dir, 'staged-4'), 'base-2'), '1')
    expect(fresh.get('js\0\0c = 3')).toBe('["pre",{},"c = 3"]')
    expect(fresh.get('js\0\0a = 1')).toBeUndefined()
    // Under the same base, the old memo's other blocks follow this build's.
    fresh.add('js\0\0d = 4', '["pre",{},"d = 4"]')
    mergeCodeMemo(dir, path.join(dir, 'staged-4'))
    const both = codeBlockStore(store(dir, path.join(dir, 'staged-5'), 'base-2'), '1')
    expect([both.get('js\0\0c = 3'), both.get('js\0\0d = 4')]).toEqual(['["pre",{},"c = 3"]', '["pre",{},"d = 4"]'])
    // A build that highlighted nothing leaves the memo as it was; a line cut short is no block.
    const before = fs.readFileSync(path.join(dir, CODE_MEMO), 'utf8')
    mergeCodeMemo(dir, path.join(dir, 'staged-5'))
    expect(fs.readFileSync(path.join(dir, CODE_MEMO), 'utf8')).toBe(before)
    fs.writeFileSync(path.join(dir, CODE_MEMO), before + 'f'.repeat(40) + '\t["pre"')
    const cut = codeBlockStore(store(dir, path.join(dir, 'staged-6'), 'base-2'), '1')
    expect(cut.get('js\0\0d = 4')).toBe('["pre",{},"d = 4"]')
  })

  test("31 a page compiled again after an edit takes its unchanged blocks from the memo (a block changed in the memo shows), and the output is the cold build's", async () => {
    const root = makeSite({
      'site.config.ts': `export default { title: 'Code memo', url: 'https://memo.example.com', baseUrl: '/' }\n`,
      'content/docs/intro.md':
        '# Intro\n\nSome prose.\n\n```ts\nconst answer: number = 42\n```\n\n```text\nplain\n```\n',
    })
    const out = path.join(tempDir(), 'out')
    await build(root, { outDir: out })
    const memoFile = path.join(defaultCacheDir(root), CODE_MEMO)
    const memo = fs.readFileSync(memoFile, 'utf8')
    expect(memo.split('\n').filter((l) => l.includes('\t'))).toHaveLength(2)
    // The prose edited: the page is compiled again with its block from the memo, as the cold build highlights it.
    const doc = path.join(root, 'content/docs/intro.md')
    fs.writeFileSync(doc, fs.readFileSync(doc, 'utf8').replace('Some prose.', 'Other prose.'))
    const edited = await build(root, { outDir: out })
    expect(edited.compiled).toBe(1)
    const cold = path.join(tempDir(), 'cold')
    await build(root, { outDir: cold, cacheDir: false })
    expect(snapshotDir(out)).toEqual(snapshotDir(cold))
    // Proof that the block came from the memo: the memo's copy, changed by hand, is what the next compile shows.
    fs.writeFileSync(memoFile, fs.readFileSync(memoFile, 'utf8').replaceAll('answer', 'ANSWER_FROM_MEMO'))
    fs.writeFileSync(doc, fs.readFileSync(doc, 'utf8').replace('Other prose.', 'Third prose.'))
    await build(root, { outDir: out })
    const page = [...snapshotDir(out)].find(([rel]) => rel.endsWith('.html') && rel.includes('intro'))!
    expect(page[1].toString()).toContain('ANSWER_FROM_MEMO')
    // A failed build stages nothing into the memo.
    const kept = fs.readFileSync(memoFile, 'utf8')
    fs.writeFileSync(doc, '# Intro\n\n```js\nlet fresh = 1\n```\n')
    fs.writeFileSync(path.join(root, 'content/docs/broken.mdx'), '# Broken\n\n<Unclosed\n')
    await expect(build(root, { outDir: out })).rejects.toThrow()
    expect(fs.readFileSync(memoFile, 'utf8')).toBe(kept)
  })
})
