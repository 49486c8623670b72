/**
 * Stage 6, bundle: esbuild bundles the client runtime (theme/runtime/index.ts) and the
 * stylesheet (theme/styles/index.css) in memory (`write: false` + metafile) into
 * content-hashed assets, and returns them with the asset manifest; the site's `customCss`
 * is bundled apart (`bundleCustomCss`), since a reused client bundle must not keep old CSS.
 */
import { createHash } from 'node:crypto'
import fs from 'node:fs'
import path from 'node:path'
import { gzipSync } from 'node:zlib'
import * as esbuild from 'esbuild'
import { bootstrapScript } from '../../theme/runtime/bootstrap.js'
import { THEME_DIR } from '../core/locations.js'
import { BuildError, ConfigError, throwAll } from '../core/errors.js'
import { errorText, esbuildErrors, unresolvedHint } from '../core/esbuild-errors.js'
import { codeThemeCss, prismThemeCss } from './css/code-theme.js'
import { defaultPrismTheme } from './docusaurus/prism-themes.js'
import { withBase } from '../core/paths.js'
import { MAIN_THREAD, type BundleResult, type OutputFile, type SiteConfig } from '../core/types.js'
import { infimaVariablesFor, nestedLinkColours, onColour } from './markdown/infima-variables.js'
import { sassPlugin } from './css/sass.js'
import { postcssPlugin, sitePostcss } from './css/postcss-plugins.js'
import { staticUrlsPlugin } from './css/static-urls.js'
import { fallbacksPlugin } from './client/fallbacks.js'
import { rootPathsPlugin } from './markdown/mdx/root-paths.js'

/** esbuild options for the client (shared with watch mode's context). */
export function clientBuildOptions(mode: SiteConfig['mode']): esbuild.BuildOptions & { metafile: true; write: false } {
  return {
    entryPoints: { runtime: path.join(THEME_DIR, 'runtime/index.ts'), style: path.join(THEME_DIR, 'styles/index.css') },
    bundle: true,
    minify: true,
    format: 'esm',
    target: 'es2022',
    platform: 'browser',
    entryNames: 'assets/[name].[hash]',
    assetNames: 'assets/[name].[hash]',
    chunkNames: 'assets/chunk.[hash]',
    // Code only some pages or moments need (crash page, tabs, "Copy page", search UI) goes
    // into chunks loaded by import(); code shared with the runtime entry is counted below.
    splitting: true,
    outdir: '/',
    write: false,
    metafile: true,
    sourcemap: mode === 'development' ? 'inline' : false,
    legalComments: 'none',
    logLevel: 'silent',
    define: { 'process.env.NODE_ENV': JSON.stringify(mode) },
  }
}

/**
 * The search UI, bundled on its own: sharing chunks with the runtime would make every page
 * load the shared part up front (esbuild hoists code used by both entries into a chunk).
 */
export function searchBuildOptions(mode: SiteConfig['mode']): esbuild.BuildOptions & { metafile: true; write: false } {
  return {
    ...clientBuildOptions(mode),
    entryPoints: { search: path.join(THEME_DIR, 'runtime/search-ui.ts') },
    splitting: false,
  }
}

