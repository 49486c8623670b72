import path from 'node:path'
import { describe, expect, test } from 'vitest'
import type { Route } from '../../core/types.js'
import { resolveConfig } from '../config.js'
import { loadContent } from '../content.js'
import { planUrls } from '../routes/plan.js'
import { copyFixture, rejection } from '../../test/helpers.js'
import {
  addReports,
  contentDirsOf,
  fallbackSources,
  localeConfig,
  localesToBuild,
  markUntranslated,
  strayLocaleFolders,
} from './build-locales.js'

describe('stages/i18n/build-locales: which locales a build makes', () => {
  test('C5 a build makes every locale, --locale one (an unknown one is an error naming the locales), dev the default', async () => {
    const config = await resolveConfig(copyFixture('docusaurus-i18n'))
    expect(localesToBuild(config, undefined, false)).toEqual(['en', 'fr', 'fa'])
    expect(localesToBuild(config, 'fa', false)).toEqual(['fa'])
    expect(localesToBuild(config, undefined, true)).toEqual(['en'])
    expect(localesToBuild(config, 'fr', true)).toEqual(['fr'])
    const err = await rejection((async () => localesToBuild(config, 'de', false))())
    expect(err.message).toBe('Unknown locale "de"')
    expect(errorHint(err)).toContain('en, fr, fa')
  })

  test('an i18n folder for a locale the config does not list is named in a warning, not built', async () => {
    const root = copyFixture('docusaurus-i18n', { 'i18n/de/code.json': '{}' })
    const config = await resolveConfig(root)
    expect(strayLocaleFolders(config)).toEqual([
      `${path.join(root, 'i18n/de')}: translations for the locale "de", which is not in i18n.locales (en, fr, fa): not built; add it to i18n.locales or remove the folder`,
    ])
    expect(strayLocaleFolders(await resolveConfig(copyFixture('docusaurus-i18n')))).toEqual([])
  })

  test('the quick count reads the translated folders of the locales built', async () => {
    const root = copyFixture('docusaurus-i18n')
    const config = await resolveConfig(root)
    expect(contentDirsOf(config, ['en'])).toEqual(Object.values(config.dirs))
    expect(contentDirsOf(config, ['en', 'fr'])).toContain(
      path.join(root, 'i18n/fr/docusaurus-plugin-content-docs/current'),
    )
  })
})

describe("stages/i18n/build-locales: translated content over the default's", () => {
  test("C5 a translated file replaces the default's; the others fall back (marked) and links resolve both ways within the locale", async () => {
    const root = copyFixture('docusaurus-i18n')
    const fr = await localeConfig(await resolveConfig(root), 'fr', [])
    expect(fr.contentOverlay?.docs).toBe(path.join(root, 'i18n/fr/docusaurus-plugin-content-docs/current'))
    const { content } = await loadContent(fr)
    const docs = Object.fromEntries(content.docs.map((d) => [d.relativePath, d.sourcePath]))
    expect(docs['intro.md']).toBe(path.join(root, 'i18n/fr/docusaurus-plugin-content-docs/current/intro.md'))
    expect(docs['guides/deep-dive.md']).toBe(path.join(root, 'docs/guides/deep-dive.md'))
    const plan = planUrls(fr, content)
    const untranslated = fallbackSources(fr, content, plan)
    expect(untranslated.has(path.join(root, 'docs/guides/deep-dive.md'))).toBe(true)
    expect(untranslated.has(docs['intro.md']!)).toBe(false)
    expect(untranslated.has(path.join(root, 'src/pages/index.md'))).toBe(true)
    // Link aliases: the default folder's path of a translated doc, the translated folder's path of a fallback.
    expect(plan.byFile.get(path.join(root, 'docs/intro.md'))).toBe('/fr/docs/intro')
    expect(plan.byFile.get(path.join(root, 'i18n/fr/docusaurus-plugin-content-docs/current/guides/deep-dive.md'))).toBe(
      plan.byFile.get(path.join(root, 'docs/guides/deep-dive.md')),
    )
    expect(plan.byFile.get(path.join(root, 'docs/guides/deep-dive.md'))).toMatch(/^\/fr\/docs\/guides\/deep-dive/)

    const routes = [
      { sourcePath: path.join(root, 'docs/guides/deep-dive.md'), props: { meta: {} } },
      { sourcePath: docs['intro.md'], props: { meta: {} } },
    ] as unknown as Route[]
    markUntranslated(routes, untranslated)
    expect(routes.map((r) => r.props.meta.untranslated)).toEqual([true, undefined])
  })

  test('the default locale has no overlay and falls back on nothing', async () => {
    const config = await resolveConfig(copyFixture('docusaurus-i18n'))
    const en = await localeConfig(config, 'en', [])
    expect(en.contentOverlay).toBeUndefined()
    const { content } = await loadContent(en)
    expect(fallbackSources(en, content, planUrls(en, content)).size).toBe(0)
  })

  test("two locales' reports add up; the heaviest page is kept", () => {
    const w = (gzip: number) => ({ heaviest: { gzip } }) as unknown as Parameters<typeof addReports>[0]['weights']
    const r = (n: number, gzip: number) => ({
      pages: n,
      reused: 1,
      compiled: n - 1,
      renderReused: n - 2,
      files: n * 2,
      bytes: n * 100,
      scriptGzipBytes: gzip,
      inlineScriptHash: 'h',
      weights: w(gzip),
    })
    const sum = addReports(r(10, 500), r(4, 900))
    expect(sum).toMatchObject({
      pages: 14,
      reused: 2,
      compiled: 12,
      renderReused: 10,
      files: 28,
      bytes: 1400,
      scriptGzipBytes: 900,
      inlineScriptHash: 'h',
    })
    expect(sum.weights.heaviest?.gzip).toBe(900)
  })
})

function errorHint(err: Error): string {
  return String((err as Error & { hint?: string }).hint ?? '')
}
