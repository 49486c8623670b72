import { describe, expect, test } from 'vitest'
import {
  mdxSelection,
  relinkMdx,
  replaceMarked,
  toMdx,
  assetPath,
  chartBars,
  clockToMs,
  describeMachine,
  findPageAssets,
  fmtBytes,
  fmtMs,
  htmlCandidates,
  parseBenchArgs,
  parseTimeV,
  postsFor,
  medianOf,
  peerRatios,
  peerRatiosTable,
  peerSlug,
  ratioText,
  renderChart,
  renderTable,
  staticImports,
  type BenchData,
  type BuildResult,
} from './bench-lib.js'

const result = (docs: number, over: Partial<BuildResult> = {}): BuildResult => ({
  tool: 'us',
  docs,
  posts: postsFor(docs),
  pages: docs + 10,
  wallMs: 400,
  cpuMs: 600,
  peakRssBytes: 150 * 2 ** 20,
  outputBytes: 5 * 2 ** 20,
  html: { raw: 20000, gzip: 5000 },
  js: { raw: 12000, gzip: 4000 },
  css: { raw: 9000, gzip: 2500 },
  stages: { markdown: 120, render: 80 },
  ...over,
})

describe('scripts/bench-lib', () => {
  test('parses sizes, --quick and --peers, and rejects unknown flags', () => {
    expect(parseBenchArgs([]).sizes).toEqual([10, 1000, 10000])
    expect(parseBenchArgs(['--quick']).sizes).toEqual([10, 1000])
    expect(parseBenchArgs(['--sizes', '1000,10', '--peers'])).toMatchObject({
      sizes: [10, 1000],
      peers: true,
      peerSizes: [10],
    })
    expect(parseBenchArgs(['--rebuild-runs', '5']).rebuildRuns).toBe(5)
    expect(parseBenchArgs([]).rebuildRuns).toBe(3)
    expect(() => parseBenchArgs(['--sizes', 'ten'])).toThrow(/comma-separated/)
    expect(() => parseBenchArgs(['--fast'])).toThrow(/Unknown option "--fast"/)
  })

  test('--peer-names takes slugs (docusaurus-faster), all four peers by default, and rejects unknown names', () => {
    expect(peerSlug('Docusaurus Faster')).toBe('docusaurus-faster')
    expect(parseBenchArgs([]).peerNames).toEqual(['docusaurus', 'docusaurus-faster', 'vitepress', 'starlight'])
    expect(parseBenchArgs(['--peer-names', 'Docusaurus-Faster,vitepress']).peerNames).toEqual([
      'docusaurus-faster',
      'vitepress',
    ])
    expect(() => parseBenchArgs(['--peer-names', 'faster'])).toThrow(/unknown: faster/)
    expect(() => parseBenchArgs(['--peer-names', ''])).toThrow(/--peer-names needs/)
  })

  test('generates one post per twenty docs, at least one', () => {
    expect([10, 1000, 10000].map(postsFor)).toEqual([1, 50, 500])
  })

  test('parses GNU time -v output', () => {
    const text = [
      '\tCommand being timed: "node x"',
      '\tUser time (seconds): 1.50',
      '\tSystem time (seconds): 0.25',
      '\tElapsed (wall clock) time (h:mm:ss or m:ss): 0:02.10',
      '\tMaximum resident set size (kbytes): 204800',
    ].join('\n')
    expect(parseTimeV(text)).toEqual({ userMs: 1500, sysMs: 250, maxRssBytes: 200 * 2 ** 20, wallMs: 2100 })
    expect(parseTimeV('nothing')).toBeNull()
    expect(clockToMs('1:01:01.5')).toBe(3661500)
  })

  test('lists the output files a route may live in', () => {
    expect(htmlCandidates('/a/b')).toEqual(['a/b.html', 'a/b/index.html', 'docs/a/b.html', 'docs/a/b/index.html'])
    expect(htmlCandidates('/')).toEqual(['index.html', 'docs/index.html'])
  })

  test('finds scripts, stylesheets and inline code a page loads up front, skipping JSON blocks', () => {
    const html = `<html><head><link rel="stylesheet" href="/assets/s.css"><link rel="modulepreload" href="/assets/c.js">
      <link rel="preload" as="script" href="/assets/p.js"><link rel="preload" as="font" href="/f.woff2">
      <script>document.documentElement.dataset.x = 1</script><script type="application/json">{"a":1}</script>
      <style>body{margin:0}</style></head><body><script type="module" src="/assets/app.js"></script></body></html>`
    expect(findPageAssets(html)).toEqual({
      scripts: ['/assets/c.js', '/assets/p.js', '/assets/app.js'],
      styles: ['/assets/s.css'],
      inlineScripts: ['document.documentElement.dataset.x = 1'],
      inlineStyles: ['body{margin:0}'],
    })
  })

  test('follows static imports but not dynamic ones', () => {
    expect(
      staticImports(
        'import{a as b}from"./chunk-1.js";import"./side.js";export{c}from"./c.js";const x=import("./lazy.js")',
      ),
    ).toEqual(['./chunk-1.js', './side.js', './c.js'])
  })

  test('resolves asset URLs against the page and the base URL', () => {
    expect(assetPath('/assets/a.js', 'x/y.html')).toBe('assets/a.js')
    expect(assetPath('../assets/a.js?v=1', 'x/y/index.html')).toBe('x/assets/a.js')
    expect(assetPath('/docs/assets/a.js', 'p.html', '/docs/')).toBe('assets/a.js')
    expect(assetPath('https://cdn.example/a.js', 'p.html')).toBeNull()
  })

  test('formats times and sizes', () => {
    expect([fmtMs(87.4), fmtMs(1234), fmtMs(45678), fmtMs(NaN)]).toEqual(['87 ms', '1.23 s', '45.7 s', '–'])
    expect([fmtBytes(500), fmtBytes(1536), fmtBytes(3 * 2 ** 20)]).toEqual(['500 B', '1.5 KB', '3.0 MB'])
  })

  test('renders one table with a column per corpus, targets judged, and the baseline ratio', () => {
    const data: BenchData = {
      ours: [result(10), result(1000, { wallMs: 6000 })],
      baselines: [{ docs: 10, files: 11, wallMs: 800, processMs: 300, cpuMs: 800 }],
      peers: [],
    }
    const table = renderTable(data)
    expect(table.split('\n')[0]).toBe('| | 10 docs + 1 posts | 1,000 docs + 50 posts |')
    expect(table).toContain(
      '| **wall time** (cold, child process) | **400 ms** ✓ (≤ 500 ms) | **6.00 s** ✗ (≤ 5.00 s) |',
    )
    expect(table).toContain('| **build ÷ baseline** (wall; CPU) | **0.50×** ✓ (≤ 1.0×); 0.75× | – |')
    expect(table).toContain('| stage: markdown | 120 ms | 120 ms |')
    expect(table).not.toContain('Docusaurus')
  })

  test("rebuild rows: each scenario's median against the cold build of the same run, judged where issue 15 sets a target", () => {
    const scenarios = [
      {
        name: 'noop' as const,
        runs: 3,
        wallMs: 500,
        peakRssBytes: 200 * 2 ** 20,
        compiled: 0,
        rendered: 0,
        changed: 0,
      },
      {
        name: 'post' as const,
        runs: 3,
        wallMs: 1200,
        peakRssBytes: 250 * 2 ** 20,
        compiled: 1,
        rendered: 60,
        changed: 70,
      },
    ]
    const table = renderTable({
      ours: [
        result(1000, {
          wallMs: 9000,
          peakRssBytes: 400 * 2 ** 20,
          rebuild: { fillMs: 11000, sources: 1051, coldMs: 10000, scenarios },
        }),
      ],
      baselines: [],
      peers: [],
    })
    expect(table).toContain(
      '| rebuild with the build cache: no-op rebuild (median wall, ÷ cold; compiled / rendered / files changed) | **500 ms** (0.05×) ✓ (≤ 0.10×); 0 / 0 / 0 |',
    )
    expect(table).toContain(
      '| rebuild with the build cache: one blog post added (median wall, ÷ cold; compiled / rendered / files changed) | **1.20 s** (0.12×) ✓ (≤ 0.15×); 1 / 60 / 70 |',
    )
    expect(table).toContain(
      "| rebuild with the build cache: one doc's body edited (median wall, ÷ cold; compiled / rendered / files changed) | not run |",
    )
    expect(table).toContain(
      '| rebuild with the build cache: peak RSS of the heaviest warm rebuild ÷ cold; the build filling the cache | 250.0 MB (0.63×, one blog post added) ✓ (≤ 1.00×); filling 11.0 s |',
    )
    expect(medianOf([3, 1, 2])).toBe(2)
    expect(medianOf([4, 1, 2, 3])).toBe(2.5)
  })

  test('adds a row per measured peer with its ratio to ours', () => {
    const peer = result(10, { tool: 'VitePress', wallMs: 4000 })
    const table = renderTable({ ours: [result(10)], baselines: [], peers: [peer] })
    expect(table).toMatch(/\| VitePress \(measured\)[^|]*\| 4\.00 s \(10× ours\)/)
  })

  test("second-build row: each peer's second build of the unchanged site ÷ its cold build, with our no-op rebuild in the same cell", () => {
    const noop = {
      name: 'noop' as const,
      runs: 3,
      wallMs: 500,
      peakRssBytes: 200 * 2 ** 20,
      compiled: 0,
      rendered: 0,
      changed: 0,
    }
    const ours = [
      result(10),
      result(1000, { wallMs: 9000, rebuild: { fillMs: 11000, sources: 1051, coldMs: 10000, scenarios: [noop] } }),
    ]
    const peers = [
      result(10, {
        tool: 'VitePress',
        wallMs: 4000,
        second: { wallMs: 3000, cpuMs: 4000, peakRssBytes: 300 * 2 ** 20 },
      }),
      result(10, { tool: 'Docusaurus', wallMs: 20000, second: null, secondError: 'exited with 1: Error: boom' }),
      result(1000, {
        tool: 'Starlight',
        wallMs: 50000,
        second: { wallMs: 12500, cpuMs: 20000, peakRssBytes: 2 ** 30 },
      }),
    ]
    const table = renderTable({ ours, baselines: [], peers })
    const label =
      '| second build, nothing changed (wall, ÷ its cold build; ours: the no-op rebuild with the build cache) |'
    expect(table).toContain(
      `${label} us: not run; Docusaurus: ✗ exited with 1: Error: boom; VitePress 3.00 s (0.75×) | us (no-op rebuild) **500 ms** (0.05×); Starlight 12.5 s (0.25×) |`,
    )
    // The other rows are as before, and the row appears after the peers' rows.
    expect(table).toContain('| VitePress (measured): wall, RSS, JS, HTML | 4.00 s (10× ours)')
    expect(table.split('\n').at(-1)!.startsWith(label)).toBe(true)
    // Without a second build (no peers, or none measured), no row.
    expect(renderTable({ ours, baselines: [], peers: [] })).not.toContain('second build')
    expect(renderTable({ ours, baselines: [], peers: [result(10, { tool: 'VitePress' })] })).not.toContain(
      'second build',
    )
  })

  test('ours ÷ each peer: cold and second build (ours: the no-op rebuild), judged against 5× faster than Docusaurus Faster at 1,000 docs', () => {
    const noop = {
      name: 'noop' as const,
      runs: 3,
      wallMs: 500,
      peakRssBytes: 200 * 2 ** 20,
      compiled: 0,
      rendered: 0,
      changed: 0,
    }
    const ours = [
      result(10),
      result(1000, {
        wallMs: 10000,
        peakRssBytes: 400 * 2 ** 20,
        rebuild: { fillMs: 11000, sources: 1051, coldMs: 10000, scenarios: [noop] },
      }),
    ]
    const second = (wallMs: number) => ({ wallMs, cpuMs: wallMs, peakRssBytes: 2 ** 30 })
    const peers = [
      result(1000, { tool: 'Starlight', wallMs: 40000, peakRssBytes: 2 ** 30, second: second(20000) }),
      result(1000, { tool: 'Docusaurus Faster', wallMs: 40000, peakRssBytes: 1600 * 2 ** 20, second: second(10000) }),
      result(1000, { tool: 'Docusaurus', wallMs: 100000, peakRssBytes: 2 ** 31, second: null, secondError: 'boom' }),
      result(10, { tool: 'Docusaurus Faster', wallMs: 8000, second: second(4000) }),
      result(10, { tool: 'VitePress', error: 'install failed' }),
    ]
    const data: BenchData = { ours, baselines: [], peers }
    // In the order of PEERS, each peer's corpora in size order; failed builds left out; no second ratio
    // without both second builds.
    expect(peerRatios(data)).toEqual([
      { peer: 'Docusaurus', docs: 1000, posts: 50, cold: 0.1, second: NaN, rss: 400 / 2048 },
      { peer: 'Docusaurus Faster', docs: 10, posts: 1, cold: 0.05, second: NaN, rss: 1 },
      { peer: 'Docusaurus Faster', docs: 1000, posts: 50, cold: 0.25, second: 0.05, rss: 0.25 },
      { peer: 'Starlight', docs: 1000, posts: 50, cold: 0.25, second: 0.025, rss: 400 / 1024 },
    ])
    const table = peerRatiosTable(data)!
    expect(table).toContain(
      '| ours ÷ | corpus | cold build (wall) | second build, nothing changed (wall) | peak RSS, cold |',
    )
    expect(table).toContain(
      '| Docusaurus Faster | 1,000 docs + 50 posts | **0.25× (4.0× faster)** ✗ (≤ 0.20×, 5× faster) | 0.050× (20.0× faster) | 0.25× (4.0× lighter) |',
    )
    expect(table).toContain(
      '| Docusaurus Faster | 10 docs + 1 posts | **0.050× (20.0× faster)** | not run | 1.00× (1.0× lighter) |',
    )
    expect(table).toContain('| Docusaurus | 1,000 docs + 50 posts | **0.10× (10.0× faster)** | not run |')
    expect(peerRatiosTable({ ...data, peers: [result(1000, { tool: 'Docusaurus Faster', wallMs: 60000 })] })).toContain(
      '**0.17× (6.0× faster)** ✓ (≤ 0.20×, 5× faster)',
    )
    expect(peerRatiosTable({ ...data, peers: [] })).toBeNull()
    expect([ratioText(824 / 220104), ratioText(1.5), ratioText(NaN)]).toEqual([
      '0.0037× (267.1× faster)',
      '1.50× (1.5× slower)',
      'not run',
    ])
    // The main table gets the peer's rows, named in full.
    const main = renderTable(data)
    expect(main).toMatch(
      /\| Docusaurus Faster \(measured\): wall, RSS, JS, HTML \| 8\.00 s \(20× ours\)[^|]*\| 40\.0 s \(4× ours\)/,
    )
    expect(main).toContain('Docusaurus Faster 10.0 s (0.25×)')
  })

  test('charts Docusaurus Faster only when measured (the issue has no figures for it), with its own colour and an id-safe name', () => {
    const data: BenchData = {
      ours: [result(1000)],
      baselines: [],
      peers: [result(1000, { tool: 'Docusaurus Faster', wallMs: 30000 })],
    }
    expect(chartBars(data, 'wall').filter((b) => b.series === 'Docusaurus Faster')).toEqual([
      { group: '1,000 docs', series: 'Docusaurus Faster', value: 30, reference: false },
    ])
    expect(chartBars({ ...data, peers: [] }, 'wall').some((b) => b.series === 'Docusaurus Faster')).toBe(false)
    const svg = renderChart(data, 'caption')
    expect(svg).toContain('<pattern id="hatch-docusaurus-faster"')
    expect(svg).not.toContain('id="hatch-Docusaurus Faster"')
    expect(svg).toContain('fill="#00a5b5"/><text')
    expect(svg).toContain('>Docusaurus Faster</text>')
  })

  test('charts peers from the issue as reference bars unless measured', () => {
    const data: BenchData = {
      ours: [result(10)],
      baselines: [],
      peers: [result(10, { tool: 'Starlight', wallMs: 5000 })],
    }
    const bars = chartBars(data, 'wall')
    expect(bars.filter((b) => b.group === '10 docs')).toEqual([
      { group: '10 docs', series: 'us', value: 0.4, reference: false },
      { group: '10 docs', series: 'Docusaurus', value: 18, reference: true },
      { group: '10 docs', series: 'VitePress', value: 3.5, reference: true },
      { group: '10 docs', series: 'Starlight', value: 5, reference: false },
    ])
    expect(bars.some((b) => b.group === '3,000 docs' && b.series === 'us')).toBe(false)
    const svg = renderChart(data, 'caption')
    expect(svg).toMatch(/^<svg xmlns/)
    expect(svg).toContain('reported in issue #6, not measured here')
  })

  test('describes the machine', () => {
    expect(
      describeMachine({
        cpus: [{ model: 'CPU X ' }, { model: 'CPU X' }],
        totalMem: 24 * 2 ** 30,
        node: 'v20.1.0',
        platform: 'Linux',
      }),
    ).toBe('2 × CPU X, 24.00 GB RAM, Node v20.1.0, Linux')
  })
})

