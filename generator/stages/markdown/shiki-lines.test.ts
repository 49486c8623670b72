import { toHtml } from 'hast-util-to-html'
import { beforeAll, describe, expect, test } from 'vitest'
import { getHighlighter } from './processor.js'
import type { Highlighter } from './rehype-shiki.js'
import { CODE_THEME } from './highlighter.js'
import { parseLineRanges, readMagicComments, stripHighlightComments, transformerLines } from './shiki-lines.js'

let highlighter: Highlighter
beforeAll(async () => {
  highlighter = await getHighlighter()
  await highlighter.load(['js', 'json', 'bash'])
}, 60_000)

/** Highlight with the transformer; return the text of each highlighted line and the <pre> tag. */
function run(code: string, meta = '', lang = 'js') {
  const root = highlighter
    .for(lang)
    .codeToHast(code, { lang, theme: CODE_THEME, meta: { __raw: meta }, transformers: [transformerLines()] })
  const html = toHtml(root)
  const lines = [...html.matchAll(/<span class="line( highlighted)?">(.*?)<\/span>(?=\n|<\/code>)/g)].map((m) => ({
    on: !!m[1],
    text: m[2]!.replace(/<[^>]+>/g, ''),
  }))
  return { html, lines, highlighted: lines.filter((l) => l.on).map((l) => l.text), pre: /<pre[^>]*>/.exec(html)![0] }
}

/** The lines a strip marks `highlighted`. */
const highlightedLines = ({ marked }: ReturnType<typeof stripHighlightComments>) =>
  new Set([...marked].filter(([, c]) => c.has('highlighted')).map(([n]) => n))

describe('generator/markdown/shiki-lines', () => {
  test.each([
    ['1', [1]],
    ['1,3-5', [1, 3, 4, 5]],
    [' 2 , 4-4 ', [2, 4]],
    ['x,7', [7]],
  ])('parseLineRanges(%j)', (spec, expected) => {
    expect([...parseLineRanges(spec)]).toEqual(expected)
  })

  test('{1,3-4} in the meta highlights those lines', () => {
    expect(run('a\nb\nc\nd\ne', 'title="x.js" {1,3-4}').highlighted).toEqual(['a', 'c', 'd'])
  })

  test('highlight-next-line and highlight-start/end comments mark lines and are removed from the output', () => {
    const code = [
      'const a = 1',
      '// highlight-next-line',
      'const b = 2',
      'const c = 3',
      '  // highlight-start',
      'f()',
      'g()',
      '  // highlight-end',
      'end()',
    ].join('\n')
    const { lines, highlighted, html } = run(code)
    expect(lines.map((l) => l.text)).toEqual(['const a = 1', 'const b = 2', 'const c = 3', 'f()', 'g()', 'end()'])
    expect(highlighted).toEqual(['const b = 2', 'f()', 'g()'])
    expect(html).not.toContain('highlight-')
  })

  test('comment styles of other languages work too (# in bash, // in JSON, <!-- --> in HTML)', () => {
    expect(run('# highlight-next-line\nnpm i\nls', '', 'bash').highlighted).toEqual(['npm i'])
    expect(run('{\n  // highlight-next-line\n  "a": 1\n}', '', 'json').highlighted).toEqual(['  "a": 1'])
    expect(highlightedLines(stripHighlightComments('<!-- highlight-next-line -->\n<p>'))).toEqual(new Set([1]))
    expect(highlightedLines(stripHighlightComments('<div>\n  {/* highlight-next-line */}\n  <p />\n</div>'))).toEqual(
      new Set([2]),
    )
  })

  test('a comment that merely mentions highlight-next-line is kept', () => {
    expect(run('// see highlight-next-line docs\nx').lines).toHaveLength(2)
  })

  test("a site's prism.magicComments (react-native-website's add/remove lines): each marks its lines with its class; the default's class is ours, highlighted", () => {
    const { comments, problems } = readMagicComments([
      {
        className: 'theme-code-block-highlighted-line',
        line: 'highlight-next-line',
        block: { start: 'highlight-start', end: 'highlight-end' },
      },
      {
        className: 'code-add-line',
        line: 'highlight-add-next-line',
        block: { start: 'highlight-add-start', end: 'highlight-add-end' },
      },
      { className: 'code-remove-line', line: 'highlight-remove-next-line' },
      { line: 'no-class' },
    ])
    expect(problems).toEqual(['[3] needs a className and a line or block ({ start, end }) comment: left out'])
    const code = [
      'a()',
      '// highlight-add-next-line',
      'added()',
      '// highlight-remove-next-line',
      'removed()',
      '// highlight-add-start',
      'x()',
      '// highlight-next-line',
      'y()',
      '// highlight-add-end',
      'z()',
    ].join('\n')
    const root = highlighter.for('js').codeToHast(code, {
      lang: 'js',
      theme: CODE_THEME,
      meta: { __raw: '' },
      transformers: [transformerLines(comments)],
    })
    const lines = [...toHtml(root).matchAll(/<span class="(line[^"]*)">(.*?)<\/span>(?=\n|<\/code>)/g)].map((m) => [
      m[1],
      m[2]!.replace(/<[^>]+>/g, ''),
    ])
    expect(lines).toEqual([
      ['line', 'a()'],
      ['line code-add-line', 'added()'],
      ['line code-remove-line', 'removed()'],
      ['line code-add-line', 'x()'],
      ['line highlighted code-add-line', 'y()'],
      ['line', 'z()'],
    ])
    // An empty list marks nothing (the default comments stay as code), as in Docusaurus.
    expect(stripHighlightComments('// highlight-next-line\nx', []).code).toBe('// highlight-next-line\nx')
  })

  test("31 read as Docusaurus reads them: in the block's language's comment styles, a block never closed marks nothing, an end without a start marks from the first line", () => {
    const lines = (code: string, lang?: string) => {
      const r = stripHighlightComments(code, undefined, lang)
      return { code: r.code, on: [...highlightedLines(r)] }
    }
    // SQL comments are `--` (and `/* */`): a `//` line is the code's own, shown as it is.
    expect(lines('-- highlight-next-line\nSELECT 1;\n// highlight-next-line\nSELECT 2;', 'sql')).toEqual({
      code: 'SELECT 1;\n// highlight-next-line\nSELECT 2;',
      on: [1],
    })
    // Python's are `#` only; an unknown language takes the popular styles.
    expect(lines('// highlight-next-line\nx = 1', 'python').on).toEqual([])
    expect(lines('# highlight-next-line\nx', 'toml').on).toEqual([1])
    expect(lines('a\n// highlight-start\nb\nc', 'js')).toEqual({ code: 'a\nb\nc', on: [] })
    expect(lines('a\nb\n// highlight-end\nc', 'js').on).toEqual([1, 2])
    expect(lines('a\n// highlight-next-line', 'js')).toEqual({ code: 'a', on: [] })
  })

  test("31 with {1,3} in the meta the comments are left in the code, and the ranges take the first magic comment's class, as in Docusaurus", () => {
    expect(run('a\n// highlight-next-line\nb', '{1}').lines.map((l) => [l.on, l.text])).toEqual([
      [true, 'a'],
      [false, '// highlight-next-line'],
      [false, 'b'],
    ])
  })

  test('showLineNumbers marks the <pre>; without it there is no attribute and no highlighted line', () => {
    expect(run('a\nb', 'showLineNumbers').pre).toContain('data-line-numbers')
    const plain = run('a\nb', 'title="showLineNumbers.txt"')
    expect(plain.pre).not.toContain('data-line-numbers')
    expect(plain.highlighted).toEqual([])
  })
})
