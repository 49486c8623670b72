/**
 * A Docusaurus site's swizzled components that nothing built uses are named in one warning
 * (swizzled.ts); those its pages and components import are not.
 */
import fs from 'node:fs'
import path from 'node:path'
import { describe, expect, test } from 'vitest'
import { build } from '../../build.js'
import { copyFixture, makeSite } from '../../test/helpers.js'
import { swizzledComponents, unusedSwizzles } from './swizzled.js'

const COMPONENT = 'export default function C() { return null }\n'

describe('swizzled components', () => {
  test('28 a swizzled component nothing imports is named; one a page, a component, MDXComponents or another used component imports (by @theme/, @site/src/theme/ or a relative path) is not', async () => {
    const root = makeSite({
      'docs/a.mdx': "import BoxLink from '@theme/BoxLink'\n\n<BoxLink />\n",
      'docs/_partial.mdx': "import Pill from '@site/src/theme/Pill'\n\n<Pill />\n",
      'src/components/Card.tsx': "import Web from '@site/src/theme/Icon/Web'\nexport default Web\n",
      'src/theme/BoxLink/index.tsx': "import Badge from '../Badge'\nexport default Badge\n",
      'src/theme/Badge/index.tsx': COMPONENT,
      'src/theme/Badge/styles.module.css': '.x{}\n',
      'src/theme/Pill.tsx': COMPONENT,
      'src/theme/Icon/Web/index.tsx': COMPONENT,
      'src/theme/MDXComponents/index.tsx':
        "import Code from './Code'\nimport Tip from '@theme/Tip'\nexport default { code: Code, Tip }\n",
      'src/theme/MDXComponents/Code.tsx': COMPONENT,
      'src/theme/Tip.jsx': COMPONENT,
      'src/theme/DocItem/Footer/index.tsx': "import Edit from '@theme/Icon/Edit'\nexport default Edit\n",
      'src/theme/Icon/Edit/index.tsx': COMPONENT,
      'src/theme/NavbarItem/CustomItem.tsx': COMPONENT,
      'src/theme/prism-include-languages.js': COMPONENT,
      'src/theme/types.d.ts': 'export {}\n',
    })
    expect([...swizzledComponents(root).keys()].sort()).toEqual([
      'Badge',
      'BoxLink',
      'DocItem/Footer',
      'Icon/Edit',
      'Icon/Web',
      'MDXComponents',
      'MDXComponents/Code',
      'NavbarItem/CustomItem',
      'Pill',
      'Tip',
      'prism-include-languages',
    ])
    const docs = [
      { sourcePath: path.join(root, 'docs/a.mdx'), body: fs.readFileSync(path.join(root, 'docs/a.mdx'), 'utf8') },
    ]
    const warning = await unusedSwizzles(root, docs)
    // Icon/Edit is imported only by DocItem/Footer, which nothing uses.
    expect(warning).toContain('4 swizzled components are not used')
    expect(warning).toMatch(/: DocItem\/Footer, Icon\/Edit, NavbarItem\/CustomItem, prism-include-languages\n/)
    expect(warning?.startsWith(path.join(root, 'src/theme') + ': ')).toBe(true)
    expect(warning).toContain(
      "→ Here a component under src/theme is used where a page or component imports it: to have one on a page, import it there (`import X from '@theme/<name>'`). Docusaurus keeps using them as they are.",
    )
    // One the compatibility report already speaks of is not named twice.
    expect(await unusedSwizzles(root, docs, [{ option: 'src/theme/prism-include-languages.js' }])).toMatch(
      /3 swizzled components are not used.*: DocItem\/Footer, Icon\/Edit, NavbarItem\/CustomItem\n/s,
    )
    // No src/theme, or nothing unused: no warning.
    expect(await unusedSwizzles(makeSite({ 'docs/a.md': '# A\n' }), [])).toBeNull()
    expect(
      await unusedSwizzles(
        makeSite({ 'src/theme/Tip.jsx': COMPONENT, 'src/pages/index.jsx': "import Tip from '@theme/Tip'\n" }),
        [],
      ),
    ).toBeNull()
    // A theme name in a plugin's route config is no import (pantsbuild.org's 404 route, which this build does
    // not make).
    const routed = makeSite({
      'src/theme/NotFound/Content/index.jsx': COMPONENT,
      'src/js/docsPlugin.js': "export const route = { path: '/*', component: '@theme/NotFound/Content' }\n",
    })
    expect(await unusedSwizzles(routed, [])).toMatch(/1 swizzled component is not used.*: NotFound\/Content\n/s)
    // A doc this build leaves out (a version not built) uses nothing; a partial beside it does.
    const versions = makeSite({
      'src/theme/Old.jsx': COMPONENT,
      'src/theme/Part.jsx': COMPONENT,
      'versioned_docs/version-1.0/a.mdx': "import Old from '@theme/Old'\n\n<Old />\n",
      'versioned_docs/version-1.0/_p.mdx': "import Part from '@theme/Part'\n",
    })
    expect(await unusedSwizzles(versions, [])).toMatch(/1 swizzled component is not used.*: Old\n/s)
    // The config's own relative require of a file under src/theme (lunarvim.org's prism theme) is a use of it.
    const configUse = makeSite({
      'src/theme/code-theme.js': 'module.exports = { plain: {}, styles: [] }\n',
      'docusaurus.config.js':
        "const codeTheme = require('./src/theme/code-theme')\nmodule.exports = { themeConfig: { prism: { theme: codeTheme } } }\n",
    })
    expect(await unusedSwizzles(configUse, [])).toBeNull()
    const required = makeSite({
      'src/theme/Tip.jsx': COMPONENT,
      'src/components/A.js': "const Tip = require('@theme/Tip')\nconst Lazy = import('@site/src/theme/Tip')\n",
    })
    expect(await unusedSwizzles(required, [])).toBeNull()
  })

  test('31 a swizzled component that renders what Docusaurus would anyway (a Root of its children, a wrapper of the original alone) is not named; one that adds anything is', async () => {
    const root = makeSite({
      'src/theme/Root.js':
        "import React from 'react';\n\n// Default implementation, that you can customize\nexport default function Root({children}) {\n  return <>{children}</>;\n}\n",
      'src/theme/DocItem/Footer/index.tsx':
        "import React from 'react';\nimport Footer from '@theme-original/DocItem/Footer';\nimport type FooterType from '@theme/DocItem/Footer';\nimport type {WrapperProps} from '@docusaurus/types';\n\ntype Props = WrapperProps<typeof FooterType>;\n\nexport default function FooterWrapper(props: Props): JSX.Element {\n  return (\n    <>\n      <Footer {...props} />\n    </>\n  );\n}\n",
      'src/theme/BlogPostItem/index.js':
        "import React from 'react';\nimport BlogPostItem from '@theme-original/BlogPostItem';\nexport default function Wrapper(props) {\n  return (\n    <>\n      <BlogPostItem {...props} />\n      <p>Subscribe</p>\n    </>\n  );\n}\n",
      'src/theme/Layout/index.tsx':
        "import React from 'react';\nimport { useLocation } from '@docusaurus/router';\nexport default function Root({ children }) {\n  const location = useLocation();\n  return <>{children}</>;\n}\n",
    })
    const warning = await unusedSwizzles(root, [])
    expect(warning).toContain('2 swizzled components are not used')
    expect(warning).toMatch(/: BlogPostItem, Layout\n/)
  })

  test('28 a Docusaurus build names its unused swizzled components once, beside its other warnings', async () => {
    const root = copyFixture('docusaurus-site', {
      'src/theme/DocItem/Footer/index.js': COMPONENT,
      'src/theme/Footer/index.js': COMPONENT,
    })
    const report = await build(root, { cacheDir: false })
    const named = report.warnings.filter((w) => w.includes('swizzled component'))
    expect(named).toHaveLength(1)
    expect(named[0]).toContain(
      '2 swizzled components are not used: this generator draws the layout (navbar, sidebars, doc and blog pages, footer) with its own theme, so the built pages do not have their look or behaviour: DocItem/Footer, Footer',
    )
  }, 60_000)
})