/** Turn an esbuild result into our BundleResult. */
export function toBundleResult(
  config: SiteConfig,
  result: esbuild.BuildResult & { metafile: esbuild.Metafile; outputFiles: esbuild.OutputFile[] },
): BundleResult {
  for (const input of Object.keys(result.metafile.inputs)) {
    if (input.startsWith('node:'))
      throw new Error(`The client bundle imports ${input}; runtime code must not use Node modules`)
  }
  const files: OutputFile[] = result.outputFiles.map((f) => ({
    path: f.path.replace(/^\/+/, ''),
    contents: f.contents,
  }))
  const find = (re: RegExp) => files.find((f) => re.test(f.path))
  const script = find(/^assets\/runtime\.[^/]+\.js$/)
  const css = find(/^assets\/style\.[^/]+\.css$/)
  const search = find(/^assets\/search\.[^/]+\.js$/)
  if (!script || !css || !search)
    throw new Error('esbuild did not produce the runtime script, search script and stylesheet')
  return {
    files,
    assets: {
      script: withBase(config.baseUrl, '/' + script.path),
      css: withBase(config.baseUrl, '/' + css.path),
      searchScript: withBase(config.baseUrl, '/' + search.path),
      inlineHead: bootstrapScript({
        defaultMode: config.colorMode.defaultMode,
        respectPrefersColorScheme: config.colorMode.respectPrefersColorScheme,
        disableSwitch: config.colorMode.disableSwitch,
        announcementId: config.announcementBar?.id ?? null,
      }),
    },
    scriptGzipBytes: staticClosure(result.metafile, '/' + script.path).reduce(
      (n, p) => n + gzipSync(files.find((f) => '/' + f.path === p)!.contents).length,
      0,
    ),
    cssGzipBytes: gzipSync(css.contents).length,
  }
}

/** An output file and every chunk it imports statically (what a page loads before any import()). */
export function staticClosure(metafile: esbuild.Metafile, entry: string): string[] {
  // Metafile paths are relative to the working directory ('../../assets/x.js' for outdir '/').
  const norm = (k: string) => '/' + k.replace(/^(?:\.\.\/)+|^\/+/, '')
  const seen = new Set<string>()
  const visit = (p: string) => {
    const key = Object.keys(metafile.outputs).find((k) => norm(k) === p)
    if (!key || seen.has(p)) return
    seen.add(p)
    for (const imp of metafile.outputs[key]!.imports) if (imp.kind === 'import-statement') visit(norm(imp.path))
  }
  visit(entry)
  return [...seen]
}

/**
 * Add the files an esbuild build read to `read` (when given): its metafile's inputs in the file
 * namespace (the others are made by plugins, which record what they read themselves), resolved
 * against the build's working directory. The cache keeps a bundle while these are unchanged.
 */
export function recordInputs(metafile: esbuild.Metafile, workingDir: string, read: Set<string> | undefined): void {
  if (read)
    for (const input of Object.keys(metafile.inputs))
      if (!/^[\w-]+:/.test(input)) read.add(path.resolve(workingDir, input))
}

/** Bundle the client once; `read` receives the files it was made of. */
export async function bundleClient(config: SiteConfig, read?: Set<string>): Promise<BundleResult> {
  const [main, search] = await Promise.all([
    esbuild.build(clientBuildOptions(config.mode)),
    esbuild.build(searchBuildOptions(config.mode)),
  ])
  for (const made of [main, search]) recordInputs(made.metafile, process.cwd(), read)
  return toBundleResult(config, {
    ...main,
    outputFiles: [...main.outputFiles, ...search.outputFiles],
    metafile: {
      inputs: { ...main.metafile.inputs, ...search.metafile.inputs },
      outputs: { ...main.metafile.outputs, ...search.metafile.outputs },
    },
  })
}

/** Files CSS may point at with `url()` (customCss, components' CSS): copied as they are, under a hashed name. */
export const CSS_FILE_LOADERS = Object.fromEntries(
  [
    '.png',
    '.jpg',
    '.jpeg',
    '.gif',
    '.webp',
    '.avif',
    '.svg',
    '.ico',
    '.bmp',
    '.woff',
    '.woff2',
    '.ttf',
    '.otf',
    '.eot',
    '.mp4',
    '.webm',
  ].map((e) => [e, 'file' as const]),
)

/** OKLCH lightness caps of the accent as text: at most this on light backgrounds… */
export const INK_LIGHT = '.48'
/** …at least this on dark ones. */
export const INK_DARK = '.75'

