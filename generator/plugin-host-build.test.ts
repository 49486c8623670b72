/**
 * A Docusaurus project's own plugins run as Docusaurus runs them (stages/docusaurus/plugin-host.ts):
 * loadContent → contentLoaded's setGlobalData, read by the site's components with usePluginData;
 * injectHtmlTags' head tags on every page; the hooks this build has no place for named once; a
 * hook that throws names the plugin, the hook, and its file and line.
 */
import fs from 'node:fs'
import path from 'node:path'
import { describe, expect, test } from 'vitest'
import { build } from './build.js'
import { errorText, makeSite } from './test/helpers.js'

const CONFIG = (plugins: string) =>
  `module.exports = { title: 'Lantern', url: 'https://l.example', baseUrl: '/', presets: [['classic', { blog: false }]], plugins: [${plugins}] }\n`

const CREW_PLUGIN = `module.exports = function crewPlugin(context, options) {
  return {
    name: 'crew',
    async loadContent() {
      return { captain: options.captain, site: context.siteConfig.title }
    },
    async contentLoaded({ content, actions }) {
      actions.setGlobalData(content)
      const crew = await actions.createData('crew.json', JSON.stringify({ names: ['Ada', 'Grace'] }))
      actions.addRoute({ path: '/crew', component: '@site/src/components/Crew', modules: { crew }, props: { motto: 'Onward' }, exact: true })
      actions.addRoute({ path: '/crew/:name', component: '@site/src/components/Crew' })
    },
    async postBuild({ outDir, routesPaths, content }) {
      require('node:fs').writeFileSync(require('node:path').join(outDir, 'crew.txt'), content.captain + ' ' + routesPaths.filter((p) => p !== '/404').sort().join(' '))
    },
    configureWebpack() {
      return {}
    },
  }
}
`

