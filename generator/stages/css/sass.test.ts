/**
 * Sass where content meets it: a site component importing a `.module.scss`
 * and a plain `.scss`, and MDX importing a `.scss` module, compiled into the stylesheets the page
 * links; a Sass error names the file and line. (customCss: bundle.test.ts.)
 */
import fs from 'node:fs'
import path from 'node:path'
import { beforeAll, describe, expect, test } from 'vitest'
import type { Processor } from 'unified'
import { parseSource } from '../content.js'
import { compileMarkdown, createProcessor, getHighlighter } from '../markdown/processor.js'
import { compileSass, loadSass } from './sass.js'
import { errorText, makeSite, rejection } from '../../test/helpers.js'

let processor: Processor
let root: string
beforeAll(async () => {
  root = makeSite({
    'src/css/_vars.scss': '$accent: #123456;\n',
    'src/Card/index.jsx':
      "import s from './styles.module.scss'\nimport './global.scss'\nexport default function Card() { return <div className={s.card}><span className={s.title}>t</span></div> }\n",
    'src/Card/styles.module.scss':
      "@use '../css/vars';\n.card { border: 1px solid vars.$accent; .title { font-weight: 700; } }\n",
    'src/Card/global.scss': '$m: 3px;\n.shared { margin: $m * 2; }\n',
    'src/Bad/index.jsx':
      "import s from './bad.module.scss'\nexport default function Bad() { return <p className={s.x}>x</p> }\n",
    'src/Bad/bad.module.scss': '.x {\n  color: red;\n  @include nope;\n}\n',
    'content/docs/page.module.sass': '.note\n  color: red\n',
  })
  processor = createProcessor({
    highlighter: await getHighlighter(),
    resolveLink: () => null,
    siteRoot: root,
    baseUrl: '/',
    siteConfig: { title: 'T' },
  })
}, 60_000)

const compile = (text: string, rel = 'page.mdx') =>
  compileMarkdown({ ...parseSource(text, path.join(root, 'content/docs', rel), 'doc', rel), format: 'mdx' }, processor)

describe('Sass (docusaurus-plugin-sass)', () => {
  test('28.1 `sass` resolves from the site first, else from this generator', async () => {
    expect(typeof (await loadSass(root))?.compileAsync).toBe('function')
  })

  test("28.1 a component's .module.scss is a CSS module (nesting, @use) and its plain .scss a stylesheet; MDX imports a .module.sass", async () => {
    const { page, warnings } = await compile(
      "import Card from '@site/src/Card'\nimport s from './page.module.sass'\n\n<Card />\n\n<p className={s.note}>n</p>\n",
    )
    expect(warnings).toEqual([])
    const card = /<div class="([^"]+)"><span class="([^"]+)">/.exec(page.html)!
    expect(card[1]).toMatch(/^styles_h[0-9a-f]{5}_card$/)
    expect(card[2]).toMatch(/^styles_h[0-9a-f]{5}_title$/)
    const note = /<p class="([^"]+)">n/.exec(page.html)![1]!
    expect(note).toMatch(/^page_h[0-9a-f]{5}_note$/)
    const css = page
      .styles!.map((f) => fs.readFileSync(page.assets!.find((x) => x.to === f && x.stylesheet)!.from, 'utf8'))
      .join('')
    expect(css).toContain(`.${card[1]}{border:1px solid #123456}`)
    expect(css).toContain(`.${card[1]} .${card[2]}{font-weight:700}`)
    expect(css).toContain('.shared{margin:6px}')
    expect(css).toContain(`.${note}{color:red}`)
  })

  test('28.1 a Sass error names the .scss file and its line', async () => {
    const direct = await compileSass(path.join(root, 'src/Bad/bad.module.scss'), root)
    expect(direct.errors?.[0]).toMatchObject({
      location: { file: path.join(root, 'src/Bad/bad.module.scss'), line: 3 },
    })
    const err = await rejection(compile("import Bad from '@site/src/Bad'\n\n<Bad />\n"))
    expect(errorText(err)).toMatch(/bad\.module\.scss:3:\d+: Sass: Undefined mixin/)
  })

  test('28.1 without `sass` in the site (nor here), a Sass file is an error naming it, with the command that installs it', async () => {
    const file = path.join(root, 'src/Card/global.scss')
    const result = await compileSass(file, root, [root])
    expect(result.css).toBeUndefined()
    expect(result.errors).toEqual([
      {
        text: 'global.scss is Sass, and the `sass` package is not installed in the site',
        location: { file, line: 1, column: 0 },
        notes: [{ text: expect.stringContaining(`npm install --save-dev sass\` in ${root}`) }],
      },
    ])
  })

  test("28.1 `~pkg/…` and bare paths resolve from the site's node_modules", async () => {
    const site = makeSite({
      'node_modules/tokens-pkg/_colors.scss': '$c: #abcdef;\n',
      'src/a.scss':
        "@use '~tokens-pkg/colors' as a;\n@use 'tokens-pkg/colors' as b;\n.x { color: a.$c; border-color: b.$c; }\n",
    })
    const result = await compileSass(path.join(site, 'src/a.scss'), site)
    expect(result.errors).toBeUndefined()
    expect(result.css).toContain('color: #abcdef')
    expect(result.css).toContain('border-color: #abcdef')
  })
})
