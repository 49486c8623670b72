import { describe, expect, test } from 'vitest'
import { normalizeConfig } from './config.js'
import { bundleClientModules, bundleCustomCss, infimaMapping, legibleOnWhite, withClientModules } from './bundle.js'
import { errorText, makeSite, rejection } from '../test/helpers.js'

const configOf = (root: string, customCss: string[], baseUrl = '/') => ({
  ...normalizeConfig(root, { customCss, baseUrl }, null),
  configFile: `${root}/site.config.ts`,
})

describe("bundle: the site's customCss", () => {
  test("the Infima variables a custom.css sets are mapped onto the theme's accent; nothing when it sets none", () => {
    const css = infimaMapping(':root{--ifm-color-primary:#2e8555}')
    const block = (sel: string) =>
      css
        .slice(css.indexOf(sel + '{') + sel.length + 1)
        .split('}')[0]!
        .split(';')
    // Light: the primary itself for fills; links in it where it reads at 4.5:1 (else brought down in
    // luminance); other text capped in OKLCH lightness (the active item from -darker); tints mixed into the
    // page.
    expect(block('html:root')).toEqual([
      '--brand:var(--ifm-color-primary)',
      '--brand-ink:oklch(from var(--ifm-color-primary) min(l,.48) c h)',
      `--c-link:${legibleOnWhite('var(--ifm-color-primary)')}`,
      '--c-link-hover:oklch(from var(--ifm-color-primary-darker,var(--ifm-color-primary)) min(l,.48) c h)',
      '--c-accent-text:oklch(from var(--ifm-color-primary-darker,var(--ifm-color-primary)) min(l,.48) c h)',
      '--c-accent-bg:color-mix(in srgb,var(--ifm-color-primary) 12%,var(--c-bg))',
      '--c-focus:var(--brand-ink)',
      '--cwc-progress-color:var(--ifm-color-primary)',
      '--c-code-highlight:color-mix(in srgb,var(--ifm-color-primary) 14%,transparent)',
    ])
    // Dark: text raised in lightness (the active item from -lighter).
    expect(block('html[data-theme="dark"]:root')).toContain(
      '--c-accent-text:oklch(from var(--ifm-color-primary-lighter,var(--ifm-color-primary)) max(l,.75) c h)',
    )
    expect(block('html[data-theme="dark"]:root')).toContain('--c-link:var(--brand-ink)')
    // Text on the primary: white below the lightness where both reach 4.5:1, near-black above; hover on -dark.
    expect(css).toContain(
      '.button--primary{color:color(from var(--ifm-color-primary) xyz-d65 calc(clamp(0,(.1833 - y)*1e5,1)*.95047) clamp(0,(.1833 - y)*1e5,1) calc(clamp(0,(.1833 - y)*1e5,1)*1.08883))}',
    )
    expect(css).toContain('.button--primary:hover{background:var(--ifm-color-primary-dark,var(--ifm-color-primary));')
    expect(css).toContain('.footer--dark{--c-link:oklch(from var(--ifm-color-primary) max(l,.75) c h)}')
    // Older browsers: Infima's darkest/lightest shades.
    expect(css).toMatch(
      /@supports not \(color:oklch\(from red l c h\)\)\{html:root\{--brand-ink:var\(--ifm-color-primary-darkest,var\(--ifm-color-primary\)\);/,
    )
    // A shade alone is not the primary.
    expect(infimaMapping(':root{--ifm-color-primary-dark:#29784c}')).toBe('')
    expect(infimaMapping(':root{--docusaurus-highlighted-code-line-bg: rgba(0,0,0,.1)}')).toBe(
      'html:root{--c-code-highlight:var(--docusaurus-highlighted-code-line-bg)}html[data-theme="dark"]:root{--c-code-highlight:var(--docusaurus-highlighted-code-line-bg)}',
    )
    expect(infimaMapping('.hero{color:var(--ifm-color-primary)}')).toBe('') // read, not set
    expect(infimaMapping('body{margin:0}')).toBe('')
  })

  test('fonts, code size and navbar/footer backgrounds a custom.css sets reach the theme', () => {
    expect(
      infimaMapping(
        ':root{--ifm-font-family-base:"Inter",sans-serif;--ifm-font-family-monospace:"Fira Code",monospace}',
      ),
    ).toBe('html:root{--font-sans:var(--ifm-font-family-base);--font-mono:var(--ifm-font-family-monospace)}')
    expect(infimaMapping(':root{--ifm-heading-font-family:Georgia}')).toBe(
      '.markdown :is(h1,h2,h3,h4,h5,h6){font-family:var(--ifm-heading-font-family)}',
    )
    expect(infimaMapping(':root{--ifm-code-font-size:95%}')).toBe(
      '.markdown :not(pre)>code,.markdown pre{font-size:var(--ifm-code-font-size)}',
    )
    expect(infimaMapping(':root{--ifm-navbar-background-color:#111}')).toBe(
      '.navbar{background:var(--ifm-navbar-background-color)}',
    )
    // A dark footer keeps its own background unless the site sets the variable on it (Infima's rule).
    expect(infimaMapping(':root{--ifm-footer-background-color:#eee}')).toBe(
      ':where(.footer--dark){--ifm-footer-background-color:#1d1e22}.footer{background:var(--ifm-footer-background-color)}',
    )
  })

  test('files are bundled in order into one hashed stylesheet; files url() points at are copied under the base URL', async () => {
    const root = makeSite({
      'src/css/a.css': '@import "./b.css";\n.a { background: url(../img/dot.png) }',
      'src/css/b.css': '.b { color: red }',
      'src/css/c.css': '.c { color: blue }',
      'src/img/dot.png': new Uint8Array([137, 80, 78, 71]),
    })
    const result = (await bundleCustomCss(
      configOf(root, [`${root}/src/css/a.css`, `${root}/src/css/c.css`], '/docs/'),
    ))!
    const css = result.files.find((f) => f.path.endsWith('.css'))!
    expect(result.url).toBe('/docs/' + css.path)
    expect(css.path).toMatch(/^assets\/custom\.[0-9a-f]{8}\.css$/)
    expect(String(css.contents)).toMatch(
      /^\.b\{color:red\}\.a\{background:url\("\/docs\/assets\/files\/dot\.\w+\.png"\)\}\.c\{color:#00f\}/,
    )
    expect(result.files.map((f) => f.path)).toContainEqual(expect.stringMatching(/^assets\/files\/dot\.\w+\.png$/))
    expect(result.warnings).toEqual([])
    expect(await bundleCustomCss(configOf(root, []))).toBeNull()
  })

  test("url('@site/…') names a file from the site root, as in Docusaurus", async () => {
    const root = makeSite({
      'static/css/custom.css': ".hero { background: url('@site/static/img/wave.svg') }",
      'static/img/wave.svg': '<svg xmlns="http://www.w3.org/2000/svg"/>',
    })
    const result = (await bundleCustomCss(configOf(root, [`${root}/static/css/custom.css`])))!
    expect(String(result.files.find((f) => f.path.endsWith('.css'))!.contents)).toMatch(
      /url\("\/assets\/files\/wave\.\w+\.svg"\)/,
    )
  })

  test('what esbuild ignores in the CSS is named in a warning with file and line', async () => {
    const root = makeSite({
      'src/css/late.css': '.a { color: red }\n@import "./b.css";\n',
      'src/css/b.css': '.b { color: blue }',
    })
    const result = (await bundleCustomCss(configOf(root, [`${root}/src/css/late.css`])))!
    expect(result.warnings).toEqual([expect.stringMatching(new RegExp(`^${root}/src/css/late.css:2: .*@import`))])
  })

  test('a missing file or a non-CSS file is an error naming the config; a broken @import names the CSS file and line', async () => {
    const root = makeSite({
      'src/css/custom.less': '@x: 1;',
      'src/css/bad.css': '/* tokens */\n@import "./nope.css";\n.a { color: red }\n',
    })
    const missing = await rejection(
      bundleCustomCss(configOf(root, [`${root}/src/css/custom.css`, `${root}/src/css/custom.less`])),
    )
    expect(errorText(missing)).toContain(`\`customCss\` names ${root}/src/css/custom.css, which does not exist`)
    expect(errorText(missing)).toContain('which is not a .css, .scss or .sass file')
    expect(errorText(missing)).toContain(`${root}/site.config.ts`)
    const broken = await rejection(bundleCustomCss(configOf(root, [`${root}/src/css/bad.css`])))
    expect(broken).toMatchObject({ file: `${root}/src/css/bad.css`, line: 2 })
    expect(broken.message).toMatch(/Could not bundle customCss: .*nope\.css/)
  })

  test('28.1 a .scss customCss is compiled with Sass (variables, nesting, @use of a partial) and mapped like CSS', async () => {
    const root = makeSite({
      'src/css/_tokens.scss': '$brand: #2e8555;\n',
      'src/css/custom.scss':
        '@use "tokens";\n:root { --ifm-color-primary: #{tokens.$brand}; }\n.hero { .title { color: tokens.$brand; } }\n',
      'src/css/plain.sass': '.box\n  margin: 2px\n',
    })
    const result = (await bundleCustomCss(
      configOf(root, [`${root}/src/css/custom.scss`, `${root}/src/css/plain.sass`]),
    ))!
    const css = String(result.files.find((f) => f.path.endsWith('.css'))!.contents)
    expect(css).toContain('.hero .title{color:#2e8555}')
    expect(css).toContain('.box{margin:2px}')
    expect(css).toMatch(/--ifm-color-primary: ?#2e8555/)
    expect(css).toContain('--brand:var(--ifm-color-primary)') // the Infima mapping saw the compiled variable
  })

  test('28.1 a Sass error in customCss names the .scss file and line', async () => {
    const root = makeSite({ 'src/css/custom.scss': '.a {\n  color: red;\n  width: $missing;\n}\n' })
    const err = await rejection(bundleCustomCss(configOf(root, [`${root}/src/css/custom.scss`])))
    expect(err).toMatchObject({ file: `${root}/src/css/custom.scss`, line: 3 })
    expect(err.message).toMatch(/Sass: Undefined variable/)
    expect(errorText(err)).toContain('Fix the Sass at that line')
  })
})

const text = (c: string | Uint8Array) => (typeof c === 'string' ? c : Buffer.from(c).toString('utf8'))

describe("bundle: the site's clientModules (issue 28.5)", () => {
  test('28.5 JS and CSS client modules become one module script and one stylesheet; gtag adds its route tracker', async () => {
    const root = makeSite({
      'src/a.js':
        "import ExecutionEnvironment from '@docusaurus/ExecutionEnvironment'\nimport './a.css'\nexport function onRouteDidUpdate() { if (ExecutionEnvironment.canUseDOM) window.seen = 'a-module' }\n",
      'src/a.css': '.a { color: red }',
      'src/b.css': '.b { color: blue }',
    })
    const config = {
      ...normalizeConfig(
        root,
        { clientModules: ['./src/a.js', './src/b.css'], baseUrl: '/docs/', gtag: { trackingID: 'G-1' } },
        null,
      ),
      configFile: `${root}/site.config.ts`,
    }
    const result = (await bundleClientModules(config))!
    expect(result.script).toMatch(/^\/docs\/assets\/client-modules\.\w+\.js$/)
    expect(result.css).toMatch(/^\/docs\/assets\/client-modules\.\w+\.css$/)
    const js = text(result.files.find((f) => f.path.endsWith('.js'))!.contents)
    expect(js).toContain('a-module')
    expect(js).toContain('page_view') // theme/runtime/gtag.ts
    expect(js).toContain('cwc:navigated')
    expect(text(result.files.find((f) => f.path.endsWith('.css'))!.contents)).toBe('.a{color:red}.b{color:#00f}\n')
    const client = {
      files: [],
      assets: { script: '/r.js', css: '/s.css', searchScript: '/q.js', inlineHead: '' },
      scriptGzipBytes: 100,
      cssGzipBytes: 1,
    }
    const merged = withClientModules(client, result)
    expect(merged.assets).toMatchObject({ clientScript: result.script, clientCss: result.css })
    expect(merged.scriptGzipBytes).toBeGreaterThan(100) // every page loads it: counted in the JS budget
    expect(await bundleClientModules(normalizeConfig(root, {}, null))).toBeNull()
  })

  test("28.5 an import a client module cannot resolve names the module's file and line, and what to do", async () => {
    const root = makeSite({ 'src/a.js': "// first\nimport x from 'not-installed-pkg'\nexport default x\n" })
    const err = await rejection(
      bundleClientModules({
        ...normalizeConfig(root, { clientModules: ['./src/a.js'] }, null),
        configFile: `${root}/docusaurus.config.js`,
      }),
    )
    expect(err).toMatchObject({ file: `${root}/src/a.js`, line: 2 })
    expect(errorText(err)).toMatch(/Could not bundle clientModules: .*not-installed-pkg/)
    expect(errorText(err)).toContain('npm install not-installed-pkg')
    // A module named in the config that does not resolve: the config file is named, with what to give instead.
    const named = await rejection(
      bundleClientModules({
        ...normalizeConfig(root, { clientModules: ['no-such-client-package'] }, null),
        configFile: `${root}/docusaurus.config.js`,
      }),
    )
    expect(named).toMatchObject({ file: `${root}/docusaurus.config.js` })
    expect(errorText(named)).toMatch(/`clientModules` names "no-such-client-package"/)
  })
})

describe('bundle: Infima variables public custom.css files set most (issue 29.6)', () => {
  test('29.6 --ifm-link-color (and hover) become the link colours, kept legible as the primary is', () => {
    const css = infimaMapping(':root{--ifm-link-color:#0972d3;--ifm-link-hover-color:#033160}')
    expect(css).toContain(
      `html:root{--c-link:${legibleOnWhite('var(--ifm-link-color)')};--c-link-hover:oklch(from var(--ifm-link-hover-color) min(l,.48) c h)}`,
    )
    expect(css).toContain('html[data-theme="dark"]:root{--c-link:oklch(from var(--ifm-link-color) max(l,.75) c h)')
    // After the primary's own link colour, so the site's link colour wins.
    const both = infimaMapping(':root{--ifm-color-primary:#2e8555;--ifm-link-color:#0972d3}')
    expect(both.indexOf(`--c-link:${legibleOnWhite('var(--ifm-link-color)')}`)).toBeGreaterThan(
      both.indexOf(`--c-link:${legibleOnWhite('var(--ifm-color-primary)')}`),
    )
  })

  test('29.6 --ifm-background-color is the page background in light mode, and in dark mode only when a dark block sets it', () => {
    const light = infimaMapping(':root{--ifm-background-color:#fffbfe}')
    expect(light).toContain('html:not([data-theme="dark"]):root{--c-bg:var(--ifm-background-color)}')
    expect(light).not.toContain('html[data-theme="dark"]:root')
    const both = infimaMapping(
      ":root{--ifm-background-color:#fffbfe}[data-theme='dark']{--ifm-background-color:#101014}",
    )
    expect(both).toContain('html[data-theme="dark"]:root{--c-bg:var(--ifm-background-color)}')
    // Set in the dark block alone: light mode keeps the theme's (mapping it would read the theme's back, a cycle).
    const darkOnly = infimaMapping("[data-theme='dark']{--ifm-background-color:#101014}")
    expect(darkOnly).not.toContain('html:not([data-theme="dark"])')
    expect(darkOnly).toContain('html[data-theme="dark"]:root{--c-bg:var(--ifm-background-color)}')
  })

  test("the body text is the site's --ifm-color-content or --ifm-font-color-base (the second wins), the secondary text its --ifm-color-content-secondary; dark mode only from a dark block", () => {
    // uncefact/spec-untp sets `:root { --ifm-color-content: #232221 }`: Docusaurus's body text is that colour.
    const light = infimaMapping(':root{--ifm-color-content:#232221;--ifm-color-content-secondary:#555}')
    expect(light).toContain(
      'html:not([data-theme="dark"]):root{--c-text:var(--ifm-color-content);--c-text-2:var(--ifm-color-content-secondary)}',
    )
    expect(light).not.toContain('html[data-theme="dark"]')
    const base = infimaMapping(':root{--ifm-color-content:#232221;--ifm-font-color-base:#111}')
    expect(base.indexOf('--c-text:var(--ifm-font-color-base)')).toBeGreaterThan(
      base.indexOf('--c-text:var(--ifm-color-content)'),
    )
    const dark = infimaMapping('html[data-theme="dark"]:root{--ifm-color-content:#eee}')
    expect(dark).toBe('html[data-theme="dark"]:root{--c-text:var(--ifm-color-content)}')
  })

  test("29.6 --ifm-navbar-height sets the bar's height; nothing for a sheet without Infima variables", () => {
    expect(infimaMapping(':root{--ifm-navbar-height:4.5rem}')).toBe('html:root{--navbar-h:var(--ifm-navbar-height)}')
    expect(infimaMapping('.hero{padding:0}')).toBe('')
  })
})

describe('the site stylesheet: navbar style and code themes (issue 29.2, 29.3)', () => {
  test("29.3 navbar.style / hideOnScroll rules join the site sheet only when set; the site's own CSS comes after them", async () => {
    const root = makeSite({ 'src/css/a.css': '.navbar--dark{--c-bg:#000}' })
    const plain = configOf(root, [])
    expect(await bundleCustomCss(plain)).toBeNull()
    const styled = { ...plain, navbar: { ...plain.navbar, style: 'dark' as const } }
    const only = String((await bundleCustomCss(styled))!.files[0]!.contents)
    expect(only).toContain('.navbar--dark{')
    expect(only).toContain('.navbar--hidden{')
    const withOwn = String(
      (await bundleCustomCss({ ...styled, customCss: [`${root}/src/css/a.css`] }))!.files[0]!.contents,
    )
    expect(withOwn.lastIndexOf('.navbar--dark{--c-bg:#000}')).toBeGreaterThan(withOwn.indexOf('.navbar--dark{'))
  })

  test("29 a Docusaurus project's sheet starts with the Infima look (headings, code, footer); a site.config.ts site never gets it", async () => {
    const root = makeSite({ 'src/css/a.css': '.footer--dark{--ifm-footer-background-color:#123456}' })
    const cwc = configOf(root, [])
    expect(await bundleCustomCss(cwc)).toBeNull()
    const docusaurus = { ...cwc, layout: 'docusaurus' as const }
    const only = String((await bundleCustomCss(docusaurus))!.files[0]!.contents)
    expect(only).toContain('.markdown__body>h2,.blog-post__body>h2{')
    expect(only).toMatch(/--ifm-footer-background-color: ?#303846/)
    expect(only).toContain(':where(.react-page,cwc-root-frame>:not(cwc-root)) :where(h1,h2,h3,h4,h5,h6){')
    // The site's own rules come after it, so they win.
    const withOwn = String(
      (await bundleCustomCss({ ...docusaurus, customCss: [`${root}/src/css/a.css`] }))!.files[0]!.contents,
    )
    expect(withOwn.indexOf('#123456')).toBeGreaterThan(withOwn.indexOf('#303846'))
    const withCss = String(
      (await bundleCustomCss({ ...cwc, customCss: [`${root}/src/css/a.css`] }))!.files[0]!.contents,
    )
    expect(withCss).not.toContain('#303846')
  })

  test("29.2 prism.theme / darkTheme become the palette after the site's CSS", async () => {
    const root = makeSite({ 'src/css/a.css': '.a{color:red}' })
    const config = configOf(root, [`${root}/src/css/a.css`])
    const css = String(
      (await bundleCustomCss({
        ...config,
        prism: { additionalLanguages: [], theme: 'github-light', darkTheme: 'dracula' },
      }))!.files[0]!.contents,
    )
    expect(css).toMatch(
      /^\.a\{color:red\}[\s\S]*html:root\{--sh-background:#fff[\s\S]*html\[data-theme="dark"\]:root\{--sh-background:#282a36/,
    )
    const none = String((await bundleCustomCss(config))!.files[0]!.contents)
    expect(none).not.toContain('--sh-')
  })
})
