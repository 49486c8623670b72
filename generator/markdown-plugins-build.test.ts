/**
 * A Docusaurus project's own markdown plugins run: the fixture
 * generator/test/fixtures/docusaurus-remark lists Docusaurus's npm2yarn, remark-math + rehype-katex
 * and plugin files of its own, per content kind, with a preprocessor and remark-rehype options.
 */
import fs from 'node:fs'
import path from 'node:path'
import { describe, expect, test } from 'vitest'
import { build } from './build.js'
import { formatError } from './report/cli-format.js'
import { copyFixture, FIXTURES, makeSite, REPO_ROOT, tempDir } from './test/helpers.js'

/** The fixture in a temp folder, its packages those of this repository (as `npm ci` would give the site). */
function fixtureCopy(extra: Record<string, string> = {}): string {
  const root = copyFixture('docusaurus-remark', extra)
  fs.symlinkSync(path.join(REPO_ROOT, 'node_modules'), path.join(root, 'node_modules'), 'dir')
  return root
}

describe("generator: a Docusaurus project's own markdown plugins", () => {
  test("28.1 npm2yarn, remark-math + rehype-katex and the site's plugin files run per content kind, in both thread layouts", async () => {
    const out = tempDir('ssg-remark-out-')
    const report = await build(path.join(FIXTURES, 'docusaurus-remark'), { outDir: out, cacheDir: false })
    const html = (rel: string) => fs.readFileSync(path.join(out, rel), 'utf8')
    // npm2yarn (docs: synced, every converter): one tab set per marked block, the plain block untouched.
    const install = html('docs/install.html')
    expect(install.match(/<div class="tabs" data-group-id="npm2yarn">/g)).toHaveLength(2)
    expect(install).toContain('data-value="yarn">Yarn</button>')
    expect(install).toContain('data-value="pnpm">pnpm</button>')
    // Plain, as Docusaurus shows them: prism-react-renderer's Prism has no bash unless additionalLanguages lists it.
    expect(install).toContain(
      '<pre class="prism-code language-bash" style="background-color:var(--sh-background);color:var(--sh-foreground)" tabindex="0"><code><span class="line">yarn add abacus-counter</span>',
    )
    expect(install).toContain('<span class="line">yarn add --dev abacus-plugin</span>')
    expect(install.match(/class="code-block"/g)).toHaveLength(9) // 2 × 4 tabs + the plain block
    // Pages take their own options: npm and Yarn only, not synced.
    const setup = html('setup.html')
    expect(setup).toContain('<div class="tabs">')
    expect(setup).not.toContain('pnpm')
    // The site's own plugin, with each kind's options; pages do not list it.
    expect(html('docs/intro.html')).toContain('Abacus Saffron counts beads')
    expect(html('blog/2026/01/05/release.html')).toContain('We shipped Blog-Saffron today')
    expect(setup).toContain('No release name here: @@release@@.')
    // markdown.preprocessor on every file; remarkRehypeOptions; a beforeDefault rehype plugin.
    expect(html('docs/intro.html')).toContain('Copyright 2026.')
    expect(html('docs/intro.html')).toContain('Notes of this page')
    expect(html('docs/intro.html')).toMatch(/<a href="https:\/\/example.org\/abacus" class="external-link"/)
    // Math: KaTeX's markup, and its stylesheet on that page only; dollars elsewhere (the blog has no
    // remark-math) stay text.
    const math = html('docs/math.html')
    expect(math).toContain('<span class="katex-display">')
    expect(math).not.toContain('language-math')
    const katexCss = /<link rel="stylesheet" href="(\/assets\/css\/katex[^"]+)"/.exec(math)?.[1]
    expect(katexCss).toBeDefined()
    expect(fs.readFileSync(path.join(out, katexCss!), 'utf8')).toMatch(/\.katex\{/)
    expect(fs.readdirSync(path.join(out, 'assets/files')).some((f) => /^KaTeX_Main-Regular\.\w+\.woff2$/.test(f))).toBe(
      true,
    )
    expect(html('docs/intro.html')).not.toContain('katex')
    expect(html('blog/2026/01/05/release.html')).toContain('$5 and $6')
    // Nothing is reported as not run.
    expect(report.warnings.join('\n')).not.toMatch(/remarkPlugins|rehypePlugins|preprocessor|remarkRehypeOptions/)
    // The same pages when every page compiles in a worker thread (each loads the config for its plugins).
    const workers = tempDir('ssg-remark-workers-')
    process.env.CWC_WORKERS = '2'
    process.env.CWC_MAIN_THREAD_LIMIT = '0'
    try {
      await build(path.join(FIXTURES, 'docusaurus-remark'), { outDir: workers, cacheDir: false })
    } finally {
      delete process.env.CWC_WORKERS
      delete process.env.CWC_MAIN_THREAD_LIMIT
    }
    for (const rel of [
      'docs/install.html',
      'docs/intro.html',
      'docs/math.html',
      'setup.html',
      'blog/2026/01/05/release.html',
    ])
      expect(fs.readFileSync(path.join(workers, rel), 'utf8')).toBe(html(rel))
  })

  test("28.1 a plugin that throws names itself, the page and its own file and line; the other pages' problems come with it", async () => {
    const root = fixtureCopy({ 'docs/boom.md': '# Boom\n\n@@explode@@\n' })
    const text = formatError(await build(root, { cacheDir: false }).catch((e: unknown) => e))
    expect(text).toContain(
      `${path.join(root, 'docs/boom.md')}: The site's markdown plugin "remarkReleaseName" threw (at ${path.join(root, 'plugins/remark-release-name.js')}:8): cannot name the release in boom.md`,
    )
    expect(text).toContain(
      `→ Fix the plugin at ${path.join(root, 'plugins/remark-release-name.js')}:8, or remove it from the config's remarkPlugins/rehypePlugins.`,
    )
  })

  test('28.1 a syntax extension that throws while parsing (a plugin written for an older unified) is named with its package and version, once for all its pages, with the upgrade to make', async () => {
    const root = makeSite({
      'docusaurus.config.js':
        "module.exports = { title: 'Old', url: 'https://old.example.com', baseUrl: '/', presets: [['classic', { docs: { remarkPlugins: [require('remark-old-syntax')] }, blog: false }]] }\n",
      'docs/a.md': '# A\n\nText.\n',
      'docs/b.md': '# B\n\nMore text.\n',
      // As remark-math 5's mdast-util-math 2 does under unified 11: `this.getData` is gone.
      'node_modules/remark-old-syntax/package.json':
        '{ "name": "remark-old-syntax", "version": "5.1.1", "main": "index.js" }\n',
      'node_modules/remark-old-syntax/index.js':
        "module.exports = function remarkOldSyntax() {\n  const data = this.data()\n  ;(data.fromMarkdownExtensions = data.fromMarkdownExtensions || []).push({ enter: { paragraph() { this.getData('inOld') } } })\n}\n",
    })
    const text = formatError(await build(root, { cacheDir: false }).catch((e: unknown) => e))
    const pkg = path.join(root, 'node_modules/remark-old-syntax/package.json')
    expect(text).toContain(
      `${pkg}\n  A markdown syntax extension of the site's plugins (remark-old-syntax 5.1.1) threw while parsing: this.getData is not a function (met by 2 pages)`,
    )
    expect(text).toContain('upgrade it to a version made for Docusaurus 3 / unified 11')
    expect(text).not.toContain('MDX syntax error')
  })

  test("28.1 editing the site's plugin file recompiles the pages (the persistent cache keys on the config's own files)", async () => {
    const root = fixtureCopy()
    await build(root)
    const intro = () => fs.readFileSync(path.join(root, 'build/docs/intro.html'), 'utf8')
    expect(intro()).toContain('Abacus Saffron')
    const plugin = path.join(root, 'plugins/remark-release-name.js')
    fs.writeFileSync(
      plugin,
      fs
        .readFileSync(plugin, 'utf8')
        .replace("options.release ?? 'unnamed'", "(options.release ?? 'unnamed') + ' Edition'"),
    )
    await build(root)
    expect(intro()).toContain('Abacus Saffron Edition')
  })

  test('28.1 a workspace package whose entry is TypeScript loads as a plugin, as Docusaurus loads it', async () => {
    const root = fixtureCopy({
      'docusaurus.config.js': `import shout from 'abacus-shout'\nexport default { title: 'T', url: 'https://t.example', baseUrl: '/', presets: [['classic', { docs: { sidebarPath: false, remarkPlugins: [shout] }, blog: false }]] }\n`,
      'docs/intro.md': '# Hi\n\nquiet words\n',
      'packages/abacus-shout/package.json': JSON.stringify({ name: 'abacus-shout', main: 'src/index.ts' }),
      'packages/abacus-shout/src/index.ts': `import type { Root } from 'mdast'\nimport { visit } from 'unist-util-visit'\nexport default function shout() {\n  return (tree: Root) => visit(tree, 'text', (n) => { n.value = n.value.toUpperCase() })\n}\n`,
    })
    // Its own node_modules (the site's, linked) with the workspace package in it.
    fs.rmSync(path.join(root, 'node_modules'))
    fs.mkdirSync(path.join(root, 'node_modules'))
    for (const dep of ['unist-util-visit', 'unist-util-visit-parents', 'unist-util-is'])
      fs.symlinkSync(path.join(REPO_ROOT, 'node_modules', dep), path.join(root, 'node_modules', dep), 'dir')
    fs.symlinkSync(path.join(root, 'packages/abacus-shout'), path.join(root, 'node_modules/abacus-shout'), 'dir')
    for (const f of ['docs/install.md', 'docs/math.mdx', 'sidebars.js']) fs.rmSync(path.join(root, f))
    fs.rmSync(path.join(root, 'blog'), { recursive: true })
    fs.rmSync(path.join(root, 'src'), { recursive: true })
    await build(root, { cacheDir: false })
    expect(fs.readFileSync(path.join(root, 'build/docs/intro.html'), 'utf8')).toContain('QUIET WORDS')
  })

  test('28.1 56.4 a Docusaurus 2 plugin (MDX 1: it adds jsx and import nodes of raw source) runs: its Tabs render as tabs, in a doc that imports Tabs itself too', async () => {
    const root = fixtureCopy({
      'plugins/remark-legacy-tabs.js': `// As Docusaurus 2's npm2yarn: raw JSX siblings around the code block, and an import node.
export default function legacyTabs() {
  return (tree) => {
    const i = tree.children.findIndex((n) => n.type === 'code' && n.meta === 'legacy')
    if (i === -1) return
    const code = tree.children[i]
    tree.children.splice(i, 1, { type: 'jsx', value: '<Tabs>' }, { type: 'jsx', value: '<TabItem value="npm">' }, { ...code, meta: null }, { type: 'jsx', value: '</TabItem>' }, { type: 'jsx', value: '<TabItem value="yarn" label="Yarn">' }, { ...code, meta: null, value: code.value.replace('npm install', 'yarn add') }, { type: 'jsx', value: '</TabItem>' }, { type: 'jsx', value: '</Tabs>' })
    tree.children.unshift({ type: 'import', value: "import Tabs from '@theme/Tabs';\\nimport TabItem from '@theme/TabItem';" })
  }
}
`,
      'docs/legacy.md': '# Legacy\n\n```bash legacy\nnpm install kiln\n```\n',
      // 56.4 A doc that imports Tabs itself: the plugin's own import of it is merged, as MDX 1 merged it.
      'docs/legacy-own.mdx':
        "import Tabs from '@theme/Tabs'\n\n# Legacy, own import\n\n```bash legacy\nnpm install glaze\n```\n",
    })
    const config = path.join(root, 'docusaurus.config.js')
    fs.writeFileSync(
      config,
      fs
        .readFileSync(config, 'utf8')
        .replace(
          "import remarkReleaseName from './plugins/remark-release-name.js'",
          "import remarkReleaseName from './plugins/remark-release-name.js'\nimport legacyTabs from './plugins/remark-legacy-tabs.js'",
        )
        .replace(
          'remarkPlugins: [[npm2yarn, { sync: true }],',
          'remarkPlugins: [legacyTabs, [npm2yarn, { sync: true }],',
        ),
    )
    fs.writeFileSync(
      path.join(root, 'sidebars.js'),
      "export default { docs: ['intro', 'install', 'math', 'legacy', 'legacy-own'] }\n",
    )
    await build(root, { cacheDir: false })
    const page = fs.readFileSync(path.join(root, 'build/docs/legacy.html'), 'utf8')
    expect(page).toMatch(/<div class="tabs">/)
    expect(page).toContain('data-value="yarn">Yarn</button>')
    expect(page).toContain('<span class="line">yarn add kiln</span>')
    expect(page).not.toContain('import Tabs')
    expect(page).not.toContain('&lt;TabItem')
    const own = fs.readFileSync(path.join(root, 'build/docs/legacy-own.html'), 'utf8')
    expect(own).toMatch(/<div class="tabs">/)
    expect(own).toContain('<span class="line">yarn add glaze</span>')
  })
})
