/**
 * Small literal factories of page props for the theme's tests. Each takes overrides so a
 * test states only what it is about.
 */
import type { ReactElement } from 'react'
import { renderToStaticMarkup } from 'react-dom/server'
import { Window } from 'happy-dom'
import type {
  AuthorLink,
  BlogSidebarData,
  PageKind,
  PageMeta,
  PagePropsMap,
  PostSummary,
  ResolvedNavbarItem,
  Sidebar,
  SiteData,
} from '../generator/core/types'
import { EN } from './i18n/messages'

/** The Code Web Chat navbar: one docs item on the left, three external links on the right. */
export function makeNavbarItems(): ResolvedNavbarItem[] {
  return [
    { type: 'docSidebar', label: 'Documentation', position: 'left', href: '/', sidebarId: 'documentationSidebar' },
    {
      type: 'link',
      label: 'GitHub',
      position: 'right',
      href: 'https://github.com/robertpiosik/CodeWebChat',
      external: true,
    },
    {
      type: 'link',
      label: 'VS Code Marketplace',
      position: 'right',
      href: 'https://marketplace.visualstudio.com/items?itemName=robertpiosik.gemini-coder',
      external: true,
    },
    { type: 'link', label: 'Donate', position: 'right', href: 'https://buymeacoffee.com/robertpiosik', external: true },
  ]
}

/** Site data as the routes stage would compute it for this site. */
export function makeSite(overrides: Partial<SiteData> = {}): SiteData {
  return {
    title: 'Code Web Chat',
    tagline: 'Initialize any web chat with your code',
    url: 'https://codeweb.chat',
    baseUrl: '/',
    favicon: '/favicon.svg',
    navbar: {
      title: 'Code Web Chat',
      logo: { src: '/img/logo.svg', alt: 'Code Web Chat logo' },
      items: makeNavbarItems(),
      brandHref: '/',
    },
    footer: { copyright: 'Copyright © 2025 Robert Piosik. GPL-3.0 license.', style: 'dark', links: [], logo: null },
    colorMode: { defaultMode: 'light', disableSwitch: false, respectPrefersColorScheme: false },
    locale: { code: 'en', label: 'English', direction: 'ltr', htmlLang: 'en', calendar: 'gregory', path: 'en' },
    i18n: {
      defaultLocale: 'en',
      locales: [{ code: 'en', label: 'English', htmlLang: 'en', direction: 'ltr', baseUrl: '/' }],
      messages: { ...EN },
    },
    announcementBar: null,
    search: false,
    blogHref: '/blog',
    docsHref: '/',
    homeHref: '/',
    version: { name: 'current', label: 'Next', isLast: true, path: '/', mainDocId: 'index' },
    versions: [{ name: 'current', label: 'Next', href: '/', isLast: true }],
    rememberPreferredVersion: true,
    feeds: { title: 'Code Web Chat Blog', rss: '/blog/rss.xml', atom: '/blog/atom.xml', json: '/blog/feed.json' },
    metadata: [],
    trailingSlash: undefined,
    ...overrides,
  }
}

/** Page meta for a URL. */
export function makeMeta(overrides: Partial<PageMeta> = {}): PageMeta {
  const url = overrides.url ?? '/api-tools/code-completions'
  return {
    title: 'Code completions',
    description: 'Fill in code at the cursor.',
    canonical: 'https://codeweb.chat' + url,
    url,
    noindex: false,
    ogType: 'website',
    image: 'https://codeweb.chat/img/social-card.png',
    ...overrides,
  }
}

/** The documentation sidebar with the API tools category. */
export function makeSidebar(): Sidebar {
  const link = (label: string, href: string) => ({ type: 'link' as const, label, href })
  return {
    id: 'documentationSidebar',
    items: [
      link('Intro', '/'),
      link('Context selection', '/context-selection'),
      link('Chatbot initialization', '/chatbot-initialization'),
      {
        type: 'category',
        label: 'API tools',
        href: '/api-tools/',
        collapsed: true,
        items: [
          link('Code completions', '/api-tools/code-completions'),
          link('Context edit', '/api-tools/context-edit'),
        ],
      },
      link('Tips', '/tips'),
    ],
  }
}

/** The site's author, as the routes stage links it (socials already made URLs by the content stage). */
export const author: AuthorLink = {
  key: 'robertpiosik',
  name: 'Robert Piosik',
  title: 'Creator',
  url: 'https://github.com/robertpiosik',
  imageUrl: '/img/avatar-robertpiosik.svg',
  page: { permalink: '/robertpiosik' },
  socials: { github: 'https://github.com/robertpiosik' },
  href: '/blog/authors/robertpiosik',
}

/** A post summary (the welcome post). */
export function makePost(overrides: Partial<PostSummary> = {}): PostSummary {
  return {
    title: 'Welcome',
    href: '/blog/welcome',
    date: '2025-03-16',
    formattedDate: 'March 16, 2025',
    authors: [author],
    tags: [],
    excerptHtml: '<p>Welcome to the new website.</p>',
    truncated: true,
    readingTime: 1.4,
    ...overrides,
  }
}

export function makeBlogSidebar(): BlogSidebarData {
  return {
    title: 'Recent posts',
    groups: [
      { year: '2025', items: [{ title: 'Welcome', href: '/blog/welcome' }] },
      { year: '2024', items: [{ title: 'Hello', href: '/blog/hello' }] },
    ],
  }
}

