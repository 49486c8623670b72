import { describe, expect, test } from 'vitest'
import type { Pluggable, PluggableList } from 'unified'
import { markdownPlugins } from './plugins.js'
import type { ProcessorOptions } from './options.js'

/** A plugin's name, whether listed alone or with options. */
const nameOf = (p: Pluggable): string =>
  Array.isArray(p) ? (p[0] as { name: string }).name : (p as { name: string }).name
const names = (list: PluggableList) => list.map(nameOf)

const options = {
  highlighter: {} as ProcessorOptions['highlighter'],
  resolveLink: () => null,
} as unknown as ProcessorOptions
function named(name: string) {
  // A plugin function with a name to find in the list.
  const plugin = () => {}
  Object.defineProperty(plugin, 'name', { value: name })
  return plugin
}

describe('generator/stages/markdown/plugins', () => {
  test('the default list is written once, remark then rehype, with rehype-unsafe-html last', () => {
    const { remark, rehype } = markdownPlugins(options)
    expect(names(remark)).toEqual([
      'remarkGfm',
      'remarkLeanAutolinks',
      'remarkParseMemo',
      'remarkDirective',
      'remarkUnclosedDirectives',
      'remarkTabs',
      'remarkAdmonitions',
      'remarkGithubAlerts',
      'remarkHeadingId',
      'remarkCodeMeta',
    ])
    expect(names(rehype)).toEqual([
      'rehypeHeadings',
      'rehypeLocalAssets',
      'rehypeImageSize',
      'rehypeLinks',
      'rehypeProse',
      'rehypeShiki',
      'rehypeCodeCopy',
      'rehypeUnsafeHtml',
    ])
  })

  test("28.1 a format's plugins and the site's go in at their named insertion points: the site's remark plugins before MDX's scope, which reads the imports they add", () => {
    const { remark, rehype } = markdownPlugins(
      {
        ...options,
        site: {
          beforeDefaultRemarkPlugins: [named('sBeforeRemark')],
          remarkPlugins: [named('sRemark')],
          beforeDefaultRehypePlugins: [named('sBeforeRehype')],
          rehypePlugins: [named('sRehype')],
        },
      },
      {
        remarkFirst: [named('fFirst')],
        beforeHeadingId: [named('fBeforeId')],
        remarkLast: [named('fLast')],
        rehypeFirst: [named('fRehypeFirst')],
        afterHeadings: [named('fAfterHeadings')],
      },
    )
    expect(names(remark)).toEqual([
      'fFirst',
      'sBeforeRemark',
      'remarkGfm',
      'remarkLeanAutolinks',
      'remarkParseMemo',
      'remarkDirective',
      'remarkUnclosedDirectives',
      'remarkTabs',
      'remarkAdmonitions',
      'remarkGithubAlerts',
      'fBeforeId',
      'remarkHeadingId',
      'remarkCodeMeta',
      'sRemark',
      'fLast',
    ])
    expect(names(rehype)).toEqual([
      'fRehypeFirst',
      'sBeforeRehype',
      'rehypeHeadings',
      'fAfterHeadings',
      'rehypeLocalAssets',
      'rehypeImageSize',
      'rehypeLinks',
      'rehypeProse',
      'sRehype',
      'rehypeShiki',
      'rehypeCodeCopy',
      'rehypeUnsafeHtml',
    ])
  })
})
