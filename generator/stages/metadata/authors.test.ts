import path from 'node:path'
import { describe, expect, test } from 'vitest'
import { authorsFromData, normalizeSocials, postAuthors, readAuthorsFile } from './authors.js'
import { parseDataFile } from './data-file.js'
import { errorText, makeSite, rejection } from '../../test/helpers.js'
import type { Author } from '../../core/types.js'

const FILE = '/site/blog/authors.yml'
const parse = (yaml: string) => authorsFromData(parseDataFile(yaml, FILE, 'authors file'))

describe('generator/authors: the authors file', () => {
  test('an author has a page only with `page: true` (at the key in kebab case) or `page: { permalink }`', () => {
    const { authors, errors } = parse(
      [
        'ann:\n  name: Ann\n  page: true',
        'JaneDoe:\n  name: Jane\n  page: true',
        'bob:\n  name: Bob\n  page:\n    permalink: /all-bob-articles',
        'cy:\n  name: Cy',
        'dee:\n  name: Dee\n  page: false',
      ].join('\n'),
    )
    expect(errors).toEqual([])
    expect(Object.fromEntries(Object.values(authors).map((a) => [a.key, a.page]))).toEqual({
      ann: { permalink: '/ann' },
      JaneDoe: { permalink: '/jane-doe' },
      bob: { permalink: '/all-bob-articles' },
      cy: null,
      dee: null,
    })
  })

  test('fields: name, title, url, email, image_url or imageURL, description; an image alone is enough', () => {
    const { authors, errors } = parse(
      [
        'ann:\n  name: Ann\n  title: Editor\n  url: https://ann.example\n  email: ann@example.com\n  image_url: /img/ann.png\n  description: Writes the release notes.',
        'pic:\n  imageURL: https://example.com/pic.png',
      ].join('\n'),
    )
    expect(errors).toEqual([])
    expect(authors.ann).toEqual({
      key: 'ann',
      name: 'Ann',
      title: 'Editor',
      url: 'https://ann.example',
      email: 'ann@example.com',
      imageUrl: '/img/ann.png',
      description: 'Writes the release notes.',
      page: null,
      socials: {},
    })
    expect(authors.pic).toMatchObject({ key: 'pic', name: undefined, imageUrl: 'https://example.com/pic.png' })
  })

  test('problems name the line of their entry: no name nor image, a bad page, two authors with one page', () => {
    const { errors } = parse(
      'ann:\n  name: Ann\n  page: true\nbob:\n  title: Nameless\nann2:\n  name: Ann Two\n  page:\n    permalink: /ann\ncy:\n  name: Cy\n  page: yes please\n',
    )
    expect(errors.map((e) => [e.line, e.message])).toEqual([
      [4, 'author "bob" needs a `name` or an `image_url`'],
      [12, 'author "cy": `page` must be true, false or { permalink: \'/path\' }, got "yes please"'],
      [8, 'authors "ann" and "ann2" have the same page permalink "/ann"'],
    ])
    expect(errors.every((e) => e.file === FILE)).toBe(true)
    expect(parse('ann:\n  name: Ann\n  page:\n    permalink: /a?b\n').errors.map((e) => [e.line, e.message])).toEqual([
      [3, 'author "ann": the page permalink "/a?b" has a `?`, `#` or `\\`'],
    ])
  })

  test('an entry that is not a mapping, and a file that is not one, are errors', () => {
    expect(parse('ann: Ann\n').errors.map((e) => [e.line, e.message])).toEqual([
      [1, 'author "ann" must be a mapping of fields (name, title, url, image_url, socials, page)'],
    ])
    expect(parse('- ann\n').errors[0]!.message).toMatch(/must map each author key/)
    expect(parse('').authors).toEqual({})
  })

  test('an unknown field is a warning naming its line (Docusaurus accepts and ignores it)', () => {
    const { warnings, errors } = parse('ann:\n  name: Ann\n  twitter: ann\n')
    expect(errors).toEqual([])
    expect(warnings).toEqual([
      `${FILE}:3: author "ann": unknown field \`twitter\` is not used. Known fields: name, title, url, email, image_url, imageURL, page, socials, description.`,
    ])
  })

  test('the default file may be authors.yml, authors.yaml or authors.json; another authorsMapPath is read as given', async () => {
    const yaml = makeSite({ 'blog/authors.yaml': 'ann:\n  name: Ann\n' })
    expect((await readAuthorsFile(path.join(yaml, 'blog'), 'authors.yml')).authors.ann?.name).toBe('Ann')
    const json = makeSite({ 'blog/authors.json': '{ "ann": { "name": "Ann", "page": true } }' })
    const fromJson = await readAuthorsFile(path.join(json, 'blog'), 'authors.yml')
    expect(fromJson.file).toBe(path.join(json, 'blog/authors.json'))
    expect(fromJson.authors.ann?.page).toEqual({ permalink: '/ann' })
    const custom = makeSite({ 'blog/data/people.yml': 'bob:\n  name: Bob\n' })
    expect(Object.keys((await readAuthorsFile(path.join(custom, 'blog'), 'data/people.yml')).authors)).toEqual(['bob'])
    expect(await readAuthorsFile(path.join(custom, 'blog'), 'authors.yml')).toEqual({
      authors: {},
      file: null,
      warnings: [],
    })
  })

  test('a syntax error names the file, line and column', async () => {
    const site = makeSite({ 'blog/authors.yml': 'ann:\n  name: Ann\n  name: Twice\n' })
    const err = await rejection(readAuthorsFile(path.join(site, 'blog'), 'authors.yml'))
    expect(err.file).toBe(path.join(site, 'blog/authors.yml'))
    expect(err.line).toBe(3)
    expect(errorText(err)).toMatch(/Invalid authors file/)
  })
})

