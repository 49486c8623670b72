/** The Code Web Chat site: identity, navbar, footer and plugin settings (checklist C1–C7). */
import { defineConfig } from './generator/stages/config.js'

export default defineConfig({
  title: 'Code Web Chat',
  tagline: 'Initialize any web chat with your code',
  url: 'https://codeweb.chat',
  baseUrl: '/',
  favicon: '/favicon.svg',
  // Default og:image (1200×630 PNG, drawn by scripts/social-card.ts).
  image: '/img/social-card.png',
  navbar: {
    title: 'Code Web Chat',
    logo: { src: '/img/logo.svg', alt: 'Code Web Chat' },
    items: [
      { type: 'docSidebar', sidebarId: 'documentationSidebar', label: 'Documentation', position: 'left' },
      { href: 'https://github.com/robertpiosik/CodeWebChat', label: 'GitHub', position: 'right' },
      {
        href: 'https://marketplace.visualstudio.com/items?itemName=robertpiosik.gemini-coder',
        label: 'VS Code Marketplace',
        position: 'right',
      },
      { href: 'https://buymeacoffee.com/robertpiosik', label: 'Donate', position: 'right' },
    ],
  },
  footer: { style: 'dark', copyright: 'Copyright © 2025 Robert Piosik. GPL-3.0 license.' },
  colorMode: { defaultMode: 'light', disableSwitch: false, respectPrefersColorScheme: false },
  toc: { minHeadingLevel: 2, maxHeadingLevel: 3 },
  docs: { routeBasePath: '/', versionLabel: 'Next', rememberPreferredVersion: true },
  blog: { routeBasePath: '/blog', title: 'Blog', description: 'News about Code Web Chat' },
  i18n: { defaultLocale: 'en', locales: ['en'] },
  onBrokenLinks: 'throw',
  search: true,
})
