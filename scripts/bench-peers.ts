/**
 * `npm run bench -- --peers`: installs Docusaurus, VitePress and Starlight (the versions issue #6
 * measured), and Docusaurus Faster (the same Docusaurus with `@docusaurus/faster`), into
 * `.bench/peers/<peer-slug>/` from the npm registry, lays each corpus out as that
 * peer's site, and builds it cold in a child process, measured like ours, then builds it a second
 * time with nothing changed and nothing deleted (what the peer's users get on a rebuild today).
 * Best effort: a peer that fails to install or build gets an error row, the others go on; a failed
 * second build keeps the cold figures.
 */
import fs from 'node:fs'
import path from 'node:path'
import { peerSlug, type BuildResult, type Peer, type Size } from './bench-lib.js'
import { run, type ChildRun, type Corpus } from './bench.js'

/** What bench.ts lends to the peers (keeps this module free of a second measuring path). */
export interface PeerTools {
  measure: (cmd: string, args: string[], options?: { cwd?: string }) => Promise<ChildRun>
  measurePage: (outDir: string, route: string) => { html: Size; js: Size; css: Size }
  folderBytes: (dir: string) => number
  failed: (corpus: Corpus, tool: string, err: unknown) => BuildResult
  benchDir: string
  /** Slugs of the peers to build (bench-lib peerSlug). */
  only: string[]
}

/** One peer: its packages, how to lay out a site, and how to build it. */
interface PeerSpec {
  dependencies: Record<string, string>
  /** npm `overrides` (versions missing from the registry). */
  overrides?: Record<string, string>
  /** Write the site for a corpus into `site`; returns the output folder. */
  layout: (corpus: Corpus, site: string) => string
  /** The build command (node script + args), run with cwd = the peer folder. */
  command: (peerDir: string, site: string, out: string) => string[]
  /** Caches to delete so that the cold build is cold (the second build keeps them). */
  caches: (peerDir: string, site: string) => string[]
}

const TITLE_RE = /^title:\s*(.+)$/m

/** Copy the corpus's docs/ (and blog/) into a peer's content folder. */
function copyContent(corpus: Corpus, docsTo: string, blogTo: string | null): void {
  fs.cpSync(path.join(corpus.root, 'content/docs'), docsTo, { recursive: true })
  const blog = path.join(corpus.root, 'content/blog')
  if (blogTo && fs.existsSync(blog)) fs.cpSync(blog, blogTo, { recursive: true })
}

/** VitePress's "one sidebar per section" (the faster of the two layouts issue #6 measured). */
function vitepressSidebar(docsDir: string): Record<string, unknown[]> {
  const sidebar: Record<string, { text: string; collapsed: boolean; items: { text: string; link: string }[] }[]> = {}
  for (const section of fs
    .readdirSync(docsDir)
    .filter((d) => fs.statSync(path.join(docsDir, d)).isDirectory())
    .sort()) {
    sidebar[`/${section}/`] = fs
      .readdirSync(path.join(docsDir, section))
      .sort()
      .map((topic) => ({
        text: topic,
        collapsed: true,
        items: fs
          .readdirSync(path.join(docsDir, section, topic))
          .sort()
          .map((f) => {
            const title = TITLE_RE.exec(fs.readFileSync(path.join(docsDir, section, topic, f), 'utf8'))?.[1] ?? f
            return { text: JSON.parse(title) as string, link: `/${section}/${topic}/${f.replace(/\.md$/, '')}` }
          }),
      }))
  }
  return sidebar
}

/**
 * Docusaurus 3.10.2, the webpack build or (`faster`) Docusaurus Faster: `@docusaurus/faster`
 * installed and `future.faster: true` — the key of 3.10's config schema (`future.experimental_faster`
 * is rejected there as renamed). `true` turns on every Faster flag (Rspack with its persistent cache,
 * SWC loader and minifiers, Lightning CSS, SSG worker threads, eager git VCS); the schema requires
 * `future.v4.removeLegacyPostBuildHeadAttribute` with the worker threads, the one v4 flag set, so
 * that the two builds differ by Faster only.
 */
