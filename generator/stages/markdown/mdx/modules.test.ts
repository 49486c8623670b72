/**
 * Where a site module's import leads (resolveTarget), for the imports Docusaurus's bundler
 * resolves its own way.
 */
import fs from 'node:fs'
import path from 'node:path'
import { pathToFileURL } from 'node:url'
import { describe, expect, test } from 'vitest'
import { makeSite } from '../../../test/helpers.js'
import { resolveTarget, siteRequireBanner } from './modules.js'

describe('resolveTarget', () => {
  test("31 a site path (`/data/team.json`) is the static folder's file, else the site root's, as Docusaurus's bundler resolves it", () => {
    const root = makeSite({ 'static/data/team.json': '[]\n', 'src/data/x.json': '{}\n', 'docs/a.mdx': '' })
    const importer = path.join(root, 'docs/a.mdx')
    expect(resolveTarget('/data/team.json', importer, root)).toEqual({
      kind: 'file',
      file: path.join(root, 'static/data/team.json'),
    })
    expect(resolveTarget('/src/data/x.json', importer, root)).toEqual({
      kind: 'file',
      file: path.join(root, 'src/data/x.json'),
    })
  })

  test("31 a page's `@theme/Layout` is the theme's page frame even when the site swizzles Layout; other swizzled components are the site's", () => {
    const root = makeSite({
      'src/theme/Layout/index.js': 'export default () => null\n',
      'src/theme/Tip.js': 'export default () => null\n',
    })
    const importer = path.join(root, 'src/pages/index.js')
    expect(resolveTarget('@theme/Layout', importer, root).kind).toBe('theme')
    expect(resolveTarget('@theme/Tip', importer, root)).toEqual({
      kind: 'file',
      file: path.join(root, 'src/theme/Tip.js'),
    })
  })

  test("31 a require made at run time (`require(`@site/static/img/${cover}`)`) gives a static file's URL under the base URL, and requires other site files from the root", async () => {
    const root = makeSite({ 'src/util.cjs': 'module.exports = 42\n' })
    const file = path.join(root, 'bundle.mjs')
    fs.writeFileSync(file, siteRequireBanner(root, '/base/') + ' export default require;\n')
    const mod = (await import(pathToFileURL(file).href)) as { default: (id: string) => unknown }
    expect(mod.default('@site/static/img/blog/cover@2x.png')).toEqual({
      __esModule: true,
      default: '/base/img/blog/cover@2x.png',
    })
    expect(mod.default('@site/src/util.cjs')).toBe(42)
    expect(typeof (mod.default as unknown as { resolve: unknown }).resolve).toBe('function')
  })
})
