/**
 * What an MDX import gives, per specifier:
 * - `@theme/…` and `@docusaurus/…`: the theme's table (theme/mdx/index.ts);
 * - `.md`/`.mdx` files (relative, `@site/…`): partials, compiled by the caller;
 * - images: a hashed URL under `assets/files/` (the file is copied by the write stage);
 * - `.svg`: a component that inlines the SVG (as Docusaurus's SVGR import does);
 * - `.json`: the parsed data; `.css`: nothing (named in a warning);
 * - code (`.js/.jsx/.ts/.tsx`, packages): bundled with esbuild for Node, once per module and
 *   thread, and imported. Inside such a module `react` is the generator's own React (one
 *   instance) and `@theme/…`/`@docusaurus/…` read the same table.
 */
import { createHash } from 'node:crypto'
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { createRequire } from 'node:module'
import { pathToFileURL } from 'node:url'
import { createElement, type ComponentType } from 'react'
import { MDX_MODULES, Unprovided } from '../../../../theme/mdx/index.js'
import { GENERATOR_DIR } from '../../../core/locations.js'

const require = createRequire(import.meta.url)

export const IMAGE_EXT_RE = /\.(png|jpe?g|gif|webp|avif|ico|bmp|pdf|mp4|webm|mp3|zip)$/i
const CODE_EXT = ['.js', '.jsx', '.ts', '.tsx', '.mjs', '.cjs']

/** A module object as `import * as m` would see it. */
export type ModuleObject = Record<string, unknown>

/** A file an import made part of the site: copied from `from` to `to` (output path) by the write stage. */
export interface ImportedAsset { from: string; to: string }

/** Why an import could not be resolved; the caller turns it into a build error with file and line. */
export class ImportProblem extends Error {
  constructor(message: string, readonly hint: string) {
    super(message)
  }
}

/** Where a specifier points: a theme module, a file, or a package. */
export type Target =
  | { kind: 'theme'; module: ModuleObject; warning?: string }
  | { kind: 'partial'; file: string }
  | { kind: 'file'; file: string }
  | { kind: 'raw'; file: string }
  | { kind: 'package'; specifier: string }

/**
 * Resolve a specifier written in `importer`, as Docusaurus does: `@theme/X` is the site's own
 * `src/theme/X` when it has one (swizzled), else ours (`@theme-original/X` is always ours);
 * `!!raw-loader!./f` and `./f?raw` give the file's text. A theme module we do not have renders
 * its children (named in a warning) rather than failing the build.
 */
export function resolveTarget(specifier: string, importer: string, siteRoot: string): Target {
  const raw = /^!+raw-loader!/.test(specifier) || /\?raw$/.test(specifier)
  specifier = specifier.replace(/^!+[\w-]+!/, '').replace(/\?raw$/, '')
  const theme = /^@theme(-original|-init)?\/(.+)$/.exec(specifier)
  if (theme && !theme[1]) {
    const swizzled = swizzledFile(siteRoot, theme[2]!)
    if (swizzled) return { kind: 'file', file: swizzled }
  }
  const ours = theme ? `@theme/${theme[2]}` : specifier
  if (MDX_MODULES[ours]) return { kind: 'theme', module: MDX_MODULES[ours]! }
  if (theme || specifier.startsWith('@docusaurus/')) {
    return { kind: 'theme', module: { default: Unprovided }, warning: `"${specifier}" is not provided by this generator's theme: its component renders only its children (available: ${Object.keys(MDX_MODULES).join(', ')})` }
  }
  let file: string | null = null
  if (specifier.startsWith('@site/')) file = path.join(siteRoot, specifier.slice('@site/'.length))
  else if (specifier.startsWith('./') || specifier.startsWith('../')) file = path.resolve(path.dirname(importer), specifier)
  else if (path.isAbsolute(specifier)) file = fs.existsSync(specifier) ? specifier : path.join(siteRoot, specifier)
  if (file === null) {
    // A package the site does not have (nor this generator, for react and the like): say so before esbuild does.
    if (!resolvable(specifier, siteRoot)) {
      const name = specifier.startsWith('@') ? specifier.split('/').slice(0, 2).join('/') : specifier.split('/')[0]!
      throw new ImportProblem(`The package "${name}" is not installed`, `Install the site's dependencies (\`npm install\` in ${siteRoot}), or add "${name}" to its package.json.`)
    }
    return { kind: 'package', specifier }
  }
  const found = findFile(file)
  if (!found) throw new ImportProblem(`Cannot find "${specifier}" (looked for ${path.relative(siteRoot, file) || file}${path.extname(file) ? '' : ' with .mdx, .md, .js, .jsx, .ts, .tsx'})`, 'Check the path: relative paths start from this file\'s folder, `@site/` from the site root.')
  if (raw) return { kind: 'raw', file: found }
  return /\.mdx?$/i.test(found) ? { kind: 'partial', file: found } : { kind: 'file', file: found }
}

