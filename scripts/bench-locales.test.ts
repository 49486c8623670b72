import fs from 'node:fs'
import path from 'node:path'
import { describe, expect, test } from 'vitest'
import { makeSite, tempDir } from '../generator/test/helpers.js'
import { parseLocalesArgs, prepareLocalesSite, renderLocalesTable } from './bench-locales.js'

describe('scripts/bench-locales', () => {
  test('flags: --sizes and --runs, 1,000 docs once by default; bad values are errors', () => {
    expect(parseLocalesArgs(['--locales'])).toEqual({ sizes: [1000], runs: 1 })
    expect(parseLocalesArgs(['--locales', '--sizes', '50,1_000', '--runs', '3'])).toEqual({
      sizes: [50, 1000],
      runs: 3,
    })
    expect(() => parseLocalesArgs(['--sizes', 'x'])).toThrow('--sizes')
  })

  test('the three-locale site: the corpus, a config with en, fr, es, fr translated in full and es in half', () => {
    const corpus = makeSite({
      'content/docs/a.md': '# A\n',
      'content/docs/g/b.md': '# B\n',
      'content/docs/g/c.md': '# C\n',
      'content/docs/g/_category_.json': '{"label":"G"}',
      'content/blog/2025-01-01-p.md': 'P',
    })
    const site = path.join(tempDir(), 'site')
    const { translatedDocs } = prepareLocalesSite(corpus, site)
    expect(translatedDocs).toEqual({ fr: 3, es: 2 })
    expect(fs.readFileSync(path.join(site, 'site.config.ts'), 'utf8')).toContain(`locales: ["en","fr","es"]`)
    const fr = path.join(site, 'i18n/fr/docusaurus-plugin-content-docs/current')
    expect(fs.readFileSync(path.join(fr, 'g/b.md'), 'utf8')).toBe('# B\n\n\nTranslated (fr).\n')
    expect(fs.existsSync(path.join(fr, 'g/_category_.json'))).toBe(true)
    expect(fs.existsSync(path.join(site, 'content/blog/2025-01-01-p.md'))).toBe(true)
    const f = { wallMs: 1000, cpuMs: 900, peakRssBytes: 2 ** 27, pages: 10, compiled: 10, reused: 0 }
    const table = renderLocalesTable([
      {
        docs: 3,
        posts: 1,
        locales: ['en', 'fr', 'es'],
        translatedDocs,
        single: f,
        multi: { ...f, wallMs: 2500 },
        warmFill: f,
        warmEdit: { ...f, editedFile: 'i18n/fr/x.md' },
      },
    ])
    expect(table).toContain('| 2.50× |')
  })
})
