import { describe, expect, test } from 'vitest'
import { findDeepNesting, MAX_NESTING, MAX_QUOTE_NESTING } from './nesting.js'

const nestedList = (n: number, indent = '  ') =>
  Array.from({ length: n }, (_, i) => indent.repeat(i) + '- item\n').join('')

describe('generator/markdown/nesting', () => {
  test.each([
    ['a 1,000-deep indented list', nestedList(1000), MAX_NESTING + 1],
    ['a 1,000-deep list with tabs', nestedList(1000, '\t'), MAX_NESTING + 1],
    ['5,000 blockquote markers', 'text\n\n' + '>'.repeat(5000) + ' deep\n', 3],
    ['1,000 list markers on one line', '- '.repeat(1000) + 'x\n', 1],
    ['mixed quotes and lists', '> - '.repeat(500) + 'x\n', 1],
  ])('%s is found, with its line', (_name, text, line) => {
    const found = findDeepNesting(text)
    expect(found?.line).toBe(line)
    expect(found!.depth).toBeGreaterThan(MAX_NESTING)
  })

  test.each([
    ['ordinary nested lists', '- a\n  - b\n    - c\n      1. d\n         - e\n'],
    ['quotes with lists', '> a\n> - b\n>   - c\n'],
    ['thematic breaks', '- - -\n* * *\n'],
    [
      'a deeply indented code block in a fence',
      '```json\n' + Array.from({ length: 300 }, (_, i) => ' '.repeat(i) + '- x').join('\n') + '\n```\n',
    ],
    ['a list just at the limit', nestedList(MAX_NESTING)],
    ['1,000 blockquotes (linear to parse; they compile)', '>'.repeat(MAX_QUOTE_NESTING) + ' deep\n'],
    ['100 sibling items', '- a\n'.repeat(100)],
  ])('%s pass', (_name, text) => {
    expect(findDeepNesting(text)).toBeNull()
  })
})
