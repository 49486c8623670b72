/**
 * The mermaid diagrams' script (`markdown.mermaid`; Docusaurus's theme-mermaid, issue 28):
 * theme/mermaid/client.ts bundled by esbuild with the `mermaid` package — the site's own when it
 * has one, else this generator's (a development dependency) — and the site's mermaid settings
 * written in. Split into chunks (mermaid loads each diagram type's code by `import()`), hashed,
 * under `assets/mermaid/`. Nothing is fetched from the internet: the browser loads these files
 * from the site, and only on pages with a diagram (render names the script on the container;
 * the runtime imports it from there).
 */
import path from 'node:path'
import { gzipSync } from 'node:zlib'
import * as esbuild from 'esbuild'
import { BuildError } from '../core/errors.js'
import { GENERATOR_DIR, THEME_DIR } from '../core/locations.js'
import { withBase } from '../core/paths.js'
import type { BundleResult, OutputFile, SiteConfig } from '../core/types.js'
import { recordInputs } from './bundle.js'

/** What the diagrams' bundle gives: its files, the entry's URL and its weight (the entry and its static imports, gzip). */
export interface MermaidBundle {
  files: OutputFile[]
  url: string
  gzipBytes: number
}

/** A dev server builds again and again with the same settings: one bundle per settings and base URL, per process (with the files it was made of). */
const made = new Map<string, Promise<{ bundle: MermaidBundle; read: Set<string> }>>()

/** Bundle the diagrams' script, or null when the site does not use mermaid; `read` receives the files it was made of. */
export async function bundleMermaid(config: SiteConfig, read?: Set<string>): Promise<MermaidBundle | null> {
  if (!config.markdown.mermaid) return null
  const key = JSON.stringify([config.root, config.baseUrl, config.mermaid, config.mode])
  let p = made.get(key)
  if (!p) {
    const files = new Set<string>()
    p = build(config, files).then((bundle) => ({ bundle, read: files }))
    made.set(key, p)
    p.catch(() => made.delete(key))
  }
  const { bundle, read: files } = await p
  for (const f of files) read?.add(f)
  return bundle
}

async function build(config: SiteConfig, read: Set<string>): Promise<MermaidBundle> {
  const where = config.configFile ?? undefined
  const result = await esbuild.build({
    entryPoints: { mermaid: path.join(THEME_DIR, 'mermaid/client.ts') },
    bundle: true, splitting: true, format: 'esm', platform: 'browser', target: 'es2022', minify: true, write: false, metafile: true,
    absWorkingDir: '/', outdir: '/', entryNames: 'assets/mermaid/[name].[hash]', chunkNames: 'assets/mermaid/chunk.[hash]', legalComments: 'none', logLevel: 'silent',
    define: { __CWC_MERMAID__: JSON.stringify(config.mermaid), 'process.env.NODE_ENV': '"production"' },
    plugins: [{
      name: 'cwc-mermaid',
      setup(build) {
        // The site's mermaid first (the version its diagrams were written for), else ours.
        const SKIP = Symbol('cwc-mermaid')
        build.onResolve({ filter: /^mermaid$/ }, async (args) => {
          if (args.pluginData === SKIP) return undefined
          for (const resolveDir of [config.root, GENERATOR_DIR]) {
            const found = await build.resolve('mermaid', { kind: args.kind, resolveDir, pluginData: SKIP })
            if (!found.errors.length) return { path: found.path }
          }
          return { errors: [{ text: 'The `mermaid` package is not installed', notes: [{ text: `Install it in the site (\`npm install mermaid\` in ${config.root}), as @docusaurus/theme-mermaid depends on it.` }] }] }
        })
      },
    }],
  }).catch((err: esbuild.BuildFailure) => {
    const e = err.errors?.[0]
    throw new BuildError(`Could not bundle the mermaid diagrams' script: ${e?.text ?? err.message}`, {
      file: where, cause: err,
      hint: e?.notes?.[0]?.text ?? 'Reinstall the site\'s dependencies (`npm ci`): the `mermaid` package did not bundle.',
    })
  })
  recordInputs(result.metafile, '/', read)
  const files: OutputFile[] = result.outputFiles.map((f) => ({ path: f.path.replace(/^\/+/, ''), contents: f.contents }))
  // (Modules mermaid imports dynamically are entry points of their own too: the entry is the one named `mermaid`.)
  const entry = Object.keys(result.metafile.outputs).find((o) => /(^|\/)assets\/mermaid\/mermaid\.[^/]+\.js$/.test(o))!
  // The entry and what it imports statically: what a page with a diagram loads first.
  const seen = new Set<string>()
  const walk = (file: string) => {
    if (seen.has(file)) return
    seen.add(file)
    for (const imp of result.metafile.outputs[file]?.imports ?? []) if (imp.kind === 'import-statement') walk(imp.path)
  }
  walk(entry)
  const gzipBytes = result.outputFiles.filter((f) => seen.has(f.path.replace(/^\/+/, ''))).reduce((n, f) => n + gzipSync(f.contents).length, 0)
  return { files, url: withBase(config.baseUrl, '/' + entry.replace(/^\/+/, '')), gzipBytes }
}

/** The client bundle with the diagrams' script added (its files, and its URL in the manifest). */
export function withMermaid(client: BundleResult, mermaid: MermaidBundle | null): BundleResult {
  return mermaid ? { ...client, files: [...client.files, ...mermaid.files], assets: { ...client.assets, mermaidScript: mermaid.url } } : client
}
