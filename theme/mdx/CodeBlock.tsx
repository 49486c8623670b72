/**
 * `@theme/CodeBlock` for code the compiler could not turn into a fenced block (dynamic
 * children): the wrapper rehype-shiki and rehype-code-copy make (DOM.md "Code block"), so
 * the copy button, line numbers and highlighted lines work. In a Docusaurus project its code is
 * highlighted by the project's Prism, as its fenced blocks are (`mdxSite().highlight`), in the
 * language given, else `prism.defaultLanguage`; elsewhere it has no token colours.
 *
 * In the browser (an island) there is no Prism: a block the island hydrates keeps the build's
 * markup inside its `code` (React leaves the content of `dangerouslySetInnerHTML` alone, and it
 * stays so while the code is the same); a block the browser mounts afresh is plain.
 */
import { useState, useSyncExternalStore, type ReactNode } from 'react'
import { useT } from '../i18n/context'
import { markedLines, readMagicComments } from '../../generator/stages/markdown/shiki-lines'
import { mdxSite } from './site'

/** Docusaurus's CodeBlock props. */
export interface CodeBlockProps {
  /** The code (a string); other nodes are rendered as they are inside `pre > code`. */
  children?: ReactNode
  /** `language-x` names the language when `language` is not given. */
  className?: string
  language?: string
  title?: ReactNode
  showLineNumbers?: boolean | number
  /** The fence meta: `title="…"`, `{1,3-5}`, `showLineNumbers`. */
  metastring?: string
}

/**
 * Shiki's `pre` classes: `shiki` and the theme name (highlighter.ts CODE_THEME, checked by the
 * test). Not imported: highlighter.ts loads Shiki, which this component does not need.
 */
export const PRE_CLASS = 'shiki cwc'
/** The block colours Shiki's CSS-variables theme puts on `pre` (the token colours are what this block lacks). */
const PRE_STYLE = { backgroundColor: 'var(--sh-background)', color: 'var(--sh-foreground)' }

const TITLE_RE = /title=(?:"([^"]*)"|'([^']*)'|(\S+))/

/** A code block: `div.code-block` > title, `pre.shiki` > `code` > `span.line`s, copy button. */
export function CodeBlock({ children, className, language, title, showLineNumbers, metastring = '' }: CodeBlockProps) {
  const t = useT()
  const site = mdxSite()
  const prism = (site.siteConfig.themeConfig as { prism?: { defaultLanguage?: unknown } } | undefined)?.prism
  const fence =
    language ??
    /(?:^|\s)language-(\S+)/.exec(className ?? '')?.[1] ??
    (typeof prism?.defaultLanguage === 'string' && prism.defaultLanguage ? prism.defaultLanguage : 'text')
  const m = TITLE_RE.exec(metastring)
  const heading = title ?? (m ? (m[1] ?? m[2] ?? m[3]) : null)
  // A number (Docusaurus's first line number) turns numbers on; the count starts at 1, as in markdown.
  const numbered =
    showLineNumbers === undefined ? /(?:^|\s)showLineNumbers(?=\s|$)/.test(metastring) : showLineNumbers !== false
  const text =
    typeof children === 'string' || typeof children === 'number'
      ? String(children)
      : Array.isArray(children) && children.every((c) => typeof c === 'string')
        ? children.join('')
        : null
  const highlighted = text !== null ? (site.highlight?.(text, fence, metastring) ?? null) : null
  // The build's render and React's hydration read the server snapshot (true); a block mounted afresh in the
  // browser reads false.
  const hydrating = useSyncExternalStore(neverChanges, isFalse, isTrue)
  const [built] = useState(() => (hydrating && typeof document !== 'undefined' ? text : null))
  const kept = built !== null && built === text
  const pre = kept ? (
    <pre
      className={PRE_CLASS}
      style={PRE_STYLE}
      data-line-numbers={numbered ? '' : undefined}
      tabIndex={0}
      suppressHydrationWarning
    >
      <code suppressHydrationWarning dangerouslySetInnerHTML={{ __html: '' }} />
    </pre>
  ) : highlighted ? (
    <pre
      className={highlighted.className.join(' ')}
      style={PRE_STYLE}
      tabIndex={0}
      data-line-numbers={numbered ? '' : undefined}
    >
      <code dangerouslySetInnerHTML={{ __html: highlighted.html }} />
    </pre>
  ) : (
    <pre className={PRE_CLASS} style={PRE_STYLE} data-line-numbers={numbered ? '' : undefined} tabIndex={0}>
      <code>{text === null ? children : lines(text, metastring, fence)}</code>
    </pre>
  )
  return (
    <div
      className="code-block"
      data-language={highlighted ? highlighted.language : fence}
      suppressHydrationWarning={kept || undefined}
    >
      {heading != null && heading !== '' && <div className="code-block__title">{heading}</div>}
      {pre}
      {/* rehype-code-copy's button, in the page's locale */}
      <button
        type="button"
        className="code-block__copy"
        data-copy-code=""
        title={t('theme.CodeBlock.copyButtonAriaLabel')}
      >
        <span aria-live="polite">{t('theme.CodeBlock.copy')}</span>
      </button>
    </div>
  )
}

const neverChanges = () => () => {}
const isFalse = () => false
const isTrue = () => true

/** One `span.line` per line, newline-separated as in Shiki's output; `{1,3}` and the site's magic comments
 * mark lines. */
function lines(code: string, meta: string, lang: string): ReactNode[] {
  const prism = (mdxSite().siteConfig.themeConfig as { prism?: { magicComments?: unknown } } | undefined)?.prism
  const { code: kept, marked } = markedLines(
    code.replace(/\n$/, ''),
    meta,
    readMagicComments(prism?.magicComments).comments,
    lang,
  )
  return kept.split('\n').flatMap((line, i) => [
    ...(i ? ['\n'] : []),
    // Shiki wraps a plain-text line in one token span (an empty line too).
    <span key={i} className={['line', ...(marked.get(i + 1) ?? [])].join(' ')}>
      <span>{line}</span>
    </span>,
  ])
}
