import { describe, expect, test } from 'vitest'
import { preprocessMdx } from './remark-mdx-docusaurus.js'

describe('preprocessMdx (Docusaurus source preprocessing)', () => {
  test('escapes a classic {#id} heading id so MDX reads it as text', () => {
    expect(preprocessMdx('## Setup {#set-up}\n\ntext {x}')).toBe('## Setup \\{#set-up}\n\ntext {x}')
  })
  test('leaves {#id} inside code fences alone', () => {
    const src = '```md\n## Setup {#set-up}\n```'
    expect(preprocessMdx(src)).toBe(src)
  })
  test('HTML comments become MDX comments (one line, several lines, truncate); inline code and fences keep them', () => {
    expect(preprocessMdx('a <!-- note --> b\n<!-- truncate -->')).toBe('a {/* note */} b\n{/* truncate */}')
    expect(preprocessMdx('<!--\nline one\nline */ two\n-->\nafter')).toBe('{/*\nline one\nline * / two\n*/}\nafter')
    expect(preprocessMdx('use `<!-- x -->` here')).toBe('use `<!-- x -->` here')
    expect(preprocessMdx('```html\n<!-- kept -->\n```')).toBe('```html\n<!-- kept -->\n```')
  })

  test("31 a fence in a block quote keeps its comments, and ends with its quote (prettier.io's 1.8 post showed `{/* prettier-ignore */}` in its code)", () => {
    const quoted =
      '> Note:\n>\n> ````md\n> <!-- prettier-ignore -->\n> ```js\n> ugly ( code ) ;\n> ```\n> ````\n\n<!-- after -->'
    expect(preprocessMdx(quoted)).toBe(quoted.replace('<!-- after -->', '{/* after */}'))
    // A quote's fence left open ends with the quote; a plain fence's `>` lines are code.
    expect(preprocessMdx('> ```\n> <!-- in -->\n\n<!-- out -->')).toBe('> ```\n> <!-- in -->\n\n{/* out */}')
    expect(preprocessMdx('```\n> ```\n<!-- in -->\n```')).toBe('```\n> ```\n<!-- in -->\n```')
  })

  test('unwraps mdx-code-block fences, keeping the line count', () => {
    const src = 'a\n\n```mdx-code-block\n<Tabs />\n```\n\nb'
    const out = preprocessMdx(src)
    expect(out).toBe('a\n\n\n<Tabs />\n\n\nb')
    expect(out.split('\n')).toHaveLength(src.split('\n').length)
  })
  test("a comment around a fenced code block may close on the fence's line, as Docusaurus accepts (issue 28, item 4); fences after it are found again", () => {
    const source =
      'Intro.\n\n<!--\n```js\nold()\n``` -->\n\n## After {#after}\n\n<!-- note -->\n\n```html\n<!-- kept in code -->\n```\n'
    expect(preprocessMdx(source)).toBe(
      'Intro.\n\n{/*\n```js\nold()\n``` */}\n\n## After \\{#after}\n\n{/* note */}\n\n```html\n<!-- kept in code -->\n```\n',
    )
  })
})

describe('preprocessMdx in a Docusaurus 2 project (MDX 1)', () => {
  test('31 an autolink is the link MDX 1 made of it; inline code and fences keep theirs; a Docusaurus 3 project is left as written', () => {
    const source =
      "see <https://neovim.io/doc/user/options.html#'termguicolors'> or <a_b@x.org>, not `<https://code.example>`\n\n```\n<https://fence.example>\n```\n"
    expect(preprocessMdx(source, true)).toBe(
      "see [https://neovim.io/doc/user/options.html#'termguicolors'](<https://neovim.io/doc/user/options.html#'termguicolors'>) or [a\\_b@x.org](<mailto:a_b@x.org>), not `<https://code.example>`\n\n```\n<https://fence.example>\n```\n",
    )
    expect(preprocessMdx(source)).toBe(source)
    // A link's destination in angle brackets stays one.
    const dest =
      'use [nvim_set_keymap](<https://neovim.io/doc/user/api.html#nvim_set_keymap()>)\n\n[ref]: <https://ref.example/a b>\n'
    expect(preprocessMdx(dest, true)).toBe(dest)
    // A tag stays a tag.
    expect(preprocessMdx('<Tabs groupId="os">\n', true)).toBe('<Tabs groupId="os">\n')
  })
})
