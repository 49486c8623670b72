/**
 * Warnings as a reader wants them: a language Shiki does not know is reported once, with the
 * number of blocks and where the first ones are, not once per block (a Docusaurus site can
 * have dozens of blocks in a Prism-only language); the Docusaurus options a build does not honour,
 * as one warning.
 */
import type { SiteConfig } from '../core/types.js'
import { strayLocaleFolders } from '../stages/i18n/build-locales.js'
import { additionalLanguageWarnings } from '../stages/markdown/highlighter.js'
import { hasPrismComponent } from '../stages/markdown/prism-engine.js'

/**
 * What the resolved config warns of before anything is built: the compatibility report, the
 * additional code languages with no grammar, and translation folders of no configured locale.
 */
export function configWarnings(config: SiteConfig): string[] {
  const { prismReact } = config.prism
  const hasComponent = prismReact && ((name: string) => hasPrismComponent(prismReact.root, name))
  return [
    ...(config.compatibility.length ? [compatibilityReport(config)] : []),
    ...additionalLanguageWarnings(config.prism.additionalLanguages, config.configFile, hasComponent),
    ...strayLocaleFolders(config),
  ]
}

const UNKNOWN_LANGUAGE_RE = /^(.*): Unknown code block language `([^`]+)`; shown as plain text$/

/** Group "unknown code block language" warnings by language; other warnings pass unchanged, in order. */
export function groupUnknownLanguages(warnings: string[]): string[] {
  const byLang = new Map<string, string[]>()
  const out: (string | { lang: string })[] = []
  for (const w of warnings) {
    const m = UNKNOWN_LANGUAGE_RE.exec(w)
    if (!m) {
      out.push(w)
      continue
    }
    const places = byLang.get(m[2]!)
    if (places) places.push(m[1]!)
    else {
      byLang.set(m[2]!, [m[1]!])
      out.push({ lang: m[2]! })
    }
  }
  return out.map((w) => {
    if (typeof w === 'string') return w
    const places = byLang.get(w.lang)!
    if (places.length === 1) return `${places[0]}: Unknown code block language \`${w.lang}\`; shown as plain text`
    const shown = places.slice(0, 3).join(', ')
    return `Unknown code block language \`${w.lang}\` in ${places.length} blocks; shown as plain text: ${shown}${places.length > 3 ? `, and ${places.length - 3} more` : ''}`
  })
}

/** The Docusaurus options this build does not honour, as one warning (printed once per build). */
export function compatibilityReport(config: SiteConfig): string {
  const lines = config.compatibility.map((n) => `  - ${n.option}: ${n.instead}`)
  return `${config.configFile ?? 'docusaurus.config.js'}: compatibility report: ${config.compatibility.length} Docusaurus option${config.compatibility.length === 1 ? ' is' : 's are'} not honoured (README, "Coming from Docusaurus"):\n${lines.join('\n')}`
}
