/**
 * What an MDX import gives, per specifier:
 * - `@theme/…` and `@docusaurus/…`: the theme's table (theme/mdx/index.ts);
 * - `.md`/`.mdx` files (relative, `@site/…`): partials, compiled by the caller;
 * - images: a hashed URL under `assets/files/` (the file is copied by the write stage);
 * - `.svg`: a component that inlines the SVG (as Docusaurus's SVGR import does);
 * - `.json`: the parsed data;
 * - code (`.js/.jsx/.ts/.tsx`, packages) and `.css`: bundled with esbuild for Node, once per
 *   module and thread, and imported. Inside such a module `react` is the generator's own React
 *   (one instance), `@theme/…`/`@docusaurus/…` read the same table, `@site/…` is the site root,
 *   SVG and image imports are as above, and CSS (plain `.css`, and `.module.css` as CSS modules
 *   with esbuild's `local-css` loader) becomes one stylesheet per bundle that the page links.
 */
import { infimaVariablesFor, nestedLinkColours } from '../infima-variables.js'
import { packageName, unresolvedHint } from '../../../core/esbuild-errors.js'
import * as esbuild from 'esbuild'
import { createHash } from 'node:crypto'
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { createRequire } from 'node:module'
import { pathToFileURL } from 'node:url'
import { MDX_MODULES, recordImageSize, Unprovided } from '../../../../theme/mdx/index.js'
import { imageSize } from '../image-size.js'
import { GENERATOR_DIR, installedPackage } from '../../../core/locations.js'
import { svgComponent } from '../../../../theme/mdx/svg.js'
import { CSS_FILE_LOADERS } from '../../bundle.js'
import { compileSass, SASS_RE, sassPlugin } from '../../css/sass.js'
import { staticUrlsPlugin } from '../../css/static-urls.js'
import { rootPathsPlugin } from './root-paths.js'
import { noteContext } from '../repeat-copy.js'

const require = createRequire(import.meta.url)

export const IMAGE_EXT_RE = /\.(png|jpe?g|gif|webp|avif|ico|bmp|pdf|mp4|webm|mp3|zip)$/i
const CODE_EXT = ['.js', '.jsx', '.ts', '.tsx', '.mjs', '.cjs']

/** A module object as `import * as m` would see it. */
export type ModuleObject = Record<string, unknown>

/** A file an import made part of the site: copied from `from` to `to` (output path) by the write stage;
 * `stylesheet`: CSS the page links. */
export interface ImportedAsset {
  from: string
  to: string
  stylesheet?: boolean
}

/** Why an import could not be resolved; the caller turns it into a build error with file and line. */
export class ImportProblem extends Error {
  constructor(
    message: string,
    readonly hint: string,
  ) {
    super(message)
  }
}

/**
 * esbuild's "No matching export" for a theme or Docusaurus module: the name is not one this
 * generator provides. Says which module, which name, and what the module does provide.
 */
export function missingThemeExport(text: string): { message: string; hint: string } | null {
  const m = /No matching export in "cwc-mdx-shim:([^"]+)" for import "([^"]+)"/.exec(text)
  if (!m) return null
  const [, spec, name] = m as unknown as [string, string, string]
  const names = Object.keys(MDX_MODULES[spec] ?? {}).filter((n) => n !== 'default')
  return {
    message: `"${spec}" has no export "${name}" in this generator`,
    hint: `It provides ${names.length ? names.join(', ') : 'only a default export'}. Use one of those, or write what "${name}" does in the site's own code (src/).`,
  }
}

/**
 * What an esbuild message of a site bundle says to its author: the import that did not resolve
 * (`unresolved`), or the theme export that does not exist (`missing`), and the hint for it
 * (`otherwise` for any other message).
 */
export function messageAdvice(
  text: string,
  otherwise: string,
): { unresolved: string | null; missing: { message: string; hint: string } | null; hint: string } {
  const unresolved = /Could not resolve "([^"]+)"/.exec(text)?.[1] ?? null
  const missing = missingThemeExport(text)
  return { unresolved, missing, hint: unresolved ? unresolvedHint(unresolved) : (missing?.hint ?? otherwise) }
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
/** Theme components that are the page's frame, which the theme draws itself: a site's swizzled one is not used. */
export const THEME_FRAME = new Set(['Layout'])

