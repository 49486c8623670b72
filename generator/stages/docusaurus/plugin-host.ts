/**
 * The site's own Docusaurus plugins, run as Docusaurus's core runs them: each plugin function is
 * called with its `LoadContext` and options, then `loadContent` → `contentLoaded({ content,
 * actions })` → `allContentLoaded`, `injectHtmlTags` and `getClientModules`. What a plugin publishes
 * with `setGlobalData` is the site's global data (`useGlobalData`, `usePluginData`), by plugin name
 * and instance id; its head tags and client modules join the site's. A hook this build has no
 * place for (the routes `addRoute` adds, `postBuild`, `configureWebpack`, …) is named in the
 * compatibility report, once per plugin. A hook that throws stops the build with the plugin's
 * name, the hook and the place in the plugin's file.
 *
 * Only plugins of the site's own run here — a file of the site, or a function in its config: a
 * package's plugin stays as the report names it.
 */
import fs from 'node:fs'
import { createRequire } from 'node:module'
import path from 'node:path'
import { ConfigError } from '../../core/errors.js'
import { inFolder } from '../../core/in-folder.js'
import type { AfterBuild, HtmlTagConfig, PluginExtensions, PluginHooks } from '../../core/types.js'
import { JITI_EXTENSIONS, loadProjectModule, originalPlace } from './load.js'
import { findFile } from '../markdown/mdx/modules.js'
import type { CompatibilityNote, UnmappedPlugin } from './map-config.js'

/** What the site's plugins gave the build. */
export interface HostedPlugins {
  /** `setGlobalData`'s data, by plugin name, then instance id. */
  globalData: Record<string, Record<string, unknown>>
  /** `injectHtmlTags`' head tags (pre- and post-body tags go at the end of the head too, named in a note). */
  headTags: HtmlTagConfig[]
  /** `getClientModules`' modules, absolute paths. */
  clientModules: string[]
  /** `addRoute`'s routes, each a React page: a module made here that renders the route's component with its props. */
  pages: { file: string; relativePath: string }[]
  /** `postBuild`s, called once a one-shot build's output is in place (SiteConfig's MAIN_THREAD). */
  afterBuild: ((built: AfterBuild) => Promise<void>)[]
  /** What the plugins' `configurePostCss` made of PostCSS's options, in turn: its plugins. */
  postcssPlugins: unknown[]
  /** `configureWebpack`'s `resolve.alias` (a name → a path or package) and `resolve.modules`. */
  moduleAliases: Record<string, string>
  moduleDirs: string[]
  /** `configureWebpack`'s `resolve.fallback` (false: an empty module), and its DefinePlugins' definitions. */
  moduleFallbacks: Record<string, string | false>
  defines: Record<string, string>
  /** The plugins that ran (their report notes are replaced by `notes`). */
  ran: UnmappedPlugin[]
  notes: CompatibilityNote[]
  /** The plugin files read (the build's key includes them). */
  inputs: string[]
}

/** What Docusaurus's plugin object may have; the hooks run here and those named as not run. */
interface PluginObject {
  name?: string
  loadContent?: () => unknown
  contentLoaded?: (args: { content: unknown; actions: PluginActions }) => unknown
  allContentLoaded?: (args: { allContent: unknown; actions: PluginActions }) => unknown
  injectHtmlTags?: (args: { content: unknown }) => unknown
  getClientModules?: () => unknown
  [hook: string]: unknown
}

/** What `addRoute` is given (Docusaurus's RouteConfig, the parts read here). */
interface RouteConfig {
  path?: unknown
  component?: unknown
  modules?: unknown
  props?: unknown
  exact?: unknown
  routes?: unknown
}

interface PluginActions {
  setGlobalData: (data: unknown) => void
  addRoute: (route: RouteConfig) => void
  createData: (name: string, data: unknown) => Promise<string>
}

/** Hooks with no place in this build, and what happens instead. */
const NOT_RUN: Record<string, string> = {
  getThemePath: 'is not read: its components are not theme components here',
  getTypeScriptThemePath: 'is not read: its components are not theme components here',
  getPathsToWatch: 'is not watched by the dev server',
  extendCli: 'adds no command here',
  getTranslationFiles: 'is not read',
  translateContent: 'is not run',
  translateThemeConfig: 'is not run',
  getDefaultCodeTranslationMessages: 'is not read',
}

