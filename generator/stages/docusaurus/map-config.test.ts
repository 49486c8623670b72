import { describe, expect, test } from 'vitest'
import { mapDocusaurusConfig } from './map-config.js'

const ROOT = '/site'
const classic = (options: Record<string, unknown>) => ({ presets: [['classic', options]] })
const option = (notes: { option: string; instead: string }[], name: string) => notes.find((n) => n.option === name)

describe('a Docusaurus config mapped to this generator', () => {
  test('identity, checks and paths map one to one', () => {
    const { config, notes } = mapDocusaurusConfig(
      {
        title: 'Kettle',
        tagline: 'Boils water',
        titleDelimiter: '·',
        url: 'https://kettle.example/',
        baseUrl: '/kettle/',
        favicon: 'img/icon.ico',
        trailingSlash: false,
        onBrokenLinks: 'warn',
        onBrokenAnchors: 'ignore',
        organizationName: 'k',
        projectName: 'kettle',
        future: { v4: true },
      },
      ROOT,
    )
    expect(config).toMatchObject({
      title: 'Kettle',
      tagline: 'Boils water',
      titleDelimiter: '·',
      url: 'https://kettle.example',
      baseUrl: '/kettle/',
      favicon: '/img/icon.ico',
      trailingSlash: false,
      onBrokenLinks: 'warn',
      onBrokenAnchors: 'ignore',
    })
    // Deployment keys have nothing to honour in a static build.
    expect(notes).toEqual([])
  })

  test("31 a navbar item's className and aria-label are kept for its link", () => {
    const { config } = mapDocusaurusConfig(
      {
        themeConfig: {
          navbar: {
            items: [
              {
                href: 'https://github.com/x',
                position: 'right',
                className: 'header-github-link',
                'aria-label': 'GitHub repository',
              },
            ],
          },
        },
      },
      ROOT,
    )
    expect(config.navbar?.items).toEqual([
      {
        type: 'link',
        href: 'https://github.com/x',
        position: 'right',
        className: 'header-github-link',
        ariaLabel: 'GitHub repository',
      },
    ])
  })

  test('31 a navbar item with `items` and no type is a dropdown, as theme-classic reads it (pnpm.io\'s "Sponsor Us" was left out)', () => {
    const { config } = mapDocusaurusConfig(
      {
        themeConfig: {
          navbar: {
            items: [
              {
                label: 'Sponsor Us',
                position: 'right',
                items: [{ label: 'Open Collective', href: 'https://opencollective.com/x' }],
              },
            ],
          },
        },
      },
      ROOT,
    )
    expect(config.navbar?.items).toEqual([
      {
        type: 'dropdown',
        label: 'Sponsor Us',
        position: 'right',
        items: [{ type: 'link', label: 'Open Collective', href: 'https://opencollective.com/x' }],
      },
    ])
  })

  test("31 a search plugin or theme gives the site the built-in search, as its note says (lunarvim.org's @easyops-cn/docusaurus-search-local left it with none)", () => {
    for (const [key, name] of [
      ['plugins', '@easyops-cn/docusaurus-search-local'],
      ['themes', '@easyops-cn/docusaurus-search-local'],
      ['themes', '@docusaurus/theme-search-algolia'],
      ['plugins', 'docusaurus-lunr-search'],
    ]) {
      const { config, notes } = mapDocusaurusConfig({ [key]: [[name, {}]] }, ROOT)
      expect(config.search, name).toBe(true)
      expect(notes.map((n) => n.instead)).toContain('the built-in local search is used instead')
    }
    expect(mapDocusaurusConfig({ plugins: [] }, ROOT).config.search).toBeUndefined()
  })

  test('29.3 themeConfig.navbar.style and hideOnScroll are honoured; an unknown style is reported', () => {
    const { config, notes } = mapDocusaurusConfig(
      { themeConfig: { navbar: { title: 'K', style: 'primary', hideOnScroll: true } } },
      ROOT,
    )
    expect(config.navbar).toMatchObject({ style: 'primary', hideOnScroll: true })
    expect(option(notes, 'themeConfig.navbar.style')).toBeUndefined()
    expect(option(notes, 'themeConfig.navbar.hideOnScroll')).toBeUndefined()
    const odd = mapDocusaurusConfig({ themeConfig: { navbar: { style: 'glass' } } }, ROOT)
    expect(odd.config.navbar?.style).toBeUndefined()
    expect(option(odd.notes, 'themeConfig.navbar.style')?.instead).toMatch(/'dark' and 'primary'/)
  })

  test('Docusaurus defaults: MDX for every file, broken anchors warn, docs at /docs from docs/, pages from src/pages', () => {
    const { config, sidebarPath } = mapDocusaurusConfig(classic({ docs: {}, blog: {} }), ROOT)
    expect(config.markdown?.format).toBe('mdx')
    // The authors' <script>s and event handlers render, as in Docusaurus.
    expect(config.markdown?.allowScripts).toBe(true)
    expect(config.onBrokenLinks).toBe('throw')
    expect(config.onBrokenAnchors).toBe('warn')
    expect(config.docs).toMatchObject({ path: 'docs', routeBasePath: 'docs' })
    expect(config.blog).toMatchObject({ path: 'blog', routeBasePath: 'blog' })
    expect(config.pages).toEqual({ path: 'src/pages' })
    expect(sidebarPath).toBeNull()
  })

  test('classic preset options: sidebars file, edit URLs with the folder, blog options, custom CSS', () => {
    const { config, sidebarPath, notes } = mapDocusaurusConfig(
      classic({
        docs: {
          path: 'guides',
          routeBasePath: '/',
          sidebarPath: './sidebars.js',
          editUrl: 'https://git.example/tree/main/website',
          showLastUpdateTime: true,
        },
        blog: {
          blogTitle: 'News',
          blogDescription: 'What is new',
          postsPerPage: 'ALL',
          blogSidebarCount: 3,
          blogSidebarTitle: 'Latest',
          showReadingTime: false,
          authorsMapPath: 'people.yml',
          editUrl: 'https://git.example/edit/',
          onInlineTags: 'warn',
        },
        theme: { customCss: ['./src/css/custom.css'] },
      }),
      ROOT,
    )
    expect(sidebarPath).toBe('/site/sidebars.js')
    expect(config.docs).toMatchObject({
      path: 'guides',
      routeBasePath: '/',
      editUrl: 'https://git.example/tree/main/website/guides/',
      showLastUpdateTime: true,
    })
    expect(config.blog).toMatchObject({
      title: 'News',
      description: 'What is new',
      postsPerPage: Number.MAX_SAFE_INTEGER,
      blogSidebarCount: 3,
      blogSidebarTitle: 'Latest',
      showReadingTime: false,
      authorsMapPath: 'people.yml',
      editUrl: 'https://git.example/edit/blog/',
    })
    expect(config.customCss).toEqual(['src/css/custom.css'])
    expect(notes).toEqual([])
  })

  test('blog: false turns the blog off; sidebarPath: false means no sidebars', () => {
    const { config, sidebarPath } = mapDocusaurusConfig(classic({ docs: { sidebarPath: false }, blog: false }), ROOT)
    expect(config.blog).toBe(false)
    expect(sidebarPath).toBe(false)
  })

  test('themeConfig: navbar items of every kind, footer columns, colour mode, bar, metadata, image, prism, TOC', () => {
    const { config, notes } = mapDocusaurusConfig(
      {
        themeConfig: {
          navbar: {
            title: 'Kettle',
            logo: { alt: 'Logo', src: 'img/logo.svg', srcDark: 'img/logo-dark.svg', href: 'https://kettle.example' },
            items: [
              { type: 'docSidebar', sidebarId: 'guide', label: 'Guide' },
              { type: 'doc', docId: 'intro', label: 'Start', position: 'left' },
              { to: '/blog', label: 'Blog' },
              { href: 'https://git.example', label: 'Code', position: 'right' },
              {
                href: 'https://chat.example',
                html: '<span class="chat">Chat</span>',
                className: 'chat-link',
                position: 'right',
              },
              {
                type: 'dropdown',
                label: 'More',
                items: [
                  { to: '/faq', label: 'FAQ' },
                  { type: 'html', value: '<hr>' },
                ],
              },
              { type: 'search', position: 'right' },
              { type: 'localeDropdown', position: 'right' },
              { type: 'docsVersionDropdown' },
            ],
          },
          footer: {
            style: 'dark',
            links: [{ title: 'Docs', items: [{ label: 'Intro', to: '/docs/intro' }, { html: '<b>hi</b>' }] }],
            copyright: 'Copyright © Kettle',
          },
          colorMode: { defaultMode: 'dark', respectPrefersColorScheme: true },
          announcementBar: { id: 'v2', content: 'Version 2 is out', isCloseable: false },
          metadata: [{ name: 'keywords', content: 'kettle, water' }],
          image: 'img/card.png',
          prism: { additionalLanguages: ['flow', 'powershell'], magicComments: [] },
          tableOfContents: { minHeadingLevel: 2, maxHeadingLevel: 4 },
        },
      },
      ROOT,
    )
    expect(config.navbar).toEqual({
      title: 'Kettle',
      logo: { alt: 'Logo', src: '/img/logo.svg', srcDark: '/img/logo-dark.svg', href: 'https://kettle.example' },
      items: [
        { type: 'docSidebar', sidebarId: 'guide', label: 'Guide' },
        { type: 'doc', docId: 'intro', label: 'Start' },
        { type: 'link', to: '/blog', label: 'Blog' },
        { type: 'link', href: 'https://git.example', label: 'Code', position: 'right' },
        {
          type: 'link',
          href: 'https://chat.example',
          value: '<span class="chat">Chat</span>',
          className: 'chat-link',
          position: 'right',
        },
        {
          type: 'dropdown',
          label: 'More',
          items: [
            { type: 'link', to: '/faq', label: 'FAQ' },
            { type: 'html', value: '<hr>' },
          ],
        },
        { type: 'search', position: 'right' },
        { type: 'localeDropdown', position: 'right' },
        { type: 'docsVersionDropdown' },
      ],
    })
    expect(config.footer).toEqual({
      style: 'dark',
      copyright: 'Copyright © Kettle',
      links: [{ title: 'Docs', items: [{ label: 'Intro', href: '/docs/intro' }, { html: '<b>hi</b>' }] }],
    })
    expect(config.colorMode).toEqual({ defaultMode: 'dark', respectPrefersColorScheme: true })
    // Docusaurus's colours when the site gives none: white, black text (pnpm.io's bar was the theme's amber).
    expect(config.announcementBar).toEqual({
      id: 'v2',
      content: 'Version 2 is out',
      isCloseable: false,
      backgroundColor: '#fff',
      textColor: '#000',
    })
    expect(config.metadata).toEqual([{ name: 'keywords', content: 'kettle, water' }])
    expect(config.image).toBe('/img/card.png')
    // No prism.theme: Docusaurus's default, palenight (prism-themes.test.ts).
    // An empty magicComments list marks no lines, as in Docusaurus.
    expect(config.prism).toEqual({
      additionalLanguages: ['flow', 'powershell'],
      theme: 'prism-palenight',
      magicComments: [],
    })
    expect(config.toc).toEqual({ minHeadingLevel: 2, maxHeadingLevel: 4 })
    // The left-out items are in the report, with what happens instead.
    // Locales are built: the locale dropdown is kept.
    expect(option(notes, 'themeConfig.navbar.items[6] (localeDropdown)')).toBeUndefined()
    expect(config.navbar?.items).toEqual(expect.arrayContaining([{ type: 'localeDropdown', position: 'right' }]))
    // The version dropdown is built, not reported.
    expect(option(notes, 'themeConfig.navbar.items[7] (docsVersionDropdown)')).toBeUndefined()
    expect(option(notes, 'themeConfig.prism.magicComments')).toBeUndefined()
  })

  test('footer.logo is kept (src and srcDark from the base URL, alt, href, size); one without src is reported', () => {
    const { config, notes } = mapDocusaurusConfig(
      {
        themeConfig: {
          footer: {
            logo: {
              alt: 'Meta Open Source',
              src: 'img/meta.svg',
              srcDark: 'img/meta-dark.svg',
              href: 'https://opensource.fb.com',
              width: 160,
              height: '51',
            },
          },
        },
      },
      ROOT,
    )
    expect(config.footer?.logo).toEqual({
      alt: 'Meta Open Source',
      src: '/img/meta.svg',
      srcDark: '/img/meta-dark.svg',
      href: 'https://opensource.fb.com',
      width: 160,
      height: '51',
    })
    expect(option(notes, 'themeConfig.footer.logo')).toBeUndefined()
    const plain = mapDocusaurusConfig({ themeConfig: { footer: { logo: { src: '/img/x.png' } } } }, ROOT)
    expect(plain.config.footer?.logo).toEqual({ src: '/img/x.png', alt: '' })
    expect(
      option(
        mapDocusaurusConfig({ themeConfig: { footer: { logo: { alt: 'x' } } } }, ROOT).notes,
        'themeConfig.footer.logo',
      )?.instead,
    ).toMatch(/no `src`/)
  })

  test("31 the docs' sidebarCollapsed and sidebarCollapsible are honoured (not in the compatibility report)", () => {
    const { config, notes } = mapDocusaurusConfig(
      { presets: [['classic', { docs: { sidebarCollapsed: false, sidebarCollapsible: true } }]] },
      ROOT,
    )
    expect(config.docs).toMatchObject({ sidebarCollapsed: false, sidebarCollapsible: true })
    expect(notes.map((n) => n.option).filter((o) => /sidebarCollaps/.test(o))).toEqual([])
  })

  test("31 the blog plugin on its own, or a plugin of the site's own built on it, is the blog (the preset's blog off); onDuplicateRoutes is honoured", async () => {
    const { makeSite } = await import('../../test/helpers.js')
    const official = mapDocusaurusConfig(
      {
        presets: [['classic', { blog: false }]],
        plugins: [['@docusaurus/plugin-content-blog', { path: 'news', routeBasePath: 'news', blogTitle: 'News' }]],
      },
      ROOT,
    )
    expect(official.config.blog).toMatchObject({ path: 'news', routeBasePath: 'news', title: 'News' })
    expect(official.notes.map((n) => n.option).filter((o) => o.includes('plugin-content-blog'))).toEqual([])
    const root = makeSite({
      'plugins/blog-plugin.js':
        "const blog = require('@docusaurus/plugin-content-blog');\nmodule.exports = async function (context, options) { return blog.default(context, options) }\n",
    })
    const own = mapDocusaurusConfig(
      {
        presets: [['classic', { blog: false }]],
        plugins: [['./plugins/blog-plugin', { blogTitle: 'Answer Blog', postsPerPage: 16, remarkPlugins: [() => {}] }]],
        onDuplicateRoutes: 'throw',
      },
      root,
    )
    expect(own.config.blog).toMatchObject({ title: 'Answer Blog', postsPerPage: 16, path: 'blog' })
    // its remark plugins run on the posts
    expect(own.sitePlugins?.sets.post).toEqual({ remarkPlugins: ['plugins', 0, 1, 'remarkPlugins'] })
    expect(own.notes.find((n) => n.option === 'plugins[0] (./plugins/blog-plugin)')?.instead).toMatch(
      /built as @docusaurus\/plugin-content-blog/,
    )
    expect(own.config.onDuplicateRoutes).toBe('throw')
    expect(mapDocusaurusConfig({}, ROOT).config.onDuplicateRoutes).toBe('warn')
    // Another local plugin is not the blog.
    const other = makeSite({ 'plugins/other.js': 'module.exports = () => ({ name: "other" })\n' })
    expect(
      mapDocusaurusConfig({ presets: [['classic', { blog: false }]], plugins: ['./plugins/other'] }, other).config.blog,
    ).toBe(false)
  })

  test('a flat footer link list becomes one untitled column', () => {
    const { config } = mapDocusaurusConfig(
      {
        themeConfig: {
          footer: {
            links: [
              { label: 'A', href: 'https://a.example' },
              { label: 'B', to: '/b' },
            ],
          },
        },
      },
      ROOT,
    )
    expect(config.footer?.links).toEqual([
      {
        title: '',
        items: [
          { label: 'A', href: 'https://a.example' },
          { label: 'B', href: '/b' },
        ],
      },
    ])
  })

  test('everything not honoured is in the compatibility report, once, with what happens instead', () => {
    const { notes } = mapDocusaurusConfig(
      {
        i18n: { defaultLocale: 'en', locales: ['en', 'fr'] },
        presets: [
          [
            'classic',
            {
              docs: { lastVersion: 'current', remarkPlugins: [() => {}], breadcrumbs: false },
              blog: { feedOptions: { type: null, title: 'X' } },
              googleAnalytics: { trackingID: 'UA-1' },
            },
          ],
          ['@acme/preset'],
        ],
        plugins: ['docusaurus-plugin-sass', ['@docusaurus/plugin-content-docs', { id: 'api' }], function myPlugin() {}],
        themes: ['@docusaurus/theme-mermaid'],
        markdown: { mermaid: true },
        themeConfig: { algolia: { appId: 'x' }, docs: { sidebar: { hideable: true } }, zoom: {} },
        scripts: ['https://x.example/a.js'],
        clientModules: ['./x.js'],
        somethingElse: 1,
      },
      ROOT,
    )
    const names = notes.map((n) => n.option)
    expect(names).toEqual(
      expect.arrayContaining([
        'presets.classic.blog.feedOptions.type',
        'presets.classic.googleAnalytics',
        'presets[1] (@acme/preset)',
        'plugins[2] (a plugin function (myPlugin))',
        'themeConfig.algolia',
        'themeConfig.docs.sidebar.hideable',
        'themeConfig.zoom',
        'somethingElse',
      ]),
    )
    // Honoured now: not reported.
    expect(names).not.toContain('scripts')
    expect(names).not.toContain('clientModules')
    expect(new Set(names).size).toBe(names.length)
    // Sass, mermaid (theme + markdown.mermaid) and ideal-image are honoured.
    expect(names.filter((n) => /sass|mermaid/.test(n))).toEqual([])
    // Another docs plugin is built: not reported.
    expect(names.filter((n) => n.startsWith('plugins[1]'))).toEqual([])
    // Version options are honoured.
    expect(names).not.toContain('presets.classic.docs.lastVersion')
    expect(option(notes, 'i18n.locales')).toBeUndefined() // every locale is built
    expect(option(notes, 'themeConfig.algolia')?.instead).toMatch(/local search/)
    expect(notes.every((n) => n.instead.length > 5)).toBe(true)
  })

  test('a plugin given by require.resolve is named by its package', () => {
    const { notes } = mapDocusaurusConfig(
      { plugins: ['/site/node_modules/@acme/docusaurus-plugin-x/lib/index.js'] },
      ROOT,
    )
    expect(notes[0]!.option).toBe('plugins[0] (@acme/docusaurus-plugin-x)')
  })

  test('edit URLs keep a docs folder outside the site (../docs); navbar and footer `to` paths without a slash are from the base URL', () => {
    const { config } = mapDocusaurusConfig(
      {
        presets: [['classic', { docs: { path: '../docs', editUrl: 'https://git.example/tree/main/website' } }]],
        themeConfig: {
          navbar: { items: [{ to: 'introduction/start', label: 'Start' }] },
          footer: { links: [{ title: 'A', items: [{ label: 'B', to: 'api/b' }] }] },
        },
      },
      ROOT,
    )
    expect(config.docs?.editUrl).toBe('https://git.example/tree/main/website/../docs/')
    expect(config.navbar?.items?.[0]).toMatchObject({ to: '/introduction/start' })
    expect(config.footer!.links![0]!.items[0]).toEqual({ label: 'B', href: '/api/b' })
  })

  test('feed options this build does not follow are reported', () => {
    const { notes } = mapDocusaurusConfig(
      { presets: [['classic', { blog: { feedOptions: { type: ['rss', 'atom'], xslt: true } } }]] },
      ROOT,
    )
    expect(notes.map((n) => n.option)).toEqual(
      expect.arrayContaining(['presets.classic.blog.feedOptions.type', 'presets.classic.blog.feedOptions.xslt']),
    )
  })

  test("31 MDX 1's forms: future.v4 turns them off unless the site sets them; a title after the admonition type is then text, the other two set false are reported", () => {
    const legacy = (raw: Record<string, unknown>) =>
      mapDocusaurusConfig(raw, ROOT).config.markdown?.legacyAdmonitionTitles
    expect(legacy({})).toBeUndefined() // Docusaurus 3's default: read, as this build's default
    expect(legacy({ future: { v4: true } })).toBe(false)
    expect(legacy({ future: { v4: { mdx1CompatDisabledByDefault: true } } })).toBe(false)
    expect(legacy({ future: { v4: { mdx1CompatDisabledByDefault: false } } })).toBeUndefined()
    expect(legacy({ future: { v4: true }, markdown: { mdx1Compat: { admonitions: true } } })).toBeUndefined()
    expect(legacy({ markdown: { mdx1Compat: { admonitions: false } } })).toBe(false)
    expect(mapDocusaurusConfig({ future: { v4: true } }, ROOT).notes).toEqual([])
    const notes = mapDocusaurusConfig(
      { markdown: { mdx1Compat: { comments: false, headingIds: true, admonitions: false } } },
      ROOT,
    ).notes.map((n) => n.option)
    expect(notes).toEqual(['markdown.mdx1Compat.comments'])
  })

  test("28.1 the site's markdown plugins are found where Docusaurus reads them, per kind; recma plugins are reported", () => {
    const f = () => {}
    const mapped = mapDocusaurusConfig(
      {
        markdown: { preprocessor: f, remarkRehypeOptions: { footnoteLabel: 'N' }, mdx1Compat: { comments: false } },
        presets: [
          ['@acme/other'],
          [
            'classic',
            {
              docs: { remarkPlugins: [f], beforeDefaultRehypePlugins: [f], rehypePlugins: [] },
              blog: { rehypePlugins: [f], recmaPlugins: [f] },
              pages: { beforeDefaultRemarkPlugins: [f] },
            },
          ],
        ],
      },
      ROOT,
    )
    expect(mapped.sitePlugins).toEqual({
      sets: {
        doc: {
          remarkPlugins: ['presets', 1, 1, 'docs', 'remarkPlugins'],
          beforeDefaultRehypePlugins: ['presets', 1, 1, 'docs', 'beforeDefaultRehypePlugins'],
        },
        post: { rehypePlugins: ['presets', 1, 1, 'blog', 'rehypePlugins'] },
        page: { beforeDefaultRemarkPlugins: ['presets', 1, 1, 'pages', 'beforeDefaultRemarkPlugins'] },
      },
      remarkRehypeOptions: ['markdown', 'remarkRehypeOptions'],
      preprocessor: ['markdown', 'preprocessor'],
    })
    const options = mapped.notes.map((n) => n.option)
    expect(options).toEqual(
      expect.arrayContaining(['presets.classic.blog.recmaPlugins', 'markdown.mdx1Compat.comments']),
    )
    expect(
      options.filter((o) =>
        /remarkPlugins|rehypePlugins|RemarkPlugins|RehypePlugins|preprocessor|remarkRehypeOptions/.test(o),
      ),
    ).toEqual([])
    expect(mapDocusaurusConfig({ presets: [['classic', {}]] }, ROOT).sitePlugins).toBeNull()
  })

  test('28.5 headTags, scripts, stylesheets and clientModules are kept as written, not reported', () => {
    const headTags = [{ tagName: 'link', attributes: { rel: 'preconnect', href: 'https://cdn.example' } }]
    const { config, notes } = mapDocusaurusConfig(
      {
        headTags,
        scripts: ['https://x.example/a.js', { src: '/b.js', defer: true }],
        stylesheets: [{ href: 'https://x.example/a.css', crossorigin: 'anonymous' }],
        clientModules: ['./src/x.js'],
      },
      ROOT,
    )
    expect(config.headTags).toEqual(headTags)
    expect(config.scripts).toEqual(['https://x.example/a.js', { src: '/b.js', defer: true }])
    expect(config.stylesheets).toEqual([{ href: 'https://x.example/a.css', crossorigin: 'anonymous' }])
    expect(config.clientModules).toEqual(['./src/x.js'])
    expect(notes).toEqual([])
  })

  test('28.5 client-redirects, gtag and tag manager are mapped from their entry name and options; unsupported options are named', () => {
    const createRedirects = (p: string) => (p.startsWith('/docs/') ? p.replace('/docs/', '/guide/') : undefined)
    const { config, notes } = mapDocusaurusConfig(
      {
        plugins: [
          [
            '@docusaurus/plugin-client-redirects',
            {
              redirects: [{ from: '/old', to: '/docs/intro' }],
              createRedirects,
              fromExtensions: ['html'],
              somethingNew: 1,
            },
          ],
          [
            '/site/node_modules/@docusaurus/plugin-google-gtag/lib/index.js',
            { trackingID: ['G-1', 'G-2'], anonymizeIP: true },
          ],
          ['@docusaurus/plugin-google-tag-manager', { containerId: 'GTM-ABC' }],
          ['@docusaurus/plugin-client-redirects', { id: 'second', redirects: [] }],
        ],
      },
      ROOT,
    )
    expect(config.redirects).toEqual({
      redirects: [{ from: '/old', to: '/docs/intro' }],
      createRedirects,
      fromExtensions: ['html'],
    })
    expect(config.gtag).toEqual({ trackingID: ['G-1', 'G-2'], anonymizeIP: true })
    expect(config.googleTagManager).toEqual({ containerId: 'GTM-ABC' })
    expect(notes.map((n) => n.option)).toEqual([
      'plugins[0] (@docusaurus/plugin-client-redirects).somethingNew',
      'plugins[3] (@docusaurus/plugin-client-redirects)',
    ])
  })

  test("28.5 the classic preset's gtag and googleTagManager options are the plugins' options", () => {
    const { config, notes } = mapDocusaurusConfig(
      { presets: [['classic', { gtag: { trackingID: 'G-9' }, googleTagManager: { containerId: 'GTM-9' } }]] },
      ROOT,
    )
    expect(config.gtag).toEqual({ trackingID: 'G-9' })
    expect(config.googleTagManager).toEqual({ containerId: 'GTM-9' })
    expect(notes.map((n) => n.option)).not.toContain('presets.classic.gtag')
    expect(notes.map((n) => n.option)).not.toContain('presets.classic.googleTagManager')
  })

  test('28.4 sass, theme-mermaid and ideal-image are honoured: mermaid on with its theme and JSON options; what is not applied is named', () => {
    const { config, notes } = mapDocusaurusConfig(
      {
        markdown: { mermaid: true },
        themes: ['@docusaurus/theme-mermaid'],
        plugins: [
          ['docusaurus-plugin-sass', { sassOptions: { precision: 6 } }],
          ['@docusaurus/plugin-ideal-image', { quality: 70, max: 1030, disableInDev: false }],
        ],
        themeConfig: {
          mermaid: {
            theme: { light: 'neutral', dark: 'forest' },
            options: { flowchart: { curve: 'linear' }, themeVariables: { fontFamily: 'serif' }, callback: () => {} },
          },
        },
      },
      ROOT,
    )
    expect(config.markdown).toMatchObject({ mermaid: true })
    expect(config.mermaid).toEqual({
      theme: { light: 'neutral', dark: 'forest' },
      options: { flowchart: { curve: 'linear' }, themeVariables: { fontFamily: 'serif' } },
    })
    expect(notes.map((n) => n.option)).toEqual([
      'plugins[0] (docusaurus-plugin-sass).sassOptions',
      'plugins[1] (@docusaurus/plugin-ideal-image) {quality, max}',
      'themeConfig.mermaid.options.callback',
    ])
    expect(option(notes, 'plugins[1] (@docusaurus/plugin-ideal-image) {quality, max}')?.instead).toMatch(/not resized/)
    // Structured-cloneable (SiteConfig goes to worker threads).
    expect(structuredClone(config.mermaid)).toEqual(config.mermaid)
  })

  test('28.4 mermaid needs markdown.mermaid: the theme alone leaves fences as code, and says so', () => {
    const themeOnly = mapDocusaurusConfig({ themes: ['@docusaurus/theme-mermaid'] }, ROOT)
    expect(themeOnly.config.markdown?.mermaid).toBeUndefined()
    expect(option(themeOnly.notes, 'themes (@docusaurus/theme-mermaid)')?.instead).toMatch(/shown as code/)
    const flagOnly = mapDocusaurusConfig({ markdown: { mermaid: true } }, ROOT)
    expect(flagOnly.config.markdown?.mermaid).toBe(true)
    expect(option(flagOnly.notes, 'markdown.mermaid')?.instead).toMatch(/without `@docusaurus\/theme-mermaid`/)
  })

  test("29 a navbar without a title shows the logo alone, as in Docusaurus (not the site's title)", () => {
    expect(
      mapDocusaurusConfig({ title: 'Site', themeConfig: { navbar: { logo: { src: 'img/logo.png' } } } }, ROOT).config
        .navbar?.title,
    ).toBe('')
    expect(
      mapDocusaurusConfig({ title: 'Site', themeConfig: { navbar: { title: 'Docs' } } }, ROOT).config.navbar?.title,
    ).toBe('Docs')
  })
})

