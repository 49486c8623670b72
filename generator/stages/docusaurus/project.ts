/**
 * A Docusaurus project read as it stands: `docusaurus.config.{js,ts,mjs}` loaded and mapped
 * (map-config.ts), its sidebars file loaded, and the compatibility report made.
 */
import fs from 'node:fs'
import path from 'node:path'
import { ConfigError } from '../../core/errors.js'
import { createHash } from 'node:crypto'
import type { PluginExtensions, PluginHooks, SitePluginsRef, UserConfig } from '../../core/types.js'
import { rememberSitePlugins } from '../markdown/site-plugins.js'
import { isStub, loadProjectModule } from './load.js'
import { siteRootFile } from './swizzled.js'
import { mapDocusaurusConfig, type CompatibilityNote } from './map-config.js'
import { extensionsOf, runSitePlugins } from './plugin-host.js'

/** What reading a Docusaurus project gives the config stage. */
export interface DocusaurusProject {
  file: string
  config: UserConfig
  notes: CompatibilityNote[]
  /** Where its own markdown plugins are, if it has any. */
  sitePlugins?: SitePluginsRef
  /** The config as the site's components read it (`useDocusaurusContext().siteConfig`): its serializable parts. */
  siteConfig: Record<string, unknown>
  /** What the site's own plugins add to the config and to the main thread's hooks (plugin-host.ts). */
  extensions: PluginExtensions
  hooks: PluginHooks
}

