/**
 * Sass (docusaurus-plugin-sass): `.scss` and `.sass` files — customCss, CSS modules
 * (`*.module.scss`) and plain imports from components — compiled to CSS with the `sass`
 * package before esbuild bundles them, in the build-time bundles (mdx/modules.ts), the
 * islands' browser bundle (islands.ts) and the customCss bundle (bundle.ts).
 *
 * `sass` is resolved from the site first (a Docusaurus site that uses the plugin has it
 * installed: it is the plugin's peer dependency), then from this generator (a development
 * dependency: its tests have it, an installed copy does not). A site with neither gets an error
 * naming the file and the command that installs it. A Sass error names the file and line.
 */
import fs from 'node:fs'
import { createRequire } from 'node:module'
import path from 'node:path'
import { pathToFileURL, fileURLToPath } from 'node:url'
import type { Plugin, PartialMessage } from 'esbuild'
import { GENERATOR_DIR } from '../../core/locations.js'

/** Files Sass compiles. */
export const SASS_RE = /\.s[ac]ss$/i

/** The part of the `sass` package's API used here. */
interface SassApi {
  compileAsync(
    file: string,
    options: {
      loadPaths?: string[]
      style?: 'expanded' | 'compressed'
      importers?: { findFileUrl(url: string): URL | null }[]
      quietDeps?: boolean
      logger?: { warn?(message: string, options: { span?: SassSpan }): void; debug?(): void }
    },
  ): Promise<{ css: string; loadedUrls: URL[] }>
}

interface SassSpan {
  url?: URL
  start: { line: number; column: number }
  context?: string
  text: string
}

/** Where `sass` was found, per list of folders asked (one import per thread). */
const loaded = new Map<string, Promise<SassApi | null>>()

/** The `sass` package: the first of `from` that has it (the site's, else this generator's); null when none has it. */
export function loadSass(siteRoot: string, from: string[] = [siteRoot, GENERATOR_DIR]): Promise<SassApi | null> {
  const key = from.join('\0')
  let p = loaded.get(key)
  if (!p) {
    p = (async () => {
      for (const dir of from.map((d) => path.join(d, 'noop.js'))) {
        let file: string
        try {
          file = createRequire(dir).resolve('sass')
        } catch {
          continue
        }
        const mod = (await import(pathToFileURL(file).href)) as SassApi & { default?: SassApi }
        return typeof mod.compileAsync === 'function' ? mod : (mod.default ?? null)
      }
      return null
    })()
    loaded.set(key, p)
    // Not installed: asked again next time (a dev server's author may install it meanwhile).
    void p.then(
      (sass) => {
        if (!sass) loaded.delete(key)
      },
      () => loaded.delete(key),
    )
  }
  return p
}

/** What compiling one Sass file gives: its CSS and every file it read (for watch mode), or esbuild-shaped
 * errors with file and line. */
export interface SassResult {
  css?: string
  files: string[]
  errors?: PartialMessage[]
  warnings?: PartialMessage[]
}

/**
 * Compile a `.scss`/`.sass` file. `@import`/`@use` of a bare path looks in the file's folder, then
 * in the site's `node_modules` (and `~pkg/…`, the webpack spelling, means the package's file).
 * `from`: the folders `sass` is looked for from (default: the site, then this generator).
 */
export async function compileSass(file: string, siteRoot: string, from?: string[]): Promise<SassResult> {
  const sass = await loadSass(siteRoot, from)
  if (!sass) {
    return {
      files: [file],
      errors: [
        {
          text: `${path.basename(file)} is Sass, and the \`sass\` package is not installed in the site`,
          location: { file, line: 1, column: 0 },
          notes: [
            {
              text: `Install it in the site (\`npm install --save-dev sass\` in ${siteRoot}), as docusaurus-plugin-sass asks, or rename the file to .css if it is plain CSS.`,
            },
          ],
        },
      ],
    }
  }
  const modules = nodeModulesDirs(path.dirname(file))
  const warnings: PartialMessage[] = []
  try {
    const result = await sass.compileAsync(file, {
      loadPaths: [path.dirname(file), ...modules],
      style: 'expanded',
      quietDeps: true,
      importers: [
        {
          // `~bootstrap/scss/x` (sass-loader's spelling of a package's file).
          findFileUrl(url: string) {
            if (!url.startsWith('~')) return null
            const dir = modules.find((m) => fs.existsSync(path.join(m, url.slice(1).split('/')[0]!)))
            return dir ? pathToFileURL(path.join(dir, url.slice(1))) : null
          },
        },
      ],
      logger: {
        warn(message, options) {
          const at = options.span?.url?.protocol === 'file:' ? options.span : undefined
          warnings.push({
            text: message.split('\n')[0]!,
            location: at
              ? { file: fileURLToPath(at.url!), line: at.start.line + 1, column: at.start.column }
              : { file, line: 1, column: 0 },
          })
        },
        debug() {},
      },
    })
    const files = result.loadedUrls.filter((u) => u.protocol === 'file:').map((u) => fileURLToPath(u))
    return { css: result.css, files: files.length ? files : [file], warnings }
  } catch (err) {
    const e = err as { sassMessage?: string; message: string; span?: SassSpan }
    const span = e.span
    const at = span?.url?.protocol === 'file:' ? fileURLToPath(span.url) : file
    return {
      files: [file, ...(at !== file ? [at] : [])],
      errors: [
        {
          text: `Sass: ${e.sassMessage ?? e.message.split('\n')[0]}`,
          location: {
            file: at,
            line: (span?.start.line ?? 0) + 1,
            column: span?.start.column ?? 0,
            lineText: span?.context?.split('\n')[0] ?? '',
          },
          notes: [{ text: 'Fix the Sass at that line.' }],
        },
      ],
    }
  }
}

/** The `node_modules` folders from `dir` up to the file system's root. */
function nodeModulesDirs(dir: string): string[] {
  const out: string[] = []
  for (let d = dir; ; d = path.dirname(d)) {
    const m = path.join(d, 'node_modules')
    if (fs.existsSync(m)) out.push(m)
    if (path.dirname(d) === d) return out
  }
}

/**
 * The esbuild plugin that loads plain `.scss`/`.sass` files (not CSS modules: cssModulesPlugin
 * compiles those itself) as the CSS Sass makes of them. `empty`: the file gives nothing (the
 * islands' browser bundle, where the page's render already linked the CSS); `loaded` receives
 * the files each compile read (a change to one rebuilds the module, as for the site's code).
 */
export function sassPlugin(
  siteRoot: string,
  options: {
    empty?: boolean
    loaded?: Set<string>
    /** What the compiled CSS goes through next (the site's PostCSS plugins, postcss-plugins.ts). */
    post?: ((css: string, file: string) => Promise<string>) | null
  } = {},
): Plugin {
  return {
    name: 'cwc-sass',
    setup(build) {
      build.onLoad({ filter: SASS_RE, namespace: 'file' }, async (args) => {
        if (options.empty) return { contents: '', loader: 'empty' }
        const result = await compileSass(args.path, siteRoot)
        for (const f of result.files) options.loaded?.add(f)
        const css = result.css && options.post ? await options.post(result.css, args.path) : result.css
        return {
          contents: css ?? '',
          loader: 'css',
          resolveDir: path.dirname(args.path),
          errors: result.errors,
          warnings: result.warnings,
          watchFiles: result.files,
        }
      })
    },
  }
}
