/**
 * `themeConfig.prism.theme` / `darkTheme` (prism-react-renderer themes) → Shiki's bundled themes
 *. The config holds the imported theme object: when prism-react-renderer is installed
 * it is known by its `plain` colours (`PRISM_PLAIN`), else the stand-in that replaced the package
 * tells the name it was reached by (`themes.github`, `prism-react-renderer/themes/github`).
 */
import { isStub, stubPath } from './load.js'
import { hasPrismReact, prismRequire } from '../markdown/prism-engine.js'
import type { PrismReactConfig, PrismTheme } from '../../core/user-config.js'

/** Each prism-react-renderer theme's Shiki theme; `twin: false` is the closest, not the same theme (said in
 * the compatibility report). */
export const PRISM_TO_SHIKI: Record<string, { shiki: string; twin: boolean }> = {
  // create-docusaurus's defaults and theme-classic's own (palenight): prism's own colours (code-theme.ts
  // PRISM_PALETTES), not Shiki's namesakes, whose token colours differ (Shiki's github-light: white, red
  // keywords; prism's: #f6f8fa, navy; Shiki's material-theme-palenight: text #babed8, prism's #bfc7d5).
  github: { shiki: 'prism-github', twin: true },
  dracula: { shiki: 'prism-dracula', twin: true },
  palenight: { shiki: 'prism-palenight', twin: true },
  vsDark: { shiki: 'dark-plus', twin: true },
  vsLight: { shiki: 'light-plus', twin: true },
  nightOwl: { shiki: 'night-owl', twin: true },
  nightOwlLight: { shiki: 'night-owl-light', twin: true },
  oneDark: { shiki: 'one-dark-pro', twin: true },
  oneLight: { shiki: 'one-light', twin: true },
  synthwave84: { shiki: 'synthwave-84', twin: true },
  okaidia: { shiki: 'monokai', twin: false },
  oceanicNext: { shiki: 'one-dark-pro', twin: false },
  duotoneDark: { shiki: 'andromeeda', twin: false },
  duotoneLight: { shiki: 'rose-pine-dawn', twin: false },
  gruvboxMaterialDark: { shiki: 'gruvbox-dark-medium', twin: false },
  gruvboxMaterialLight: { shiki: 'gruvbox-light-medium', twin: false },
  jettwaveDark: { shiki: 'night-owl', twin: false },
  jettwaveLight: { shiki: 'github-light', twin: false },
  shadesOfPurple: { shiki: 'material-theme-palenight', twin: false },
  ultramin: { shiki: 'min-light', twin: false },
}

/** prism-react-renderer 2's themes by their `plain` text and background colours (as the package writes them). */
export const PRISM_PLAIN: Record<string, [color: string, background: string]> = {
  dracula: ['#F8F8F2', '#282A36'],
  duotoneDark: ['#9a86fd', '#2a2734'],
  duotoneLight: ['#728fcb', '#faf8f5'],
  github: ['#393A34', '#f6f8fa'],
  gruvboxMaterialDark: ['#ebdbb2', '#292828'],
  gruvboxMaterialLight: ['#654735', '#f9f5d7'],
  jettwaveDark: ['#f8fafc', '#011627'],
  jettwaveLight: ['#0f172a', '#f1f5f9'],
  nightOwl: ['#d6deeb', '#011627'],
  nightOwlLight: ['#403f53', '#FBFBFB'],
  oceanicNext: ['#ffffff', '#282c34'],
  okaidia: ['#f8f8f2', '#272822'],
  oneDark: ['hsl(220, 14%, 71%)', 'hsl(220, 13%, 18%)'],
  oneLight: ['hsl(230, 8%, 24%)', 'hsl(230, 1%, 98%)'],
  palenight: ['#bfc7d5', '#292d3e'],
  shadesOfPurple: ['#9EFEFF', '#2D2A55'],
  synthwave84: ['#f92aad', 'linear-gradient(to bottom, #2a2139 75%, #34294f)'],
  ultramin: ['#282a2e', '#ffffff'],
  vsDark: ['#9CDCFE', '#1E1E1E'],
  vsLight: ['#000000', '#ffffff'],
}

