/**
 * The bundles kept between builds (bundle-memo.ts): reused while their key and the files they
 * read are unchanged, made again otherwise, and written only once a build succeeds.
 */
import fs from 'node:fs'
import path from 'node:path'
import { describe, expect, test } from 'vitest'
import { build } from '../build.js'
import { makeSite, snapshotDir, tempDir } from '../test/helpers.js'
import { BundleMemo, checkedFile } from './bundle-memo.js'
import { commitStaged } from './disk-cache.js'
import { FileHashes } from './file-hashes.js'

/** A memo over `store` with its own staging folder, as one build has it. */
function session(store: string, base = 'base') {
  const stage = path.join(store, `staged-test-${Math.random().toString(36).slice(2)}`)
  return {
    memo: new BundleMemo({ dir: store, stage, hashes: FileHashes.load(store, stage) }, async () => base),
    commit: () => commitStaged(store, stage),
  }
}

describe('bundle memo', () => {
  test('a bundle is reused (bytes, Buffers and maps as made) while its key and the files it read are unchanged', async () => {
    const store = tempDir()
    const input = path.join(tempDir(), 'style.scss')
    fs.writeFileSync(input, '$a: 1;\n')
    let made = 0
    const make = async (read: Set<string>) => {
      made++
      read.add(input)
      return {
        files: [
          { path: 'a.css', contents: new Uint8Array([1, 2, 3]) },
          { path: 'b.js', contents: Buffer.from('b') },
        ],
        bySource: new Map([['x.mdx', { script: '/x.js' }]]),
        url: '/a.css',
        none: null,
      }
    }
    const first = session(store)
    const value = await first.memo.reuse('css', '', make)
    // Not in the cache until the build commits.
    expect(await session(store).memo.reuse('css', '', make)).toEqual(value)
    expect(made).toBe(2)
    await first.commit()
    const again = await session(store).memo.reuse('css', '', make)
    expect(made).toBe(2)
    expect(again.files[0]!.contents).toEqual(new Uint8Array([1, 2, 3]))
    expect(Buffer.from(again.files[1]!.contents).toString()).toBe('b')
    expect(again.bySource).toEqual(new Map([['x.mdx', { script: '/x.js' }]]))
    expect(again.none).toBeNull()
    // Another key (the stage's own, or the base), or a changed input: made again.
    await session(store).memo.reuse('css', 'other', make)
    expect(made).toBe(3)
    await session(store, 'another base').memo.reuse('css', '', make)
    expect(made).toBe(4)
    fs.writeFileSync(input, '$a: 2;\n')
    await session(store).memo.reuse('css', '', make)
    expect(made).toBe(5)
  })

  test("a package's file is checked by its package.json; a file of no package by itself", () => {
    const s = tempDir()
    for (const f of [
      'node_modules/mermaid/package.json',
      'node_modules/@scope/pkg/package.json',
      'node_modules/a/node_modules/b/package.json',
    ]) {
      fs.mkdirSync(path.dirname(path.join(s, f)), { recursive: true })
      fs.writeFileSync(path.join(s, f), '{}')
    }
    expect(checkedFile(path.join(s, 'node_modules/mermaid/dist/chunks/a.mjs'))).toBe(
      path.join(s, 'node_modules/mermaid/package.json'),
    )
    expect(checkedFile(path.join(s, 'node_modules/@scope/pkg/lib/x.js'))).toBe(
      path.join(s, 'node_modules/@scope/pkg/package.json'),
    )
    expect(checkedFile(path.join(s, 'node_modules/a/node_modules/b/x.js'))).toBe(
      path.join(s, 'node_modules/a/node_modules/b/package.json'),
    )
    expect(checkedFile(path.join(s, 'node_modules/loose.js'))).toBe(path.join(s, 'node_modules/loose.js'))
    expect(checkedFile(path.join(s, 'node_modules/nomanifest/x.js'))).toBe(path.join(s, 'node_modules/nomanifest/x.js'))
    expect(checkedFile(path.join(s, 'src/x.js'))).toBe(path.join(s, 'src/x.js'))
  })

  test('without a store every bundle is made', async () => {
    const memo = new BundleMemo(null, async () => 'base')
    let made = 0
    for (let i = 0; i < 2; i++) await memo.reuse('client', '', async () => ++made)
    expect(made).toBe(2)
  })

  test("a rebuild after an edited Sass partial has the new stylesheet; an edited doc keeps the bundles (the output is the cold build's)", async () => {
    const root = makeSite({
      'site.config.ts':
        "export default { title: 'Sass', url: 'https://sass.example', customCss: ['styles/custom.scss'] }\n",
      'content/docs/index.md': '# Home\n\nText.\n',
      'styles/custom.scss': "@use 'colors';\n.brand { color: colors.$brand; }\n",
      'styles/_colors.scss': '$brand: #123456;\n',
    })
    const out = path.join(tempDir(), 'out')
    const css = () =>
      [...snapshotDir(out)]
        .filter(([rel]) => /^assets\/custom\.[^/]+\.css$/.test(rel))
        .map(([, b]) => b.toString())
        .join('')
    await build(root, { outDir: out })
    expect(css()).toContain('#123456')
    fs.writeFileSync(path.join(root, 'styles/_colors.scss'), '$brand: #654321;\n')
    await build(root, { outDir: out })
    expect(css()).toContain('#654321')
    const bundles = path.join(root, '.cache/build/bundles')
    const stamp = () =>
      Object.fromEntries(fs.readdirSync(bundles).map((f) => [f, fs.statSync(path.join(bundles, f)).mtimeMs]))
    const before = stamp()
    expect(Object.keys(before)).toEqual(expect.arrayContaining(['client.json', 'custom-css.json']))
    fs.appendFileSync(path.join(root, 'content/docs/index.md'), '\nMore.\n')
    await build(root, { outDir: out })
    // Kept, not written again.
    expect(stamp()).toEqual(before)
    const cold = path.join(tempDir(), 'cold')
    await build(root, { outDir: cold, cacheDir: false })
    const a = snapshotDir(out)
    const b = snapshotDir(cold)
    expect([...a.keys()]).toEqual([...b.keys()])
    for (const [rel, bytes] of b) expect(a.get(rel)!.equals(bytes), rel).toBe(true)
  })

  test('a file added where a CSS url() looks first (static/ before the site root) makes the stylesheet again', async () => {
    const png = (n: number) => Buffer.from([0x89, 0x50, 0x4e, 0x47, n])
    const root = makeSite({
      'site.config.ts':
        "export default { title: 'Urls', url: 'https://urls.example', customCss: ['styles/custom.css'] }\n",
      'content/docs/index.md': '# Home\n',
      'styles/custom.css': '.hero { background: url(/img/a.png); }\n',
      'img/a.png': png(1),
    })
    const out = path.join(tempDir(), 'out')
    const images = () =>
      [...snapshotDir(out)].filter(([rel]) => /^assets\/files\/a\.[^/]+\.png$/.test(rel)).map(([, b]) => b[4])
    await build(root, { outDir: out })
    expect(images()).toEqual([1])
    fs.mkdirSync(path.join(root, 'static/img'), { recursive: true })
    fs.writeFileSync(path.join(root, 'static/img/a.png'), png(2))
    await build(root, { outDir: out })
    expect(images()).toEqual([2])
  })
})
