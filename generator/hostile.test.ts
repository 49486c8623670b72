/**
 * Hostile content: content and front matter are untrusted text as far as the HTML
 * is concerned. Every output file is checked: HTML pages (parsed with parse5) carry no script
 * but ours (the inline colour-mode bootstrap, the module script, JSON-LD that parses as JSON),
 * no event-handler attribute and no `javascript:` URL; the HTML inside JSON (route data, JSON
 * Feed) and inside feed CDATA follows the same rule; feeds and sitemaps have no element the
 * payload could have opened. Text files (llms.txt, markdown twins) are served as text. A
 * property-based test (fast-check) feeds random and hostile strings into front matter and
 * markdown: a build either fails with a BuildError or its output passes those checks.
 * Runs: 25 by default, 200 with CWC_SLOW=1.
 */
import fs from 'node:fs'
import path from 'node:path'
import fc from 'fast-check'
import fg from 'fast-glob'
import { parse, parseFragment } from 'parse5'
import { beforeAll, describe, expect, test } from 'vitest'
import { build } from './build.js'
import { bundleClient } from './stages/bundle.js'
import { resolveConfig } from './stages/config.js'
import { BuildError } from './core/errors.js'
import { makeSite, tempDir } from './test/helpers.js'
import type { AssetManifest, BundleResult } from './core/types.js'

const SLOW = process.env.CWC_SLOW === '1'

/** A node of parse5's default tree adapter, as far as these checks need it. */
interface P5Node {
  nodeName: string
  tagName?: string
  attrs?: { name: string; value: string }[]
  childNodes?: P5Node[]
  content?: P5Node
  value?: string
}

const URL_ATTRS = new Set(['href', 'src', 'action', 'formaction', 'xlink:href', 'data', 'poster'])

/** Problems in parsed HTML: foreign scripts, event handlers, script URLs. */
function htmlProblems(root: P5Node, assets: AssetManifest): string[] {
  const problems: string[] = []
  const stack: P5Node[] = [root]
  while (stack.length) {
    const node = stack.pop()!
    if (node.tagName) {
      const attrs = Object.fromEntries((node.attrs ?? []).map((a) => [a.name, a.value]))
      if (node.tagName === 'script') {
        const text = (node.childNodes ?? []).map((c) => c.value ?? '').join('')
        const ours =
          (!attrs.src && !attrs.type && text === assets.inlineHead) ||
          (attrs.type === 'module' && attrs.src === assets.script && !text) ||
          (attrs.type === 'application/ld+json' && isJson(text))
        if (!ours) problems.push(`a script that is not ours: <script ${JSON.stringify(attrs)}>${text.slice(0, 80)}`)
      }
      for (const [name, value] of Object.entries(attrs)) {
        if (/^on/i.test(name)) problems.push(`an event handler: <${node.tagName} ${name}="${value.slice(0, 60)}">`)
        if (URL_ATTRS.has(name) && /^(?:javascript|vbscript):/i.test(value.replace(/[\u0000-\u0020]/g, '')))
          problems.push(`a script URL: <${node.tagName} ${name}="${value.slice(0, 60)}">`)
      }
    }
    if (node.content) stack.push(node.content)
    stack.push(...(node.childNodes ?? []))
  }
  return problems
}

function isJson(text: string): boolean {
  try {
    JSON.parse(text)
    return !/<\/script/i.test(text)
  } catch {
    return false
  }
}

/** Tags feeds and sitemaps may contain (outside CDATA). */
const XML_TAGS = new Set([
  '?xml',
  'rss',
  'channel',
  'title',
  'link',
  'description',
  'language',
  'lastBuildDate',
  'atom:link',
  'item',
  'guid',
  'pubDate',
  'category',
  'dc:creator',
  'author',
  'content:encoded',
  'feed',
  'id',
  'updated',
  'subtitle',
  'entry',
  'published',
  'summary',
  'content',
  'name',
  'uri',
  'email',
  'generator',
  'urlset',
  'url',
  'loc',
  'lastmod',
  'changefreq',
  'priority',
  'image',
  'icon',
  'logo',
  'rights',
  'copyright',
  'docs',
  'sitemapindex',
  'sitemap',
  'xhtml:link',
])

