/**
 * A Docusaurus project's own markdown plugins (`remarkPlugins`, `rehypePlugins` and their
 * `beforeDefault…` twins of the docs, blog and pages options; `markdown.remarkRehypeOptions` and
 * `markdown.preprocessor`), as functions this thread can run. The config holds them as functions,
 * which cannot be sent to a worker: the SiteConfig says where they sit in the config
 * (SitePluginsRef), and each thread takes them from the config's value — the one the config stage
 * loaded when this is the main thread, else the config file loaded again here.
 *
 * Each plugin is wrapped so that one that throws names itself, the page and where it threw.
 */
import fs from 'node:fs'
import path from 'node:path'
import { fileURLToPath } from 'node:url'
import type { Pluggable, PluggableList, Plugin } from 'unified'
import { VFile } from 'vfile'
import { MarkdownError } from '../../core/errors.js'
import type { KeyPath, SitePluginList, SitePluginsRef, SourceKind } from '../../core/types.js'
import { isStub, loadProjectModule, originalPlace } from '../docusaurus/load.js'
import { noteContext, watchFile } from './repeat-copy.js'

/**
 * The site's own plugins, where Docusaurus runs them: `beforeDefault…` before ours, the others
 * after ours. After a format's first plugins (which parse), and before rehype-unsafe-html, which
 * must see every plugin's output.
 */
export interface SitePlugins {
  beforeDefaultRemarkPlugins?: PluggableList
  remarkPlugins?: PluggableList
  beforeDefaultRehypePlugins?: PluggableList
  rehypePlugins?: PluggableList
}

/** A `markdown.preprocessor`: the file's text before it is parsed. */
export type Preprocessor = (args: { filePath: string; fileContent: string }) => string

/** What one content kind (docs, blog, pages) compiles with, besides the built-in plugins. */
export interface KindPlugins {
  site: SitePlugins
  remarkRehypeOptions?: Record<string, unknown>
  preprocess?: Preprocessor
}

/** The site's plugins of every kind, and what could not be used (the config stage puts it in the
 * compatibility report). */
export interface LoadedSitePlugins {
  byKind: Partial<Record<SourceKind, KindPlugins>>
  /** The docs of another docs plugin instance, by its version name (`SitePluginsRef.instances`): its own
   * lists; absent: the base processor serves them. */
  byInstance: Record<string, KindPlugins>
  notes: { option: string; instead: string }[]
}

/** The site's plugins of each config version this thread has, by file and fingerprint. */
const loaded = new Map<string, Promise<LoadedSitePlugins>>()

const keyOf = (ref: Pick<SitePluginsRef, 'file' | 'fingerprint'>) => `${ref.file}\0${ref.fingerprint}`

/**
 * The config stage's plugins, taken from the config value it loaded: the main thread does not load
 * the file twice, and the config stage reports what cannot run (`notes`).
 */
export function rememberSitePlugins(ref: SitePluginsRef, value: unknown): LoadedSitePlugins {
  const picked = pickSitePlugins(ref, value)
  loaded.set(keyOf(ref), Promise.resolve(picked))
  return picked
}

/** The site's plugins, loaded once per thread and config version. */
export function loadSitePlugins(ref: SitePluginsRef): Promise<LoadedSitePlugins> {
  const key = keyOf(ref)
  let p = loaded.get(key)
  if (!p) {
    p = loadProjectModule(ref.file).then((m) => pickSitePlugins(ref, m.value))
    loaded.set(key, p)
  }
  return p
}

const LISTS: SitePluginList[] = [
  'beforeDefaultRemarkPlugins',
  'remarkPlugins',
  'beforeDefaultRehypePlugins',
  'rehypePlugins',
]

/** The plugins at the ref's paths in a loaded config value. Pure. */
export function pickSitePlugins(ref: SitePluginsRef, value: unknown): LoadedSitePlugins {
  const notes: LoadedSitePlugins['notes'] = []
  const configName = path.basename(ref.file)
  const remarkRehypeOptions = ref.remarkRehypeOptions ? at(value, ref.remarkRehypeOptions) : undefined
  const preprocessor = ref.preprocessor ? at(value, ref.preprocessor) : undefined
  const preprocess =
    typeof preprocessor === 'function' ? namedPreprocessor(preprocessor as Preprocessor, configName) : undefined
  const byKind: LoadedSitePlugins['byKind'] = {}
  const byInstance: LoadedSitePlugins['byInstance'] = {}
  const groups = [
    ...(['doc', 'post', 'page'] as const).map((kind) => ({ kind, paths: ref.sets[kind] ?? {} })),
    ...Object.entries(ref.instances ?? {}).map(([name, paths]) => ({ kind: null, name, paths })),
  ]
  for (const group of groups) {
    const { paths } = group
    const site: SitePlugins = {}
    for (const list of LISTS) {
      const where = paths[list]
      if (!where) continue
      const entries = at(value, where)
      if (!Array.isArray(entries)) continue
      const usable: PluggableList = []
      entries.forEach((entry, i) => {
        const label = `${optionName(where)}[${i}]`
        const made = usablePlugin(entry, label)
        if (typeof made === 'string') notes.push({ option: label, instead: made })
        else usable.push(made)
      })
      if (usable.length) site[list] = usable
    }
    if (Object.keys(site).length || remarkRehypeOptions || preprocess) {
      const plugins: KindPlugins = {
        site,
        ...(remarkRehypeOptions && typeof remarkRehypeOptions === 'object'
          ? { remarkRehypeOptions: remarkRehypeOptions as Record<string, unknown> }
          : {}),
        ...(preprocess ? { preprocess } : {}),
      }
      if (group.kind) byKind[group.kind] = plugins
      else byInstance[group.name] = plugins
    }
  }
  return { byKind, byInstance, notes: notes.filter((n, i) => notes.findIndex((m) => m.option === n.option) === i) }
}

