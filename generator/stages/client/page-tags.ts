/**
 * The tags every page carries besides the theme's: the site's `headTags`,
 * `stylesheets` and `scripts` (Docusaurus's options of the same names) and the analytics plugins'
 * tags (`@docusaurus/plugin-google-gtag`, `@docusaurus/plugin-google-tag-manager`), resolved from
 * UserConfig by the config stage and written as HTML strings the way Docusaurus writes them
 * (`htmlTagObjectToString`): attributes escaped, `true` written alone, `false` left out, no
 * closing tag on void elements. Pure; no `node:` imports.
 */
import { htmlVoidElements } from 'html-void-elements'
import type { HtmlTag, HtmlTagConfig, SiteConfig, UserConfig } from '../../core/types.js'

/** Where a bad value goes (normalizeConfig's `bad`: key, value, what is allowed). */
type Bad = (key: string, value: unknown, allowed: string) => void

const TAG_NAME_RE = /^[a-z][a-z0-9]*(?:-[a-z0-9]+)*$/i
const ATTR_NAME_RE = /^[^\s"'>/=\0]+$/
const isObj = (v: unknown): v is Record<string, unknown> => Boolean(v) && typeof v === 'object' && !Array.isArray(v)

/** Attributes whose values are strings or booleans; anything else is reported. */
function attributes(v: unknown, key: string, bad: Bad): Record<string, string | boolean> | null {
  if (v === undefined) return {}
  if (
    !isObj(v) ||
    Object.entries(v).some(([k, a]) => !ATTR_NAME_RE.test(k) || (typeof a !== 'string' && typeof a !== 'boolean'))
  ) {
    bad(key, v, 'an object of attribute names to strings or booleans')
    return null
  }
  return v as Record<string, string | boolean>
}

/** The site's `headTags`, `stylesheets` and `scripts` as tags, in Docusaurus's order (its bootstrap plugin's). */
export function siteTags(user: Pick<UserConfig, 'headTags' | 'stylesheets' | 'scripts'>, bad: Bad): HtmlTag[] {
  const tags: HtmlTag[] = []
  const list = (key: string, v: unknown): unknown[] => {
    if (v === undefined) return []
    if (!Array.isArray(v)) {
      bad(key, v, 'an array')
      return []
    }
    return v
  }
  list('headTags', user.headTags).forEach((t, i) => {
    const tag = t as HtmlTagConfig
    if (!isObj(t) || typeof tag.tagName !== 'string' || !TAG_NAME_RE.test(tag.tagName))
      return bad(
        `headTags[${i}]`,
        t,
        "`{ tagName, attributes?, innerHTML? }` with an HTML tag name such as 'link' or 'meta'",
      )
    if (tag.innerHTML !== undefined && typeof tag.innerHTML !== 'string')
      return bad(`headTags[${i}].innerHTML`, tag.innerHTML, 'a string of HTML')
    const attrs = attributes(tag.attributes, `headTags[${i}].attributes`, bad)
    if (attrs)
      tags.push({
        tagName: tag.tagName.toLowerCase(),
        attributes: attrs,
        ...(tag.innerHTML !== undefined ? { innerHTML: tag.innerHTML } : {}),
      })
  })
  list('stylesheets', user.stylesheets).forEach((s, i) => {
    if (typeof s === 'string') return tags.push({ tagName: 'link', attributes: { rel: 'stylesheet', href: s } })
    const attrs =
      isObj(s) && typeof s.href === 'string'
        ? attributes(s, `stylesheets[${i}]`, bad)
        : (bad(`stylesheets[${i}]`, s, 'a URL or `{ href, … }`'), null)
    if (attrs) tags.push({ tagName: 'link', attributes: { rel: 'stylesheet', ...attrs } })
  })
  list('scripts', user.scripts).forEach((s, i) => {
    if (typeof s === 'string') return tags.push({ tagName: 'script', attributes: { src: s } })
    const attrs =
      isObj(s) && typeof s.src === 'string'
        ? attributes(s, `scripts[${i}]`, bad)
        : (bad(`scripts[${i}]`, s, 'a URL or `{ src, async?, defer?, … }`'), null)
    if (attrs) tags.push({ tagName: 'script', attributes: attrs })
  })
  return tags
}

/** gtag's options resolved (`trackingID` one or several; the first one loads gtag.js). */
export function resolveGtag(v: UserConfig['gtag'], bad: Bad): SiteConfig['gtag'] {
  if (v === undefined) return null
  const ids = isObj(v) ? (Array.isArray(v.trackingID) ? v.trackingID : [v.trackingID]) : []
  if (!ids.length || ids.some((id) => typeof id !== 'string' || !id)) {
    bad('gtag.trackingID', isObj(v) ? v.trackingID : v, "a tracking id such as 'G-XXXXXXX', or an array of them")
    return null
  }
  if (v.anonymizeIP !== undefined && typeof v.anonymizeIP !== 'boolean')
    bad('gtag.anonymizeIP', v.anonymizeIP, 'true or false')
  return { trackingIDs: ids as string[], anonymizeIP: v.anonymizeIP === true }
}

/** The gtag plugin's head tags, as Docusaurus's plugin injects them. */
export function gtagTags({ trackingIDs, anonymizeIP }: NonNullable<SiteConfig['gtag']>): HtmlTag[] {
  const js = (s: string) => s.replace(/\\/g, '\\\\').replace(/'/g, "\\'").replace(/</g, '\\u003c')
  const config = trackingIDs
    .map((id) => `gtag('config', '${js(id)}', { ${anonymizeIP ? "'anonymize_ip': true" : ''} });`)
    .join('\n')
  return [
    // gtag includes Google Analytics: both origins are preconnected.
    { tagName: 'link', attributes: { rel: 'preconnect', href: 'https://www.google-analytics.com' } },
    { tagName: 'link', attributes: { rel: 'preconnect', href: 'https://www.googletagmanager.com' } },
    // Only the first id loads the library (Google's advice: one script, one `config` per id).
    {
      tagName: 'script',
      attributes: {
        async: true,
        src: `https://www.googletagmanager.com/gtag/js?id=${encodeURIComponent(trackingIDs[0]!)}`,
      },
    },
    {
      tagName: 'script',
      attributes: {},
      innerHTML: `\n      window.dataLayer = window.dataLayer || [];\n      function gtag(){dataLayer.push(arguments);}\n      gtag('js', new Date());\n      ${config}\n      `,
    },
  ]
}

/** Google Tag Manager's tags, as Docusaurus's plugin injects them: the loader in `<head>`, the noscript frame
 * first in `<body>`. */
export function gtmTags(containerId: string): { head: HtmlTag[]; preBody: HtmlTag[] } {
  const id = containerId.replace(/\\/g, '\\\\').replace(/'/g, "\\'").replace(/</g, '\\u003c')
  return {
    head: [
      { tagName: 'link', attributes: { rel: 'preconnect', href: 'https://www.googletagmanager.com' } },
      { tagName: 'script', attributes: {}, innerHTML: 'window.dataLayer = window.dataLayer || [];' },
      {
        tagName: 'script',
        attributes: {},
        innerHTML: `(function(w,d,s,l,i){w[l]=w[l]||[];w[l].push({'gtm.start':\nnew Date().getTime(),event:'gtm.js'});var f=d.getElementsByTagName(s)[0],\nj=d.createElement(s),dl=l!='dataLayer'?'&l='+l:'';j.async=true;j.src=\n'https://www.googletagmanager.com/gtm.js?id='+i+dl;f.parentNode.insertBefore(j,f);\n})(window,document,'script','dataLayer','${id}');`,
      },
    ],
    preBody: [
      {
        tagName: 'noscript',
        attributes: {},
        innerHTML: `<iframe src="https://www.googletagmanager.com/ns.html?id=${escapeAttr(encodeURIComponent(containerId))}" height="0" width="0" style="display:none;visibility:hidden"></iframe>`,
      },
    ],
  }
}

/**
 * Every page's extra tags: the site's, then the analytics plugins' (Docusaurus adds those in
 * production builds only, so a dev server sends nothing to Google).
 */
export function resolveHtmlTags(
  user: UserConfig,
  mode: SiteConfig['mode'],
  bad: Bad,
): { htmlTags: SiteConfig['htmlTags']; gtag: SiteConfig['gtag'] } {
  const head = siteTags(user, bad)
  const preBody: HtmlTag[] = []
  const gtag = resolveGtag(user.gtag, bad)
  const gtm = user.googleTagManager
  if (
    gtm !== undefined &&
    !(isObj(gtm) && typeof gtm.containerId === 'string' && /^GTM-[A-Z0-9]+$/i.test(gtm.containerId))
  )
    bad('googleTagManager.containerId', isObj(gtm) ? gtm.containerId : gtm, "a container id such as 'GTM-XXXXXXX'")
  const production = mode === 'production'
  if (gtag && production) head.push(...gtagTags(gtag))
  if (production && isObj(gtm) && typeof gtm.containerId === 'string') {
    const tags = gtmTags(gtm.containerId)
    head.push(...tags.head)
    preBody.push(...tags.preBody)
  }
  return { htmlTags: { head, preBody }, gtag: production ? gtag : null }
}

/** An attribute value escaped for HTML (Docusaurus's `escapeHTML`). */
export function escapeAttr(v: string): string {
  return v
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/"/g, '&quot;')
    .replace(/'/g, '&#39;')
}

/** One tag as HTML: `<script async src="…"></script>`, `<link rel="…" href="…">`. */
export function renderHtmlTag(tag: HtmlTag): string {
  const isVoid = htmlVoidElements.includes(tag.tagName)
  const attrs = Object.entries(tag.attributes).flatMap(([k, v]) =>
    v === false ? [] : v === true ? [k] : [`${k}="${escapeAttr(v)}"`],
  )
  const open = `<${[tag.tagName, ...attrs].join(' ')}>`
  return isVoid ? open : `${open}${tag.innerHTML ?? ''}</${tag.tagName}>`
}

/** The tags as one HTML string each for `<head>` and the start of `<body>` (SiteData.htmlTags). */
export function renderHtmlTags(tags: SiteConfig['htmlTags']): { head: string; preBody: string } {
  return { head: tags.head.map(renderHtmlTag).join(''), preBody: tags.preBody.map(renderHtmlTag).join('') }
}