/** Every problem in an output folder (file: problem). */
function outputProblems(outDir: string, assets: AssetManifest): string[] {
  const problems: string[] = []
  for (const rel of fg.sync('**/*', { cwd: outDir, dot: true, onlyFiles: true })) {
    const text = () => fs.readFileSync(path.join(outDir, rel), 'utf8')
    const add = (list: string[]) => problems.push(...list.map((p) => `${rel}: ${p}`))
    if (rel.endsWith('.html')) add(htmlProblems(parse(text()) as unknown as P5Node, assets))
    else if (rel.endsWith('.json') && !rel.startsWith('pagefind/')) {
      let data: unknown
      try {
        data = JSON.parse(text())
      } catch {
        add(['not valid JSON'])
        continue
      }
      for (const s of htmlStrings(data)) add(htmlProblems(parseFragment(s) as unknown as P5Node, assets))
    } else if (rel.endsWith('.xml')) {
      const xml = text()
      const cdata = [...xml.matchAll(/<!\[CDATA\[([\s\S]*?)\]\]>/g)].map((m) => m[1]!)
      const outside = xml.replace(/<!\[CDATA\[[\s\S]*?\]\]>/g, '')
      for (const m of outside.matchAll(/<\/?([^\s>/]+)/g))
        if (!XML_TAGS.has(m[1]!)) add([`an element that is not part of the feed: <${m[1]}>`])
      for (const html of cdata) add(htmlProblems(parseFragment(html) as unknown as P5Node, assets))
    }
  }
  return problems
}

/**
 * The HTML strings of JSON output: route data `html`, JSON Feed `content_html`, `…Html`. The
 * other strings are text to their readers (the router sets `document.title` and attributes
 * from them, feed readers show them as text), so `<` in them is harmless.
 */
function* htmlStrings(value: unknown, key = ''): Generator<string> {
  if (typeof value === 'string') {
    if (key === 'html' || key.endsWith('_html') || key.endsWith('Html')) yield value
  } else if (Array.isArray(value)) for (const v of value) yield* htmlStrings(v, key)
  else if (value && typeof value === 'object') for (const [k, v] of Object.entries(value)) yield* htmlStrings(v, k)
}

/** YAML scalar for any string (JSON strings are YAML double-quoted scalars). */
const y = (s: string) => JSON.stringify(s)

let bundle: BundleResult
beforeAll(async () => {
  bundle = await bundleClient(await resolveConfig(tempDir('ssg-hostile-cfg-'), { config: {} }))
}, 120_000)

async function buildSite(files: Record<string, string>): Promise<string> {
  const root = makeSite(files)
  const outDir = path.join(root, 'dist')
  await build(root, { outDir, bundle })
  return outDir
}

/** A payload that tries to leave every context it can land in. */
const PAYLOAD = `</title></script><script>alert("x")</script><img src=x onerror=alert(1)>"'&<!--]]>`
/** The same as markdown text (entities and escapes, so the author wrote no HTML). */
const MD_PAYLOAD =
  '&lt;/title&gt;&lt;script&gt;alert("x")&lt;/script&gt;\\<img src=x onerror=alert(1)> ]]> `<script>` &amp;'

