import { useT } from '../i18n/context'

/** Shown on drafts in `npm run dev` (drafts are not built in production, E8). */
export function DraftBanner({ draft }: { draft?: boolean }) {
  const t = useT()
  if (!draft) return null
  return (
    <div className="admonition admonition-warning draft-banner" role="note">
      <p className="admonition-heading">{t('theme.draftContent.title')}</p>
      <div className="admonition-content">
        <p>{t('theme.draftContent.message')}</p>
      </div>
    </div>
  )
}
