import path from 'node:path'
import { describe, expect, test } from 'vitest'
import { parseDataFile } from './data-file.js'
import { frontMatterTags, readTagsFile, resolveTag, tagsFromData } from './tags.js'
import type { BuildError } from '../../core/errors.js'
import { makeSite } from '../../test/helpers.js'

const FILE = '/site/blog/tags.yml'
const parse = (yaml: string) => tagsFromData(parseDataFile(yaml, FILE, 'tags file'))
const problems = (yaml: string): [number | undefined, string][] => {
  try {
    parse(yaml)
    return []
  } catch (err) {
    const list = (err as BuildError & { errors?: BuildError[] }).errors ?? [err as BuildError]
    return list.map((e) => [e.line, e.message])
  }
}

describe('generator/tags: tags.yml', () => {
  test('each key has a label, description and permalink; missing ones default to the key capitalized and `/` + its kebab case', () => {
    expect(
      parse(
        'hola:\n  label: Hola\n  permalink: /hola\n  description: Hola tag description\nsayHello:\nrelease:\n  description: New versions\n',
      ),
    ).toEqual({
      hola: { label: 'Hola', description: 'Hola tag description', permalink: '/hola' },
      sayHello: { label: 'Sayhello', permalink: '/say-hello' },
      release: { label: 'Release', description: 'New versions', permalink: '/release' },
    })
    expect(parse('')).toEqual({})
  })

  test('unknown fields, values that are not strings, entries that are not mappings and shared permalinks are errors naming the line', () => {
    expect(problems('a:\n  label: A\n  colour: red\nb:\n  label: [B]\nc: just text\nd:\n  permalink: /a\n')).toEqual([
      [3, 'tag "a": unknown field `colour`'],
      [5, 'tag "b": `label` must be a string, got ["B"]'],
      [6, 'tag "c" must be a mapping (label, description, permalink) or empty'],
    ])
    expect(problems('a:\nb:\n  permalink: /a\n')).toEqual([[2, 'tags "a" and "b" have the same permalink "/a"']])
    expect(problems('- a\n')).toEqual([
      [1, 'The tags file must map each tag key to its label, description and permalink'],
    ])
    // A permalink becomes a URL and an output file.
    expect(problems('a:\n  permalink: /../../etc\nb:\n  permalink: /100%\n')).toEqual([
      [2, 'tag "a": the permalink "/../../etc" has a `.` or `..` segment'],
      [4, 'tag "b": the permalink "/100%" has a `%` that is not a percent-escape (%20)'],
    ])
  })

  test('readTagsFile: null without a file, {} for an empty one, errors name the file', async () => {
    const site = makeSite({ 'blog/tags.yml': '   \n', 'docs/tags.yml': 'a:\n  label: [\n' })
    expect(await readTagsFile(path.join(site, 'nothing'))).toEqual({
      tags: null,
      file: path.join(site, 'nothing/tags.yml'),
    })
    expect((await readTagsFile(path.join(site, 'blog'))).tags).toEqual({})
    await expect(readTagsFile(path.join(site, 'docs'))).rejects.toMatchObject({
      file: path.join(site, 'docs/tags.yml'),
      line: 3,
    })
  })
})

describe("generator/tags: a page's tags", () => {
  const file = parse('docusaurus:\n  label: Docusaurus\n  permalink: /docusaurus\n  description: About Docusaurus\n')

  test('a tag of the file gets its label, permalink and description', () => {
    expect(resolveTag('docusaurus', file)).toEqual({
      label: 'Docusaurus',
      permalink: '/docusaurus',
      description: 'About Docusaurus',
      inline: false,
    })
  })

  test('any other tag is inline: its label as written, the kebab case of it as permalink (lodash kebabCase, as Docusaurus)', () => {
    expect(resolveTag('v5', file)).toEqual({ label: 'v5', permalink: 'v-5', inline: true })
    expect(resolveTag('emitDecoratorMetadata', null)).toEqual({
      label: 'emitDecoratorMetadata',
      permalink: 'emit-decorator-metadata',
      inline: true,
    })
    expect(resolveTag('Tutorial - Basics', null).permalink).toBe('tutorial-basics')
    // The legacy object form keeps its permalink and is always inline.
    expect(resolveTag({ label: 'Old', permalink: '/old-tag' }, file)).toEqual({
      label: 'Old',
      permalink: '/old-tag',
      inline: true,
    })
  })

  test('frontMatterTags reads a list, a single string, or nothing', () => {
    expect(frontMatterTags(['a', { label: 'B', permalink: '/b' }])).toEqual(['a', { label: 'B', permalink: '/b' }])
    expect(frontMatterTags('a')).toEqual(['a'])
    expect(frontMatterTags(undefined)).toEqual([])
  })
})