function docusaurusSpec(faster: boolean): PeerSpec {
  return {
    dependencies: {
      '@docusaurus/core': '3.10.2',
      ...(faster ? { '@docusaurus/faster': '3.10.2' } : {}),
      '@docusaurus/preset-classic': '3.10.2',
      react: '^19.0.0',
      'react-dom': '^19.0.0',
    },
    // @docsearch/react 4.7.1 asks for @docsearch/core 4.7.1, which the registry does not have.
    overrides: { '@docsearch/react': '4.7.0' },
    layout(corpus, site) {
      copyContent(corpus, path.join(site, 'docs'), path.join(site, 'blog'))
      const out = path.join(site, 'build')
      fs.writeFileSync(
        path.join(site, 'docusaurus.config.mjs'),
        `export default ${JSON.stringify(
          {
            title: 'Bench Docs',
            url: 'https://example.com',
            baseUrl: '/',
            onBrokenLinks: 'warn',
            ...(faster ? { future: { faster: true, v4: { removeLegacyPostBuildHeadAttribute: true } } } : {}),
            presets: [
              [
                'classic',
                {
                  docs: { path: 'docs', routeBasePath: '/' },
                  blog: { path: 'blog', onUntruncatedBlogPosts: 'ignore', onInlineAuthors: 'ignore' },
                },
              ],
            ],
          },
          null,
          2,
        )}\n`,
      )
      return out
    },
    command: (peerDir, site, out) => [
      path.join(peerDir, 'node_modules/@docusaurus/core/bin/docusaurus.mjs'),
      'build',
      site,
      '--out-dir',
      out,
    ],
    // Webpack's filesystem cache and Rspack's persistent cache both live in node_modules/.cache of the
    // build's cwd (the peer folder: webpack looks up the nearest package.json, Rspack takes its context,
    // which Docusaurus leaves to the cwd); the site's own node_modules/.cache is what `docusaurus clear` deletes.
    caches: (peerDir, site) => [
      path.join(site, '.docusaurus'),
      path.join(site, 'build'),
      path.join(peerDir, 'node_modules/.cache'),
      path.join(site, 'node_modules/.cache'),
    ],
  }
}

const SPECS: Record<Peer, PeerSpec> = {
  Docusaurus: docusaurusSpec(false),
  'Docusaurus Faster': docusaurusSpec(true),
  VitePress: {
    dependencies: { vitepress: '1.6.4' },
    layout(corpus, site) {
      copyContent(corpus, site, path.join(site, 'blog'))
      const out = path.join(site, '.vitepress/dist')
      fs.mkdirSync(path.join(site, '.vitepress'), { recursive: true })
      fs.writeFileSync(
        path.join(site, '.vitepress/config.mjs'),
        `export default ${JSON.stringify({
          title: 'Bench Docs',
          themeConfig: { sidebar: vitepressSidebar(path.join(corpus.root, 'content/docs')) },
        })}\n`,
      )
      return out
    },
    command: (peerDir, site) => [path.join(peerDir, 'node_modules/vitepress/bin/vitepress.js'), 'build', site],
    caches: (_peerDir, site) => [path.join(site, '.vitepress/cache'), path.join(site, '.vitepress/dist')],
  },
  Starlight: {
    // Starlight 0.37 / Astro 5.18: newer versions need Node 22 (issue #6).
    dependencies: { '@astrojs/starlight': '0.37.7', astro: '~5.18.0' },
    layout(corpus, site) {
      const docs = path.join(site, 'src/content/docs')
      copyContent(corpus, docs, path.join(docs, 'blog'))
      fs.rmSync(path.join(docs, 'blog/authors.yml'), { force: true })
      const out = path.join(site, 'dist')
      fs.writeFileSync(
        path.join(site, 'astro.config.mjs'),
        [
          "import { defineConfig } from 'astro/config'",
          "import starlight from '@astrojs/starlight'",
          "export default defineConfig({ integrations: [starlight({ title: 'Bench Docs' })] })",
          '',
        ].join('\n'),
      )
      fs.writeFileSync(
        path.join(site, 'src/content.config.mjs'),
        [
          "import { defineCollection } from 'astro:content'",
          "import { docsLoader } from '@astrojs/starlight/loaders'",
          "import { docsSchema } from '@astrojs/starlight/schema'",
          'export const collections = { docs: defineCollection({ loader: docsLoader(), schema: docsSchema() }) }',
          '',
        ].join('\n'),
      )
      return out
    },
    command: (peerDir, site) => [path.join(peerDir, 'node_modules/astro/astro.js'), 'build', '--root', site],
    caches: (_peerDir, site) => [
      path.join(site, '.astro'),
      path.join(site, 'node_modules/.astro'),
      path.join(site, 'dist'),
    ],
  },
}

