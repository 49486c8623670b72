/**
 * A locale's translation files, as Docusaurus's `write-translations` lays them out under
 * `i18n/<locale>/`: `code.json` (UI strings: the theme's ids and the site's `<Translate>` ids),
 * `docusaurus-plugin-content-docs/current.json` (version label, sidebar labels),
 * `docusaurus-plugin-content-blog/options.json` (blog title, description, sidebar title),
 * `docusaurus-theme-classic/navbar.json` and `footer.json`. Each is JSON of
 * `{ "key": { "message": "…", "description"?: "…" } }`; invalid JSON, a bad entry or a key that
 * names nothing of the site is an error naming the file and line. code.json keys are the
 * site's own, so only `theme.*` ids this theme does not have are named (a warning).
 */
import fs from 'node:fs'
import path from 'node:path'
import { isThemeMessage } from '../../../theme/i18n/messages.js'
import { BuildError, throwAll } from '../../core/errors.js'
import type { FooterColumn, NavbarItemConfig, Sidebar, SidebarItem, SiteConfig } from '../../core/types.js'
import { isRecord, parseDataFile } from '../metadata/data-file.js'

/** One translation file's entries: key → message and the key's line. */
export interface LabelFile {
  file: string
  entries: Record<string, { message: string; line: number }>
}

/** Where the translation files of a locale are, relative to `i18n/<locale>/`. */
export const TRANSLATION_FILES = {
  code: 'code.json',
  docs: 'docusaurus-plugin-content-docs/current.json',
  blog: 'docusaurus-plugin-content-blog/options.json',
  navbar: 'docusaurus-theme-classic/navbar.json',
  footer: 'docusaurus-theme-classic/footer.json',
} as const

/**
 * The translated content folders of a locale (Docusaurus's plugin folders, for either layout), and
 * each frozen docs version's (`docusaurus-plugin-content-docs/version-<name>`), by version name.
 */
export function contentOverlay(
  i18nDir: string,
  code: string,
  versions: readonly string[] = [],
): NonNullable<SiteConfig['contentOverlay']> {
  const dir = path.join(i18nDir, code)
  return {
    docs: path.join(dir, 'docusaurus-plugin-content-docs/current'),
    blog: path.join(dir, 'docusaurus-plugin-content-blog'),
    pages: path.join(dir, 'docusaurus-plugin-content-pages'),
    ...(versions.length
      ? {
          versions: Object.fromEntries(
            versions.map((v) => [v, path.join(dir, `docusaurus-plugin-content-docs/version-${v}`)]),
          ),
        }
      : {}),
  }
}

/** Every folder of a locale's overlay. */
export const overlayDirs = (overlay: NonNullable<SiteConfig['contentOverlay']>): string[] => [
  overlay.docs,
  overlay.blog,
  overlay.pages,
  ...Object.values(overlay.versions ?? {}),
]

/** Parse one translation file; null when it does not exist. Invalid JSON or entries throw naming file and line. */
export function readLabelFile(file: string): LabelFile | null {
  let text: string
  try {
    text = fs.readFileSync(file, 'utf8')
  } catch (err) {
    if ((err as NodeJS.ErrnoException).code === 'ENOENT') return null
    throw new BuildError(`Cannot read the translation file: ${(err as Error).message}`, { file, cause: err })
  }
  return parseLabelFile(text, file)
}

/** A translation file's text → its entries (pure; see readLabelFile). */
export function parseLabelFile(text: string, file: string): LabelFile {
  const body = text.replace(/^\uFEFF/, '')
  try {
    JSON.parse(body)
  } catch (err) {
    // V8: "… in JSON at position 42 (line 3 column 5)" — the line is taken from the position.
    const pos = /position (\d+)/.exec((err as Error).message)
    const line = pos ? body.slice(0, Number(pos[1])).split('\n').length : undefined
    throw new BuildError(`Invalid JSON in a translation file: ${(err as Error).message}`, {
      file,
      line,
      cause: err,
      hint: 'Fix the JSON at that line (translation files are JSON, as `docusaurus write-translations` writes them).',
    })
  }
  const data = parseDataFile(body, file, 'translation file')
  if (!isRecord(data.data))
    throw new BuildError('A translation file must be a JSON object of `{ "key": { "message": "…" } }`', {
      file,
      line: 1,
    })
  const errors: BuildError[] = []
  const entries: LabelFile['entries'] = {}
  for (const [key, value] of Object.entries(data.data)) {
    const line = data.line(key) ?? 1
    if (
      !isRecord(value) ||
      typeof value.message !== 'string' ||
      (value.description !== undefined && typeof value.description !== 'string') ||
      Object.keys(value).some((k) => k !== 'message' && k !== 'description')
    ) {
      errors.push(
        new BuildError(`Translation "${key}" is not \`{ "message": "…", "description"?: "…" }\``, {
          file,
          line,
          hint: 'Each key maps to an object with a string `message` (and optionally a `description`).',
        }),
      )
      continue
    }
    entries[key] = { message: value.message, line }
  }
  throwAll(errors)
  return { file, entries }
}

