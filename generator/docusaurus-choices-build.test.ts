/**
 * What Docusaurus does with the rest of a site's choices (issue 28, item 7), each built from a
 * small Docusaurus project of the test's own.
 */
import fs from 'node:fs'
import path from 'node:path'
import { describe, expect, test } from 'vitest'
import { build } from './build.js'
import { makeSite } from './test/helpers.js'

const CONFIG = (preset: string, extra = '') => `module.exports = { title: 'T', url: 'https://t.example', baseUrl: '/', presets: [['classic', ${preset}]]${extra} }\n`

describe('generator: a Docusaurus site\'s own choices', () => {
  test('28.7 a file of the site\'s static/ (robots.txt) is never replaced by a generated one, and the build says so', async () => {
    const root = makeSite({
      'docusaurus.config.js': CONFIG('{ blog: false }'),
      'docs/a.md': '# A\n',
      'static/robots.txt': 'User-agent: *\nDisallow: /private/\n',
    })
    const report = await build(root, { cacheDir: false })
    expect(fs.readFileSync(path.join(report.config.outDir, 'robots.txt'), 'utf8')).toBe('User-agent: *\nDisallow: /private/\n')
    expect(report.warnings).toContain('static/robots.txt is the site\'s own: it is kept, and the generated robots.txt is not written (add `Sitemap: <url>/sitemap.xml` to it if crawlers should find the sitemap)')
    expect(fs.existsSync(path.join(report.config.outDir, 'sitemap.xml'))).toBe(true)
    // A second build (with the cache) keeps it too.
    const again = await build(root)
    expect(fs.readFileSync(path.join(again.config.outDir, 'robots.txt'), 'utf8')).toBe('User-agent: *\nDisallow: /private/\n')
  })
})
