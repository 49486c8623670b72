/**
 * The first run (generator/init.ts): `init` writes a starter site and refuses to write over one;
 * build and dev refuse a folder without a site, saying what they looked for. That the starter
 * builds is checked with the installed package (package.test.ts), since its config imports it.
 */
import fs from 'node:fs'
import path from 'node:path'
import { describe, expect, test } from 'vitest'
import { BuildError } from './core/errors.js'
import { checkSiteFolder, initSite } from './init.js'
import { FIXTURES, tempDir } from './test/helpers.js'

describe('generator/init', () => {
  test('init writes site.config.ts, one doc, one dated post and a .gitignore, then refuses to write again', () => {
    const root = path.join(tempDir('ssg-init-'), 'my-docs')
    const { files } = initSite(root, new Date('2026-03-04T10:00:00Z'))
    expect(files).toEqual([
      'site.config.ts',
      'content/docs/index.md',
      'content/blog/2026-03-04-welcome.md',
      '.gitignore',
    ])
    expect(fs.readFileSync(path.join(root, 'site.config.ts'), 'utf8')).toContain(
      "import { defineConfig } from 'cwc-site'",
    )
    expect(fs.readFileSync(path.join(root, 'site.config.ts'), 'utf8')).toContain('title: "My docs"')
    expect(() => checkSiteFolder(root)).not.toThrow()
    const before = fs.readFileSync(path.join(root, 'content/docs/index.md'), 'utf8')
    expect(() => initSite(root)).toThrow(/already a site/)
    expect(fs.readFileSync(path.join(root, 'content/docs/index.md'), 'utf8')).toBe(before)
  })

  test('init keeps an existing .gitignore and refuses a Docusaurus project, pointing to build', () => {
    const root = tempDir('ssg-init-')
    fs.writeFileSync(path.join(root, '.gitignore'), 'mine\n')
    expect(initSite(root).files).not.toContain('.gitignore')
    expect(fs.readFileSync(path.join(root, '.gitignore'), 'utf8')).toBe('mine\n')
    const err = (() => {
      try {
        initSite(path.join(FIXTURES, 'docusaurus-site'))
      } catch (e) {
        return e
      }
    })()
    expect(err).toBeInstanceOf(BuildError)
    expect((err as BuildError).hint).toContain('npx cwc-site build')
  })

  test('a folder with no content/, site.config.* or Docusaurus config is not a site: the error lists what was looked for', () => {
    const root = tempDir('ssg-nosite-')
    let err: unknown
    try {
      checkSiteFolder(root)
    } catch (e) {
      err = e
    }
    expect(err).toBeInstanceOf(BuildError)
    expect((err as BuildError).message).toContain(`No site in ${root}`)
    expect((err as BuildError).hint).toMatch(/content\/.*site\.config\.ts.*docusaurus\.config\.js.*cwc-site init/)
    expect(() => checkSiteFolder(path.join(root, 'missing'))).toThrow(/does not exist/)
    for (const site of ['good', 'docusaurus-site', 'react-pages'])
      expect(() => checkSiteFolder(path.join(FIXTURES, site))).not.toThrow()
  })
})
