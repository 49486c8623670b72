/** "Skip to main content": the first focusable element; targets `main#__main` (N6). */
import { useT } from '../i18n/context'
export function SkipLink() {
  const t = useT()
  return (
    <a className="skip-link" href="#__main">
      {t('theme.common.skipToMainContent')}
    </a>
  )
}
