import fs from 'node:fs'
import path from 'node:path'
import { describe, expect, test } from 'vitest'
import { THEME_DIR } from '../../core/locations.js'
import type { CompiledPage } from '../../core/types.js'
import { FIT, infimaSheet, makeInfimaSheet, usesInfima, withInfima } from './infima.js'
import { infimaVariablesFor, nestedLinkColours } from './infima-variables.js'

const page = (html: string): CompiledPage =>
  ({
    html,
    source: { sourcePath: '/site/docs/a.mdx' },
    styles: ['assets/css/pages.1234abcd.css'],
    assets: [{ from: '/x.css', to: 'assets/css/pages.1234abcd.css', stylesheet: true }],
  }) as unknown as CompiledPage

describe('29.1 Infima sheet', () => {
  test('29.1 keeps the components and utilities, drops element resets and the parts the theme draws', async () => {
    const { css: sheet, classes } = await infimaSheet()
    // The theme-fit rules (FIT) aside, which name the theme's `.markdown`.
    expect(sheet.endsWith(FIT)).toBe(true)
    const css = sheet.slice(0, -FIT.length)
    for (const sel of [
      '.hero--primary',
      '.hero__title',
      '.container',
      '.row',
      '.col--4',
      '.button--secondary',
      '.button--lg',
      '.card__body',
      '.badge--primary',
      '.alert--info',
      '.avatar__name',
      '.margin-vert--lg',
      '.text--center',
      '.padding-horiz--md',
      '.pills__item',
    ]) {
      expect(css, sel).toContain(sel)
    }
    for (const sel of [
      '.navbar',
      '.menu__link',
      '.footer',
      '.pagination-nav',
      '.breadcrumbs',
      '.table-of-contents',
      '.markdown',
    ])
      expect(css, sel).not.toMatch(new RegExp(`\\${sel}(?![\\w-])`))
    // 31 A swizzled Tabs's `ul.tabs > li.tabs__item` are Infima's; the theme's own `div.tabs` is not touched.
    expect(css).toMatch(/\.tabs__item--active\{/)
    expect(css).toMatch(/ul\.tabs\{[^}]*display:flex/)
    expect(css).not.toMatch(/(?:^|[}{,])\.tabs[{,]/)
    expect(classes.has('tabs__item')).toBe(true)
    expect(classes.has('tabs')).toBe(false) // the theme's own tabs do not link the sheet
    // Element resets (body, a, h1, table, …) would fight the theme's own.
    expect(css).not.toMatch(/(?:^|[}{,])(?:body|html|a|h1|table|pre|code|blockquote|ul|img)[{,:]/)
    expect(classes.has('col--4')).toBe(true)
    // The stacking breakpoint is Infima's 996 px, the theme's too.
    expect(css).toMatch(/@media ?\(max-width:\s*996px\)\{[^@]*\.col\{/)
  })

  test("29.1 its variables have no specificity and take the theme's colours, so the site's primary and data-theme win", async () => {
    const { css } = await infimaSheet()
    expect(css).toMatch(/^:where\(:root\)\{[^}]*--ifm-color-primary:var\(--brand\)/)
    expect(css).toMatch(/:where\(html\[data-theme=(?:'dark'|dark)\]\)\{[^}]*--ifm-color-emphasis-0:/)
    // Only variables some kept rule reads: Infima's navbar variables are not set.
    expect(css).not.toContain('--ifm-navbar-height')
  })

  test('29.1 a page links it only for a class of the sheet that the theme does not style itself', async () => {
    const { classes } = await infimaSheet()
    expect(usesInfima('<div class="col col--4">x</div>', classes)).toBe(true)
    expect(usesInfima('<header class="hero hero--primary heroBanner_h1">x</header>', classes)).toBe(true)
    expect(usesInfima('<a class="button button--primary" href="/">x</a>', classes)).toBe(false)
    expect(usesInfima('<div class="markdown"><pre class="shiki"><code>container row</code></pre></div>', classes)).toBe(
      false,
    )
    // The cheap check every page pays, without the sheet, agrees.
    expect(usesInfima('<div class="text--center">x</div>')).toBe(true)
    expect(usesInfima("<div class='row'><div class='col'>raw HTML in markdown</div></div>")).toBe(true)
    expect(usesInfima('<p class="note">container</p>')).toBe(false)
  })

  test("29.1 no class of the sheet is one the theme's own CSS styles (it would link Infima on every page)", async () => {
    const { classes } = await infimaSheet()
    const dir = path.join(THEME_DIR, 'styles')
    const themeClasses = new Set(
      fs
        .readdirSync(dir)
        .filter((f) => f.endsWith('.css'))
        .flatMap((f) =>
          [...fs.readFileSync(path.join(dir, f), 'utf8').matchAll(/\.(-?[_a-zA-Z][\w-]*)/g)].map((m) => m[1]!),
        ),
    )
    expect([...classes].filter((c) => themeClasses.has(c))).toEqual([])
  })

  test("29.1 withInfima puts the sheet first among the page's stylesheets, and leaves other pages alone", async () => {
    const { page: linked, warnings } = await withInfima(page('<div class="row"><div class="col col--6">a</div></div>'))
    expect(warnings).toEqual([])
    expect(linked.styles![0]).toMatch(/^assets\/css\/infima\.[0-9a-f]{8}\.css$/)
    expect(linked.styles![1]).toBe('assets/css/pages.1234abcd.css')
    expect(linked.assets![0]).toMatchObject({ to: linked.styles![0], stylesheet: true })
    expect(fs.readFileSync(linked.assets![0]!.from, 'utf8')).toContain('.col--6')
    const plain = page('<p class="note">Hello</p>')
    expect((await withInfima(plain)).page).toBe(plain)
  })

  test("29.1 classes of Infima's other parts that nothing styles are named in a warning; the theme's own are not", async () => {
    const { page: p, warnings } = await withInfima(
      page('<div class="dropdown__menu"></div><nav class="pagination-nav"></nav>'),
    )
    expect(warnings).toHaveLength(1)
    expect(warnings[0]).toMatch(/^\/site\/docs\/a\.mdx: Infima's `dropdown__menu` is not styled here/)
    expect(warnings[0]).toMatch(/style it in customCss$/)
    // No class of the kept parts: no sheet.
    expect(p.styles).toEqual(['assets/css/pages.1234abcd.css'])
  })

  test('29.1 a selector list keeps only its selectors of kept parts; media queries follow', async () => {
    const { css } = await makeInfimaSheet(`:root{--ifm-a:1px;--ifm-b:var(--ifm-a);--ifm-unused:2px}
      .navbar .button,.button{padding:var(--ifm-b)}
      h1{margin:0}
      @media (max-width:996px){.navbar{display:none}.col{flex-basis:100%}}`)
    expect(css).toContain('--ifm-a:1px')
    expect(css).toContain('--ifm-b:var(--ifm-a)')
    expect(css).not.toContain('--ifm-unused')
    expect(css).not.toContain('.navbar')
    expect(css).not.toContain('h1')
    expect(css).toMatch(/\.button\{padding:var\(--ifm-b\)\}/)
    expect(css).toMatch(/@media ?\(max-width:996px\)\{\.col\{flex-basis:100%\}\}/)
  })

  test('31 variables set in a media query stay in it: no transitions only for readers who ask for reduced motion', async () => {
    const { css } = await makeInfimaSheet(`:root{--ifm-transition-fast:200ms}
      .button{transition:color var(--ifm-transition-fast)}
      @media (prefers-reduced-motion:reduce){:root{--ifm-transition-fast:0ms}}`)
    expect(css).toMatch(/:where\(:root\)\{--ifm-transition-fast:\.2s\}/) // 200ms, as esbuild writes it
    expect(css).toMatch(/@media ?\(prefers-reduced-motion:reduce\)\{:root\{--ifm-transition-fast:0ms\}\}/)
    // The installed Infima's sheet too.
    expect((await infimaSheet()).css).toMatch(/:where\(:root\)\{[^}]*--ifm-transition-fast:\.2s/)
  })
})

describe("31 the Infima variables a Docusaurus site's own CSS reads", () => {
  test("31 are set as Infima sets them (the theme's colours for its own), with what they read, on no-specificity blocks; nothing it does not read", () => {
    const site =
      '.component p{color:var(--ifm-font-color-base)}.component{border:1px solid var(--ifm-table-border-color)}html[data-theme=dark] .component{border-color:var(--ifm-color-emphasis-200)}:root{--ifm-color-primary:#0a7ea4}'
    const blocks = infimaVariablesFor(site)
    const light = /^:where\(:root\)\{([^}]*)\}/.exec(blocks)![1]!.split(';')
    const dark = /:where\(html\[data-theme='dark'\]\)\{([^}]*)\}$/.exec(blocks)![1]!.split(';')
    // --ifm-font-color-base reads --ifm-color-content, which is the theme's text colour.
    expect(light).toContain('--ifm-font-color-base:var(--ifm-color-content)')
    expect(light).toContain('--ifm-color-content:var(--c-text)')
    // --ifm-table-border-color reads --ifm-color-emphasis-300, defined in both modes.
    expect(light).toContain('--ifm-table-border-color:var(--ifm-color-emphasis-300)')
    expect(light.some((d) => d.startsWith('--ifm-color-emphasis-300:'))).toBe(true)
    expect(dark.some((d) => d.startsWith('--ifm-color-emphasis-300:'))).toBe(true)
    expect(dark.some((d) => d.startsWith('--ifm-color-emphasis-200:'))).toBe(true)
    // A variable the site only sets is its own: not set here.
    expect(light.some((d) => d.startsWith('--ifm-color-primary:'))).toBe(false)
    expect(blocks).not.toContain('--ifm-navbar-height')
    expect(infimaVariablesFor('.a{color:red}')).toBe('')
  })
})

describe('31 link colours a Docusaurus site sets on a part of the page', () => {
  test("31 reach the theme's links there (a band of links in white); the page's own are left to the Infima mapping", () => {
    const css =
      '.usage_h1{background:#3b76c3;--ifm-link-color:white;--ifm-link-hover-color:#eee}:root{--ifm-link-color:#123}[data-theme=dark]{--ifm-link-color:#abc}@media (min-width:996px){.band a,.band{--ifm-link-color:red}}'
    const out = nestedLinkColours(css)
    expect(out).toContain('.usage_h1{--c-link:var(--ifm-link-color);--c-link-hover:var(--ifm-link-hover-color)}')
    expect(out).toMatch(
      /@media \(min-width:996px\)\{\.band a,\.band\{--ifm-link-color:red\}\s*\.band a,\.band\{--c-link:var\(--ifm-link-color\)\}\}/,
    )
    expect(out.match(/--c-link:/g)).toHaveLength(2) // not for :root nor the dark block
    expect(nestedLinkColours('.a{color:red}')).toBe('.a{color:red}')
  })
})
