import rehypeStringify from 'rehype-stringify'
import remarkDirective from 'remark-directive'
import remarkParse from 'remark-parse'
import remarkRehype from 'remark-rehype'
import { unified, type PluggableList } from 'unified'
import { describe, expect, test } from 'vitest'
import { remarkAdmonitions } from './remark-admonitions.js'
import { remarkGithubAlerts } from './remark-github-alerts.js'

async function html(markdown: string, plugins: PluggableList = [remarkGithubAlerts]) {
  const file = await unified()
    .use(remarkParse)
    .use(remarkDirective)
    .use(plugins)
    .use(remarkRehype)
    .use(rehypeStringify)
    .process(markdown)
  return String(file).replace(/\n/g, '')
}

describe('generator/markdown/remark-github-alerts', () => {
  test.each([
    ['NOTE', 'note', 'Note'],
    ['TIP', 'tip', 'Tip'],
    ['IMPORTANT', 'info', 'Important'],
    ['WARNING', 'warning', 'Warning'],
    ['CAUTION', 'danger', 'Caution'],
  ])('> [!%s] becomes admonition-%s headed %s', async (marker, type, title) => {
    expect(await html(`> [!${marker}]\n> Body *text*`)).toBe(
      `<div class="admonition admonition-${type}" role="note"><p class="admonition-heading">${title}</p><div class="admonition-content"><p>Body <em>text</em></p></div></div>`,
    )
  })

  test('the output has the same shape as the :::note admonition', async () => {
    const alert = await html('> [!NOTE]\n> Same')
    const directive = await html(':::note\nSame\n:::', [remarkAdmonitions])
    expect(alert).toBe(directive)
  })

  test('a marker on its own paragraph, lower case, and several paragraphs of content', async () => {
    const out = await html('> [!warning]\n>\n> One\n>\n> - two')
    expect(out).toBe(
      '<div class="admonition admonition-warning" role="note"><p class="admonition-heading">Warning</p><div class="admonition-content"><p>One</p><ul><li>two</li></ul></div></div>',
    )
  })

  test.each([
    ['a plain blockquote', '> Just a quote'],
    ['an unknown marker', '> [!FOO]\n> text'],
    ['a marker followed by text on the same line', '> [!NOTE] inline'],
    ['a marker not at the start', '> See [!NOTE]'],
  ])('%s stays a blockquote', async (_, md) => {
    expect(await html(md)).toMatch(/^<blockquote>/)
  })
})