describe('generator/authors: socials as Docusaurus normalizes them', () => {
  test('a handle of a known platform becomes its profile URL; the key is written in lower case', () => {
    const { socials, problems } = normalizeSocials(
      {
        x: 'ada',
        Twitter: 'ada_t',
        github: 'ada-gh',
        linkedin: 'ada-l',
        stackoverflow: 82609,
        bluesky: 'ada.bsky.social',
        instagram: 'ada.i',
        threads: 'ada.t',
        mastodon: 'ada',
        twitch: 'adatv',
        youtube: 'adayt',
        email: 'ada@example.com',
      },
      ['ada', 'socials'],
    )
    expect(problems).toEqual([])
    expect(socials).toEqual({
      x: 'https://x.com/ada',
      twitter: 'https://twitter.com/ada_t',
      github: 'https://github.com/ada-gh',
      linkedin: 'https://www.linkedin.com/in/ada-l/',
      stackoverflow: 'https://stackoverflow.com/users/82609',
      bluesky: 'https://bsky.app/profile/ada.bsky.social',
      instagram: 'https://www.instagram.com/ada.i',
      threads: 'https://www.threads.net/@ada.t',
      mastodon: 'https://mastodon.social/@ada',
      twitch: 'https://twitch.tv/adatv',
      youtube: 'https://youtube.com/@adayt',
      email: 'mailto:ada@example.com',
    })
    expect(Object.keys(socials)[1]).toBe('twitter') // order as written
  })

  test('full URLs stay as written, on any platform; a handle with a slash is an error; an unknown platform needs a URL (warned, left out)', () => {
    const { socials, problems } = normalizeSocials(
      { newsletter: 'https://news.example', mastodon: 'https://fosstodon.org/@ada', x: 'x.com/ada', blog: 'ada' },
      ['ada', 'socials'],
    )
    expect(socials).toEqual({ newsletter: 'https://news.example', mastodon: 'https://fosstodon.org/@ada' })
    expect(problems.map((p) => [p.at.join('.'), !!p.warning, p.message])).toEqual([
      ['ada.socials.x', false, 'social `x` is "x.com/ada": neither a handle nor a full http(s) URL'],
      [
        'ada.socials.blog',
        true,
        'social `blog` is the handle "ada" of a platform with no known profile URL: it is not shown',
      ],
    ])
  })

  test('in the authors file, a bad social names its line', () => {
    const { errors, warnings, authors } = parse(
      'ann:\n  name: Ann\n  socials:\n    github: ann\n    x: https://x.com/ann/\n    web: not/a/url\n',
    )
    expect(authors.ann?.socials).toEqual({ github: 'https://github.com/ann', x: 'https://x.com/ann/' })
    expect(errors.map((e) => [e.line, e.message])).toEqual([
      [6, 'social `web` is "not/a/url": neither a handle nor a full http(s) URL'],
    ])
    expect(warnings).toEqual([])
  })
})

