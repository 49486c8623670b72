import fs from 'node:fs'
import path from 'node:path'
import { describe, expect, test } from 'vitest'
import type { Sidebar } from '../../core/types.js'
import { resolveConfig } from '../config.js'
import { copyFixture, errorText } from '../../test/helpers.js'
import { localeConfig } from './build-locales.js'
import {
  parseLabelFile,
  readLabelFile,
  readTranslations,
  translateSidebars,
  TRANSLATION_FILES,
} from './translations.js'

/** The error `fn` throws (fails the test if it returns). */
function thrown(
  fn: () => unknown,
): Error & { file?: string; line?: number; errors?: (Error & { file?: string; line?: number })[] } {
  try {
    fn()
  } catch (err) {
    return err as Error
  }
  throw new Error('expected an error')
}

/** The fixture with one translation file of fr replaced. */
async function fixtureWith(rel: string, text: string) {
  const root = copyFixture('docusaurus-i18n', { [`i18n/fr/${rel}`]: text })
  return { root, config: await resolveConfig(root), file: path.join(root, 'i18n/fr', rel) }
}

describe('stages/i18n/translations: reading a translation file', () => {
  test('entries with their lines; a description is allowed; a BOM is skipped; a missing file is null', () => {
    const f = parseLabelFile(
      '\uFEFF{\n  "a": { "message": "A" },\n  "b": { "message": "B", "description": "about b" }\n}\n',
      '/x/code.json',
    )
    expect(f.entries).toEqual({ a: { message: 'A', line: 2 }, b: { message: 'B', line: 3 } })
    expect(readLabelFile('/nonexistent/code.json')).toBeNull()
  })

  test('invalid JSON is an error naming the file and the line', () => {
    const err = thrown(() =>
      parseLabelFile('{\n  "a": { "message": "A" },\n  "b": { "message": "B" }\n  "c": {}\n}\n', '/x/code.json'),
    )
    expect(err.message).toContain('Invalid JSON in a translation file')
    expect(err.file).toBe('/x/code.json')
    expect(err.line).toBe(4)
  })

  test('a bad entry (no string message, an unknown field, not an object) is an error naming its line; all are reported together', () => {
    const err = thrown(() =>
      parseLabelFile(
        '{\n  "ok": { "message": "fine" },\n  "a": { "message": 3 },\n  "b": "text",\n  "c": { "message": "x", "extra": 1 }\n}',
        '/x/navbar.json',
      ),
    )
    const all = err.errors ?? [err]
    expect(all.map((e) => [e.file, e.line])).toEqual([
      ['/x/navbar.json', 3],
      ['/x/navbar.json', 4],
      ['/x/navbar.json', 5],
    ])
    expect(all[0]!.message).toContain('Translation "a" is not `{ "message": "…", "description"?: "…" }`')
    expect(thrown(() => parseLabelFile('["a"]', '/x/f.json')).message).toContain('must be a JSON object')
  })
})