/** Whether a `plugins` entry is a plugin of the site's own: a function, or a path that is not a package's. */
function ownPlugin(raw: unknown, configDir: string): { fn: unknown; file: string | null } | null {
  if (typeof raw === 'function') return { fn: raw, file: null }
  if (typeof raw !== 'string' || !/^(\.{1,2}[\\/]|[\\/]|[A-Za-z]:[\\/])/.test(raw)) return null
  const spec = path.resolve(configDir, raw)
  if (spec.split(path.sep).includes('node_modules')) return null
  let file: string | null = null
  try {
    file = createRequire(path.join(configDir, 'noop.js')).resolve(spec)
  } catch {
    for (const ext of JITI_EXTENSIONS)
      for (const f of [spec + ext, path.join(spec, `index${ext}`)]) if (!file && fs.existsSync(f)) file = f
  }
  return file ? { fn: null, file } : null
}

/**
 * Run the site's own plugins among `unmapped`; `config` is the loaded config object, `file` its path.
 * They run from the site's folder, as Docusaurus runs them (`process.cwd()` is the site).
 */
export async function runSitePlugins(
  root: string,
  file: string,
  config: Record<string, unknown>,
  unmapped: UnmappedPlugin[],
): Promise<HostedPlugins> {
  return inFolder(root, () => runFromSite(root, file, config, unmapped))
}