describe('generator: a Docusaurus project with plugins of its own', () => {
  test("56.1 a plugin's setGlobalData reaches the site's components (usePluginData), its head tags every page, its addRoute routes are pages with their modules and props; postBuild runs once the output is in place; a route with parameters is named as not built", async () => {
    const root = makeSite({
      'docusaurus.config.js': CONFIG(
        `['./plugins/crew.js', { captain: 'Ada' }], function tags() { return { name: 'tags', injectHtmlTags: () => ({ headTags: [{ tagName: 'meta', attributes: { name: 'crew-plugin', content: 'on' } }] }) } }`,
      ),
      'plugins/crew.js': CREW_PLUGIN,
      'src/components/Crew.js':
        'export default function Crew({ crew, motto }) { return <main><h1>{motto}</h1><ul>{crew.names.map((n) => <li key={n}>{n}</li>)}</ul></main> }\n',
      'docs/a.mdx':
        "import { usePluginData } from '@docusaurus/useGlobalData'\n\nexport function Captain() { const crew = usePluginData('crew'); return <b id=\"captain\">{crew.captain} of {crew.site}</b> }\n\n# A\n\n<Captain />\n",
      // An island: the browser's render reads the same data.
      'docs/b.mdx':
        "import { useState } from 'react'\nimport { usePluginData } from '@docusaurus/useGlobalData'\n\nexport function Count() { const [n, setN] = useState(0); const crew = usePluginData('crew'); return <button onClick={() => setN(n + 1)}>{crew.captain} {n}</button> }\n\n# B\n\n<Count />\n",
    })
    const report = await build(root)
    const page = fs.readFileSync(path.join(report.config.outDir, 'docs/a.html'), 'utf8')
    expect(page).toContain('<b id="captain">Ada of Lantern</b>')
    expect(page).toMatch(/<head>[\s\S]*<meta name="crew-plugin" content="on"\/?>[\s\S]*<\/head>/)
    const islands = path.join(report.config.outDir, 'assets/islands')
    const code = fs.readdirSync(islands).map((f) => fs.readFileSync(path.join(islands, f), 'utf8'))
    expect(code.some((c) => /globalData:\{crew:\{default:\{captain:"Ada",site:"Lantern"\}\}\}/.test(c))).toBe(true)
    const notes = report.config.compatibility
    // addRoute: the route's component with its modules (createData's JSON) and props, at its path.
    const crewPage = fs.readFileSync(path.join(report.config.outDir, 'crew.html'), 'utf8')
    expect(crewPage).toContain('<main><h1>Onward</h1><ul><li>Ada</li><li>Grace</li></ul></main>')
    expect(notes).toContainEqual({
      option: 'plugins[0] (./plugins/crew.js) addRoute',
      instead: 'these routes are not built: /crew/:name (a path with parameters, or none)',
    })
    expect(notes).toContainEqual({
      option: 'plugins[0] (./plugins/crew.js) configureWebpack',
      instead: 'its resolve.alias, resolve.modules, resolve.fallback and DefinePlugin are honoured',
    })
    // postBuild: once the output is in place, with every route's path; what it writes is part of the output.
    const written = path.join(report.config.outDir, 'crew.txt')
    expect(fs.readFileSync(written, 'utf8')).toBe('Ada /crew /docs/a /docs/b')
    const again = await build(root)
    expect(again.upToDate).toBe(true)
    expect(fs.existsSync(written)).toBe(true)
    expect(notes.filter((n) => /^plugins\[[01]\] \([^)]*\)$/.test(n.option))).toEqual([])
  })

  test('56.1 a plugin hook that throws stops the build, naming the plugin, the hook and its file and line', async () => {
    const root = makeSite({
      'docusaurus.config.js': CONFIG(`'./plugins/bad.js'`),
      'plugins/bad.js':
        "module.exports = function bad() {\n  return {\n    name: 'bad',\n    loadContent() {\n      throw new Error('no crew list')\n    },\n  }\n}\n",
      'docs/a.md': '# A\n',
    })
    let err: unknown
    try {
      await build(root, { cacheDir: false })
    } catch (e) {
      err = e
    }
    const text = errorText(err)
    expect(text).toContain('plugins[0] (./plugins/bad.js): loadContent threw: no crew list')
    expect(text).toContain(`${path.join(root, 'plugins/bad.js')}:5`)
  })

  test("56.1 configurePostCss: the PostCSS plugins it returns run over the site's customCss and what it imports, Sass once compiled", async () => {
    const root = makeSite({
      'docusaurus.config.js':
        "module.exports = { title: 'Lantern', url: 'https://l.example', baseUrl: '/', presets: [['classic', { blog: false, theme: { customCss: ['./src/css/custom.css', './src/css/more.scss'] } }]], plugins: ['./plugins/tailwindish.js'] }\n",
      // A PostCSS plugin as Tailwind is one: it turns an at-rule of its own into rules.
      'plugins/tailwindish.js': `module.exports = function () {
  return {
    name: 'tailwindish',
    configurePostCss(options) {
      options.plugins.push({
        postcssPlugin: 'tailwindish',
        AtRule: { utilities(rule) { rule.replaceWith({ selector: '.text-brand', nodes: [{ prop: 'color', value: '#123456' }] }) } },
      })
      return options
    },
  }
}
`,
      'src/css/custom.css': "@import './more.css';\n:root { --ifm-color-primary: #123456; }\n",
      'src/css/more.css': '@utilities;\n',
      // Sass first, then PostCSS, as Docusaurus's sass-loader and postcss-loader run.
      'src/css/more.scss': '$w: 2px;\n.framed { border-width: $w; }\n@utilities;\n',
      'docs/a.md': '# A\n',
    })
    const report = await build(root, { cacheDir: false })
    const assets = path.join(report.config.outDir, 'assets')
    const css = fs
      .readdirSync(assets)
      .filter((f) => /^custom\..*\.css$/.test(f))
      .map((f) => fs.readFileSync(path.join(assets, f), 'utf8'))
      .join('\n')
    expect(css).toContain('.text-brand{color:#123456}')
    expect(css).toContain('.framed{border-width:2px}')
    expect(css).not.toContain('@utilities')
    expect(report.config.compatibility).toContainEqual({
      option: 'plugins[0] (./plugins/tailwindish.js) configurePostCss',
      instead: "its plugins run over the site's customCss (and what it imports), not over CSS modules",
    })
  })

  test("56.1 configureWebpack: its resolve.alias, resolve.modules, resolve.fallback and DefinePlugin are the site bundles' (a doc's import, an island's), the rest named", async () => {
    const root = makeSite({
      'docusaurus.config.js': CONFIG("'./plugins/aliases.js'"),
      'plugins/aliases.js': `const path = require('path')
// As webpack's: a DefinePlugin keeps its definitions; another plugin is named as not run.
class DefinePlugin { constructor(definitions) { this.definitions = definitions } }
class Progress {}
module.exports = function () {
  return {
    name: 'aliases',
    configureWebpack() {
      return {
        resolve: { alias: { '@crew': path.resolve(__dirname, '../src/crew'), 'motto$': path.resolve(__dirname, '../src/motto.js') }, modules: ['vendor'], fallback: { fs: false }, symlinks: false },
        plugins: [new DefinePlugin({ 'process.env.CREW': JSON.stringify('Ada'), process: { version: '"v0"' } }), new Progress()],
      }
    },
  }
}
`,
      'src/crew/Badge.js':
        "import { useState } from 'react'\nimport fs from 'fs'\nimport motto from 'motto'\nimport shout from 'shout'\nexport default function Badge() { const [n, setN] = useState(0); return <b id=\"badge\" onClick={() => setN(n + 1)}>{shout(motto)} {process.env.CREW} {typeof fs}</b> }\n",
      'src/motto.js': "export default 'onward'\n",
      'vendor/shout/index.js': 'module.exports = (s) => s.toUpperCase() + "!"\n',
      'docs/a.mdx': "import Badge from '@crew/Badge'\n\n# A\n\n<Badge />\n",
    })
    const report = await build(root, { cacheDir: false })
    const page = fs.readFileSync(path.join(report.config.outDir, 'docs/a.html'), 'utf8')
    expect(page).toMatch(/<b id="badge">ONWARD!<!-- --> <!-- -->Ada<!-- --> <!-- -->object<\/b>/)
    // The island's browser bundle: \`fs\` is the empty module the fallback names, the definition is written in.
    const islands = path.join(report.config.outDir, 'assets/islands')
    const code = fs.readdirSync(islands).map((f) => fs.readFileSync(path.join(islands, f), 'utf8'))
    expect(code.some((c) => c.includes('"Ada"'))).toBe(true)
    expect(report.config.compatibility).toContainEqual({
      option: 'plugins[0] (./plugins/aliases.js) configureWebpack',
      instead:
        'its resolve.alias, resolve.modules, resolve.fallback and DefinePlugin are honoured; resolve.symlinks, plugins (Progress) not (the bundler is esbuild)',
    })
  })
})
