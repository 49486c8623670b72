import remarkDirective from 'remark-directive'
import remarkParse from 'remark-parse'
import { unified } from 'unified'
import { VFile } from 'vfile'
import { describe, expect, test } from 'vitest'
import { remarkUnclosedDirectives } from './remark-unclosed-directives.js'

async function warnings(markdown: string) {
  const processor = unified().use(remarkParse).use(remarkDirective).use(remarkUnclosedDirectives)
  const file = new VFile(markdown)
  await processor.run(processor.parse(file), file)
  return file.messages.map((m) => `${m.line}: ${m.reason}`)
}

describe('generator/markdown/remark-unclosed-directives', () => {
  test('an admonition without its closing line warns at its opening line', async () => {
    expect(await warnings('Intro\n\n:::note\nBody\n\nMore text\n')).toEqual([
      '3: `:::note` is never closed: add a line `:::` where it should end (it now runs to the end of the file)',
    ])
  })

  test('an unclosed directive inside a list item warns that it ends with the item', async () => {
    expect(await warnings('- :::tip\n  in the list\n- next\n')).toEqual([
      expect.stringMatching(/^1: `:::tip` is never closed.*its list item or quote/),
    ])
  })

  test('an unclosed inner directive is reported, the closed outer one is not', async () => {
    expect(await warnings(':::note\n::::tip\ninner\n::::\n')).toEqual([
      expect.stringMatching(/^2: `::::tip` is never closed/),
    ])
  })

  test.each([
    [':::note\nBody\n:::\n'],
    [':::warning[Title]\nBody\n:::'],
    ['::::note\nouter\n:::tip\ninner\n:::\n::::\n'],
    ['Text with a :text directive and ::leaf\n'],
  ])('closed directives do not warn: %j', async (md) => {
    expect(await warnings(md)).toEqual([])
  })
})
