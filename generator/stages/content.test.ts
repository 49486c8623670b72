import path from 'node:path'
import { describe, expect, test } from 'vitest'
import { normalizeConfig } from './config.js'
import { closest, loadContent, oneErrorPerLimit, parseSource } from './content.js'
import { BuildError, FrontMatterError } from '../core/errors.js'
import { errorText, FIXTURES, makeSite, REPO_ROOT, rejection } from '../test/helpers.js'

const configFor = (root: string) => normalizeConfig(root, {}, null)
const load = (root: string) => loadContent(configFor(root))
const loadError = async (files: Record<string, string | Uint8Array>) => {
  const site = makeSite(files)
  return { site, err: await rejection(load(site)) }
}

describe('generator/content', () => {
  test('discovers docs, posts, pages, category metadata and authors of a fixture site, sorted', async () => {
    const root = path.join(FIXTURES, 'base-docs')
    const { content } = await load(root)
    expect(content.docs.map((d) => d.relativePath)).toEqual([
      'guides/extras.md',
      'guides/install.md',
      'guides/secret.md',
      'guides/usage.md',
      'index.md',
    ])
    expect(content.posts.map((d) => d.relativePath)).toEqual(['2024-12-01-old-news.md', '2025-02-01-new-news.md'])
    expect(content.pages.map((d) => d.relativePath)).toEqual(['about.md'])
    expect(content.categories).toEqual([{ dir: 'guides', label: 'Guides', position: 2, collapsed: true }])
    expect(content.authors.jane).toMatchObject({
      key: 'jane',
      name: 'Jane Doe',
      title: 'Maintainer',
      imageUrl: '/img/jane.svg',
      page: { permalink: '/jane' },
    })
    expect(content.docs.find((d) => d.relativePath === 'guides/install.md')).toMatchObject({
      kind: 'doc',
      sourcePath: path.join(root, 'content/docs/guides/install.md'),
      frontmatter: { title: 'Install', sidebar_position: 1 },
    })
  })

  test('discovery order does not depend on file creation order', async () => {
    const site = makeSite({
      'content/docs/zeta.md': '# Z',
      'content/docs/alpha.md': '# A',
      'content/docs/mid/b.md': '# B',
      'content/docs/mid/a.md': '# A',
    })
    const { content } = await load(site)
    expect(content.docs.map((d) => d.relativePath)).toEqual(['alpha.md', 'mid/a.md', 'mid/b.md', 'zeta.md'])
  })

  test('blog posts are found as YYYY-MM-DD-slug.md and YYYY-MM-DD-slug/index.md', async () => {
    const site = makeSite({
      'content/blog/2025-01-02-flat.md': '---\ntitle: Flat\n---\nx',
      'content/blog/2025-01-03-folder/index.md': '---\ntitle: Folder\n---\nx',
      'content/blog/2025-01-03-folder/notes.md': 'not a post',
    })
    const { content } = await load(site)
    expect(content.posts.map((p) => p.relativePath)).toEqual(['2025-01-02-flat.md', '2025-01-03-folder/index.md'])
  })

  test('the real site has every doc of the sidebar and the welcome post by robertpiosik', async () => {
    const { content, warnings } = await load(REPO_ROOT)
    expect(content.docs.map((d) => d.relativePath)).toEqual([
      'api-tools/code-completions.md',
      'api-tools/commit-messages.md',
      'api-tools/context-edit.md',
      'api-tools/index.md',
      'api-tools/intelligent-update.md',
      'chatbot-initialization.md',
      'context-selection.md',
      'index.md',
      'privacy.md',
      'tips.md',
    ])
    expect(content.posts.map((p) => p.relativePath)).toEqual(['2025-03-16-welcome.md'])
    expect(content.authors.robertpiosik).toMatchObject({ name: 'Robert Piosik', title: 'Creator' })
    expect(warnings).toEqual([])
  })

  test('a category file may be JSON or YAML', async () => {
    const site = makeSite({
      'content/docs/a/_category_.json': '{"label": "A folder", "position": 3, "collapsed": false}',
      'content/docs/a/x.md': 'x',
      'content/docs/b/_category_.yml': 'label: B folder\nposition: 1\n',
      'content/docs/b/y.md': 'y',
    })
    const { content } = await load(site)
    expect(content.categories).toEqual([
      { dir: 'a', label: 'A folder', position: 3, collapsed: false },
      { dir: 'b', label: 'B folder', position: 1, collapsed: undefined },
    ])
  })

  test('parseSource splits front matter from the body and knows the body start line', () => {
    const s = parseSource('---\ntitle: x\ntags: [a]\n---\n\nHello', '/s/x.md', 'doc', 'x.md')
    expect(s.frontmatter).toEqual({ title: 'x', tags: ['a'] })
    expect(s.body.trim()).toBe('Hello')
    expect(s.bodyStartLine).toBe(5)
    expect(s.body.split('\n').indexOf('Hello') + s.bodyStartLine).toBe(6)
  })

  test('parseSource without front matter starts the body at line 1; a BOM is dropped', () => {
    expect(parseSource('# Title', '/x.md', 'doc', 'x.md')).toMatchObject({
      frontmatter: {},
      body: '# Title',
      bodyStartLine: 1,
    })
    expect(parseSource('\uFEFF---\ntitle: y\n---\nbody', '/x.md', 'doc', 'x.md')).toMatchObject({
      frontmatter: { title: 'y' },
      body: 'body',
    })
  })

  test('invalid YAML names the file, the line and column, and what to do', () => {
    let err: FrontMatterError | undefined
    try {
      parseSource('---\ntitle: ok\ndescription: a: b\n---\nbody', '/s/bad.md', 'doc', 'bad.md')
    } catch (e) {
      err = e as FrontMatterError
    }
    expect(err).toBeInstanceOf(FrontMatterError)
    expect(err!.file).toBe('/s/bad.md')
    expect(err!.line).toBe(3) // `description: a: b` is line 3 of the file
    expect(err!.column).toBeGreaterThan(0)
    expect(errorText(err)).toMatch(/^\/s\/bad\.md:3:\d+: Invalid YAML in front matter/)
    expect(errorText(err)).toMatch(/Fix the YAML/)
  })

  test('broken YAML fails every time it is parsed (gray-matter is called with options, so nothing is cached)', () => {
    const text = '---\ntitle: [oops\n---\nbody'
    expect(() => parseSource(text, '/a.md', 'doc', 'a.md')).toThrow(FrontMatterError)
    expect(() => parseSource(text, '/a.md', 'doc', 'a.md')).toThrow(FrontMatterError)
  })

  test('a wrong type (sidebar_position: "two") names the file, the line, the field and what to do', async () => {
    const { site, err } = await loadError({
      'content/docs/a.md': '---\ntitle: A\ntags:\n  - x\n  - y\nsidebar_position: "two"\n---\nbody',
    })
    expect(err).toBeInstanceOf(FrontMatterError)
    expect(err.file).toBe(path.join(site, 'content/docs/a.md'))
    expect(err.line).toBe(6)
    expect(errorText(err)).toMatch(/`sidebar_position` must be a number, got "two"/)
    expect(errorText(err)).toMatch(/Change `sidebar_position` to a number/)
  })

  test.each([
    ['draft', '"yes"', /`draft` must be true or false/],
    ['tags', '{ a: 1 }', /`tags` must be a list of tags/],
    ['title', '[1, 2]', /`title` must be a string/],
    ['toc_max_heading_level', 'three', /`toc_max_heading_level` must be a number/],
  ])('a doc front-matter field %s: %s has the wrong type', async (key, value, re) => {
    const { err } = await loadError({ 'content/docs/a.md': `---\n${key}: ${value}\n---\nbody` })
    expect(errorText(err)).toMatch(re)
  })

  test('a post date that does not parse is an error naming the field', async () => {
    const { err } = await loadError({ 'content/blog/hello.md': '---\ntitle: Hi\ndate: not-a-date\n---\nbody' })
    expect(errorText(err)).toMatch(/`date` must be a date \(YYYY-MM-DD\), got "not-a-date"/)
    expect(err.line).toBe(3)
  })

  test('last_update front matter: `{ date, author }` (either alone, date as a YAML date or a date string) is accepted on docs', async () => {
    const site = makeSite({
      'content/docs/a.md': '---\nlast_update:\n  date: 2024-01-05\n  author: Ann\n---\nbody',
      'content/docs/b.md': '---\nlast_update: { author: Bob }\n---\nbody',
      'content/docs/c.md': "---\nlast_update:\n  date: '2024-03-01T10:00:00Z'\n---\nbody",
    })
    const { content, warnings } = await load(site)
    expect(warnings).toEqual([])
    expect(content.docs.map((d) => d.frontmatter.last_update)).toEqual([
      { date: new Date('2024-01-05'), author: 'Ann' },
      { author: 'Bob' },
      { date: '2024-03-01T10:00:00Z' },
    ])
  })

  test.each([
    ['a string', 'last_update: 2024-01-05', 2],
    ['an unknown key', 'last_update:\n  date: 2024-01-05\n  by: Ann', 2],
    ['a date that does not parse', 'last_update:\n  date: soon', 2],
    ['an author that is not a string', 'last_update:\n  author: [Ann]', 2],
    ['an empty object', 'last_update: {}', 2],
  ])(
    'last_update front matter that is %s is an error naming the key, its line and the expected shape',
    async (_, yaml, line) => {
      const { site, err } = await loadError({ 'content/docs/a.md': `---\ntitle: A\n${yaml}\n---\nbody` })
      expect(err).toBeInstanceOf(FrontMatterError)
      expect(err.file).toBe(path.join(site, 'content/docs/a.md'))
      expect(err.line).toBe(line + 1)
      expect(errorText(err)).toContain(
        '`last_update` must be an object with `date` (YYYY-MM-DD) and/or `author` (a string), and no other keys',
      )
    },
  )

  test('an impossible last_update date (YAML rolls it over) is an error naming the line of `date`', async () => {
    const { err } = await loadError({
      'content/docs/a.md': '---\ntitle: A\nlast_update:\n  author: Ann\n  date: 2025-02-30\n---\nbody',
    })
    expect(err.line).toBe(5)
    expect(errorText(err)).toMatch(/`last_update` is 2025-02-30, a day that does not exist/)
  })

  test('last_update is a doc field: on a post it is an unknown key (warned)', async () => {
    const site = makeSite({ 'content/blog/2025-01-01-p.md': '---\nlast_update: { author: Ann }\n---\nbody' })
    const { warnings } = await load(site)
    expect(warnings).toEqual([expect.stringMatching(/unknown front matter key `last_update`/)])
  })

  test('an unknown author key names the file, the line of `authors` and the known keys', async () => {
    const { site, err } = await loadError({
      'content/blog/authors.yml': 'jane:\n  name: Jane\n',
      'content/blog/2025-01-01-p.md': '---\ntitle: P\ndate: 2025-01-01\nauthors: [jane, bob]\n---\nbody',
    })
    expect(err).toBeInstanceOf(FrontMatterError)
    expect(err.file).toBe(path.join(site, 'content/blog/2025-01-01-p.md'))
    expect(err.line).toBe(4)
    expect(errorText(err)).toMatch(/Unknown author key "bob"/)
    expect(errorText(err)).toMatch(/authors\.yml or use one of: jane/)
  })

  test('an unknown front-matter key is a warning naming the key and the closest known one', async () => {
    const site = makeSite({ 'content/docs/a.md': '---\ntitle: A\nsidebar_positon: 2\n---\nbody' })
    const { warnings } = await load(site)
    expect(warnings).toHaveLength(1)
    expect(warnings[0]).toContain(path.join(site, 'content/docs/a.md') + ':3')
    expect(warnings[0]).toMatch(/unknown front matter key `sidebar_positon` \(did you mean `sidebar_position`\?\)/)
  })

  test('56.4 a key close to a known one in many files is one warning for the build: its first file and line, its likely meaning, how many more have it', async () => {
    const docs = Object.fromEntries(
      [1, 2, 3].map((i) => [`content/docs/d${i}.md`, `---\ntitle: D${i}\nsidebar_positon: ${i}\n---\nbody`]),
    )
    const site = makeSite(docs)
    const { warnings } = await load(site)
    expect(warnings).toEqual([
      `${path.join(site, 'content/docs/d1.md')}:3: unknown front matter key \`sidebar_positon\` (did you mean \`sidebar_position\`?) (and in 2 more files)`,
    ])
  })

  test("31 a key of the site's own (no known key near it) in many files is one warning: its first file and line, and how many more have it; the blog off, its posts are one warning", async () => {
    const posts = Object.fromEntries(
      [1, 2, 3].map((i) => [`content/docs/p${i}.md`, `---\ntitle: P${i}\ncategory: news\n---\nbody`]),
    )
    const site = makeSite(posts)
    const { warnings } = await load(site)
    expect(warnings).toEqual([
      `${path.join(site, 'content/docs/p1.md')}:3: unknown front matter key \`category\` (and in 2 more files): not read by this generator (known keys: ${warnings[0]!.split('known keys: ')[1]!.slice(0, -1)})`,
    ])
    expect(warnings[0]).toMatch(/known keys: id, title, /)
    const off = makeSite({
      'content/docs/a.md': '# A\n',
      'content/blog/2025-01-01-p.md': '---\nauthors: [nobody]\n---\nbody',
      'content/blog/2025-01-02-q.md': 'body',
    })
    const result = await loadContent(normalizeConfig(off, { blog: false }, null))
    expect(result.content.posts).toEqual([])
    expect(result.warnings).toEqual([
      `${path.join(off, 'content/blog')}: the blog is off (\`blog: false\`), so its 2 posts are not built; turn the blog on to build them`,
    ])
  })

  test('every front-matter problem of a pass is collected before throwing', async () => {
    const { err } = await loadError({
      'content/docs/a.md': '---\nsidebar_position: two\n---\nx',
      'content/docs/b.md': '---\ndraft: maybe\n---\nx',
      'content/docs/c.md': '---\ntitle: [\n---\nx',
    })
    expect(err.errors).toHaveLength(3)
    const text = errorText(err)
    expect(text).toMatch(/3 problems/)
    for (const f of ['a.md', 'b.md', 'c.md']) expect(text).toContain(f)
  })

  test('a file that is not valid UTF-8 is an error naming it and saying how to fix it', async () => {
    const { site, err } = await loadError({
      'content/docs/latin1.md': new Uint8Array([0x23, 0x20, 0x43, 0x61, 0x66, 0xe9, 0x0a]),
    })
    expect(err.file).toBe(path.join(site, 'content/docs/latin1.md'))
    expect(errorText(err)).toMatch(/not valid UTF-8/)
    expect(errorText(err)).toMatch(/UTF-8 encoding/)
  })

  test('an empty file is a doc with no front matter and an empty body', async () => {
    const site = makeSite({ 'content/docs/empty.md': '' })
    const { content } = await load(site)
    expect(content.docs[0]).toMatchObject({ relativePath: 'empty.md', frontmatter: {}, body: '' })
  })

  test('invalid authors.yml names the file and line', async () => {
    const { site, err } = await loadError({ 'content/blog/authors.yml': 'ann:\n  name: Ann\njane: [\n' })
    expect(err.file).toBe(path.join(site, 'content/blog/authors.yml'))
    expect(err.line).toBeGreaterThanOrEqual(3)
    expect(errorText(err)).toMatch(/Invalid authors file/)
  })

  test('an author with neither a name nor an image is an error naming the author and line', async () => {
    const { err } = await loadError({ 'content/blog/authors.yml': 'ann:\n  name: Ann\njane:\n  title: X\n' })
    expect(errorText(err)).toMatch(/author "jane" needs a `name` or an `image_url`/)
    expect(err.line).toBe(3)
  })

  test('a site without content/ has no sources and no error', async () => {
    const { content } = await load(makeSite({ 'README.md': 'x' }))
    expect(content).toEqual({
      docs: [],
      posts: [],
      pages: [],
      categories: [],
      authors: {},
      tags: { docs: null, blog: null },
      otherFiles: [],
    })
  })

  test('an unknown author key in a list names the line of that item', async () => {
    const { err } = await loadError({
      'content/blog/authors.yml': 'jane:\n  name: Jane\n',
      'content/blog/2025-01-01-p.md': '---\ntitle: P\nauthors:\n  - jane\n  - bob\n---\nbody',
    })
    expect(errorText(err)).toMatch(/Unknown author key "bob"/)
    expect(err.line).toBe(5)
  })

  test('a key referenced without any authors file says to create one', async () => {
    const { err } = await loadError({ 'content/blog/2025-01-01-p.md': '---\nauthors: [bob]\n---\nbody' })
    expect(errorText(err)).toMatch(/Unknown author key "bob"[\s\S]*create content\/blog\/authors\.yml/)
  })

  test('authors written in the front matter (inline or legacy) are built, with one warning per post naming the line (onInlineAuthors: warn)', async () => {
    const site = makeSite({
      'content/blog/authors.yml': 'jane:\n  name: Jane\n',
      'content/blog/2025-01-01-a.md':
        '---\ntitle: A\nauthors:\n  - jane\n  - name: Guest Writer\n    title: Visitor\n---\nbody',
      'content/blog/2025-01-02-b.md':
        '---\ntitle: B\nauthor: Old Style\nauthorTitle: Legacy\nauthor_url: https://old.example\n---\nbody',
    })
    const { content, warnings } = await load(site)
    expect(content.posts).toHaveLength(2)
    expect(warnings).toEqual([
      `${path.join(site, 'content/blog/2025-01-01-a.md')}:3: blog author Guest Writer is written in the front matter, not in content/blog/authors.yml; declare each author once there and reference them by key (\`authors: [key]\`)`,
      `${path.join(site, 'content/blog/2025-01-02-b.md')}:3: blog author Old Style is written in the front matter, not in content/blog/authors.yml; declare each author once there and reference them by key (\`authors: [key]\`)`,
    ])
  })

  test('an `authors` value of the wrong type is one error, from the type check', async () => {
    const { err } = await loadError({ 'content/blog/2025-01-01-p.md': '---\nauthors: [1, 2]\n---\nbody' })
    expect(err).toBeInstanceOf(FrontMatterError)
    expect(errorText(err)).toMatch(
      /`authors` must be an author key, an author object \(\{ name, title, url, image_url \}\), or a list of them, got \[1,2\]/,
    )
  })

  test('mixing `authors` and the legacy `author` is an error', async () => {
    const { err } = await loadError({
      'content/blog/authors.yml': 'jane:\n  name: Jane\n',
      'content/blog/2025-01-01-p.md': '---\nauthor: Someone\nauthors: [jane]\n---\nbody',
    })
    expect(errorText(err)).toMatch(/both `authors` and the legacy `author` front matter are set/)
    expect(err.line).toBe(3)
  })

  test('a post file name with a day the calendar does not have is an error, unless `date` is set', async () => {
    const { site, err } = await loadError({ 'content/blog/2025-02-30-p.md': '# P\n' })
    expect(err.file).toBe(path.join(site, 'content/blog/2025-02-30-p.md'))
    expect(errorText(err)).toMatch(/The date in the file name, 2025-02-30, is not a day of the calendar/)
    const ok = makeSite({ 'content/blog/2025-02-30-p.md': '---\ndate: 2025-03-01\n---\n# P\n' })
    expect((await load(ok)).content.posts).toHaveLength(1)
  })

  test('tags.yml of the blog and of the docs are read; each tag not in it is warned about once per page, naming the line', async () => {
    const site = makeSite({
      'content/blog/tags.yml': 'release:\n  label: Release\n  description: New versions\n',
      'content/blog/2025-01-01-p.md': '---\ntitle: P\ntags:\n  - release\n  - v5\n  - emitDecoratorMetadata\n---\nbody',
      'content/docs/tags.yml': 'guide:\n',
      'content/docs/a.md': '---\ntags: [guide, extra]\n---\nbody',
      'content/pages/p.md': 'A page has no tags file.',
    })
    const { content, warnings } = await load(site)
    expect(content.tags).toEqual({
      blog: { release: { label: 'Release', description: 'New versions', permalink: '/release' } },
      docs: { guide: { label: 'Guide', permalink: '/guide' } },
    })
    const post = path.join(site, 'content/blog/2025-01-01-p.md')
    expect(warnings).toEqual([
      `${path.join(site, 'content/docs/a.md')}:2: tag "extra" is not defined in content/docs/tags.yml; add it there (with a label, a description and a permalink) or use one of: guide`,
      `${post}:5: tag "v5" is not defined in content/blog/tags.yml; add it there (with a label, a description and a permalink) or use one of: release`,
      `${post}:6: tag "emitDecoratorMetadata" is not defined in content/blog/tags.yml; add it there (with a label, a description and a permalink) or use one of: release`,
    ])
  })

  test('without a tags file, tags are not warned about', async () => {
    const { content, warnings } = await load(
      makeSite({ 'content/blog/2025-01-01-p.md': '---\ntags: [a, b]\n---\nbody' }),
    )
    expect(content.tags).toEqual({ docs: null, blog: null })
    expect(warnings).toEqual([])
  })

  test('a tags.yml problem is an error naming the file and line; a tags.yaml is named in a warning (only tags.yml is read)', async () => {
    const { site, err } = await loadError({ 'content/blog/tags.yml': 'a:\n  label: A\nb:\n  lable: B\n' })
    expect(err.file).toBe(path.join(site, 'content/blog/tags.yml'))
    expect(err.line).toBe(4)
    expect(errorText(err)).toMatch(/tag "b": unknown field `lable`[\s\S]*Did you mean `label`/)
    const other = makeSite({ 'content/docs/tags.yaml': 'a:\n' })
    expect((await load(other)).warnings).toEqual([
      `${path.join(other, 'content/docs/tags.yaml')}: not read — the tags file is tags.yml (as in Docusaurus); rename it to tags.yml`,
    ])
  })

  test('a tag with no letters or digits to make its URL from is an error naming its line', async () => {
    const { err } = await loadError({
      'content/blog/2025-01-01-p.md': '---\ntitle: P\ntags:\n  - fine\n  - "!!!"\n---\nbody',
    })
    expect(errorText(err)).toMatch(/tag "!!!" has no letters or digits to make its URL from/)
    expect(err.line).toBe(5)
  })

  test('legacy tag objects { label, permalink } are accepted in front matter', async () => {
    const { content } = await load(
      makeSite({ 'content/docs/a.md': '---\ntags:\n  - label: Old style\n    permalink: /old\n---\nbody' }),
    )
    expect(content.docs[0]!.frontmatter.tags).toEqual([{ label: 'Old style', permalink: '/old' }])
  })

  test('closest suggests a known name within a small edit distance', () => {
    expect(closest('titel', ['title', 'tags'])).toBe('title')
    expect(closest('completely-different', ['title', 'tags'])).toBeNull()
  })
})

describe('read errors caused by the open-files limit', () => {
  test('thousands of EMFILE failures are one error naming the count, the first file and what to do; other errors stay', () => {
    const emfile = (i: number) =>
      new BuildError('Could not read the file', {
        file: `/site/docs/d${i}.md`,
        cause: Object.assign(new Error('EMFILE: too many open files'), { code: 'EMFILE' }),
      })
    const other = new BuildError('The file is not valid UTF-8 text', { file: '/site/docs/latin1.md' })
    const out = oneErrorPerLimit([emfile(0), other, ...Array.from({ length: 3000 }, (_, i) => emfile(i + 1))])
    expect(out).toHaveLength(2)
    expect(out[0]).toBe(other)
    expect(out[1]!.message).toBe(
      '3001 files could not be read: too many files are open (EMFILE); the first was this one',
    )
    expect(out[1]!.file).toBe('/site/docs/d0.md')
    expect(out[1]!.hint).toContain('ulimit -n')
    expect(oneErrorPerLimit([emfile(0)])).toHaveLength(1) // one failure is shown as it is
  })
})
