/**
 * Redirect pages (Docusaurus's `@docusaurus/plugin-client-redirects`): for each
 * redirect `from → to`, a small HTML file at `from` with `<link rel="canonical">`, a
 * `<meta http-equiv="refresh">` and a script that keeps the query and hash. Redirects come from
 * the `redirects` option, `fromExtensions`/`toExtensions` and `createRedirects` (called with every
 * page's path, on the main thread: the function never travels in SiteConfig, see MAIN_THREAD).
 * A redirect never replaces a page or a static file (a warning names both), and a `to` that is
 * no page or file of the site is a warning. Paths are from the base URL, as in Docusaurus.
 */
import { BuildError, ConfigError } from '../core/errors.js'
import { cleanPath, isExternal, routeToOutput, stripBase, withBase } from '../core/paths.js'
import { applyTrailingSlash } from '../core/trailing-slash.js'
import { MAIN_THREAD, type OutputFile, type RedirectsConfig, type Route, type SiteConfig } from '../core/types.js'
import { escapeAttr } from '../stages/client/page-tags.js'

type Bad = (key: string, value: unknown, allowed: string) => void
type CreateRedirects = NonNullable<RedirectsConfig['createRedirects']>

/** The options checked (`createRedirects` kept apart: it is a function). */
export function resolveRedirects(
  v: RedirectsConfig | undefined,
  bad: Bad,
): { config: SiteConfig['redirects']; createRedirects?: CreateRedirects } {
  if (v === undefined) return { config: null }
  if (!v || typeof v !== 'object') {
    bad(
      'redirects',
      v,
      'the client-redirects options `{ redirects?, fromExtensions?, toExtensions?, createRedirects? }`',
    )
    return { config: null }
  }
  const rules: { from: string[]; to: string }[] = []
  const list = v.redirects ?? []
  if (!Array.isArray(list)) bad('redirects.redirects', list, 'an array of `{ from, to }`')
  else
    list.forEach((r, i) => {
      const from = r && typeof r === 'object' ? (Array.isArray(r.from) ? r.from : [r.from]) : []
      if (
        !r ||
        typeof r !== 'object' ||
        typeof r.to !== 'string' ||
        !r.to ||
        !from.length ||
        from.some((f) => typeof f !== 'string' || !f.startsWith('/'))
      ) {
        return bad(
          `redirects.redirects[${i}]`,
          r,
          "`{ from, to }` where `from` is a path such as '/old' (or an array of them) and `to` a path of the site or a URL",
        )
      }
      rules.push({ from: from as string[], to: r.to })
    })
  const extensions = (key: 'fromExtensions' | 'toExtensions'): string[] => {
    const e = v[key] ?? []
    if (!Array.isArray(e) || e.some((x) => typeof x !== 'string' || !/^\.?[\w-]+$/.test(x))) {
      bad(`redirects.${key}`, e, "an array of extensions such as ['html', 'htm']")
      return []
    }
    return e.map((x) => x.replace(/^\./, ''))
  }
  const fromExtensions = extensions('fromExtensions')
  const toExtensions = extensions('toExtensions')
  if (v.createRedirects !== undefined && typeof v.createRedirects !== 'function')
    bad('redirects.createRedirects', v.createRedirects, 'a function from a page path to the paths that redirect to it')
  const createRedirects = typeof v.createRedirects === 'function' ? v.createRedirects : undefined
  return {
    config: { rules, fromExtensions, toExtensions, createRedirects: Boolean(createRedirects) },
    ...(createRedirects ? { createRedirects } : {}),
  }
}

/** The redirect page's script: the canonical URL with the query and hash the reader came with (one text on
 * every page, so one CSP hash). */
export const REDIRECT_SCRIPT =
  "var u=new URL(document.querySelector('link[rel=canonical]').href);if(location.search&&!u.search)u.search=location.search;if(location.hash&&!u.hash)u.hash=location.hash;location.replace(u.href)"

/** The HTML of a redirect page to `toUrl` (with base, or absolute). */
export function redirectPage(toUrl: string): string {
  let decoded = toUrl
  try {
    decoded = decodeURI(toUrl)
  } catch {} // already-encoded URLs are not encoded twice
  const to = escapeAttr(encodeURI(decoded))
  return `<!DOCTYPE html>\n<html>\n  <head>\n    <meta charset="UTF-8">\n    <meta http-equiv="refresh" content="0; url=${to}">\n    <link rel="canonical" href="${to}" />\n  </head>\n  <script>${REDIRECT_SCRIPT}</script>\n</html>\n`
}

/** What redirectFiles needs. */
export interface RedirectInput {
  config: SiteConfig
  routes: Route[]
  /** static/ files, `/path` from the static folder. */
  staticFiles: Set<string>
  /** The site's `createRedirects`, on the main thread only. @default the config's */
  createRedirects?: CreateRedirects
}