/** Docusaurus's code theme when the config sets none (theme-classic's default, in both modes). */
export const DOCUSAURUS_DEFAULT_PRISM = 'palenight'

const norm = (s: unknown) => (typeof s === 'string' ? s.replace(/\s+/g, '').toLowerCase() : '')

/** The prism-react-renderer theme a config value is (`github`, `dracula`, …), or null when it is none of them. */
export function prismThemeName(value: unknown): string | null {
  const path = stubPath(value)
  if (path !== null) {
    const name = /(?:^|[./])(\w+)(?:\.default)?$/.exec(path)?.[1]
    return name && name in PRISM_TO_SHIKI ? name : null
  }
  if (typeof value !== 'object' || value === null) return null
  const plain = (value as { plain?: { color?: unknown; backgroundColor?: unknown } }).plain
  if (!plain) return null
  const found = Object.entries(PRISM_PLAIN).find(
    ([, [color, bg]]) => norm(color) === norm(plain.color) && norm(bg) === norm(plain.backgroundColor),
  )
  return found?.[0] ?? null
}

/** A prism-react-renderer theme object as plain data (its `plain` and `styles`), or null for anything else. */
export function prismThemeData(value: unknown): PrismTheme | null {
  if (isStub(value) || typeof value !== 'object' || value === null) return null
  const { plain, styles } = value as { plain?: unknown; styles?: unknown }
  if (typeof plain !== 'object' || plain === null || !Array.isArray(styles)) return null
  const scalar = (o: object) =>
    Object.fromEntries(
      Object.entries(o).filter(
        (e): e is [string, string | number] => typeof e[1] === 'string' || typeof e[1] === 'number',
      ),
    )
  return {
    plain: scalar(plain),
    styles: styles
      .filter(
        (s): s is { types: unknown[]; style: object; languages?: unknown } =>
          Array.isArray(s?.types) && typeof s.style === 'object' && s.style !== null,
      )
      .map((s) => ({
        types: s.types.filter((t): t is string => typeof t === 'string'),
        style: scalar(s.style),
        ...(Array.isArray(s.languages)
          ? { languages: s.languages.filter((l): l is string => typeof l === 'string') }
          : {}),
        // A style for no language applies to none (prism-react-renderer's themeToDict).
      }))
      .filter((s) => !s.languages || s.languages.length > 0),
  }
}

/**
 * A project's own Prism when prism-react-renderer is installed in it (stages/markdown/prism-engine.ts),
 * with the theme objects of `prism.theme` / `darkTheme`; `theme` left out is Docusaurus's default,
 * palenight, read from the package when the code's stylesheet is made (code-theme.ts). Null when
 * the package is not installed, or `theme` is not a theme object.
 */
export function prismReactFor(root: string, theme: unknown, darkTheme: unknown): PrismReactConfig | null {
  if (!hasPrismReact(root)) return null
  const light = theme === undefined ? undefined : prismThemeData(theme)
  if (light === null) return null
  const dark = darkTheme === undefined ? undefined : (prismThemeData(darkTheme) ?? undefined)
  return { root, ...(light ? { theme: light } : {}), ...(dark ? { darkTheme: dark } : {}) }
}

/** The package's palenight (Docusaurus's default code theme), for a project whose config names none. */
export function defaultPrismTheme(root: string): PrismTheme | null {
  const req = prismRequire(root)
  try {
    return (
      prismThemeData(
        (req('prism-react-renderer') as { themes?: Record<string, unknown> }).themes?.[DOCUSAURUS_DEFAULT_PRISM],
      ) ??
      prismThemeData((req(`prism-react-renderer/themes/${DOCUSAURUS_DEFAULT_PRISM}`) as { default?: unknown }).default)
    )
  } catch {
    return null
  }
}