/** A rule of dark mode (`[data-theme='dark'] { … }`, `html[data-theme="dark"]:root { … }`), without nested braces. */
const DARK_BLOCK_RE = /[^{}]*\[data-theme=['"]?dark['"]?\][^{}]*\{[^}]*\}/g

/**
 * Docusaurus's custom.css sets Infima's variables; this theme has no Infima, so the variables
 * a site sets are mapped onto the theme's own (and, where the theme has no variable, onto the
 * element that shows it). Only what the site's CSS sets is mapped: a site without customCss,
 * or whose customCss sets none of them, gets nothing, and the theme's CSS is unchanged.
 *
 * `--ifm-color-primary` (with its shades `-dark`, `-darker`, `-lighter`, each optional) becomes
 * the accent of every part of the theme: `--brand` (bars, borders, the primary button), links,
 * the active navbar/sidebar/TOC/breadcrumb item (`--c-accent-text` on `--c-accent-bg`),
 * pagination, footer links, focus rings, the progress bar, the selection and the highlighted
 * code line. Contrast stays ≥ 4.5:1 whatever the primary is:
 * - accent drawn as text: in light mode, links in the primary itself wherever it reads at 4.5:1
 *   on white, else brought down to that luminance (`legibleOnWhite`); the active item in the
 *   `-darker` shade (as Infima uses its darker shades for text on tints) with its OKLCH lightness
 *   capped at `INK_LIGHT`; in dark mode the primary or its `-lighter` shade, lightness raised to at least
 *   `INK_DARK`. Measured in Chromium over twenty primaries (#111 to #fafafa, pure #0f0, #f00,
 *   #00f, Docusaurus's greens and blues): ≥ 4.9:1 on the tint and ≥ 5.2:1 on the page light,
 *   ≥ 5.0:1 and ≥ 5.5:1 dark. A primary already that dark (light) is used unchanged; only the
 *   lightness moves, so the hue and chroma stay the site's;
 * - pale tints behind text: `color-mix()` of the primary into the page background (12% light,
 *   16% dark), so the tint stays within a few percent of the background's lightness;
 * - text on the primary (the primary button): white, as in Docusaurus, while white reads on the
 *   primary at 4.5:1, else black (`onColour`, from the primary's luminance).
 * `var()` is resolved on `<html>`, where the site's `[data-theme='dark']` block applies.
 * `html:root` has the specificity of the theme's `html[data-theme="dark"]` block and comes later,
 * and the dark block here is more specific still, so the mapping wins in both modes.
 *
 * Fonts and backgrounds: `--ifm-font-family-base` → `--font-sans`, `--ifm-font-family-monospace`
 * → `--font-mono`, `--ifm-heading-font-family` on the content's headings, `--ifm-code-font-size`
 * on inline code and code blocks, `--ifm-navbar-background-color` on the navbar,
 * `--ifm-footer-background-color` on the footer (a dark footer keeps its own unless the site
 * sets it on `.footer--dark`, as in Infima); `--docusaurus-highlighted-code-line-bg` →
 * `--c-code-highlight`; `--ifm-link-color`/`--ifm-link-hover-color` → the link colours (kept
 * legible as the primary is); `--ifm-background-color` → `--c-bg`, `--ifm-color-content` and
 * `--ifm-font-color-base` (the body's text) → `--c-text`, `--ifm-color-content-secondary` →
 * `--c-text-2` (each in dark mode only when the site sets it in a `[data-theme='dark']` block:
 * Infima's dark value wins over a `:root` one, and a text colour chosen for white stays off a dark page);
 * `--ifm-navbar-height` → `--navbar-h`. A Docusaurus project's other Infima variables (heading
 * sizes and weight, body size and leading, code padding and background, footer colours) are read
 * where they apply, by theme/styles/docusaurus.css.
 */
export function infimaMapping(css: string): string {
  const sets = (name: string) => new RegExp(`${name}\\s*:`).test(css)
  const light: string[] = []
  const dark: string[] = []
  const rules: string[] = []
  if (sets('--ifm-color-primary')) {
    const p = 'var(--ifm-color-primary)'
    const shade = (s: string) => `var(--ifm-color-primary-${s},${p})`
    const ink = (c: string, l: string) => `oklch(from ${c} min(l,${l}) c h)`
    const glow = (c: string, l: string) => `oklch(from ${c} max(l,${l}) c h)`
    light.push(
      `--brand:${p}`,
      `--brand-ink:${ink(p, INK_LIGHT)}`,
      `--c-link:${legibleOnWhite(p)}`,
      `--c-link-hover:${ink(shade('darker'), INK_LIGHT)}`,
      `--c-accent-text:${ink(shade('darker'), INK_LIGHT)}`,
      `--c-accent-bg:color-mix(in srgb,${p} 12%,var(--c-bg))`,
      `--c-focus:var(--brand-ink)`,
      `--cwc-progress-color:${p}`,
      `--c-code-highlight:color-mix(in srgb,${p} 14%,transparent)`,
    )
    dark.push(
      `--brand-ink:${glow(p, INK_DARK)}`,
      `--c-link:var(--brand-ink)`,
      `--c-link-hover:${glow(shade('lighter'), INK_DARK)}`,
      `--c-accent-text:${glow(shade('lighter'), INK_DARK)}`,
      `--c-accent-bg:color-mix(in srgb,${p} 16%,var(--c-bg))`,
      `--c-focus:var(--brand-ink)`,
      `--c-code-highlight:color-mix(in srgb,${p} 10%,transparent)`,
    )
    rules.push(
      `::selection{background:color-mix(in srgb,${p} 35%,transparent)}`,
      `.button--primary{color:${onColour(p)}}`,
      `.button--primary:hover{background:${shade('dark')};border-color:${shade('dark')};color:${onColour(shade('dark'))}}`,
      `.footer--dark{--c-link:${glow(p, INK_DARK)}}`,
      // The 404 page's big code is large text (3:1 is enough): the primary capped a little higher.
      `html:not([data-theme="dark"]) .not-found .not-found__code{color:${ink(p, '.6')}}`,
      // Browsers without relative colours (before Chrome 119, Firefox 128, Safari 18) would drop
      // every colour above: they get Infima's own text shades instead, uncapped.
      `@supports not (color:oklch(from red l c h)){html:root{--brand-ink:${shade('darkest')};--c-link:${shade('darkest')};--c-link-hover:${shade('darkest')};--c-accent-text:${shade('darkest')}}` +
        `html[data-theme="dark"]:root{--brand-ink:${shade('lightest')};--c-link-hover:${shade('lightest')};--c-accent-text:${shade('lightest')}}` +
        `.footer--dark{--c-link:${shade('lightest')}}.button--primary,.button--primary:hover{color:#fff}}`,
    )
  }
  if (sets('--docusaurus-highlighted-code-line-bg')) {
    light.push('--c-code-highlight:var(--docusaurus-highlighted-code-line-bg)')
    dark.push('--c-code-highlight:var(--docusaurus-highlighted-code-line-bg)')
  }
  // A link colour of its own (Infima's defaults to the primary), kept readable as the primary is.
  for (const [ifm, ours] of [
    ['--ifm-link-color', '--c-link'],
    ['--ifm-link-hover-color', '--c-link-hover'],
  ] as const) {
    if (!sets(ifm)) continue
    light.push(
      `${ours}:${ours === '--c-link' ? legibleOnWhite(`var(${ifm})`) : `oklch(from var(${ifm}) min(l,${INK_LIGHT}) c h)`}`,
    )
    dark.push(`${ours}:oklch(from var(${ifm}) max(l,${INK_DARK}) c h)`)
  }
  // The page's background and text: Infima's dark mode has its own unless the site sets one there too.
  // Mapped in a mode only where the site sets the variable for it: a variable set in a dark block
  // alone reads the theme's own in light mode (infima-variables.ts), which would read it back.
  const outsideDark = css.replace(DARK_BLOCK_RE, '')
  const setsFor = (name: string) => ({
    light: new RegExp(`${name}\\s*:`).test(outsideDark),
    dark: new RegExp(`\\[data-theme=['"]?dark['"]?\\][^{]*\\{[^}]*${name}\\s*:`).test(css),
  })
  const lightOnly: string[] = []
  // Body text: Infima's `--ifm-font-color-base`, which is `--ifm-color-content` unless the site sets it.
  for (const [ours, names] of [
    ['--c-bg', ['--ifm-background-color']],
    ['--c-text', ['--ifm-color-content', '--ifm-font-color-base']],
    ['--c-text-2', ['--ifm-color-content-secondary']],
  ] as const) {
    for (const name of names) {
      const where = setsFor(name)
      if (where.light) lightOnly.push(`${ours}:var(${name})`)
      if (where.dark) dark.push(`${ours}:var(${name})`)
    }
  }
  if (lightOnly.length) rules.push(`html:not([data-theme="dark"]):root{${lightOnly.join(';')}}`)
  if (sets('--ifm-navbar-height')) light.push('--navbar-h:var(--ifm-navbar-height)')
  if (sets('--ifm-font-family-base')) light.push('--font-sans:var(--ifm-font-family-base)')
  if (sets('--ifm-font-family-monospace')) light.push('--font-mono:var(--ifm-font-family-monospace)')
  if (sets('--ifm-heading-font-family'))
    rules.push('.markdown :is(h1,h2,h3,h4,h5,h6){font-family:var(--ifm-heading-font-family)}')
  if (sets('--ifm-code-font-size'))
    rules.push('.markdown :not(pre)>code,.markdown pre{font-size:var(--ifm-code-font-size)}')
  if (sets('--ifm-navbar-background-color')) rules.push('.navbar{background:var(--ifm-navbar-background-color)}')
  if (sets('--ifm-footer-background-color'))
    rules.push(
      ':where(.footer--dark){--ifm-footer-background-color:#1d1e22}',
      '.footer{background:var(--ifm-footer-background-color)}',
    )
  return (
    (light.length ? `html:root{${light.join(';')}}` : '') +
    (dark.length ? `html[data-theme="dark"]:root{${dark.join(';')}}` : '') +
    rules.join('')
  )
}

/**
 * Light mode's link colour: the site's own wherever it reads at 4.5:1 on white (relative
 * luminance at most `LINK_Y`), as Docusaurus shows it (prettier.io's #19828a, 4.56:1, had been
 * darkened by the lightness cap); a lighter one is brought down to that luminance with its
 * chromaticity kept (CIE XYZ scaled as one: the same hue, in gamut).
 */
export function legibleOnWhite(colour: string): string {
  const k = `min(1,${LINK_Y}/y)`
  return `color(from ${colour} xyz-d65 calc(x*${k}) calc(y*${k}) calc(z*${k}))`
}

/** Relative luminance at 4.57:1 on white ((1 + .05) / (Y + .05)), a little inside 4.5:1 for rounding. */
export const LINK_Y = 0.18

/** The token colours of a project's own Prism (`prism.prismReact`): its theme objects' styles; '' without it. */
function projectPrismCss(config: SiteConfig): string {
  const own = config.prism.prismReact
  const light = own && (own.theme ?? defaultPrismTheme(own.root))
  return light ? prismThemeCss(light, own.darkTheme) : ''
}

/**
 * The site's `customCss` files bundled into one stylesheet (esbuild: `@import` resolved, files
 * `url()` points at copied under a hashed name), with the Infima mapping and the code themes
 * (`prism.theme`/`darkTheme`) after them; linked on every page after the theme's CSS. Null when
 * the site has neither.
 */
export async function bundleCustomCss(
  config: SiteConfig,
  read?: Set<string>,
): Promise<{ files: OutputFile[]; url: string; warnings: string[] } | null> {
  // The site's code themes (code-theme.ts) are part of its stylesheet, after its own CSS; the
  // navbar's style before it (the site's rules win over the theme's).
  const code = (await codeThemeCss(config.prism.theme, config.prism.darkTheme)) + projectPrismCss(config)
  // A Docusaurus project's Infima look first (the navbar's style and the site's rules win over it).
  const navbar = (await docusaurusLookCss(config)) + (await navbarStyleCss(config))
  if (!config.customCss.length) return code || navbar ? { ...siteSheet(config, navbar + code), warnings: [] } : null
  const where = config.configFile ?? undefined
  throwAll(
    config.customCss.flatMap((file) => {
      if (!fs.statSync(file, { throwIfNoEntry: false })?.isFile())
        return [
          new ConfigError(`\`customCss\` names ${file}, which does not exist`, {
            file: where,
            hint: 'Fix the path (from the site root), or remove it from `customCss`.',
          }),
        ]
      if (!/\.(css|scss|sass)$/i.test(file))
        return [
          new ConfigError(`\`customCss\` names ${file}, which is not a .css, .scss or .sass file`, {
            file: where,
            hint: 'Only CSS and Sass are bundled: compile Less (or other) to .css first, or convert the file.',
          }),
        ]
      return []
    }),
  )
  const out = '/cwc-custom'
  const post = sitePostcss(config.root, config[MAIN_THREAD]?.postcssPlugins, read)
  const result = await esbuild
    .build({
      stdin: {
        contents: config.customCss.map((f) => `@import ${JSON.stringify(f)};`).join('\n'),
        resolveDir: config.root,
        loader: 'css',
      },
      // Locations in esbuild's messages are relative to absWorkingDir: the site root, as they are read below.
      absWorkingDir: config.root,
      bundle: true,
      minify: true,
      write: false,
      metafile: true,
      outdir: out,
      entryNames: 'assets/custom.[hash]',
      assetNames: 'assets/files/[name].[hash]',
      publicPath: withBase(config.baseUrl, '/'),
      loader: CSS_FILE_LOADERS,
      logLevel: 'silent',
      legalComments: 'none',
      // `url('@site/static/img/x.png')` names a file from the site root, as Docusaurus's bundler resolves it.
      alias: { '@site': config.root },
      // Sass customCss (docusaurus-plugin-sass): compiled with the site's `sass` (stages/css/sass.ts).
      // The site's PostCSS plugins (a Docusaurus plugin's configurePostCss) run over its own .css first.
      plugins: [
        ...postcssPlugin(post),
        staticUrlsPlugin(config.staticDir, config.root, read),
        sassPlugin(config.root, { loaded: read, post }),
      ],
    })
    .catch((err: esbuild.BuildFailure) => {
      if (!err.errors?.length) throw err
      throwAll(
        err.errors.map(
          (e) =>
            new BuildError(`Could not bundle customCss: ${e.text}`, {
              file: e.location ? path.resolve(config.root, e.location.file) : where,
              line: e.location?.line,
              column: e.location ? e.location.column + 1 : undefined,
              hint:
                e.notes?.[0]?.text && /^(Fix the Sass|Install it)/.test(e.notes[0].text)
                  ? e.notes[0].text
                  : 'Fix the CSS at that line (an `@import` or `url()` must point at an existing file).',
            }),
        ),
      )
      throw err
    })
  recordInputs(result.metafile, config.root, read)
  // What esbuild leaves out (an `@import` after other rules, a bad declaration) is said, with where.
  const warnings = result.warnings.map(
    (w) =>
      `${w.location ? `${path.resolve(config.root, w.location.file)}:${w.location.line}: ` : ''}customCss: ${w.text}`,
  )
  const files: OutputFile[] = []
  let url = ''
  for (const f of result.outputFiles) {
    const rel = path.relative(out, f.path).split(path.sep).join('/')
    if (!rel.endsWith('.css')) {
      files.push({ path: rel, contents: f.contents })
      continue
    }
    // The mapping changes the content, so the file is named after the final text's hash.
    // A Docusaurus site's CSS reads Infima's variables, which Docusaurus defines on every page.
    const infima = config.layout === 'docusaurus' ? infimaVariablesFor(f.text) : ''
    const sheet = siteSheet(
      config,
      infima +
        navbar +
        (config.layout === 'docusaurus' ? nestedLinkColours(f.text) : f.text) +
        infimaMapping(f.text) +
        code,
    )
    files.push(...sheet.files)
    url = sheet.url
  }
  return { files, url, warnings }
}

/** What `@docusaurus/ExecutionEnvironment` is in the browser, for client modules that ask (`canUseDOM`). */
const EXECUTION_ENVIRONMENT =
  "export default { canUseDOM: true, canUseEventListeners: true, canUseIntersectionObserver: 'IntersectionObserver' in window, canUseViewport: 'screen' in window }"

/**
 * The site's `clientModules` (and the gtag route tracker when gtag is on) bundled into one ES
 * module, `assets/client-modules.<hash>.js`, that imports each and starts their lifecycle
 * (theme/runtime/client-modules.ts), plus one stylesheet of the CSS among them or imported by
 * them. Bundled apart from the runtime, as customCss is: the runtime bundle is reused across
 * watch builds and sites, these files are the site's. Null when there is nothing to run.
 */
export async function bundleClientModules(
  config: SiteConfig,
  read?: Set<string>,
): Promise<{ files: OutputFile[]; script?: string; css?: string } | null> {
  const modules = [...config.clientModules, ...(config.gtag ? [path.join(THEME_DIR, 'runtime/gtag.ts')] : [])]
  if (!modules.length) return null
  const where = config.configFile ?? undefined
  const entry = [
    `import { startClientModules } from ${JSON.stringify(path.join(THEME_DIR, 'runtime/client-modules.ts'))}`,
    ...modules.map((m, i) => `import * as m${i} from ${JSON.stringify(m)}`),
    `startClientModules([${modules.map((_, i) => `m${i}`).join(', ')}])`,
  ].join('\n')
  const out = '/cwc-client'
  const result = await esbuild
    .build({
      stdin: { contents: entry, resolveDir: config.root, loader: 'js', sourcefile: 'clientModules' },
      absWorkingDir: config.root,
      bundle: true,
      minify: true,
      format: 'esm',
      target: 'es2022',
      platform: 'browser',
      write: false,
      metafile: true,
      outdir: out,
      entryNames: 'assets/client-modules.[hash]',
      assetNames: 'assets/files/[name].[hash]',
      publicPath: withBase(config.baseUrl, '/'),
      loader: CSS_FILE_LOADERS,
      logLevel: 'silent',
      legalComments: 'none',
      jsx: 'automatic',
      sourcemap: config.mode === 'development' ? 'inline' : false,
      define: { ...config.defines, 'process.env.NODE_ENV': JSON.stringify(config.mode) },
      alias: { ...config.moduleAliases, '@site': config.root },
      ...(config.moduleDirs?.length ? { nodePaths: config.moduleDirs } : {}),
      plugins: [
        ...fallbacksPlugin(config.moduleFallbacks),
        rootPathsPlugin(config.root),
        staticUrlsPlugin(config.staticDir, config.root, read),
        {
          name: 'cwc-execution-environment',
          setup(build) {
            build.onResolve({ filter: /^@docusaurus\/ExecutionEnvironment$/ }, () => ({
              path: 'ExecutionEnvironment',
              namespace: 'cwc-env',
            }))
            build.onLoad({ filter: /.*/, namespace: 'cwc-env' }, () => ({
              contents: EXECUTION_ENVIRONMENT,
              loader: 'js',
            }))
          },
        },
      ],
    })
    .catch((err: unknown) => {
      const errors = esbuildErrors(err)
      if (!errors) throw err
      throwAll(
        errors.map((e) => {
          const unresolved = /^Could not resolve "([^"]+)"/.exec(e.text)?.[1]
          const fromEntry = !e.location || e.location.file === 'clientModules'
          return new BuildError(`Could not bundle clientModules: ${errorText({ errors: [e] })}`, {
            file: fromEntry ? where : path.resolve(config.root, e.location!.file),
            line: fromEntry ? undefined : e.location!.line,
            column: fromEntry ? undefined : e.location!.column + 1,
            hint: unresolved
              ? fromEntry
                ? `\`clientModules\` names "${unresolved}": give a file of the site (a path from the site root) or an installed package.`
                : unresolvedHint(unresolved)
              : 'Fix the code at that line.',
          })
        }),
      )
      throw err
    })
  recordInputs(result.metafile, config.root, read)
  const files: OutputFile[] = []
  let script: string | undefined
  let css: string | undefined
  for (const f of result.outputFiles) {
    const rel = path.relative(out, f.path).split(path.sep).join('/')
    files.push({ path: rel, contents: f.contents })
    if (/^assets\/client-modules\.[^/]+\.js$/.test(rel)) script = withBase(config.baseUrl, '/' + rel)
    else if (/^assets\/client-modules\.[^/]+\.css$/.test(rel)) css = withBase(config.baseUrl, '/' + rel)
  }
  return { files, ...(script ? { script } : {}), ...(css ? { css } : {}) }
}