const toc = [
  { id: 'overview', text: 'Overview', depth: 2 },
  { id: 'details', text: 'Details', depth: 3 },
  { id: 'usage', text: 'Usage', depth: 2 },
]

/** Props for every page kind, keyed by kind. */
export function makeProps<K extends PageKind>(kind: K, site: SiteData = makeSite()): PagePropsMap[K] {
  const sidebar = makeSidebar()
  const blogSidebar = makeBlogSidebar()
  const post = makePost()
  const tag = { label: 'news', href: '/blog/tags/news', count: 1 }
  const all: { [P in PageKind]: () => PagePropsMap[P] } = {
    doc: () => ({
      kind: 'doc',
      site,
      meta: makeMeta(),
      sidebar,
      doc: {
        id: 'api-tools/code-completions',
        title: 'Code completions',
        hideTitle: false,
        html: '<p>Intro.</p><h2 id="overview">Overview</h2><h3 id="details">Details</h3><h2 id="usage">Usage</h2>',
        toc,
        hideToc: false,
        breadcrumbs: [
          { label: 'API tools', href: '/api-tools/' },
          { label: 'Code completions', href: '/api-tools/code-completions' },
        ],
        prev: { title: 'API tools', href: '/api-tools/' },
        next: { title: 'Context edit', href: '/api-tools/context-edit' },
        tags: [],
        cards: [],
        editUrl: null,
      },
    }),
    docCategory: () => ({
      kind: 'docCategory',
      site,
      meta: makeMeta({ title: 'API tools', url: '/api-tools/' }),
      sidebar,
      category: {
        title: 'API tools',
        description: '',
        breadcrumbs: [{ label: 'API tools', href: '/api-tools/' }],
        cards: [{ title: 'Code completions', href: '/api-tools/code-completions', description: 'Fill in code.' }],
        prev: null,
        next: { title: 'Code completions', href: '/api-tools/code-completions' },
      },
    }),
    blogList: () => ({
      kind: 'blogList',
      site,
      meta: makeMeta({ title: 'Blog', url: '/blog' }),
      blogSidebar,
      list: { title: 'Blog', posts: [post], prev: null, next: null },
    }),
    blogPost: () => ({
      kind: 'blogPost',
      site,
      meta: makeMeta({ title: 'Welcome', url: '/blog/welcome', ogType: 'article' }),
      blogSidebar,
      post: {
        ...post,
        html: '<p>Welcome.</p><h2 id="overview">Overview</h2>',
        toc: [toc[0]],
        newer: null,
        older: { title: 'Hello', href: '/blog/hello' },
        editUrl: null,
      },
    }),
    blogArchive: () => ({
      kind: 'blogArchive',
      site,
      meta: makeMeta({ title: 'Archive', url: '/blog/archive' }),
      archive: [{ year: '2025', posts: [post] }],
    }),
    blogAuthors: () => ({
      kind: 'blogAuthors',
      site,
      meta: makeMeta({ title: 'Authors', url: '/blog/authors' }),
      blogSidebar,
      authors: [{ ...author, count: 1 }],
    }),
    blogAuthor: () => ({
      kind: 'blogAuthor',
      site,
      meta: makeMeta({ title: 'Robert Piosik', url: '/blog/authors/robertpiosik' }),
      blogSidebar,
      author: { ...author, count: 1 },
      posts: [post],
      pager: { prev: null, next: null },
    }),
    blogTags: () => ({
      kind: 'blogTags',
      site,
      meta: makeMeta({ title: 'Tags', url: '/blog/tags' }),
      blogSidebar,
      tags: [tag],
    }),
    blogTag: () => ({
      kind: 'blogTag',
      site,
      meta: makeMeta({ title: 'news', url: tag.href }),
      blogSidebar,
      tag,
      allTagsHref: '/blog/tags',
      posts: [post],
      pager: { prev: null, next: null },
    }),
    docsTags: () => ({
      kind: 'docsTags',
      site,
      meta: makeMeta({ title: 'Tags', url: '/tags' }),
      sidebar,
      tags: [{ label: 'api', href: '/tags/api', count: 2 }],
    }),
    docsTag: () => ({
      kind: 'docsTag',
      site,
      meta: makeMeta({ title: 'api', url: '/tags/api' }),
      sidebar,
      tag: { label: 'api', href: '/tags/api', count: 1 },
      allTagsHref: '/tags',
      docs: [{ title: 'Code completions', href: '/api-tools/code-completions', description: 'Fill in code.' }],
    }),
    page: () => ({
      kind: 'page',
      site,
      meta: makeMeta({ title: 'About', url: '/about' }),
      page: { title: 'About', html: '<h1>About</h1><h2 id="overview">Overview</h2>', toc: [toc[0]], hideToc: false },
    }),
    notFound: () => ({
      kind: 'notFound',
      site,
      meta: makeMeta({ title: 'Page Not Found', url: '/404.html', noindex: true }),
    }),
  }
  return all[kind]() as PagePropsMap[K]
}

/** Render an element to static HTML and parse it, to query it like the browser would. */
export function renderToDom(element: ReactElement): { html: string; doc: globalThis.Document } {
  const html = renderToStaticMarkup(element)
  const window = new Window()
  const doc = new window.DOMParser().parseFromString(
    html.startsWith('<html') ? '<!doctype html>' + html : `<!doctype html><html><body>${html}</body></html>`,
    'text/html',
  ) as unknown as globalThis.Document
  return { html, doc }
}
