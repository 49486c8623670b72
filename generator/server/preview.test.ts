import fs from 'node:fs'
import http from 'node:http'
import type { AddressInfo } from 'node:net'
import path from 'node:path'
import { afterAll, beforeAll, describe, expect, test } from 'vitest'
import { createStaticHandler, listen, resolveRequest } from './preview.js'
import { tempDir, writeTree } from '../test/helpers.js'

/** A served folder next to a secret file that must never be reachable. */
const parent = tempDir('ssg-preview-')
const dir = writeTree(path.join(parent, 'dist'), {
  'index.html': '<h1>Home</h1>',
  'tips.html': '<h1>Tips</h1>',
  'api-tools/index.html': '<h1>API tools</h1>',
  'api-tools/context-edit.html': '<h1>Context edit</h1>',
  '404.html': '<h1>Page Not Found</h1>',
  'assets/runtime.CGLVTYUN.js': 'console.log(1)',
  'assets/style.STUAHH33.css': 'body{}',
  '__data/tips.json': '{"url":"/tips"}',
  'img/logo.svg': '<svg xmlns="http://www.w3.org/2000/svg"/>',
  'files/data.bin': 'bin',
  'robots.txt': 'User-agent: *',
})
writeTree(parent, { 'secret.txt': 'TOP SECRET', 'dist-other/index.html': 'sibling' })
const file = (rel: string) => ({ file: path.join(dir, rel) })

describe('generator/preview', () => {
  test.each([
    ['/', file('index.html')],
    ['/tips', file('tips.html')],
    ['/api-tools/', file('api-tools/index.html')],
    ['/api-tools/context-edit', file('api-tools/context-edit.html')],
    ['/assets/runtime.CGLVTYUN.js', file('assets/runtime.CGLVTYUN.js')],
    ['/__data/tips.json', file('__data/tips.json')],
    ['/img/logo.svg', file('img/logo.svg')],
    ['/404.html', file('404.html')],
  ])('R18 %s is served from its exact file', (url, expected) => {
    expect(resolveRequest(dir, url)).toEqual(expected)
  })

  test.each([
    ['/api-tools', { redirect: '/api-tools/' }],
    ['/tips/', { redirect: '/tips' }],
    ['/api-tools/context-edit/', { redirect: '/api-tools/context-edit' }],
    ['/nope', { status: 404 }],
    ['/nope/', { status: 404 }],
    ['/img', { status: 404 }],
  ])('trailing slash and unknown paths: %s → %j', (url, expected) => {
    expect(resolveRequest(dir, url)).toEqual(expected)
  })

  test.each([
    ['/tips.html', '/tips'],
    ['/api-tools/index.html', '/api-tools/'],
    ['/index.html', '/'],
    ['/api-tools/context-edit.html', '/api-tools/context-edit'],
  ])('L4 %s redirects to the clean path %s', (url, location) => {
    expect(resolveRequest(dir, url)).toEqual({ redirect: location })
  })

  test.each([
    '/../secret.txt',
    '/..',
    '/%2e%2e/secret.txt',
    '/%2E%2E/%2e%2e/secret.txt',
    '/..%2fsecret.txt',
    '/%2e%2e%2fsecret.txt',
    '/assets/../../secret.txt',
    '/..\\secret.txt',
    '/%5c..%5csecret.txt',
    '/\\..\\secret.txt',
    '/secret.txt%00.html',
    '/tips%00',
    '/%00',
    '/' + 'a/'.repeat(2000) + 'index.html',
    '/%zz',
    'secret.txt',
    '/./tips',
    '/../dist-other/index.html',
    '/%2e%2e/dist-other/',
  ])('path traversal %s never escapes the folder (400 or 404)', (url) => {
    const r = resolveRequest(dir, url)
    if ('file' in r) throw new Error(`served ${r.file}`)
    expect(r).toEqual({ status: expect.toSatisfy((s: number) => s === 400 || s === 404) })
  })

  test('both trailingSlash layouts are served: x/index.html at /x/ (true) and x.html at /x (false), each redirecting the other form', () => {
    const slash = writeTree(tempDir('ssg-preview-true-'), {
      'index.html': 'home',
      'guides/index.html': 'g',
      'guides/setup/index.html': 's',
    })
    expect(resolveRequest(slash, '/guides/setup/')).toEqual({ file: path.join(slash, 'guides/setup/index.html') })
    expect(resolveRequest(slash, '/guides/setup')).toEqual({ redirect: '/guides/setup/' })
    expect(resolveRequest(slash, '/guides/setup/index.html')).toEqual({ redirect: '/guides/setup/' })
    // false: a folder's own page is a file beside the folder (guides.html next to guides/).
    const bare = writeTree(tempDir('ssg-preview-false-'), {
      'index.html': 'home',
      'guides.html': 'g',
      'guides/setup.html': 's',
    })
    expect(resolveRequest(bare, '/guides')).toEqual({ file: path.join(bare, 'guides.html') })
    expect(resolveRequest(bare, '/guides/')).toEqual({ redirect: '/guides' })
    expect(resolveRequest(bare, '/guides/setup')).toEqual({ file: path.join(bare, 'guides/setup.html') })
    expect(resolveRequest(bare, '/guides/setup/')).toEqual({ redirect: '/guides/setup' })
    expect(resolveRequest(bare, '/guides.html')).toEqual({ redirect: '/guides' })
  })

  test.each(['//evil.example/x.html', '/%2F%2Fevil.example/x.html', '//evil.example/'])(
    '%s never redirects to another origin',
    (url) => {
      const r = resolveRequest(dir, url)
      if ('redirect' in r) expect(r.redirect).not.toMatch(/^\/\/|^\/\\|^[a-z]+:/i)
      expect('file' in r).toBe(false)
    },
  )
})

