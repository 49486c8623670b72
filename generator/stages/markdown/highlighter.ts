/**
 * The one Shiki highlighter of a thread. Two choices keep it cheap (see BENCHMARKS.md):
 * - One theme of CSS variables (`--sh-token-*`), so each block is tokenized once; Shiki's dual
 *   themes tokenize every block once per theme. theme/styles/code.css gives the light and dark
 *   colours of each token kind.
 * - Grammars precompiled to JavaScript regexes (`@shikijs/langs-precompiled`, raw JS engine):
 *   no Oniguruma-to-JS translation at run time, which was most of a grammar's first-use cost.
 *   A language the precompiled set lacks loads from Shiki's own grammars through the
 *   translating JS engine, in a second highlighter made on first need.
 */
import { createCssVariablesTheme, createHighlighterCore, type HighlighterCore, type LanguageInput } from 'shiki/core'
import { createJavaScriptRawEngine, createJavaScriptRegexEngine } from 'shiki/engine/javascript'
import { bundledLanguagesInfo } from 'shiki/langs'

/** The name of the CSS-variables theme every block is highlighted with. */
export const CODE_THEME = 'cwc'

const theme = createCssVariablesTheme({ name: CODE_THEME, variablePrefix: '--sh-', fontStyle: true })

/** Language id (with aliases resolved), or undefined when Shiki does not know it. */
const ids = new Map<string, string>()
for (const info of bundledLanguagesInfo) {
  ids.set(info.id, info.id)
  for (const alias of info.aliases ?? []) ids.set(alias, info.id)
}

/**
 * Names Prism (Docusaurus's highlighter) knows and Shiki does not, mapped to the nearest Shiki
 * grammar: content written for Docusaurus is highlighted instead of warned about. `flow` is
 * JavaScript with type annotations; the plain-text names are plain text.
 */
export const PRISM_LANGUAGES: Record<string, string> = {
  flow: 'tsx',
  'js-extras': 'javascript',
  jsonp: 'json',
  webmanifest: 'json',
  markup: 'html',
  svg: 'xml',
  mathml: 'xml',
  atom: 'xml',
  rss: 'xml',
  ssml: 'xml',
  'shell-session': 'shellsession',
  'visual-basic': 'vb',
  objectivec: 'objective-c',
  clike: 'c',
  gitignore: 'shellscript',
  ignore: 'shellscript',
  apacheconf: 'nginx',
  ejs: 'html',
  pgsql: 'sql',
  mongodb: 'javascript',
  nasm: 'asm',
  asm6502: 'asm',
  // Prism's aliases of languages Shiki has under other names (prismjs components.json `alias`),
  // so a fence written ```sol for `additionalLanguages: ['solidity']` is highlighted as in Docusaurus.
  sol: 'solidity',
  dotnet: 'csharp',
  vba: 'vb',
  context: 'latex',
  gradle: 'groovy',
  arduino: 'cpp',
  ino: 'cpp',
  objectpascal: 'pascal',
  purs: 'purescript',
  rkt: 'racket',
  mustache: 'handlebars',
  ml: 'ocaml',
  emacs: 'emacs-lisp',
  'sh-session': 'shellsession',
  hgignore: 'shellscript',
  npmignore: 'shellscript',
  editorconfig: 'ini',
}
/** Languages that mean "no highlighting": quietly plain text. */
export const PLAIN_TEXT = new Set(['text', 'txt', 'plain', 'plaintext', 'none', 'output', 'raw'])
for (const [prism, shiki] of Object.entries(PRISM_LANGUAGES)) if (ids.has(shiki)) ids.set(prism, ids.get(shiki)!)

/** Whether a fence language (an id, an alias or a Prism name) has a grammar here. */
export function hasGrammar(lang: string): boolean {
  return ids.has(lang)
}

/**
 * The names of `prism.additionalLanguages` that no grammar here highlights: their blocks are
 * plain text without the unknown-language warning (the site declared them), and the build
 * names them once (`additionalLanguageWarnings`). Listed names that have a grammar need nothing.
 */
export function plainAdditionalLanguages(names: readonly string[]): Set<string> {
  return new Set(names.filter((name) => !hasGrammar(name)))
}

/**
 * The one warning for `prism.additionalLanguages` names without a grammar, or none.
 * `prismHas`: whether the project's own Prism (prism-engine.ts) has a component of that name.
 */
