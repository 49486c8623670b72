import { describe, expect, test } from 'vitest'
import { Tabs } from './Tabs'
import { TabItem } from './TabItem'
import { html, markdownHtml } from './test-helpers'

/** The id prefix of the first tabs block (`tabs-…`), from its first tab's id. */
const prefix = (out: string) => /id="(tabs-[A-Za-z0-9_-]+)-1"/.exec(out)![1]!
/** Ids made uniform, for comparing with markdown's `tabs-{n}-{i}`. */
const anyIds = (out: string) => out.replace(/\btabs-[A-Za-z0-9_]+-(\d+)/g, 'tabs-N-$1')

describe('theme/mdx/Tabs', () => {
  test('the markup of remark-tabs: tablist of buttons, one labelled panel per tab, the first selected', () => {
    const out = html(
      <Tabs groupId="pm">
        <TabItem value="npm">
          <p>
            Run <code>npm i</code>.
          </p>
        </TabItem>
        <TabItem value="p" label="pnpm">
          <p>
            Run <code>pnpm i</code>.
          </p>
        </TabItem>
      </Tabs>,
    )
    const id = prefix(out)
    expect(id).toMatch(/^tabs-[A-Za-z0-9_-]+$/)
    expect(out).toBe(
      '<div class="tabs" data-group-id="pm">' +
        '<div class="tabs__list" role="tablist">' +
        `<button type="button" class="tabs__tab" role="tab" id="${id}-1" aria-selected="true" aria-controls="${id}-1-panel" tabindex="0" data-value="npm">npm</button>` +
        `<button type="button" class="tabs__tab" role="tab" id="${id}-2" aria-selected="false" aria-controls="${id}-2-panel" tabindex="-1" data-value="p">pnpm</button>` +
        '</div>' +
        `<div class="tabs__panel" role="tabpanel" id="${id}-1-panel" aria-labelledby="${id}-1" tabindex="0" data-value="npm"><p class="tabs__label">npm</p><p>Run <code>npm i</code>.</p></div>` +
        `<div class="tabs__panel" role="tabpanel" id="${id}-2-panel" aria-labelledby="${id}-2" tabindex="0" hidden data-value="p"><p class="tabs__label">pnpm</p><p>Run <code>pnpm i</code>.</p></div>` +
        '</div>',
    )
  })

  test('the same HTML as :::tabs in markdown, apart from the ids', async () => {
    const md = await markdownHtml(
      ':::tabs{groupId="pm"}\n::tab[npm]\nRun `npm i`.\n::tab[pnpm]{value="p"}\nRun `pnpm i`.\n:::',
    )
    const out = html(
      <Tabs groupId="pm">
        <TabItem value="npm">
          <p>
            Run <code>npm i</code>.
          </p>
        </TabItem>
        <TabItem value="p" label="pnpm">
          <p>
            Run <code>pnpm i</code>.
          </p>
        </TabItem>
      </Tabs>,
    )
    expect(anyIds(out)).toBe(anyIds(md))
  })

  const selected = (out: string) => [...out.matchAll(/aria-selected="true"[^>]*data-value="([^"]*)"/g)].map((m) => m[1])
  const visible = (out: string) =>
    [...out.matchAll(/role="tabpanel"(?![^>]*hidden)[^>]*data-value="([^"]*)"/g)].map((m) => m[1])

  test('the TabItem marked `default` is selected, and its panel is the one shown', () => {
    const out = html(
      <Tabs>
        <TabItem value="a">A</TabItem>
        <TabItem value="b" default>
          B
        </TabItem>
      </Tabs>,
    )
    expect(selected(out)).toEqual(['b'])
    expect(visible(out)).toEqual(['b'])
    expect(out).toContain('tabindex="0" data-value="b">b</button>')
  })

  test('defaultValue wins over `default`; an unknown defaultValue falls back to `default`, then to the first', () => {
    const items = [
      <TabItem key="a" value="a">
        A
      </TabItem>,
      <TabItem key="b" value="b" default>
        B
      </TabItem>,
      <TabItem key="c" value="c">
        C
      </TabItem>,
    ]
    expect(selected(html(<Tabs defaultValue="c">{items}</Tabs>))).toEqual(['c'])
    expect(selected(html(<Tabs defaultValue="zz">{items}</Tabs>))).toEqual(['b'])
    expect(
      selected(
        html(
          <Tabs defaultValue="zz">
            <TabItem value="a">A</TabItem>
            <TabItem value="b">B</TabItem>
          </Tabs>,
        ),
      ),
    ).toEqual(['a'])
  })

  test('`values` gives the labels and the order; TabItems it does not list follow', () => {
    const out = html(
      <Tabs
        values={[
          { value: 'b', label: 'Bee' },
          { value: 'a', label: 'Ay' },
        ]}
      >
        <TabItem value="a" label="ignored">
          A
        </TabItem>
        <TabItem value="b">B</TabItem>
        <TabItem value="c" label="Sea">
          C
        </TabItem>
      </Tabs>,
    )
    expect([...out.matchAll(/role="tab"[^>]*>([^<]*)</g)].map((m) => m[1])).toEqual(['Bee', 'Ay', 'Sea'])
    expect([...out.matchAll(/<p class="tabs__label">([^<]*)<\/p>([^<]*)/g)].map((m) => m[1] + ':' + m[2])).toEqual([
      'Bee:B',
      'Ay:A',
      'Sea:C',
    ])
    expect(selected(out)).toEqual(['b'])
  })

  test('groupId and queryString reach the root; classes and attributes reach their elements', () => {
    const out = html(
      <Tabs groupId="os" queryString className="wide">
        <TabItem value="mac" className="p" attributes={{ className: 't', 'data-x': '1' }}>
          M
        </TabItem>
      </Tabs>,
    )
    expect(out).toMatch(/^<div class="tabs wide" data-group-id="os" data-query-string="os">/)
    expect(out).toContain('class="tabs__tab t"')
    expect(out).toMatch(/data-value="mac" data-x="1">mac<\/button>/)
    expect(out).toContain('<div class="tabs__panel p" role="tabpanel"')
    expect(
      html(
        <Tabs>
          <TabItem value="a">A</TabItem>
        </Tabs>,
      ),
    ).toMatch(/^<div class="tabs"><div class="tabs__list"/)
  })

  test('two tabs blocks on a page get different ids; blank text and fragments among the children are fine', () => {
    const out = html(
      <>
        <Tabs>
          {'\n'}
          <TabItem value="a">A</TabItem>
          {'\n'}
        </Tabs>
        <Tabs>
          <>
            <TabItem value="a">A</TabItem>
            <TabItem value="b">B</TabItem>
          </>
        </Tabs>
      </>,
    )
    const ids = [...out.matchAll(/ id="([^"]+)"/g)].map((m) => m[1])
    expect(ids).toHaveLength(6)
    expect(new Set(ids).size).toBe(6)
  })

  test('a child that is not a TabItem, or a repeated value, is an error naming it', () => {
    expect(() =>
      html(
        <Tabs>
          <div>x</div>
        </Tabs>,
      ),
    ).toThrow('<Tabs> children must be <TabItem value="…"> elements; found <div>')
    expect(() => html(<Tabs>stray text</Tabs>)).toThrow('found text "stray text"')
    expect(() =>
      html(
        <Tabs>
          <TabItem value="a">A</TabItem>
          <TabItem value="a">B</TabItem>
        </Tabs>,
      ),
    ).toThrow('two <TabItem>s with value "a"')
  })

  test('a TabItem outside Tabs is its content in a panel box', () => {
    expect(
      html(
        <TabItem value="a" className="x">
          <p>Hi</p>
        </TabItem>,
      ),
    ).toBe('<div class="tabs__panel x"><p>Hi</p></div>')
  })
})