describe('MDX corpus', () => {
  test('every third doc in path order becomes MDX, the same on every run', () => {
    expect([...mdxSelection(['c.md', 'a.md', 'b.md', 'd.md', 'e.md'])]).toEqual(['b.md', 'e.md'])
  })
  test('toMdx keeps the front matter first, adds imports and an export after it, components at the end', () => {
    const out = toMdx('---\ntitle: T\n---\n\nBody.\n')
    expect(out.startsWith('---\ntitle: T\n---\n\nimport Tabs from')).toBe(true)
    expect(out).toContain('export const Note')
    expect(out).toMatch(/Body\.\n\n<Tabs groupId="bench">[\s\S]*<\/Admonition>\n$/)
  })
  test('links to a doc that became .mdx are rewritten, others are not', () => {
    const resolve = (dir: string, rel: string) => `${dir}/${rel}`.replace('/./', '/')
    expect(relinkMdx('[a](./x.md#h) [b](./y.md)', '/d', new Set(['/d/x.md']), resolve)).toBe(
      '[a](./x.mdx#h) [b](./y.md)',
    )
  })
})

describe('replaceMarked', () => {
  test('replaces the marked block, markers included; null without both markers in order', () => {
    expect(replaceMarked('a\n<s>old</e>\nb', '<s>', '</e>', '<s>new</e>')).toBe('a\n<s>new</e>\nb')
    expect(replaceMarked('a <s> b', '<s>', '</e>', 'x')).toBeNull()
    expect(replaceMarked('</e> <s>', '<s>', '</e>', 'x')).toBeNull()
  })
})