describe('28.6 several instances of the docs plugin', () => {
  const docsPlugin = (options: Record<string, unknown>) => ['@docusaurus/plugin-content-docs', options]

  test("28.6 each extra docs plugin is a docs set: id, path, routeBasePath (Docusaurus's defaults), sidebars file, edit URL from its folder; not reported", () => {
    const { config, instances, notes } = mapDocusaurusConfig(
      {
        ...classic({ docs: { sidebarPath: './sidebars.js' } }),
        plugins: [
          docsPlugin({
            id: 'community',
            path: 'community',
            routeBasePath: 'community',
            sidebarPath: './sidebarsCommunity.js',
            editUrl: 'https://git.example/h/tree/main',
          }),
          docsPlugin({ id: 'api', path: 'api-docs' }),
          ['content-docs', { id: 'short', path: 'short', routeBasePath: '/s', sidebarPath: false }],
        ],
      },
      ROOT,
    )
    expect(instances).toEqual([
      {
        instance: {
          id: 'community',
          path: 'community',
          routeBasePath: 'community',
          editUrl: 'https://git.example/h/tree/main/community/',
        },
        sidebarPath: '/site/sidebarsCommunity.js',
        where: "plugins[0] (@docusaurus/plugin-content-docs, id 'community')",
        at: 0,
      },
      {
        instance: { id: 'api', path: 'api-docs', routeBasePath: 'docs' },
        sidebarPath: null,
        where: "plugins[1] (@docusaurus/plugin-content-docs, id 'api')",
        at: 1,
      },
      {
        instance: { id: 'short', path: 'short', routeBasePath: '/s' },
        sidebarPath: false,
        where: "plugins[2] (content-docs, id 'short')",
        at: 2,
      },
    ])
    expect(config.docs).toMatchObject({ path: 'docs', routeBasePath: 'docs' })
    expect(notes).toEqual([])
  })

  test("31 with the preset's docs off (or no preset), a docs plugin without an id, or a plugin of the site's own built on it, is the site's docs, with its options, versions and markdown plugins (pantsbuild.org)", async () => {
    const { makeSite } = await import('../../test/helpers.js')
    const path = await import('node:path')
    const remark = () => {}
    const options = {
      routeBasePath: '/',
      sidebarPath: './sidebars.js',
      lastVersion: '2.32',
      onlyIncludeVersions: ['current', '2.32'],
      versions: { current: { label: '2.34 (dev)', path: 'dev' } },
      remarkPlugins: [remark],
      admonitions: { keywords: ['dev'] },
    }
    const root = makeSite({
      'src/js/docsPlugin.js':
        "import { default as pluginContentDocs } from '@docusaurus/plugin-content-docs'\nexport default async function patched(context, options) { return pluginContentDocs(context, options) }\n",
    })
    for (const plugin of ['./src/js/docsPlugin.js', '@docusaurus/plugin-content-docs']) {
      const mapped = mapDocusaurusConfig(
        { presets: [['classic', { docs: false }]], plugins: [[plugin, options]] },
        root,
      )
      expect(mapped.config.docs).toEqual({
        path: 'docs',
        routeBasePath: '/',
        lastVersion: '2.32',
        onlyIncludeVersions: ['current', '2.32'],
        versions: { current: { label: '2.34 (dev)', path: 'dev' } },
      })
      expect(mapped.sidebarPath).toBe(path.join(root, 'sidebars.js'))
      expect(mapped.instances).toEqual([])
      expect(mapped.sitePlugins?.sets.doc).toEqual({ remarkPlugins: ['plugins', 0, 1, 'remarkPlugins'] })
      expect(mapped.config.markdown?.admonitionKeywords).toEqual(['dev'])
      const said = mapped.notes.map((n) => `${n.option}: ${n.instead}`)
      expect(said.filter((n) => n.startsWith('presets.classic.docs'))).toEqual([])
      expect(
        said.some(
          (n) => n.startsWith('plugins[0]') && n.includes('built as @docusaurus/plugin-content-docs with its options'),
        ),
      ).toBe(plugin.startsWith('./'))
    }
    // No preset at all: the same.
    expect(
      mapDocusaurusConfig({ plugins: [['@docusaurus/plugin-content-docs', { path: 'guides' }]] }, root).config.docs
        ?.path,
    ).toBe('guides')
    // The preset's docs on: a docs plugin without an id is a second one, and needs one.
    const second = mapDocusaurusConfig(
      { presets: [['classic', {}]], plugins: [['@docusaurus/plugin-content-docs', { path: 'guides' }]] },
      root,
    )
    expect(second.config.docs?.path).toBe('docs')
    expect(second.notes.map((n) => n.instead).join('\n')).toMatch(/needs an `id`/)
  })

  test("28.6 what an instance does not honour is named, as for the preset's docs; one without an id (or a taken id) is not built and said so", () => {
    const { instances, notes } = mapDocusaurusConfig(
      {
        presets: [['classic', {}]], // the preset's docs are the site's: a docs plugin without an id is a second one
        plugins: [
          docsPlugin({
            id: 'a',
            path: 'a',
            editUrl: () => 'x',
            showLastUpdateTime: true,
            remarkPlugins: [() => {}],
            lastVersion: 'current',
            exclude: ['**/drafts/**'],
            docItemComponent: '@theme/X',
          }),
          docsPlugin({ path: 'b' }),
          docsPlugin({ id: 'a', path: 'c' }),
        ],
      },
      ROOT,
    )
    expect(instances.map((i) => i.instance.id)).toEqual(['a'])
    const at = "plugins[0] (@docusaurus/plugin-content-docs, id 'a')"
    // a function is called per doc (docusaurus-choices-build.test.ts)
    expect(option(notes, `${at}.editUrl`)).toBeUndefined()
    expect(typeof instances[0]!.instance.editUrl).toBe('function')
    expect(option(notes, `${at}.showLastUpdateTime`)?.instead).toMatch(/preset docs' setting applies/)
    expect(option(notes, `${at}.remarkPlugins`)).toBeUndefined() // run on its docs (below)
    expect(option(notes, `${at}.lastVersion`)?.instead).toMatch(/unversioned/)
    expect(option(notes, `${at}.exclude`)?.instead).toMatch(/only files and folders named `_…`/)
    expect(option(notes, `${at}.docItemComponent`)?.instead).toMatch(/not honoured/)
    expect(option(notes, 'plugins[1] (@docusaurus/plugin-content-docs)')?.instead).toMatch(/needs an `id`/)
    expect(option(notes, "plugins[2] (@docusaurus/plugin-content-docs, id 'a')")?.instead).toMatch(
      /already has the id 'a'/,
    )
  })

  test("28.6 each instance runs its own markdown plugin lists (none when it has none), never the preset docs'", () => {
    const { sitePlugins } = mapDocusaurusConfig(
      {
        ...classic({ docs: { remarkPlugins: [() => {}] } }),
        plugins: [
          'docusaurus-plugin-sass',
          docsPlugin({ id: 'a', path: 'a', remarkPlugins: [() => {}], rehypePlugins: [] }),
          docsPlugin({ id: 'b', path: 'b' }),
        ],
      },
      ROOT,
    )
    expect(sitePlugins?.sets.doc).toEqual({ remarkPlugins: ['presets', 0, 1, 'docs', 'remarkPlugins'] })
    expect(sitePlugins?.instances).toEqual({
      'docs:a': { remarkPlugins: ['plugins', 1, 1, 'remarkPlugins'] },
      'docs:b': {},
    })
    // Only an instance has lists: the site still has plugins to load.
    expect(
      mapDocusaurusConfig({ plugins: [docsPlugin({ id: 'a', path: 'a', remarkPlugins: [() => {}] })] }, ROOT)
        .sitePlugins?.instances,
    ).toEqual({ 'docs:a': { remarkPlugins: ['plugins', 0, 1, 'remarkPlugins'] } })
  })

  test('28.6 navbar items keep their docsPluginId (doc, docSidebar, docsVersionDropdown), unreported', () => {
    const { config, notes } = mapDocusaurusConfig(
      {
        themeConfig: {
          navbar: {
            items: [
              { type: 'doc', docId: 'intro', docsPluginId: 'community', label: 'Community' },
              { type: 'docSidebar', sidebarId: 'api', docsPluginId: 'api' },
              { type: 'docsVersionDropdown', docsPluginId: 'api', position: 'right' },
            ],
          },
        },
      },
      ROOT,
    )
    expect(config.navbar?.items).toEqual([
      { type: 'doc', docId: 'intro', docsPluginId: 'community', label: 'Community' },
      { type: 'docSidebar', sidebarId: 'api', docsPluginId: 'api' },
      { type: 'docsVersionDropdown', docsPluginId: 'api', position: 'right' },
    ])
    expect(notes.filter((n) => n.option.startsWith('themeConfig.navbar'))).toEqual([])
  })

  test("56.1 no preset: theme-classic listed on its own gives its customCss, the blog and pages plugins their folders and routes, as the preset's options would", () => {
    const { config, notes } = mapDocusaurusConfig(
      {
        title: 'T',
        url: 'https://t.example',
        baseUrl: '/',
        themes: [['@docusaurus/theme-classic', { customCss: './src/css/custom.css' }]],
        plugins: [
          ['@docusaurus/plugin-content-docs', { sidebarPath: './sidebars.js' }],
          ['@docusaurus/plugin-content-blog', { path: 'news', routeBasePath: 'news', showReadingTime: true }],
          ['@docusaurus/plugin-content-pages', { path: 'src/site-pages' }],
        ],
      },
      ROOT,
    )
    expect(config.customCss).toEqual(['src/css/custom.css'])
    expect(config.blog).toMatchObject({ path: 'news', routeBasePath: 'news' })
    expect(config.pages).toEqual({ path: 'src/site-pages' })
    expect(notes.filter((n) => /theme-classic|content-blog|content-pages/.test(n.option))).toEqual([])
  })
})
