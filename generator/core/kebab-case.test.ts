import { describe, expect, test } from 'vitest'
import { capitalize, deburr, kebabCase, words } from './kebab-case.js'

describe('generator/core/kebab-case (lodash kebabCase, as Docusaurus slugs tags and author pages)', () => {
  test.each([
    ['v5', 'v-5'],
    ['emitDecoratorMetadata', 'emit-decorator-metadata'],
    ['Tutorial - Basics', 'tutorial-basics'],
    ['Hello World', 'hello-world'],
    ['docusaurus', 'docusaurus'],
    ['XMLHttpRequest', 'xml-http-request'],
    ['TypeScript 5.0', 'type-script-5-0'],
    ['Node.js', 'node-js'],
    ['C++', 'c'],
    ['1st place', '1st-place'],
    ['21ST century', '21st-century'],
    ["don't stop", 'dont-stop'],
    ['it’s', 'its'],
    ['Crème Brûlée', 'creme-brulee'],
    ['Straße', 'strasse'],
    ['Łódź', 'lodz'],
    ['foo_bar-baz', 'foo-bar-baz'],
    ['  spaced  out ', 'spaced-out'],
    ['Привет мир', 'привет-мир'],
    ['日本語 タグ', '日本語-タグ'],
    ['party 🎉', 'party-🎉'],
    ['!!!', ''],
  ])('%j → %j', (input, slug) => {
    expect(kebabCase(input)).toBe(slug)
  })

  test('words split at case changes, letters next to digits and punctuation; accents come off Latin letters', () => {
    expect(words('getURLParams')).toEqual(['get', 'URL', 'Params'])
    expect(words('abc123def')).toEqual(['abc', '123', 'def'])
    expect(words('plain words only')).toEqual(['plain', 'words', 'only'])
    expect(deburr('Ærø façade')).toBe('Aero facade')
  })

  test('capitalize: first letter up, the rest down (a tags.yml key without a label)', () => {
    expect(capitalize('docusaurus')).toBe('Docusaurus')
    expect(capitalize('hello WORLD')).toBe('Hello world')
    expect(capitalize('')).toBe('')
  })
})
