/**
 * Bad input, table-driven. Each case is a fixture site built with the real CLI in a
 * child process (`node --import tsx generator/cli.ts build --root R --out O`) into an output
 * folder that already holds a good build. A case that must fail asserts a non-zero exit, a
 * message naming the file (and line/column where the parser knows them), what is wrong and
 * how to fix it, and the previous output unchanged byte for byte with no temp folder left. A
 * case that must build asserts exit 0, its warning if it has one, and the new output.
 * The whole-build errors of the catalogue (broken links, YAML, wrong types, E7…) live in
 * build.test.ts; this table adds the rest. The 5 MB file runs only with CWC_SLOW=1.
 */
import { spawn } from 'node:child_process'
import fs from 'node:fs'
import path from 'node:path'
import { beforeAll, describe, expect, test } from 'vitest'
import { build } from './build.js'
import { CLI, FIXTURES, prepareCli, makeSite, REPO_ROOT, snapshotDir, tempDir } from './test/helpers.js'
import { tempPrefix } from './stages/write.js'

const SLOW = process.env.CWC_SLOW === '1'
const IS_ROOT = process.getuid?.() === 0
/** The unprivileged user the unreadable-file case runs as when the tests run as root. */
const NOBODY = 65534

/** Run the CLI; resolves with its exit code and output (never rejects). */
function runCli(
  args: string[],
  options: { timeoutMs?: number; uid?: number } = {},
): Promise<{ code: number | null; stdout: string; stderr: string }> {
  return new Promise((resolve) => {
    const user = options.uid === undefined ? {} : { uid: options.uid, gid: options.uid }
    const child = spawn(process.execPath, [...CLI, ...args], {
      cwd: REPO_ROOT,
      env: { ...process.env, NO_COLOR: '1' },
      ...user,
    })
    let stdout = ''
    let stderr = ''
    child.stdout.on('data', (d: Buffer) => {
      stdout += d
    })
    child.stderr.on('data', (d: Buffer) => {
      stderr += d
    })
    const timer = setTimeout(() => child.kill('SIGKILL'), options.timeoutMs ?? 110_000)
    child.on('close', (code) => {
      clearTimeout(timer)
      resolve({ code, stdout, stderr })
    })
  })
}

/** One bad input. */
interface Case {
  name: string
  /** The site's files (path → text or bytes); `setup` may add links, modes… */
  files: Record<string, string | Uint8Array>
  setup?: (root: string) => void
  /** 'fail': non-zero exit, previous output kept. 'build': exit 0. */
  outcome: 'fail' | 'build'
  /** Each must appear in stdout + stderr; `{root}` stands for the site folder. */
  expected: (string | RegExp)[]
  /** Files the new output must hold (builds only). */
  outputs?: string[]
  skip?: string | false
  /** Build as an unprivileged user (root reads any file): `nobody` when the tests run as root. */
  unprivileged?: boolean
}

const post = (frontmatter: string, body = 'A post.\n') => `---\ntitle: Hello\n${frontmatter}\n---\n\n${body}`
const authors = 'jane:\n  name: Jane Doe\n'
const nestedList = (n: number) => Array.from({ length: n }, (_, i) => '  '.repeat(i) + '- item\n').join('')
const fiveMegabytes = () => {
  const block = (i: number) =>
    `## Section ${i}\n\n${'Plain prose for a very long page, with *emphasis* and `code`. '.repeat(12)}\n\n- one\n- two\n\n`
  let s = '# Big\n\n'
  for (let i = 0; s.length < 5 * 1024 * 1024; i++) s += block(i)
  return s
}

