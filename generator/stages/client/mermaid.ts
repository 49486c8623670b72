/**
 * The mermaid diagrams' script (`markdown.mermaid`; Docusaurus's theme-mermaid):
 * theme/mermaid/client.ts with the site's mermaid settings written in, and the `mermaid` package —
 * the site's own when it has one, else this generator's (a development dependency) — under
 * `assets/mermaid/`. Nothing is fetched from the internet: the browser loads these files from the
 * site, and only on pages with a diagram (render names the script on the container; the runtime
 * imports it from there).
 *
 * mermaid ships its own minified ES module build (`dist/mermaid.esm.min.mjs`, with its diagram
 * types as chunks it loads by `import()`): those files are copied as they are, under a folder
 * named by their hash, and only client.ts is bundled, importing mermaid from there. Bundling
 * mermaid from its sources instead (3.4 MB of output) took esbuild about 1.9 s of CPU on every
 * cold build, most of react-native-website's esbuild time; a mermaid without that build (before
 * version 10) is still bundled so.
 */
import { createHash } from 'node:crypto'
import fs from 'node:fs'
import path from 'node:path'
import { gzipSync } from 'node:zlib'
import * as esbuild from 'esbuild'
import { init as initLexer, parse as parseImports } from 'es-module-lexer'
import { BuildError } from '../../core/errors.js'
import { GENERATOR_DIR, installedPackage, THEME_DIR } from '../../core/locations.js'
import { withBase } from '../../core/paths.js'
import type { BundleResult, OutputFile, SiteConfig } from '../../core/types.js'
import { recordInputs } from '../bundle.js'

/** What the diagrams' bundle gives: its files, the entry's URL and its weight (the entry and its static
 * imports, gzip). */
export interface MermaidBundle {
  files: OutputFile[]
  url: string
  gzipBytes: number
}

/** A dev server builds again and again with the same settings: one bundle per settings and base URL, per
 * process (with the files it was made of). */
const made = new Map<string, Promise<{ bundle: MermaidBundle; read: Set<string> }>>()

/** Bundle the diagrams' script, or null when the site does not use mermaid; `read` receives the files it was
 * made of. */
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
  // The site's own mermaid first (the version its diagrams were written for), else this generator's.
  const pkg = installedPackage('mermaid', config.root)
  const library = pkg ? prebuiltLibrary(pkg) : null
  return library ? withPrebuilt(config, library, read) : bundled(config, read)
}

/** mermaid's own minified build: its entry and chunks, by path under the package's `dist/`. */
interface PrebuiltLibrary {
  /** The package's `dist/` folder. */
  dist: string
  /** Files by their path under `dist/` (`mermaid.esm.min.mjs`, `chunks/mermaid.esm.min/…`), read. */
  files: Map<string, Buffer>
}

const PREBUILT_ENTRY = 'mermaid.esm.min.mjs'
const PREBUILT_CHUNKS = 'chunks/mermaid.esm.min'

/** The package's minified ES module build (mermaid 10 and later), or null when it has none. */
export function prebuiltLibrary(pkg: string): PrebuiltLibrary | null {
  const dist = path.join(pkg, 'dist')
  let chunks: string[]
  try {
    chunks = fs
      .readdirSync(path.join(dist, PREBUILT_CHUNKS))
      .filter((name) => name.endsWith('.mjs'))
      .sort()
  } catch {
    return null
  }
  if (!fs.existsSync(path.join(dist, PREBUILT_ENTRY))) return null
  const names = [PREBUILT_ENTRY, ...chunks.map((name) => `${PREBUILT_CHUNKS}/${name}`)]
  return { dist, files: new Map(names.map((name) => [name, fs.readFileSync(path.join(dist, name))])) }
}

/** client.ts bundled with `mermaid` imported from mermaid's own build, which is copied as it is into a folder
 * named by its hash. */