async function runFromSite(
  root: string,
  file: string,
  config: Record<string, unknown>,
  unmapped: UnmappedPlugin[],
): Promise<HostedPlugins> {
  const hosted: HostedPlugins = {
    globalData: {},
    headTags: [],
    clientModules: [],
    pages: [],
    afterBuild: [],
    postcssPlugins: [],
    moduleAliases: {},
    moduleDirs: [],
    moduleFallbacks: {},
    defines: {},
    ran: [],
    notes: [],
    inputs: [],
  }
  const configDir = path.dirname(file)
  const i18n = (config.i18n ?? {}) as { defaultLocale?: string; locales?: string[] }
  const defaultLocale = i18n.defaultLocale ?? 'en'
  const context = {
    siteDir: root,
    siteConfig: config,
    siteConfigPath: file,
    outDir: path.join(root, 'build'),
    baseUrl: typeof config.baseUrl === 'string' ? config.baseUrl : '/',
    generatedFilesDir: path.join(root, '.docusaurus'),
    localizationDir: path.join(root, 'i18n', defaultLocale),
    i18n: {
      defaultLocale,
      locales: i18n.locales ?? [defaultLocale],
      currentLocale: defaultLocale,
      path: 'i18n',
      localeConfigs: {},
    },
    codeTranslations: {},
    siteStorage: { type: 'localStorage', namespace: '' },
  }
  const running: { plugin: PluginObject; where: string; file: string | null; id: string; content?: unknown }[] = []
  for (const entry of unmapped) {
    const raw = (config[entry.key] as unknown[] | undefined)?.[entry.index]
    const own = ownPlugin(Array.isArray(raw) ? raw[0] : raw, configDir)
    if (!own) continue
    const options =
      Array.isArray(raw) && raw[1] && typeof raw[1] === 'object' ? (raw[1] as Record<string, unknown>) : {}
    let fn = own.fn
    if (own.file) {
      const loaded = await loadProjectModule(own.file, { call: false })
      hosted.inputs.push(...loaded.inputs)
      fn = loaded.value
    }
    if (typeof fn !== 'function') {
      hosted.notes.push({ option: entry.where, instead: 'not run: its module exports no plugin function' })
      hosted.ran.push(entry)
      continue
    }
    const id = typeof options.id === 'string' ? options.id : 'default'
    const plugin = (await hook(entry.where, 'the plugin function', own.file, () =>
      (fn as (c: unknown, o: unknown) => unknown)(context, { id, ...options }),
    )) as PluginObject | null
    hosted.ran.push(entry)
    if (!plugin || typeof plugin !== 'object') continue
    running.push({ plugin, where: entry.where, file: own.file, id })
  }
  const routes = new Map<string, RouteConfig[]>()
  const actionsOf = (p: (typeof running)[number]): PluginActions => {
    const name = p.plugin.name ?? p.where
    return {
      setGlobalData: (data) => {
        hosted.globalData[name] = { ...hosted.globalData[name], [p.id]: JSON.parse(JSON.stringify(data ?? null)) }
      },
      addRoute: (route) => routes.set(p.where, [...(routes.get(p.where) ?? []), route ?? {}]),
      // Written where Docusaurus writes it (the plugin may read it back); the routes that would load it are not built.
      createData: async (dataName, data) => {
        const at = path.join(context.generatedFilesDir, name, p.id, dataName)
        fs.mkdirSync(path.dirname(at), { recursive: true })
        fs.writeFileSync(at, typeof data === 'string' ? data : JSON.stringify(data))
        return at
      },
    }
  }
  for (const p of running) {
    if (typeof p.plugin.loadContent === 'function')
      p.content = await hook(p.where, 'loadContent', p.file, () => p.plugin.loadContent!())
  }
  for (const p of running) {
    if (typeof p.plugin.contentLoaded === 'function')
      await hook(p.where, 'contentLoaded', p.file, () =>
        p.plugin.contentLoaded!({ content: p.content, actions: actionsOf(p) }),
      )
  }
  const allContent = Object.fromEntries(running.map((p) => [p.plugin.name ?? p.where, { [p.id]: p.content }]))
  for (const p of running) {
    if (typeof p.plugin.allContentLoaded === 'function')
      await hook(p.where, 'allContentLoaded', p.file, () =>
        p.plugin.allContentLoaded!({ allContent, actions: actionsOf(p) }),
      )
    if (typeof p.plugin.injectHtmlTags === 'function') {
      const tags = (await hook(p.where, 'injectHtmlTags', p.file, () =>
        p.plugin.injectHtmlTags!({ content: p.content }),
      )) as Record<string, unknown> | null
      for (const key of ['headTags', 'preBodyTags', 'postBodyTags']) {
        const list = tags?.[key]
        if (!Array.isArray(list)) continue
        const taken = list.filter((t): t is HtmlTagConfig => typeof t === 'object' && t !== null && 'tagName' in t)
        hosted.headTags.push(...taken)
        if (taken.length < list.length)
          hosted.notes.push({ option: `${p.where} injectHtmlTags().${key}`, instead: 'HTML strings are left out' })
        if (key !== 'headTags' && taken.length)
          hosted.notes.push({ option: `${p.where} injectHtmlTags().${key}`, instead: 'written at the end of <head>' })
      }
    }
    if (typeof p.plugin.getClientModules === 'function') {
      const modules = await hook(p.where, 'getClientModules', p.file, () => p.plugin.getClientModules!())
      if (Array.isArray(modules))
        hosted.clientModules.push(
          ...modules.filter((m): m is string => typeof m === 'string').map((m) => path.resolve(root, m)),
        )
    }
    // PostCSS's options through each plugin in turn, as Docusaurus passes them (its default plugins aside).
    if (typeof p.plugin.configurePostCss === 'function') {
      const options = { plugins: hosted.postcssPlugins }
      const made = (await hook(p.where, 'configurePostCss', p.file, () =>
        (p.plugin.configurePostCss as (o: unknown) => unknown)(options),
      )) as { plugins?: unknown } | undefined
      const plugins = (made ?? options).plugins
      hosted.postcssPlugins = Array.isArray(plugins) ? plugins : hosted.postcssPlugins
      hosted.notes.push({
        option: `${p.where} configurePostCss`,
        instead: "its plugins run over the site's customCss (and what it imports), not over CSS modules",
      })
    }
    if (typeof p.plugin.configureWebpack === 'function') await webpackResolve(p, root, hosted)
    const { postBuild } = p.plugin
    if (typeof postBuild === 'function') {
      const { plugin, where, file, content } = p
      hosted.afterBuild.push(async ({ outDir, routesPaths }) => {
        const props = { ...context, outDir, routesPaths, content, head: {}, routes: [], plugins: [] }
        await hook(where, 'postBuild', file, () => (postBuild as (props: unknown) => unknown).call(plugin, props))
      })
    }
    const unrun = Object.keys(NOT_RUN).filter((h) => typeof p.plugin[h] === 'function')
    for (const h of unrun) hosted.notes.push({ option: `${p.where} ${h}`, instead: NOT_RUN[h]! })
    const left: string[] = []
    for (const route of routes.get(p.where) ?? []) {
      const page = routePage(root, context.generatedFilesDir, route)
      if (typeof page === 'string') left.push(`${String(route.path ?? '?')} (${page})`)
      else hosted.pages.push(page)
    }
    if (left.length)
      hosted.notes.push({
        option: `${p.where} addRoute`,
        instead: `these routes are not built: ${left.slice(0, 5).join(', ')}${left.length > 5 ? ` and ${left.length - 5} more` : ''}`,
      })
  }
  return hosted
}

