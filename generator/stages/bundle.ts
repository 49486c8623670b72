/**
 * Stage 6, bundle: esbuild bundles the client runtime (theme/runtime/index.ts) and the
 * stylesheet (theme/styles/index.css) in memory (`write: false` + metafile) into
 * content-hashed assets, and returns them with the asset manifest.
 */
import path from 'node:path'
import { gzipSync } from 'node:zlib'
import * as esbuild from 'esbuild'
import { bootstrapScript } from '../../theme/runtime/bootstrap.js'
import { THEME_DIR } from '../core/locations.js'
import { withBase } from '../core/paths.js'
import type { BundleResult, OutputFile, SiteConfig } from '../core/types.js'

/** esbuild options for the client (shared with watch mode's context). */
export function clientBuildOptions(mode: SiteConfig['mode']): esbuild.BuildOptions & { metafile: true; write: false } {
  return {
    entryPoints: { runtime: path.join(THEME_DIR, 'runtime/index.ts'), style: path.join(THEME_DIR, 'styles/index.css') },
    bundle: true,
    minify: true,
    format: 'esm',
    target: 'es2022',
    platform: 'browser',
    entryNames: 'assets/[name].[hash]',
    assetNames: 'assets/[name].[hash]',
    chunkNames: 'assets/chunk.[hash]',
    // Code only some pages or moments need (crash page, tabs, "Copy page", search UI) goes
    // into chunks loaded by import(); code shared with the runtime entry is counted below.
    splitting: true,
    outdir: '/',
    write: false,
    metafile: true,
    sourcemap: mode === 'development' ? 'inline' : false,
    legalComments: 'none',
    logLevel: 'silent',
    define: { 'process.env.NODE_ENV': JSON.stringify(mode) },
  }
}

/**
 * The search UI, bundled on its own: sharing chunks with the runtime would make every page
 * load the shared part up front (esbuild hoists code used by both entries into a chunk).
 */
export function searchBuildOptions(mode: SiteConfig['mode']): esbuild.BuildOptions & { metafile: true; write: false } {
  return { ...clientBuildOptions(mode), entryPoints: { search: path.join(THEME_DIR, 'runtime/search-ui.ts') }, splitting: false }
}

/** Turn an esbuild result into our BundleResult. */
export function toBundleResult(config: SiteConfig, result: esbuild.BuildResult & { metafile: esbuild.Metafile; outputFiles: esbuild.OutputFile[] }): BundleResult {
  for (const input of Object.keys(result.metafile.inputs)) {
    if (input.startsWith('node:')) throw new Error(`The client bundle imports ${input}; runtime code must not use Node modules`)
  }
  const files: OutputFile[] = result.outputFiles.map((f) => ({ path: f.path.replace(/^\/+/, ''), contents: f.contents }))
  const find = (re: RegExp) => files.find((f) => re.test(f.path))
  const script = find(/^assets\/runtime\.[^/]+\.js$/)
  const css = find(/^assets\/style\.[^/]+\.css$/)
  const search = find(/^assets\/search\.[^/]+\.js$/)
  if (!script || !css || !search) throw new Error('esbuild did not produce the runtime script, search script and stylesheet')
  return {
    files,
    assets: {
      script: withBase(config.baseUrl, '/' + script.path),
      css: withBase(config.baseUrl, '/' + css.path),
      searchScript: withBase(config.baseUrl, '/' + search.path),
      inlineHead: bootstrapScript({
        defaultMode: config.colorMode.defaultMode,
        respectPrefersColorScheme: config.colorMode.respectPrefersColorScheme,
        disableSwitch: config.colorMode.disableSwitch,
        announcementId: config.announcementBar?.id ?? null,
      }),
    },
    scriptGzipBytes: staticClosure(result.metafile, '/' + script.path).reduce((n, p) => n + gzipSync(files.find((f) => '/' + f.path === p)!.contents).length, 0),
    cssGzipBytes: gzipSync(css.contents).length,
  }
}

/** An output file and every chunk it imports statically (what a page loads before any import()). */
export function staticClosure(metafile: esbuild.Metafile, entry: string): string[] {
  // Metafile paths are relative to the working directory ('../../assets/x.js' for outdir '/').
  const norm = (k: string) => '/' + k.replace(/^(?:\.\.\/)+|^\/+/, '')
  const seen = new Set<string>()
  const visit = (p: string) => {
    const key = Object.keys(metafile.outputs).find((k) => norm(k) === p)
    if (!key || seen.has(p)) return
    seen.add(p)
    for (const imp of metafile.outputs[key]!.imports) if (imp.kind === 'import-statement') visit(norm(imp.path))
  }
  visit(entry)
  return [...seen]
}

/** Bundle the client once. */
export async function bundleClient(config: SiteConfig): Promise<BundleResult> {
  const [main, search] = await Promise.all([esbuild.build(clientBuildOptions(config.mode)), esbuild.build(searchBuildOptions(config.mode))])
  return toBundleResult(config, {
    ...main,
    outputFiles: [...main.outputFiles, ...search.outputFiles],
    metafile: { inputs: { ...main.metafile.inputs, ...search.metafile.inputs }, outputs: { ...main.metafile.outputs, ...search.metafile.outputs } },
  })
}
