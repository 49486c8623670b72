import path from 'node:path'
import { describe, expect, test } from 'vitest'
import { defineConfig, normalizeConfig, resolveConfig } from './config.js'
import { ConfigError } from '../core/errors.js'
import { errorText, FIXTURES, makeSite, REPO_ROOT, rejection } from '../test/helpers.js'
import { MAIN_THREAD, type UserConfig } from '../core/types.js'

const root = '/sites/my-docs_site'
const normalize = (user: UserConfig) => normalizeConfig(root, user, null)
const invalid = (user: UserConfig): string => {
  try {
    normalize(user)
  } catch (err) {
    return errorText(err)
  }
  throw new Error('expected the config to be rejected')
}

describe('generator/config', () => {
  test('defineConfig is the identity (it only gives site.config.ts its types)', () => {
    const user = { title: 'X' }
    expect(defineConfig(user)).toBe(user)
  })

  test('footer.logo: kept as given, none by default; a logo without src or alt, or with a size that is not a number or string, is rejected', () => {
    expect(normalize({}).footer.logo).toBeNull()
    const logo = { src: '/img/mark.svg', alt: 'Mark', href: '/about', width: 120 }
    expect(normalize({ footer: { logo } }).footer.logo).toEqual(logo)
    expect(invalid({ footer: { logo: { alt: 'Mark' } as never } })).toMatch(/footer\.logo/)
    expect(invalid({ footer: { logo: { src: '/x.svg', alt: 'X', width: true } as never } })).toMatch(/footer\.logo/)
  })

  test('prism.defaultLanguage and prism.prismReact: kept when well-formed, rejected with the option named otherwise', () => {
    expect(normalize({ prism: { defaultLanguage: 'tsx' } }).prism.defaultLanguage).toBe('tsx')
    expect(normalize({}).prism.defaultLanguage).toBeUndefined()
    expect(invalid({ prism: { defaultLanguage: 3 as never } })).toMatch(/prism\.defaultLanguage/)
    expect(normalize({ prism: { prismReact: { root: '.' } } }).prism.prismReact?.root).toBe(
      path.resolve(normalize({}).root),
    )
    expect(invalid({ prism: { prismReact: { root: '.', theme: { plain: {} } as never } } })).toMatch(
      /prism\.prismReact/,
    )
    expect(invalid({ prism: { prismReact: { root: '.', theme: { styles: [] } as never } } })).toMatch(
      /prism\.prismReact/,
    )
    expect(invalid({ prism: { prismReact: { root: '.', darkTheme: {} as never } } })).toMatch(/prism\.prismReact/)
    // A theme's entries that are not styles are left out, as the Docusaurus mapping leaves them.
    const theme = normalize({
      prism: {
        prismReact: {
          root: '.',
          theme: {
            plain: { color: '#000' },
            styles: [{ types: ['x'], style: { color: '#111' } }, null, { types: 'y' }] as never,
          },
        },
      },
    }).prism.prismReact?.theme
    expect(theme).toEqual({ plain: { color: '#000' }, styles: [{ types: ['x'], style: { color: '#111' } }] })
  })

  test('defaults apply without a config file: title from the folder, base /, one locale, throw on broken links', () => {
    const c = normalize({})
    expect(c.title).toBe('My docs site')
    expect(c.baseUrl).toBe('/')
    expect(c.url).toBe('http://localhost')
    expect(c.outDir).toBe(path.join(root, 'dist'))
    expect(c.contentDir).toBe(path.join(root, 'content'))
    expect(c.staticDir).toBe(path.join(root, 'static'))
    expect(c.configFile).toBeNull()
    expect(c.navbar.items).toEqual([])
    expect(c.docs.sidebars).toBeNull()
    expect(c.blog).toMatchObject({ routeBasePath: '/blog', title: 'Blog' })
    expect(c.onBrokenLinks).toBe('throw')
    expect(c.mode).toBe('production')
  })

  test('outDir and mode come from the options', () => {
    const c = normalizeConfig(root, {}, null, { outDir: '/tmp/out', mode: 'development' })
    expect(c.outDir).toBe('/tmp/out')
    expect(c.mode).toBe('development')
    expect(normalizeConfig(root, {}, null, { outDir: 'build' }).outDir).toBe(path.join(root, 'build'))
  })

  test('C2 colour-mode defaults: light, switch enabled, prefers-color-scheme not respected', () => {
    expect(normalize({}).colorMode).toEqual({
      defaultMode: 'light',
      disableSwitch: false,
      respectPrefersColorScheme: false,
    })
  })

  test('C3 TOC defaults to heading levels 2 to 3', () => {
    expect(normalize({}).toc).toEqual({ minHeadingLevel: 2, maxHeadingLevel: 3 })
  })

  test('C5 the locale is en, ltr', () => {
    expect(normalize({}).locale).toEqual({
      code: 'en',
      label: 'English',
      direction: 'ltr',
      htmlLang: 'en',
      calendar: 'gregory',
      path: 'en',
    })
  })

  test('C4 docs version defaults: label Next, preferred version remembered', () => {
    const c = normalize({})
    expect(c.docs.versionLabel).toBe('Next')
    expect(c.docs.rememberPreferredVersion).toBe(true)
    expect(c.docs.routeBasePath).toBe('/')
  })

  test('blog: false turns the blog off; route base paths are normalised to a leading slash', () => {
    expect(normalize({ blog: false }).blog).toBe(false)
    expect(normalize({ blog: { routeBasePath: 'news/' } }).blog).toMatchObject({ routeBasePath: '/news' })
    expect(normalize({ docs: { routeBasePath: 'docs/' } }).docs.routeBasePath).toBe('/docs')
  })

  test('the url loses its trailing slash', () => {
    expect(normalize({ url: 'https://codeweb.chat/' }).url).toBe('https://codeweb.chat')
  })

  test('C1 the real site config: title, tagline, url, baseUrl, navbar items, footer copyright', async () => {
    const c = await resolveConfig(REPO_ROOT)
    expect(c.configFile).toBe(path.join(REPO_ROOT, 'site.config.ts'))
    expect(c.title).toBe('Code Web Chat')
    expect(c.tagline).toMatch(/initialize any web chat with your code/i)
    expect(c.url).toBe('https://codeweb.chat')
    expect(c.baseUrl).toBe('/')
    expect(c.navbar.items.map((i) => [i.type ?? 'link', i.label, i.position])).toEqual([
      ['docSidebar', 'Documentation', 'left'],
      ['link', 'GitHub', 'right'],
      ['link', 'VS Code Marketplace', 'right'],
      ['link', 'Donate', 'right'],
    ])
    expect(c.navbar.items[0]!.sidebarId).toBe('documentationSidebar')
    expect(c.navbar.items.slice(1).every((i) => i.href?.startsWith('https://'))).toBe(true)
    expect(c.footer.copyright).toMatch(/2025/)
    expect(c.footer.copyright).toMatch(/GPL-3\.0/)
  })

  test('C2 C3 C5 the real site keeps the specified colour mode, TOC levels and locale', async () => {
    const c = await resolveConfig(REPO_ROOT)
    expect(c.colorMode).toEqual({ defaultMode: 'light', disableSwitch: false, respectPrefersColorScheme: false })
    expect(c.toc).toEqual({ minHeadingLevel: 2, maxHeadingLevel: 3 })
    expect(c.locale).toMatchObject({ code: 'en', direction: 'ltr', htmlLang: 'en' })
    expect(c.onBrokenLinks).toBe('throw')
  })

  test('a fixture config under /docs/ is loaded with its own values', async () => {
    const c = await resolveConfig(path.join(FIXTURES, 'base-docs'))
    expect(c.baseUrl).toBe('/docs/')
    expect(c.title).toBe('Fixture Docs')
    expect(c.announcementBar?.id).toBe('launch-1')
  })

  test.each<[string, UserConfig, RegExp[]]>([
    ['baseUrl without slashes', { baseUrl: 'docs' }, [/`baseUrl`/, /"docs"/, /starts and ends with '\/'/]],
    ['a url that is not an origin', { url: 'codeweb.chat' }, [/`url`/, /"codeweb.chat"/, /absolute origin/]],
    [
      'onBrokenLinks out of range',
      { onBrokenLinks: 'explode' as never },
      [/`onBrokenLinks`/, /"explode"/, /'throw', 'warn' or 'ignore'/],
    ],
    [
      'a dark/light typo',
      { colorMode: { defaultMode: 'dim' as never } },
      [/`colorMode.defaultMode`/, /"dim"/, /'light' or 'dark'/],
    ],
    ['TOC levels out of range', { toc: { minHeadingLevel: 1, maxHeadingLevel: 3 } }, [/`toc`/, /minHeadingLevel/]],
    ['a title that is not a string', { title: 42 as never }, [/`title`/, /42/, /a string/]],
    ['an unknown key', { titel: 'X' } as never, [/`titel`/, /known keys/]],
    [
      'a docSidebar navbar item without sidebarId',
      { navbar: { items: [{ type: 'docSidebar', label: 'Docs' }] } },
      [/`navbar.items\[0\].sidebarId`/, /id of a docs sidebar/],
    ],
    [
      'a navbar item with a bad position',
      { navbar: { items: [{ href: 'https://x.dev', label: 'X', position: 'middle' as never }] } },
      [/`navbar.items\[0\].position`/, /"middle"/],
    ],
    [
      'a link item with neither href nor to',
      { navbar: { items: [{ label: 'X' }] } },
      [/`navbar.items\[0\]`/, /`href`/],
    ],
    [
      '29.3 a navbar style that is not one',
      { navbar: { style: 'glass' as never } },
      [/`navbar.style`/, /"glass"/, /'dark' or 'primary'/],
    ],
    [
      '29.3 hideOnScroll not a boolean',
      { navbar: { hideOnScroll: 'yes' as never } },
      [/`navbar.hideOnScroll`/, /true or false/],
    ],
    [
      'locales without the default',
      { i18n: { defaultLocale: 'en', locales: ['fr'] } },
      [/`i18n.locales`/, /includes the default locale/],
    ],
    [
      'a direction',
      { i18n: { locales: ['en', 'fa'], localeConfigs: { fa: { direction: 'up' as never } } } },
      [/i18n.localeConfigs.fa.direction/, /'ltr' or 'rtl'/],
    ],
  ])('invalid config (%s) names the key, the value and what is allowed', (_name, user, patterns) => {
    const text = invalid(user)
    for (const re of patterns) expect(text).toMatch(re)
    expect(text).toContain(path.join(root, 'site.config.ts'))
  })

  test('28.5 clientModules: files from the site root become absolute, package names stay; a missing file names the key', () => {
    const site = makeSite({ 'src/client.js': 'export {}\n' })
    expect(
      normalizeConfig(site, { clientModules: ['./src/client.js', 'some-package/client'] }, null).clientModules,
    ).toEqual([path.join(site, 'src/client.js'), 'some-package/client'])
    let text = ''
    try {
      normalizeConfig(site, { clientModules: ['./src/missing.js'] }, null)
    } catch (err) {
      text = errorText(err)
    }
    expect(text).toMatch(/`clientModules\[0\]`.*missing\.js/s)
  })

  test('28.5 createRedirects stays on the main thread: structured clone (worker threads) and JSON leave it out, a spread keeps it', () => {
    const createRedirects = (p: string) => p + '-old'
    const config = normalize({ redirects: { redirects: [{ from: '/a', to: '/' }], createRedirects } })
    expect(config.redirects).toEqual({
      rules: [{ from: ['/a'], to: '/' }],
      fromExtensions: [],
      toExtensions: [],
      createRedirects: true,
    })
    expect(config[MAIN_THREAD]?.createRedirects).toBe(createRedirects)
    const cloned = structuredClone(config)
    expect(cloned[MAIN_THREAD]).toBeUndefined()
    expect(cloned.redirects).toEqual(config.redirects)
    expect(JSON.stringify(config)).not.toContain('-old')
    expect({ ...config, title: 'Locale' }[MAIN_THREAD]?.createRedirects).toBe(createRedirects)
  })

  test('every invalid key is reported at once', () => {
    expect(invalid({ baseUrl: 'x', onBrokenLinks: 'nope' as never })).toMatch(
      /2 problems[\s\S]*baseUrl[\s\S]*onBrokenLinks/,
    )
  })

  test('a config file that throws is a ConfigError naming the file and what to do', async () => {
    const site = makeSite({ 'site.config.ts': "throw new Error('boom from config')\nexport default {}\n" })
    const err = await rejection(resolveConfig(site))
    expect(err).toBeInstanceOf(ConfigError)
    expect(errorText(err)).toContain(path.join(site, 'site.config.ts'))
    expect(errorText(err)).toMatch(/boom from config/)
    expect(errorText(err)).toMatch(/Fix the error/)
  })

  test('a config file with a syntax error is a ConfigError naming the file', async () => {
    const site = makeSite({ 'site.config.ts': 'export default { title: \n' })
    const err = await rejection(resolveConfig(site))
    expect(err).toBeInstanceOf(ConfigError)
    expect(errorText(err)).toContain(path.join(site, 'site.config.ts'))
  })

  test('a config file without a default export says to write one', async () => {
    const site = makeSite({ 'site.config.ts': 'export const title = "x"\n' })
    const err = await rejection(resolveConfig(site))
    expect(errorText(err)).toMatch(/default export/)
    expect(errorText(err)).toMatch(/defineConfig/)
  })

  test('budget defaults to 8 KB of JS and 15 KB of HTML (gzip), warning only; bad values are refused', () => {
    expect(normalize({}).budget).toEqual({ js: 8, html: 15, fail: false })
    expect(normalize({ budget: { html: 30, fail: true } }).budget).toEqual({ js: 8, html: 30, fail: true })
    expect(invalid({ budget: { js: -1 } })).toMatch(
      /Invalid value for `budget.js`: -1[\s\S]*a positive number of kilobytes/,
    )
    expect(invalid({ budget: { fail: 'yes' as never } })).toMatch(/Invalid value for `budget.fail`/)
  })

  test('markdown.format is detect by default; mdx and md are accepted; anything else is refused', () => {
    expect(normalize({ markdown: { format: 'mdx' } }).markdown.format).toBe('mdx')
    expect(normalize({ markdown: { format: 'md' } }).markdown.format).toBe('md')
    expect(invalid({ markdown: { format: 'markdown' as never } })).toMatch(/markdown\.format.*'mdx', 'md' or 'detect'/s)
  })

  test('markdown.allowScripts defaults to false; a value that is not a boolean is refused', () => {
    expect(normalize({}).markdown).toEqual({
      allowScripts: false,
      format: 'detect',
      mermaid: false,
      admonitionKeywords: [],
      undefinedComponents: 'error',
      legacyAdmonitionTitles: true,
    })
    expect(normalize({ markdown: { allowScripts: true } }).markdown).toEqual({
      allowScripts: true,
      format: 'detect',
      mermaid: false,
      admonitionKeywords: [],
      undefinedComponents: 'error',
      legacyAdmonitionTitles: true,
    })
    expect(invalid({ markdown: { allowScripts: 'yes' as never } })).toMatch(
      /Invalid value for `markdown.allowScripts`: "yes"[\s\S]*Expected true or false/,
    )
    expect(normalize({ markdown: { legacyAdmonitionTitles: false } }).markdown.legacyAdmonitionTitles).toBe(false)
    expect(invalid({ markdown: { legacyAdmonitionTitles: 'no' as never } })).toMatch(
      /Invalid value for `markdown.legacyAdmonitionTitles`: "no"[\s\S]*Expected true or false/,
    )
  })

  test('28.2 markdown.mermaid defaults to false; mermaid themes default to default/dark; options must be plain JSON', () => {
    expect(normalize({}).mermaid).toEqual({ theme: { light: 'default', dark: 'dark' }, options: {} })
    const on = normalize({
      markdown: { mermaid: true },
      mermaid: { theme: { dark: 'forest' }, options: { flowchart: { curve: 'linear' } } },
    })
    expect(on.markdown.mermaid).toBe(true)
    expect(on.mermaid).toEqual({
      theme: { light: 'default', dark: 'forest' },
      options: { flowchart: { curve: 'linear' } },
    })
    expect(invalid({ markdown: { mermaid: 'yes' as never } })).toMatch(/markdown\.mermaid[\s\S]*true or false/)
    expect(invalid({ mermaid: { theme: { light: 3 as never } } })).toMatch(
      /mermaid\.theme\.light[\s\S]*mermaid theme name/,
    )
    expect(invalid({ mermaid: { options: { f: () => 1 } } })).toMatch(/mermaid\.options[\s\S]*no functions/)
  })

  test('a config error names the line and column: a syntax error, and a throw', async () => {
    const syntax = makeSite({ 'site.config.ts': "export default {\n  title: 'x',,\n}\n" })
    const err = await rejection(resolveConfig(syntax))
    // (The CLI loads it with tsx/esbuild: `site.config.ts:2:13: … Syntax error: Expected identifier but found
    // ","`, see bad-input.test.ts; vitest transforms it with its own parser.)
    expect(err).toMatchObject({ line: 2, column: expect.any(Number) })
    expect(errorText(err)).toContain(`${path.join(syntax, 'site.config.ts')}:2:`)
    const thrower = makeSite({ 'site.config.ts': "const a = 1\nthrow new Error('boom ' + a)\nexport default {}\n" })
    expect(await rejection(resolveConfig(thrower))).toMatchObject({ line: 2 })
  })

  test('resolveConfig accepts an inline config instead of loading a file', async () => {
    const c = await resolveConfig(root, { config: { title: 'Inline' } })
    expect(c.title).toBe('Inline')
    expect(c.configFile).toBeNull()
  })

  test('28.7 markdown.admonitionKeywords: a list of keywords; anything else is refused, naming the key', () => {
    expect(normalize({ markdown: { admonitionKeywords: ['dev', 'my-box'] } }).markdown.admonitionKeywords).toEqual([
      'dev',
      'my-box',
    ])
    expect(() => normalize({ markdown: { admonitionKeywords: ['two words'] } })).toThrow(/markdown\.admonitionKeywords/)
  })
})
