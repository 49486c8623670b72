/** One-page rebuilds of watch mode: when they apply, what they write, and when they refuse. */
import fs from 'node:fs'
import path from 'node:path'
import { describe, expect, test } from 'vitest'
import { build, BuildCache } from '../build.js'
import { rebuildPage } from './incremental.js'
import { makeSite, tempDir } from '../test/helpers.js'

const SITE = {
  'content/docs/index.md': '---\ntitle: Home\n---\n\nWelcome. See [Guide](./guide/intro.md).\n',
  'content/docs/guide/index.md': '# Guide\n\nThe guide section.\n',
  'content/docs/guide/intro.md': '# Intro\n\nIntro first paragraph.\n\n## Setup\n\nSome body text.\n',
  'content/docs/solo.md': '# Solo\n\nSolo first paragraph.\n\n## Part\n\nBody.\n',
  'content/blog/2025-01-01-hello.md': '---\ntitle: Hello\nauthors: [a]\n---\n\nPost body.\n',
  'content/blog/authors.yml': 'a:\n  name: A\n',
}

async function setup(workers?: string) {
  const root = makeSite(SITE)
  const outDir = path.join(tempDir('ssg-incr-'), 'out')
  const cache = new BuildCache()
  const saved = process.env.CWC_WORKERS
  if (workers) process.env.CWC_WORKERS = workers
  try {
    await build(root, { outDir, mode: 'development', cache })
  } finally {
    if (saved === undefined) delete process.env.CWC_WORKERS
    else process.env.CWC_WORKERS = saved
  }
  const edit = (rel: string, from: string, to: string) => {
    const file = path.join(root, rel)
    fs.writeFileSync(file, fs.readFileSync(file, 'utf8').replace(from, to))
    return file
  }
  const read = (rel: string) => fs.readFileSync(path.join(outDir, rel), 'utf8')
  return { root, outDir, cache, edit, read }
}

describe('generator/incremental', () => {
  test('a body edit rebuilds that page alone: its HTML and route data now, its twin and llms-full.txt after finish()', async () => {
    const { cache, edit, read, outDir } = await setup()
    const homeBefore = fs.statSync(path.join(outDir, 'index.html')).mtimeMs
    const file = edit('content/docs/solo.md', 'Body.', 'Body, edited.')
    const one = await rebuildPage(cache, file)
    expect(one).toMatchObject({
      url: '/solo',
      files: ['solo.html', expect.stringMatching(/^__data\/.*solo\.json$/)],
      warnings: [],
    })
    expect(read('solo.html')).toContain('Body, edited.')
    expect(read(one!.files[1]!)).toContain('Body, edited.')
    expect(read('solo.md')).not.toContain('Body, edited.')
    await one!.finish()
    expect(read('solo.md')).toContain('Body, edited.')
    expect(read('llms-full.txt')).toContain('Body, edited.')
    expect(fs.statSync(path.join(outDir, 'index.html')).mtimeMs).toBe(homeBefore)
    // The next whole build reuses the page compiled here.
    expect(cache.pages.get(file)?.page.html).toContain('Body, edited.')
  })

  test("a first-paragraph edit updates the page's own description when no other page shows it", async () => {
    const { cache, edit, read } = await setup()
    const one = await rebuildPage(cache, edit('content/docs/solo.md', 'Solo first paragraph.', 'A new opening.'))
    expect(one?.url).toBe('/solo')
    expect(read('solo.html')).toMatch(/<meta name="description" content="A new opening\."/)
  })

  test.each([
    ['front matter', 'content/docs/solo.md', '# Solo', '---\nsidebar_label: S\n---\n\n# Solo'],
    ['the title (h1)', 'content/docs/solo.md', '# Solo', '# Solo page'],
    ['a heading id (anchors other pages may link to)', 'content/docs/solo.md', '## Part', '## Part two'],
    ['a link', 'content/docs/solo.md', 'Body.', 'Body, see [home](./index.md).'],
    [
      'a first paragraph that a category card shows',
      'content/docs/guide/intro.md',
      'Intro first paragraph.',
      'Changed.',
    ],
    [
      'a blog post (lists, feeds and tag pages carry its text)',
      'content/blog/2025-01-01-hello.md',
      'Post body.',
      'Post body, edited.',
    ],
  ])('an edit of %s may reach other pages: null, so a whole build runs', async (_what, rel, from, to) => {
    const { cache, edit } = await setup()
    expect(await rebuildPage(cache, edit(rel, from, to))).toBeNull()
  })

  test('after a build by worker threads, the main thread makes its processor on the first one-page rebuild', async () => {
    const { cache, edit, read } = await setup('2')
    expect(cache.last?.processor).toBeNull()
    const one = await rebuildPage(cache, edit('content/docs/guide/intro.md', 'Some body text.', 'Other body text.'))
    expect(one?.url).toBe('/guide/intro')
    expect(read('guide/intro.html')).toContain('Other body text.')
    expect(cache.last?.processor).not.toBeNull()
  }, 60_000)
})
