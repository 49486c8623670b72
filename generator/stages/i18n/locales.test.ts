import path from 'node:path'
import { describe, expect, test } from 'vitest'
import { resolveConfig } from '../config.js'
import { copyFixture } from '../../test/helpers.js'
import { configForLocale, intlLocale, localeBaseUrl, localeSubdir, resolveLocale } from './locales.js'

describe("stages/i18n/locales: a locale's settings", () => {
  test('C5 label, direction and calendar default from Intl as Docusaurus derives them; htmlLang and path are the code', () => {
    expect(resolveLocale('fr')).toEqual({
      code: 'fr',
      label: 'Français',
      direction: 'ltr',
      htmlLang: 'fr',
      calendar: 'gregory',
      path: 'fr',
    })
    expect(resolveLocale('en').label).toBe('English')
    expect(resolveLocale('ja').label).toBe('日本語')
    expect(resolveLocale('pt-BR')).toMatchObject({ label: 'Português (Brasil)', htmlLang: 'pt-BR', path: 'pt-BR' })
    // Right to left from Intl's text info (or Docusaurus's list when Intl has none).
    for (const rtl of ['ar', 'fa', 'he', 'ur']) expect(resolveLocale(rtl).direction, rtl).toBe('rtl')
    // Persian dates are in the Persian calendar, as Intl says.
    expect(resolveLocale('fa')).toMatchObject({ label: 'فارسی', calendar: 'persian' })
  })

  test('C5 what localeConfigs gives wins over every default', () => {
    expect(
      resolveLocale('ar', {
        label: 'Arabic',
        direction: 'ltr',
        htmlLang: 'ar-EG',
        calendar: 'islamic',
        path: 'arabic',
      }),
    ).toEqual({ code: 'ar', label: 'Arabic', direction: 'ltr', htmlLang: 'ar-EG', calendar: 'islamic', path: 'arabic' })
  })

  test('C5 a code Intl cannot read is its own label, left to right, Gregorian', () => {
    expect(resolveLocale('not_a_tag')).toMatchObject({ label: 'not_a_tag', direction: 'ltr', calendar: 'gregory' })
  })

  test('intlLocale adds a calendar other than the Gregorian as a -u-ca- extension', () => {
    expect(intlLocale({ htmlLang: 'fa-IR', calendar: 'persian' })).toBe('fa-IR-u-ca-persian')
    expect(intlLocale({ htmlLang: 'fr', calendar: 'gregory' })).toBe('fr')
    expect(
      new Intl.DateTimeFormat(intlLocale({ htmlLang: 'fa-IR', calendar: 'persian' })).resolvedOptions().calendar,
    ).toBe('persian')
  })
})

describe("stages/i18n/locales: a locale's SiteConfig", () => {
  test('C5 the default locale is built at the base URL into the output folder; another under its path', async () => {
    const config = await resolveConfig(copyFixture('docusaurus-i18n'))
    expect(config.i18n.locales.map((l) => l.code)).toEqual(['en', 'fr', 'fa'])
    expect(config.i18n.locales[2]).toMatchObject({ direction: 'rtl', htmlLang: 'fa-IR' })
    const [en, fr, fa] = config.i18n.locales as [typeof config.locale, typeof config.locale, typeof config.locale]
    expect([localeBaseUrl(config, en), localeBaseUrl(config, fr), localeBaseUrl(config, fa)]).toEqual([
      '/',
      '/fr/',
      '/fa/',
    ])
    expect([localeSubdir(config, en), localeSubdir(config, fr)]).toEqual(['', 'fr'])

    // The default locale without translations is `config` itself: a one-locale site is unchanged.
    expect(configForLocale(config, 'en', config.i18n.messages)).toBe(config)
    const frConfig = configForLocale(config, 'fr', { 'theme.common.editThisPage': 'Modifier' })
    expect(frConfig).toMatchObject({ baseUrl: '/fr/', outDir: path.join(config.outDir, 'fr'), locale: { code: 'fr' } })
    expect(frConfig.i18n.messages).toEqual({ 'theme.common.editThisPage': 'Modifier' })
    expect(frConfig.i18n.rootBaseUrl).toBe('/')
    expect(() => configForLocale(config, 'de', {})).toThrow('Unknown locale de')
  })

  test('C5 a base URL and a custom path: the locale goes under the base URL at its path', async () => {
    const config = await resolveConfig(copyFixture('docusaurus-i18n'))
    const rooted = { ...config, baseUrl: '/docs-site/', i18n: { ...config.i18n, rootBaseUrl: '/docs-site/' } }
    const fr = resolveLocale('fr', { path: '/francais/' })
    expect(localeBaseUrl(rooted, fr)).toBe('/docs-site/francais/')
    expect(localeSubdir(rooted, fr)).toBe('francais')
  })
})
