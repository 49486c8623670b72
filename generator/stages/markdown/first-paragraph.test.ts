import { describe, expect, test } from 'vitest'
import { firstParagraph } from './first-paragraph.js'

describe('generator/stages/markdown/first-paragraph', () => {
  test("28 a fenced code block with blank lines in it is skipped whole: its second half is not the first paragraph (a real site's cards showed a line of code)", () => {
    const body =
      '## Brute force\n\n```js\nconst a = 1\n\nfor (let i = 0; i < n; i++) {}\n```\n\n~~~\nplain\n\nmore\n~~~\n\nThe idea is to try every pair.\n'
    expect(firstParagraph(body)).toBe('The idea is to try every pair.')
  })

  test('headings, lists, quotes and HTML are skipped; links keep their text; a paragraph right before a fence ends at it', () => {
    expect(
      firstParagraph('# T\n\n- a\n- b\n\n> q\n\n<div>x</div>\n\nSee [the guide](./g.md) **now**\n```\ncode\n```\n'),
    ).toBe('See the guide now')
    expect(firstParagraph('```\nonly code\n```\n')).toBe('')
  })
})