/** What the plugins add to the config and to the main thread's hooks; what they left empty is left out. */
export function extensionsOf(hosted: HostedPlugins): { extensions: PluginExtensions; hooks: PluginHooks } {
  const some = (v: object) => (Array.isArray(v) ? v.length > 0 : Object.keys(v).length > 0)
  const only = <T extends object>(o: T) =>
    Object.fromEntries(Object.entries(o).filter(([, v]) => some(v as object))) as Partial<T>
  return {
    extensions: only({
      globalData: hosted.globalData,
      pluginPages: hosted.pages,
      moduleAliases: hosted.moduleAliases,
      moduleDirs: hosted.moduleDirs,
      moduleFallbacks: hosted.moduleFallbacks,
      defines: hosted.defines,
    }),
    hooks: only({ afterBuild: hosted.afterBuild, postcssPlugins: hosted.postcssPlugins }),
  }
}

/** The file a route's `component` or module names (`@site/…`, an absolute path; with or without extension). */
function moduleFile(root: string, spec: unknown): string | null {
  if (typeof spec !== 'string') return null
  const at = spec.startsWith('@site/') ? path.join(root, spec.slice('@site/'.length)) : spec
  return path.isAbsolute(at) ? findFile(at) : null
}

/**
 * A route as a React page: a module in the generated files folder that renders the route's component
 * with Docusaurus's props (each of `modules`' default export, by name, and `props`); or why it is not
 * one. Its URL is the route's path (a page's path under the pages folder).
 */
function routePage(
  root: string,
  generated: string,
  route: RouteConfig,
): { file: string; relativePath: string } | string {
  const url = typeof route.path === 'string' ? route.path : ''
  if (!url.startsWith('/') || /[:*?()]/.test(url)) return 'a path with parameters, or none'
  if (route.routes !== undefined) return 'nested routes'
  const component = moduleFile(root, route.component)
  if (!component) return `its component ${String(route.component)} is not a file of the site`
  const modules = route.modules && typeof route.modules === 'object' ? Object.entries(route.modules) : []
  const imports: string[] = []
  for (const [i, [name, spec]] of modules.entries()) {
    const file = moduleFile(root, typeof spec === 'object' && spec ? (spec as { path?: unknown }).path : spec)
    if (!file) return `its module ${name} is not a file`
    imports.push(`import m${i} from ${JSON.stringify(file)}`)
  }
  const props = `{ ...${JSON.stringify(route.props ?? {})}, ${modules.map(([name], i) => `${JSON.stringify(name)}: m${i}`).join(', ')} }`
  const source = [
    "import { createElement } from 'react'",
    `import Component from ${JSON.stringify(component)}`,
    ...imports,
    `const props = ${props}`,
    'export default function Route(routeProps) {',
    '  return createElement(Component, { ...routeProps, ...props })',
    '}',
    '',
  ].join('\n')
  const relativePath = (url.endsWith('/') ? `${url}index` : url).slice(1) + '.js'
  const file = path.join(generated, 'cwc-routes', relativePath)
  fs.mkdirSync(path.dirname(file), { recursive: true })
  if (!fs.existsSync(file) || fs.readFileSync(file, 'utf8') !== source) fs.writeFileSync(file, source)
  return { file, relativePath }
}

/** A hook called, its failure a ConfigError naming the plugin, the hook and the place in the plugin's file. */
async function hook(where: string, name: string, file: string | null, call: () => unknown): Promise<unknown> {
  try {
    return await call()
  } catch (err) {
    const e = err instanceof Error ? err : new Error(String(err))
    const place = placeIn(e, file)
    throw new ConfigError(`${where}: ${name} threw: ${e.message}`, {
      file: place?.file ?? file ?? undefined,
      line: place?.line,
      column: place?.column,
      cause: err,
      hint: "Fix the plugin's code at that line (Docusaurus's build would stop there too).",
    })
  }
}

/** The first place of the plugin's own file in an error's stack (through the bundle's source map). */
function placeIn(e: Error, file: string | null): { file: string; line: number; column?: number } | null {
  for (const m of (e.stack ?? '').matchAll(/\(?((?:[A-Za-z]:)?[\\/][^():\n]+):(\d+):(\d+)\)?/g)) {
    const mapped = originalPlace(m[1]!, Number(m[2]), Number(m[3]))
    const at: { file: string; line: number; column?: number } = mapped ?? {
      file: m[1]!,
      line: Number(m[2]),
      column: Number(m[3]),
    }
    if (at.file.split(path.sep).includes('node_modules') || at.file.includes('.timestamp-')) continue
    if (!file || at.file === file) return at
  }
  return null
}