async function withPrebuilt(config: SiteConfig, library: PrebuiltLibrary, read: Set<string>): Promise<MermaidBundle> {
  const hash = createHash('sha256')
  for (const [name, bytes] of library.files) hash.update(`${name}\0${bytes.length}\0`).update(bytes)
  const folder = `lib.${hash.digest('hex').slice(0, 12)}`
  const result = await esbuild
    .build({
      ...clientOptions(config),
      plugins: [
        {
          name: 'cwc-mermaid-prebuilt',
          setup(build) {
            build.onResolve({ filter: /^mermaid$/ }, () => ({ path: `./${folder}/${PREBUILT_ENTRY}`, external: true }))
          },
        },
      ],
    })
    .catch((err: esbuild.BuildFailure) => {
      throw bundleError(config, err)
    })
  recordInputs(result.metafile, '/', read)
  for (const name of library.files.keys()) read.add(path.join(library.dist, name))
  const [client] = result.outputFiles
  const files: OutputFile[] = [
    ...result.outputFiles.map((f) => ({ path: f.path.replace(/^\/+/, ''), contents: f.contents })),
    ...[...library.files].map(([name, bytes]) => ({ path: `assets/mermaid/${folder}/${name}`, contents: bytes })),
  ]
  // What a page with a diagram loads first: client.ts's bundle, mermaid's entry and what that imports statically.
  await initLexer
  const seen = new Set<string>()
  const walk = (name: string) => {
    const bytes = library.files.get(name)
    if (!bytes || seen.has(name)) return
    seen.add(name)
    for (const imp of parseImports(bytes.toString('utf8'))[0]) {
      if (imp.d === -1 && imp.n?.startsWith('.')) walk(path.posix.join(path.posix.dirname(name), imp.n))
    }
  }
  walk(PREBUILT_ENTRY)
  const gzipBytes =
    gzipSync(client!.contents).length + [...seen].reduce((n, name) => n + gzipSync(library.files.get(name)!).length, 0)
  return { files, url: withBase(config.baseUrl, '/' + client!.path.replace(/^\/+/, '')), gzipBytes }
}

/** esbuild's options for client.ts, with the site's settings written in. */
function clientOptions(config: SiteConfig) {
  return {
    entryPoints: { mermaid: path.join(THEME_DIR, 'mermaid/client.ts') },
    bundle: true,
    format: 'esm',
    platform: 'browser',
    target: 'es2022',
    minify: true,
    write: false,
    metafile: true,
    absWorkingDir: '/',
    outdir: '/',
    entryNames: 'assets/mermaid/[name].[hash]',
    legalComments: 'none',
    logLevel: 'silent',
    define: { __CWC_MERMAID__: JSON.stringify(config.mermaid), 'process.env.NODE_ENV': '"production"' },
  } satisfies esbuild.BuildOptions
}

function bundleError(config: SiteConfig, err: esbuild.BuildFailure): BuildError {
  const e = err.errors?.[0]
  return new BuildError(`Could not bundle the mermaid diagrams' script: ${e?.text ?? err.message}`, {
    file: config.configFile ?? undefined,
    cause: err,
    hint: e?.notes?.[0]?.text ?? "Reinstall the site's dependencies (`npm ci`): the `mermaid` package did not bundle.",
  })
}

/** client.ts and the `mermaid` package bundled together from their sources, split into chunks (mermaid loads
 * each diagram type's code by `import()`). */
async function bundled(config: SiteConfig, read: Set<string>): Promise<MermaidBundle> {
  const result = await esbuild
    .build({
      ...clientOptions(config),
      splitting: true,
      chunkNames: 'assets/mermaid/chunk.[hash]',
      plugins: [
        {
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
              return {
                errors: [
                  {
                    text: 'The `mermaid` package is not installed',
                    notes: [
                      {
                        text: `Install it in the site (\`npm install mermaid\` in ${config.root}), as @docusaurus/theme-mermaid depends on it.`,
                      },
                    ],
                  },
                ],
              }
            })
          },
        },
      ],
    })
    .catch((err: esbuild.BuildFailure) => {
      throw bundleError(config, err)
    })
  recordInputs(result.metafile, '/', read)
  const files: OutputFile[] = result.outputFiles.map((f) => ({
    path: f.path.replace(/^\/+/, ''),
    contents: f.contents,
  }))
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
  const gzipBytes = result.outputFiles
    .filter((f) => seen.has(f.path.replace(/^\/+/, '')))
    .reduce((n, f) => n + gzipSync(f.contents).length, 0)
  return { files, url: withBase(config.baseUrl, '/' + entry.replace(/^\/+/, '')), gzipBytes }
}

/** The client bundle with the diagrams' script added (its files, and its URL in the manifest). */
export function withMermaid(client: BundleResult, mermaid: MermaidBundle | null): BundleResult {
  return mermaid
    ? {
        ...client,
        files: [...client.files, ...mermaid.files],
        assets: { ...client.assets, mermaidScript: mermaid.url },
      }
    : client
}
