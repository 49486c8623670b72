/**
 * The Code Web Chat site itself: its pages (K1), their faithfulness to the product facts
 * (K2) and the spec's constants (C7).
 */
import fs from 'node:fs'
import path from 'node:path'
import { describe, expect, test } from 'vitest'
import { resolveConfig } from '../generator/stages/config.js'
import { loadContent } from '../generator/stages/content.js'
import { DELAY, MINIMUM, SPEED, TRICKLE_RATE, TRICKLE_SPEED } from '../theme/runtime/progress.js'
import { THEME_KEY } from '../theme/runtime/bootstrap.js'
import { DESKTOP_QUERY } from '../theme/runtime/mobile-panel.js'

const ROOT = path.resolve(import.meta.dirname, '..')
const FACTS = fs.readFileSync(path.resolve(ROOT, '../shared/content/FACTS.md'), 'utf8')
const all = async () => {
  const config = await resolveConfig(ROOT)
  const { content } = await loadContent(config)
  return { config, content, files: [...content.docs, ...content.posts] }
}

/** FACTS lists key families as `codeWebChat.xForA` / `…ForB`: accept `codeWebChat.xForB`. */
function inShorthand(key: string): boolean {
  const at = key.lastIndexOf('For')
  return at > 0 && FACTS.includes(key.slice(0, at + 3)) && FACTS.includes('…' + key.slice(at))
}

describe('content (the Code Web Chat site)', () => {
  test('K1 every page of the checklist exists with a title and real content, plus the welcome post by robertpiosik', async () => {
    const { content } = await all()
    const docs = new Map(content.docs.map((d) => [d.relativePath, d]))
    for (const [file, title] of [
      ['index.md', 'Intro'],
      ['api-tools/index.md', 'API tools'],
      ['api-tools/code-completions.md', 'Code completions'],
      ['api-tools/commit-messages.md', 'Commit messages'],
      ['api-tools/context-edit.md', 'Context edit'],
      ['api-tools/intelligent-update.md', 'Intelligent update'],
      ['chatbot-initialization.md', 'Chatbot initialization'],
      ['context-selection.md', 'Context selection'],
      ['tips.md', 'Tips'],
      ['privacy.md', 'Privacy'],
    ] as const) {
      const doc = docs.get(file)
      expect(doc, file).toBeDefined()
      // The sidebar label (sidebar_label, else title) is the checklist's name; the home page has a longer title.
      expect(doc!.frontmatter.sidebar_label ?? doc!.frontmatter.title).toBe(title)
      expect(doc!.frontmatter.title, `${file} has a title`).toBeTruthy()
      expect(doc!.body.split(/\s+/).length, `${file} has real content`).toBeGreaterThan(120)
    }
    const [post] = content.posts
    expect(post!.relativePath).toBe('2025-03-16-welcome.md')
    expect(post!.frontmatter).toMatchObject({ slug: 'welcome', authors: ['robertpiosik'] })
    expect(post!.body).toMatch(/<!--\s*truncate\s*-->/)
    // `page: true`: the author keeps the page /blog/authors/robertpiosik (Docusaurus gives none without it).
    expect(content.authors.robertpiosik).toMatchObject({
      name: 'Robert Piosik',
      title: 'Creator',
      page: { permalink: '/robertpiosik' },
    })
  })

  test('K2 every external URL and every codeWebChat setting key the pages name comes from the product facts', async () => {
    const { files } = await all()
    const problems: string[] = []
    for (const f of files) {
      for (const url of f.body.match(/https?:\/\/[^\s)"'>\]]+/g) ?? []) {
        if (!FACTS.includes(url.replace(/[.,;:]+$/, ''))) problems.push(`${f.relativePath}: URL ${url}`)
      }
      for (const key of f.body.match(/codeWebChat\.[A-Za-z]+/g) ?? []) {
        if (!FACTS.includes(key) && !inShorthand(key)) problems.push(`${f.relativePath}: setting ${key}`)
      }
    }
    expect(problems).toEqual([])
  })

  test('K2 the product is documented as of autumn 2025: footer year 2025 and GPL-3.0, tagline from the facts', async () => {
    const { config } = await all()
    expect(config.footer.copyright).toBe('Copyright © 2025 Robert Piosik. GPL-3.0 license.')
    expect(FACTS).toContain(config.tagline)
    expect(config.title).toBe('Code Web Chat')
  })

  test('C7 the spec constants: breakpoint 996 px, colour-mode key "theme", progress bar 200 ms / 0.08 / 200 ms / 0.02 / 800 ms', () => {
    expect(DESKTOP_QUERY).toBe('(min-width: 996px)')
    const css = fs.readFileSync(path.join(ROOT, 'theme/styles/mobile.css'), 'utf8')
    expect(css).toContain('(max-width: 995.98px)')
    expect(THEME_KEY).toBe('theme')
    expect([DELAY, MINIMUM, SPEED, TRICKLE_RATE, TRICKLE_SPEED]).toEqual([200, 0.08, 200, 0.02, 800])
  })
})