/** A key path as the compatibility report names options (`presets.classic.docs.remarkPlugins`). */
function optionName(keys: KeyPath): string {
  if (keys[0] === 'plugins') return `plugins[${keys[1]}].${keys.slice(3).join('.')}`
  return (keys[0] === 'presets' ? ['presets', 'classic', ...keys.slice(3)] : keys).join('.')
}

function at(value: unknown, keys: KeyPath): unknown {
  let v = value
  for (const k of keys) {
    if (!v || typeof v !== 'object') return undefined
    v = (v as Record<string | number, unknown>)[k]
  }
  return v
}

/**
 * A config entry (`plugin`, `[plugin, options]`, an ES module's namespace) as a unified
 * Pluggable whose errors name it; or, when it cannot run, what the report says instead.
 */
function usablePlugin(entry: unknown, label: string): Pluggable | string {
  const [raw, options] = Array.isArray(entry) ? [entry[0], entry[1]] : [entry, undefined]
  // `require()` of an ES module gives its namespace: the plugin is its default export.
  const fn =
    raw && typeof raw === 'object' && typeof (raw as { default?: unknown }).default === 'function'
      ? (raw as { default: unknown }).default
      : raw
  if (isStub(fn))
    return `not run: its package ("${(fn as { __cwcStub: string }).__cwcStub}") is not installed, or cannot be required (install the site's dependencies: \`npm ci\`)`
  if (typeof fn !== 'function') return 'not run: not a remark or rehype plugin (a function, or [function, options])'
  const plugin = named(fn as Plugin, fn.name || label)
  return Array.isArray(entry) && entry.length > 1 ? [plugin, options] : plugin
}

/** A plugin whose transformer's errors say which plugin threw, on which page, and where in the plugin. */
function named(plugin: Plugin, name: string): Plugin {
  const wrapped = function (this: unknown, ...args: unknown[]) {
    const transformer = (plugin as (...a: unknown[]) => unknown).apply(this, args)
    if (typeof transformer !== 'function') return transformer
    const fail = (err: unknown, file: { path?: string }) => pluginError(err, name, file.path)
    // unified calls a transformer with a third parameter in callback style: keep the arity it declared.
    if (transformer.length >= 3) {
      return (tree: unknown, file: { path?: string }, next: (err?: unknown, ...rest: unknown[]) => void) => {
        try {
          // Reading where the page is ties its compile to it (repeat-copy.ts); a callback plugin's later
          // reads are not seen, so it always does.
          noteContext('a site plugin in callback style')
          transformer(tree, file, (err?: unknown, ...rest: unknown[]) => next(err ? fail(err, file) : err, ...rest))
        } catch (err) {
          next(fail(err, file))
        }
      }
    }
    return (tree: unknown, file: { path?: string }) => {
      try {
        // Reading where the page is ties its compile to it (repeat-copy.ts).
        const out = watchFile(file, () => transformer(tree, file)) as unknown
        if (out && typeof (out as Promise<unknown>).then === 'function')
          return (out as Promise<unknown>).catch((err: unknown) => {
            throw fail(err, file)
          })
        return out
      } catch (err) {
        throw fail(err, file)
      }
    }
  }
  Object.defineProperty(wrapped, 'name', { value: name })
  return wrapped as Plugin
}

/** This module's file (the generator's bundle when it runs bundled): its frames are the wrapper's, not the plugin's. */
const SELF = fileURLToPath(import.meta.url)
/** Packages that call plugins: their frames are never the plugin's own line. */
const CALLERS_RE = /[\\/]node_modules[\\/](trough|unified|vfile|@mdx-js[\\/]mdx)[\\/]/

/** The first place in the error's stack that is the plugin's own code (not this wrapper, not unified's runner). */
function whereItThrew(err: unknown): string | null {
  const stack = err instanceof Error ? (err.stack ?? '') : ''
  for (const m of stack.matchAll(/\(?((?:file:\/\/)?\/[^():\s]+):(\d+):(\d+)\)?$/gm)) {
    const file = m[1]!.startsWith('file://') ? fileURLToPath(m[1]!) : m[1]!
    if (file === SELF || CALLERS_RE.test(file)) continue
    // A plugin file of the site was bundled with its config: name the file as written.
    const original = originalPlace(file, Number(m[2]), Number(m[3]))
    return original ? `${original.file}:${original.line}` : `${file}:${m[2]}`
  }
  return null
}

