import rehypeStringify from 'rehype-stringify'
import remarkDirective from 'remark-directive'
import remarkParse from 'remark-parse'
import remarkRehype from 'remark-rehype'
import { unified } from 'unified'
import { describe, expect, test } from 'vitest'
import { remarkAdmonitions } from './remark-admonitions.js'

async function html(markdown: string) {
  const file = await unified()
    .use(remarkParse)
    .use(remarkDirective)
    .use(remarkAdmonitions)
    .use(remarkRehype)
    .use(rehypeStringify)
    .process(markdown)
  return { html: String(file).replace(/\n/g, ''), messages: file.messages.map((m) => m.reason) }
}

describe('generator/markdown/remark-admonitions', () => {
  test.each([
    ['note', 'Note'],
    ['tip', 'Tip'],
    ['info', 'Info'],
    ['warning', 'Warning'],
    ['danger', 'Danger'],
  ])(':::%s becomes an admonition titled %s', async (type, title) => {
    const out = await html(`:::${type}\nBody text\n:::`)
    expect(out.html).toBe(
      `<div class="admonition admonition-${type}" role="note"><p class="admonition-heading">${title}</p><div class="admonition-content"><p>Body text</p></div></div>`,
    )
  })

  test('a bracketed label replaces the default title and keeps its inline markup', async () => {
    const out = await html(':::tip[Use *this*]\nBody\n:::')
    expect(out.html).toContain('<p class="admonition-heading">Use <em>this</em></p>')
    expect(out.html).not.toContain('>Tip<')
  })

  test(':::caution looks like a warning and is titled "Caution"; :::important looks like info, titled "Important" (as Docusaurus shows them)', async () => {
    expect((await html(':::caution\nx\n:::')).html).toContain('admonition admonition-warning')
    expect((await html(':::caution\nx\n:::')).html).toContain('<p class="admonition-heading">Caution</p>')
    const important = await html(':::important\nx\n:::')
    expect(important.html).toContain(
      '<div class="admonition admonition-info" role="note"><p class="admonition-heading">Important</p>',
    )
  })

  test('markdown inside an admonition is rendered', async () => {
    const out = await html(':::note\n- one\n- two\n\n`code`\n:::')
    expect(out.html).toContain('<ul><li>one</li><li>two</li></ul>')
    expect(out.html).toContain('<code>code</code>')
  })

  test('an unknown container directive is kept (not dropped) and warns with the allowed names', async () => {
    const out = await html(':::weird\nStill here\n:::')
    expect(out.html).toContain('Still here')
    expect(out.messages[0]).toMatch(/Unknown directive `:::weird`; expected one of note, tip, info, warning, danger/)
  })

  test('text like "Note:foo" or "10:30" stays text (text directives are restored)', async () => {
    const out = await html('Note:foo at 10:30')
    expect(out.html).toMatch(/^<p>Note/)
    expect(out.html.replace(/<[^>]+>/g, '')).toBe('Note:foo at 10:30')
  })

  test("28.7 a site's own keyword (admonitions.keywords) is an admonition: note-styled, titled with the keyword, its name on the box; Docusaurus's :::secondary and :::success are a note and a tip", async () => {
    const run = async (md: string) => {
      const file = await unified()
        .use(remarkParse)
        .use(remarkDirective)
        .use(remarkAdmonitions, undefined, ['dev'])
        .use(remarkRehype)
        .use(rehypeStringify)
        .process(md)
      return { html: String(file).replace(/\n/g, ''), messages: file.messages.map((m) => m.reason) }
    }
    const dev = await run(':::dev\nFor developers\n:::')
    expect(dev.messages).toEqual([])
    expect(dev.html).toBe(
      '<div class="admonition admonition-note admonition-dev" role="note"><p class="admonition-heading">Dev</p><div class="admonition-content"><p>For developers</p></div></div>',
    )
    expect((await run(':::dev[Build notes]\nx\n:::')).html).toContain('<p class="admonition-heading">Build notes</p>')
    // Without the keyword it stays a warning naming where the keywords are set.
    expect((await html(':::dev\nx\n:::')).messages[0]).toMatch(/Unknown directive `:::dev`.*admonitions: \{ keywords/)
    expect((await html(':::secondary\nx\n:::')).html).toContain(
      '<div class="admonition admonition-note" role="note"><p class="admonition-heading">Note</p>',
    )
    expect((await html(':::success\nx\n:::')).html).toContain(
      '<div class="admonition admonition-tip" role="note"><p class="admonition-heading">Tip</p>',
    )
  })
})
