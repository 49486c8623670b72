import { describe, expect, test } from 'vitest'
import { Admonition } from './Admonition'
import { html, markdownHtml } from './test-helpers'

describe('theme/mdx/Admonition', () => {
  test('the same HTML as :::tip[Title] in markdown', async () => {
    const md = await markdownHtml(':::tip[My *Title*]\nHello\n:::')
    expect(
      html(
        <Admonition
          type="tip"
          title={
            <>
              My <em>Title</em>
            </>
          }
          icon="💡"
        >
          <p>Hello</p>
        </Admonition>,
      ),
    ).toBe(md)
    expect(md).toBe(
      '<div class="admonition admonition-tip" role="note"><p class="admonition-heading">My <em>Title</em></p><div class="admonition-content"><p>Hello</p></div></div>',
    )
  })

  test('without a title, the markdown default title; caution looks like warning, as in markdown', async () => {
    expect(
      html(
        <Admonition type="info">
          <p>x</p>
        </Admonition>,
      ),
    ).toBe(await markdownHtml(':::info\nx\n:::'))
    expect(
      html(
        <Admonition type="caution">
          <p>x</p>
        </Admonition>,
      ),
    ).toBe(await markdownHtml(':::caution\nx\n:::'))
  })

  test("Docusaurus's old type names map to the current ones; an unknown type shows as info; no type is a note", () => {
    expect(html(<Admonition type="success">x</Admonition>)).toContain(
      'class="admonition admonition-tip" role="note"><p class="admonition-heading">Tip</p>',
    )
    expect(html(<Admonition type="important">x</Admonition>)).toContain('admonition-info')
    expect(html(<Admonition type="bogus">x</Admonition>)).toContain(
      'class="admonition admonition-info" role="note"><p class="admonition-heading">Info</p>',
    )
    expect(html(<Admonition>x</Admonition>)).toContain('admonition-note')
  })
})