describe("generator/authors: a post's authors", () => {
  const map: Record<string, Author> = parse(
    'ann:\n  name: Ann\n  title: Editor\n  page: true\n  socials:\n    github: ann\nbob:\n  name: Bob\n',
  ).authors
  const resolve = (fm: Record<string, unknown>) => postAuthors(fm, map, 'blog/authors.yml')

  test('keys, as one string or a list, in the order written', () => {
    expect(resolve({ authors: 'ann' }).authors.map((a) => a.key)).toEqual(['ann'])
    expect(resolve({ authors: ['bob', 'ann'] })).toMatchObject({
      authors: [{ key: 'bob' }, { key: 'ann' }],
      inline: [],
      problems: [],
    })
    expect(resolve({}).authors).toEqual([])
  })

  test('inline objects, alone or mixed with keys: no key, no page, socials normalized', () => {
    const { authors, inline, problems } = resolve({
      authors: [
        'ann',
        {
          name: 'Guest',
          title: 'Visitor',
          url: 'https://guest.example',
          image_url: '/img/g.png',
          socials: { x: 'guest' },
        },
      ],
    })
    expect(problems).toEqual([])
    expect(authors[1]).toEqual({
      key: null,
      name: 'Guest',
      title: 'Visitor',
      url: 'https://guest.example',
      email: undefined,
      imageUrl: '/img/g.png',
      description: undefined,
      page: null,
      socials: { x: 'https://x.com/guest' },
    })
    expect(inline).toEqual([authors[1]])
    expect(resolve({ authors: { name: 'Solo', imageURL: 'https://example.com/s.png' } }).authors).toMatchObject([
      { key: null, name: 'Solo', imageUrl: 'https://example.com/s.png' },
    ])
  })

  test('an object with a key takes that author and overrides the fields it sets; it keeps the page', () => {
    const { authors, inline } = resolve({ authors: [{ key: 'ann', title: 'Guest editor' }] })
    expect(authors).toMatchObject([
      {
        key: 'ann',
        name: 'Ann',
        title: 'Guest editor',
        page: { permalink: '/ann' },
        socials: { github: 'https://github.com/ann' },
      },
    ])
    expect(inline).toEqual([])
  })

  test('the legacy author, author_title/authorTitle, author_url/authorURL, author_image_url/authorImageURL make one author without a page', () => {
    expect(
      resolve({ author: 'Old', author_title: 'T', author_url: 'https://old.example', author_image_url: '/img/o.png' })
        .authors,
    ).toEqual([
      {
        key: null,
        name: 'Old',
        title: 'T',
        url: 'https://old.example',
        imageUrl: '/img/o.png',
        page: null,
        socials: {},
      },
    ])
    expect(
      resolve({
        author: 'Camel',
        authorTitle: 'CT',
        authorURL: 'https://c.example',
        authorImageURL: 'https://c.example/c.png',
      }).authors,
    ).toMatchObject([
      { key: null, name: 'Camel', title: 'CT', url: 'https://c.example', imageUrl: 'https://c.example/c.png' },
    ])
  })

  test('problems: unknown key, legacy mixed with authors, a key twice, an object with no key, name or image', () => {
    const messages = (fm: Record<string, unknown>) => resolve(fm).problems.map((p) => [p.at.join('.'), p.message])
    expect(messages({ authors: ['ann', 'zed'] })).toEqual([['authors.1', 'Unknown author key "zed" in `authors`']])
    expect(resolve({ authors: ['zed'] }).problems[0]!.hint).toBe(
      'Add "zed" to blog/authors.yml or use one of: ann, bob.',
    )
    expect(messages({ author: 'X', authors: ['ann'] })).toEqual([
      ['authors', 'both `authors` and the legacy `author` front matter are set'],
    ])
    expect(messages({ authors: ['ann', { key: 'ann' }] })).toEqual([
      ['authors', 'author "ann" is listed twice in `authors`'],
    ])
    expect(messages({ authors: [{ title: 'No name' }] })).toEqual([
      ['authors.0', 'an inline author needs a `key`, a `name` or an `image_url`'],
    ])
    expect(messages({ authors: [{ name: 'N', title: 3 }] })).toEqual([
      ['authors.0.title', 'author field `title` must be a string, got 3'],
    ])
  })
})
