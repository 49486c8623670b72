/**
 * A project's own Prism (generator/stages/markdown/prism-engine.ts) in the browser: its token
 * spans under the stylesheet of the theme objects (code-theme.ts `prismThemeCss`) take the colour
 * prism-react-renderer gives each token, styles merged in order: an inner token's over its outer
 * one's, an alias's over its type's, whatever the order of the theme's styles.
 */
import type { Browser } from 'playwright-core'
import { toHtml } from 'hast-util-to-html'
import { afterAll, beforeAll, describe, expect, test } from 'vitest'
import { loadSitePrism, prismBlock } from '../generator/stages/markdown/prism-engine.js'
import { prismThemeCss } from '../generator/stages/css/code-theme.js'
import type { PrismTheme } from '../generator/core/user-config.js'
import { prismProject } from '../generator/test/helpers.js'
import { launchBrowser } from './harness.js'
import { withPage } from './util.js'

let browser: Browser
beforeAll(async () => {
  browser = await launchBrowser()
})
afterAll(async () => {
  await browser?.close()
})

// `function-variable` styled after `function`: a token of type function-variable with the alias
// function takes function's colour in prism-react-renderer (the alias is merged last).
const LIGHT: PrismTheme = {
  plain: { color: '#000000', backgroundColor: '#ffffff' },
  styles: [
    { types: ['function'], style: { color: '#aa0000' } },
    { types: ['function-variable'], style: { color: '#0000aa' } },
    { types: ['punctuation'], style: { color: '#555555' } },
    { types: ['template-string'], style: { color: '#006600', fontStyle: 'italic' } },
    { types: ['keyword'], style: { color: '#7700aa' }, languages: ['ts'] },
  ],
}
const DARK: PrismTheme = {
  plain: { color: '#ffffff', backgroundColor: '#000000' },
  styles: [{ types: ['function-variable'], style: { color: '#66ccff' } }],
}

describe("e2e/prism-colours: the project's Prism, coloured by its theme objects (issue 31)", () => {
  test('31 an alias over its type, an inner token over its outer one, language-scoped styles (any case), each mode its theme', async () => {
    const prism = loadSitePrism(prismProject(), [])!
    const block = (lang: string, code: string) =>
      `<div class="code-block" data-language="${lang}">${toHtml(prismBlock(prism, code, lang, ''))}</div>`
    const body =
      block('js', 'const f = () => `a${b}c`\nconst k = 1') + block('ts', 'const k = 1') + block('TS', 'let j = 2')
    const css = prismThemeCss(LIGHT, DARK)
    for (const mode of ['light', 'dark'] as const) {
      await withPage(browser, {}, async (page) => {
        await page.setContent(
          `<!doctype html><html${mode === 'dark' ? ' data-theme="dark"' : ''}><head><style>${css}</style></head><body>${body}</body></html>`,
        )
        const colourOf = (selector: string, text: string) =>
          page
            .locator(selector, { hasText: text })
            .first()
            .evaluate((el) => getComputedStyle(el).color)
        if (mode === 'light') {
          // the alias `function`, not function-variable
          expect(await colourOf('.code-block[data-language="js"] .token.function', 'f')).toBe('rgb(170, 0, 0)')
          // unstyled string: the template's colour
          expect(await colourOf('.token.template-string .token.string', 'a')).toBe('rgb(0, 102, 0)')
          expect(
            await page
              .locator('.token.template-string')
              .first()
              .evaluate((el) => getComputedStyle(el).fontStyle),
          ).toBe('italic')
          // inner over outer
          expect(await colourOf('.token.template-string .token.punctuation', '${')).toBe('rgb(85, 85, 85)')
          // keyword is styled for ts only
          expect(await colourOf('.code-block[data-language="js"] .token.keyword', 'const')).toBe('rgb(0, 0, 0)')
          expect(await colourOf('.code-block[data-language="ts"] .token.keyword', 'const')).toBe('rgb(119, 0, 170)')
          // any case, as prism-react-renderer lower-cases it
          expect(await colourOf('.code-block[data-language="TS"] .token.keyword', 'let')).toBe('rgb(119, 0, 170)')
        } else {
          // dark styles only function-variable: inherited
          expect(await colourOf('.token.function', 'f')).toBe('rgb(102, 204, 255)')
          expect(await colourOf('.code-block[data-language="ts"] .token.keyword', 'const')).toBe('rgb(255, 255, 255)')
        }
      })
    }
  })
})
