/**
 * npm packages that bring their own CSS and assets, as `react-tweet` does: a
 * package whose modules import `.module.css`, plain `.css`, a font and an image, used by a blog
 * post (MDX) of a Docusaurus project. Its CSS reaches the page that uses it, and only that page.
 */
import fs from 'node:fs'
import path from 'node:path'
import { describe, expect, test } from 'vitest'
import { build } from './build.js'
import { makeSite } from './test/helpers.js'

/** A 1×1 PNG. */
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==',
  'base64',
)

describe('generator: a package with its own CSS, fonts and images', () => {
  test('28.3 its CSS modules, stylesheet, font and image bundle; the page that uses it links its CSS, the others do not', async () => {
    const root = makeSite({
      'docusaurus.config.js': `module.exports = { title: 'T', url: 'https://t.example', baseUrl: '/', presets: [['classic', { docs: { sidebarPath: false } }]] }\n`,
      'docs/a.md': '# A\n\nNo package here.\n',
      'blog/2024-05-01-post.mdx': `---\ntitle: A post\n---\nimport { Tweet } from 'little-tweet'\n\nHere it is:\n\n<Tweet id="42" />\n`,
      'node_modules/little-tweet/package.json': JSON.stringify({
        name: 'little-tweet',
        version: '1.0.0',
        type: 'module',
        exports: { '.': './dist/index.js', './theme.css': './dist/theme.css' },
        sideEffects: ['*.css'],
      }),
      'node_modules/little-tweet/dist/index.js': `import { jsx, jsxs } from 'react/jsx-runtime'\nimport s from './tweet.module.css'\nimport './theme.css'\nimport bird from './bird.png'\nexport function Tweet({ id }) {\n  return jsxs('div', { className: s.root, 'data-tweet': id, children: [jsx('img', { src: bird, alt: '' }), jsx('p', { className: s.text, children: 'Tweet ' + id })] })\n}\n`,
      'node_modules/little-tweet/dist/tweet.module.css': `.root { border: 3px solid rgb(29, 155, 240); font-family: TweetSans, sans-serif }\n.text { color: rgb(15, 20, 25) }\n`,
      'node_modules/little-tweet/dist/theme.css': `@font-face { font-family: TweetSans; src: url(./tweet-sans.woff2) format('woff2') }\n:root { --tweet-blue: rgb(29, 155, 240) }\n`,
      'node_modules/little-tweet/dist/tweet-sans.woff2': 'wOF2 not really a font',
      'node_modules/little-tweet/dist/bird.png': PNG,
    })
    const report = await build(root, { cacheDir: false })
    const out = report.config.outDir
    const post = fs.readFileSync(path.join(out, 'blog/2024/05/01/post.html'), 'utf8')
    // The component rendered with the CSS module's class names and the image's hashed URL.
    const root_ =
      /<div class="([^"]+)" data-tweet="42"><img src="(\/assets\/files\/bird\.[0-9a-f]{8}\.png)" alt=""\/><p class="([^"]+)">Tweet 42<\/p><\/div>/.exec(
        post,
      )
    expect(root_).not.toBeNull()
    expect(fs.existsSync(path.join(out, root_![2]!))).toBe(true)
    // Its stylesheet: linked by the post, with the module's rules under those class names, the theme's rules
    // and the font copied.
    const sheets = [...post.matchAll(/<link rel="stylesheet" href="(\/assets\/css\/[^"]+)"/g)].map((m) => m[1]!)
    const css = sheets.map((s) => fs.readFileSync(path.join(out, s), 'utf8')).join('\n')
    expect(css).toContain(`.${root_![1]}{border:3px solid`)
    expect(css).toContain(`.${root_![3]}{color:`)
    expect(css).toContain('--tweet-blue')
    const font = /url\(([^)]+\.woff2)\)/.exec(css)?.[1]
    expect(font).toBeDefined()
    expect(fs.existsSync(path.join(out, font!))).toBe(true)
    // A page that does not use it links none of it.
    const doc = fs.readFileSync(path.join(out, 'docs/a.html'), 'utf8')
    for (const s of sheets) expect(doc).not.toContain(s)
  })
})