/** Read the project whose config file is `file`. */
export async function readDocusaurusProject(root: string, file: string): Promise<DocusaurusProject> {
  const loaded = await loadProjectModule(file)
  const mapped = mapDocusaurusConfig(loaded.value, root)
  // The site's own plugins run (their notes replace "not run"); their tags and client modules join the site's.
  const hosted = await runSitePlugins(root, file, loaded.value as Record<string, unknown>, mapped.unmapped)
  const ranAt = new Set(hosted.ran.map((r) => r.where))
  const notes = [...mapped.notes.filter((n) => !ranAt.has(n.option)), ...hosted.notes]
  if (hosted.headTags.length) mapped.config.headTags = [...(mapped.config.headTags ?? []), ...hosted.headTags]
  if (hosted.clientModules.length)
    mapped.config.clientModules = [...(mapped.config.clientModules ?? []), ...hosted.clientModules]
  let sitePlugins: SitePluginsRef | undefined
  if (mapped.sitePlugins) {
    // The config's own files (local plugins among them) key the compiled pages; packages are keyed by the lock file.
    const fingerprint = createHash('sha256')
      .update(
        loaded.inputs
          .sort()
          .map((f) => `${f}\0${fs.existsSync(f) ? createHash('sha256').update(fs.readFileSync(f)).digest('hex') : '-'}`)
          .join('\n'),
      )
      .digest('hex')
      .slice(0, 16)
    sitePlugins = { file, fingerprint, ...mapped.sitePlugins }
    // A plugin that cannot run (its package missing) is named here, once, rather than by every thread.
    notes.push(...rememberSitePlugins(sitePlugins, loaded.value).notes)
  }
  for (const name of loaded.stubbed)
    notes.push({
      option: `import '${name}'`,
      instead:
        'the package is not installed here (or cannot be required: ESM-only); a stand-in was used while reading the config (only matters if an option above needs it)',
    })
  const config = mapped.config
  // Docusaurus 2 (MDX 1) rendered a component nobody defined as a <div> of its children, with a console
  // warning; Docusaurus 3 fails.
  const major = docusaurusMajor(root)
  if (major !== null && major < 3) config.markdown = { ...config.markdown, undefinedComponents: 'warn' }
  // A swizzled Admonition is not what draws `:::keyword` boxes here (remark-admonitions writes their markup).
  if (
    config.markdown?.admonitionKeywords?.length &&
    ['tsx', 'jsx', 'ts', 'js'].some(
      (ext) =>
        fs.existsSync(path.join(root, 'src/theme/Admonition', `index.${ext}`)) ||
        fs.existsSync(path.join(root, 'src/theme', `Admonition.${ext}`)),
    )
  ) {
    notes.push({
      option: 'src/theme/Admonition (admonitions.keywords)',
      instead: `:::${config.markdown.admonitionKeywords.join(', :::')} boxes are drawn by this theme's admonition markup (note-styled, titled with the keyword), not by the swizzled component`,
    })
  }
  // A swizzled Root is drawn around every page (stages/client/site-root.ts), not quite as Docusaurus does.
  const siteRoot = siteRootFile(root)
  if (siteRoot)
    notes.push({
      option: 'src/theme/Root',
      instead:
        "drawn around every page as it renders at build time (a warning says so when it cannot be), hydrated when it has state or effects; a context it provides does not reach the pages' components (each interactive part of a page is a React tree of its own)",
    })
  // A swizzled prism-include-languages is not run: the project's Prism loads `additionalLanguages` as
  // theme-classic's own does.
  const includeLanguages = ['tsx', 'jsx', 'ts', 'js']
    .map((ext) => `src/theme/prism-include-languages.${ext}`)
    .find((f) => fs.existsSync(path.join(root, f)))
  if (includeLanguages)
    notes.push({
      option: includeLanguages,
      instead:
        'not run: the languages of `prism.additionalLanguages` are loaded as theme-classic loads them (list a language there to have it highlighted)',
    })
  // Docusaurus's default when no sidebars file is given: one sidebar of the whole docs folder.
  const main = await loadSidebars(root, file, mapped.sidebarPath, 'docs.sidebarPath` in the classic preset options')
  config.docs = { ...config.docs, sidebars: main.sidebars, ...(main.file ? { sidebarsFile: main.file } : {}) }
  // The other docs plugin instances: each its own sidebars file, loaded the same way.
  if (mapped.instances.length) {
    const instances = []
    for (const { instance, sidebarPath, where } of mapped.instances) {
      const own = await loadSidebars(root, file, sidebarPath, `sidebarPath\` of ${where}`)
      // Docusaurus names an instance's versions `<id>_versions.json`: only its folder (the current docs) is built here.
      if (fs.existsSync(path.join(root, `${instance.id}_versions.json`)))
        notes.push({
          option: `${where} (${instance.id}_versions.json)`,
          instead: 'its versions are not built: only its current docs (its folder) are',
        })
      // Its translations sit in i18n/<locale>/docusaurus-plugin-content-docs-<id>/: not read (the main docs' are).
      const i18nDir = path.join(root, 'i18n')
      const translated = fs.existsSync(i18nDir)
        ? fs
            .readdirSync(i18nDir)
            .filter((l) => fs.existsSync(path.join(i18nDir, l, `docusaurus-plugin-content-docs-${instance.id}`)))
        : []
      if (translated.length)
        notes.push({
          option: `${where} (i18n/${translated.join(', ')}/docusaurus-plugin-content-docs-${instance.id})`,
          instead: "its translations are not read: its docs show the default locale's text in every locale",
        })
      // Docusaurus refuses a docs plugin without its folder too.
      if (!fs.existsSync(path.resolve(root, instance.path)))
        throw new ConfigError(`The docs folder ${instance.path}/ of ${where} does not exist`, {
          file,
          hint: "Create the folder, or fix the plugin's `path` option.",
        })
      instances.push({ ...instance, sidebars: own.sidebars, ...(own.file ? { sidebarsFile: own.file } : {}) })
    }
    config.docs = { ...config.docs, instances }
  }
  // A stylesheet that is not there (often from a package that is not installed) is left out and named.
  if (config.customCss) {
    const missing = config.customCss.filter((c) => !fs.existsSync(path.resolve(root, c)))
    for (const c of missing)
      notes.push({ option: `presets.classic.theme.customCss (${c})`, instead: 'the file does not exist: left out' })
    config.customCss = config.customCss.filter((c) => !missing.includes(c))
  }
  // Versions (stages/versions.ts) and translations (stages/i18n/) on disk are built.
  // Without a blog folder there is no blog (Docusaurus warns and builds none).
  if (config.blog !== false && !fs.existsSync(path.resolve(root, config.blog?.path || 'blog'))) config.blog = false
  return {
    file,
    config,
    notes,
    siteConfig: serializableConfig(loaded.value, root),
    ...(sitePlugins ? { sitePlugins } : {}),
    ...extensionsOf(hosted),
  }
}

type Sidebars = NonNullable<NonNullable<UserConfig['docs']>['sidebars']>

/** A docs plugin's sidebars: its `sidebarPath` file loaded (false: none; null: Docusaurus's default, one
 * sidebar of the whole folder). `option` names the setting in errors. */
