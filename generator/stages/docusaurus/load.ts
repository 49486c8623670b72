/**
 * Loading a Docusaurus project's JavaScript files (`docusaurus.config.{js,ts,mjs}`,
 * `sidebars.{js,ts}`) the way the site config is loaded: bundled by esbuild for Node and run.
 * A Docusaurus config imports packages this generator does not need (`prism-react-renderer`
 * themes, plugins, `@docusaurus/*` helpers) and that are often not installed where it runs:
 * each bare import that does not resolve from the project becomes a stand-in module that
 * accepts any property access or call, so the config still evaluates, and is reported.
 */
import * as esbuild from 'esbuild'
import fs from 'node:fs'
import { createRequire, SourceMap, type SourceMapPayload } from 'node:module'
import path from 'node:path'
import { pathToFileURL } from 'node:url'
import { inFolder } from '../../core/in-folder.js'
import { ConfigError } from '../../core/errors.js'

/** Config file names Docusaurus reads, in its order. */
export const DOCUSAURUS_CONFIG_NAMES = [
  'docusaurus.config.ts',
  'docusaurus.config.mts',
  'docusaurus.config.js',
  'docusaurus.config.mjs',
  'docusaurus.config.cjs',
]

/** The Docusaurus config file of a folder, or null. */
export function findDocusaurusConfig(root: string): string | null {
  const name = DOCUSAURUS_CONFIG_NAMES.find((n) => fs.existsSync(path.join(root, n)))
  return name ? path.join(root, name) : null
}

/**
 * The extensions an extensionless relative import or `require.resolve` tries, in the order of
 * Docusaurus's config loader (jiti): `./sidebars` finds sidebars.ts, .tsx, .mts, ….
 */
export const JITI_EXTENSIONS = ['.js', '.mjs', '.cjs', '.ts', '.tsx', '.mts', '.cts', '.jsx', '.json']

/** A module's value and the packages replaced by stand-ins while loading it. */
export interface LoadedModule {
  value: unknown
  /** Bare imports that did not resolve from the project (replaced by stand-ins). */
  stubbed: string[]
  /** The project's own files it was made of (the file and what it imports, packages aside). */
  inputs: string[]
}

/**
 * A stand-in for a missing package: every property is another stand-in, calling one returns
 * one, and it turns into '' where a string is needed (so `themes.github` or
 * `require.resolve('x')` still evaluate). Each remembers the property path it was reached by
 * (`__cwcPath`, see `stubPath`): a Prism theme is known by its name even without the package.
 */
const STUB_MAKER = `
var __cwcMake = (name, at = name) => new Proxy(function () {}, {
  get: (_t, key) => key === '__cwcStub' ? name : key === '__cwcPath' ? at : key === Symbol.toPrimitive ? () => '' : key === 'then' ? undefined : key === '__esModule' ? true : __cwcMake(name, typeof key === 'string' ? at + '.' + key : at),
  apply: () => __cwcMake(name, at),
  construct: () => __cwcMake(name, at),
  // esbuild's ESM interop copies a module's own properties into a new object whose prototype is
  // the module's: answering property lookups through the prototype keeps named imports working.
  getPrototypeOf: () => new Proxy({}, { get: (_t, key) => key === 'then' ? undefined : __cwcMake(name, typeof key === 'string' ? at + '.' + key : at) }),
});
var __cwcStubbed = (globalThis.__cwcStubbed ??= new Set());
`

/**
 * Runtime requires (\`require(x)\`, \`require.resolve(x)\`) of packages that are not installed, or
 * that Node cannot require (ESM-only), get a stand-in too (a resolve returns the name as written).
 */
