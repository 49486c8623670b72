import fs from 'node:fs'
import path from 'node:path'
import postcss from 'postcss'
import { describe, expect, test } from 'vitest'

/** Classes Prism gives code tokens (prism-react-renderer's languages: JSX, CSS, shell, JSON, …), beside `token`. */
const PRISM_TOKENS = [
  'keyword',
  'string',
  'comment',
  'function',
  'class-name',
  'tag',
  'attr-name',
  'attr-value',
  'punctuation',
  'operator',
  'number',
  'boolean',
  'property',
  'selector',
  'builtin',
  'entity',
  'url',
  'variable',
  'regex',
  'important',
  'bold',
  'italic',
  'namespace',
  'deleted',
  'inserted',
  'symbol',
  'constant',
  'atrule',
  'doctype',
  'prolog',
  'cdata',
  'char',
  'script',
  'spread',
  'method',
  'parameter',
  'plain-text',
  'template-string',
  'interpolation',
  'known-class-name',
  'property-access',
  'maybe-class-name',
  'imports',
  'exports',
]

describe('theme/styles', () => {
  test("31 no rule of the theme styles a class Prism gives code tokens, unless under `.token`: a site's highlighted code would take it (a JSX tag drawn as a tag pill)", () => {
    const dir = path.dirname(new URL(import.meta.url).pathname)
    const found: string[] = []
    for (const file of fs.readdirSync(dir).filter((f) => f.endsWith('.css'))) {
      postcss.parse(fs.readFileSync(path.join(dir, file), 'utf8')).walkRules((rule) => {
        for (const selector of rule.selectors) {
          // The element a selector styles: its last compound selector.
          const last = selector.split(/\s*[\s>+~]\s*/).pop() ?? ''
          const classes = [...last.matchAll(/\.(-?[_a-zA-Z][\w-]*)/g)].map((m) => m[1]!)
          if (
            classes.some((c) => PRISM_TOKENS.includes(c)) &&
            !classes.includes('token') &&
            !/\.(tag-list|code-block|shiki)\b/.test(selector)
          )
            found.push(`${file}: ${selector}`)
        }
      })
    }
    expect(found).toEqual([])
  })
})
