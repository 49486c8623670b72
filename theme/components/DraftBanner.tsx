/** Shown on drafts in `npm run dev` (drafts are not built in production, E8). */
export function DraftBanner({ draft }: { draft?: boolean }) {
  if (!draft) return null
  return (
    <div className="admonition admonition-warning draft-banner" role="note">
      <p className="admonition-heading">Draft</p>
      <div className="admonition-content"><p>This page is a draft: it shows in development only and is left out of production builds.</p></div>
    </div>
  )
}
