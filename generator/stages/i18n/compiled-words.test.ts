import fs from 'node:fs'
import path from 'node:path'
import { describe, expect, test } from 'vitest'
import { build } from '../../build.js'
import { makeSite } from '../../test/helpers.js'

describe("stages/i18n: compiled pages in the locale's words", () => {
  test('C5 a site whose default locale is French: admonition titles, heading links, the copy button and MDX <Details>/<CodeBlock>/<Heading> are French', async () => {
    const root = makeSite({
      'site.config.ts': "export default { i18n: { defaultLocale: 'fr', locales: ['fr'] } }\n",
      'content/docs/index.mdx':
        '# Accueil\n\n## Premiers pas\n\n<Heading as="h3" id="suite">Suite</Heading>\n\nimport Heading from \'@theme/Heading\'\n\n:::tip\n\nPetit.\n\n:::\n\n```js\nconst a = 1\n```\n\n<Details>\n\nCaché.\n\n</Details>\n\nimport CodeBlock from \'@theme/CodeBlock\'\n\n<CodeBlock language="js">const b = 2</CodeBlock>\n',
    })
    const out = path.join(root, 'build')
    await build(root, { outDir: out, cacheDir: false, log: () => {} })
    const html = fs.readFileSync(path.join(out, 'index.html'), 'utf8')
    expect(html).toContain('<summary>Détails</summary>')
    expect(html).toContain('Astuce')
    expect(html.match(/title="Copier le code"><span aria-live="polite">Copier<\/span>/g)).toHaveLength(2)
    expect(html).not.toContain('Copy code to clipboard')
    expect(html).toContain('aria-label="Lien direct vers Premiers pas"')
    expect(html).toContain('aria-label="Lien direct vers Suite"')
  })
})
