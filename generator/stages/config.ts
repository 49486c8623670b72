/**
 * Stage 1, config: `site.config.ts` (UserConfig) → SiteConfig with absolute paths and every
 * default applied. Validation errors name the key, the value, what is allowed and the file.
 */
import * as esbuild from 'esbuild'
import fs from 'node:fs'
import path from 'node:path'
import { pathToFileURL } from 'node:url'
import { ConfigError, throwAll, type BuildError } from '../core/errors.js'
import {
  MAIN_THREAD,
  type MainThreadHooks,
  type NavbarItemConfig,
  type PluginExtensions,
  type PluginHooks,
  type SiteConfig,
  type SitePluginsRef,
  type UserConfig,
} from '../core/types.js'
import { resolveRedirects } from '../outputs/redirects.js'
import { closest } from '../core/closest.js'
import { CODE_THEMES } from './css/code-theme.js'
import { findDocusaurusConfig } from './docusaurus/load.js'
import { readDocusaurusProject } from './docusaurus/project.js'
import { prismThemeData } from './docusaurus/prism-themes.js'
import { resolveHtmlTags } from './client/page-tags.js'
import { readVersionsOnDisk, resolveInstances, resolveVersions, type VersionsOnDisk } from './versions.js'
import { resolveLocale } from './i18n/locales.js'
import { readMagicComments } from './markdown/shiki-lines.js'

/** Identity helper that gives `site.config.ts` its types. */
export function defineConfig(config: UserConfig): UserConfig {
  return config
}

/** Options of resolveConfig. */
export interface ResolveOptions {
  /** Output folder. @default '<root>/dist' ('<root>/build' for a Docusaurus project) */
  outDir?: string
  /** @default 'production' */
  mode?: SiteConfig['mode']
  /** Use this config instead of loading `site.config.ts` (tests). */
  config?: UserConfig
  /** The site's layout (set when a Docusaurus project is read). @default 'cwc' */
  layout?: SiteConfig['layout']
  /** Docusaurus options not honoured (set when a Docusaurus project is read). */
  compatibility?: SiteConfig['compatibility']
  /** The serializable Docusaurus config (set when a Docusaurus project is read). */
  docusaurusConfig?: SiteConfig['docusaurusConfig']
  /** versions.json and the versioned sidebars, as read from the site folder (stages/versions.ts). */
  versions?: VersionsOnDisk
  /** A Docusaurus project's own markdown plugins (set when a Docusaurus project is read). */
  sitePlugins?: SitePluginsRef
  /** What the site's own plugins add to the config and its hooks (set when a Docusaurus project is read). */
  pluginExtensions?: PluginExtensions
  pluginHooks?: PluginHooks
}

/** The names a site.config file may have, in the order they are looked for. */
export const CONFIG_NAMES = ['site.config.ts', 'site.config.mts', 'site.config.js', 'site.config.mjs']
const KNOWN_KEYS = [
  'title',
  'tagline',
  'titleDelimiter',
  'url',
  'baseUrl',
  'favicon',
  'image',
  'navbar',
  'footer',
  'colorMode',
  'toc',
  'docs',
  'blog',
  'pages',
  'i18n',
  'onBrokenLinks',
  'announcementBar',
  'search',
  'markdown',
  'budget',
  'trailingSlash',
  'metadata',
  'customCss',
  'prism',
  'onBrokenAnchors',
  'onDuplicateRoutes',
  'headTags',
  'scripts',
  'stylesheets',
  'clientModules',
  'gtag',
  'googleTagManager',
  'redirects',
  'mermaid',
]

