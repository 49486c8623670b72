import path from 'node:path'
import { describe, expect, test } from 'vitest'
import { makeSite, prismProject } from '../../test/helpers.js'
import { CODE_THEMES, codeThemeCss, prismThemeCss } from '../css/code-theme.js'
import { loadProjectModule, stubPath } from './load.js'
import { mapDocusaurusConfig } from './map-config.js'
import { defaultPrismTheme, PRISM_PLAIN, PRISM_TO_SHIKI, prismThemeData, prismThemeName } from './prism-themes.js'

/** A stand-in as load.ts makes it for a missing package, reached by `path`. */
const stub = (path: string) => Object.assign(() => {}, { __cwcStub: 'prism-react-renderer', __cwcPath: path })

describe('29.2 Prism themes to Shiki themes', () => {
  test('29.2 every Prism theme maps to a bundled Shiki theme, and every one is known by its plain colours', () => {
    for (const [name, { shiki }] of Object.entries(PRISM_TO_SHIKI)) {
      expect(CODE_THEMES, name).toContain(shiki)
      expect(PRISM_PLAIN[name], name).toBeDefined()
    }
  })

  test("29.2 the installed package's theme object is known by its plain colours; a stand-in by its import path", () => {
    expect(prismThemeName({ plain: { color: '#F8F8F2', backgroundColor: '#282A36' }, styles: [] })).toBe('dracula')
    expect(
      prismThemeName({ plain: { backgroundColor: 'hsl(220, 13%, 18%)', color: 'hsl(220, 14%, 71%)' }, styles: [] }),
    ).toBe('oneDark')
    // nightOwl and jettwaveDark share a background: the text colour tells them apart.
    expect(prismThemeName({ plain: { color: '#f8fafc', backgroundColor: '#011627' }, styles: [] })).toBe('jettwaveDark')
    expect(prismThemeName(stub('prism-react-renderer.themes.github'))).toBe('github')
    expect(prismThemeName(stub('prism-react-renderer/themes/vsDark'))).toBe('vsDark')
    expect(prismThemeName(stub('prism-react-renderer/themes/palenight.default'))).toBe('palenight')
    expect(prismThemeName({ plain: { color: '#123456', backgroundColor: '#000' }, styles: [] })).toBeNull()
    expect(prismThemeName(stub('prism-react-renderer.themes.mine'))).toBeNull()
  })

  test('29.2 themeConfig.prism: twins map silently, the closest is named, an own theme is reported, the default is palenight', () => {
    const tc = (prism: unknown) => mapDocusaurusConfig({ themeConfig: { prism } }, '/site')
    const twin = tc({
      theme: stub('prism-react-renderer.themes.github'),
      darkTheme: stub('prism-react-renderer.themes.dracula'),
    })
    expect(twin.config.prism).toMatchObject({ theme: 'prism-github', darkTheme: 'prism-dracula' })
    expect(twin.notes.filter((n) => n.option.startsWith('themeConfig.prism'))).toEqual([])
    const near = tc({ theme: stub('prism-react-renderer.themes.okaidia') })
    expect(near.config.prism?.theme).toBe('monokai')
    expect(near.notes.find((n) => n.option === 'themeConfig.prism.theme')?.instead).toMatch(
      /okaidia has no Shiki twin: the closest Shiki theme, monokai/,
    )
    const own = tc({ theme: { plain: { color: '#111', backgroundColor: '#eee' }, styles: [] } })
    expect(own.config.prism?.theme).toBeUndefined()
    expect(own.notes.find((n) => n.option === 'themeConfig.prism.theme')?.instead).toMatch(/not read/)
    // Docusaurus's default: palenight, in both modes (no darkTheme).
    const none = mapDocusaurusConfig({ title: 'X' }, '/site')
    expect(none.config.prism).toEqual({ theme: 'prism-palenight' })
  })
})

describe('29.2 a config importing prism-react-renderer where it is not installed', () => {
  test('29.2 the stand-in remembers the theme it was reached by, in ESM imports and in require() paths', async () => {
    const root = makeSite({
      'docusaurus.config.mjs': `import { themes as prismThemes } from 'prism-react-renderer'
const legacy = require('prism-react-renderer/themes/vsDark')
export default { themeConfig: { prism: { theme: prismThemes.oneLight, darkTheme: legacy } } }
`,
    })
    const { value, stubbed } = await loadProjectModule(path.join(root, 'docusaurus.config.mjs'))
    expect(stubbed).toContain('prism-react-renderer')
    const prism = (value as { themeConfig: { prism: { theme: unknown; darkTheme: unknown } } }).themeConfig.prism
    expect(stubPath(prism.theme)).toBe('prism-react-renderer.themes.oneLight')
    expect(prismThemeName(prism.theme)).toBe('oneLight')
    expect(prismThemeName(prism.darkTheme)).toBe('vsDark')
    expect(mapDocusaurusConfig(value, root).config.prism).toMatchObject({ theme: 'one-light', darkTheme: 'dark-plus' })
  })
})

