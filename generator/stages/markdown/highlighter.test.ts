import { describe, expect, test } from 'vitest'
import { additionalLanguageWarnings, hasGrammar, plainAdditionalLanguages } from './highlighter.js'

describe('generator/markdown/highlighter', () => {
  test('grammars are known by id, alias and Prism name', () => {
    expect(['typescript', 'ts', 'sh', 'flow', 'markup'].every(hasGrammar)).toBe(true)
    expect(hasGrammar('brainfuck')).toBe(false)
  })

  test('prism.additionalLanguages: only the names without a grammar are plain text', () => {
    expect([...plainAdditionalLanguages(['dart', 'brainfuck', 'powershell', 'promql'])]).toEqual([
      'brainfuck',
      'promql',
    ])
    expect(plainAdditionalLanguages([]).size).toBe(0)
  })

  test('prism.additionalLanguages: the names without a grammar are named in one warning with the config file; none, no warning', () => {
    expect(additionalLanguageWarnings(['dart', 'brainfuck', 'promql'], '/site/docusaurus.config.js')).toEqual([
      '/site/docusaurus.config.js: prism.additionalLanguages lists `brainfuck`, `promql`, for which there is no highlighting grammar here; their code blocks are shown as plain text',
    ])
    expect(additionalLanguageWarnings(['brainfuck'], null)).toEqual([
      'site config: prism.additionalLanguages lists `brainfuck`, for which there is no highlighting grammar here; its code blocks are shown as plain text',
    ])
    expect(additionalLanguageWarnings(['dart', 'java'], '/site/site.config.ts')).toEqual([])
  })
})