/** Install one peer into `.bench/peers/<peer>/` (also used by the bench to pre-install). */
export function installPeer(peer: Peer, benchDir: string): Promise<void> {
  return install(path.join(benchDir, 'peers', peerSlug(peer)), SPECS[peer])
}

/** Install a peer's packages unless the same package.json is already installed. */
async function install(peerDir: string, spec: PeerSpec): Promise<void> {
  // No "type": "module": it breaks Docusaurus's SSR bundle (`require.resolveWeak is not a function`).
  const pkg = JSON.stringify(
    { name: 'bench-peer', private: true, dependencies: spec.dependencies, overrides: spec.overrides },
    null,
    2,
  )
  const pkgFile = path.join(peerDir, 'package.json')
  if (
    fs.existsSync(pkgFile) &&
    fs.readFileSync(pkgFile, 'utf8') === pkg &&
    fs.existsSync(path.join(peerDir, 'node_modules/.package-lock.json'))
  )
    return
  fs.mkdirSync(peerDir, { recursive: true })
  fs.writeFileSync(pkgFile, pkg)
  await run('npm', ['install', '--no-audit', '--no-fund', '--loglevel=error'], { cwd: peerDir })
}

/** Build every corpus with every peer. */
export async function benchPeers(corpora: Corpus[], tools: PeerTools): Promise<BuildResult[]> {
  const results: BuildResult[] = []
  for (const [peer, spec] of Object.entries(SPECS) as [Peer, PeerSpec][]) {
    if (!tools.only.includes(peerSlug(peer))) continue
    const peerDir = path.join(tools.benchDir, 'peers', peerSlug(peer))
    console.error(`• ${peer}: installing into ${path.relative(process.cwd(), peerDir)}…`)
    const installed = await install(peerDir, spec).then(
      () => null,
      (err: unknown) => err,
    )
    for (const corpus of corpora) {
      if (installed) {
        results.push(tools.failed(corpus, peer, installed))
        continue
      }
      const site = path.join(peerDir, `site-${corpus.docs}`)
      try {
        fs.rmSync(site, { recursive: true, force: true })
        fs.mkdirSync(site, { recursive: true })
        const out = spec.layout(corpus, site)
        for (const c of spec.caches(peerDir, site)) fs.rmSync(c, { recursive: true, force: true })
        const [script, ...args] = spec.command(peerDir, site, out)
        console.error(`  ${peer}, ${corpus.docs} docs: building…`)
        const r = await tools.measure(process.execPath, [script!, ...args], { cwd: peerDir })
        const page = tools.measurePage(out, corpus.manifest.typical.route)
        const pages = fs.readdirSync(out, { recursive: true }).filter((f) => String(f).endsWith('.html')).length
        const result: BuildResult = {
          tool: peer,
          docs: corpus.docs,
          posts: corpus.posts,
          pages,
          wallMs: r.wallMs,
          cpuMs: r.cpuMs,
          peakRssBytes: r.peakRssBytes,
          outputBytes: tools.folderBytes(out),
          html: page.html,
          js: page.js,
          css: page.css,
          stages: {},
        }
        results.push(result)
        console.error(`  ${peer}, ${corpus.docs} docs: ${Math.round(r.wallMs)} ms`)
        // The same command again on the unchanged site, caches and output left as the cold build made them.
        console.error(`  ${peer}, ${corpus.docs} docs: second build, nothing changed…`)
        try {
          const s = await tools.measure(process.execPath, [script!, ...args], { cwd: peerDir })
          result.second = { wallMs: s.wallMs, cpuMs: s.cpuMs, peakRssBytes: s.peakRssBytes }
          console.error(
            `  ${peer}, ${corpus.docs} docs: second build ${Math.round(s.wallMs)} ms (${(s.wallMs / r.wallMs).toFixed(2)}× its cold build)`,
          )
        } catch (err) {
          result.second = null
          result.secondError = (err as Error).message.split('\n')[0]
          console.error(`  ✗ ${peer}, ${corpus.docs} docs, second build: ${(err as Error).message}`)
        }
      } catch (err) {
        console.error(`  ✗ ${peer}, ${corpus.docs} docs: ${(err as Error).message}`)
        results.push(tools.failed(corpus, peer, err))
      }
    }
  }
  return results
}
