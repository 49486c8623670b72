import { describe, expect, test } from 'vitest'
import { Details } from './Details'
import { html, markdownHtml } from './test-helpers'

describe('theme/mdx/Details', () => {
  test('a <summary> child: the same HTML as <details> in markdown', async () => {
    const md = await markdownHtml('<details>\n<summary>More</summary>\n\nHidden\n\n</details>')
    expect(
      html(
        <Details>
          <summary>More</summary>
          <p>Hidden</p>
        </Details>,
      ),
    ).toBe(md)
  })

  test('a summary prop (text or element) becomes the summary, first; none at all says "Details"', () => {
    expect(
      html(
        <Details summary="More" className="x" open>
          <p>Hidden</p>
        </Details>,
      ),
    ).toBe('<details class="x" open=""><summary>More</summary><p>Hidden</p></details>')
    expect(
      html(
        <Details summary={<summary>S</summary>}>
          <p>Hidden</p>
        </Details>,
      ),
    ).toBe('<details><summary>S</summary><p>Hidden</p></details>')
    expect(
      html(
        <Details>
          <p>Hidden</p>
          <summary>Late</summary>
        </Details>,
      ),
    ).toBe('<details><summary>Late</summary><p>Hidden</p></details>')
    expect(
      html(
        <Details>
          <p>Hidden</p>
        </Details>,
      ),
    ).toBe('<details><summary>Details</summary><p>Hidden</p></details>')
  })
})
