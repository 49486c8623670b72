/**
 * Builds the Code Web Chat site and the fixture sites with the real CLI, serves each with the
 * preview server on a free loopback port, and provides their URLs to the tests.
 */
import { execFileSync } from 'node:child_process'
import type http from 'node:http'
import path from 'node:path'
import type { TestProject } from 'vitest/node'
import { createStaticHandler, listen } from '../generator/server/preview.js'
import { chromiumPath } from './harness.js'

declare module 'vitest' {
  export interface ProvidedContext {
    /** The Code Web Chat site, e.g. http://127.0.0.1:PORT */
    siteUrl: string
    /** Its output folder. */
    siteDir: string
    /** Fixture site with baseUrl '/docs/', a dropdown and an announcement bar. */
    fixtureUrl: string
    /** MDX fixture site (generator/test/fixtures/mdx-site), baseUrl '/', docs under /docs. */
    mdxUrl: string
    /** Its output folder. */
    mdxDir: string
    /** Fixture laid out as a Docusaurus project (generator/test/fixtures/react-pages): React pages, CSS modules, customCss. */
    reactUrl: string
    /** A Docusaurus project built as it stands (generator/test/fixtures/docusaurus-site). */
    docusaurusUrl: string
    /** A versioned Docusaurus project (generator/test/fixtures/docusaurus-versions): Next, 2.0 (last), 1.0. */
    versionsUrl: string
    /** A Docusaurus project in three locales: en, fr, fa right to left (generator/test/fixtures/docusaurus-i18n). */
    localesUrl: string
    /** A Docusaurus project with its own markdown plugins: npm2yarn, remark-math + rehype-katex, plugin files (generator/test/fixtures/docusaurus-remark). */
    remarkUrl: string
    /** A Docusaurus project with headTags, scripts, stylesheets, clientModules, client-redirects and gtag (generator/test/fixtures/docusaurus-plugins). */
    pluginsUrl: string
    /** A Docusaurus project with the Sass plugin, theme-mermaid and ideal-image (generator/test/fixtures/docusaurus-diagrams). */
    diagramsUrl: string
    /** A Docusaurus 2 project's own code (generator/test/fixtures/docusaurus-v2): config prop, theme-common, swizzled MDXComponents, Redirect. */
    docusaurusV2Url: string
    /** A Docusaurus project whose pages use Infima's classes, with a dark navbar hidden on scroll and One Light/Dark code (generator/test/fixtures/docusaurus-infima, issue 29). */
    infimaUrl: string
  }
}

const ROOT = path.resolve(import.meta.dirname, '..')
const OUT = path.join(ROOT, '.cache', 'e2e')

function buildSite(root: string, out: string): void {
  execFileSync(process.execPath, [path.join(ROOT, 'generator/launch.mjs'), 'build', '--root', root, '--out', out], { cwd: ROOT, stdio: 'pipe' })
}

export default async function setup(project: TestProject): Promise<() => Promise<void>> {
  chromiumPath() // fail early with the install hint
  const siteDir = path.join(OUT, 'site')
  const fixtureDir = path.join(OUT, 'fixture-base')
  buildSite(ROOT, siteDir)
  buildSite(path.join(ROOT, 'generator/test/fixtures/base-docs'), fixtureDir)
  const mdxDir = path.join(OUT, 'fixture-mdx')
  buildSite(path.join(ROOT, 'generator/test/fixtures/mdx-site'), mdxDir)
  const reactDir = path.join(OUT, 'fixture-react')
  buildSite(path.join(ROOT, 'generator/test/fixtures/react-pages'), reactDir)
  const docusaurusDir = path.join(OUT, 'fixture-docusaurus')
  buildSite(path.join(ROOT, 'generator/test/fixtures/docusaurus-site'), docusaurusDir)
  const versionsDir = path.join(OUT, 'fixture-versions')
  buildSite(path.join(ROOT, 'generator/test/fixtures/docusaurus-versions'), versionsDir)
  const localesDir = path.join(OUT, 'fixture-locales')
  buildSite(path.join(ROOT, 'generator/test/fixtures/docusaurus-i18n'), localesDir)
  const remarkDir = path.join(OUT, 'fixture-remark')
  buildSite(path.join(ROOT, 'generator/test/fixtures/docusaurus-remark'), remarkDir)
  const pluginsDir = path.join(OUT, 'fixture-plugins')
  buildSite(path.join(ROOT, 'generator/test/fixtures/docusaurus-plugins'), pluginsDir)
  const diagramsDir = path.join(OUT, 'fixture-diagrams')
  buildSite(path.join(ROOT, 'generator/test/fixtures/docusaurus-diagrams'), diagramsDir)
  const docusaurusV2Dir = path.join(OUT, 'fixture-docusaurus-v2')
  buildSite(path.join(ROOT, 'generator/test/fixtures/docusaurus-v2'), docusaurusV2Dir)
  const infimaDir = path.join(OUT, 'fixture-infima')
  buildSite(path.join(ROOT, 'generator/test/fixtures/docusaurus-infima'), infimaDir)
  const servers: http.Server[] = []
  const serve = async (dir: string, base = '/', locales: string[] = []) => {
    const server = await listen(createStaticHandler({ dir, base, locales }), 0, '127.0.0.1')
    servers.push(server)
    const addr = server.address()
    return `http://127.0.0.1:${typeof addr === 'object' && addr ? addr.port : 0}`
  }
  project.provide('siteUrl', await serve(siteDir))
  project.provide('siteDir', siteDir)
  project.provide('fixtureUrl', await serve(fixtureDir, '/docs/')) // pages under `${fixtureUrl}/docs/`
  project.provide('mdxUrl', await serve(mdxDir))
  project.provide('mdxDir', mdxDir)
  project.provide('reactUrl', await serve(reactDir))
  project.provide('docusaurusUrl', await serve(docusaurusDir))
  project.provide('versionsUrl', await serve(versionsDir))
  project.provide('localesUrl', await serve(localesDir, '/', ['fr', 'fa'])) // as `npm run serve` passes the translated locales' folders
  project.provide('remarkUrl', await serve(remarkDir))
  project.provide('pluginsUrl', await serve(pluginsDir))
  project.provide('diagramsUrl', await serve(diagramsDir))
  project.provide('docusaurusV2Url', await serve(docusaurusV2Dir))
  project.provide('infimaUrl', await serve(infimaDir))
  return async () => {
    await Promise.all(servers.map((s) => new Promise((r) => s.close(r))))
  }
}