async function loadSidebars(
  root: string,
  file: string,
  sidebarPath: string | false | null,
  option: string,
): Promise<{ sidebars: Sidebars; file: string | null }> {
  if (sidebarPath === false) return { sidebars: {}, file: null }
  if (!sidebarPath) return { sidebars: { defaultSidebar: [{ type: 'autogenerated', dirName: '.' }] }, file: null }
  const sidebarFile = resolveSidebarFile(sidebarPath)
  if (!sidebarFile)
    throw new ConfigError(`The sidebars file ${path.relative(root, sidebarPath)} does not exist`, {
      file,
      hint: `Fix \`${option}, or create the file.`,
    })
  const value = (await loadProjectModule(sidebarFile)).value
  if (!value || typeof value !== 'object' || Array.isArray(value)) {
    throw new ConfigError('The sidebars file must export an object of sidebars (`{ mySidebar: [items] }`)', {
      file: sidebarFile,
      hint: 'Export an object whose keys are sidebar ids, as Docusaurus expects.',
    })
  }
  return { sidebars: value as Sidebars, file: sidebarFile }
}

/**
 * The site's Docusaurus major version: the installed `@docusaurus/core` (node_modules), else the
 * range its package.json asks for (`^2.4.3`, `2.0.0-beta.21`, `~3.1`); null when neither says.
 */
export function docusaurusMajor(root: string): number | null {
  const read = (file: string): Record<string, unknown> | null => {
    try {
      return JSON.parse(fs.readFileSync(file, 'utf8')) as Record<string, unknown>
    } catch {
      return null
    }
  }
  const installed = read(path.join(root, 'node_modules', '@docusaurus', 'core', 'package.json'))?.version
  const pkg = read(path.join(root, 'package.json'))
  const deps = {
    ...(pkg?.devDependencies as Record<string, unknown> | undefined),
    ...(pkg?.dependencies as Record<string, unknown> | undefined),
  }
  for (const v of [installed, deps['@docusaurus/core'], deps['@docusaurus/preset-classic']]) {
    const m = typeof v === 'string' ? (/^\D*?(\d+)\./.exec(v) ?? /^[\^~>=v\s]*(\d+)$/.exec(v)) : null
    if (m) return Number(m[1])
  }
  return null
}

/** The sidebars file as given, or with a JS/TS/JSON extension added. */
function resolveSidebarFile(p: string): string | null {
  for (const candidate of [p, `${p}.js`, `${p}.ts`, `${p}.json`, `${p}.mjs`, `${p}.cjs`])
    if (fs.existsSync(candidate) && fs.statSync(candidate).isFile()) return candidate
  return null
}

/**
 * The serializable parts of a loaded Docusaurus config, as Docusaurus gives its client
 * (`useDocusaurusContext().siteConfig`, which is JSON too): functions (plugins, stand-ins for
 * packages that are not installed) and non-finite numbers are left out, as are cycles. Absolute
 * paths inside the site folder (`require.resolve('./sidebars')`) become site-relative (`./sidebars.ts`):
 * the config reaches the pages' islands, which must not carry this machine's paths, and two
 * builds of the site in different folders stay the same.
 */
export function serializableConfig(value: unknown, root: string): Record<string, unknown> {
  const seen = new WeakSet<object>()
  const inside = root.endsWith(path.sep) ? root : root + path.sep
  const clean = (v: unknown): unknown => {
    if (typeof v === 'string') return v.startsWith(inside) ? './' + v.slice(inside.length).split(path.sep).join('/') : v
    if (v === null || typeof v === 'boolean') return v
    if (typeof v === 'number') return Number.isFinite(v) ? v : undefined
    if (typeof v !== 'object' || isStub(v) || v instanceof RegExp) return undefined
    if (seen.has(v)) return undefined
    seen.add(v)
    try {
      if (Array.isArray(v)) return v.map((x) => clean(x) ?? null)
      const out: Record<string, unknown> = {}
      for (const [k, x] of Object.entries(v)) {
        const c = clean(x)
        if (c !== undefined) out[k] = c
      }
      return out
    } finally {
      seen.delete(v)
    }
  }
  const out = clean(value)
  return out && typeof out === 'object' && !Array.isArray(out) ? (out as Record<string, unknown>) : {}
}