/** Load `site.config.*` from a folder, or null when there is none. */
export async function loadUserConfig(root: string): Promise<{ file: string | null; config: UserConfig }> {
  const name = CONFIG_NAMES.find((n) => fs.existsSync(path.join(root, n)))
  if (!name) return { file: null, config: {} }
  const file = path.join(root, name)
  try {
    const mod = await importConfig(file)
    if (!mod.default || typeof mod.default !== 'object') {
      throw new ConfigError('Expected a default export (an object) in the config file', {
        file,
        hint: 'Write `export default defineConfig({ … })`.',
      })
    }
    return { file, config: mod.default }
  } catch (err) {
    if (err instanceof ConfigError) throw err
    // esbuild (syntax errors) and the stack (runtime throws) name `file:line:column`.
    const e = err as Error
    const at = new RegExp(
      `${path.basename(file).replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}(?:\\?[^:\\s]*)?:(\\d+):(\\d+)(?:: ERROR: (.*))?`,
    ).exec(`${e.message}\n${e.stack ?? ''}`)
    const message = at?.[3] ? `Syntax error: ${at[3]}` : e.message
    throw new ConfigError(`Could not load the config file: ${message}`, {
      file,
      line: at ? Number(at[1]) : undefined,
      column: at ? Number(at[2]) : undefined,
      cause: err,
      hint: 'Fix the error at that line of the config file (it must be valid TypeScript that runs without throwing).',
    })
  }
}

/**
 * Import a config module. TypeScript is compiled with esbuild (the generator may run without
 * tsx: generator/launch.mjs) into a temporary `.mjs` beside it, so that its imports resolve as
 * from the config itself; an inline source map keeps stack lines pointing at the `.ts` file.
 */
async function importConfig(file: string): Promise<{ default?: UserConfig }> {
  // A query string busts Node's module cache so watch mode sees edits.
  if (/\.m?js$/.test(file))
    return (await import(pathToFileURL(file).href + `?t=${fs.statSync(file).mtimeMs}`)) as { default?: UserConfig }
  const result = await esbuild.build({
    entryPoints: [file],
    absWorkingDir: path.dirname(file),
    bundle: true,
    packages: 'external',
    platform: 'node',
    format: 'esm',
    target: 'node20',
    write: false,
    sourcemap: 'inline',
    logLevel: 'silent',
  })
  const tmp = `${file}.timestamp-${Date.now()}-${process.pid}-${Math.random().toString(36).slice(2, 8)}.mjs`
  fs.writeFileSync(tmp, result.outputFiles[0]!.text)
  try {
    process.setSourceMapsEnabled(true)
    return (await import(pathToFileURL(tmp).href)) as { default?: UserConfig }
  } finally {
    fs.rmSync(tmp, { force: true })
  }
}

/** Resolve a site folder into a SiteConfig. */
export async function resolveConfig(root: string, options: ResolveOptions = {}): Promise<SiteConfig> {
  const absRoot = path.resolve(root)
  // A Docusaurus project (its config file and no site.config.*) is read as it stands.
  const docusaurusFile =
    options.config || CONFIG_NAMES.some((n) => fs.existsSync(path.join(absRoot, n)))
      ? null
      : findDocusaurusConfig(absRoot)
  if (docusaurusFile) {
    const project = await readDocusaurusProject(absRoot, docusaurusFile)
    return normalizeConfig(absRoot, project.config, project.file, {
      ...options,
      layout: 'docusaurus',
      compatibility: project.notes,
      docusaurusConfig: project.siteConfig,
      pluginExtensions: project.extensions,
      pluginHooks: project.hooks,
      versions: readVersionsOnDisk(absRoot, project.config.docs),
      sitePlugins: project.sitePlugins,
    })
  }
  const loaded = options.config ? { file: null, config: options.config } : await loadUserConfig(absRoot)
  // Without a `blog` setting the blog exists only if content/blog does (the CLI defaults).
  const user =
    loaded.config.blog === undefined && !fs.existsSync(path.join(absRoot, 'content', 'blog'))
      ? { ...loaded.config, blog: false as const }
      : loaded.config
  return normalizeConfig(absRoot, user, loaded.file, { ...options, versions: readVersionsOnDisk(absRoot, user.docs) })
}