/**
 * A plugin's `configureWebpack` called as Docusaurus calls it for the client bundle; what esbuild can
 * take of its answer is taken — `resolve.alias` (exact `name$` keys as the name) and `resolve.modules`
 * — and the rest is named in the report.
 */
async function webpackResolve(
  p: { plugin: PluginObject; where: string; file: string | null; content?: unknown },
  root: string,
  hosted: HostedPlugins,
): Promise<void> {
  const config = { mode: 'production', resolve: { alias: {}, modules: [] }, module: { rules: [] }, plugins: [] }
  const utils = { getStyleLoaders: () => [], getJSLoader: () => ({}), currentBundler: { name: 'webpack' } }
  const made = (await hook(p.where, 'configureWebpack', p.file, () =>
    (p.plugin.configureWebpack as (...a: unknown[]) => unknown)(config, false, utils, p.content),
  )) as Record<string, unknown> | undefined
  const answer = { ...config, ...(made && typeof made === 'object' ? made : {}) } as Record<string, unknown>
  const resolve = (answer.resolve ?? {}) as Record<string, unknown>
  const left: string[] = []
  const alias = resolve.alias
  if (alias && typeof alias === 'object' && !Array.isArray(alias))
    for (const [name, to] of Object.entries(alias)) {
      if (typeof to === 'string') hosted.moduleAliases[name.replace(/\$$/, '')] = to
      else left.push(`resolve.alias['${name}']`)
    }
  else if (alias !== undefined) left.push('resolve.alias (a list)')
  if (Array.isArray(resolve.modules))
    for (const dir of resolve.modules)
      if (typeof dir === 'string' && path.isAbsolute(dir)) hosted.moduleDirs.push(dir)
      else if (typeof dir === 'string' && dir !== 'node_modules') hosted.moduleDirs.push(path.resolve(root, dir))
  const fallback = resolve.fallback
  if (fallback && typeof fallback === 'object' && !Array.isArray(fallback))
    for (const [name, to] of Object.entries(fallback)) {
      if (to === false || typeof to === 'string') hosted.moduleFallbacks[name] = to
      else left.push(`resolve.fallback['${name}']`)
    }
  for (const key of Object.keys(resolve))
    if (key !== 'alias' && key !== 'modules' && key !== 'fallback') left.push(`resolve.${key}`)
  // DefinePlugin's definitions (an instance's `definitions`) are esbuild's `define`; other webpack plugins are not run.
  const plugins = Array.isArray(answer.plugins) ? answer.plugins : []
  const others = plugins.filter((w) => !defineAll(definitionsOf(w), '', hosted.defines, left))
  if (others.length) left.push(`plugins (${others.map((w) => (w as object)?.constructor?.name ?? '?').join(', ')})`)
  for (const key of Object.keys(made ?? {}))
    if (key !== 'resolve' && key !== 'plugins' && key !== 'mergeStrategy') left.push(key)
  const honoured = 'its resolve.alias, resolve.modules, resolve.fallback and DefinePlugin are honoured'
  hosted.notes.push({
    option: `${p.where} configureWebpack`,
    instead: left.length ? `${honoured}; ${left.join(', ')} not (the bundler is esbuild)` : honoured,
  })
}

/** A webpack DefinePlugin's definitions, or null for any other plugin. */
function definitionsOf(plugin: unknown): Record<string, unknown> | null {
  const d = (plugin as { definitions?: unknown } | null)?.definitions
  return d && typeof d === 'object' && !Array.isArray(d) ? (d as Record<string, unknown>) : null
}

/**
 * DefinePlugin's definitions as esbuild's `define` (nested objects by their dotted names); one whose
 * code esbuild cannot take (neither JSON nor a name) is named in `left`. False: no definitions.
 */
function defineAll(
  defs: Record<string, unknown> | null,
  prefix: string,
  out: Record<string, string>,
  left: string[],
): boolean {
  if (!defs) return false
  for (const [key, value] of Object.entries(defs)) {
    const name = prefix + key
    if (value && typeof value === 'object' && !Array.isArray(value)) {
      if (Object.keys(value).length) defineAll(value as Record<string, unknown>, `${name}.`, out, left)
      else out[name] = '{}'
      continue
    }
    const code = typeof value === 'string' ? value : JSON.stringify(value)
    if (isJson(code) || /^[A-Za-z_$][\w$]*(\.[A-Za-z_$][\w$]*)*$/.test(code)) out[name] = code
    else left.push(`DefinePlugin's ${name}`)
  }
  return true
}

function isJson(code: string): boolean {
  try {
    JSON.parse(code)
    return true
  } catch {
    return false
  }
}