/** Whether a package import resolves from the site, or from this generator (react, react-dom). */
function resolvable(specifier: string, siteRoot: string): boolean {
  for (const from of [path.join(siteRoot, 'noop.js'), path.join(GENERATOR_DIR, 'noop.js')]) {
    try {
      createRequire(from).resolve(specifier)
      return true
    } catch (err) {
      // A package whose exports hide this subpath (or that only has an ESM entry) is installed all the same.
      if ((err as NodeJS.ErrnoException).code === 'ERR_PACKAGE_PATH_NOT_EXPORTED') return true
    }
  }
  const name = specifier.startsWith('@') ? specifier.split('/').slice(0, 2).join('/') : specifier.split('/')[0]!
  return [siteRoot, GENERATOR_DIR].some((dir) => { for (let d = dir; ; d = path.dirname(d)) { if (fs.existsSync(path.join(d, 'node_modules', name))) return true; if (path.dirname(d) === d) return false } })
}

/**
 * The site's own `src/theme/<name>` module, if it has one. Every page imports theme modules and
 * each import is resolved twice (islands, compiler): look each name up once per build process.
 */
const swizzled = new Map<string, string | null>()

/** Forget the looked-up swizzled modules (the dev server, when files under src/ change). */
export function forgetSwizzled(): void {
  swizzled.clear()
}

function swizzledFile(siteRoot: string, name: string): string | null {
  const key = siteRoot + '\0' + name
  let file = swizzled.get(key)
  if (file === undefined) {
    const found = findFile(path.join(siteRoot, 'src/theme', name))
    file = found && !/\.mdx?$/.test(found) ? found : null
    swizzled.set(key, file)
  }
  return file
}

function findFile(file: string): string | null {
  const candidates = [file, ...['.mdx', '.md', ...CODE_EXT].map((e) => file + e), ...CODE_EXT.map((e) => path.join(file, 'index' + e))]
  return candidates.find((c) => fs.statSync(c, { throwIfNoEntry: false })?.isFile()) ?? null
}

/** Loads non-partial modules; one per thread. */
export class ModuleLoader {
  private readonly cache = new Map<string, Promise<{ module: ModuleObject; warnings: string[] }>>()
  constructor(private readonly options: { baseUrl: string; siteRoot: string }) {}

  /** The module a file or package target gives; `assets` receives files to copy, `warn` what is not honoured. */
  async load(target: Exclude<Target, { kind: 'theme' | 'partial' }>, assets: ImportedAsset[], warn: (m: string) => void): Promise<ModuleObject> {
    if (target.kind === 'raw') return { default: fs.readFileSync(target.file, 'utf8') }
    if (target.kind === 'package') {
      if (/^react(-dom)?(\/|$)/.test(target.specifier)) return (await import(target.specifier)) as ModuleObject
      return this.bundle(target.specifier, this.options.siteRoot, warn)
    }
    const file = target.file
    if (IMAGE_EXT_RE.test(file)) {
      const asset = hashedAsset(file)
      assets.push(asset)
      return { default: this.options.baseUrl + asset.to }
    }
    if (/\.svg$/i.test(file)) {
      const bytes = fs.readFileSync(file)
      const asset = hashedAsset(file, bytes)
      assets.push(asset)
      const Svg = svgComponent(bytes.toString('utf8'))
      return { default: Svg, ReactComponent: Svg, url: this.options.baseUrl + asset.to }
    }
    if (/\.json$/i.test(file)) return { default: JSON.parse(fs.readFileSync(file, 'utf8')) as unknown }
    if (/\.css$/i.test(file)) {
      warn(`${file}: CSS imported from content is not applied (put site styles in the theme's CSS)`)
      return {}
    }
    return this.bundle(file, path.dirname(file), warn)
  }

  /** Bundle a module for Node with esbuild and import it (cached by path and mtime). */
  private bundle(entry: string, resolveDir: string, warn: (m: string) => void): Promise<ModuleObject> {
    const mtime = fs.statSync(entry, { throwIfNoEntry: false })?.mtimeMs ?? 0
    const key = entry + '\0' + mtime
    let p = this.cache.get(key)
    if (!p) {
      p = bundleForNode(entry, resolveDir, this.options.siteRoot)
      this.cache.set(key, p)
    }
    // A module's warnings are given once per page that imports it.
    return p.then(({ module, warnings }) => { for (const w of warnings) warn(w); return module })
  }
}