const cases: Case[] = [
  // errors from esbuild (issue 28: never "Build failed with 1 error:" and nothing after)
  {
    name: "a Docusaurus config that requires a package with a syntax error names the package's file and line, and says to reinstall",
    files: {
      'docusaurus.config.js':
        "const bad = require('badpkg')\nmodule.exports = {\n  title: 'T', url: 'https://x.example', baseUrl: '/',\n  presets: [['classic', { docs: {}, blog: false }]],\n}\n",
      'package.json': '{"name":"site","version":"1.0.0"}\n',
      'docs/intro.md': '# Intro\n',
      'node_modules/badpkg/package.json': '{"name":"badpkg","version":"1.0.0","main":"index.js"}\n',
      'node_modules/badpkg/index.js': 'module.exports = {\n  a: 1,,\n}\n',
    },
    outcome: 'fail',
    expected: [
      "{root}/node_modules/badpkg/index.js:2: docusaurus.config.js requires node_modules/badpkg/index.js, which has a syntax error: Unexpected token ','",
      "→ Reinstall the site's dependencies (`npm ci`)",
    ],
  },
  {
    name: "problems inside an imported MDX partial are each listed with the partial's file and line, not counted",
    files: {
      'content/docs/index.mdx': "import Part from './_part.mdx'\n\n# Home\n\n<Part />\n",
      'content/docs/_part.mdx':
        '# Part\n\n<script>alert(1)</script>\n\nText.\n\n<img src="x.png" onerror="alert(2)" />\n',
    },
    outcome: 'fail',
    expected: [
      '{root}/content/docs/_part.mdx',
      /line 3(:\d+)?: `<script>` in content is not allowed/,
      /line 7(:\d+)?: The event-handler attribute `onerror`/,
    ],
  },
  {
    name: 'a package whose CSS cannot be bundled fails, naming the CSS file, its line and column, and what esbuild could not do',
    files: {
      'content/docs/index.mdx': "import { Tweet } from 'tweetish'\n\n# Home\n\n<Tweet />\n",
      'node_modules/tweetish/package.json': '{"name":"tweetish","version":"1.0.0","main":"index.js"}\n',
      'node_modules/tweetish/index.js': 'import styles from "./tweet.module.css"\nexport const Tweet = () => null\n',
      'node_modules/tweetish/tweet.module.css': '.a { color: red }\n.b { background: url("./missing.png") }\n',
    },
    outcome: 'fail',
    expected: [
      // The problem is the module's, at its line, met through the page that imports it.
      /\/\S+\/node_modules\/tweetish\/tweet\S*\.module\.css:2:22: Could not resolve "\.\/missing\.png" \(imported by \{root\}\/content\/docs\/index\.mdx:1\)/,
    ],
  },
  {
    name: "56.4 a module's import that does not resolve, met by three pages, is one problem at the module's line naming the three",
    files: {
      'content/docs/index.md': '# Home\n',
      'components/Badge.jsx':
        "import pad from 'left-pad-nowhere'\nexport default function Badge() { return <b>{pad('x', 2)}</b> }\n",
      ...Object.fromEntries(
        ['a', 'b', 'c'].map((n) => [
          `content/docs/${n}.mdx`,
          `import Badge from '../../components/Badge.jsx'\n\n# ${n}\n\n<Badge />\n`,
        ]),
      ),
    },
    outcome: 'fail',
    expected: [
      /\{root\}\/components\/Badge\.jsx:1:\d+: Could not resolve "left-pad-nowhere" \(imported by \{root\}\/content\/docs\/a\.mdx:1, \{root\}\/content\/docs\/b\.mdx:1, \{root\}\/content\/docs\/c\.mdx:1\)\n {2}→ Install the package in the site \(`npm install left-pad-nowhere`\)/,
      // Said once: no list of three problems.
      /^(?![\s\S]*problems found)(?![\s\S]*Could not resolve[\s\S]*Could not resolve)/,
    ],
  },
  // front matter
  {
    name: 'an unknown front-matter key warns, naming the key, its line and the closest known key; the build succeeds',
    files: { 'content/docs/index.md': '---\ntitle: Home\nsidebar_postion: 2\n---\n\nHello.\n' },
    outcome: 'build',
    expected: [
      '{root}/content/docs/index.md:3: unknown front matter key `sidebar_postion` (did you mean `sidebar_position`?)',
    ],
    outputs: ['index.html'],
  },
  {
    name: 'a date that does not parse fails, naming the post, the line and the expected format',
    files: {
      'content/blog/hello.md': post('date: next tuesday'),
      'content/blog/authors.yml': authors,
      'content/docs/index.md': '# Home\n',
    },
    outcome: 'fail',
    expected: [
      '{root}/content/blog/hello.md:3: `date` must be a date (YYYY-MM-DD), got "next tuesday"',
      '→ Change `date` to a date (YYYY-MM-DD).',
    ],
  },
  {
    name: 'a date with no such day (2025-02-30, which YAML rolls over to March) fails instead of moving the post',
    files: {
      'content/blog/hello.md': post('date: 2025-02-30'),
      'content/blog/authors.yml': authors,
      'content/docs/index.md': '# Home\n',
    },
    outcome: 'fail',
    expected: [
      '{root}/content/blog/hello.md:3: `date` is 2025-02-30, a day that does not exist',
      /→ Use a real calendar date/,
    ],
  },
  {
    name: 'a `slug` that collides with another page fails, listing both files',
    files: {
      'content/docs/index.md': '# Home\n',
      'content/docs/a.md': '---\nslug: /b\n---\n\n# A\n',
      'content/docs/b.md': '# B\n',
    },
    outcome: 'fail',
    expected: [
      'Several pages want the URL /b (b.html): {root}/content/docs/a.md, {root}/content/docs/b.md',
      /→ Change the `slug` front matter or rename one of the files/,
    ],
  },
  // markdown
  {
    name: 'an unclosed admonition warns with its file and line (it runs to the end of the file, as an unclosed fence does); the build succeeds',
    files: {
      'content/docs/index.md': '---\ntitle: Home\n---\n\nIntro.\n\n:::warning\nCareful.\n\nThe rest of the page.\n',
    },
    outcome: 'build',
    expected: ['{root}/content/docs/index.md:7: `:::warning` is never closed: add a line `:::` where it should end'],
    outputs: ['index.html'],
  },
  {
    name: 'a file that is not valid UTF-8 fails, naming the file, line and column of the first bad byte',
    files: {
      'content/docs/index.md': Buffer.concat([
        Buffer.from('# Menu\n\nCaf'),
        Buffer.from([0xe9]),
        Buffer.from(' au lait\n'),
      ]),
    },
    outcome: 'fail',
    expected: [
      '{root}/content/docs/index.md:3:4: The file is not valid UTF-8 text (byte 11 is not part of a UTF-8 character)',
      '→ Re-save the file with UTF-8 encoding',
    ],
  },
  {
    name: 'an empty file builds (as in Docusaurus), titled after its file name',
    files: { 'content/docs/index.md': '# Home\n', 'content/docs/empty-page.md': '' },
    outcome: 'build',
    expected: [/Built \d+ pages/],
    outputs: ['index.html', 'empty-page.html'],
  },
  {
    name: 'a 5 MB file builds (CWC_SLOW=1: micromark takes minutes on a loaded machine)',
    files: { 'content/docs/index.md': fiveMegabytes() },
    outcome: 'build',
    expected: [/Built \d+ pages/],
    outputs: ['index.html'],
    skip: !SLOW && 'set CWC_SLOW=1',
  },
  {
    name: 'a list nested 1,000 deep fails with no stack overflow, naming the file and the line where it gets too deep',
    files: { 'content/docs/index.md': `# Deep\n\n${nestedList(1000)}` },
    outcome: 'fail',
    expected: [
      '{root}/content/docs/index.md:103: Lists or blockquotes are nested too deeply (about 101 levels; at most 100 levels of lists and 1000 of quotes are supported)',
      '→ Flatten the nesting',
    ],
  },
  {
    name: 'blockquotes nested 1,000 deep build (they parse in linear time)',
    files: { 'content/docs/index.md': `---\ntitle: Quotes\n---\n\n${'>'.repeat(1000)} deep\n` },
    outcome: 'build',
    expected: [/Built \d+ pages/],
    outputs: ['index.html'],
  },
  {
    name: 'blockquotes nested 5,000 deep fail with no stack overflow, naming the file and line',
    files: { 'content/docs/index.md': `---\ntitle: Quotes\n---\n\n${'>'.repeat(5000)} deep\n` },
    outcome: 'fail',
    expected: ['{root}/content/docs/index.md:5: Lists or blockquotes are nested too deeply (about 5000 levels'],
  },
  {
    name: 'a code block in an unknown language is shown as plain text, with a warning naming the file and line',
    files: { 'content/docs/index.md': '# Home\n\n```klingon\nQapla!\n```\n' },
    outcome: 'build',
    expected: ['{root}/content/docs/index.md:3: Unknown code block language `klingon`; shown as plain text'],
    outputs: ['index.html'],
  },
  {
    name: 'a <script> and an event handler in raw HTML fail without `markdown.allowScripts`, each with its line',
    files: {
      'content/docs/index.md':
        '---\ntitle: Home\n---\n\n<script>alert(1)</script>\n\n<img src="/x.png" onerror="alert(1)">\n',
    },
    outcome: 'fail',
    expected: [
      '2 problems found',
      '{root}/content/docs/index.md\n  line 5:1: `<script>` in content is not allowed',
      'line 7:1: The event-handler attribute `onerror` on `<img>` in content is not allowed',
      '→ Remove it, or if this site trusts its authors to run scripts, set `markdown: { allowScripts: true }`',
    ],
  },
  {
    name: 'a <script> in raw HTML builds with `markdown: { allowScripts: true }`',
    files: {
      'site.config.ts': 'export default { markdown: { allowScripts: true } }\n',
      'content/docs/index.md': '# Home\n\n<script>console.log("mine")</script>\n',
    },
    outcome: 'build',
    expected: [/Built \d+ pages/],
    outputs: ['index.html'],
  },
  // config
  {
    name: 'no config file builds: no key is required, every one has a default',
    files: { 'content/docs/index.md': '# Home\n' },
    outcome: 'build',
    expected: [/Built \d+ pages/],
    outputs: ['index.html', '404.html'],
  },
  {
    name: 'a config key of the wrong type (title: 42) fails, naming the key, the value and what is allowed',
    files: { 'site.config.ts': 'export default { title: 42 }\n', 'content/docs/index.md': '# Home\n' },
    outcome: 'fail',
    expected: ['{root}/site.config.ts: Invalid value for `title`: 42', '→ Expected a string.'],
  },
  {
    name: 'a site.config.ts with a syntax error fails, naming its line and column',
    files: { 'site.config.ts': "export default {\n  title: 'x',,\n}\n", 'content/docs/index.md': '# Home\n' },
    outcome: 'fail',
    expected: [
      '{root}/site.config.ts:2:13: Could not load the config file: Syntax error: Expected identifier but found ","',
      '→ Fix the error at that line',
    ],
  },
  {
    name: 'a site.config.ts that throws fails, naming the line that threw',
    files: {
      'site.config.ts':
        "const base = '/'\nif (base) throw new Error('no deploy target set')\nexport default { baseUrl: base }\n",
      'content/docs/index.md': '# Home\n',
    },
    outcome: 'fail',
    expected: [/\{root\}\/site\.config\.ts:2:\d+: Could not load the config file: no deploy target set/],
  },
  // files
  {
    name: 'an unreadable file (chmod 000) fails, saying so and how to fix it (built as `nobody` when the tests run as root)',
    files: { 'content/docs/index.md': '# Home\n', 'content/docs/secret.md': '# Secret\n' },
    setup: (root) => fs.chmodSync(path.join(root, 'content/docs/secret.md'), 0o000),
    outcome: 'fail',
    expected: ['{root}/content/docs/secret.md: The file is not readable (permission denied)', '→ Make it readable'],
    unprivileged: true,
  },
  {
    name: 'a symlink loop under content/ (a folder linking to its parent) is not followed: a warning names it and the build succeeds',
    files: { 'content/docs/index.md': '# Home\n', 'content/docs/sub/page.md': '# Page\n' },
    setup: (root) => fs.symlinkSync('..', path.join(root, 'content/docs/sub/loop')),
    outcome: 'build',
    expected: ['{root}/content/docs/sub/loop: a symbolic link to a folder is not followed (links to folders can loop)'],
    outputs: ['index.html', 'sub/page.html'],
  },
  {
    name: 'a symlinked markdown file is built like a file',
    files: { 'content/docs/index.md': '# Home\n', 'shared/faq.md': '# FAQ\n' },
    setup: (root) => fs.symlinkSync('../../shared/faq.md', path.join(root, 'content/docs/faq.md')),
    outcome: 'build',
    expected: [/Built \d+ pages/],
    outputs: ['faq.html'],
  },
  {
    name: 'a file deleted while the build reads it (simulated by a dangling symlink) fails, naming it',
    files: { 'content/docs/index.md': '# Home\n' },
    setup: (root) => fs.symlinkSync('gone.md', path.join(root, 'content/docs/deleted.md')),
    outcome: 'fail',
    expected: [
      '{root}/content/docs/deleted.md: The file disappeared while the build was reading it (or is a symbolic link to a missing file)',
      '→ Restore the file or remove the link',
    ],
  },
  {
    name: 'a markdown file that is a symlink to itself fails as a symlink loop',
    files: { 'content/docs/index.md': '# Home\n' },
    setup: (root) => fs.symlinkSync('self.md', path.join(root, 'content/docs/self.md')),
    outcome: 'fail',
    expected: ['{root}/content/docs/self.md: The file is a symbolic link loop'],
  },
  {
    name: '31 a customCss that does not bundle fails the build while the extras are being written beside the render: its error alone, nothing of the extras left',
    files: {
      'site.config.ts': "export default { title: 'T', customCss: ['src/css/bad.css'] }\n",
      'src/css/bad.css': '/* tokens */\n@import "./nope.css";\n',
      ...Object.fromEntries(
        Array.from({ length: 30 }, (_, i) => [
          `content/docs/d${i}.md`,
          `# Doc ${i}\n\nSee [the next](./d${(i + 1) % 30}.md).\n`,
        ]),
      ),
    },
    outcome: 'fail',
    expected: ['{root}/src/css/bad.css', 'Could not bundle customCss', 'nope.css'],
  },
  // every error of a stage at once
  {
    name: 'content errors in several files come out together, grouped by file',
    files: {
      'content/docs/index.md': '---\ntitle: [unclosed\n---\n',
      'content/docs/b.md': '---\nsidebar_position: two\n---\n',
      'content/docs/c.md': Buffer.from([0x23, 0x20, 0xff, 0x0a]),
      'content/blog/post.md': post('authors: [ghost]'),
      'content/blog/authors.yml': authors,
    },
    outcome: 'fail',
    expected: [
      '4 problems found',
      '{root}/content/blog/post.md\n  line 3: Unknown author key "ghost" in `authors`',
      '{root}/content/docs/b.md\n  line 2: `sidebar_position` must be a number, got "two"',
      '{root}/content/docs/c.md\n  line 1:3: The file is not valid UTF-8 text',
      /\{root\}\/content\/docs\/index\.md\n {2}line 3:\d+: Invalid YAML in front matter/,
    ],
  },
  {
    name: 'markdown errors in several files come out together, grouped by file',
    files: {
      'content/docs/index.md': '# Home\n\n<script>x()</script>\n',
      'content/docs/deep.md': '- '.repeat(500) + 'deep\n',
      'content/docs/ok.md': '# Fine\n',
    },
    outcome: 'fail',
    expected: [
      '2 problems found',
      '{root}/content/docs/deep.md\n  line 1: Lists or blockquotes are nested too deeply',
      '{root}/content/docs/index.md\n  line 3:1: `<script>` in content is not allowed',
    ],
  },
]

