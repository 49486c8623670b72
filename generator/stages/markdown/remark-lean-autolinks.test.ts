import { execFileSync } from 'node:child_process'
import { readFileSync } from 'node:fs'
import { createProcessor } from '@mdx-js/mdx'
import remarkDirective from 'remark-directive'
import remarkGfm from 'remark-gfm'
import remarkParse from 'remark-parse'
import { unified, type Processor } from 'unified'
import { describe, expect, test } from 'vitest'
import { autolinksPossible, remarkLeanAutolinks, transformPossible } from './remark-lean-autolinks.js'

// Typed as a plain Processor: `tree` takes markdown's and MDX's alike.
const full = unified().use(remarkParse).use(remarkGfm).use(remarkDirective).freeze() as unknown as Processor
const lean = unified()
  .use(remarkParse)
  .use(remarkGfm)
  .use(remarkLeanAutolinks)
  .use(remarkDirective)
  .freeze() as unknown as Processor

/** The tree as the processor parses it and runs its transforms (positions included). */
function tree(processor: Processor, doc: string): string {
  return JSON.stringify(processor.runSync(processor.parse(doc)))
}

const DOCS = [
  'Plain words and nothing else.',
  'Write to contact@example.org or ADMIN@Example.COM today.',
  'An address in code: `me@example.org`, and npm install @scope/pkg.',
  '```sh\nnpm install @example/index\n```\n\nThen @mention someone.',
  'Visit www.example.com, or WWW.EXAMPLE.COM, or wwwexample.',
  'See https://example.com/a?b=c) and HTTP://EXAMPLE.ORG. and httpx://nope.',
  '[a link](https://example.com) and <https://example.com/angle> and [ref]\n\n[ref]: https://example.com/ref',
  'Mixed: a@b.co, www.c.org and http://d.net in one line; (https://e.io).',
  'Emphasis *around a@b.co* and **www.x.org** and ~~https://y.io~~.',
  '| a | b |\n|---|---|\n| x@y.z | https://t.co |\n\n- [ ] task www.q.io\n\nFoot[^1]\n\n[^1]: note a@b.cd',
  ':::note\nAdmonition with mail me+tag@host.example\n:::\n\n:abbr[www.example.com]{title="x"}',
  '[www.inside.link](/x) and [mail a@b.co](/y): no autolink inside a link.',
  'Odd forms: a@.b, a_b@c-d.e_f, user.name+tag@sub.domain.museum. and x@y.',
  '> quoted www.example.com\n>\n> and a@b.co\n\n    indented https://code.example',
  'Words split\nacross lines: a\n@b.co is not an address; http:\n//x neither.',
  // Text nodes hold escapes and character references decoded: the transform finds these, the constructs do not.
  'admin&#64;example.org, admin&commat;example.org and admin\\@example.org',
  'www\\.example.com, &#x77;ww.example.com and www&period;x.org',
  'https&#58;//example.com, https\\://example.com and http:/\\/example.com',
  'Escapes elsewhere \\* and \\_ and a reference &amp; with nothing to link.',
]

describe('generator/markdown/remark-lean-autolinks', () => {
  test('which constructs can match: a sequence each needs, in any case', () => {
    expect(autolinksPossible('nothing here')).toBe(0)
    expect(autolinksPossible('npm install @scope/pkg')).toBe(0) // `@` after a space starts no address
    expect(autolinksPossible('a@b.co')).toBe(1)
    expect(autolinksPossible('WWW.x.org')).toBe(2)
    expect(autolinksPossible('see HTTPS://x.org')).toBe(4)
    expect(autolinksPossible('http: and www and @')).toBe(0)
    expect(autolinksPossible('a@b www.c http://d')).toBe(7)
  })

  test('the transform is kept when escapes or character references may make a sequence in text', () => {
    expect(transformPossible('plain \\* text')).toBe(false)
    expect(transformPossible('admin\\@example.org')).toBe(true)
    expect(transformPossible('https\\://example.com')).toBe(true)
    expect(transformPossible('any reference &amp; at all')).toBe(true)
  })

  test.each(DOCS)('the same tree as the full parse: %j', (doc) => {
    expect(tree(lean, doc)).toBe(tree(full, doc))
  })

  test("the same trees over every markdown and MDX file of this repository (MDX through MDX's parser)", () => {
    const files = execFileSync('git', ['ls-files', '*.md', '*.mdx'], { encoding: 'utf8' }).split('\n').filter(Boolean)
    expect(files.length).toBeGreaterThan(50)
    const mdxFull = createProcessor({ remarkPlugins: [remarkGfm, remarkDirective] }) as unknown as Processor
    const mdxLean = createProcessor({
      remarkPlugins: [remarkGfm, remarkLeanAutolinks, remarkDirective],
    }) as unknown as Processor
    let mdxCompared = 0
    for (const file of files) {
      const doc = readFileSync(file, 'utf8')
      expect(tree(lean, doc), file).toBe(tree(full, doc))
      if (!file.endsWith('.mdx')) continue
      let mdx: string
      try {
        mdx = JSON.stringify(mdxFull.parse(doc))
      } catch {
        continue
      } // not valid MDX (a fixture of an error)
      expect(JSON.stringify(mdxLean.parse(doc)), file).toBe(mdx)
      mdxCompared++
    }
    expect(mdxCompared).toBeGreaterThan(5)
  })

  test('a document is parsed without the constructs that cannot match in it, and the lists are put back', () => {
    const seen: string[][] = []
    // A stand-in parser that records the construct names micromark would be given.
    function recordingParser(this: Processor): void {
      const data = this.data() as { micromarkExtensions?: Array<{ text?: Record<string, unknown> }> }
      this.parser = () => {
        const names = new Set<string>()
        for (const ext of data.micromarkExtensions ?? []) {
          for (const value of Object.values(ext.text ?? {}))
            for (const c of [value].flat() as Array<{ name?: string }>) if (c.name) names.add(c.name)
        }
        seen.push([...names].filter((n) => n.endsWith('Autolink')).sort())
        return { type: 'root', children: [] }
      }
    }
    const processor = unified().use(recordingParser).use(remarkGfm).use(remarkLeanAutolinks).freeze()
    const before = (processor.data() as { micromarkExtensions?: unknown[] }).micromarkExtensions
    for (const doc of ['plain', 'a@b.co', 'www.x.org and https://y.org', 'all: a@b.co www.x.org https://y.org'])
      processor.parse(doc)
    expect(seen).toEqual([
      [],
      ['emailAutolink'],
      ['protocolAutolink', 'wwwAutolink'],
      ['emailAutolink', 'protocolAutolink', 'wwwAutolink'],
    ])
    expect((processor.data() as { micromarkExtensions?: unknown[] }).micromarkExtensions).toBe(before)
  })
})