describe("stages/i18n/translations: a locale's files applied", () => {
  test("C5 code.json, navbar.json, footer.json and current.json's version label make the locale's SiteConfig", async () => {
    const config = await resolveConfig(copyFixture('docusaurus-i18n'))
    const warnings: string[] = []
    const fr = await localeConfig(config, 'fr', warnings)
    expect(warnings).toEqual([])
    expect(fr.i18n.messages).toEqual({
      'theme.common.editThisPage': 'Modifier cette page',
      'homepage.tagline': 'Trouvez votre chemin',
    })
    expect(fr.navbar.items.map((i) => i.label)).toEqual(['Guide', 'Blogue', undefined])
    expect(fr.footer.links[0]!.title).toBe('Apprendre')
    expect(fr.footer.copyright).toBe('Copyright © 2025 les auteurs de Compass.')
    expect(fr.docs.versionLabel).toBe('Suivante')
    expect(fr.i18n.docsLabels?.entries['sidebar.guide.category.Guides']?.message).toBe('Guides pratiques')
    // The default locale's words are untouched.
    expect(config.navbar.items.map((i) => i.label)).toEqual(['Guide', 'Blog', undefined])
    const fa = await localeConfig(config, 'fa', warnings)
    expect(fa.navbar.items.map((i) => i.label)).toEqual(['راهنما', 'وبلاگ', undefined])
    expect(fa.footer.copyright).toBe(config.footer.copyright)
  })

  test("footer.json's logo.alt translates the footer logo's alt text", async () => {
    const { config } = await fixtureWith(
      TRANSLATION_FILES.footer,
      JSON.stringify({ 'logo.alt': { message: 'Logo de Compass' } }),
    )
    const withLogo = { ...config, footer: { ...config.footer, logo: { src: '/img/logo.svg', alt: 'Compass logo' } } }
    expect((await localeConfig(withLogo, 'fr', [])).footer.logo).toEqual({
      src: '/img/logo.svg',
      alt: 'Logo de Compass',
    })
    expect(withLogo.footer.logo.alt).toBe('Compass logo')
  })

  test('options.json translates the blog title, description and sidebar title', async () => {
    const { config } = await fixtureWith(
      TRANSLATION_FILES.blog,
      JSON.stringify({
        title: { message: 'Le blogue' },
        description: { message: 'Nouvelles' },
        'sidebar.title': { message: 'Articles récents' },
      }),
    )
    const fr = await localeConfig(config, 'fr', [])
    expect(fr.blog).toMatchObject({
      title: 'Le blogue',
      description: 'Nouvelles',
      blogSidebarTitle: 'Articles récents',
    })
  })

  test("31 keys that name nothing of the site (labels since renamed) are left unused, as Docusaurus leaves them, in one warning naming the file, the first one's line and what to do; the others apply", async () => {
    for (const [rel, key] of [
      [TRANSLATION_FILES.navbar, 'item.label.Nowhere'],
      [TRANSLATION_FILES.footer, 'link.title.Nothing'],
      [TRANSLATION_FILES.blog, 'subtitle'],
      [TRANSLATION_FILES.docs, 'version.name'],
    ] as const) {
      const { config, file } = await fixtureWith(
        rel,
        `{\n  "${key}": { "message": "x" },\n  "${key}2": { "message": "y" }\n}\n`,
      )
      const { translations } = readTranslations(config, 'fr')
      expect(translations.warnings, rel).toEqual([
        expect.stringMatching(
          new RegExp(
            `^${file.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}:2: 2 translation keys left unused: "${key}", "${key}2": they name no .*; remove them, or write the label as the site now has it \\(Docusaurus ignores such keys too\\)$`,
          ),
        ),
      ])
    }
    const { config } = await fixtureWith(
      TRANSLATION_FILES.blog,
      JSON.stringify({ title: { message: 'Le blogue' }, gone: { message: 'x' } }),
    )
    expect((await localeConfig(config, 'fr', [])).blog).toMatchObject({ title: 'Le blogue' })
  })

  test('invalid JSON in any of them stops the build with the file and line in the message the CLI prints', async () => {
    const { config, file } = await fixtureWith(TRANSLATION_FILES.footer, '{\n  "copyright": { "message": "x" },\n}\n')
    const err = thrown(() => readTranslations(config, 'fr'))
    expect(errorText(err)).toContain(file)
    expect((err.errors?.[0] ?? err).line).toBe(3)
  })

  test("code.json: the site's own ids are kept; a theme.* id this theme does not show is a warning naming it", async () => {
    const { config, file } = await fixtureWith(
      TRANSLATION_FILES.code,
      '{\n  "theme.common.editThisPage": { "message": "Modifier" },\n  "theme.nowhere.label": { "message": "?" },\n  "mysite.hello": { "message": "Salut" }\n}\n',
    )
    const { translations } = readTranslations(config, 'fr')
    expect(translations.messages).toMatchObject({ 'mysite.hello': 'Salut', 'theme.nowhere.label': '?' })
    expect(translations.warnings).toEqual([
      `${file}:3: 1 theme string this theme does not show (left unused): theme.nowhere.label`,
    ])
  })

  test('sidebar labels: category, link and doc keys translated; a key naming no item is a warning at its line', () => {
    const sidebars = new Map<string, Sidebar>([
      [
        'guide',
        {
          id: 'guide',
          items: [
            { type: 'link', label: 'Intro', href: '/docs/intro', docId: 'intro' },
            { type: 'link', label: 'GitHub', href: 'https://github.com' },
            { type: 'category', label: 'Guides', collapsed: false, items: [] },
          ],
        },
      ],
    ])
    const labels = parseLabelFile(
      JSON.stringify(
        {
          'sidebar.guide.doc.Intro': { message: 'Introduction' },
          'sidebar.guide.link.GitHub': { message: 'Dépôt' },
          'sidebar.guide.category.Guides': { message: 'Guides pratiques' },
        },
        null,
        2,
      ),
      '/x/current.json',
    )
    const out = translateSidebars(sidebars, labels).get('guide')!
    expect(out.items.map((i) => i.label)).toEqual(['Introduction', 'Dépôt', 'Guides pratiques'])
    // 31 A key naming no item (a label since renamed) is left unused, in a warning; the others apply.
    const stale = parseLabelFile(
      '{\n  "sidebar.guide.category.Nope": { "message": "x" },\n  "sidebar.guide.category.Guides": { "message": "Guides pratiques" }\n}',
      '/x/current.json',
    )
    const warnings: string[] = []
    expect(
      translateSidebars(sidebars, stale, (w) => warnings.push(w))
        .get('guide')!
        .items.map((i) => i.label),
    ).toEqual(['Intro', 'GitHub', 'Guides pratiques'])
    expect(warnings).toEqual([
      expect.stringMatching(
        /^\/x\/current\.json:2: 1 translation key left unused: "sidebar\.guide\.category\.Nope": no sidebar item has this label \(sidebars: guide;/,
      ),
    ])
  })

  test("the fixture's files are all valid (a check that they stay so)", () => {
    const dir = path.join(import.meta.dirname, '../../test/fixtures/docusaurus-i18n/i18n')
    for (const code of fs.readdirSync(dir))
      for (const rel of Object.values(TRANSLATION_FILES))
        expect(() => readLabelFile(path.join(dir, code, rel)), `${code}/${rel}`).not.toThrow()
  })
})

describe("stages/i18n: page titles the routes stage writes, in the locale's words", () => {
  test('C5 tags, archive and authors pages of a French site: titles, counts and descriptions in French', async () => {
    const { planSite, makeSite } = await import('../../test/helpers.js')
    const root = makeSite({
      'site.config.ts': "export default { i18n: { defaultLocale: 'fr', locales: ['fr'] } }\n",
      'content/docs/index.md': '---\ntags: [Guides]\n---\n# Accueil\n',
      'content/docs/b.md': '---\ntags: [Guides]\n---\n# B\n',
      'content/blog/2025-01-01-a.md': '---\ntitle: A\ntags: [nouvelles]\nauthors: [ana]\n---\nA.\n',
      'content/blog/authors.yml': 'ana:\n  name: Ana\n  page: true\n',
    })
    const { routes } = await planSite(root)
    const title = (url: string) => routes.find((r) => r.url === url)?.props.meta
    expect(title('/tags')?.title).toBe('Étiquettes')
    expect(title('/tags/guides')?.title).toBe('2 documents étiquetés avec « Guides »')
    expect(title('/blog/tags/nouvelles')?.title).toBe("Un article avec l'étiquette « nouvelles »")
    expect(title('/blog/archive')).toMatchObject({
      title: 'Archive',
      description: 'Tous les articles du blog, par année.',
    })
    expect(title('/blog/authors')).toMatchObject({ title: 'Auteurs', description: 'Les auteurs de « Blog ».' })
    expect(title('/blog/authors/ana')?.title).toBe('Ana - Un article')
  })
})
