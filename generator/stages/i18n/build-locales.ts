/**
 * The locale loop of a build (generator/build.ts): which locales a build makes, each locale's
 * SiteConfig (translation files applied, translated content folders overlaid), the sources a
 * translated locale shows untranslated (the default's, as Docusaurus falls back), and the sum
 * of the locales' reports.
 */
import fs from 'node:fs'
import path from 'node:path'
import { ConfigError } from '../../core/errors.js'
import type { BuildReport, ContentSet, Route, SiteConfig, SourceKind, UrlPlan } from '../../core/types.js'
import { configForLocale, localeSubdir } from './locales.js'
import { extraDocsSets } from '../versions.js'
import { contentOverlay, overlayDirs, readTranslations } from './translations.js'

/** The locales this build makes: all of them, or `--locale`'s; a watch build (dev) makes one, the default
 * unless told. */
export function localesToBuild(config: SiteConfig, only: string | undefined, watch: boolean): string[] {
  const codes = config.i18n.locales.map((l) => l.code)
  if (only !== undefined) {
    if (!codes.includes(only))
      throw new ConfigError(`Unknown locale "${only}"`, {
        file: config.configFile ?? undefined,
        hint: `The site's locales (i18n.locales): ${codes.join(', ')}.`,
      })
    return [only]
  }
  return watch ? [config.i18n.defaultLocale] : codes
}

/** A folder of i18n/ for a locale the config does not list: named, never read in silence. */
export function strayLocaleFolders(config: SiteConfig): string[] {
  let names: string[]
  try {
    names = fs
      .readdirSync(config.i18n.dir, { withFileTypes: true })
      .filter((d) => d.isDirectory())
      .map((d) => d.name)
  } catch {
    return []
  }
  const codes = new Set(config.i18n.locales.map((l) => l.code))
  return names
    .filter((n) => !codes.has(n))
    .map(
      (n) =>
        `${path.join(config.i18n.dir, n)}: translations for the locale "${n}", which is not in i18n.locales (${[...codes].join(', ')}): not built; add it to i18n.locales or remove the folder`,
    )
}

/** Every content folder the build reads (for the quick count that starts the worker pool). */
export function contentDirsOf(config: SiteConfig, locales: string[]): string[] {
  // The docs, blog and pages folders, every frozen docs version's snapshot, and the translated locales' folders.
  const dirs = [...Object.values(config.dirs), ...extraDocsSets(config).map((v) => v.dir)]
  for (const code of locales)
    if (code !== config.i18n.defaultLocale)
      dirs.push(...overlayDirs(contentOverlay(config.i18n.dir, code, frozenNames(config))))
  return dirs
}

/**
 * The SiteConfig of one locale: its base URL and settings, its translation files applied, and
 * (any but the default) its translated content folders. A site without i18n/ gets `config` back
 * for its default locale, unchanged.
 */
export async function localeConfig(config: SiteConfig, code: string, warnings: string[]): Promise<SiteConfig> {
  const isDefault = code === config.i18n.defaultLocale
  if (isDefault && !fs.existsSync(path.join(config.i18n.dir, code)))
    return configForLocale(config, code, config.i18n.messages)
  const { translations, apply } = readTranslations(config, code)
  warnings.push(...translations.warnings)
  const localized = apply(configForLocale(config, code, translations.messages))
  return isDefault
    ? localized
    : { ...localized, contentOverlay: contentOverlay(config.i18n.dir, code, frozenNames(config)) }
}

/** The frozen versions of the main docs (their translations are `docusaurus-plugin-content-docs/version-<name>`). */
const frozenNames = (config: SiteConfig): string[] =>
  extraDocsSets(config)
    .filter((v) => !v.instance)
    .map((v) => v.name)

const KIND_DIR: Record<SourceKind, 'docs' | 'blog' | 'pages'> = { doc: 'docs', post: 'blog', page: 'pages' }