describe("29.4 create-docusaurus's code themes in prism's own colours", () => {
  test("29.4 prism-github and prism-dracula: prism's plain colours, and its keyword, string, function and comment colours on the palette (colours under 4.5:1 lifted to it)", async () => {
    const css = await codeThemeCss('prism-github', 'prism-dracula')
    const light = css.slice(css.indexOf('html:root{'), css.indexOf('}'))
    expect(light).toContain('--sh-background:#f6f8fa')
    expect(light).toContain('--sh-foreground:#393a34')
    // the later of prism's two keyword styles, as prism applies them
    expect(light).toContain('--sh-token-keyword:#00009f')
    // Below 4.5:1 on #f6f8fa as published (#e3116c, #d73a49, #999988 at 2.7:1): moved towards black until
    // they reach it.
    expect(light).toContain('--sh-token-string:#d81067')
    expect(light).toContain('--sh-token-function:#cc3745')
    expect(light).toContain('--sh-token-comment:#737366')
    const dark = css.slice(css.indexOf('html[data-theme="dark"]:root{'))
    expect(dark).toContain('--sh-background:#282a36')
    expect(dark).toContain('--sh-token-keyword:#bd93f9')
    expect(dark).toContain('--sh-token-string:#ff79c6')
    expect(dark).toContain('--sh-token-function:#50fa7b')
    expect(CODE_THEMES).toContain('prism-github')
  })

  test("29.4 prism-palenight (Docusaurus's default): prism-react-renderer's plain colours and token colours, keywords in the plain colour, the comment lifted to 4.5:1; a config naming palenight, or none, gets it", async () => {
    const css = await codeThemeCss('prism-palenight', undefined)
    expect(css).toContain('--sh-background:#292d3e')
    expect(css).toContain('--sh-foreground:#bfc7d5') // Shiki's material-theme-palenight: #babed8
    expect(css).toContain('--sh-token-string:#c3e88d')
    expect(css).toContain('--sh-token-constant:#f78c6c') // number
    expect(css).toContain('--sh-token-function:#82aaff')
    expect(css).toContain('--sh-token-punctuation:#c792ea')
    expect(css).toContain('--sh-token-keyword:#bfc7d5') // italic only in prism: the plain colour
    expect(css).toContain('--sh-token-link:#dddddd')
    // #697098 is 3.2:1 on #292d3e as published: moved towards white until it reads.
    expect(css).not.toContain('--sh-token-comment:#697098')
    expect(css).toMatch(/--sh-token-comment:#[0-9a-f]{6}/)
    expect(CODE_THEMES).toContain('prism-palenight')
    expect(
      mapDocusaurusConfig(
        { title: 'X', themeConfig: { prism: { theme: stub('prism-react-renderer/themes/palenight') } } },
        '/site',
      ).config.prism,
    ).toMatchObject({ theme: 'prism-palenight' })
    expect(mapDocusaurusConfig({ title: 'X' }, '/site').config.prism).toEqual({ theme: 'prism-palenight' })
  })
})

describe('31 a project with prism-react-renderer installed: its own Prism and theme objects', () => {
  test("31 the config's theme objects are kept for the project's Prism (an own theme object too, read now); without prism.theme, palenight from the package", async () => {
    const root = prismProject()
    const { themes } = await import('prism-react-renderer')
    const mapped = mapDocusaurusConfig(
      { themeConfig: { prism: { theme: themes.github, darkTheme: themes.dracula } } },
      root,
    )
    expect(mapped.config.prism?.prismReact).toEqual({
      root,
      theme: prismThemeData(themes.github),
      darkTheme: prismThemeData(themes.dracula),
    })
    expect(mapped.config.prism?.prismReact?.theme?.styles.at(-1)).toEqual({
      types: ['tag', 'selector', 'keyword'],
      style: { color: '#00009f' },
    })
    expect(mapped.notes.filter((n) => n.option.startsWith('themeConfig.prism'))).toEqual([])
    const mine = {
      plain: { color: '#111111', backgroundColor: '#eeeeee' },
      styles: [{ types: ['keyword'], style: { color: '#aa0000', fontWeight: 'bold' } }],
    }
    const own = mapDocusaurusConfig({ themeConfig: { prism: { theme: mine } } }, root)
    expect(own.config.prism?.prismReact?.theme).toEqual(mine)
    expect(own.notes.filter((n) => n.option.startsWith('themeConfig.prism'))).toEqual([])
    const none = mapDocusaurusConfig({ title: 'X' }, root)
    expect(none.config.prism?.prismReact).toEqual({ root })
    expect(defaultPrismTheme(root)).toEqual(prismThemeData(themes.palenight))
    // Not installed: Shiki's palettes, as before.
    expect(
      mapDocusaurusConfig({ themeConfig: { prism: { theme: themes.github } } }, '/site').config.prism?.prismReact,
    ).toBeUndefined()
  })

  test("31 the theme objects' stylesheet: each style per mode, later styles over earlier, languages scoped, plain colours as the block's, colours kept readable", async () => {
    const { themes } = await import('prism-react-renderer')
    const css = prismThemeCss(prismThemeData(themes.github)!, prismThemeData(themes.dracula)!)
    // The block's colours and the palette of Shiki's blocks (languages the project's Prism lacks) are the
    // theme's: the same as prism-github's and prism-dracula's, made from the same styles; Docusaurus's --prism-* too.
    const vars = (sheet: string, root: string) =>
      Object.fromEntries(
        sheet
          .slice(sheet.indexOf(root + '{') + root.length + 1)
          .split('}')[0]!
          .split(';')
          .map((d) => d.split(':') as [string, string]),
      )
    const palettes = await codeThemeCss('prism-github', 'prism-dracula')
    expect(vars(css, 'html:root')).toEqual({
      ...vars(palettes, 'html:root'),
      '--prism-color': '#393a34',
      '--prism-background-color': '#f6f8fa',
    })
    expect(vars(css, 'html[data-theme="dark"]:root')).toEqual({
      ...vars(palettes, 'html[data-theme="dark"]:root'),
      '--prism-color': '#f8f8f2',
      '--prism-background-color': '#282a36',
    })
    expect(vars(css, 'html:root')['--sh-background']).toBe('#f6f8fa')
    // github's two keyword styles, in its order: the later wins, as prism-react-renderer merges them.
    const lightRules = css
      .split('}')
      .filter((r) => r.startsWith('html:not([data-theme="dark"])') && r.includes('.token.keyword'))
    expect(lightRules).toEqual([
      'html:not([data-theme="dark"]) .code-block :is(.token.atrule,.token.keyword,.token.attr-name,.token.selector){color:#007ba4',
      'html:not([data-theme="dark"]) .code-block :is(.token.tag,.token.selector,.token.keyword){color:#00009f',
    ])
    // #999988 is 2.7:1 on #f6f8fa: darkened to 4.5:1; dracula's rgb() colours as hex.
    expect(css).toContain(
      ':is(.token.comment,.token.prolog,.token.doctype,.token.cdata){color:#737366;font-style:italic}',
    )
    expect(css).toContain('html[data-theme="dark"] .code-block :is(.token.inserted,.token.function){color:#50fa7b}')
    expect(css).toContain('html:not([data-theme="dark"]) .code-block :is(.token.namespace){opacity:0.7}')
    const scoped = prismThemeCss(
      {
        plain: { color: '#000000', backgroundColor: '#ffffff' },
        styles: [
          { types: ['tag'], style: { color: '#0000ff', fontSize: 14, fontWeight: 700 }, languages: ['html', 'jsx'] },
          { types: ['never'], style: { color: '#00ff00' }, languages: [] },
          { types: ['bad}type'], style: { color: 'red' } },
          { types: ['x'], style: { color: 'red;}' } },
          { types: ['y'], style: { fontFamily: '"Fira' } },
          { types: ['z'], style: { color: 'red/*' } },
        ],
      },
      undefined,
    )
    // Scoped by language in any case, and no more specific for it (`:where`): order decides, as in
    // prism-react-renderer; numbers are pixels but React's unitless ones.
    expect(scoped).toContain(
      'html:not([data-theme="dark"]) .code-block:where([data-language="html" i],[data-language="jsx" i]) :is(.token.tag){color:#0000ff;font-size:14px;font-weight:700}',
    )
    expect(scoped).toContain(
      'html[data-theme="dark"] .code-block:where([data-language="html" i],[data-language="jsx" i]) :is(.token.tag){color:#0000ff;font-size:14px;font-weight:700}',
    ) // no darkTheme: the theme in both modes
    expect(scoped).not.toContain('never') // a style for no language applies to none
    expect(scoped).not.toMatch(/bad|red|Fira/) // what would break the stylesheet is left out
    // Block colours from the site's CSS variables (lunarvim.org's one theme for both modes): the block's as
    // written, in each mode; its token colours too.
    const vars2 = prismThemeCss(
      {
        plain: { color: 'var(--normal-white)', backgroundColor: 'var(--normal-black)' },
        styles: [{ types: ['keyword'], style: { color: 'var(--normal-cyan)' } }],
      },
      undefined,
    )
    for (const root of ['html:root{', 'html[data-theme="dark"]:root{'])
      expect(vars2).toContain(
        `${root}--sh-background:var(--normal-black);--prism-background-color:var(--normal-black);--sh-foreground:var(--normal-white);--prism-color:var(--normal-white)}`,
      )
    expect(vars2).toContain('html[data-theme="dark"] .code-block :is(.token.keyword){color:var(--normal-cyan)}')
    expect(vars2.lastIndexOf('--sh-background:var(--normal-black)')).toBeGreaterThan(
      vars2.lastIndexOf('--sh-background:#'),
    ) // after the fallback palette
  })
})