/** `file` copied under a content hash: `assets/files/name.hash.ext`. */
export function hashedAsset(file: string, bytes: Buffer = fs.readFileSync(file)): ImportedAsset {
  const hash = createHash('sha1').update(bytes).digest('hex').slice(0, 8)
  const ext = path.extname(file)
  return { from: file, to: `assets/files/${path.basename(file, ext)}.${hash}${ext}` }
}

/** An SVG file as a component: its root attributes as props (overridable), its markup inlined. */
export function svgComponent(svg: string): ComponentType<Record<string, unknown>> {
  const m = /<svg\b([^>]*)>([\s\S]*)<\/svg>/i.exec(svg)
  const attrs: Record<string, string> = {}
  for (const a of (m?.[1] ?? '').matchAll(/([\w:-]+)\s*=\s*("([^"]*)"|'([^']*)')/g)) {
    const name = a[1] === 'class' ? 'className' : a[1]!
    if (!name.startsWith('xmlns:')) attrs[name] = a[3] ?? a[4] ?? ''
  }
  const inner = m?.[2] ?? ''
  const Svg = ({ title, ...props }: Record<string, unknown>) => createElement('svg', { ...attrs, ...props, dangerouslySetInnerHTML: { __html: (typeof title === 'string' ? `<title>${title.replace(/</g, '&lt;')}</title>` : '') + inner } })
  return Svg
}

const SHIM_NS = 'cwc-mdx-shim'

async function bundleForNode(entry: string, resolveDir: string, siteRoot: string): Promise<{ module: ModuleObject; warnings: string[] }> {
  const warnings: string[] = []
  const esbuild = await import('esbuild')
  ;(globalThis as { __cwcMdxModules?: typeof MDX_MODULES }).__cwcMdxModules = MDX_MODULES
  const isPackage = !path.isAbsolute(entry)
  const result = await esbuild.build({
    ...(isPackage ? { stdin: { contents: `export * from ${JSON.stringify(entry)}; export { default } from ${JSON.stringify(entry)}`, resolveDir, loader: 'js' as const } } : { entryPoints: [entry] }),
    bundle: true, write: false, format: 'esm', platform: 'node', target: 'node20', jsx: 'automatic',
    outfile: 'module.mjs', logLevel: 'silent',
    loader: { '.js': 'jsx', '.png': 'dataurl', '.jpg': 'dataurl', '.jpeg': 'dataurl', '.gif': 'dataurl', '.webp': 'dataurl', '.svg': 'dataurl', '.css': 'empty', '.module.css': 'local-css' },
    plugins: [{
      name: 'cwc-mdx',
      setup(build) {
        // One React: the generator's own, by absolute URL.
        build.onResolve({ filter: /^react(-dom)?(\/.*)?$/ }, (args) => ({ path: pathToFileURL(require.resolve(args.path)).href, external: true }))
        build.onResolve({ filter: /^(!+[\w-]+!)?@(theme|theme-original|theme-init|docusaurus)\// }, (args) => {
          const target = resolveTarget(args.path, args.importer || entry, siteRoot)
          if (target.kind === 'file') return { path: target.file }
          if (target.kind !== 'theme') return undefined
          if (target.warning) warnings.push(`${entry}: ${target.warning}`)
          return { path: target.warning ? '' : args.path.replace(/^@theme-(original|init)\//, '@theme/'), namespace: SHIM_NS }
        })
        build.onLoad({ filter: /.*/, namespace: SHIM_NS }, (args) => {
          if (!args.path) return { contents: 'export default function Unprovided(props) { return props.children ?? null }', loader: 'js' }
          const names = Object.keys(MDX_MODULES[args.path]!).filter((n) => n !== 'default' && /^[A-Za-z_$][\w$]*$/.test(n))
          const m = `globalThis.__cwcMdxModules[${JSON.stringify(args.path)}]`
          return { contents: `export default ${m}.default;\n${names.map((n) => `export const ${n} = ${m}.${n};`).join('\n')}`, loader: 'js' }
        })
      },
    }],
  })
  const css = result.outputFiles.find((f) => f.path.endsWith('.css'))
  if (css && css.text.trim()) warnings.push(`${entry}: its CSS (${(css.contents.length / 1024).toFixed(1)} KB, CSS modules included) is not applied: the theme's stylesheet is the site's only one`)
  const js = result.outputFiles.find((f) => f.path.endsWith('.mjs'))!
  const dir = path.join(os.tmpdir(), 'cwc-mdx-modules')
  fs.mkdirSync(dir, { recursive: true })
  const file = path.join(dir, createHash('sha1').update(js.contents).digest('hex').slice(0, 16) + '.mjs')
  if (!fs.existsSync(file)) fs.writeFileSync(file, js.contents)
  return { module: (await import(pathToFileURL(file).href)) as ModuleObject, warnings }
}
