import { describe, expect, test } from 'vitest'
import { unified, type Plugin } from 'unified'
import remarkParse from 'remark-parse'
import { VFile } from 'vfile'
import { MarkdownError } from '../../core/errors.js'
import type { SitePluginsRef } from '../../core/types.js'
import { pickSitePlugins } from './site-plugins.js'

const ref = (sets: SitePluginsRef['sets'], extra: Partial<SitePluginsRef> = {}): SitePluginsRef => ({
  file: '/site/docusaurus.config.js',
  fingerprint: 'x',
  sets,
  ...extra,
})
const stub = Object.assign(() => {}, { __cwcStub: 'remark-missing' })

describe('generator/stages/markdown/site-plugins', () => {
  test('28.1 each content kind takes its own lists from where the config holds them; [plugin, options] keeps its options', () => {
    const docsPlugin: Plugin = () => () => {}
    const blogPlugin: Plugin = () => () => {}
    const config = {
      presets: [
        [
          'classic',
          {
            docs: { remarkPlugins: [[docsPlugin, { sync: true }]], rehypePlugins: [blogPlugin] },
            blog: { remarkPlugins: [blogPlugin] },
          },
        ],
      ],
    }
    const loaded = pickSitePlugins(
      ref({
        doc: {
          remarkPlugins: ['presets', 0, 1, 'docs', 'remarkPlugins'],
          rehypePlugins: ['presets', 0, 1, 'docs', 'rehypePlugins'],
        },
        post: { remarkPlugins: ['presets', 0, 1, 'blog', 'remarkPlugins'] },
      }),
      config,
    )
    expect(loaded.notes).toEqual([])
    const docRemark = loaded.byKind.doc!.site.remarkPlugins!
    expect(docRemark).toHaveLength(1)
    expect((docRemark[0] as unknown[])[1]).toEqual({ sync: true })
    expect(loaded.byKind.doc!.site.rehypePlugins).toHaveLength(1)
    expect(loaded.byKind.post!.site.remarkPlugins).toHaveLength(1)
    expect(loaded.byKind.page).toBeUndefined()
  })

  test('28.1 an ES module required from a CommonJS config gives its default export; a plugin not installed or not a function is named, not run', () => {
    const esm: Plugin = () => () => {}
    const config = { list: [{ default: esm }, stub, 'remark-by-name'] }
    const loaded = pickSitePlugins(ref({ doc: { remarkPlugins: ['list'] } }), config)
    expect(loaded.byKind.doc!.site.remarkPlugins).toHaveLength(1)
    expect(loaded.notes).toEqual([
      {
        option: 'list[1]',
        instead:
          'not run: its package ("remark-missing") is not installed, or cannot be required (install the site\'s dependencies: `npm ci`)',
      },
      { option: 'list[2]', instead: 'not run: not a remark or rehype plugin (a function, or [function, options])' },
    ])
  })

  test('28.1 a plugin that throws names itself, the page and the line of the plugin where it threw', async () => {
    function remarkBoom() {
      return () => {
        throw new Error('no beads left')
      }
    }
    const loaded = pickSitePlugins(ref({ doc: { remarkPlugins: ['list'] } }), { list: [remarkBoom] })
    const processor = unified().use(remarkParse).use(loaded.byKind.doc!.site.remarkPlugins!)
    const err = (await processor
      .run(processor.parse('text'), new VFile({ path: '/site/docs/a.md' }))
      .catch((e: unknown) => e)) as MarkdownError
    expect(err).toBeInstanceOf(MarkdownError)
    expect(err.file).toBe('/site/docs/a.md')
    expect(err.message).toMatch(
      /^The site's markdown plugin "remarkBoom" threw \(at .*site-plugins\.test\.ts:\d+\): no beads left$/,
    )
    expect(err.hint).toMatch(
      /^Fix the plugin at .*site-plugins\.test\.ts:\d+, or remove it from the config's remarkPlugins\/rehypePlugins\.$/,
    )
  })

  test('28.1 async and callback-style transformers keep working, and their failures are named too', async () => {
    const asyncPlugin = function remarkLater() {
      return async (tree: { children: unknown[] }) => {
        tree.children.push({ type: 'thematicBreak' })
      }
    }
    const callbackPlugin = function remarkCallback() {
      return (_t: unknown, _f: unknown, next: (e?: Error) => void) => setTimeout(() => next(new Error('late')), 1)
    }
    const ok = pickSitePlugins(ref({ doc: { remarkPlugins: ['list'] } }), { list: [asyncPlugin] })
    const tree = await unified()
      .use(remarkParse)
      .use(ok.byKind.doc!.site.remarkPlugins!)
      .run(unified().use(remarkParse).parse('a'))
    expect((tree as unknown as { children: { type: string }[] }).children.map((c) => c.type)).toEqual([
      'paragraph',
      'thematicBreak',
    ])
    const bad = pickSitePlugins(ref({ doc: { remarkPlugins: ['list'] } }), { list: [callbackPlugin] })
    const err = (await unified()
      .use(remarkParse)
      .use(bad.byKind.doc!.site.remarkPlugins!)
      .run(unified().use(remarkParse).parse('a'))
      .catch((e: unknown) => e)) as Error
    expect(err.message).toMatch(/^The site's markdown plugin "remarkCallback" threw.*: late$/)
  })

  test('28.1 markdown.preprocessor and remarkRehypeOptions apply to every kind; a preprocessor that returns no text is an error naming the file', () => {
    const config = {
      markdown: {
        preprocessor: ({ fileContent }: { fileContent: string }) =>
          fileContent === 'x' ? undefined : fileContent.toUpperCase(),
        remarkRehypeOptions: { footnoteLabel: 'Notes' },
      },
    }
    const loaded = pickSitePlugins(
      ref({}, { preprocessor: ['markdown', 'preprocessor'], remarkRehypeOptions: ['markdown', 'remarkRehypeOptions'] }),
      config,
    )
    for (const kind of ['doc', 'post', 'page'] as const) {
      expect(loaded.byKind[kind]!.remarkRehypeOptions).toEqual({ footnoteLabel: 'Notes' })
      expect(loaded.byKind[kind]!.preprocess!({ filePath: '/a.md', fileContent: 'abc' })).toBe('ABC')
    }
    expect(() => loaded.byKind.doc!.preprocess!({ filePath: '/site/docs/a.md', fileContent: 'x' })).toThrow(
      expect.objectContaining({
        file: '/site/docs/a.md',
        message: "markdown.preprocessor of docusaurus.config.js returned undefined, not the file's text",
      }),
    )
  })
})