/** One redirect written: paths from the base URL. */
export interface Redirect {
  from: string
  to: string
  file: string
}

/** The redirect pages of a locale, and warnings for what was left out. */
export function redirectFiles({
  config,
  routes,
  staticFiles,
  createRedirects = config[MAIN_THREAD]?.createRedirects,
}: RedirectInput): {
  files: OutputFile[]
  redirects: Redirect[]
  warnings: string[]
} {
  const options = config.redirects
  if (!options) return { files: [], redirects: [], warnings: [] }
  const where = config.configFile ?? 'the site config'
  const base = config.baseUrl
  const pages = routes.filter((r) => r.kind !== 'notFound')
  // A page's path from the base URL (what createRedirects receives), and its key with no trailing slash for lookups.
  const rel = (url: string) => stripBase(base, url) ?? url
  const key = (p: string) => (p.length > 1 ? p.replace(/\/+$/, '') : p)
  const byPath = new Map(pages.map((r) => [key(rel(r.url)), r]))
  const byFile = new Map(pages.map((r) => [r.outputPath, r]))
  const candidates: { from: string; to: string; origin: string }[] = []
  for (const rule of options.rules)
    for (const from of rule.from) candidates.push({ from, to: rule.to, origin: 'redirects' })
  const paths = pages.map((r) => rel(r.url))
  for (const p of paths) {
    if (p.endsWith('/')) continue
    for (const ext of options.fromExtensions) candidates.push({ from: `${p}.${ext}`, to: p, origin: 'fromExtensions' })
    const ext = options.toExtensions.find((e) => p.endsWith(`.${e}`))
    if (ext) candidates.push({ from: p.slice(0, -ext.length - 1), to: p, origin: 'toExtensions' })
  }
  if (createRedirects) {
    for (const p of paths) {
      let made: ReturnType<CreateRedirects>
      try {
        made = createRedirects(p)
      } catch (err) {
        throw new ConfigError(
          `createRedirects (client-redirects plugin) threw for the page ${p}: ${(err as Error).message}`,
          {
            file: where,
            cause: err,
            hint: "Fix the function in the plugin's options so that it returns a path, an array of paths or undefined for every page.",
          },
        )
      }
      if (made === undefined || made === null) continue
      const list = Array.isArray(made) ? made : [made]
      if (list.some((f) => typeof f !== 'string'))
        throw new BuildError(
          `createRedirects (client-redirects plugin) returned ${JSON.stringify(made)} for the page ${p}`,
          { file: where, hint: "Return a path such as '/old', an array of paths, or undefined." },
        )
      for (const from of list) candidates.push({ from, to: p, origin: 'createRedirects' })
    }
  }
  const warnings: string[] = []
  const warn = (c: { from: string; to: string; origin: string }, text: string) =>
    warnings.push(`${where}: redirect ${c.from} → ${c.to} (client-redirects ${c.origin}): ${text}`)
  const staticOf = (p: string) => staticFiles.has(p) || staticFiles.has(p.replace(/\/?$/, '/index.html'))
  const seen = new Map<string, string>()
  const redirects: Redirect[] = []
  const files: OutputFile[] = []
  for (const c of candidates) {
    if (!c.from.startsWith('/') || /[?#]/.test(c.from) || isExternal(c.from)) {
      warn(c, "left out: `from` must be a path such as '/old', with no query or hash")
      continue
    }
    const fromUrl = applyTrailingSlash(withBase(base, c.from), config.trailingSlash, base)
    const from = rel(fromUrl)
    const file = /\.html$/.test(from) ? from.slice(1) : routeToOutput(from)
    const prior = seen.get(from)
    if (prior !== undefined) {
      if (prior !== c.to) warn(c, `left out: ${from} already redirects to ${prior}`)
      continue
    }
    const internal = !isExternal(c.to)
    const toPath = internal ? c.to.replace(/[?#].*$/, '') : ''
    const target = internal ? byPath.get(key(cleanPath(toPath))) : undefined
    // A page already there: the redirect would replace it. (`/p.html` of the page `/p` itself is that page's
    // file: nothing to say.)
    const page = byPath.get(key(cleanPath(from))) ?? byFile.get(file)
    if (page) {
      if (page !== target)
        warn(c, `left out: it would replace the page ${page.url}${page.sourcePath ? ` (${page.sourcePath})` : ''}`)
      continue
    }
    if (staticOf(from) || staticFiles.has('/' + file)) {
      warn(c, `left out: it would replace static/${file}`)
      continue
    }
    seen.set(from, c.to)
    if (internal && !target && !staticOf(toPath))
      warn(c, `${c.to} is no page or static file of this site (the redirect is written anyway)`)
    const toUrl = internal ? withBase(base, c.to) : c.to
    redirects.push({ from, to: c.to, file })
    files.push({ path: file, contents: redirectPage(toUrl) })
  }
  return { files, redirects, warnings }
}
