import fs from 'node:fs'
import { describe, expect, test } from 'vitest'
import { tempDir } from '../test/helpers.js'
import type { CompiledPage, Route, SourceFile } from '../core/types.js'
import { attachSources, detachSources, releaseBodies, spillHtml, unspillHtml } from './worker.js'

const source = (name: string): SourceFile => ({
  kind: 'doc',
  sourcePath: `/site/content/docs/${name}.md`,
  relativePath: `${name}.md`,
  frontmatter: {},
  body: `# ${name}\n\nLong body`,
  bodyStartLine: 1,
})
const page = (s: SourceFile): CompiledPage => ({
  source: s,
  html: `<h1>${s.relativePath}</h1>`,
  h1: s.relativePath,
  headings: [],
  ids: [],
  links: [],
  excerptHtml: null,
  firstParagraph: 'Long body',
  words: 2,
})

describe('generator/worker', () => {
  test('a compile reply names each source by path (no copy of its markdown), and the main thread links its own sources back', () => {
    const sources = [source('a'), source('b')]
    const reply = detachSources({ pages: sources.map(page), warnings: ['w'], errors: [], copied: 0 })
    expect(JSON.stringify(reply)).not.toContain('Long body\n') // no body travels
    expect(reply.pages.map((p) => p.sourcePath)).toEqual(sources.map((s) => s.sourcePath))
    const back = attachSources(structuredClone(reply), sources)
    expect(back.pages[0]!.source).toBe(sources[0]) // the very object, not a copy
    expect(back.pages[1]!.html).toBe('<h1>b.md</h1>')
    expect(back.warnings).toEqual(['w'])
  })

  test('a reply for a source that was not sent is an error, not a page without its source', () => {
    const reply = detachSources({ pages: [page(source('a'))], warnings: [], errors: [], copied: 0 })
    expect(() => attachSources(reply, [source('b')])).toThrow(/not sent: \/site\/content\/docs\/a\.md/)
  })

  test('a spilled doc leaves its HTML on disk and the thread that renders it reads it back; posts keep theirs', () => {
    const dir = tempDir('ssg-spill-')
    const doc = spillHtml(page(source('a')), dir, '1-0')
    expect(doc.html).toBe('')
    expect(fs.readFileSync(doc.htmlFile!, 'utf8')).toBe('<h1>a.md</h1>')
    const post = { ...page(source('p')), source: { ...source('p'), kind: 'post' as const } }
    expect(spillHtml(post, dir, '1-1')).toBe(post)
    const route = {
      url: '/a',
      kind: 'doc',
      props: { kind: 'doc', doc: { id: 'a', title: 'A', html: '', htmlFile: doc.htmlFile } },
    } as unknown as Route
    const back = unspillHtml(route) as Route & { props: { doc: { html: string; htmlFile?: string } } }
    expect(back.props.doc.html).toBe('<h1>a.md</h1>')
    expect('htmlFile' in back.props.doc).toBe(false) // the route data written for the client carries no temp path
    expect(
      unspillHtml({ ...route, props: { ...route.props, doc: { html: '<p>kept</p>' } } } as unknown as Route).props,
    ).toMatchObject({ doc: { html: '<p>kept</p>' } })
  })

  test('a spilled .md doc leaves its markdown beside its HTML, and the main thread lets its own copy go; an MDX doc (its twin is its readable markdown) and a post keep nothing more', () => {
    const dir = tempDir('ssg-spill-')
    const md = spillHtml(page(source('a')), dir, '1-0')
    expect(fs.readFileSync(md.bodyFile!, 'utf8')).toBe('# a\n\nLong body')
    const mdx = spillHtml({ ...page(source('b')), markdown: '# b' }, dir, '1-1')
    expect(mdx.bodyFile).toBeUndefined()
    const post = { ...page(source('p')), source: { ...source('p'), kind: 'post' as const } }
    const sources = [md.source, mdx.source, post.source]
    const reply = detachSources({ pages: [md, mdx, post], warnings: [], errors: [], copied: 0 })
    const back = releaseBodies(attachSources(structuredClone(reply), sources))
    expect(back.pages.map((p) => p.source.body)).toEqual(['', '', '# p\n\nLong body'])
    expect(back.pages[0]!.bodyFile).toBe(md.bodyFile)
  })
})