/** The client bundle with the site's client modules added (their files, and their URLs in the manifest). */
export function withClientModules(
  client: BundleResult,
  modules: Awaited<ReturnType<typeof bundleClientModules>>,
): BundleResult {
  if (!modules) return client
  // Every page loads the script before any interaction: it counts in the page's JavaScript budget.
  const js = modules.files.find((f) => modules.script?.endsWith('/' + f.path))
  return {
    ...client,
    files: [...client.files, ...modules.files],
    assets: {
      ...client.assets,
      ...(modules.script ? { clientScript: modules.script } : {}),
      ...(modules.css ? { clientCss: modules.css } : {}),
    },
    scriptGzipBytes: client.scriptGzipBytes + (js ? gzipSync(js.contents).length : 0),
  }
}

/**
 * The rules of `navbar.style` and `navbar.hideOnScroll` (theme/styles/navbar-styles.css), minified,
 * when the site sets either; '' otherwise (they are not in the theme's stylesheet, which every site loads).
 */
export async function navbarStyleCss(config: SiteConfig): Promise<string> {
  if (!config.navbar.style && !config.navbar.hideOnScroll) return ''
  return minifiedThemeCss('styles/navbar-styles.css')
}

/**
 * A Docusaurus project's Infima type, code and footer (theme/styles/docusaurus.css), minified;
 * '' for a site.config.ts site (the theme's stylesheet, which every site loads, stays the same).
 */
export async function docusaurusLookCss(config: SiteConfig): Promise<string> {
  if (config.layout !== 'docusaurus') return ''
  return minifiedThemeCss('styles/docusaurus.css')
}

/** A stylesheet of theme/ that only some sites get, minified for the site's sheet. */
async function minifiedThemeCss(file: string): Promise<string> {
  const source = await fs.promises.readFile(path.join(THEME_DIR, file), 'utf8')
  return (await esbuild.transform(source, { loader: 'css', minify: true, logLevel: 'silent', legalComments: 'none' }))
    .code
}

/** The site's stylesheet file, named after its text's hash. */
function siteSheet(config: SiteConfig, text: string): { files: OutputFile[]; url: string } {
  const name = `assets/custom.${createHash('sha1').update(text).digest('hex').slice(0, 8)}.css`
  return { files: [{ path: name, contents: text }], url: withBase(config.baseUrl, '/' + name) }
}

/** The client bundle with the site's customCss stylesheet added (its file, and its URL in the manifest). */
export function withCustomCss(client: BundleResult, custom: { files: OutputFile[]; url: string } | null): BundleResult {
  return custom
    ? { ...client, files: [...client.files, ...custom.files], assets: { ...client.assets, customCss: custom.url } }
    : client
}