/** A specifier with the site's module aliases applied (webpack's resolve.alias): `name` or `name/rest`. */
function aliased(specifier: string, aliases: Record<string, string> | undefined): string {
  if (!aliases) return specifier
  for (const [name, to] of Object.entries(aliases))
    if (specifier === name || specifier.startsWith(`${name}/`)) return to + specifier.slice(name.length)
  return specifier
}

/** A specifier the theme's table answers (`resolveTarget`): `@theme/…`, `@docusaurus/…`, and react-router's
 * own names for Docusaurus's router. */
export const THEME_SPECIFIER_RE = /^(!+[\w-]+!)?(@(theme|theme-original|theme-init|docusaurus)\/|react-router(-dom)?$)/

export function resolveTarget(
  specifier: string,
  importer: string,
  siteRoot: string,
  aliases?: Record<string, string>,
): Target {
  const raw = /^!+raw-loader!/.test(specifier) || /\?raw$/.test(specifier)
  specifier = aliased(specifier.replace(/^!+[\w-]+!/, '').replace(/\?raw$/, ''), aliases)
  const theme = /^@theme(-original|-init)?\/(.+)$/.exec(specifier)
  // A swizzled Layout is the site's own page frame (navbar, footer): here the theme draws that
  // around every page, so a page's `@theme/Layout` is the theme's (swizzled.ts names the site's as unused).
  if (theme && !theme[1] && !THEME_FRAME.has(theme[2]!)) {
    const swizzled = swizzledFile(siteRoot, theme[2]!)
    if (swizzled) return { kind: 'file', file: swizzled }
  }
  const ours = theme ? `@theme/${theme[2]}` : specifier
  if (MDX_MODULES[ours]) return { kind: 'theme', module: MDX_MODULES[ours]! }
  if (theme || specifier.startsWith('@docusaurus/')) {
    return {
      kind: 'theme',
      module: { default: Unprovided },
      warning: `"${specifier}" is not provided by this generator's theme: its component renders only its children (available: ${Object.keys(MDX_MODULES).join(', ')})`,
    }
  }
  let file: string | null = null
  if (specifier.startsWith('@site/')) file = path.join(siteRoot, specifier.slice('@site/'.length))
  else if (specifier.startsWith('./') || specifier.startsWith('../'))
    file = path.resolve(path.dirname(importer), specifier)
  // A site path (`/data/team.json`) is looked for in the static folder, then the site root, as Docusaurus's
  // bundler resolves one.
  else if (path.isAbsolute(specifier))
    file = findFile(specifier)
      ? specifier
      : ([path.join(siteRoot, 'static', specifier), path.join(siteRoot, specifier)].find((f) => findFile(f)) ??
        path.join(siteRoot, specifier))
  if (file === null) {
    // A package the site does not have (nor this generator, for react and the like): say so before esbuild does.
    if (!resolvable(specifier, siteRoot)) {
      const name = packageName(specifier)
      throw new ImportProblem(
        `The package "${name}" is not installed`,
        `Install the site's dependencies (\`npm install\` in ${siteRoot}), or add "${name}" to its package.json.`,
      )
    }
    return { kind: 'package', specifier }
  }
  const found = findFile(file)
  if (!found)
    throw new ImportProblem(
      `Cannot find "${specifier}" (looked for ${path.relative(siteRoot, file) || file}${path.extname(file) ? '' : ' with .mdx, .md, .js, .jsx, .ts, .tsx'})`,
      "Check the path: relative paths start from this file's folder, `@site/` from the site root.",
    )
  // What a relative import names depends on where the page is: a markdown partial's compile notes where it
  // was found (compile.ts `notePartial`), anything else ties the compile to its place (repeat-copy.ts).
  const partial = !raw && /\.mdx?$/i.test(found)
  if (specifier.startsWith('.') && !partial) noteContext('a relative import')
  if (raw) return { kind: 'raw', file: found }
  return partial ? { kind: 'partial', file: found } : { kind: 'file', file: found }
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
  return installedPackage(packageName(specifier), siteRoot) !== null
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

export function findFile(file: string): string | null {
  const candidates = [
    file,
    ...['.mdx', '.md', ...CODE_EXT].map((e) => file + e),
    ...CODE_EXT.map((e) => path.join(file, 'index' + e)),
  ]
  return candidates.find((c) => fs.statSync(c, { throwIfNoEntry: false })?.isFile()) ?? null
}

/** What bundling a module gave: the module, what it asks of the page, and the site files it was made from. */
interface Bundled {
  module: ModuleObject
  warnings: string[]
  /** Its CSS (`stylesheet`) and the files that CSS and its imports point at, copied by the write stage. */
  assets: ImportedAsset[]
  /** The site's own files it was built from (no packages), with their mtimes: a change rebuilds it. */
  inputs: { file: string; mtime: number }[]
  /** How many markdown files it imports (code partials), compiled while it was made. */
  partials: number
}

/** A `.md`/`.mdx` file compiled as a partial for site code that imports it: its component and what it brings. */
export interface CodePartial {
  Content: unknown
  assets: ImportedAsset[]
  warnings: string[]
  /** The site files its compile read (its imports'): inputs of the bundle that imports it, for every page
   * that uses the bundle. */
  reads: string[]
}

/** Loads non-partial modules; one per thread. */
export class ModuleLoader {
  private readonly cache = new Map<string, Promise<Bundled>>()
  /** The page each cached bundle was made for. */
  private readonly madeFor = new Map<string, string | undefined>()
  /** Compiles a `.md`/`.mdx` file site code imports (set by the MDX path, compile.ts `allowCodePartials`). */
  compilePartial?: (file: string) => Promise<CodePartial>
  /**
   * The compile under way (set with compilePartial): a bundle holding markdown is reused only within
   * it. Each compile has its own, so that compiling the same page again (a dev server's rebuild)
   * compiles the markdown again, and its reads (images, files beside it, link targets) are recorded
   * for that compile's cache entry too.
   */
  page?: string
  /** `infimaVariables`: a stylesheet gets the Infima variables it reads (a Docusaurus project's, which
   * Docusaurus defines on every page), and its link colours reach the theme's links (`nestedLinkColours`). */
  constructor(
    private readonly options: {
      baseUrl: string
      siteRoot: string
      infimaVariables?: boolean
      /** Module aliases and package folders of the site (SiteConfig.moduleAliases, moduleDirs). */
      aliases?: Record<string, string>
      moduleDirs?: string[]
      defines?: Record<string, string>
    },
  ) {}

  /**
   * The module a file or package target gives; `assets` receives files to copy (and the
   * stylesheets to link), `warn` what is not honoured. `read` hears of each file of the site it was made of
   * (not packages'
   * files: the lock file stands for them), for the build cache's record of what a page read.
   */
  async load(
    target: Exclude<Target, { kind: 'theme' | 'partial' }>,
    assets: ImportedAsset[],
    warn: (m: string) => void,
    read: (file: string) => void = () => {},
  ): Promise<ModuleObject> {
    if (target.kind === 'raw') {
      read(target.file)
      return { default: fs.readFileSync(target.file, 'utf8') }
    }
    const bundled = async (entry: string, kind: EntryKind) => {
      const b = await this.bundle(entry, kind)
      for (const i of b.inputs) if (!i.file.split(path.sep).includes('node_modules')) read(i.file)
      return this.use(b, assets, warn)
    }
    if (target.kind === 'package') {
      if (/^react(-dom)?(\/|$)/.test(target.specifier)) return (await import(target.specifier)) as ModuleObject
      return bundled(target.specifier, 'package')
    }
    const file = target.file
    read(file)
    if (IMAGE_EXT_RE.test(file)) {
      const bytes = fs.readFileSync(file)
      const asset = hashedAsset(file, bytes)
      assets.push(asset)
      // Its size, for `@theme/IdealImage` given the URL.
      recordImageSize(this.options.baseUrl + asset.to, imageSize(bytes))
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
    return bundled(file, /\.css$/i.test(file) || SASS_RE.test(file) ? 'css' : 'file')
  }

  /**
   * A React page's module (bundled like a site component) and the site files it is made of,
   * which say whether it needs the browser (see remark-mdx-islands' INTERACTIVE_SOURCE_RE);
   * `read` hears of those outside packages, as with `load`.
   */
  async loadPage(
    file: string,
    assets: ImportedAsset[],
    warn: (m: string) => void,
    read: (file: string) => void = () => {},
  ): Promise<{ module: ModuleObject; inputs: string[]; partials: number }> {
    const bundled = await this.bundle(file, 'file')
    for (const i of bundled.inputs) if (!i.file.split(path.sep).includes('node_modules')) read(i.file)
    return {
      module: this.use(bundled, assets, warn),
      inputs: bundled.inputs.map((i) => i.file),
      partials: bundled.partials,
    }
  }

  private use(bundled: Bundled, assets: ImportedAsset[], warn: (m: string) => void): ModuleObject {
    // A module's warnings and CSS are given to every page that imports it.
    for (const w of bundled.warnings) warn(w)
    assets.push(...bundled.assets)
    return bundled.module
  }

  /**
   * Bundle a module for Node with esbuild and import it, once per thread; again when one of
   * the site files it was made of changed since (the dev server's rebuilds), and for each page
   * when it imports markdown: the markdown is compiled as part of the page that uses it, which
   * records what it reads (links' targets, images) for the build cache.
   */
  private async bundle(entry: string, kind: EntryKind): Promise<Bundled> {
    const cached = this.cache.get(entry)
    if (cached) {
      const reusable = await cached.then(
        (b) => (b.partials === 0 || this.madeFor.get(entry) === this.page) && b.inputs,
        (err: unknown) => inputsOfFailure(entry, err),
      )
      // biome-ignore lint/complexity/useOptionalChain: `reusable` may be false
      if (reusable && reusable.every((i) => mtimeOf(i.file) === i.mtime)) return cached
    }
    const p = bundleForNode(entry, kind, { ...this.options, compilePartial: this.compilePartial })
    this.cache.set(entry, p)
    this.madeFor.set(entry, this.page)
    return p
  }
}

/** What a bundle's entry is: a file (code), a stylesheet imported from content, or a package. */
type EntryKind = 'file' | 'css' | 'package'

const mtimeOf = (file: string) => fs.statSync(file, { throwIfNoEntry: false })?.mtimeMs ?? 0

/** The files a failed bundle names (the entry, and where esbuild's errors are): a change to one retries it. */
function inputsOfFailure(entry: string, err: unknown): { file: string; mtime: number }[] {
  const located = ((err as { errors?: { location?: { file: string } | null }[] }).errors ?? []).flatMap((e) =>
    e.location ? [path.resolve(e.location.file)] : [],
  )
  return [...new Set(path.isAbsolute(entry) ? [entry, ...located] : located)].map((file) => ({
    file,
    mtime: mtimeOf(file),
  }))
}

/** `file` copied under a content hash: `assets/files/name.hash.ext`. */
export function hashedAsset(file: string, bytes: Buffer = fs.readFileSync(file)): ImportedAsset {
  const hash = createHash('sha1').update(bytes).digest('hex').slice(0, 8)
  const ext = path.extname(file)
  return { from: file, to: `assets/files/${path.basename(file, ext)}.${hash}${ext}` }
}

export { svgComponent }

const SHIM_NS = 'cwc-mdx-shim'
const ASSET_NS = 'cwc-mdx-asset'
const CSS_MODULE_NS = 'cwc-css-module'
const PARTIAL_NS = 'cwc-mdx-partial'
/** Where esbuild places a bundle's outputs (never written: `write: false`); asset paths are relative to it. */
const OUT_DIR = '/cwc-out'
/** Import kinds of JavaScript (not CSS `url()`/`@import`). */
const JS_KINDS = new Set(['import-statement', 'require-call', 'dynamic-import', 'require-resolve'])
/**
 * Bundle outputs (CSS, files) are kept here, by content hash, until the write stage copies them.
 * One folder per user, only theirs (0700): a shared one made by another user (CI runner and a
 * person, root and a service account) was not writable, and a file placed there by someone else
 * under a hash name would have been imported as the site's module.
 */
const KEEP_DIR = path.join(os.tmpdir(), `cwc-mdx-modules-${process.getuid?.() ?? os.userInfo().username}`)

/** Write `contents` under KEEP_DIR by its hash (once); returns the file and the hash. */
export function keep(contents: Uint8Array | string, ext: string): { file: string; hash: string } {
  const hash = createHash('sha1').update(contents).digest('hex')
  fs.mkdirSync(KEEP_DIR, { recursive: true, mode: 0o700 })
  const file = path.join(KEEP_DIR, hash.slice(0, 16) + ext)
  if (!fs.existsSync(file)) fs.writeFileSync(file, contents)
  return { file, hash }
}

/** CSS modules: `.module.css`, and Sass ones (`.module.scss`, `.module.sass`), compiled first. */
export const CSS_MODULE_RE = /\.module\.(css|s[ac]ss)$/i

/**
 * A CSS module's class names must be unique across bundles (each module is bundled on its own,
 * and esbuild names `.a` of `styles.module.css` `styles_a` in every build): the file is loaded
 * under a name carrying a hash of its path from the site root, so `.a` becomes `styles_h1a2b3_a`,
 * the same in every bundle (and in the islands' browser bundle) that imports it.
 */
export function cssModuleName(file: string, siteRoot: string): string {
  const hash = createHash('sha1')
    .update(path.relative(siteRoot, file).split(path.sep).join('/'))
    .digest('hex')
    .slice(0, 5)
  return path.join(
    path.dirname(file),
    `${path
      .basename(file)
      .replace(CSS_MODULE_RE, '')
      .replace(/[^\w-]/g, '_')}_h${hash}.module.css`,
  )
}

/**
 * The esbuild plugin of CSS modules (see cssModuleName): `.module.css` with esbuild's
 * `local-css` loader. With `classNamesOnly` (the islands' browser bundle, which is minified: a
 * minified build would shorten the class names too, and hydration would not match) a CSS
 * module is the JavaScript of its class names alone, from an unminified build of it.
 */
export function cssModulesPlugin(
  siteRoot: string,
  loaded?: Set<string>,
  options: { classNamesOnly?: boolean } = {},
): import('esbuild').Plugin {
  const SKIP = Symbol('cwc-css-module')
  return {
    name: 'cwc-css-modules',
    setup(build) {
      build.onResolve({ filter: CSS_MODULE_RE }, async (args) => {
        if (args.pluginData === SKIP) return undefined
        const found = await build.resolve(args.path, {
          kind: args.kind,
          importer: args.importer,
          resolveDir: args.resolveDir,
          pluginData: SKIP,
        })
        if (found.errors.length) return { errors: found.errors }
        return { path: cssModuleName(found.path, siteRoot), namespace: CSS_MODULE_NS, pluginData: found.path }
      })
      build.onLoad({ filter: /.*/, namespace: CSS_MODULE_NS }, async (args) => {
        const file = args.pluginData as string
        loaded?.add(file)
        if (!options.classNamesOnly) {
          if (!SASS_RE.test(file))
            return {
              contents: fs.readFileSync(file, 'utf8'),
              loader: 'local-css',
              resolveDir: path.dirname(file),
              watchFiles: [file],
            }
          const sass = await compileSass(file, siteRoot)
          for (const f of sass.files) loaded?.add(f)
          return {
            contents: sass.css ?? '',
            loader: 'local-css',
            resolveDir: path.dirname(file),
            errors: sass.errors,
            warnings: sass.warnings,
            watchFiles: sass.files,
          }
        }
        const names = await esbuild.build({
          stdin: {
            contents: `export { default } from ${JSON.stringify(file)}`,
            resolveDir: path.dirname(file),
            loader: 'js',
          },
          bundle: true,
          write: false,
          format: 'esm',
          outdir: OUT_DIR,
          logLevel: 'silent',
          loader: {
            '.css': 'empty',
            '.scss': 'empty',
            '.sass': 'empty',
            ...Object.fromEntries(Object.keys(CSS_FILE_LOADERS).map((e) => [e, 'empty' as const])),
          },
          plugins: [staticUrlsPlugin(path.join(siteRoot, 'static'), siteRoot), cssModulesPlugin(siteRoot)],
        })
        return {
          contents: names.outputFiles.find((f) => f.path.endsWith('.js'))!.text,
          loader: 'js',
          watchFiles: [file],
        }
      })
    },
  }
}

/**
 * The esbuild plugin of images and SVGs imported (or `require`d) by code, as in MDX: an SVG is
 * a component that inlines it (`require('@site/static/img/x.svg').default` too), an image its
 * hashed URL (the file is pushed to `assets`, if given; its size recorded for `@theme/IdealImage`). `svg`
 * makes the expression of the
 * component from the SVG's text as a JS string literal, after `svgImports` (Node: the
 * generator's svgComponent; the browser: theme/mdx/svg.ts bundled), so both render the same
 * markup. CSS `url()` is left to esbuild's loaders.
 */
export function siteAssetsPlugin(options: {
  baseUrl: string
  svg: (text: string) => string
  svgImports?: string
  assets?: ImportedAsset[]
  loaded?: Set<string>
  resolveDir?: string
  recordSizesFrom?: string
}): import('esbuild').Plugin {
  const SKIP = Symbol('cwc-asset')
  return {
    name: 'cwc-site-assets',
    setup(build) {
      build.onResolve({ filter: /\.(svg|png|jpe?g|gif|webp|avif|ico|bmp)$/i }, async (args) => {
        if (args.pluginData === SKIP || !JS_KINDS.has(args.kind)) return undefined
        const found = await build.resolve(args.path, {
          kind: args.kind,
          importer: args.importer,
          resolveDir: args.resolveDir,
          pluginData: SKIP,
        })
        if (found.errors.length) return { errors: found.errors }
        return { path: found.path, namespace: ASSET_NS }
      })
      build.onLoad({ filter: /.*/, namespace: ASSET_NS }, (args) => {
        const bytes = fs.readFileSync(args.path)
        options.loaded?.add(args.path)
        if (/\.svg$/i.test(args.path)) {
          return {
            contents: `${options.svgImports ?? ''}\nconst Svg = ${options.svg(JSON.stringify(bytes.toString('utf8')))};\nexport default Svg;\nexport const ReactComponent = Svg;`,
            loader: 'js',
            resolveDir: options.resolveDir,
            watchFiles: [args.path],
          }
        }
        const asset = hashedAsset(args.path, bytes)
        options.assets?.push(asset)
        const url = JSON.stringify(options.baseUrl + asset.to)
        const size = imageSize(bytes)
        recordImageSize(options.baseUrl + asset.to, size)
        // The browser's bundle records the size too (`recordSizesFrom`: the IdealImage module), so a hydrated
        // IdealImage matches its render.
        const record =
          options.recordSizesFrom && size
            ? `import { recordImageSize } from ${JSON.stringify(options.recordSizesFrom)}\nrecordImageSize(${url}, ${JSON.stringify(size)})\n`
            : ''
        return {
          contents: `${record}export default ${url}`,
          loader: 'js',
          resolveDir: options.resolveDir,
          watchFiles: [args.path],
        }
      })
    },
  }
}

/** A readable name for a bundle's stylesheet: the file's name, or its folder's for `index.*` (`HomepageFeatures`). */
function styleName(entry: string, kind: EntryKind): string {
  if (kind === 'package') return entry.replace(/^@/, '').replace(/[^\w-]+/g, '-')
  const base = path.basename(entry).replace(/\.(module\.)?[^.]+$/, '')
  return (base === 'index' ? path.basename(path.dirname(entry)) : base).replace(/[^\w-]+/g, '-') || 'style'
}

/** Counts bundles evaluated with markdown in them (see bundleForNode). */
let bundleGeneration = 0

async function bundleForNode(
  entry: string,
  kind: EntryKind,
  options: {
    baseUrl: string
    siteRoot: string
    infimaVariables?: boolean
    compilePartial?: ModuleLoader['compilePartial']
    aliases?: Record<string, string>
    moduleDirs?: string[]
    defines?: Record<string, string>
  },
): Promise<Bundled> {
  let partials = 0
  const { siteRoot, baseUrl } = options
  const warnings: string[] = []
  const assets: ImportedAsset[] = []
  const extraInputs = new Set<string>() // files loaded in plugin namespaces (CSS modules, SVGs, images)
  ;(globalThis as { __cwcMdxModules?: typeof MDX_MODULES }).__cwcMdxModules = MDX_MODULES
  ;(globalThis as { __cwcSvgComponent?: typeof svgComponent }).__cwcSvgComponent = svgComponent
  const spec = JSON.stringify(entry)
  // A package's namespace, as one value: an ES module's exports, or a CommonJS package's
  // (`export *` cannot name those, the namespace object can); a stylesheet imported (a CSS
  // module's class names as the default export).
  const stdin =
    kind === 'package'
      ? `import * as m from ${spec}; export { m as __cwcNamespace }`
      : kind === 'css'
        ? CSS_MODULE_RE.test(entry)
          ? `export { default } from ${spec}`
          : `import ${spec}`
        : null
  const result = await esbuild.build({
    ...(stdin !== null
      ? {
          stdin: {
            contents: stdin,
            resolveDir: kind === 'package' ? siteRoot : path.dirname(entry),
            loader: 'js' as const,
          },
        }
      : { entryPoints: [entry] }),
    bundle: true,
    write: false,
    format: 'esm',
    platform: 'node',
    target: 'node20',
    jsx: 'automatic',
    outdir: OUT_DIR,
    entryNames: 'module',
    outExtension: { '.js': '.mjs' },
    assetNames: 'assets/files/[name].[hash]',
    publicPath: baseUrl,
    metafile: true,
    logLevel: 'silent',
    alias: { ...options.aliases, '@site': siteRoot },
    ...(options.moduleDirs?.length ? { nodePaths: options.moduleDirs } : {}),
    ...(options.defines ? { define: options.defines } : {}),
    // An ES module has no \`require\`: a bundled CommonJS package that requires React (react-tweet's
    // dependencies do) gets one, else esbuild's stand-in throws "Dynamic require … is not supported".
    // A require esbuild cannot follow (\`require(\`@site/static/img/${cover}\`)\`, which webpack
    // resolves from every file that could match) is resolved when it runs: a static file is its URL.
    banner: { js: siteRequireBanner(siteRoot, baseUrl) },
    loader: { '.js': 'jsx', ...CSS_FILE_LOADERS },
    plugins: [
      rootPathsPlugin(siteRoot),
      staticUrlsPlugin(path.join(siteRoot, 'static'), siteRoot),
      cssModulesPlugin(siteRoot, extraInputs),
      sassPlugin(siteRoot, { loaded: extraInputs }),
      siteAssetsPlugin({
        baseUrl,
        svg: (text) => `globalThis.__cwcSvgComponent(${text})`,
        assets,
        loaded: extraInputs,
      }),
      {
        name: 'cwc-mdx',
        setup(build) {
          // One React: the generator's own, by absolute URL.
          // (A package's CommonJS code \`require\`s it: by path, through the banner's \`require\`.)
          build.onResolve({ filter: /^react(-dom)?(\/.*)?$/ }, (args) => ({
            path:
              args.kind === 'require-call'
                ? require.resolve(args.path)
                : pathToFileURL(require.resolve(args.path)).href,
            external: true,
          }))
          // Theme and Docusaurus modules, and react-router by its own names (Docusaurus's router: the table's answers).
          build.onResolve({ filter: THEME_SPECIFIER_RE }, (args) => {
            const target = resolveTarget(args.path, args.importer || entry, siteRoot)
            if (target.kind === 'file') return { path: target.file }
            if (target.kind !== 'theme') return undefined
            if (target.warning) warnings.push(`${args.importer || entry}: ${target.warning}`)
            return {
              path: target.warning ? '' : args.path.replace(/^@theme-(original|init)\//, '@theme/'),
              namespace: SHIM_NS,
            }
          })
          // `import Intro from './intro.md'` in a component: the file compiled as a partial (MDX), its
          // component the default export, as in Docusaurus.
          build.onResolve({ filter: /\.mdx?$/i }, (args) => {
            if (!JS_KINDS.has(args.kind) || args.importer.split(path.sep).includes('node_modules')) return undefined
            const target = resolveTarget(args.path, args.importer || entry, siteRoot)
            return target.kind === 'partial' ? { path: target.file, namespace: PARTIAL_NS } : undefined
          })
          build.onLoad({ filter: /.*/, namespace: PARTIAL_NS }, async (args) => {
            if (!options.compilePartial)
              return {
                errors: [
                  {
                    text: `"${path.relative(siteRoot, args.path)}" is a markdown file: it can be imported from a page or component only while pages are compiled`,
                  },
                ],
              }
            const part = await options.compilePartial(args.path)
            warnings.push(...part.warnings)
            assets.push(...part.assets)
            extraInputs.add(args.path)
            for (const f of part.reads) extraInputs.add(f)
            partials++
            ;((globalThis as { __cwcMdxPartials?: Map<string, unknown> }).__cwcMdxPartials ??= new Map()).set(
              args.path,
              part.Content,
            )
            return {
              contents: `export default globalThis.__cwcMdxPartials.get(${JSON.stringify(args.path)})`,
              loader: 'js',
            }
          })
          build.onLoad({ filter: /.*/, namespace: SHIM_NS }, (args) => {
            if (!args.path)
              return {
                contents: 'export default function Unprovided(props) { return props.children ?? null }',
                loader: 'js',
              }
            const names = Object.keys(MDX_MODULES[args.path]!).filter(
              (n) => n !== 'default' && /^[A-Za-z_$][\w$]*$/.test(n),
            )
            const m = `globalThis.__cwcMdxModules[${JSON.stringify(args.path)}]`
            return {
              contents: `export default ${m}.default;\n${names.map((n) => `export const ${n} = ${m}.${n};`).join('\n')}`,
              loader: 'js',
            }
          })
        },
      },
    ],
  })
  // What esbuild leaves out of the site's own files (an `@import` after other rules, …) is said; packages'
  // notes are not the site's to fix.
  for (const w of result.warnings) {
    // A CSS module is loaded under its hashed name (cssModuleName): name the file as written.
    const file =
      w.location &&
      path.resolve(w.location.file.replace(/^[\w-]+:/, '').replace(/_h[0-9a-f]{5}(\.module\.css)$/i, '$1'))
    // Without a location the note is about the bundling itself (e.g. a tsconfig.json `extends` that is not
    // installed), the same for every module: said once per build (build.ts drops repeated warnings).
    if (!file?.split(path.sep).includes('node_modules'))
      warnings.push(
        file ? `${file}:${w.location!.line}: ${w.text}` : `bundling the site's modules (esbuild): ${w.text}`,
      )
  }
  const js = result.outputFiles.find((f) => f.path.endsWith('.mjs'))!
  for (const f of result.outputFiles) {
    if (f === js) continue
    if (f.path.endsWith('.css')) {
      if (!f.text.trim()) continue
      // Minified: esbuild's unminified CSS names each source file in a comment (paths of this machine).
      const css = (await esbuild.transform(f.text, { loader: 'css', minify: true, logLevel: 'silent' })).code
      // The Infima variables it reads (`var(--ifm-color-content-secondary)` in a page's CSS module), as the
      // site's customCss gets them (bundle.ts).
      const kept = keep(options.infimaVariables ? infimaVariablesFor(css) + nestedLinkColours(css) : css, '.css')
      assets.push({
        from: kept.file,
        to: `assets/css/${styleName(entry, kind)}.${kept.hash.slice(0, 8)}.css`,
        stylesheet: true,
      })
    } else {
      assets.push({
        from: keep(f.contents, path.extname(f.path)).file,
        to: path.relative(OUT_DIR, f.path).split(path.sep).join('/'),
      })
    }
  }
  const inputs = [
    ...Object.keys(result.metafile.inputs)
      .filter((k) => !/^[\w-]+:|^<stdin>$/.test(k))
      .map((k) => path.resolve(k)),
    ...extraInputs,
    ...(kind === 'css' ? [entry] : []),
  ].filter((f) => !f.split(path.sep).includes('node_modules'))
  const { file } = keep(js.contents, '.mjs')
  // A bundle that imports markdown reads its compiled component when it is first evaluated: the
  // same code made again (a partial or what it imports changed) must be evaluated again, not
  // taken from Node's module cache.
  const fresh = partials > 0 ? `?partials=${++bundleGeneration}` : ''
  const loaded = (await import(pathToFileURL(file).href + fresh)) as ModuleObject
  const module = kind === 'package' ? { ...(loaded.__cwcNamespace as ModuleObject) } : loaded
  return {
    module,
    warnings,
    assets,
    inputs: [...new Set(inputs)].map((f) => ({ file: f, mtime: mtimeOf(f) })),
    partials,
  }
}

/**
 * The \`require\` of a bundled site module: Node's, from the bundle's place, except for an
 * \`@site/…\` path it is given at run time — a file under static/ (not code or JSON) is its URL
 * under the base URL, as its static copy is served (\`{ default: url }\`, as an imported asset);
 * any other \`@site/\` path is required from the site root.
 */
export function siteRequireBanner(siteRoot: string, baseUrl: string): string {
  const root = JSON.stringify(siteRoot.split(path.sep).join('/') + '/')
  const base = JSON.stringify(baseUrl.endsWith('/') ? baseUrl : baseUrl + '/')
  return (
    "import { createRequire as __cwcCreateRequire } from 'node:module'; const __cwcNodeRequire = __cwcCreateRequire(import.meta.url); " +
    "const require = Object.assign((id) => { if (typeof id === 'string' && id.startsWith('@site/')) { const rest = id.slice(6); " +
    `if (rest.startsWith('static/') && !/\\.(?:[cm]?[jt]sx?|json)$/.test(rest)) return { __esModule: true, default: ${base} + rest.slice(7) }; ` +
    `return __cwcNodeRequire(${root} + rest) } return __cwcNodeRequire(id) }, __cwcNodeRequire);`
  )
}
