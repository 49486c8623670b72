/**
 * "Copy page" on doc pages: copies the page's markdown twin (`{url}.md`) to the clipboard.
 * The runtime (`copy-page.ts`) does the work; the label is a polite live region so the
 * "Copied" confirmation is announced. Hidden without JavaScript (CSS), where it could not work.
 */
import { useT } from '../i18n/context'
export function CopyPage({ src }: { src: string }) {
  const t = useT()
  return (
    <button type="button" className="copy-page" data-copy-page="" data-src={src}>
      <svg
        width={16}
        height={16}
        viewBox="0 0 24 24"
        fill="none"
        stroke="currentColor"
        strokeWidth={2}
        strokeLinecap="round"
        strokeLinejoin="round"
        aria-hidden="true"
        focusable="false"
      >
        <rect x="9" y="9" width="12" height="12" rx="2" />
        <path d="M5 15H4a1 1 0 0 1-1-1V4a1 1 0 0 1 1-1h10a1 1 0 0 1 1 1v1" />
      </svg>
      <span aria-live="polite">{t('cwc.copyPage')}</span>
    </button>
  )
}
