/**
 * The Docusaurus config fields built whole, on a site in a git repository: last update from
 * git, `metadata`, navbar `doc`/`html` items and logo, `trailingSlash` (true and false, each
 * served by the preview server) and `prism.additionalLanguages`.
 */
import { execFileSync } from 'node:child_process'
import fs from 'node:fs'
import path from 'node:path'
import { beforeAll, describe, expect, test } from 'vitest'
import { build } from './build.js'
import { resolveRequest } from './server/preview.js'
import { makeSite } from './test/helpers.js'

const config = (trailingSlash: boolean) => `export default {
  title: 'Fields', url: 'https://fields.example', trailingSlash: ${trailingSlash},
  metadata: [{ name: 'keywords', content: 'docs, fields' }, { name: 'twitter:card', content: 'summary' }],
  prism: { additionalLanguages: ['dart', 'brainfuck'] },
  navbar: {
    logo: { src: '/img/logo.svg', srcDark: '/img/logo-dark.svg', alt: 'Fields', href: '/guides/setup' },
    items: [{ type: 'doc', docId: 'guides/setup', label: 'Setup' }, { type: 'html', value: '<span class="beta">Beta</span>', position: 'right' }],
  },
  docs: { showLastUpdateTime: true, showLastUpdateAuthor: true },
  blog: false,
}
`
const files = (trailingSlash: boolean) => ({
  'site.config.ts': config(trailingSlash),
  'content/docs/index.md': '# Home\n\n[Setup](./guides/setup.md)',
  'content/docs/guides/index.md': '# Guides',
  'content/docs/guides/setup.md': '# Setup\n\n```dart\nvoid main() {}\n```\n\n```brainfuck\n+++\n```',
  'content/docs/pinned.md': '---\nlast_update:\n  date: 2023-12-24\n  author: Front Matter\n---\n# Pinned',
  'static/img/logo.svg': '<svg xmlns="http://www.w3.org/2000/svg" width="32" height="32"/>',
  'static/img/logo-dark.svg': '<svg xmlns="http://www.w3.org/2000/svg" width="32" height="32"/>',
})

/** A site committed to a fresh git repository by "Ann Author" on 2024-02-01. */
function gitSite(trailingSlash: boolean): string {
  const root = makeSite(files(trailingSlash))
  const env = {
    ...process.env,
    GIT_CONFIG_GLOBAL: '/dev/null',
    GIT_CONFIG_NOSYSTEM: '1',
    GIT_AUTHOR_DATE: '2024-02-01T12:00:00Z',
    GIT_COMMITTER_DATE: '2024-02-01T12:00:00Z',
  }
  const git = (...args: string[]) => execFileSync('git', args, { cwd: root, env, stdio: 'pipe' })
  git('init', '-q')
  git('add', '.')
  git(
    '-c',
    'user.email=a@example.com',
    '-c',
    'user.name=Ann Author',
    '-c',
    'commit.gpgsign=false',
    'commit',
    '-q',
    '-m',
    'docs',
  )
  return root
}

const built: Record<'slash' | 'bare', { out: string; warnings: string[] }> = {
  slash: { out: '', warnings: [] },
  bare: { out: '', warnings: [] },
}
beforeAll(async () => {
  for (const [key, rule] of [
    ['slash', true],
    ['bare', false],
  ] as const) {
    const root = gitSite(rule)
    const out = path.join(root, 'out')
    built[key] = { out, warnings: (await build(root, { outDir: out })).warnings }
  }
}, 120_000)

const read = (key: 'slash' | 'bare', rel: string) => fs.readFileSync(path.join(built[key].out, rel), 'utf8')

