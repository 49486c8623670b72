/**
 * The site folder as the CLI first meets it. `cwc-site init`: a minimal site (site.config.ts,
 * one doc, one blog post, a .gitignore for what builds write) that builds as it stands; nothing
 * existing is overwritten. `checkSiteFolder`: build and dev refuse a folder that holds no site.
 */
import fs from 'node:fs'
import path from 'node:path'
import { BuildError } from './core/errors.js'
import { CONFIG_NAMES } from './stages/config.js'
import { DOCUSAURUS_CONFIG_NAMES, findDocusaurusConfig } from './stages/docusaurus/load.js'

/**
 * build and dev need a site: a folder with none (no content/, site.config.* or Docusaurus config)
 * is refused with what was looked for, rather than built into an empty site.
 */
export function checkSiteFolder(root: string): void {
  if (!fs.existsSync(root))
    throw new BuildError(`The site folder ${root} does not exist`, {
      hint: "Pass --root DIR with an existing folder, or run the command from the site's folder.",
    })
  if (
    fs.existsSync(path.join(root, 'content')) ||
    CONFIG_NAMES.some((n) => fs.existsSync(path.join(root, n))) ||
    findDocusaurusConfig(root)
  )
    return
  throw new BuildError(`No site in ${root}: it has no content/ folder, no site.config.ts and no Docusaurus config`, {
    hint: `Looked for content/ (docs in content/docs/, posts in content/blog/), ${CONFIG_NAMES.join(', ')} and ${DOCUSAURUS_CONFIG_NAMES.join(', ')}. Run the command in the site's folder (or pass --root DIR), or run \`cwc-site init\` to write a minimal site here.`,
  })
}

/** What init wrote: paths relative to the folder. */
export interface InitResult {
  files: string[]
}

/** Write the starter site into `root` (created if missing); `today` dates the first post. */
export function initSite(root: string, today: Date = new Date()): InitResult {
  const existing = [...CONFIG_NAMES, 'content'].filter((n) => fs.existsSync(path.join(root, n)))
  const docusaurus = findDocusaurusConfig(root)
  if (docusaurus) existing.push(path.basename(docusaurus))
  if (existing.length) {
    throw new BuildError(`There is already a site in ${root} (${existing.join(', ')})`, {
      file: path.join(root, existing[0]!),
      hint: docusaurus
        ? 'A Docusaurus project builds as it stands: run `npx cwc-site build`.'
        : 'init writes into a folder without a site; run `npx cwc-site build` to build this one, or pass --root DIR for a new folder.',
    })
  }
  const date = today.toISOString().slice(0, 10)
  const title =
    path
      .basename(path.resolve(root))
      .replace(/[-_]+/g, ' ')
      .replace(/^\w/, (c) => c.toUpperCase()) || 'My site'
  const files: Record<string, string> = {
    'site.config.ts': `import { defineConfig } from 'cwc-site'

export default defineConfig({
  title: ${JSON.stringify(title)},
  tagline: 'Documentation and news',
  // The production origin: canonical links, the sitemap and feeds use it.
  url: 'https://example.com',
  baseUrl: '/',
  navbar: {
    items: [
      { type: 'docSidebar', sidebarId: 'documentationSidebar', label: 'Docs', position: 'left' },
      { to: '/blog', label: 'Blog', position: 'left' },
    ],
  },
  // The docs are at the site's root: content/docs/index.md is the home page.
  docs: { routeBasePath: '/' },
  blog: { routeBasePath: '/blog', title: 'Blog' },
})
`,
    'content/docs/index.md': `---
title: Introduction
sidebar_position: 1
---

Welcome. This page is \`content/docs/index.md\`: every markdown or MDX file under
\`content/docs/\` is a page of the docs, in the sidebar.

## Next steps

- Run \`npx cwc-site dev\` and edit this file: the page reloads.
- Add a page next to this one, or a folder of them.
- Read [the first post](/blog/welcome).
`,
    [`content/blog/${date}-welcome.md`]: `---
title: Welcome
slug: welcome
date: ${date}
---

The first post of the blog. Posts are the markdown files under \`content/blog/\`, newest first.
`,
  }
  if (!fs.existsSync(path.join(root, '.gitignore'))) files['.gitignore'] = 'node_modules/\ndist/\n.cache/\n'
  for (const [rel, text] of Object.entries(files)) {
    const file = path.join(root, rel)
    fs.mkdirSync(path.dirname(file), { recursive: true })
    fs.writeFileSync(file, text, { flag: 'wx' })
  }
  return { files: Object.keys(files) }
}