function pluginError(err: unknown, name: string, page: string | undefined): MarkdownError {
  if (err instanceof MarkdownError) return err
  const message = err instanceof Error ? err.message : String(err)
  const where = whereItThrew(err)
  return new MarkdownError(`The site's markdown plugin "${name}" threw${where ? ` (at ${where})` : ''}: ${message}`, {
    file: page,
    cause: err,
    hint: `Fix the plugin${where ? ` at ${where}` : ''}, or remove it from the config's remarkPlugins/rehypePlugins.`,
  })
}

/** The parser's own packages: an error thrown in them is about the text; in any other package, about that package. */
const PARSER_RE =
  /^(?:micromark(?:-[\w-]+)?|mdast-util-(?:from-markdown|mdx[\w-]*|gfm(?:-[\w-]+)?|directive)|remark-(?:parse|mdx|gfm|directive)|@mdx-js\/mdx|unified|trough|vfile(?:-[\w-]+)?|unist-util-[\w-]+|estree-[\w-]+|acorn(?:-jsx)?|cwc-site)$/

/**
 * A program error (not a syntax message) thrown while parsing from a package that is not the
 * parser's: a syntax extension a site plugin added (remark-math's `mdast-util-math`, …). It names
 * the package and its version, since the usual cause is a plugin written for an older unified
 * (remark-math 5 under MDX 3: "this.getData is not a function"). Null when the error is the
 * parser's own, a stack overflow (a document nested too deeply), or a message about the text.
 */
export function syntaxExtensionError(err: unknown, page: string, line?: number): MarkdownError | null {
  if (!(err instanceof Error) || err instanceof RangeError || 'reason' in err || 'ruleId' in err) return null
  // The innermost frames first; in each, the package is the last one its path goes through (pnpm:
  // node_modules/.pnpm/x@1/node_modules/x).
  for (const frame of (err.stack ?? '').split('\n').slice(1)) {
    const at = /\(?((?:file:\/\/\/?)?(?:[A-Za-z]:)?[\\/][^()]*?):\d+:\d+\)?\s*$/.exec(frame)?.[1]
    if (!at) continue
    const file = at.startsWith('file:') ? fileURLToPath(at) : at
    const m = /^(.*[\\/]node_modules[\\/])((?:@[\w.-]+[\\/])?[\w.-]+)[\\/]/.exec(file)
    if (!m) return null // the generator's own code (its bundle): not a site package
    const name = m[2]!.replace(/\\/g, '/')
    if (PARSER_RE.test(name)) continue
    const root = m[1]! + m[2]!
    let version = ''
    try {
      version =
        (JSON.parse(fs.readFileSync(path.join(root, 'package.json'), 'utf8')) as { version?: string }).version ?? ''
    } catch {
      /* no package.json to read: the name alone */
    }
    const pkg = `${name}${version ? ` ${version}` : ''}`
    // Said at the package, so that the pages it fails on make one problem (errors.ts: "met by N pages").
    return new MarkdownError(
      `A markdown syntax extension of the site's plugins (${pkg}) threw while parsing: ${err.message}`,
      {
        file: version ? path.join(root, 'package.json') : page,
        line: version ? undefined : line,
        cause: err,
        hint: `${name} is added by one of the config's remarkPlugins. A plugin written for an older unified fails like this under MDX 3: upgrade it to a version made for Docusaurus 3 / unified 11 (for math: remark-math 6 and rehype-katex 7), or remove it.`,
      },
    )
  }
  return null
}

/** When parsing alone throws `err` from a package other than the parser's (a site plugin's syntax extension):
 * that, said as such. */
export function parseFailure(
  processor: { parse: (file: VFile) => unknown },
  text: string,
  file: string,
  err: unknown,
): MarkdownError | null {
  // A syntax message, or a stack overflow (said as "nested too deeply" by the caller): not a package's fault,
  // and not worth a second parse.
  if (!(err instanceof Error) || err instanceof RangeError || 'reason' in err) return null
  try {
    processor.parse(new VFile({ path: file, value: text }))
    return null // it threw later, in a transform
  } catch {
    return syntaxExtensionError(err, file)
  }
}

function namedPreprocessor(fn: Preprocessor, configName: string): Preprocessor {
  return (args) => {
    let out: unknown
    try {
      out = fn(args)
    } catch (err) {
      const where = whereItThrew(err)
      throw new MarkdownError(
        `markdown.preprocessor of ${configName} threw${where ? ` (at ${where})` : ''}: ${err instanceof Error ? err.message : String(err)}`,
        { file: args.filePath, cause: err, hint: 'Fix markdown.preprocessor in the config.' },
      )
    }
    if (typeof out !== 'string')
      throw new MarkdownError(
        `markdown.preprocessor of ${configName} returned ${out === null ? 'null' : typeof out}, not the file's text`,
        { file: args.filePath, hint: 'Make markdown.preprocessor return a string (the file content, changed or not).' },
      )
    return out
  }
}