export function additionalLanguageWarnings(
  names: readonly string[],
  configFile: string | null,
  prismHas?: (name: string) => boolean,
): string[] {
  const plain = [...plainAdditionalLanguages(names)].filter((name) => !prismHas?.(name))
  if (plain.length === 0) return []
  const list = plain.map((n) => `\`${n}\``).join(', ')
  return [
    `${configFile ?? 'site config'}: prism.additionalLanguages lists ${list}, for which there is no highlighting grammar here; ${plain.length === 1 ? 'its' : 'their'} code blocks are shown as plain text`,
  ]
}

/** Highlights code blocks; languages load on first use. */
export interface CodeHighlighter {
  /** Load these languages (ids or aliases); returns the set now usable (plus `text`). */
  load(langs: Iterable<string>): Promise<Set<string>>
  /** The Shiki highlighter that has `lang` loaded (call `load` first). */
  for(lang: string): HighlighterCore
  /**
   * Whether `lang`'s grammar (loaded) highlights code in other languages only when their
   * grammars happen to be loaded (Shiki's `embeddedLangsLazy`: markdown's and MDX's fences,
   * Vue's and Svelte's `lang="…"` blocks). Such a block's text names those languages
   * (`embeddedLanguageNames`), and they are loaded first: otherwise the block would come out
   * differently depending on what the thread had highlighted before it.
   */
  embedsLazily(lang: string): boolean
}

/**
 * Languages a block of a lazily embedding language may switch to: its fences' info strings, its
 * `lang="…"` attributes, HTML and JSX where it has tags or braces (markdown's inline HTML, MDX's
 * JSX, expressions and ESM), YAML and TOML where it has front matter.
 */
export function embeddedLanguageNames(text: string): string[] {
  const names: string[] = []
  for (const m of text.matchAll(/^[ \t>]*(?:`{3,}|~{3,})[ \t]*\{?\.?([\w#+.-]+)/gm)) names.push(m[1]!.toLowerCase())
  for (const m of text.matchAll(/\blang\s*=\s*["']?([\w#+.-]+)/g)) names.push(m[1]!.toLowerCase())
  if (/<[A-Za-z!/?]/.test(text)) names.push('html', 'html-derivative', 'tsx')
  if (/[{}]|^(?:import|export)\b/m.test(text)) names.push('tsx')
  if (/^(?:---|\+\+\+)[ \t]*$/m.test(text)) names.push('yaml', 'toml')
  return names
}

/** Make a highlighter (each thread makes one, see getHighlighter in markdown.ts). */
export async function createCodeHighlighter(): Promise<CodeHighlighter> {
  const main = await createHighlighterCore({ themes: [theme], langs: [], engine: createJavaScriptRawEngine() })
  let fallback: Promise<HighlighterCore> | null = null
  const usable = new Set<string>(['text'])
  const owner = new Map<string, HighlighterCore>()
  const lazyHosts = new Set<string>()
  const noteLazy = (lang: string, grammar: LanguageInput) => {
    if ([grammar].flat().some((g) => (g as { embeddedLangsLazy?: string[] }).embeddedLangsLazy?.length))
      lazyHosts.add(lang)
  }
  const loadOne = async (lang: string): Promise<void> => {
    const id = ids.get(lang)
    if (!id) return
    try {
      const grammar = (await import(`@shikijs/langs-precompiled/${id}`)) as { default: LanguageInput }
      await main.loadLanguage(grammar.default)
      noteLazy(lang, grammar.default)
      owner.set(lang, main)
    } catch {
      fallback ??= createHighlighterCore({ themes: [theme], langs: [], engine: createJavaScriptRegexEngine() })
      const h = await fallback
      const info = bundledLanguagesInfo.find((i) => i.id === id)!
      const grammar = ((await info.import()) as { default: LanguageInput }).default
      await h.loadLanguage(grammar)
      noteLazy(lang, grammar)
      owner.set(lang, h)
    }
    usable.add(lang)
  }
  return {
    async load(langs) {
      await Promise.all([...langs].filter((l) => !usable.has(l)).map(loadOne))
      return usable
    },
    for(lang) {
      return owner.get(lang) ?? main
    },
    embedsLazily(lang) {
      return lazyHosts.has(lang)
    },
  }
}