const REQUIRE_GUARD = `
var __cwcExtensions = ${JSON.stringify(JITI_EXTENSIONS)};
require = (function (real) {
  // Not installed, or installed but not requirable (ESM-only before Node 20.19, or ESM with top-level await): the plugins they are for are not run here anyway.
  var missing = (e, id) => e && ['MODULE_NOT_FOUND', 'ERR_REQUIRE_ESM', 'ERR_REQUIRE_ASYNC_MODULE'].includes(e.code) && !/^[./]/.test(id);
  var r = function (id) { try { return real(id) } catch (e) { if (!missing(e, id)) throw e; __cwcStubbed.add(id); return __cwcMake(id) } };
  // A relative file without its extension (\`require.resolve('./sidebars')\` for sidebars.ts): the extensions Docusaurus's loader (jiti) tries, which Node does not.
  var withExt = (id, o) => { for (var ext of __cwcExtensions) { try { return real.resolve(id + ext, o) } catch (e) {} } return null };
  r.resolve = function (id, o) { try { return real.resolve(id, o) } catch (e) { if (/^[.]{1,2}[\\/]/.test(id) && e && e.code === 'MODULE_NOT_FOUND') { var found = withExt(id, o); if (found) return found } if (!missing(e, id)) throw e; __cwcStubbed.add(id); return id } };
  r.cache = real.cache;
  return r;
})(require);
`

const STUB_SOURCE = `__cwcStubbed.add(__NAME__); module.exports = __cwcMake(__NAME__)`

/**
 * Bundle and run a CommonJS or ESM file (TypeScript allowed). The default export (or
 * `module.exports`) is the value; a function is called (Docusaurus accepts an async config
 * creator), unless `call` is false (a plugin's module: its function is the value).
 */
