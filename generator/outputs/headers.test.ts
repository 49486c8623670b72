import { createHash } from 'node:crypto'
import fs from 'node:fs'
import path from 'node:path'
import { describe, expect, test } from 'vitest'
import { build } from '../build.js'
import { contentSecurityPolicy, inlineScriptHash, parseHeadersFile } from './headers.js'
import { makeSite, tempDir } from '../test/helpers.js'

describe('generator/headers', () => {
  test('the hash is the CSP source of the exact script text', () => {
    const script = "(function(){document.documentElement.dataset.theme='dark'})();"
    expect(inlineScriptHash(script)).toBe(`'sha256-${createHash('sha256').update(script).digest('base64')}'`)
  })

  test('the policy allows scripts from self and the hash only; Pagefind adds wasm-unsafe-eval when search is on', () => {
    const csp = contentSecurityPolicy("'sha256-abc='")
    expect(csp).toContain("script-src 'self' 'sha256-abc='; ")
    expect(csp).not.toMatch(/script-src[^;]*unsafe-inline/)
    expect(contentSecurityPolicy("'sha256-abc='", { search: true })).toContain(
      "script-src 'self' 'sha256-abc=' 'wasm-unsafe-eval';",
    )
  })

  test('a production build writes _headers whose hash matches the inline script of its pages, and reports the hash', async () => {
    const root = makeSite({
      'site.config.ts': "export default { baseUrl: '/docs/' }\n",
      'content/docs/index.md': '# Home\n',
    })
    const outDir = path.join(tempDir('ssg-headers-'), 'dist')
    const report = await build(root, { outDir })
    const html = fs.readFileSync(path.join(outDir, 'index.html'), 'utf8')
    const inline = /<script>([\s\S]*?)<\/script>/.exec(html)![1]!
    expect(report.inlineScriptHash).toBe(inlineScriptHash(inline))
    const rules = parseHeadersFile(fs.readFileSync(path.join(outDir, '_headers'), 'utf8'))
    expect(rules.map((r) => r.pattern)).toEqual(['/docs/*', '/docs/assets/*'])
    expect(rules[0]!.headers['Content-Security-Policy']).toContain(`script-src 'self' ${report.inlineScriptHash}`)
    expect(rules[0]!.headers['X-Content-Type-Options']).toBe('nosniff')
    expect(rules[1]!.headers['Cache-Control']).toBe('public, max-age=31536000, immutable')
  })

  test('a _headers file of the site (static/) wins; dev builds write none', async () => {
    const root = makeSite({ 'static/_headers': '/*\n  X-Mine: yes\n', 'content/docs/index.md': '# Home\n' })
    const outDir = path.join(tempDir('ssg-headers-'), 'dist')
    await build(root, { outDir })
    expect(fs.readFileSync(path.join(outDir, '_headers'), 'utf8')).toBe('/*\n  X-Mine: yes\n')
    const devRoot = makeSite({ 'content/docs/index.md': '# Home\n' })
    const devOut = path.join(tempDir('ssg-headers-'), 'dev')
    await build(devRoot, { outDir: devOut, mode: 'development' })
    expect(fs.existsSync(path.join(devOut, '_headers'))).toBe(false)
  })
})

describe('issue 28.5: a site.config.ts site gets headTags, scripts, stylesheets, clientModules, gtag and redirects too', () => {
  test('28.5 the options apply to a site.config.ts site, createRedirects included; the CSP lets every script of the pages and redirect pages run', async () => {
    const root = makeSite({
      'site.config.ts': `export default {
        headTags: [{ tagName: 'script', innerHTML: 'window.inlineTag = 1' }, { tagName: 'script', attributes: { type: 'application/ld+json' }, innerHTML: '{}' }],
        scripts: [{ src: 'https://cdn.example/a.js', async: true }],
        stylesheets: ['https://fonts.example/f.css'],
        clientModules: ['./src/client.js'],
        gtag: { trackingID: 'G-T' },
        redirects: { redirects: [{ from: '/old', to: '/' }], createRedirects: (p: string) => (p === '/guide' ? '/manual' : undefined) },
      }\n`,
      'src/client.js': 'export function onRouteDidUpdate() { window.didUpdate = true }\n',
      'content/docs/index.md': '# Home\n',
      'content/docs/guide.md': '# Guide\n',
    })
    const outDir = path.join(tempDir('ssg-headers-'), 'dist')
    await build(root, { outDir })
    const html = fs.readFileSync(path.join(outDir, 'index.html'), 'utf8')
    expect(html).toContain('<script>window.inlineTag = 1</script>')
    expect(html).toContain('<script src="https://cdn.example/a.js" async></script>')
    expect(html).toContain('<link rel="stylesheet" href="https://fonts.example/f.css">')
    expect(html).toMatch(
      /<script type="module" src="\/assets\/client-modules\.\w+\.js"><\/script><script type="module" src="\/assets\/runtime\./,
    )
    expect(html).toContain('gtag/js?id=G-T')
    const csp = parseHeadersFile(fs.readFileSync(path.join(outDir, '_headers'), 'utf8'))[0]!.headers[
      'Content-Security-Policy'
    ]!
    const scriptSrc = /script-src ([^;]*)/.exec(csp)![1]!.split(' ')
    const redirect = fs.readFileSync(path.join(outDir, 'manual.html'), 'utf8')
    expect(fs.readFileSync(path.join(outDir, 'old.html'), 'utf8')).toContain('<link rel="canonical" href="/" />')
    expect(redirect).toContain('url=/guide')
    // Every inline script that runs (pages and redirect pages) is allowed by its hash; the data block needs none.
    const inline = [
      ...html.matchAll(/<script>([\s\S]*?)<\/script>/g),
      ...redirect.matchAll(/<script>([\s\S]*?)<\/script>/g),
    ].map((m) => m[1]!)
    expect(inline.length).toBe(4) // colour mode, the headTag, gtag's config, the redirect
    for (const s of inline) expect(scriptSrc).toContain(inlineScriptHash(s))
    expect(scriptSrc).not.toContain(inlineScriptHash('{}'))
    expect(scriptSrc).toEqual(expect.arrayContaining(['https://cdn.example', 'https://www.googletagmanager.com']))
    expect(csp).toMatch(/style-src 'self' 'unsafe-inline' https:\/\/fonts\.example;/)
    expect(csp).toMatch(/connect-src 'self' [^;]*google-analytics\.com/)
  })
})
