import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import type { Element, Root } from 'hast'
import { h } from 'hastscript'
import { afterAll, beforeAll, describe, expect, test } from 'vitest'
import { rehypeImageSize } from './rehype-image-size.js'

let root: string
let staticDir: string
beforeAll(() => {
  root = fs.mkdtempSync(path.join(os.tmpdir(), 'image-size-'))
  staticDir = path.join(root, 'static')
  fs.mkdirSync(path.join(staticDir, 'img'), { recursive: true })
  fs.writeFileSync(
    path.join(staticDir, 'img', 'wide logo.svg'),
    '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 680 160"></svg>',
  )
  fs.writeFileSync(path.join(staticDir, 'img', 'a.gif'), Buffer.from([...Buffer.from('GIF89a'), 10, 0, 20, 0]))
  fs.writeFileSync(path.join(root, 'outside.svg'), '<svg width="1" height="1"></svg>')
})
afterAll(() => fs.rmSync(root, { recursive: true, force: true }))

async function run(...imgs: Element[]) {
  const tree: Root = h(null, imgs)
  await rehypeImageSize({ staticDir })(tree)
  return imgs.map((i) => [i.properties.width, i.properties.height])
}

describe('generator/markdown/rehype-image-size', () => {
  test('local images under static/ get their width and height (hash, query and %20 ignored)', async () => {
    expect(
      await run(h('img', { src: '/img/wide%20logo.svg#gh-light-mode-only' }), h('img', { src: '/img/a.gif?v=2' })),
    ).toEqual([
      [680, 160],
      [10, 20],
    ])
  })

  test('sizes the author set, external, relative and missing images, and paths out of static/ are left alone', async () => {
    expect(
      await run(
        h('img', { src: '/img/a.gif', width: 5 }),
        h('img', { src: 'https://example.com/a.gif' }),
        h('img', { src: '//cdn.example.com/a.gif' }),
        h('img', { src: 'img/a.gif' }),
        h('img', { src: '/img/missing.png' }),
        h('img', { src: '/../outside.svg' }),
      ),
    ).toEqual([
      [5, undefined],
      [undefined, undefined],
      [undefined, undefined],
      [undefined, undefined],
      [undefined, undefined],
      [undefined, undefined],
    ])
  })

  test('without a static dir nothing changes', async () => {
    const img = h('img', { src: '/img/a.gif' })
    await rehypeImageSize()(h(null, [img]))
    expect(img.properties.width).toBeUndefined()
  })
})

describe('generator/markdown/rehype-image-size in a Docusaurus project (markdownOnly)', () => {
  test("31 only markdown's own images are sized, as Docusaurus's image transform sizes them; an HTML <img> is left as written, and no mark reaches the HTML", async () => {
    const { unified } = await import('unified')
    const { default: remarkParse } = await import('remark-parse')
    const { default: remarkRehype } = await import('remark-rehype')
    const { default: rehypeRaw } = await import('rehype-raw')
    const { default: rehypeStringify } = await import('rehype-stringify')
    const { remarkMarkdownOwn } = await import('./markdown-own.js')
    const html = (markdownOnly: boolean) =>
      unified()
        .use(remarkParse)
        .use(markdownOnly ? [remarkMarkdownOwn] : [])
        .use(remarkRehype, { allowDangerousHtml: true })
        .use(rehypeRaw)
        .use(rehypeImageSize, { staticDir, markdownOnly })
        .use(rehypeStringify)
        .process('![Logo](/img/wide%20logo.svg)\n\n<img alt="Chart" src="/img/wide%20logo.svg" />\n')
        .then(String)
    const docusaurus = await html(true)
    expect(docusaurus).toContain('<img src="/img/wide%20logo.svg" alt="Logo" width="680" height="160">')
    expect(docusaurus).toContain('<img alt="Chart" src="/img/wide%20logo.svg">')
    expect(docusaurus).not.toContain('data-cwc')
    // A site.config.ts site sizes both.
    expect((await html(false)).match(/width="680"/g)).toHaveLength(2)
  })
})
