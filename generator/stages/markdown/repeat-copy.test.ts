/**
 * A page whose text another version repeats takes a copy of that page's compile, its links
 * resolved for its own place (repeat-copy.ts): the copy equals what compiling the page gives.
 */
import fs from 'node:fs'
import path from 'node:path'
import { describe, expect, test } from 'vitest'
import { build } from '../../build.js'
import { formatReport } from '../../report/progress.js'
import type { CompiledPage, SourceFile } from '../../core/types.js'
import { resolveConfig } from '../config.js'
import { loadContent } from '../content.js'
import { planUrls } from '../routes/plan.js'
import { compileBatch } from '../../threads/worker.js'
import { groupRepeats } from '../../threads/stage-runner.js'
import { copyFixture } from '../../test/helpers.js'
import { compileMarkdown, createProcessor, getHighlighter, processorOptions } from './processor.js'
import { copyRepeat, endProbe, startProbe, watchFile, type Probe } from './repeat-copy.js'
import { VFile } from 'vfile'

/** The same text in the current docs and both frozen versions of the docusaurus-versions fixture. */
function everyVersion(rel: string, text: string): Record<string, string> {
  return {
    [`docs/${rel}`]: text,
    [`versioned_docs/version-2.0/${rel}`]: text,
    [`versioned_docs/version-1.0/${rel}`]: text,
  }
}

const LINKS = `# Repeated

The [tables](./tables.md#moonlight-column), the [intro](../intro.md), a [page beside it](tables),
the [site's intro](/docs/intro), [this section](#more), [elsewhere](https://example.com/x) and
![a tide](/img/tide.svg). A [file that is not there](./nothing.pdf).

<a href="tables.md">Raw HTML too</a>

## More

Text.
`

async function setUp(extra: Record<string, string>) {
  const root = copyFixture('docusaurus-versions', extra)
  const config = await resolveConfig(root)
  const { content } = await loadContent(config)
  const plan = planUrls(config, content)
  const make = async () => createProcessor(processorOptions(config, plan, await getHighlighter()))
  return { root, content, make }
}

/** The pages of `sources` compiled one by one, each by a fresh processor (no copy). */
async function oneByOne(
  sources: SourceFile[],
  make: () => Promise<ReturnType<typeof createProcessor>>,
): Promise<CompiledPage[]> {
  const pages: CompiledPage[] = []
  for (const s of sources) pages.push((await compileMarkdown(s, await make())).page)
  return pages
}