/**
 * The sources a translated locale shows in the default locale's words (no translated file). Links
 * resolve within the locale as content does: the plan learns each source under its other path
 * (the translated folder's for a fallback, the default folder's for a translation), so `./intro.md`
 * from either side reaches the page this locale has.
 */
export function fallbackSources(config: SiteConfig, content: ContentSet, plan: UrlPlan): Set<string> {
  const overlay = config.contentOverlay
  const untranslated = new Set<string>()
  if (!overlay) return untranslated
  for (const s of [...content.docs, ...content.posts, ...content.pages]) {
    const kind = KIND_DIR[s.kind]
    // A frozen version's doc: its snapshot folder and that version's translated folder.
    const version = s.version ? config.docs.versions.find((v) => v.name === s.version) : undefined
    const translatedDir = version ? overlay.versions?.[version.name] : overlay[kind]
    if (!translatedDir) {
      untranslated.add(s.sourcePath)
      continue
    }
    const translatedPath = path.join(translatedDir, s.relativePath)
    const defaultPath = path.join(version ? version.dir : config.dirs[kind], s.relativePath)
    const isTranslated = s.sourcePath === translatedPath
    if (!isTranslated) untranslated.add(s.sourcePath)
    const url = plan.byFile.get(s.sourcePath)
    const alias = isTranslated ? defaultPath : translatedPath
    if (url !== undefined && !plan.byFile.has(alias)) plan.byFile.set(alias, url)
  }
  return untranslated
}

/** Routes made from an untranslated source carry `meta.untranslated` (the theme shows a notice). */
export function markUntranslated(routes: Route[], untranslated: Set<string>): void {
  if (!untranslated.size) return
  for (const r of routes) {
    if (r.sourcePath && untranslated.has(r.sourcePath))
      r.props = { ...r.props, meta: { ...r.props.meta, untranslated: true } }
  }
}

type LocaleReport = Omit<BuildReport, 'timings' | 'warnings' | 'changed'>

/** Two locales' reports as one: counts summed, the heaviest weights kept. */
export function addReports(a: LocaleReport, b: LocaleReport): LocaleReport {
  return {
    pages: a.pages + b.pages,
    reused: a.reused + b.reused,
    compiled: a.compiled + b.compiled,
    copied: (a.copied ?? 0) + (b.copied ?? 0),
    renderReused: a.renderReused + b.renderReused,
    files: a.files + b.files,
    bytes: a.bytes + b.bytes,
    scriptGzipBytes: Math.max(a.scriptGzipBytes, b.scriptGzipBytes),
    inlineScriptHash: a.inlineScriptHash,
    weights: heavier(a.weights, b.weights),
    ...(a.keptVersions || b.keptVersions
      ? { keptVersions: [...(a.keptVersions ?? []), ...(b.keptVersions ?? [])] }
      : {}),
  }
}

function heavier(a: BuildReport['weights'], b: BuildReport['weights']): BuildReport['weights'] {
  return (b.heaviest?.gzip ?? 0) > (a.heaviest?.gzip ?? 0) ? b : a
}

/**
 * Build every locale in turn with `buildLocale` (`attempt`: the cache session's, which may build a
 * locale again), each into its own folder under the root output folder; the reports summed.
 * `first`: the first locale of the build, which writes what the locales share.
 */
export async function buildEveryLocale<C>(
  config: SiteConfig,
  locales: string[],
  warnings: string[],
  attempt: (config: SiteConfig, localeOut: string, build: (cache: C) => Promise<LocaleReport>) => Promise<LocaleReport>,
  buildLocale: (config: SiteConfig, cache: C, sub: string, first: boolean) => Promise<LocaleReport>,
): Promise<LocaleReport> {
  let total: LocaleReport | null = null
  for (const [i, code] of locales.entries()) {
    const localized = await localeConfig(config, code, warnings)
    const sub = localeSubdir(localized, localized.locale)
    const localeOut = sub ? path.join(config.outDir, sub) : config.outDir
    const report = await attempt(localized, localeOut, (cache) => buildLocale(localized, cache, sub, i === 0))
    total = total ? addReports(total, report) : report
  }
  return total!
}
