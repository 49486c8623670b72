import { describe, expect, test } from 'vitest'
import { groupUnknownLanguages } from './warnings.js'

describe('warnings', () => {
  test('an unknown code language is reported once with its count and first places; one block keeps the usual line', () => {
    const w = (f: string, l: string) => `${f}: Unknown code block language \`${l}\`; shown as plain text`
    expect(
      groupUnknownLanguages([
        w('/a.md:3', 'cobol'),
        'other warning',
        w('/b.md:7', 'cobol'),
        w('/c.md:1', 'abap'),
        w('/d.md:2', 'cobol'),
        w('/e.md:9', 'cobol'),
      ]),
    ).toEqual([
      'Unknown code block language `cobol` in 4 blocks; shown as plain text: /a.md:3, /b.md:7, /d.md:2, and 1 more',
      'other warning',
      w('/c.md:1', 'abap'),
    ])
  })
})