describe('generator/hostile', () => {
  test('titles, descriptions, tags, authors, headings and link texts are escaped in every page, route data, feed and sitemap', async () => {
    const outDir = await buildSite({
      'content/docs/index.md': `---\ntitle: ${y(PAYLOAD)}\ndescription: ${y(PAYLOAD)}\nsidebar_label: ${y(PAYLOAD)}\ntags: [${y(PAYLOAD)}]\nkeywords: [${y(PAYLOAD)}]\n---\n\n## ${MD_PAYLOAD}\n\n[${MD_PAYLOAD}](./other.md) and ![${MD_PAYLOAD}](/img/x.png)\n\n:::note[${MD_PAYLOAD}]\nBody ${MD_PAYLOAD}\n:::\n\n| ${MD_PAYLOAD} |\n|---|\n| cell |\n`,
      'content/docs/other.md': `# ${MD_PAYLOAD}\n\nText.\n`,
      'content/blog/2025-01-01-post.md': `---\ntitle: ${y(PAYLOAD)}\ndescription: ${y(PAYLOAD)}\ntags: [${y(PAYLOAD)}]\nauthors: [evil]\n---\n\n${MD_PAYLOAD}\n\n<!-- truncate -->\n\nMore.\n`,
      'content/blog/authors.yml': `evil:\n  name: ${y(PAYLOAD)}\n  title: ${y(PAYLOAD)}\n  url: https://example.com/?q=${encodeURIComponent(PAYLOAD)}\n`,
      'static/img/x.png': 'png',
    })
    expect(outputProblems(outDir, bundle.assets)).toEqual([])
    // The payload arrives as text: the document title, the meta description and the heading say it literally.
    const doc = parse(fs.readFileSync(path.join(outDir, 'index.html'), 'utf8')) as unknown as P5Node
    const find = (n: P5Node, pred: (n: P5Node) => boolean): P5Node | undefined =>
      pred(n) ? n : (n.childNodes ?? []).map((c) => find(c, pred)).find(Boolean)
    const titleText = find(doc, (n) => n.tagName === 'title')!.childNodes![0]!.value
    expect(titleText).toBe(
      `${PAYLOAD} | ${path
        .basename(path.dirname(outDir))
        .replace(/[-_]+/g, ' ')
        .replace(/^./, (c) => c.toUpperCase())}`,
    )
    expect(
      find(
        doc,
        (n) => n.tagName === 'meta' && n.attrs!.some((a) => a.name === 'name' && a.value === 'description'),
      )!.attrs!.find((a) => a.name === 'content')!.value,
    ).toBe(PAYLOAD)
    const route = JSON.parse(fs.readFileSync(path.join(outDir, '__data/index.json'), 'utf8')) as {
      title: string
      description: string
    }
    expect(route.title.startsWith(PAYLOAD)).toBe(true)
    expect(route.description).toBe(PAYLOAD)
    const postHtml = fs.readFileSync(path.join(outDir, 'blog/2025/01/01/post.html'), 'utf8')
    expect(postHtml).toContain(
      '<h1 class="blog-post__title">&lt;/title&gt;&lt;/script&gt;&lt;script&gt;alert(&quot;x&quot;)&lt;/script&gt;&lt;img src=x onerror=alert(1)&gt;',
    )
    expect(postHtml).toContain('application/ld+json') // JSON-LD is present, and passed the check above
  })

  test('a raw <script> in content is refused unless the site opts in, naming the file and line', async () => {
    const err = await buildSite({ 'content/docs/index.md': '# Home\n\n<script>steal()</script>\n' }).catch(
      (e: unknown) => e,
    )
    expect(err).toBeInstanceOf(BuildError)
    expect((err as BuildError).format()).toMatch(
      /index\.md:3:1: `<script>` in content is not allowed\n {2}→ .*allowScripts: true/,
    )
    const outDir = await buildSite({
      'site.config.ts': 'export default { markdown: { allowScripts: true } }\n',
      'content/docs/index.md': '# Home\n\n<script>mine()</script>\n',
    })
    expect(fs.readFileSync(path.join(outDir, 'index.html'), 'utf8')).toContain('<script>mine()</script>')
  })

  test(
    'property: random and hostile strings in front matter and markdown never produce a script or handler the author did not write',
    async () => {
      const fragment = fc.constantFrom(
        '<script>alert(1)</script>',
        '"><img src=x onerror=alert(1)>',
        "'><svg onload=alert(1)>",
        'javascript:alert(1)',
        '</title>',
        '</script>',
        '<!--',
        '-->',
        ']]>',
        '&lt;script&gt;',
        '&#x3C;script&#x3E;',
        '\u2028',
        '\u0000',
        '{{x}}',
        '${x}',
        '---',
        ':::',
        '[x](javascript:alert(1))',
        '\\<b onclick=x>',
        '`<script>`',
        '<style>',
        '<iframe srcdoc="<script>x</script>">',
        '\n',
        '# ',
        '- ',
        '> ',
        '|',
        '*',
        '_',
        '[',
        ']',
        '(',
        ')',
        '"',
        "'",
        '&',
        '<',
        '>',
      )
      const hostile = fc.oneof(
        fc.string({ maxLength: 30 }),
        fc.string({ unit: 'grapheme', maxLength: 20 }),
        fc.string({ unit: 'binary', maxLength: 15 }),
        fc.array(fc.oneof(fragment, fc.string({ maxLength: 5 })), { maxLength: 8 }).map((a) => a.join('')),
      )
      const input = fc.record({
        title: hostile,
        description: hostile,
        tag: hostile,
        label: hostile,
        author: hostile,
        heading: hostile,
        linkText: hostile,
        body: hostile,
      })
      let built = 0
      let refused = 0
      await fc.assert(
        fc.asyncProperty(input, async (s) => {
          let outDir: string
          try {
            outDir = await buildSite({
              'content/docs/index.md': `---\ntitle: ${y(s.title)}\ndescription: ${y(s.description)}\nsidebar_label: ${y(s.label)}\ntags: [${y(s.tag)}]\n---\n\n## ${s.heading}\n\n[${s.linkText}](./other.md)\n\n${s.body}\n`,
              'content/docs/other.md': `# Other\n\n${s.linkText}\n`,
              'content/blog/2025-01-01-post.md': `---\ntitle: ${y(s.title)}\ntags: [${y(s.tag)}]\nauthors: [a]\n---\n\n${s.body}\n`,
              'content/blog/authors.yml': `a:\n  name: ${y(s.author)}\n`,
            })
          } catch (err) {
            // Refusing the input is fine, as long as it is a clear BuildError and not a crash.
            if (!(err instanceof BuildError)) throw err
            refused++
            return
          }
          built++
          expect(outputProblems(outDir, bundle.assets)).toEqual([])
        }),
        { numRuns: SLOW ? 200 : 25, endOnFailure: true },
      )
      expect(built).toBeGreaterThan(0)
      console.log(`hostile property: ${built} builds checked, ${refused} inputs refused with a BuildError`)
    },
    SLOW ? 1_800_000 : 300_000,
  )
})