describe('generator/preview over HTTP', () => {
  let server: http.Server
  let port: number
  beforeAll(async () => {
    server = await listen(createStaticHandler({ dir }), 0, '127.0.0.1')
    port = (server.address() as AddressInfo).port
  })
  afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())))

  /** A raw request: the path is sent exactly as given (fetch would normalise it). */
  const request = (rawPath: string, options: { method?: string; headers?: Record<string, string> } = {}) =>
    new Promise<{ status: number; headers: http.IncomingHttpHeaders; body: string }>((resolve, reject) => {
      const req = http.request(
        { host: '127.0.0.1', port, path: rawPath, method: options.method ?? 'GET', headers: options.headers },
        (res) => {
          let body = ''
          res.setEncoding('utf8')
          res.on('data', (c: string) => (body += c))
          res.on('end', () => resolve({ status: res.statusCode!, headers: res.headers, body }))
        },
      )
      req.on('error', reject)
      req.end()
    })

  test('R18 a route answers 200 at its exact path, as HTML, with nosniff and no caching', async () => {
    const res = await request('/tips')
    expect(res.status).toBe(200)
    expect(res.body).toBe('<h1>Tips</h1>')
    expect(res.headers['content-type']).toBe('text/html; charset=utf-8')
    expect(res.headers['x-content-type-options']).toBe('nosniff')
    expect(res.headers['cache-control']).toBe('no-cache')
    expect(res.headers['content-length']).toBe(String(Buffer.byteLength('<h1>Tips</h1>')))
  })

  test('R16 an unknown path answers 404 with the body of 404.html', async () => {
    const res = await request('/no/such/page')
    expect(res.status).toBe(404)
    expect(res.body).toBe('<h1>Page Not Found</h1>')
    expect(res.headers['content-type']).toBe('text/html; charset=utf-8')
    expect(res.headers['x-content-type-options']).toBe('nosniff')
  })

  test("C5 a miss under a translated locale answers with that locale's 404.html; elsewhere, or without one, the root's", async () => {
    const site = writeTree(tempDir('ssg-locales-'), {
      '404.html': 'root 404',
      'fr/404.html': 'fr 404',
      'fr/index.html': 'accueil',
      'fa/index.html': 'fa',
    })
    const s = await listen(createStaticHandler({ dir: site, locales: ['fr', 'fa'] }), 0, '127.0.0.1')
    const get = async (p: string) => {
      const r = await fetch(`http://127.0.0.1:${(s.address() as AddressInfo).port}${p}`)
      return [r.status, await r.text()]
    }
    try {
      expect(await get('/fr/docs/nowhere')).toEqual([404, 'fr 404'])
      expect(await get('/fr/')).toEqual([200, 'accueil'])
      expect(await get('/french/nowhere')).toEqual([404, 'root 404'])
      expect(await get('/docs/nowhere')).toEqual([404, 'root 404'])
      expect(await get('/fa/nowhere')).toEqual([404, 'root 404']) // no fa/404.html
    } finally {
      await new Promise((r) => s.close(r))
    }
  })

  test('R16 without a 404.html the 404 is plain text', async () => {
    const bare = tempDir('ssg-bare-')
    const s = await listen(createStaticHandler({ dir: bare }), 0, '127.0.0.1')
    try {
      const res = await fetch(`http://127.0.0.1:${(s.address() as AddressInfo).port}/x`)
      expect(res.status).toBe(404)
      expect(await res.text()).toBe('Not found')
    } finally {
      await new Promise((r) => s.close(r))
    }
  })

  test.each([
    ['/assets/runtime.CGLVTYUN.js', 'text/javascript; charset=utf-8'],
    ['/assets/style.STUAHH33.css', 'text/css; charset=utf-8'],
    ['/__data/tips.json', 'application/json; charset=utf-8'],
    ['/img/logo.svg', 'image/svg+xml'],
    ['/robots.txt', 'text/plain; charset=utf-8'],
    ['/files/data.bin', 'application/octet-stream'],
  ])('%s is served as %s with nosniff', async (url, type) => {
    const res = await request(url)
    expect(res.status).toBe(200)
    expect(res.headers['content-type']).toBe(type)
    expect(res.headers['x-content-type-options']).toBe('nosniff')
  })

  test('hashed assets are cached for a year (immutable); other files revalidate', async () => {
    expect((await request('/assets/runtime.CGLVTYUN.js')).headers['cache-control']).toBe(
      'public, max-age=31536000, immutable',
    )
    expect((await request('/img/logo.svg')).headers['cache-control']).toBe('public, max-age=0, must-revalidate')
  })

  test('L4 /tips.html answers a permanent redirect to /tips, keeping the query', async () => {
    const res = await request('/tips.html?x=1')
    expect(res.status).toBe(301)
    expect(res.headers.location).toBe('/tips?x=1')
  })

  test('HEAD answers the headers of GET without a body', async () => {
    const get = await request('/tips')
    const head = await request('/tips', { method: 'HEAD' })
    expect(head.status).toBe(200)
    expect(head.body).toBe('')
    expect(head.headers['content-length']).toBe(get.headers['content-length'])
    expect(head.headers['content-type']).toBe(get.headers['content-type'])
    expect(head.headers.etag).toBe(get.headers.etag)
    expect((await request('/missing', { method: 'HEAD' })).status).toBe(404)
  })

  test('a conditional GET with the ETag answers 304 without a body; a changed file gets a new ETag', async () => {
    const first = await request('/img/logo.svg')
    expect(first.headers.etag).toBeTruthy()
    const again = await request('/img/logo.svg', { headers: { 'If-None-Match': first.headers.etag! } })
    expect(again.status).toBe(304)
    expect(again.body).toBe('')
    expect((await request('/img/logo.svg', { headers: { 'If-None-Match': 'W/"other"' } })).status).toBe(200)
    const logo = path.join(dir, 'img/logo.svg')
    fs.writeFileSync(logo, '<svg xmlns="http://www.w3.org/2000/svg" width="2"/>')
    fs.utimesSync(logo, new Date(), new Date(Date.now() + 5000))
    const changed = await request('/img/logo.svg', { headers: { 'If-None-Match': first.headers.etag! } })
    expect(changed.status).toBe(200)
    expect(changed.headers.etag).not.toBe(first.headers.etag)
  })

  test('methods other than GET and HEAD are refused with 405', async () => {
    const res = await request('/tips', { method: 'POST' })
    expect(res.status).toBe(405)
    expect(res.headers.allow).toBe('GET, HEAD')
  })

  test.each([
    '/../secret.txt',
    '/%2e%2e/secret.txt',
    '/%2e%2e%2fsecret.txt',
    '/..%5csecret.txt',
    '/assets/..%2f..%2fsecret.txt',
    '/secret.txt%00',
    '/' + 'a/'.repeat(2000),
  ])('over HTTP, %s never serves a file outside the folder', async (url) => {
    const res = await request(url)
    expect([400, 404]).toContain(res.status)
    expect(res.body).not.toContain('TOP SECRET')
    expect(res.headers['x-content-type-options']).toBe('nosniff')
  })

  test.each([
    '/%c0%ae%c0%ae/secret.txt', // overlong UTF-8 for '..'
    '/%c0%ae%c0%ae%c0%afsecret.txt', // … and for '/'
    '/%e0%80%ae%e0%80%ae/secret.txt', // 3-byte overlong '.'
    '/%252e%252e/secret.txt', // double encoding: one decode leaves a literal '%2e%2e'
    '/%252e%252e%252fsecret.txt',
    '/..\\secret.txt', // a raw backslash
    '/.%2e/secret.txt',
    '/..;/secret.txt',
    '/' + 'x'.repeat(100_000), // past the server's header limit
    '/robots.txt/x', // a path through a file (ENOTDIR) once crashed the server
    '/img/logo.svg/../../secret.txt',
  ])(
    'over HTTP, %s (overlong UTF-8, double encoding, backslash, huge, through a file) never escapes: 400, 404 or 431',
    async (url) => {
      const res = await request(url)
      expect([400, 404, 431]).toContain(res.status)
      expect(res.body).not.toContain('TOP SECRET')
      expect(res.body).not.toContain('sibling')
    },
  )

  test('a path through a file answers 404, and the server keeps serving', async () => {
    expect(resolveRequest(dir, '/robots.txt/x')).toEqual({ status: 404 })
    expect((await request('/files/data.bin/x')).status).toBe(404)
    expect((await request('/tips')).status).toBe(200)
  })

  test('over HTTP, a path made of dot segments and slashes is not an open redirect', async () => {
    for (const url of ['/.//evil.example/x.html', '//evil.example/x.html', '/%2F%2Fevil.example/x.html']) {
      const res = await request(url)
      if (res.status >= 300 && res.status < 400) expect(res.headers.location).not.toMatch(/^\/\/|^\/\\|^[a-z]+:/i)
    }
  })
})

describe('generator/preview under a base URL', () => {
  test('L1 with base /docs/ pages are served under the base, redirects keep it, and paths outside it get 404', async () => {
    const server = await listen(createStaticHandler({ dir, base: '/docs/' }), 0, '127.0.0.1')
    const origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`
    try {
      const ok = await fetch(origin + '/docs/tips')
      expect(ok.status).toBe(200)
      expect(await ok.text()).toBe('<h1>Tips</h1>')
      const bare = await fetch(origin + '/docs', { redirect: 'manual' })
      expect([bare.status, bare.headers.get('location')]).toEqual([301, '/docs/'])
      const html = await fetch(origin + '/docs/tips.html', { redirect: 'manual' })
      expect([html.status, html.headers.get('location')]).toEqual([301, '/docs/tips'])
      expect((await fetch(origin + '/tips')).status).toBe(404)
    } finally {
      await new Promise<void>((resolve) => server.close(() => resolve()))
    }
  })
})