/** The translation files of a locale, read and checked against what they can translate. */
export interface LocaleTranslations {
  /** code.json: id → message. */
  messages: Record<string, string>
  /** current.json (sidebar keys are applied and checked by `translateSidebars`). */
  docs: LabelFile | null
  warnings: string[]
}

/**
 * Read a locale's translation files and apply those that translate the config (navbar, footer,
 * blog options, version label). Returns the locale's SiteConfig changes; errors are thrown together.
 */
export function readTranslations(
  config: SiteConfig,
  code: string,
): { translations: LocaleTranslations; apply: (c: SiteConfig) => SiteConfig } {
  const dir = path.join(config.i18n.dir, code)
  const errors: BuildError[] = []
  const read = (rel: string) => {
    try {
      return readLabelFile(path.join(dir, rel))
    } catch (err) {
      if (err instanceof BuildError) {
        errors.push(err)
        return null
      }
      throw err
    }
  }
  const code_ = read(TRANSLATION_FILES.code)
  const docs = read(TRANSLATION_FILES.docs)
  const blog = read(TRANSLATION_FILES.blog)
  const navbar = read(TRANSLATION_FILES.navbar)
  const footer = read(TRANSLATION_FILES.footer)
  const warnings: string[] = []
  const messages: Record<string, string> = {}
  if (code_) {
    for (const [id, e] of Object.entries(code_.entries)) messages[id] = e.message
    const unknown = Object.keys(code_.entries).filter((id) => id.startsWith('theme.') && !isThemeMessage(id))
    if (unknown.length)
      warnings.push(
        `${code_.file}:${code_.entries[unknown[0]!]!.line}: ${unknown.length} theme string${unknown.length === 1 ? '' : 's'} this theme does not show (left unused): ${unknown.slice(0, 5).join(', ')}${unknown.length > 5 ? ', …' : ''}`,
      )
  }
  // A key that names nothing (a label since renamed) is left unused, as Docusaurus leaves it, and named.
  const unknownKeys = (f: LabelFile, known: Set<string>, what: string) => {
    const unknown = Object.keys(f.entries).filter((key) => !known.has(key))
    if (unknown.length)
      warnings.push(
        unusedKeys(
          f,
          unknown,
          `${unknown.length === 1 ? 'it names' : 'they name'} no ${what} of the site (the keys it can have: ${[...known].slice(0, 8).join(', ')}${known.size > 8 ? ', …' : ''})`,
        ),
      )
  }
  if (navbar) unknownKeys(navbar, navbarKeys(config), 'navbar title, logo or item label')
  if (footer)
    unknownKeys(
      footer,
      footerKeys(config.footer.links, config.footer.copyright),
      'footer column title, link label or copyright',
    )
  if (blog) unknownKeys(blog, new Set(['title', 'description', 'sidebar.title']), 'blog option')
  if (docs) {
    const other = Object.fromEntries(Object.entries(docs.entries).filter(([k]) => !k.startsWith('sidebar.')))
    unknownKeys(
      { file: docs.file, entries: other },
      new Set([
        'version.label',
        'sidebar.<sidebarId>.category.<label>',
        'sidebar.<sidebarId>.link.<label>',
        'sidebar.<sidebarId>.doc.<label>',
      ]),
      'docs version or sidebar item',
    )
  }
  throwAll(errors)
  const msg = (f: LabelFile | null, key: string) => f?.entries[key]?.message
  const apply = (c: SiteConfig): SiteConfig => ({
    ...c,
    navbar: navbar ? translateNavbar(c.navbar, navbar) : c.navbar,
    footer: footer
      ? {
          ...c.footer,
          copyright: msg(footer, 'copyright') ?? c.footer.copyright,
          links: translateFooter(c.footer.links, footer),
          logo: c.footer.logo ? { ...c.footer.logo, alt: msg(footer, 'logo.alt') ?? c.footer.logo.alt } : null,
        }
      : c.footer,
    blog:
      blog && c.blog
        ? {
            ...c.blog,
            title: msg(blog, 'title') ?? c.blog.title,
            description: msg(blog, 'description') ?? c.blog.description,
            blogSidebarTitle: msg(blog, 'sidebar.title') ?? c.blog.blogSidebarTitle,
          }
        : c.blog,
    docs: { ...c.docs, versionLabel: msg(docs, 'version.label') ?? c.docs.versionLabel },
    i18n: { ...c.i18n, messages, ...(docs ? { docsLabels: docs } : {}) },
  })
  return { translations: { messages, docs, warnings }, apply }
}

