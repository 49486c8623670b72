import { describe, expect, test } from 'vitest'
import type { Route, SiteConfig } from '../core/types'
import { redirectFiles, redirectPage, resolveRedirects, REDIRECT_SCRIPT } from './redirects'

const route = (url: string, outputPath: string, sourcePath?: string): Route => ({
  url,
  outputPath,
  dataPath: '',
  kind: 'doc',
  props: {} as Route['props'],
  ...(sourcePath ? { sourcePath } : {}),
})
const ROUTES = [
  route('/', 'index.html'),
  route('/docs/intro', 'docs/intro.html', 'docs/intro.md'),
  route('/docs/guide/setup', 'docs/guide/setup.html', 'docs/guide/setup.md'),
  route('/blog/', 'blog/index.html'),
]
const noBad = (key: string, value: unknown, allowed: string) => {
  throw new Error(`${key}: ${JSON.stringify(value)} (${allowed})`)
}

function run(
  options: Parameters<typeof resolveRedirects>[0],
  extra: Partial<SiteConfig> = {},
  staticFiles = new Set<string>(),
) {
  const r = resolveRedirects(options, noBad)
  const config = {
    baseUrl: '/',
    trailingSlash: undefined,
    configFile: '/site/docusaurus.config.js',
    redirects: r.config,
    ...extra,
  } as SiteConfig
  return redirectFiles({ config, routes: ROUTES, staticFiles, createRedirects: r.createRedirects })
}

describe('outputs/redirects (issue 28.5, client-redirects)', () => {
  test('28.5 `redirects` (from a string or an array) write a page at each `from` that leads to `to`, keeping query and hash', () => {
    const { files, redirects, warnings } = run({
      redirects: [
        { from: ['/old', '/older/'], to: '/docs/intro' },
        { from: '/ext', to: 'https://elsewhere.example/x' },
      ],
    })
    expect(warnings).toEqual([])
    expect(redirects.map((r) => [r.from, r.file])).toEqual([
      ['/old', 'old.html'],
      ['/older/', 'older/index.html'],
      ['/ext', 'ext.html'],
    ])
    const page = String(files[0]!.contents)
    expect(page).toContain('<meta http-equiv="refresh" content="0; url=/docs/intro">')
    expect(page).toContain('<link rel="canonical" href="/docs/intro" />')
    expect(page).toContain(`<script>${REDIRECT_SCRIPT}</script>`)
    expect(String(files[2]!.contents)).toContain('href="https://elsewhere.example/x"')
  })

  test('28.5 the redirect script keeps the query and hash the reader came with', () => {
    const replaced: string[] = []
    const doc = { querySelector: () => ({ href: 'https://site.example/docs/intro' }) }
    new Function('document', 'location', REDIRECT_SCRIPT)(doc, {
      search: '?a=1',
      hash: '#part',
      replace: (u: string) => replaced.push(u),
    })
    expect(replaced).toEqual(['https://site.example/docs/intro?a=1#part'])
  })

  test('28.5 createRedirects is called with every page path (from the base URL); fromExtensions and toExtensions add theirs', () => {
    const seen: string[] = []
    const { redirects } = run(
      {
        createRedirects: (p) => {
          seen.push(p)
          return p.startsWith('/docs/') ? [p.replace('/docs/', '/guide/')] : undefined
        },
        fromExtensions: ['htm'],
      },
      { baseUrl: '/base/' },
    )
    expect(seen).toEqual(['/', '/docs/intro', '/docs/guide/setup', '/blog/'])
    expect(redirects.map((r) => `${r.from} → ${r.to}`)).toEqual([
      '/docs/intro.htm → /docs/intro',
      '/docs/guide/setup.htm → /docs/guide/setup',
      '/guide/intro → /docs/intro',
      '/guide/guide/setup → /docs/guide/setup',
    ])
    // The target carries the base URL.
    expect(
      String(run({ redirects: [{ from: '/x', to: '/docs/intro' }] }, { baseUrl: '/base/' }).files[0]!.contents),
    ).toContain('url=/base/docs/intro"')
  })

  test("28.5 a redirect never replaces a page or a static file: a warning names both; fromExtensions html of a page's own file is silent", () => {
    const { files, warnings } = run(
      {
        redirects: [
          { from: '/docs/intro', to: '/blog/' },
          { from: '/favicon', to: '/' },
        ],
        fromExtensions: ['html'],
      },
      {},
      new Set(['/favicon.html']),
    )
    expect(files).toEqual([])
    expect(warnings).toEqual([
      '/site/docusaurus.config.js: redirect /docs/intro → /blog/ (client-redirects redirects): left out: it would replace the page /docs/intro (docs/intro.md)',
      '/site/docusaurus.config.js: redirect /favicon → / (client-redirects redirects): left out: it would replace static/favicon.html',
    ])
  })

  test('28.5 a `to` that is no page of the site is a warning (the page is written anyway); two redirects from one path keep the first', () => {
    const { files, warnings } = run({
      redirects: [
        { from: '/a', to: '/docs/missing' },
        { from: '/a', to: '/docs/intro' },
        { from: '/b', to: '/docs/intro#usage' },
      ],
    })
    expect(files.map((f) => f.path)).toEqual(['a.html', 'b.html'])
    expect(warnings).toEqual([
      expect.stringMatching(/redirect \/a → \/docs\/missing .*\/docs\/missing is no page or static file of this site/),
      expect.stringMatching(/redirect \/a → \/docs\/intro .*left out: \/a already redirects to \/docs\/missing/),
    ])
  })

  test('28.5 trailingSlash applies to `from` paths, as Docusaurus applies it', () => {
    expect(run({ redirects: [{ from: '/old', to: '/docs/intro' }] }, { trailingSlash: true }).files[0]!.path).toBe(
      'old/index.html',
    )
    expect(run({ redirects: [{ from: '/old/', to: '/docs/intro' }] }, { trailingSlash: false }).files[0]!.path).toBe(
      'old.html',
    )
  })

  test('28.5 bad options are errors naming the key; a throwing createRedirects names the page', () => {
    const bad: string[] = []
    resolveRedirects(
      { redirects: [{ from: 'old', to: '/x' }], fromExtensions: ['.html', 'a/b'], createRedirects: 3 as never },
      (k) => bad.push(k),
    )
    expect(bad).toEqual(['redirects.redirects[0]', 'redirects.fromExtensions', 'redirects.createRedirects'])
    expect(() =>
      run({
        createRedirects: () => {
          throw new Error('nope')
        },
      }),
    ).toThrow(/createRedirects .* threw for the page \/: nope/)
  })

  test('28.5 the target URL is encoded once and escaped in attributes', () => {
    expect(redirectPage('/docs/a b?x="1"')).toContain('href="/docs/a%20b?x=%221%22"')
    expect(redirectPage('/docs/a%20b')).toContain('href="/docs/a%20b"')
  })
})
