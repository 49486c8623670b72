/**
 * Security headers for static hosts. Pages run one inline script, the colour-mode bootstrap
 * (it must run before first paint); everything else is a file from 'self'. So a strict
 * Content-Security-Policy allows scripts from 'self' plus that one script by its sha256, and
 * the build writes an example `_headers` file (Netlify / Cloudflare Pages format) with it.
 */
import { createHash } from 'node:crypto'
import type { AssetManifest, OutputFile, SiteConfig } from '../core/types.js'
import { REDIRECT_SCRIPT } from './redirects.js'

/** The CSP source of an inline script: `'sha256-…'` of its exact text. */
export function inlineScriptHash(script: string): string {
  return `'sha256-${createHash('sha256').update(script, 'utf8').digest('base64')}'`
}

/** What the site's own tags need besides 'self' (stages/client/page-tags.ts): inline scripts by hash, other origins
 * by name. */
export interface ExtraSources {
  scripts?: string[]
  styles?: string[]
  connect?: string[]
}

/** A strict policy for the pages of a site whose only inline script has `scriptHash` (plus what its own tags need). */
export function contentSecurityPolicy(
  scriptHash: string,
  options: { search?: boolean; extra?: ExtraSources } = {},
): string {
  const more = (list: string[] | undefined) => (list?.length ? ' ' + list.join(' ') : '')
  return [
    "default-src 'self'",
    // Pagefind's search compiles WebAssembly, which CSP treats as eval unless allowed.
    `script-src 'self' ${scriptHash}${more(options.extra?.scripts)}${options.search ? " 'wasm-unsafe-eval'" : ''}`,
    // Style attributes: Shiki's dual-theme colours and the announcement bar's colours.
    `style-src 'self' 'unsafe-inline'${more(options.extra?.styles)}`,
    "img-src 'self' data: https:",
    "font-src 'self' data:",
    `connect-src 'self'${more(options.extra?.connect)}`,
    'frame-src https:', // embedded videos and demos in content
    "object-src 'none'",
    "base-uri 'self'",
    "form-action 'self'",
    "frame-ancestors 'self'",
  ].join('; ')
}

/** `_headers` for a production build, unless static/ brings its own (dev builds get none). */
export function headersFiles(config: SiteConfig, assets: AssetManifest, staticFiles: Set<string>): OutputFile[] {
  return config.mode === 'production' && !staticFiles.has('/_headers') ? [headersFile(config, assets)] : []
}

/** The example `_headers` file: the CSP and nosniff for every page, immutable caching for hashed assets. */
export function headersFile(config: SiteConfig, assets: AssetManifest): OutputFile {
  const base = config.baseUrl
  const csp = contentSecurityPolicy(inlineScriptHash(assets.inlineHead), {
    search: config.search,
    extra: extraSources(config),
  })
  const contents = [
    '# Example security headers (Netlify / Cloudflare Pages `_headers` format), written by the build.',
    '# The hash allows the inline colour-mode script; it changes when colorMode or announcementBar',
    '# settings change, so deploy this file with the pages it was built with.',
    `${base}*`,
    `  Content-Security-Policy: ${csp}`,
    '  X-Content-Type-Options: nosniff',
    '  Referrer-Policy: strict-origin-when-cross-origin',
    `${base}assets/*`,
    '  Cache-Control: public, max-age=31536000, immutable',
    '',
  ].join('\n')
  return { path: '_headers', contents }
}

/**
 * What the site's `headTags`/`scripts`/`stylesheets`, the analytics tags and the redirect pages
 * need: the hash of each inline script, the origin of each script or stylesheet from elsewhere,
 * and Google's collection endpoints when gtag or Tag Manager is on.
 */
export function extraSources(config: SiteConfig): ExtraSources {
  const scripts = new Set<string>()
  const styles = new Set<string>()
  const connect = new Set<string>()
  const origin = (url: unknown) =>
    typeof url === 'string' && /^(https?:)?\/\//i.test(url) ? new URL(url, 'https://x.invalid').origin : null
  for (const tag of [...config.htmlTags.head, ...config.htmlTags.preBody]) {
    if (tag.tagName === 'script') {
      const src = tag.attributes.src
      // Data blocks (`application/ld+json`, …) are not run: only scripts need a source.
      const runs =
        tag.attributes.type === undefined ||
        /^(module|(text|application)\/(java|ecma)script)$/i.test(String(tag.attributes.type))
      if (typeof src === 'string') {
        const o = origin(src)
        if (o) scripts.add(o)
      } else if (tag.innerHTML && runs) scripts.add(inlineScriptHash(tag.innerHTML))
    }
    if (tag.tagName === 'link' && /\bstylesheet\b/.test(String(tag.attributes.rel))) {
      const o = origin(tag.attributes.href)
      if (o) styles.add(o)
    }
  }
  if (config.redirects) scripts.add(inlineScriptHash(REDIRECT_SCRIPT))
  // gtag.js and gtm.js send their hits with fetch/sendBeacon to these hosts.
  if (
    config.htmlTags.head.some(
      (t) => typeof t.attributes.href === 'string' && t.attributes.href.includes('googletagmanager.com'),
    )
  ) {
    scripts.add('https://www.googletagmanager.com')
    for (const o of [
      'https://*.google-analytics.com',
      'https://*.analytics.google.com',
      'https://*.googletagmanager.com',
    ])
      connect.add(o)
  }
  return { scripts: [...scripts], styles: [...styles], connect: [...connect] }
}

/** Parse a `_headers` file into path patterns and their headers (for the preview wrapper and tests). */
export function parseHeadersFile(text: string): { pattern: string; headers: Record<string, string> }[] {
  const rules: { pattern: string; headers: Record<string, string> }[] = []
  for (const line of text.split('\n')) {
    if (!line.trim() || line.trimStart().startsWith('#')) continue
    if (!/^\s/.test(line)) {
      rules.push({ pattern: line.trim(), headers: {} })
      continue
    }
    const at = line.indexOf(':')
    if (at > 0 && rules.length) rules[rules.length - 1]!.headers[line.slice(0, at).trim()] = line.slice(at + 1).trim()
  }
  return rules
}