/** The keys navbar.json can have (Docusaurus's: `title`, `logo.alt`, `item.label.<label>`). */
function navbarKeys(config: SiteConfig): Set<string> {
  const keys = new Set(['title', 'logo.alt'])
  const walk = (items: NavbarItemConfig[]) => {
    for (const i of items) {
      if (i.label) keys.add(`item.label.${i.label}`)
      if (i.items) walk(i.items)
    }
  }
  walk(config.navbar.items)
  return keys
}

function translateNavbar(navbar: SiteConfig['navbar'], f: LabelFile): SiteConfig['navbar'] {
  const m = (k: string) => f.entries[k]?.message
  const items = (list: NavbarItemConfig[]): NavbarItemConfig[] =>
    list.map((i) => ({
      ...i,
      ...(i.label ? { label: m(`item.label.${i.label}`) ?? i.label } : {}),
      ...(i.items ? { items: items(i.items) } : {}),
    }))
  return {
    ...navbar,
    title: m('title') ?? navbar.title,
    logo: navbar.logo ? { ...navbar.logo, alt: m('logo.alt') ?? navbar.logo.alt } : null,
    items: items(navbar.items),
  }
}

/** The keys footer.json can have (`link.title.<title>`, `link.item.label.<label>`, `copyright`, `logo.alt`). */
function footerKeys(links: FooterColumn[], copyright: string): Set<string> {
  const keys = new Set(['logo.alt'])
  if (copyright) keys.add('copyright')
  for (const c of links) {
    if (c.title) keys.add(`link.title.${c.title}`)
    for (const i of c.items) if ('label' in i) keys.add(`link.item.label.${i.label}`)
  }
  return keys
}

function translateFooter(links: FooterColumn[], f: LabelFile): FooterColumn[] {
  const m = (k: string) => f.entries[k]?.message
  return links.map((c) => ({
    ...c,
    title: c.title ? (m(`link.title.${c.title}`) ?? c.title) : c.title,
    items: c.items.map((i) => ('label' in i ? { ...i, label: m(`link.item.label.${i.label}`) ?? i.label } : i)),
  }))
}

/**
 * Sidebar labels from current.json (`sidebar.<id>.category.<label>`, `…category.<label>.link.generated-index.title`
 * and `.description`, `sidebar.<id>.link.<label>`, `sidebar.<id>.doc.<label>`). URLs stay those of the
 * untranslated labels, as in Docusaurus. Sidebar keys that name no item are left unused, as in
 * Docusaurus, and named in one warning (`warn`).
 */
export function translateSidebars(
  sidebars: Map<string, Sidebar>,
  labels: LabelFile | undefined,
  warn: (warning: string) => void = () => {},
): Map<string, Sidebar> {
  if (!labels) return sidebars
  const used = new Set<string>()
  const m = (key: string) => {
    const e = labels.entries[key]
    if (e) used.add(key)
    return e?.message
  }
  const out = new Map<string, Sidebar>()
  for (const [id, sidebar] of sidebars) {
    const item = (i: SidebarItem): SidebarItem => {
      if (i.type === 'category') {
        const k = `sidebar.${id}.category.${i.label}`
        const title = i.generatedIndex ? m(`${k}.link.generated-index.title`) : undefined
        const description = i.generatedIndex ? m(`${k}.link.generated-index.description`) : undefined
        return {
          ...i,
          label: m(k) ?? i.label,
          ...(title ? { title } : {}),
          ...(description ? { description } : {}),
          items: (i.items ?? []).map(item),
        }
      }
      if (i.type === 'link')
        return { ...i, label: m(`sidebar.${id}.${i.docId ? 'doc' : 'link'}.${i.label}`) ?? i.label }
      return i
    }
    out.set(id, { ...sidebar, items: sidebar.items.map(item) })
  }
  const unknown = Object.keys(labels.entries).filter((k) => k.startsWith('sidebar.') && !used.has(k))
  if (unknown.length)
    warn(
      unusedKeys(
        labels,
        unknown,
        `no sidebar item has ${unknown.length === 1 ? 'this label' : 'these labels'} (sidebars: ${[...sidebars.keys()].join(', ')}; keys are \`sidebar.<sidebarId>.category.<label>\`, \`sidebar.<sidebarId>.link.<label>\` or \`sidebar.<sidebarId>.doc.<label>\` with the default locale's label)`,
      ),
    )
  return out
}

/** The one warning for a translation file's keys that name nothing: where the first is, how many, the first
 * few, why, and what to do. */
function unusedKeys(f: LabelFile, keys: string[], why: string): string {
  const list =
    keys
      .slice(0, 5)
      .map((k) => `"${k}"`)
      .join(', ') + (keys.length > 5 ? ', …' : '')
  return `${f.file}:${f.entries[keys[0]!]!.line}: ${keys.length} translation key${keys.length === 1 ? '' : 's'} left unused: ${list}: ${why}; remove ${keys.length === 1 ? 'it' : 'them'}, or write the label as the site now has it (Docusaurus ignores such keys too)`
}
