import type { ReactElement } from 'react'
import { renderToStaticMarkup } from 'react-dom/server'
import { describe, expect, test } from 'vitest'
import { I18nContext } from '../i18n/context'
import { messagesFor } from '../i18n/messages'
import { SidebarItem } from './DocSidebar/SidebarItem'
import { IconExternalLink } from './icons'
import { TagList } from './TagList'

const inChinese = (node: ReactElement) =>
  renderToStaticMarkup(
    <I18nContext.Provider
      value={{
        locale: {
          code: 'zh-Hans',
          label: '简体中文',
          direction: 'ltr',
          htmlLang: 'zh-Hans',
          calendar: 'gregory',
          path: 'zh-Hans',
        },
        i18n: { defaultLocale: 'en', locales: [], messages: messagesFor('zh-Hans') },
      }}
    >
      {node}
    </I18nContext.Provider>,
  )

describe("theme/components: words in the page's language (lunarvim.org's Chinese pages had them in English)", () => {
  test("31 the tags label, a new tab's words and a category toggle's name are the locale's; English without a locale", () => {
    const tags = [{ label: 'nvim', href: '/blog/tags/nvim' }]
    expect(inChinese(<TagList tags={tags} />)).toContain('<b class="tag-list__label">标签：</b>')
    expect(renderToStaticMarkup(<TagList tags={tags} />)).toContain('<b class="tag-list__label">Tags:</b>')
    expect(renderToStaticMarkup(<TagList tags={tags} label={null} />)).not.toContain('tag-list__label')
    expect(inChinese(<IconExternalLink />)).toContain('<span class="visually-hidden"> （在新标签页中打开）</span>')
    expect(renderToStaticMarkup(<IconExternalLink />)).toContain(
      '<span class="visually-hidden"> (opens in new tab)</span>',
    )
    const category = {
      type: 'category' as const,
      label: '安装',
      href: '/docs/install',
      items: [{ type: 'link' as const, label: 'A', href: '/docs/a' }],
    }
    expect(
      inChinese(
        <ul>
          <SidebarItem item={category} url="/docs/a" activePath={new Set()} />
        </ul>,
      ),
    ).toContain('<span class="visually-hidden">展开或收起“安装”分类</span>')
  })
})
