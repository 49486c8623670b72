import rehypeRaw from 'rehype-raw'
import rehypeStringify from 'rehype-stringify'
import remarkParse from 'remark-parse'
import remarkRehype from 'remark-rehype'
import { unified } from 'unified'
import { VFile } from 'vfile'
import { describe, expect, test } from 'vitest'
import { rehypeUnsafeHtml } from './rehype-unsafe-html.js'

async function run(markdown: string, allowScripts = false) {
  const file = new VFile(markdown)
  const out = await unified()
    .use(remarkParse)
    .use(remarkRehype, { allowDangerousHtml: true })
    .use(rehypeRaw)
    .use(rehypeUnsafeHtml, { allowScripts })
    .use(rehypeStringify)
    .process(file)
  return {
    html: String(out),
    errors: file.messages.filter((m) => m.fatal === true).map((m) => `${m.line}: ${m.reason}`),
    notes: file.messages.map((m) => m.note),
  }
}

describe('generator/markdown/rehype-unsafe-html', () => {
  test.each([
    ['<script>alert(1)</script>', '`<script>`'],
    ['<p>x</p><SCRIPT src="https://evil.example/x.js"></SCRIPT>', '`<script>`'],
    ['<svg><script>alert(1)</script></svg>', '`<script>`'],
    ['<img src="x.png" onerror="alert(1)">', 'The event-handler attribute `onerror` on `<img>`'],
    ['<div onClick="alert(1)">x</div>', 'The event-handler attribute `onclick` on `<div>`'],
    ['<svg onload="alert(1)"></svg>', 'The event-handler attribute `onload` on `<svg>`'],
    ['<details ontoggle=alert(1) open>x</details>', 'The event-handler attribute `ontoggle` on `<details>`'],
    ['<iframe src="javascript:alert(1)"></iframe>', 'A `javascript:` URL in `src` on `<iframe>`'],
    [
      '<form action="  java\tscript:alert(1)"><button>go</button></form>',
      'A `javascript:` URL in `action` on `<form>`',
    ],
    ['<button formaction="&#106;avascript:alert(1)">go</button>', 'A `javascript:` URL in `formaction` on `<button>`'],
    [
      '<svg><a xlink:href="javascript:alert(1)"><text>x</text></a></svg>',
      'A `javascript:` URL in `xlink:href` on `<a>`',
    ],
    ['<area href="vbscript:msgbox(1)">', 'A `vbscript:` URL in `href` on `<area>`'],
    ['<iframe src="data:text/html,<script>alert(1)</script>"></iframe>', 'A `data:` document in `src` on `<iframe>`'],
    ['<iframe srcdoc="<script>alert(1)</script>"></iframe>', '`srcdoc` on `<iframe>`'],
    ['<base href="https://evil.example/">', '`<base>`'],
    ['<meta http-equiv="refresh" content="0;url=javascript:alert(1)">', 'A `<meta>` refresh to a script URL'],
    ['<svg><animate attributeName="href" values="javascript:alert(1)"/></svg>', 'An SVG `<animate>` of `href`'],
    ['<template><script>alert(1)</script></template>', '`<script>`'],
  ])('%s is refused: %s', async (md, what) => {
    const { errors, notes } = await run(`Intro\n\n${md}\n`)
    expect(errors).toEqual([`3: ${what} in content is not allowed`])
    expect(notes[0]).toMatch(/markdown: \{ allowScripts: true \}/)
  })

  test('every problem of a document is reported, each with its line', async () => {
    const { errors } = await run('<script>a()</script>\n\ntext\n\n<img src="x.png" onerror="b()">\n')
    expect(errors).toEqual([
      '1: `<script>` in content is not allowed',
      '5: The event-handler attribute `onerror` on `<img>` in content is not allowed',
    ])
  })

  test('allowScripts keeps them as written', async () => {
    const { html, errors } = await run('<script>alert(1)</script>\n\n<img src="x.png" onerror="alert(1)">\n', true)
    expect(errors).toEqual([])
    expect(html).toContain('<script>alert(1)</script>')
    expect(html).toContain('onerror="alert(1)"')
  })

  test.each([
    ['<details open><summary>More</summary>Body</details>'],
    ['<img src="data:image/png;base64,iVBORw0KGgo=" alt="">'],
    ['<iframe src="https://www.youtube.com/embed/x" title="video"></iframe>'],
    ['<a href="https://example.com" title="javascript: the good parts">book</a>'],
    ['<div style="color: red" class="one">x</div>'],
    ['Text that mentions <code>&lt;script&gt;</code> and onclick= in prose.'],
    ['```html\n<script>alert(1)</script>\n```'],
  ])('harmless HTML passes: %s', async (md) => {
    expect((await run(md)).errors).toEqual([])
  })
})
