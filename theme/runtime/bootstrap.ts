/**
 * The inline `<head>` script that runs before first paint (S1, S4): marks `<html data-js>`,
 * applies the stored colour mode to `html[data-theme]` and hides a dismissed announcement bar.
 * Plain ES5 in a string, because it is inlined, not bundled.
 */

/** Options of {@link bootstrapScript} (from `SiteConfig.colorMode` and `announcementBar`). */
export interface BootstrapOptions {
  defaultMode: 'light' | 'dark'
  /** Use the OS preference while the reader has not chosen a mode. */
  respectPrefersColorScheme: boolean
  /** No toggle: always the default mode, the stored choice is ignored. */
  disableSwitch: boolean
  /** Id of the configured announcement bar, or null when there is none. */
  announcementId: string | null
}

/** Storage keys shared with `color-mode.ts` and `announcement.ts`. */
export const THEME_KEY = 'theme'
export const ANNOUNCEMENT_DISMISS_KEY = 'docusaurus.announcement.dismiss'
export const ANNOUNCEMENT_ID_KEY = 'docusaurus.announcement.id'

/** Source of the inline script (under 600 bytes). Safe inside `<script>`: `<` is escaped. */
export function bootstrapScript(opts: BootstrapOptions): string {
  const js = (value: unknown): string => JSON.stringify(value).replace(/</g, '\\u003c')
  const mode = opts.defaultMode === 'dark' ? 'dark' : 'light'
  const parts = [
    `var d=document.documentElement,m=${js(mode)};d.setAttribute('data-js','');`,
    // Storage can throw on access (E9): g() returns undefined then.
    `var g=function(k){try{return localStorage.getItem(k)}catch(e){}};`,
  ]
  if (!opts.disableSwitch) {
    parts.push(`var t=g(${js(THEME_KEY)});if(t==='light'||t==='dark')m=t;`)
    if (opts.respectPrefersColorScheme) {
      parts.push(`else if(window.matchMedia)m=matchMedia('(prefers-color-scheme: dark)').matches?'dark':'light';`)
    }
  }
  parts.push(`d.setAttribute('data-theme',m);`)
  if (opts.announcementId !== null) {
    parts.push(
      `if(g(${js(ANNOUNCEMENT_DISMISS_KEY)})==='true'&&g(${js(ANNOUNCEMENT_ID_KEY)})===${js(opts.announcementId)})d.setAttribute('data-announcement-dismissed','');`,
    )
  }
  return `(function(){try{${parts.join('')}}catch(e){}})();`
}