export async function loadProjectModule(file: string, { call = true } = {}): Promise<LoadedModule> {
  if (file.endsWith('.json')) return { value: readJson(file), stubbed: [], inputs: [file] }
  const dir = path.dirname(file)
  const projectRequire = createRequire(path.join(dir, 'noop.js'))
  let result: Awaited<ReturnType<typeof esbuild.build>> & {
    outputFiles: { text: string }[]
    metafile: import('esbuild').Metafile
  }
  try {
    result = (await esbuild.build({
      entryPoints: [file],
      absWorkingDir: dir,
      bundle: true,
      platform: 'node',
      format: 'cjs',
      target: 'node20',
      write: false,
      sourcemap: 'external',
      outdir: dir,
      logLevel: 'silent',
      metafile: true,
      banner: { js: STUB_MAKER + REQUIRE_GUARD },
      resolveExtensions: JITI_EXTENSIONS,
      loader: { '.mts': 'ts', '.cts': 'ts' },
      plugins: [
        {
          name: 'docusaurus-packages',
          setup(build) {
            // A package the project has stays external (loaded by Node from the project); one it
            // lacks becomes a stand-in. Relative files are bundled.
            build.onResolve({ filter: /^[^./]/ }, (args) => {
              if (args.path.startsWith('node:')) return { path: args.path, external: true }
              let resolved: string
              try {
                resolved = (
                  args.importer && path.isAbsolute(args.importer) ? createRequire(args.importer) : projectRequire
                ).resolve(args.path)
              } catch {
                return { path: args.path, namespace: 'cwc-stub' }
              }
              // A package whose entry is TypeScript (a workspace package of the site's monorepo, such as its
              // own remark plugins): bundled, as Docusaurus's loader compiles it; Node could not require it.
              if (/(?<!\.d)\.[cm]?tsx?$/.test(resolved)) return { path: resolved }
              // Kept bare: Node resolves it from the config's folder, and the require guard can stand in for it —
              // unless the importer sees another copy than the config's folder does (a workspace package with
              // its own node_modules: react-native-website's remark plugin wants unist-util-visit-parents 3, the
              // site root has 6): then that copy, by its path, as Docusaurus's loader would resolve it.
              let fromProject: string | null = null
              try {
                fromProject = projectRequire.resolve(args.path)
              } catch {
                /* the project lacks it */
              }
              return { path: fromProject === resolved ? args.path : resolved, external: true }
            })
            build.onLoad({ filter: /.*/, namespace: 'cwc-stub' }, (args) => ({
              contents: STUB_SOURCE.replaceAll('__NAME__', JSON.stringify(args.path)),
              loader: 'js',
            }))
            // The site's own ES modules read \`import.meta.url\` (\`createRequire(import.meta.url)\`,
            // \`new URL('../package.json', import.meta.url)\`), which Docusaurus's loader (jiti) gives
            // each file. A CommonJS bundle has no \`import.meta\`: each file gets its own values.
            build.onLoad({ filter: /\.[cm]?[jt]sx?$/ }, (args) => {
              if (args.path.split(path.sep).includes('node_modules')) return undefined
              const text = fs.readFileSync(args.path, 'utf8')
              if (!text.includes('import.meta')) return undefined
              return {
                contents: withImportMeta(text, args.path),
                loader: loaderOf(args.path),
                resolveDir: path.dirname(args.path),
              }
            })
          },
        },
      ],
    })) as typeof result
  } catch (err) {
    const e = err as { errors?: { text: string; location?: { line: number; column: number; file: string } | null }[] }
    // Not esbuild's report on the file (no messages): this generator's own failure, not a syntax error of the site's.
    if (!e.errors?.length) throw err
    const first = e.errors[0]
    // The error may be in a file the config imports (sidebars.ts, a plugin's source): name that file.
    const at = first?.location?.file ? path.resolve(dir, first.location.file) : file
    const via = at !== file ? ` (imported by ${path.basename(file)})` : ''
    throw new ConfigError(`Could not read ${path.basename(at)}${via}: ${first?.text ?? (err as Error).message}`, {
      file: at,
      line: first?.location?.line,
      column: first?.location ? first.location.column + 1 : undefined,
      cause: err,
      hint: 'Fix the syntax error at that line (the file must be valid JavaScript or TypeScript).',
    })
  }
  const tmp = `${file}.timestamp-${Date.now()}-${process.pid}-${Math.random().toString(36).slice(2, 8)}.cjs`
  const js = result.outputFiles.find((f) => !f.path.endsWith('.map'))!
  const map = result.outputFiles.find((f) => f.path.endsWith('.map'))
  // The map inline as well: with source maps on, a stack through the config's own files (a local
  // remark plugin that throws while a page compiles, long after this copy is gone) names them as written.
  fs.writeFileSync(
    tmp,
    map
      ? js.text.replace(/\n\/\/# sourceMappingURL=.*\s*$/, '') +
          `\n//# sourceMappingURL=data:application/json;base64,${Buffer.from(map.text).toString('base64')}\n`
      : js.text,
  )
  process.setSourceMapsEnabled(true)
  // (A runner that maps stacks its own way, such as vitest, leaves the copy's lines: originalPlace maps them.)
  if (map) bundledMaps.set(tmp, { map: new SourceMap(JSON.parse(map.text) as SourceMapPayload), dir })
  let value: unknown
  const stubbed = new Set<string>()
  ;(globalThis as { __cwcStubbed?: Set<string> }).__cwcStubbed = stubbed
  try {
    // Docusaurus runs a config from its site folder: `path.resolve('src/x.css')` must find the site's file.
    // (A worker thread, which cannot change the folder, loads the config only for its markdown plugins.)
    value = await inFolder(dir, async () => {
      const mod = createRequire(tmp)(tmp) as { default?: unknown; __esModule?: boolean }
      const exported = mod && typeof mod === 'object' && 'default' in mod ? mod.default : mod
      return call && typeof exported === 'function' ? await (exported as () => unknown)() : exported
    })
  } catch (err) {
    const e = err as Error
    // A syntax error in a module the config requires (a package, a file of the site): Node puts that
    // module's path and line first in the stack ("/site/node_modules/x/index.js:2"): name it.
    const required = e instanceof SyntaxError ? /^((?:[A-Za-z]:)?[\\/][^\n]*?):(\d+)\n/.exec(e.stack ?? '') : null
    if (required && !required[1]!.includes('.timestamp-')) {
      throw new ConfigError(
        `${path.basename(file)} requires ${path.relative(dir, required[1]!)}, which has a syntax error: ${e.message}`,
        {
          file: required[1],
          line: Number(required[2]),
          cause: err,
          hint: required[1]!.includes(`${path.sep}node_modules${path.sep}`)
            ? "Reinstall the site's dependencies (`npm ci`), or fix the version of the package in package.json."
            : 'Fix the syntax error at that line.',
        },
      )
    }
    // The stack points into the bundled copy: its source map gives the line of the file as written.
    const at = /\.timestamp-[^:\s]*\.cjs:(\d+):(\d+)/.exec(e.stack ?? '')
    const place =
      at && map
        ? new SourceMap(JSON.parse(map.text) as SourceMapPayload).findEntry(Number(at[1]) - 1, Number(at[2]) - 1)
        : null
    // (A runner with source maps on, such as tsx, has already mapped it.)
    const mapped = new RegExp(`${path.basename(file).replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}:(\\d+):(\\d+)`).exec(
      e.stack ?? '',
    )
    const entry = place as { originalLine?: number; originalColumn?: number } | null
    const found =
      entry?.originalLine !== undefined
        ? { line: entry.originalLine + 1, column: (entry.originalColumn ?? 0) + 1 }
        : mapped
          ? { line: Number(mapped[1]), column: Number(mapped[2]) }
          : null
    throw new ConfigError(`${path.basename(file)} threw while it was evaluated: ${e.message}`, {
      file,
      line: found?.line,
      column: found?.column,
      cause: err,
      hint: 'Fix the error at that line (the file must run without throwing).',
    })
  } finally {
    delete (globalThis as { __cwcStubbed?: Set<string> }).__cwcStubbed
    fs.rmSync(tmp, { force: true })
  }
  const inputs = Object.keys(result.metafile.inputs)
    .filter((k) => !/^[\w-]+:/.test(k))
    .map((k) => path.resolve(dir, k))
    .filter((f) => !f.split(path.sep).includes('node_modules'))
  return { value, stubbed: [...stubbed].sort(), inputs }
}

/** A module's source with \`import.meta.url\`, \`.filename\` and \`.dirname\` written out as that file's values. */
export function withImportMeta(text: string, file: string): string {
  const values: Record<string, string> = { url: pathToFileURL(file).href, filename: file, dirname: path.dirname(file) }
  return text.replace(/\bimport\.meta\.(url|filename|dirname)\b/g, (_m, key: string) => JSON.stringify(values[key]))
}

/** esbuild's loader for a source file by its extension. */
function loaderOf(file: string): 'js' | 'jsx' | 'ts' | 'tsx' {
  const ext = path.extname(file).replace(/^\.[cm]?/, '.')
  return ext === '.ts' ? 'ts' : ext === '.tsx' ? 'tsx' : ext === '.jsx' ? 'jsx' : 'js'
}

/** A JSON file's value; a syntax error names the line. */
function readJson(file: string): unknown {
  const text = fs.readFileSync(file, 'utf8')
  try {
    return JSON.parse(text)
  } catch (err) {
    const pos = /position (\d+)/.exec((err as Error).message)
    const line = pos ? text.slice(0, Number(pos[1])).split('\n').length : undefined
    throw new ConfigError(`Invalid JSON in ${path.basename(file)}: ${(err as Error).message}`, {
      file,
      line,
      cause: err,
      hint: 'Fix the JSON syntax at that line.',
    })
  }
}

/** The source maps of the bundled copies this thread loaded, by the copy's path (the copy itself is deleted
 * once it has run). */
const bundledMaps = new Map<string, { map: SourceMap; dir: string }>()

/** Where a line of a bundled copy (`docusaurus.config.js.timestamp-….cjs:65:12`) comes from: the file as
 * written and its line; null if not a copy. */
export function originalPlace(file: string, line: number, column: number): { file: string; line: number } | null {
  const bundled = bundledMaps.get(file)
  const entry = bundled?.map.findEntry(line - 1, column - 1) as
    | { originalSource?: string; originalLine?: number }
    | undefined
  if (!bundled || !entry?.originalSource || entry.originalLine === undefined) return null
  const source = entry.originalSource.startsWith('file://')
    ? new URL(entry.originalSource).pathname
    : path.resolve(bundled.dir, entry.originalSource)
  return { file: source, line: entry.originalLine + 1 }
}

/**
 * The path a stand-in was reached by: the package, then each property read
 * (`prism-react-renderer.themes.github`, `prism-react-renderer/themes/dracula`); null for other values.
 */
export function stubPath(value: unknown): string | null {
  return isStub(value) ? String((value as { __cwcPath?: unknown }).__cwcPath) : null
}

/** Whether a value is a stand-in made by `loadProjectModule`. */
export function isStub(value: unknown): boolean {
  return typeof value === 'function' && typeof (value as { __cwcStub?: unknown }).__cwcStub === 'string'
}
