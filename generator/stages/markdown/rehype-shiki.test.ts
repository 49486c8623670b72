import type { Element, Root } from 'hast'
import { h } from 'hastscript'
import { toHtml } from 'hast-util-to-html'
import { beforeAll, describe, expect, test, vi } from 'vitest'
import { VFile } from 'vfile'
import { getHighlighter } from './processor.js'
import { createCodeHighlighter, embeddedLanguageNames } from './highlighter.js'
import { CodeCache, rehypeShiki, shikiOptions, type Highlighter } from './rehype-shiki.js'
import { transformerLines } from './shiki-lines.js'

let highlighter: Highlighter
beforeAll(async () => {
  highlighter = await getHighlighter()
}, 60_000)

async function run(tree: Root, cache?: CodeCache) {
  const file = new VFile()
  await rehypeShiki({ highlighter, cache, transformers: [transformerLines()] })(tree, file)
  return { tree, block: tree.children[0] as Element, messages: file.messages.map((m) => m.reason) }
}
async function runWith(using: Highlighter, tree: Root, cache: CodeCache) {
  const file = new VFile()
  await rehypeShiki({ highlighter: using, cache, transformers: [transformerLines()] })(tree, file)
  return { block: tree.children[0] as Element, messages: file.messages.map((m) => m.reason) }
}
const codeBlock = (lang: string | null, code: string, meta?: string) => {
  const c = h('code', lang ? { className: [`language-${lang}`] } : {}, code)
  if (meta) c.data = { meta } as never
  return h(null, [h('pre', c)])
}