describe('repeat copy', () => {
  test("31 a repeated .md text is compiled once: each version's copy has its own links, equal to compiling it", async () => {
    const { content, make } = await setUp(everyVersion('guides/repeated.md', LINKS))
    const sources = groupRepeats(content.docs).filter((s) => s.sourcePath.endsWith('repeated.md'))
    expect(sources).toHaveLength(3)
    const batch = await compileBatch(sources, await make())
    expect(batch.errors).toEqual([])
    expect(batch.copied).toBe(2)
    expect(batch.pages).toEqual(await oneByOne(sources, make))
    // The copies are not the first page's: each version links its own pages.
    const hrefs = batch.pages.map((p) => [...p.html.matchAll(/href="([^"]*)"/g)].map((m) => m[1]))
    expect(new Set(hrefs.map((h) => h.join(' '))).size).toBe(3)
    expect(hrefs.flat()).toContain('/docs/1.0/guides/tables#moonlight-column')
  }, 60_000)

  test("31 MDX: a copy for imports of the theme and of relative partials the same in each version; none where a component reads the page's URL, a relative import is code, or a partial differs", async () => {
    const themed =
      'import Tabs from \'@theme/Tabs\'\nimport TabItem from \'@theme/TabItem\'\n\n# Themed\n\n<Tabs><TabItem value="a" label="A">See [tables](./tables.md).</TabItem></Tabs>\n'
    const located =
      "import {useLocation} from '@docusaurus/router'\n\nexport function Here() { return <code>{useLocation().pathname}</code> }\n\n# Located\n\n<Here />\n"
    const relative = "import Note from './_note.mdx'\n\n# Relative\n\n<Note />\n\nSee [the intro](../intro.md).\n"
    const coded = "import Widget from './_widget.js'\n\n# Coded\n\n<Widget />\n"
    const differs = "import Other from './_other.mdx'\n\n# Differs\n\n<Other />\n"
    // The partial links a page of its own version, beside it and from the root, names a missing file, and
    // imports a partial of its own.
    const note =
      "import Inner from '../_inner.mdx'\n\n## A note\n\nSee [tables](./tables.md#moonlight-column), [the intro](/docs/intro) and [a file that is not there](./nothing.pdf).\n\n<Inner />\n"
    const { content, make } = await setUp({
      ...everyVersion('guides/themed.mdx', themed),
      ...everyVersion('guides/located.mdx', located),
      ...everyVersion('guides/relative.mdx', relative),
      ...everyVersion('guides/coded.mdx', coded),
      ...everyVersion('guides/differs.mdx', differs),
      ...everyVersion('guides/_note.mdx', note),
      ...everyVersion('_inner.mdx', 'The [intro](./intro.md), from within.\n'),
      ...everyVersion('guides/_widget.js', 'export default function Widget() { return "w" }\n'),
      ...everyVersion('guides/_other.mdx', 'The same.\n'),
      'versioned_docs/version-1.0/guides/_other.mdx': 'Not the same.\n',
    })
    for (const [name, copies] of [
      ['themed', 2],
      ['located', 0],
      ['relative', 2],
      ['coded', 0],
      ['differs', 1],
    ] as const) {
      const sources = groupRepeats(content.docs).filter((s) => s.sourcePath.endsWith(`${name}.mdx`))
      expect(sources).toHaveLength(3)
      const batch = await compileBatch(sources, await make())
      expect(batch.errors).toEqual([])
      expect([name, batch.copied]).toEqual([name, copies])
      expect(batch.pages).toEqual(await oneByOne(sources, make))
      if (name !== 'relative') continue
      // Each version's partials link that version's pages, and their links name that version's partial.
      const hrefs = batch.pages.map((p) => [...p.html.matchAll(/href="([^"]*)"/g)].map((m) => m[1]).join(' '))
      expect(new Set(hrefs).size).toBe(3)
      expect(hrefs.find((h) => h.includes('/docs/1.0/guides/tables#moonlight-column'))).toContain('/docs/1.0/intro')
      for (const p of batch.pages) {
        const dir = path.dirname(p.source.sourcePath)
        expect(new Set(p.links.map((l) => l.file))).toEqual(
          new Set([undefined, path.join(dir, '_note.mdx'), path.join(dir, '../_inner.mdx')]),
        )
      }
    }
  }, 60_000)

  test("31 a copy depends on its own version's partial: an edit to one version's partial compiles that version's page again, and no other", async () => {
    const root = copyFixture('docusaurus-versions', {
      ...everyVersion('guides/relative.mdx', "import Note from './_note.mdx'\n\n# Relative\n\n<Note />\n"),
      ...everyVersion('guides/_note.mdx', 'The first note, on [tables](./tables.md).\n'),
    })
    const cacheDir = path.join(root, '.cache-test')
    const first = await build(root, { cacheDir })
    expect(first.copied).toBe(2)
    const page = (rel: string) => fs.readFileSync(path.join(root, 'build', rel), 'utf8')
    for (const v of ['docs/next/', 'docs/', 'docs/1.0/'])
      expect(page(`${v}guides/relative.html`)).toContain('The first note')
    // Both ends: the version whose page was compiled first (its copies' origin), and a version whose page was a copy.
    for (const [edited, v] of [
      ['docs', 'docs/next/'],
      ['versioned_docs/version-1.0', 'docs/1.0/'],
    ] as const) {
      fs.writeFileSync(path.join(root, edited, 'guides/_note.mdx'), `A note edited in ${v}.\n`)
      const again = await build(root, { cacheDir })
      expect([edited, again.compiled, again.copied ?? 0]).toEqual([edited, 1, 0])
      expect(page(`${v}guides/relative.html`)).toContain(`A note edited in ${v}.`)
    }
    expect(page('docs/guides/relative.html')).toContain('The first note')
  }, 120_000)

  test("31 a copy's cache entry depends on its own links: a page removed from one version is a broken link there on the next build", async () => {
    const root = copyFixture('docusaurus-versions', {
      ...everyVersion('guides/repeated.md', 'See [the almanac](./almanac.md).\n'),
      'docs/guides/almanac.md': '# Almanac\n',
      'versioned_docs/version-2.0/guides/almanac.md': '# Almanac\n',
    })
    fs.writeFileSync(
      path.join(root, 'docusaurus.config.js'),
      fs
        .readFileSync(path.join(root, 'docusaurus.config.js'), 'utf8')
        .replace("onBrokenLinks: 'throw'", "onBrokenLinks: 'warn'"),
    )
    const cacheDir = path.join(root, '.cache-test')
    const first = await build(root, { cacheDir })
    // The report says how many of the compiled pages were copies: two of repeated.md, one of the almanac
    // added to two versions.
    expect(first.copied).toBe(3)
    expect(
      formatReport({ ...first, budget: first.config.budget }, { dir: 'build', wallMs: 1000, peakRssBytes: 1 }).join(
        '\n',
      ),
    ).toContain('(3 of them copies of a page with the same text, their links resolved for their own place)')
    const out = path.join(root, 'build')
    const page = (rel: string) => fs.readFileSync(path.join(out, rel), 'utf8')
    expect(page('docs/guides/repeated.html')).toContain('href="/docs/guides/almanac"')
    // 2.0 (the last version, at /docs) loses its almanac; the other versions keep theirs.
    fs.rmSync(path.join(root, 'versioned_docs/version-2.0/guides/almanac.md'))
    const again = await build(root, { cacheDir })
    expect(page('docs/guides/repeated.html')).not.toContain('href="/docs/guides/almanac"')
    expect(again.warnings.join('\n')).toMatch(/version-2\.0\/guides\/repeated\.md.*almanac\.md/)
    expect(page('docs/next/guides/repeated.html')).toContain('href="/docs/next/guides/almanac"')
    expect(page('docs/1.0/guides/repeated.html')).toContain('href="/docs/1.0/guides/almanac"')
  }, 120_000)

  test('31 a site plugin that reads where the page is (its path, history, folder, the page) ties the compile to it; one that does not leaves it free', async () => {
    const file = () => {
      const f = new VFile({ path: '/site/docs/a.md', value: 'x' })
      f.data.source = { sourcePath: '/site/docs/a.md' } as SourceFile
      return f
    }
    const reasons: (string | null)[] = []
    for (const read of [
      (f: VFile) => f.path,
      (f: VFile) => f.dirname,
      (f: VFile) => f.history,
      (f: VFile) => f.data.source,
      (f: VFile) => f.data.frontMatter,
      () => 1,
    ]) {
      startProbe()
      const f = file()
      expect(watchFile(f, () => (read(f), 'done'))).toBe('done')
      reasons.push(endProbe()!.context)
      // Afterwards the file is as it was, and our own plugins read it unwatched.
      startProbe()
      expect([f.path, f.dirname, f.history.length, f.data.source?.sourcePath]).toEqual([
        '/site/docs/a.md',
        '/site/docs',
        1,
        '/site/docs/a.md',
      ])
      expect(endProbe()!.context).toBeNull()
    }
    expect(reasons).toEqual([
      'a site plugin read file.path',
      'a site plugin read file.dirname',
      'a site plugin read file.history',
      'a site plugin read the page',
      null,
      null,
    ])
    // An async plugin is watched until it settles; what it writes into `data` stays.
    startProbe()
    const f = file()
    await watchFile(f, async () => {
      await new Promise((r) => setTimeout(r, 5))
      f.data.added = f.basename
    })
    expect(endProbe()!.context).toBe('a site plugin read file.basename')
    expect((f.data as Record<string, unknown>).added).toBe('a.md')
    // Not listening: nothing is watched.
    const g = file()
    expect(watchFile(g, () => g.path)).toBe('/site/docs/a.md')
  })

  test("31 the copy rewrites each link once (a value that becomes another's old value is not rewritten again), and refuses a value found where no link put it", () => {
    const source = (sourcePath: string) =>
      ({ kind: 'doc', sourcePath, relativePath: 'x.md', frontmatter: {}, body: 'same', bodyStartLine: 1 }) as SourceFile
    const page = (html: string): CompiledPage => ({
      source: source('/v1/x.md'),
      html,
      h1: null,
      headings: [],
      ids: [],
      links: [
        { url: 'x', resolved: '/a', hash: null, kind: 'link' },
        { url: 'y', resolved: '/b', hash: null, kind: 'link' },
      ],
      excerptHtml: null,
      firstParagraph: '',
      words: 0,
    })
    const probe: Probe = {
      links: [
        { index: 0, path: 'x', suffix: '', written: 'x', value: '/a' },
        { index: 1, path: 'y', suffix: '', written: 'y', value: '/b' },
      ],
      missing: [],
      partials: [],
      context: null,
    }
    const resolve = (url: string) => (url === 'x' ? '/b' : '/c')
    const copy = copyRepeat(
      { source: source('/v1/x.md'), page: page('<a href="/a">x</a> <a href="/b">y</a>'), warnings: [], probe },
      source('/v2/x.md'),
      resolve,
      () => null,
    )
    expect(copy?.page.html).toBe('<a href="/b">x</a> <a href="/c">y</a>')
    expect(copy?.page.links.map((l) => l.resolved)).toEqual(['/b', '/c'])
    expect(copy?.page.source.sourcePath).toBe('/v2/x.md')
    // `/a` also in an attribute no link gave it: which is which cannot be told.
    expect(
      copyRepeat(
        {
          source: source('/v1/x.md'),
          page: page('<a href="/a">x</a> <a href="/b">y</a> <img src="/a">'),
          warnings: [],
          probe,
        },
        source('/v2/x.md'),
        resolve,
        () => null,
      ),
    ).toBeNull()
  })
})
