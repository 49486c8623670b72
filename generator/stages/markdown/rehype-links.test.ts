import type { Element, Root } from 'hast'
import { h } from 'hastscript'
import { describe, expect, test } from 'vitest'
import { VFile } from 'vfile'
import { withBase } from '../../core/paths.js'
import { ownPath, rehypeLinks } from './rehype-links.js'

/** Run the plugin on a tree; the resolver adds the base URL to absolute paths and maps `.md` files. */
function run(tree: Root, base = '/') {
  const file = new VFile({ path: '/site/content/docs/page.md' })
  const resolve = (url: string) =>
    url.endsWith('.md')
      ? url === './missing.md'
        ? null
        : withBase(base, '/' + url.replace(/^\.\//, '').replace(/\.md$/, ''))
      : url.startsWith('/')
        ? withBase(base, url)
        : null
  rehypeLinks({ resolve, baseUrl: base })(tree, file)
  return { tree, links: file.data.links! }
}
const first = (tree: Root) => tree.children[0] as Element

describe('generator/markdown/rehype-links', () => {
  test.each([
    ['/', '/tips', '/tips'],
    ['/docs/', '/tips', '/docs/tips'],
    ['/docs/', '/api-tools/#cards', '/docs/api-tools/#cards'],
  ])('L1 internal links get the base URL %s: %s → %s', (base, href, expected) => {
    const { tree } = run(h(null, [h('a', { href }, 'x')]), base)
    expect(first(tree).properties.href).toBe(expected)
    expect(first(tree).properties.target).toBeUndefined()
  })

  test('L1 internal links get the base URL /docs/ for relative .md files too', () => {
    const { tree, links } = run(h(null, [h('a', { href: './guides/install.md#setup' }, 'x')]), '/docs/')
    expect(first(tree).properties.href).toBe('/docs/guides/install#setup')
    expect(links[0]).toMatchObject({
      url: './guides/install.md#setup',
      resolved: '/docs/guides/install',
      hash: 'setup',
      kind: 'link',
    })
  })

  test.each(['https://github.com/robertpiosik/CodeWebChat', 'http://example.com', '//cdn.example.com/x'])(
    'L2 external links open in a new tab with rel noopener noreferrer: %s',
    (href) => {
      const { tree, links } = run(h(null, [h('a', { href }, 'x')]))
      expect(first(tree).properties).toMatchObject({ href, target: '_blank', rel: ['noopener', 'noreferrer'] })
      expect(links[0]).toMatchObject({ url: href, resolved: null, hash: null })
    },
  )

  test("31 Docusaurus's escaped link (`pathname:///x`) is the path with the base URL, opened in a new tab and not checked, as Docusaurus writes it", () => {
    const { tree, links } = run(
      h(null, [
        h('a', { href: 'pathname:///api/v7/Model.html#init' }, 'x'),
        h('img', { src: 'pathname:///img/a.png' }),
      ]),
      '/docs/',
    )
    expect(first(tree).properties).toMatchObject({
      href: '/docs/api/v7/Model.html#init',
      target: '_blank',
      rel: ['noopener', 'noreferrer'],
    })
    expect((tree.children[1] as Element).properties.src).toBe('/docs/img/a.png')
    expect(links).toMatchObject([
      { url: 'pathname:///api/v7/Model.html#init', resolved: null, kind: 'link' },
      { url: 'pathname:///img/a.png', resolved: null, kind: 'image' },
    ])
  })

  test('L2 mailto: links are external but stay in the same tab', () => {
    const { tree } = run(h(null, [h('a', { href: 'mailto:a@b.c' }, 'x')]))
    expect(first(tree).properties.target).toBeUndefined()
  })

  test('28.7 a ?query before the #anchor stays on the link; the page and the anchor it names are what is collected and checked', () => {
    const { tree, links } = run(
      h(null, [h('a', { href: './guides/install.md?tab=yarn#setup' }, 'x'), h('a', { href: '/tips?x=1' }, 'y')]),
      '/docs/',
    )
    expect(first(tree).properties.href).toBe('/docs/guides/install?tab=yarn#setup')
    expect(links[0]).toMatchObject({
      url: './guides/install.md?tab=yarn#setup',
      resolved: '/docs/guides/install',
      hash: 'setup',
      kind: 'link',
    })
    expect((tree.children[1] as Element).properties.href).toBe('/docs/tips?x=1')
    expect(links[1]).toMatchObject({ resolved: '/docs/tips', hash: null })
  })

  test('a same-page #anchor is collected with an empty resolved path and left as written', () => {
    const { tree, links } = run(h(null, [h('a', { href: '#usage' }, 'x')]))
    expect(first(tree).properties.href).toBe('#usage')
    expect(links[0]).toMatchObject({ url: '#usage', resolved: '', hash: 'usage' })
  })

  test('an unresolvable link keeps its written href and is collected with resolved null (for E3)', () => {
    const { tree, links } = run(h(null, [h('a', { href: './missing.md' }, 'x')]))
    expect(first(tree).properties.href).toBe('./missing.md')
    expect(links[0]).toMatchObject({ url: './missing.md', resolved: null, kind: 'link' })
  })

  test('images are lazy-loaded, get the base URL and are collected as images', () => {
    const { tree, links } = run(
      h(null, [h('p', 'Opening paragraph.'), h('img', { src: '/img/a.png', alt: 'a' })]),
      '/docs/',
    )
    expect((tree.children[1] as Element).properties).toMatchObject({
      src: '/docs/img/a.png',
      loading: 'lazy',
      decoding: 'async',
    })
    expect(links[0]).toMatchObject({ url: '/img/a.png', resolved: '/docs/img/a.png', kind: 'image' })
  })

  test("the images of the body's first block (a hero above the fold) are not lazy-loaded (third reading, item 16)", () => {
    const { tree } = run(
      h(null, [
        h('p', [h('img', { src: '/hero.svg', alt: 'hero' })]),
        h('p', [h('img', { src: '/later.png', alt: 'later' })]),
      ]),
    )
    const img = (i: number) => ((tree.children[i] as Element).children[0] as Element).properties
    expect(img(0).loading).toBeUndefined()
    expect(img(0).decoding).toBe('async')
    expect(img(1).loading).toBe('lazy')
  })

  test('an author-set loading attribute is kept', () => {
    const { tree } = run(h(null, [h('img', { src: '/a.png', loading: 'eager' })]))
    expect(first(tree).properties.loading).toBe('eager')
  })

  test('the line of each link is collected from the tree position', () => {
    const a = h('a', { href: '/tips' }, 'x')
    a.position = { start: { line: 7, column: 1 }, end: { line: 7, column: 10 } }
    const { links } = run(h(null, [a]))
    expect(links[0]!.line).toBe(7)
  })

  test('anchors without href and other elements are ignored; links are reset for each document', () => {
    const plugin = rehypeLinks({ resolve: () => null })
    const file = new VFile()
    plugin(h(null, [h('a', { href: '/x' })]), file)
    plugin(h(null, [h('a', { name: 'top' }), h('p', 'x')]), file)
    expect(file.data.links).toEqual([])
  })
})

describe("links to the site's own address", () => {
  test('ownPath: a URL under url + baseUrl is a site path; other origins and paths outside the base are not', () => {
    expect(ownPath('https://codeweb.chat/tips#context', 'https://codeweb.chat/')).toBe('/tips#context')
    expect(ownPath('https://codeweb.chat', 'https://codeweb.chat/')).toBe('/')
    expect(ownPath('https://example.com/x', 'https://codeweb.chat/')).toBeNull()
    expect(ownPath('https://site.dev/other/x', 'https://site.dev/docs/')).toBeNull()
    expect(ownPath('https://site.dev/docs/x', 'https://site.dev/docs/')).toBe('/x')
  })
})

test("L2 a link written with the site's own address is internal: same tab, resolved, recorded for the checks", () => {
  const tree: Root = { type: 'root', children: [h('a', { href: 'https://codeweb.chat/tips#context' }, 'tips')] }
  const file = new VFile({ path: '/site/content/blog/post.md' })
  rehypeLinks({ resolve: (url) => (url.startsWith('/') ? url : null), siteUrl: 'https://codeweb.chat/' })(tree, file)
  expect(first(tree).properties).toEqual({ href: '/tips#context' })
  expect(file.data.links).toEqual([
    { url: '/tips#context', resolved: '/tips', hash: 'context', line: undefined, kind: 'link' },
  ])
})