describe('generator/markdown/rehype-shiki', async () => {
  test("a markdown block's fenced code and HTML are highlighted whatever the thread loaded before (the languages it names are loaded first)", async () => {
    const fenced = '# T\n\n```rs\nfn main() {}\n```\n'
    const tagged = '<b class="x">bold</b>\n'
    expect(embeddedLanguageNames(fenced + '~~~ python\n~~~\n')).toEqual(expect.arrayContaining(['rs', 'python']))
    expect(embeddedLanguageNames(tagged)).toEqual(expect.arrayContaining(['html']))
    expect(embeddedLanguageNames('---\ntitle: T\n---\n')).toEqual(['yaml', 'toml'])
    expect(embeddedLanguageNames('<template lang="pug">\n<style lang=\'scss\'>')).toEqual(
      expect.arrayContaining(['pug', 'scss', 'html']),
    )
    // A fresh highlighter, as a new worker thread has: nothing loaded but what these blocks need.
    const fresh = await createCodeHighlighter()
    const highlight = async (using: Highlighter, text: string) => {
      const tree = codeBlock('md', text)
      await rehypeShiki({ highlighter: using, transformers: [transformerLines()] })(tree, new VFile())
      return toHtml(tree)
    }
    const rust = await highlight(fresh, fenced)
    expect(rust).toMatch(/<span style="color:var\(--sh-token-keyword\)">fn<\/span>/)
    const html = await highlight(fresh, tagged)
    expect(html).toMatch(/<span style="color:var\(--sh-token-[\w-]+\)">b<\/span>/)
    // The same blocks in a highlighter that had loaded other languages before: the same HTML.
    await highlight(highlighter, '```ts\nconst a = 1\n```\n')
    expect(await highlight(highlighter, fenced)).toBe(rust)
    expect(await highlight(highlighter, tagged)).toBe(html)
  })

  test('highlights at build time with token colours as CSS variables, set per colour mode by the theme (no highlighter JS)', async () => {
    const { block } = await run(codeBlock('json', '{ "a": 1 }\n'))
    expect(block.properties).toMatchObject({ className: ['code-block'], dataLanguage: 'json' })
    const html = toHtml(block)
    expect(html).toContain('color:var(--sh-token-')
    expect(html).not.toMatch(/#[0-9a-f]{6}/i)
    expect(html).not.toContain('<script')
    expect(html.replace(/<[^>]+>/g, '')).toBe('{ "a": 1 }')
  })

  test('the highlighted <pre> is focusable and has no duplicate attributes', async () => {
    const html = toHtml((await run(codeBlock('ts', 'const a = 1'))).block)
    const pre = /<pre[^>]*>/.exec(html)![0]
    expect(pre.match(/tabindex=/gi)).toHaveLength(1)
    expect(pre).toMatch(/tabindex="0"/)
  })

  test('title="…" in the fence meta adds a title bar', async () => {
    const { block } = await run(codeBlock('bash', 'npm i', 'title="terminal"'))
    expect(block.children[0]).toMatchObject({
      tagName: 'div',
      properties: { className: ['code-block__title'] },
      children: [{ type: 'text', value: 'terminal' }],
    })
  })

  test('an unknown language falls back to plain text with a warning', async () => {
    const { block, messages } = await run(codeBlock('brainfuck', '+++'))
    expect(block.properties.dataLanguage).toBe('text')
    expect(toHtml(block)).toContain('+++')
    expect(messages).toEqual(['Unknown code block language `brainfuck`; shown as plain text'])
  })

  test('prism.additionalLanguages: a declared name without a grammar is plain text with no warning; undeclared names still warn', async () => {
    const file = new VFile()
    const tree = h(null, [
      h('pre', h('code', { className: ['language-brainfuck'] }, '+++')),
      h('pre', h('code', { className: ['language-klingon'] }, 'X')),
    ])
    await rehypeShiki(shikiOptions({ highlighter, additionalLanguages: ['brainfuck', 'dart'] }))(tree, file)
    expect((tree.children[0] as Element).properties.dataLanguage).toBe('text')
    expect(toHtml(tree.children[0]!)).toContain('+++')
    expect(file.messages.map((m) => m.reason)).toEqual(['Unknown code block language `klingon`; shown as plain text'])
  })

  test('prism.additionalLanguages: a declared name with a grammar is highlighted with it', async () => {
    const file = new VFile()
    const tree = codeBlock('dart', 'void main() { return; }')
    await rehypeShiki(shikiOptions({ highlighter, additionalLanguages: ['dart'] }))(tree, file)
    expect(file.messages).toEqual([])
    expect((tree.children[0] as Element).properties.dataLanguage).toBe('dart')
    expect(toHtml(tree.children[0]!)).toContain('color:var(--sh-token-keyword)')
  })

  test('language aliases resolve to their grammar (c++ → cpp, sh → shellscript)', async () => {
    for (const [lang, code] of [
      ['c++', 'int main() { return 0; }'],
      ['sh', 'if true; then echo; fi'],
    ] as const) {
      const { block, messages } = await run(codeBlock(lang, code))
      expect(messages).toEqual([])
      expect(block.properties.dataLanguage).toBe(lang)
      expect(toHtml(block)).toContain('color:var(--sh-token-keyword)')
    }
  })

  test('the block cache keeps at most its limit of characters of JSON, dropping the oldest first', async () => {
    const probe = new CodeCache()
    await run(codeBlock('js', 'a = 1'), probe)
    const size = [...probe.blocks.values()][0]!.length
    const cache = new CodeCache(size * 2 + 1) // room for two blocks of that size
    for (const code of ['a = 1', 'b = 2', 'c = 3']) await run(codeBlock('js', code), cache)
    expect([...cache.blocks.keys()].map((k) => k.split('\0')[2])).toEqual(['b = 2', 'c = 3'])
  })

  test('a block without a language is plain text, without a warning', async () => {
    const { block, messages } = await run(codeBlock(null, 'plain'))
    expect(block.properties.dataLanguage).toBe('text')
    expect(messages).toEqual([])
  })

  test('code is escaped, never interpreted as HTML', async () => {
    const html = toHtml((await run(codeBlock('html', '<script>alert(1)</script>'))).block)
    expect(html).not.toContain('<script>')
    expect(html).toContain('&#x3C;')
  })

  test('the fence meta reaches the transformers (here: {2} highlights line 2)', async () => {
    const html = toHtml((await run(codeBlock('js', 'a\nb\n', 'title="x.js" {2}'))).block)
    expect(html).toContain('<span class="line highlighted"><span style="color:var(--sh-foreground)">b')
    expect(html.match(/highlighted/g)).toHaveLength(1)
  })

  test('blocks with the same code but another meta are cached apart', async () => {
    const cache = new CodeCache()
    for (let i = 0; i < 2; i++) await run(codeBlock('js', 'a\nb'), cache)
    const plain = toHtml((await run(codeBlock('js', 'a\nb'), cache)).block)
    for (let i = 0; i < 2; i++) await run(codeBlock('js', 'a\nb', '{1}'), cache)
    const marked = toHtml((await run(codeBlock('js', 'a\nb', '{1}'), cache)).block)
    expect(cache.blocks.size).toBe(2)
    expect(plain).not.toContain('line highlighted')
    expect(marked).toContain('line highlighted')
  })

  test('a shared cache keeps a block from its first sighting on (blocks repeat across docs versions), and each use gets its own copy', async () => {
    const cache = new CodeCache()
    const spy = vi.spyOn(highlighter.for('js'), 'codeToHast')
    const a = (await run(codeBlock('js', 'let x = 1'), cache)).block
    expect(cache.blocks.size).toBe(1)
    const b = (await run(codeBlock('js', 'let x = 1'), cache)).block
    const c = (await run(codeBlock('js', 'let x = 1'), cache)).block
    expect(spy).toHaveBeenCalledTimes(1) // the second and third uses came from the cache
    spy.mockRestore()
    expect(toHtml(b)).toBe(toHtml(a))
    expect(toHtml(c)).toBe(toHtml(a))
    expect(b.children[0]).not.toBe(c.children[0])
    ;(b.children[0] as Element).properties.className = ['changed'] // a later plugin's edit stays on its page
    expect(toHtml((await run(codeBlock('js', 'let x = 1'), cache)).block)).toBe(toHtml(a))
  })

  test("31 a block found in the cache's backing (the memo kept across builds) needs no grammar; each block highlighted is handed to it", async () => {
    const kept = new Map<string, string>()
    const backing = {
      get: (key: string) => kept.get(key),
      add: (key: string, json: string) => void kept.set(key, json),
    }
    const first = await createCodeHighlighter()
    const html = toHtml(
      (await runWith(first, codeBlock('tsx', 'const a = <b />'), new CodeCache(Infinity, backing))).block,
    )
    expect([...kept.keys()]).toEqual(['tsx\0\0const a = <b />'])
    // A fresh thread (a later build): nothing loaded, the block comes from the backing as it was.
    const fresh = await createCodeHighlighter()
    const load = vi.spyOn(fresh, 'load')
    expect(
      toHtml((await runWith(fresh, codeBlock('tsx', 'const a = <b />'), new CodeCache(Infinity, backing))).block),
    ).toBe(html)
    expect(load).not.toHaveBeenCalled()
    // A block it lacks, or one of an unknown language, is highlighted (or warned about) as before.
    const other = await runWith(fresh, codeBlock('nolang', 'x'), new CodeCache(Infinity, backing))
    expect(other.messages).toEqual(['Unknown code block language `nolang`; shown as plain text'])
    expect(load).toHaveBeenCalledTimes(1)
  })

  test('a cache with a limit of 0 keeps nothing', async () => {
    const cache = new CodeCache(0)
    for (let i = 0; i < 3; i++) await run(codeBlock('js', 'let y = 2'), cache)
    expect(cache.blocks.size).toBe(0)
  })
})

test('Prism language names Shiki lacks are highlighted with the nearest grammar (flow as TSX); plain-text names are plain text, without a warning', async () => {
  const { h } = await import('hastscript')
  const { VFile } = await import('vfile')
  const { getHighlighter } = await import('./processor.js')
  const { rehypeShiki } = await import('./rehype-shiki.js')
  const block = (lang: string, code: string) => h('pre', [h('code', { className: [`language-${lang}`] }, code)])
  const tree = {
    type: 'root' as const,
    children: [block('flow', 'const a: number = 1'), block('plaintext', 'just text')],
  }
  const file = new VFile()
  await rehypeShiki({ highlighter: await getHighlighter() })(tree, file)
  expect(file.messages).toEqual([])
  const json = JSON.stringify(tree)
  expect(json).toContain('--sh-token-keyword') // `const` coloured: flow went through a grammar
  expect((tree.children[0] as { properties: Record<string, unknown> }).properties.dataLanguage).toBe('flow')
})

test("28.7 Prism's alias names are highlighted with their language's grammar: ```sol as solidity, ```js, ```sh, ```yml, ```py, ```ts, ```rb, ```md, ```kt, ```cs, ```ps1, ```dockerfile", async () => {
  const { h } = await import('hastscript')
  const { VFile } = await import('vfile')
  const { getHighlighter } = await import('./processor.js')
  const { rehypeShiki } = await import('./rehype-shiki.js')
  const { hasGrammar } = await import('./highlighter.js')
  const aliases = [
    'sol',
    'js',
    'sh',
    'yml',
    'py',
    'ts',
    'rb',
    'md',
    'kt',
    'cs',
    'ps1',
    'dockerfile',
    'dotnet',
    'sh-session',
    'vba',
    'rkt',
    'mustache',
  ]
  expect(aliases.filter((a) => !hasGrammar(a))).toEqual([])
  const block = (lang: string, code: string) => h('pre', [h('code', { className: [`language-${lang}`] }, code)])
  const tree = {
    type: 'root' as const,
    children: [block('sol', 'contract Token { function f() public returns (uint256) { return 1; } }')],
  }
  const file = new VFile()
  await rehypeShiki({ highlighter: await getHighlighter() })(tree, file)
  expect(file.messages).toEqual([])
  // `contract`/`function` coloured: the solidity grammar ran
  expect(JSON.stringify(tree)).toContain('--sh-token-keyword')
})