/** A previous good build, copied into each case's output folder. */
let goodBuild: string
beforeAll(async () => {
  prepareCli()
  goodBuild = path.join(tempDir('ssg-bad-good-'), 'dist')
  await build(path.join(FIXTURES, 'good'), { outDir: goodBuild })
}, 120_000)

describe.concurrent('generator/bad-input (the CLI over a previous good build)', () => {
  for (const c of cases) {
    test.skipIf(Boolean(c.skip))(
      `${c.name}${c.skip ? ` [skipped: ${c.skip}]` : ''}`,
      async () => {
        const root = makeSite(c.files)
        const outDir = path.join(tempDir('ssg-bad-out-'), 'dist')
        fs.cpSync(goodBuild, outDir, { recursive: true })
        const asNobody = c.unprivileged && IS_ROOT
        if (asNobody) for (const dir of [root, path.dirname(outDir)]) openUp(dir)
        c.setup?.(root)
        const before = snapshotDir(outDir)
        const { code, stdout, stderr } = await runCli(['build', '--root', root, '--out', outDir], {
          timeoutMs: SLOW ? 900_000 : 110_000,
          uid: asNobody ? NOBODY : undefined,
        })
        const text = stdout + stderr
        for (const e of c.expected) {
          if (typeof e === 'string') expect(text).toContain(e.replaceAll('{root}', root))
          else expect(text).toMatch(new RegExp(e.source.replaceAll('\\{root\\}', escape(root)), e.flags))
        }
        expect(fs.readdirSync(path.dirname(outDir)).filter((n) => n.startsWith(tempPrefix(outDir)))).toEqual([])
        if (c.outcome === 'fail') {
          expect(code, text).not.toBe(0)
          expect(text).not.toMatch(/\n\s+at .*\(.*:\d+:\d+\)/) // a message, not a stack trace
          expect(snapshotDir(outDir)).toEqual(before)
        } else {
          expect(code, text).toBe(0)
          for (const f of c.outputs ?? []) expect(fs.existsSync(path.join(outDir, f)), f).toBe(true)
          expect(fs.existsSync(path.join(outDir, 'guide.html'))).toBe(false) // the previous build was replaced
        }
      },
      SLOW ? 900_000 : 120_000,
    )
  }
})

/** Let the unprivileged user read `dir` and write into it. */
function openUp(dir: string): void {
  fs.chmodSync(dir, 0o777)
  for (const rel of fs.readdirSync(dir, { recursive: true }) as string[]) {
    const p = path.join(dir, rel)
    fs.chmodSync(p, fs.statSync(p).isDirectory() ? 0o777 : 0o666)
  }
}

function escape(s: string): string {
  return s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')
}
