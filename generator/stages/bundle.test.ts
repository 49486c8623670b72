import { describe, expect, test } from 'vitest'
import { normalizeConfig } from './config.js'
import { bundleCustomCss, infimaMapping } from './bundle.js'
import { errorText, makeSite, rejection } from '../test/helpers.js'

const configOf = (root: string, customCss: string[], baseUrl = '/') => ({ ...normalizeConfig(root, { customCss, baseUrl }, null), configFile: `${root}/site.config.ts` })

describe('bundle: the site\'s customCss', () => {
  test('the Infima variables a custom.css sets are mapped onto the theme\'s accent; nothing when it sets none', () => {
    expect(infimaMapping(':root{--ifm-color-primary:#2e8555}')).toBe('html:root{--brand:var(--ifm-color-primary);--brand-ink:var(--ifm-color-primary);--c-link:var(--ifm-color-primary);--c-link-hover:var(--ifm-color-primary);--c-focus:var(--ifm-color-primary);--cwc-progress-color:var(--ifm-color-primary)}')
    expect(infimaMapping(':root{--docusaurus-highlighted-code-line-bg: rgba(0,0,0,.1)}')).toBe('html:root{--c-code-highlight:var(--docusaurus-highlighted-code-line-bg)}')
    expect(infimaMapping('.hero{color:var(--ifm-color-primary)}')).toBe('') // read, not set
    expect(infimaMapping('body{margin:0}')).toBe('')
  })

  test('files are bundled in order into one hashed stylesheet; files url() points at are copied under the base URL', async () => {
    const root = makeSite({
      'src/css/a.css': '@import "./b.css";\n.a { background: url(../img/dot.png) }',
      'src/css/b.css': '.b { color: red }',
      'src/css/c.css': '.c { color: blue }',
      'src/img/dot.png': new Uint8Array([137, 80, 78, 71]),
    })
    const result = (await bundleCustomCss(configOf(root, [`${root}/src/css/a.css`, `${root}/src/css/c.css`], '/docs/')))!
    const css = result.files.find((f) => f.path.endsWith('.css'))!
    expect(result.url).toBe('/docs/' + css.path)
    expect(css.path).toMatch(/^assets\/custom\.[0-9a-f]{8}\.css$/)
    expect(String(css.contents)).toMatch(/^\.b\{color:red\}\.a\{background:url\("\/docs\/assets\/files\/dot\.\w+\.png"\)\}\.c\{color:#00f\}/)
    expect(result.files.map((f) => f.path)).toContainEqual(expect.stringMatching(/^assets\/files\/dot\.\w+\.png$/))
    expect(result.warnings).toEqual([])
    expect(await bundleCustomCss(configOf(root, []))).toBeNull()
  })

  test('url(\'@site/…\') names a file from the site root, as in Docusaurus', async () => {
    const root = makeSite({ 'static/css/custom.css': ".hero { background: url('@site/static/img/wave.svg') }", 'static/img/wave.svg': '<svg xmlns="http://www.w3.org/2000/svg"/>' })
    const result = (await bundleCustomCss(configOf(root, [`${root}/static/css/custom.css`])))!
    expect(String(result.files.find((f) => f.path.endsWith('.css'))!.contents)).toMatch(/url\("\/assets\/files\/wave\.\w+\.svg"\)/)
  })

  test('what esbuild ignores in the CSS is named in a warning with file and line', async () => {
    const root = makeSite({ 'src/css/late.css': '.a { color: red }\n@import "./b.css";\n', 'src/css/b.css': '.b { color: blue }' })
    const result = (await bundleCustomCss(configOf(root, [`${root}/src/css/late.css`])))!
    expect(result.warnings).toEqual([expect.stringMatching(new RegExp(`^${root}/src/css/late.css:2: .*@import`))])
  })

  test('a missing file or a non-CSS file is an error naming the config; a broken @import names the CSS file and line', async () => {
    const root = makeSite({ 'src/css/custom.scss': '$x: 1;', 'src/css/bad.css': '/* tokens */\n@import "./nope.css";\n.a { color: red }\n' })
    const missing = await rejection(bundleCustomCss(configOf(root, [`${root}/src/css/custom.css`, `${root}/src/css/custom.scss`])))
    expect(errorText(missing)).toContain(`\`customCss\` names ${root}/src/css/custom.css, which does not exist`)
    expect(errorText(missing)).toContain('which is not a .css file')
    expect(errorText(missing)).toContain(`${root}/site.config.ts`)
    const broken = await rejection(bundleCustomCss(configOf(root, [`${root}/src/css/bad.css`])))
    expect(broken).toMatchObject({ file: `${root}/src/css/bad.css`, line: 2 })
    expect(broken.message).toMatch(/Could not bundle customCss: .*nope\.css/)
  })
})
