import { describe, expect, test } from 'vitest'
import { bracketAdmonitionTitles } from './admonition-titles.js'

describe('older admonition titles', () => {
  test(':::caution AWS Lambda becomes :::caution[AWS Lambda]; other lines and code fences are kept', () => {
    const md =
      ':::caution AWS Lambda\nBody.\n:::\n\n::::tip  Two words [x]\n::::\n\n```md\n:::note Not this\n```\n\n:::note\n:::'
    expect(bracketAdmonitionTitles(md)).toBe(
      ':::caution[AWS Lambda]\nBody.\n:::\n\n::::tip[Two words \\[x\\]]\n::::\n\n```md\n:::note Not this\n```\n\n:::note\n:::',
    )
  })
  test('31 a line ending in \\r\\n (a file saved on Windows) is read the same, its \\r kept', () => {
    expect(bracketAdmonitionTitles(':::warning Deprecated\r\nBody.\r\n:::\r\n')).toBe(
      ':::warning[Deprecated]\r\nBody.\r\n:::\r\n',
    )
  })
  test('the bracket and attribute forms are left as written', () => {
    const md = ':::tip[Title]\nx\n:::\n:::tabs{groupId="a"}\n:::'
    expect(bracketAdmonitionTitles(md)).toBe(md)
  })
})
