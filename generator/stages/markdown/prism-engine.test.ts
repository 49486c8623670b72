import type { Element, Root } from 'hast'
import { h } from 'hastscript'
import { toHtml } from 'hast-util-to-html'
import { describe, expect, test } from 'vitest'
import { VFile } from 'vfile'
import fs from 'node:fs'
import path from 'node:path'
import { makeSite, prismProject, REPO_ROOT, writeTree } from '../../test/helpers.js'
import { getHighlighter } from './options.js'
import { hasPrismComponent, loadSitePrism, prismBlock } from './prism-engine.js'
import { rehypeShiki, shikiOptions } from './rehype-shiki.js'

describe("31 a Docusaurus project's own Prism", () => {
  test("31 prism-react-renderer's Prism with the project's additionalLanguages, loaded as theme-classic loads them; none without the package", () => {
    const root = prismProject()
    const prism = loadSitePrism(root, ['shout', 'nothing-such'])!
    expect(prism).not.toBeNull()
    expect(prism.has('jsx')).toBe(true)
    expect(prism.has('JS')).toBe(true) // looked up lower-cased, as prism-react-renderer does
    expect(prism.has('shout')).toBe(true)
    expect(prism.has('vue')).toBe(false) // not among prism-react-renderer's languages
    expect(prism.has('extend')).toBe(false) // Prism.languages' helpers are no languages
    expect(prism.failed).toEqual(['nothing-such'])
    expect((globalThis as { Prism?: unknown }).Prism).toBeUndefined() // set only while the components load
    expect(hasPrismComponent(root, 'shout')).toBe(true)
    expect(hasPrismComponent(root, 'nothing-such')).toBe(false)
    expect(loadSitePrism(makeSite({ 'package.json': '{}' }), [])).toBeNull()
    expect(prism.has('__proto__')).toBe(false)
  })

  test("31 a swizzled CodeBlock that imports prism-react-renderer itself makes that copy the project's Prism (the site's own version beside theme-classic's)", () => {
    const real = JSON.stringify(path.join(REPO_ROOT, 'node_modules', 'prism-react-renderer'))
    const files = {
      'package.json': '{ "name": "p" }\n',
      // theme-classic's own copy (pnpm's layout): the real package, without the site's extra language.
      'node_modules/@docusaurus/theme-classic/package.json':
        '{ "name": "@docusaurus/theme-classic", "version": "3.1.1" }\n',
      'node_modules/@docusaurus/theme-classic/node_modules/prism-react-renderer/package.json':
        '{ "name": "prism-react-renderer", "main": "index.js" }\n',
      'node_modules/@docusaurus/theme-classic/node_modules/prism-react-renderer/index.js': `module.exports = require(${real})\n`,
      // The site's own copy: a Prism with a language of its own (as version 1's has bash).
      'node_modules/prism-react-renderer/package.json': '{ "name": "prism-react-renderer", "main": "index.js" }\n',
      'node_modules/prism-react-renderer/index.js': `const r = require(${real}); const P = r.Prism; module.exports = { Prism: { languages: { ...P.languages, sitebash: { keyword: /\\bcurl\\b/ } }, tokenize: P.tokenize, hooks: P.hooks } }\n`,
    }
    const plain = makeSite(files)
    expect(loadSitePrism(plain, [])!.has('sitebash')).toBe(false)
    const swizzled = makeSite({
      ...files,
      'src/theme/CodeBlock/Content/String.tsx':
        "import Highlight, {defaultProps} from 'prism-react-renderer';\nexport default Highlight\n",
    })
    expect(loadSitePrism(swizzled, [])!.has('sitebash')).toBe(true)
  })

  test("31 with pnpm's layout, a site that lists only the classic preset gets theme-classic's prismjs through the preset (pnpm.io: 358 bash, ini and docker blocks were plain)", () => {
    const root = prismProject()
    // Only the preset is a dependency of the site; theme-classic and prismjs sit beside it in the store.
    const store = 'node_modules/.pnpm/@docusaurus+preset-classic@3.10.2/node_modules/@docusaurus'
    writeTree(root, {
      [`${store}/preset-classic/package.json`]: '{ "name": "@docusaurus/preset-classic", "version": "3.10.2" }\n',
      [`${store}/theme-classic/package.json`]: '{ "name": "@docusaurus/theme-classic", "version": "3.10.2" }\n',
      [`${store}/theme-classic/node_modules/prismjs/package.json`]: '{ "name": "prismjs", "version": "1.30.0" }\n',
      [`${store}/theme-classic/node_modules/prismjs/components/prism-murmur.js`]:
        'Prism.languages.murmur = { keyword: /\\bhush\\b/ };\n',
    })
    fs.mkdirSync(path.join(root, 'node_modules/@docusaurus'))
    fs.symlinkSync(
      path.join(root, store, 'preset-classic'),
      path.join(root, 'node_modules/@docusaurus/preset-classic'),
      'dir',
    )
    expect(hasPrismComponent(root, 'murmur')).toBe(true)
  })

  test("31 each language list gets a Prism of its own: another list's languages are not in it, and a component that fails is named", () => {
    const root = prismProject()
    const both = loadSitePrism(root, ['shout', 'whisper'])!
    expect(both.has('whisper')).toBe(true)
    const none = loadSitePrism(root, [])!
    expect(none.has('shout')).toBe(false)
    const alone = loadSitePrism(root, ['whisper'])! // whisper extends shout, not loaded here
    expect(alone.has('whisper')).toBe(false)
    expect(alone.failed).toEqual(['whisper'])
    expect(loadSitePrism(root, ['shout', 'whisper'])).toBe(both) // once per thread and list
  })

  test("31 a block: Prism's nested token spans (an alias inside its type), split into lines where a token spans several; marked lines, line numbers and magic comments as for Shiki's blocks", () => {
    const prism = loadSitePrism(prismProject(), [])!
    const code = 'const a = `one\n${b}two`\n// highlight-next-line\nf(a) // note'
    const pre = prismBlock(prism, code, 'js', 'showLineNumbers')
    const html = toHtml(pre)
    expect(
      html.startsWith(
        '<pre class="prism-code language-js" style="background-color:var(--sh-background);color:var(--sh-foreground)" tabindex="0" data-line-numbers>',
      ),
    ).toBe(true)
    const lines = html.slice(html.indexOf('<code>') + 6, html.indexOf('</code>')).split('\n')
    // Three lines: the magic comment's line is removed and marks the line after it.
    expect(lines).toHaveLength(3)
    expect(lines[0]).toMatch(
      /^<span class="line"><span class="token keyword">const<\/span> a <span class="token operator">=<\/span> <span class="token template-string"><span class="token template-punctuation"><span class="token string">`<\/span><\/span><span class="token string">one<\/span><\/span><\/span>$/,
    )
    // The template string goes on in line 2: its span opens again there, with the interpolation nested in it.
    expect(lines[1]).toMatch(
      /^<span class="line"><span class="token template-string"><span class="token interpolation"><span class="token interpolation-punctuation"><span class="token punctuation">\$\{<\/span><\/span>b<span class="token interpolation-punctuation"><span class="token punctuation">\}<\/span><\/span><\/span>/,
    )
    expect(lines[2]).toBe(
      '<span class="line highlighted"><span class="token function">f</span><span class="token punctuation">(</span>a<span class="token punctuation">)</span> <span class="token comment">// note</span></span>',
    )
    // The text is the code's, whatever the spans.
    expect(lines.map((l) => l.replace(/<[^>]+>/g, '')).join('\n')).toBe('const a = `one\n${b}two`\nf(a) // note')
    // With `{1}` in the meta, Docusaurus reads the ranges and leaves the comments in the code.
    const ranged = toHtml(prismBlock(prism, code, 'js', '{1}'))
    expect(ranged.match(/<span class="line[^"]*">/g)).toEqual([
      '<span class="line highlighted">',
      '<span class="line">',
      '<span class="line">',
      '<span class="line">',
    ])
    expect(ranged).toContain('highlight-next-line')
    // Lines end at \r\n and \r too, as prism-react-renderer splits them.
    expect(toHtml(prismBlock(prism, 'a\r\nb\rc', 'text', ''))).toContain(
      '<code><span class="line">a</span>\n<span class="line">b</span>\n<span class="line">c</span></code>',
    )
  })

  test("31 rehype-shiki: with the project's Prism, every block is its: the languages it has highlighted, the others its plain text with their class, as Docusaurus shows them (an unknown one named); a declared language Prism loaded is not plain; a block's class is its language as written", async () => {
    const prism = loadSitePrism(prismProject(), ['shout'])!
    const tree: Root = h(null, [
      h('pre', h('code', { className: ['language-tsx'] }, 'let x = <A b="c" />\n')),
      h('pre', h('code', { className: ['language-vue'] }, '<template><b>x</b></template>\n')),
      h('pre', h('code', { className: ['language-shout'] }, 'SAY HI!\n')),
      h('pre', h('code', {}, 'plain\n')),
      h('pre', h('code', { className: ['language-txt'] }, 'as written\n')),
      h('pre', h('code', { className: ['language-nosuch'] }, 'unknown\n')),
    ])
    const file = new VFile()
    await rehypeShiki(shikiOptions({ highlighter: await getHighlighter(), prism, additionalLanguages: ['shout'] }))(
      tree,
      file,
    )
    const [tsx, vue, shout, plain, txt, unknown] = tree.children as Element[]
    expect(toHtml(tsx!)).toContain('<pre class="prism-code language-tsx"')
    expect(toHtml(tsx!)).toContain(
      '<span class="token tag"><span class="token tag"><span class="token punctuation">&#x3C;</span><span class="token class-name">A</span></span>',
    )
    // Prism here has no Vue: plain, as Docusaurus shows it (not Shiki's colours beside Prism's), and not
    // named (Shiki knows the language).
    expect(toHtml(vue!)).toContain('<pre class="prism-code language-vue"')
    expect(toHtml(vue!)).toContain(
      '<code><span class="line">&#x3C;template>&#x3C;b>x&#x3C;/b>&#x3C;/template></span></code>',
    )
    expect(toHtml(shout!)).toContain(
      '<span class="token keyword">SAY</span> <span class="token keyword">HI</span><span class="token punctuation">!</span>',
    )
    expect(toHtml(plain!)).toContain('<pre class="prism-code language-text"')
    expect(toHtml(plain!)).toContain('<code><span class="line">plain</span></code>')
    // A plain-text block keeps the language it was written with in its class, as Docusaurus's does.
    expect(toHtml(txt!)).toContain('<pre class="prism-code language-txt"')
    expect(toHtml(unknown!)).toContain('<pre class="prism-code language-nosuch"')
    expect(toHtml(unknown!)).toContain('<code><span class="line">unknown</span></code>')
    expect(file.messages.map((m) => m.reason)).toEqual(['Unknown code block language `nosuch`; shown as plain text'])
    // A declared language whose component failed: plain text, and said so where it is used.
    const failing = loadSitePrism(prismProject(), ['whisper'])!
    const quiet = h(null, [h('pre', h('code', { className: ['language-whisper'] }, 'hi\n'))])
    const said = new VFile()
    await rehypeShiki(
      shikiOptions({ highlighter: await getHighlighter(), prism: failing, additionalLanguages: ['whisper'] }),
    )(quiet, said)
    expect(said.messages.map((m) => m.reason)).toEqual([
      '`prism.additionalLanguages` lists `whisper`, but its prismjs component did not load (a language it extends must be listed before it); shown as plain text',
    ])
    // One with no component of that name where theme-classic loads prismjs: said so, not the hint of a
    // component that threw.
    const absent = loadSitePrism(prismProject(), ['nothing-such'])!
    expect(absent.missing).toEqual(['nothing-such'])
    const none = new VFile()
    await rehypeShiki(
      shikiOptions({ highlighter: await getHighlighter(), prism: absent, additionalLanguages: ['nothing-such'] }),
    )(h(null, [h('pre', h('code', { className: ['language-nothing-such'] }, 'hi\n'))]), none)
    expect(none.messages.map((m) => m.reason)).toEqual([
      "`prism.additionalLanguages` lists `nothing-such`, but prismjs has no `components/prism-nothing-such.js` where @docusaurus/theme-classic loads it (check the name against prismjs's components, and that theme-classic is installed); shown as plain text",
    ])
  }, 60_000)
})
