import { describe, expect, test } from 'vitest'
import {
  cleanPath,
  dataUrlFor,
  DATA_DIR,
  isExternal,
  joinUrl,
  routeToDataFile,
  routeToOutput,
  stripBase,
  withBase,
} from './paths.js'

describe('generator/paths', () => {
  test.each([
    // url                            output                              data file
    ['/', 'index.html', `${DATA_DIR}/index.json`],
    ['/api-tools/', 'api-tools/index.html', `${DATA_DIR}/api-tools/index.json`],
    ['/api-tools/code-completions', 'api-tools/code-completions.html', `${DATA_DIR}/api-tools/code-completions.json`],
    ['/tips', 'tips.html', `${DATA_DIR}/tips.json`],
    ['/blog', 'blog.html', `${DATA_DIR}/blog.json`],
    ['/blog/authors/robertpiosik', 'blog/authors/robertpiosik.html', `${DATA_DIR}/blog/authors/robertpiosik.json`],
    ['/blog/tags/a%20b', 'blog/tags/a b.html', `${DATA_DIR}/blog/tags/a b.json`],
  ])('R18 route %s is written to %s with route data %s', (url, output, data) => {
    expect(routeToOutput(url)).toBe(output)
    expect(routeToDataFile(url)).toBe(data)
  })

  test.each([
    ['/', '/tips', '/tips'],
    ['/', '/', '/'],
    ['/docs/', '/tips', '/docs/tips'],
    ['/docs/', '/', '/docs/'],
    ['/docs/', '/docs/tips', '/docs/tips'],
    ['/docs/', 'relative/path', 'relative/path'],
    ['/docs/', '//cdn.example.com/x.js', '//cdn.example.com/x.js'],
    ['/docs/', 'https://example.com/', 'https://example.com/'],
  ])('L1 withBase(%s, %s) is %s', (base, p, expected) => {
    expect(withBase(base, p)).toBe(expected)
  })

  test.each([
    ['/', '/tips', '/tips'],
    ['/docs/', '/docs/tips', '/tips'],
    ['/docs/', '/docs/', '/'],
    ['/docs/', '/docs', '/'],
    ['/docs/', '/other/tips', null],
  ])('stripBase(%s, %s) is %s', (base, p, expected) => {
    expect(stripBase(base, p)).toBe(expected)
  })

  test.each([
    ['/api-tools/index.html', '/api-tools/'],
    ['/index.html', '/'],
    ['index.html', '/'],
    ['/tips.html', '/tips'],
    ['/blog/welcome.html', '/blog/welcome'],
    ['/tips', '/tips'],
    ['/api-tools/', '/api-tools/'],
    ['/a.htm', '/a.htm'],
  ])('L4 strips index.html and .html to the clean path: %s → %s', (p, expected) => {
    expect(cleanPath(p)).toBe(expected)
  })

  test.each([
    ['/', '/', `/${DATA_DIR}/index.json`],
    ['/', '/tips', `/${DATA_DIR}/tips.json`],
    ['/docs/', '/docs/', `/docs/${DATA_DIR}/index.json`],
    ['/docs/', '/docs/guides/install', `/docs/${DATA_DIR}/guides/install.json`],
  ])('L5 with base %s the client loads the data of %s from %s', (base, url, expected) => {
    expect(dataUrlFor(base, url)).toBe(expected)
  })

  test('dataUrlFor and routeToDataFile agree for every route (one routing rule for server and client)', () => {
    for (const url of ['/', '/api-tools/', '/tips', '/blog/archive']) {
      expect(dataUrlFor('/docs/', withBase('/docs/', url))).toBe('/docs/' + routeToDataFile(url))
    }
  })

  test.each([
    ['https://github.com/x', true],
    ['http://x.dev', true],
    ['mailto:a@b.c', true],
    ['javascript:alert(1)', true],
    ['//cdn.example.com/a.js', true],
    ['/tips', false],
    ['./tips.md', false],
    ['../index.md#a', false],
    ['#anchor', false],
  ])('L2 isExternal(%s) is %s', (href, expected) => {
    expect(isExternal(href)).toBe(expected)
  })

  test.each([
    [['/blog', 'welcome'], '/blog/welcome'],
    [['/', 'tips'], '/tips'],
    [['blog', '', 'archive'], '/blog/archive'],
    [['/docs/', '/guides/'], '/docs/guides/'],
  ])('joinUrl(%j) is %s', (parts, expected) => {
    expect(joinUrl(...parts)).toBe(expected)
  })

  test('paths.ts has no node: imports (it is bundled for the browser)', async () => {
    const fs = await import('node:fs')
    const source = fs.readFileSync(new URL('./paths.ts', import.meta.url), 'utf8')
    expect(source).not.toMatch(/from ['"]node:/)
  })
})
