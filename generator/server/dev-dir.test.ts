/** Where `dev` writes its pages when no --out is given: out of the way of the site's git status. */
import fs from 'node:fs'
import path from 'node:path'
import { describe, expect, test } from 'vitest'
import { makeSite } from '../test/helpers.js'
import { defaultDevDir } from './watch.js'

describe('defaultDevDir', () => {
  test('a Docusaurus project with node_modules: node_modules/.cache/cwc-site-dev (its .gitignore has node_modules, not .cache)', () => {
    const root = makeSite({ 'docusaurus.config.js': 'export default {}', 'node_modules/.keep': '' })
    expect(defaultDevDir(root)).toBe(path.join(root, 'node_modules/.cache/cwc-site-dev'))
    fs.rmSync(path.join(root, 'node_modules'), { recursive: true })
    expect(defaultDevDir(root)).toBe(path.join(root, '.cache/dev'))
  })

  test('a site.config.ts site (even beside a Docusaurus config, which it then overrides): .cache/dev', () => {
    expect(defaultDevDir(makeSite({ 'content/docs/a.md': '# A', 'node_modules/.keep': '' }))).toMatch(
      /[\\/]\.cache[\\/]dev$/,
    )
    expect(
      defaultDevDir(
        makeSite({
          'site.config.ts': 'export default {}',
          'docusaurus.config.js': 'export default {}',
          'node_modules/.keep': '',
        }),
      ),
    ).toMatch(/[\\/]\.cache[\\/]dev$/)
  })
})