describe('Docusaurus config fields, built', () => {
  test('trailingSlash true: pages are x/index.html, links and the sitemap end in /, and the preview serves them (redirecting /x)', () => {
    const { out } = built.slash
    for (const rel of ['index.html', 'guides/index.html', 'guides/setup/index.html', 'pinned/index.html', '404.html'])
      expect(fs.existsSync(path.join(out, rel)), rel).toBe(true)
    expect(read('slash', 'index.html')).toContain('<a href="/guides/setup/">Setup</a>')
    expect(read('slash', 'sitemap.xml')).toContain('<loc>https://fields.example/guides/setup/</loc>')
    expect(read('slash', 'guides/setup/index.html')).toContain(
      '<link rel="canonical" href="https://fields.example/guides/setup/"/>',
    )
    expect(resolveRequest(out, '/guides/setup/')).toEqual({ file: path.join(out, 'guides/setup/index.html') })
    expect(resolveRequest(out, '/guides/setup')).toEqual({ redirect: '/guides/setup/' })
  })

  test('trailingSlash false: pages are x.html (a folder page beside its folder), links have no slash, and the preview serves them', () => {
    const { out } = built.bare
    for (const rel of ['index.html', 'guides.html', 'guides/setup.html', 'pinned.html'])
      expect(fs.existsSync(path.join(out, rel)), rel).toBe(true)
    expect(fs.existsSync(path.join(out, 'guides/index.html'))).toBe(false)
    expect(read('bare', 'index.html')).toContain('<a href="/guides/setup">Setup</a>')
    expect(read('bare', 'sitemap.xml')).toContain('<loc>https://fields.example/guides</loc>')
    expect(resolveRequest(out, '/guides')).toEqual({ file: path.join(out, 'guides.html') })
    expect(resolveRequest(out, '/guides/')).toEqual({ redirect: '/guides' })
  })

  test('last update: the doc footer names the last commit (date in the locale, <time datetime>) and author; front matter wins', () => {
    const setup = read('slash', 'guides/setup/index.html')
    expect(setup).toContain(
      '<span class="doc-footer__last-updated">Last updated on <b><time dateTime="2024-02-01T12:00:00.000Z">Feb 1, 2024</time></b> by <b>Ann Author</b></span>',
    )
    expect(read('slash', 'pinned/index.html')).toMatch(
      /on <b><time dateTime="2023-12-24T00:00:00.000Z">Dec 24, 2023<\/time><\/b> by <b>Front Matter<\/b>/,
    )
    // The route data the client router swaps in carries it too.
    expect(JSON.parse(read('slash', '__data/guides/setup/index.json')).html).toContain('Last updated')
  })

  test('metadata: extra tags on every page, a default of the same name replaced, none twice', () => {
    for (const rel of ['index.html', 'guides/setup/index.html', '404.html']) {
      const head = read('slash', rel).split('</head>')[0]!
      expect(head).toContain('<meta name="keywords" content="docs, fields"/>')
      expect(head.match(/name="twitter:card"/g)).toEqual(['name="twitter:card"'])
      expect(head).toContain('<meta name="twitter:card" content="summary"/>')
    }
  })

  test('navbar: the logo links logo.href with a dark variant; a doc item links its doc and is active on its sidebar; an html item is as written', () => {
    const page = read('slash', 'guides/setup/index.html')
    expect(page).toContain('<a class="navbar__brand" href="/guides/setup/">')
    expect(page).toContain('class="navbar__logo themed-image themed-image--dark" src="/img/logo-dark.svg"')
    expect(page).toMatch(
      /<a href="\/guides\/setup\/" class="navbar__link navbar__link--active" aria-current="page" data-sidebar-id="documentationSidebar">Setup<\/a>/,
    )
    expect(page).toContain('<div class="navbar__html"><span class="beta">Beta</span></div>')
  })

  test('prism.additionalLanguages: a listed language with a grammar is highlighted, one without is plain text, named once in a warning', () => {
    const page = read('slash', 'guides/setup/index.html')
    expect(page).toContain('data-language="dart"')
    expect(page).toContain('data-language="text"')
    expect(built.slash.warnings.filter((w) => /brainfuck/.test(w))).toEqual([
      expect.stringMatching(
        /site\.config\.ts: prism\.additionalLanguages lists `brainfuck`, for which there is no highlighting grammar here; its code blocks are shown as plain text$/,
      ),
    ])
  })
})