/** Apply defaults and validate (pure apart from the path module). */
export function normalizeConfig(
  root: string,
  user: UserConfig,
  file: string | null,
  options: ResolveOptions = {},
): SiteConfig {
  const errors: BuildError[] = []
  const where = file ?? path.join(root, 'site.config.ts')
  const bad = (key: string, value: unknown, allowed: string) =>
    errors.push(
      new ConfigError(`Invalid value for \`${key}\`: ${JSON.stringify(value)}`, {
        file: where,
        hint: `Expected ${allowed}.`,
      }),
    )

  for (const key of Object.keys(user)) {
    if (!KNOWN_KEYS.includes(key))
      bad(
        key,
        (user as Record<string, unknown>)[key],
        `one of the known keys (${KNOWN_KEYS.join(', ')}); remove \`${key}\``,
      )
  }
  const str = (key: string, v: unknown, fallback: string) => {
    if (v === undefined) return fallback
    if (typeof v !== 'string') {
      bad(key, v, 'a string')
      return fallback
    }
    return v
  }
  const title = str('title', user.title, titleFromFolder(root))
  const baseUrl = str('baseUrl', user.baseUrl, '/')
  if (!baseUrl.startsWith('/') || !baseUrl.endsWith('/'))
    bad('baseUrl', baseUrl, "a path that starts and ends with '/', e.g. '/' or '/docs/'")
  const url = str('url', user.url, 'http://localhost').replace(/\/+$/, '')
  if (!/^https?:\/\/[^/]+/.test(url)) bad('url', user.url, "an absolute origin such as 'https://example.com'")
  const onBrokenLinks = user.onBrokenLinks ?? 'throw'
  if (!['throw', 'warn', 'ignore'].includes(onBrokenLinks))
    bad('onBrokenLinks', onBrokenLinks, "'throw', 'warn' or 'ignore'")
  const onBrokenAnchors = user.onBrokenAnchors ?? onBrokenLinks
  const onDuplicateRoutes = user.onDuplicateRoutes ?? 'throw'
  if (!['throw', 'warn', 'ignore'].includes(onDuplicateRoutes))
    bad('onDuplicateRoutes', onDuplicateRoutes, "'throw', 'warn' or 'ignore'")
  if (user.onBrokenAnchors !== undefined && !['throw', 'warn', 'ignore'].includes(onBrokenAnchors))
    bad('onBrokenAnchors', onBrokenAnchors, "'throw', 'warn' or 'ignore'")
  const defaultMode = user.colorMode?.defaultMode ?? 'light'
  if (defaultMode !== 'light' && defaultMode !== 'dark') bad('colorMode.defaultMode', defaultMode, "'light' or 'dark'")
  const minHeadingLevel = user.toc?.minHeadingLevel ?? 2
  const maxHeadingLevel = user.toc?.maxHeadingLevel ?? 3
  if (!(minHeadingLevel >= 2 && maxHeadingLevel <= 6 && minHeadingLevel <= maxHeadingLevel)) {
    bad('toc', user.toc, 'heading levels with 2 ≤ minHeadingLevel ≤ maxHeadingLevel ≤ 6')
  }
  const items = user.navbar?.items ?? []
  if (!Array.isArray(items)) bad('navbar.items', items, 'an array of navbar items')
  else items.forEach((item, i) => checkNavbarItem(item, `navbar.items[${i}]`, bad))
  const navbarStyle = user.navbar?.style
  if (navbarStyle !== undefined && navbarStyle !== 'dark' && navbarStyle !== 'primary')
    bad('navbar.style', navbarStyle, "'dark' or 'primary' (leave it out for the page's colours)")
  const hideOnScroll = user.navbar?.hideOnScroll
  if (hideOnScroll !== undefined && typeof hideOnScroll !== 'boolean')
    bad('navbar.hideOnScroll', hideOnScroll, 'true or false')

  const code = user.i18n?.defaultLocale ?? 'en'
  const locales = user.i18n?.locales ?? [code]
  if (typeof code !== 'string' || !code) bad('i18n.defaultLocale', code, "a locale code such as 'en'")
  if (!Array.isArray(locales) || locales.some((l) => typeof l !== 'string' || !l))
    bad('i18n.locales', locales, 'an array of locale codes')
  else if (!locales.includes(code)) bad('i18n.locales', locales, `a list that includes the default locale ('${code}')`)
  const localeConfigs = user.i18n?.localeConfigs ?? {}
  for (const [k, lc] of Object.entries(localeConfigs)) {
    if (Array.isArray(locales) && !locales.includes(k))
      bad(`i18n.localeConfigs.${k}`, lc, `a locale of i18n.locales (${locales.join(', ')})`)
    else if (lc?.direction !== undefined && lc.direction !== 'ltr' && lc.direction !== 'rtl')
      bad(`i18n.localeConfigs.${k}.direction`, lc.direction, "'ltr' or 'rtl'")
    else if (
      lc?.path !== undefined &&
      (typeof lc.path !== 'string' || !lc.path.replace(/^\/+|\/+$/g, '') || /[?#\\]|\.\./.test(lc.path))
    )
      bad(`i18n.localeConfigs.${k}.path`, lc.path, "a folder name such as 'fr'")
  }
  // The default locale first; the others in the order given.
  const resolvedLocales = (Array.isArray(locales) ? [code, ...locales.filter((l) => l !== code)] : [code]).map((l) =>
    resolveLocale(l, localeConfigs[l]),
  )
  const pathsSeen = new Map<string, string>()
  for (const l of resolvedLocales.slice(1)) {
    const p = l.path.replace(/^\/+|\/+$/g, '')
    if (pathsSeen.has(p))
      bad(`i18n.localeConfigs.${l.code}.path`, l.path, `a path no other locale uses (${pathsSeen.get(p)} has it)`)
    pathsSeen.set(p, l.code)
  }

  const image = str('image', user.image, '') || null
  const allowScripts = user.markdown?.allowScripts ?? false
  if (typeof allowScripts !== 'boolean') bad('markdown.allowScripts', allowScripts, 'true or false')
  const format = user.markdown?.format ?? 'detect'
  if (!['mdx', 'md', 'detect'].includes(format)) bad('markdown.format', format, "'mdx', 'md' or 'detect'")
  const admonitionKeywords = user.markdown?.admonitionKeywords ?? []
  if (
    !Array.isArray(admonitionKeywords) ||
    admonitionKeywords.some((k) => typeof k !== 'string' || !/^[A-Za-z][\w-]*$/.test(k))
  )
    bad(
      'markdown.admonitionKeywords',
      admonitionKeywords,
      'an array of keywords (letters, digits, - and _, starting with a letter), as written after ::: ',
    )
  const undefinedComponents = user.markdown?.undefinedComponents ?? 'error'
  if (undefinedComponents !== 'error' && undefinedComponents !== 'warn')
    bad('markdown.undefinedComponents', undefinedComponents, "'error' or 'warn'")
  const legacyAdmonitionTitles = user.markdown?.legacyAdmonitionTitles ?? true
  if (typeof legacyAdmonitionTitles !== 'boolean')
    bad('markdown.legacyAdmonitionTitles', legacyAdmonitionTitles, 'true or false')
  const mermaidOn = user.markdown?.mermaid ?? false
  if (typeof mermaidOn !== 'boolean') bad('markdown.mermaid', mermaidOn, 'true or false')
  const mermaid = { theme: { light: 'default', dark: 'dark' }, options: {} as Record<string, unknown> }
  const mermaidTheme = user.mermaid?.theme ?? {}
  for (const mode of ['light', 'dark'] as const) {
    const v = mermaidTheme[mode] ?? mermaid.theme[mode]
    if (typeof v !== 'string')
      bad(`mermaid.theme.${mode}`, v, "a mermaid theme name ('default', 'dark', 'forest', 'neutral', 'base')")
    else mermaid.theme[mode] = v
  }
  const mermaidOptions = user.mermaid?.options ?? {}
  // Written into the diagrams' script as JSON (and SiteConfig is cloned to worker threads): no functions.
  const hasFunction = (v: unknown): boolean =>
    typeof v === 'function' || (Boolean(v) && typeof v === 'object' && Object.values(v as object).some(hasFunction))
  if (
    !mermaidOptions ||
    typeof mermaidOptions !== 'object' ||
    Array.isArray(mermaidOptions) ||
    hasFunction(mermaidOptions)
  )
    bad('mermaid.options', mermaidOptions, 'an object of mermaid config options, plain JSON (no functions)')
  else mermaid.options = mermaidOptions
  const footerStyle = user.footer?.style ?? 'light'
  if (footerStyle !== 'light' && footerStyle !== 'dark') bad('footer.style', footerStyle, "'light' or 'dark'")
  const footerLinks = user.footer?.links ?? []
  const footerItemOk = (i: unknown) =>
    Boolean(i) &&
    typeof i === 'object' &&
    ('html' in i!
      ? typeof (i as { html: unknown }).html === 'string'
      : typeof (i as { label?: unknown }).label === 'string' && typeof (i as { href?: unknown }).href === 'string')
  if (
    !Array.isArray(footerLinks) ||
    footerLinks.some((c) => typeof c?.title !== 'string' || !Array.isArray(c.items) || !c.items.every(footerItemOk))
  ) {
    bad('footer.links', footerLinks, 'an array of columns `{ title, items: [{ label, href } or { html }] }`')
  }
  const footerLogo = user.footer?.logo
  const sizeOk = (v: unknown) => v === undefined || typeof v === 'number' || typeof v === 'string'
  if (
    footerLogo !== undefined &&
    (typeof footerLogo?.src !== 'string' ||
      typeof footerLogo.alt !== 'string' ||
      !['srcDark', 'href'].every((k) => ['undefined', 'string'].includes(typeof footerLogo[k as 'href'])) ||
      !sizeOk(footerLogo.width) ||
      !sizeOk(footerLogo.height))
  ) {
    bad('footer.logo', footerLogo, '`{ src, alt, srcDark?, href?, width?, height? }`')
  }
  const trailingSlash = user.trailingSlash
  if (trailingSlash !== undefined && typeof trailingSlash !== 'boolean')
    bad('trailingSlash', trailingSlash, 'true, false or undefined (leave it out)')
  const metadata = user.metadata ?? []
  if (
    !Array.isArray(metadata) ||
    metadata.some(
      (m) => typeof m?.content !== 'string' || (typeof m.name !== 'string' && typeof m.property !== 'string'),
    )
  )
    bad('metadata', metadata, 'an array of `{ name or property, content }`')
  const customCss = user.customCss ?? []
  if (!Array.isArray(customCss) || customCss.some((c) => typeof c !== 'string'))
    bad('customCss', customCss, 'an array of stylesheet paths from the site root')
  const additionalLanguages = user.prism?.additionalLanguages ?? []
  if (!Array.isArray(additionalLanguages) || additionalLanguages.some((c) => typeof c !== 'string'))
    bad('prism.additionalLanguages', additionalLanguages, 'an array of Prism language names')
  const magic = user.prism?.magicComments === undefined ? null : readMagicComments(user.prism.magicComments)
  if (magic?.problems.length)
    bad(
      'prism.magicComments',
      user.prism?.magicComments,
      'an array of `{ className, line, block: { start, end } }` (a line comment, a block of two, or both)',
    )
  const codeThemes: { theme?: string; darkTheme?: string } = {}
  for (const key of ['theme', 'darkTheme'] as const) {
    const name = user.prism?.[key]
    if (name === undefined) continue
    if (typeof name !== 'string' || !CODE_THEMES.includes(name))
      bad(
        `prism.${key}`,
        name,
        `a Shiki theme name, such as ${closest(String(name), [...CODE_THEMES]) ?? 'github-light'} (one of: ${CODE_THEMES.join(', ')})`,
      )
    else codeThemes[key] = name
  }
  const defaultLanguage = user.prism?.defaultLanguage
  if (defaultLanguage !== undefined && (typeof defaultLanguage !== 'string' || !defaultLanguage.trim()))
    bad('prism.defaultLanguage', defaultLanguage, "a language name, such as 'js'")
  const ownPrism = user.prism?.prismReact
  // Its theme objects as data (`prismThemeData`): a theme that is none (no `plain`, no `styles`) is rejected.
  const themeOf = (t: unknown) => (t === undefined ? undefined : prismThemeData(t))
  const prismReact =
    ownPrism === undefined
      ? undefined
      : { root: ownPrism?.root, theme: themeOf(ownPrism?.theme), darkTheme: themeOf(ownPrism?.darkTheme) }
  if (prismReact && (typeof prismReact.root !== 'string' || prismReact.theme === null || prismReact.darkTheme === null))
    bad(
      'prism.prismReact',
      ownPrism,
      '`{ root, theme, darkTheme }`: the folder prism-react-renderer resolves from and prism-react-renderer theme objects (`{ plain, styles }`)',
    )
  // biome-ignore lint/complexity/useOptionalChain: `blog` may be false, which has no properties for TypeScript
  const postUrls = (user.blog && user.blog.postUrls) || 'dated'
  if (postUrls !== 'dated' && postUrls !== 'flat') bad('blog.postUrls', postUrls, "'dated' or 'flat'")
  const budget = {
    js: user.budget?.js ?? 8,
    html: user.budget?.html ?? 15,
    fail: user.budget?.fail ?? false,
    ...(options.layout === 'docusaurus' ? { quiet: true } : {}),
  }
  for (const key of ['js', 'html'] as const)
    if (!(typeof budget[key] === 'number' && budget[key] > 0))
      bad(`budget.${key}`, budget[key], 'a positive number of kilobytes (gzip)')
  if (typeof budget.fail !== 'boolean') bad('budget.fail', budget.fail, 'true or false')
  const blogUser = user.blog
  const blog: SiteConfig['blog'] =
    blogUser === false
      ? false
      : {
          routeBasePath: '/' + (blogUser?.routeBasePath ?? 'blog').replace(/^\/+|\/+$/g, ''),
          title: blogUser?.title ?? 'Blog',
          description: blogUser?.description ?? `${title} blog`,
          postsPerPage: blogUser?.postsPerPage ?? 10,
          blogSidebarCount: blogUser?.blogSidebarCount ?? 5,
          blogSidebarTitle: blogUser?.blogSidebarTitle ?? 'Recent posts',
          showReadingTime: blogUser?.showReadingTime ?? true,
          authorsMapPath: blogUser?.authorsMapPath ?? 'authors.yml',
          editUrl: editUrlString(blogUser ? blogUser.editUrl : undefined, 'blog.editUrl', bad),
          postUrls,
          onInlineAuthors: blogUser?.onInlineAuthors ?? 'warn',
          onInlineTags: blogUser?.onInlineTags ?? 'warn',
          feed: { ...blogUser?.feed, limit: blogUser?.feed?.limit ?? null },
        }
  if (blog)
    for (const key of ['onInlineAuthors', 'onInlineTags'] as const)
      if (!['warn', 'throw', 'ignore'].includes(blog[key])) bad(`blog.${key}`, blog[key], "'warn', 'throw' or 'ignore'")
  if (blog && blog.feed.limit !== null && !(Number.isInteger(blog.feed.limit) && blog.feed.limit > 0))
    bad('blog.feed.limit', blog.feed.limit, 'a positive whole number of posts, or null for every post')
  const docsDir = path.resolve(root, user.docs?.path ?? (options.layout === 'docusaurus' ? 'docs' : 'content/docs'))
  const versionLabel = user.docs?.versionLabel ?? 'Next'
  const sidebars = user.docs?.sidebars ?? null
  const sidebarsFile = user.docs?.sidebarsFile ?? file
  const mode = options.mode ?? 'production'
  const { htmlTags, gtag } = resolveHtmlTags(user, mode, bad)
  const clientModules = resolveClientModules(root, user.clientModules, bad)
  const redirects = resolveRedirects(user.redirects, bad)
  // Functions of the config stay on the main thread (SiteConfig[MAIN_THREAD]).
  const hooks: MainThreadHooks = {
    ...(redirects.createRedirects ? { createRedirects: redirects.createRedirects } : {}),
    ...(typeof user.docs?.editUrl === 'function' ? { docsEditUrl: user.docs.editUrl } : {}),
    ...(user.blog && typeof user.blog.editUrl === 'function' ? { blogEditUrl: user.blog.editUrl } : {}),
    ...instanceEditUrls(user.docs?.instances),
    ...options.pluginHooks,
  }
  const mainThread = Object.keys(hooks).length ? hooks : null
  const versions = [
    ...resolveVersions(
      root,
      docsDir,
      user.docs,
      { sidebars, sidebarsFile, label: versionLabel },
      options.versions ?? { names: [], sidebars: {} },
      bad,
    ),
    ...resolveInstances(root, user.docs?.instances, file, bad),
  ]
  throwAll(errors)

  return {
    root,
    // A Docusaurus project's deploy scripts expect build/, as `docusaurus build` writes.
    outDir: path.resolve(root, options.outDir ?? (options.layout === 'docusaurus' ? 'build' : 'dist')),
    contentDir: path.join(root, 'content'),
    // A Docusaurus project keeps docs/, blog/ and src/pages/ at its root; this generator's sites keep them in content/.
    dirs: {
      docs: docsDir,
      blog: path.resolve(
        root,
        // biome-ignore lint/complexity/useOptionalChain: `blog` may be false
        (user.blog && user.blog.path) || (options.layout === 'docusaurus' ? 'blog' : 'content/blog'),
      ),
      pages: path.resolve(root, user.pages?.path ?? (options.layout === 'docusaurus' ? 'src/pages' : 'content/pages')),
    },
    layout: options.layout ?? 'cwc',
    staticDir: path.join(root, 'static'),
    configFile: file,
    title,
    tagline: user.tagline ?? '',
    titleDelimiter: str('titleDelimiter', user.titleDelimiter, '|'),
    url,
    baseUrl,
    favicon: user.favicon ?? null,
    image,
    navbar: {
      title: user.navbar?.title ?? title,
      logo: user.navbar?.logo ?? null,
      items,
      ...(navbarStyle ? { style: navbarStyle } : {}),
      ...(hideOnScroll ? { hideOnScroll: true as const } : {}),
    },
    footer: {
      copyright: user.footer?.copyright ?? '',
      style: footerStyle,
      links: footerLinks,
      logo: user.footer?.logo ?? null,
    },
    trailingSlash,
    metadata,
    customCss: customCss.map((c) => path.resolve(root, c)),
    prism: {
      additionalLanguages,
      ...(typeof defaultLanguage === 'string' ? { defaultLanguage } : {}),
      ...codeThemes,
      ...(magic ? { magicComments: magic.comments } : {}),
      ...(prismReact && typeof prismReact.root === 'string'
        ? {
            prismReact: {
              root: path.resolve(root, prismReact.root),
              ...(prismReact.theme ? { theme: prismReact.theme } : {}),
              ...(prismReact.darkTheme ? { darkTheme: prismReact.darkTheme } : {}),
            },
          }
        : {}),
    },
    colorMode: {
      defaultMode,
      disableSwitch: user.colorMode?.disableSwitch ?? false,
      respectPrefersColorScheme: user.colorMode?.respectPrefersColorScheme ?? false,
    },
    toc: { minHeadingLevel, maxHeadingLevel },
    docs: {
      routeBasePath: '/' + (user.docs?.routeBasePath ?? '/').replace(/^\/+|\/+$/g, ''),
      sidebars,
      sidebarsFile,
      versionLabel,
      versions,
      rememberPreferredVersion: user.docs?.rememberPreferredVersion ?? true,
      editUrl: editUrlString(user.docs?.editUrl, 'docs.editUrl', bad),
      showLastUpdateTime: user.docs?.showLastUpdateTime ?? false,
      showLastUpdateAuthor: user.docs?.showLastUpdateAuthor ?? false,
      breadcrumbs: user.docs?.breadcrumbs ?? true,
      sidebarCollapsed: user.docs?.sidebarCollapsed ?? true,
      sidebarCollapsible: user.docs?.sidebarCollapsible ?? true,
    },
    blog,
    locale: resolvedLocales[0]!,
    i18n: {
      defaultLocale: code,
      locales: resolvedLocales,
      rootBaseUrl: baseUrl,
      dir: path.join(root, 'i18n'),
      messages: {},
    },
    onBrokenLinks,
    onBrokenAnchors,
    onDuplicateRoutes,
    announcementBar: user.announcementBar ?? null,
    search: user.search ?? false,
    markdown: {
      allowScripts,
      format,
      mermaid: mermaidOn,
      admonitionKeywords: Array.isArray(admonitionKeywords) ? admonitionKeywords : [],
      undefinedComponents,
      legacyAdmonitionTitles: legacyAdmonitionTitles !== false,
      ...(options.sitePlugins ? { sitePlugins: options.sitePlugins } : {}),
    },
    mermaid,
    budget,
    mode,
    compatibility: options.compatibility ?? [],
    htmlTags,
    clientModules,
    gtag,
    redirects: redirects.config,
    ...(mainThread ? { [MAIN_THREAD]: mainThread } : {}),
    ...(options.docusaurusConfig ? { docusaurusConfig: options.docusaurusConfig } : {}),
    ...options.pluginExtensions,
  }
}

/** `clientModules`: files from the site root (or absolute), or package specifiers resolved by the bundler
 * from the site. */
/** The other docs sets' `editUrl` functions, by id (MainThreadHooks.instanceEditUrls), or nothing. */
function instanceEditUrls(
  instances: NonNullable<UserConfig['docs']>['instances'],
): Pick<MainThreadHooks, 'instanceEditUrls'> {
  const fns = Object.fromEntries(
    (Array.isArray(instances) ? instances : []).flatMap((i) =>
      typeof i?.editUrl === 'function' && typeof i.id === 'string' ? [[i.id, i.editUrl]] : [],
    ),
  )
  return Object.keys(fns).length ? { instanceEditUrls: fns } : {}
}

function resolveClientModules(root: string, v: unknown, bad: (k: string, v: unknown, a: string) => void): string[] {
  if (v === undefined) return []
  if (!Array.isArray(v) || v.some((m) => typeof m !== 'string' || !m)) {
    bad('clientModules', v, 'an array of file paths (from the site root) or package names')
    return []
  }
  return (v as string[]).flatMap((m, i) => {
    const file = path.resolve(root, m)
    if (fs.existsSync(file)) return [file]
    if (/^[./]/.test(m) || path.isAbsolute(m)) {
      bad(`clientModules[${i}]`, m, `an existing file (${file} does not exist)`)
      return []
    }
    return [m]
  })
}

function checkNavbarItem(item: NavbarItemConfig, key: string, bad: (k: string, v: unknown, a: string) => void): void {
  const type = item.type ?? 'link'
  if (
    ![
      'docSidebar',
      'doc',
      'link',
      'dropdown',
      'search',
      'html',
      'docsVersionDropdown',
      'docsVersion',
      'localeDropdown',
    ].includes(type)
  )
    bad(
      `${key}.type`,
      type,
      "'docSidebar', 'doc', 'link', 'dropdown', 'search', 'html', 'docsVersionDropdown', 'docsVersion' or 'localeDropdown'",
    )
  if (type === 'doc' && typeof item.docId !== 'string') bad(`${key}.docId`, item.docId, 'the id of a doc')
  if (type === 'html' && typeof item.value !== 'string') bad(`${key}.value`, item.value, 'an HTML string')
  if (item.position !== undefined && item.position !== 'left' && item.position !== 'right')
    bad(`${key}.position`, item.position, "'left' or 'right'")
  if (type === 'docSidebar' && typeof item.sidebarId !== 'string')
    bad(`${key}.sidebarId`, item.sidebarId, 'the id of a docs sidebar')
  if (item.docsPluginId !== undefined && typeof item.docsPluginId !== 'string')
    bad(`${key}.docsPluginId`, item.docsPluginId, 'the id of a docs set (docs.instances[].id)')
  for (const k of ['className', 'ariaLabel', 'target'] as const)
    if (item[k] !== undefined && typeof item[k] !== 'string') bad(`${key}.${k}`, item[k], 'a string')
  if (type === 'link' && !item.href && !item.to)
    bad(key, item, 'a link item with `href` (external) or `to` (internal path)')
  if (type === 'dropdown') (item.items ?? []).forEach((child, i) => checkNavbarItem(child, `${key}.items[${i}]`, bad))
  for (const list of ['dropdownItemsBefore', 'dropdownItemsAfter'] as const)
    (item[list] ?? []).forEach((child, i) => checkNavbarItem(child, `${key}.${list}[${i}]`, bad))
}

function titleFromFolder(root: string): string {
  const base = path.basename(root).replace(/[-_]+/g, ' ').trim()
  return base ? base[0]!.toUpperCase() + base.slice(1) : 'Docs'
}

/** An edit URL as SiteConfig keeps it: a string, or null (none, or a function kept in SiteConfig[MAIN_THREAD]). */
function editUrlString(v: unknown, key: string, bad: (k: string, v: unknown, a: string) => void): string | null {
  if (v === undefined || v === null || typeof v === 'function') return null
  if (typeof v !== 'string') {
    bad(key, v, 'a URL string, or a function returning one per page')
    return null
  }
  return v
}
