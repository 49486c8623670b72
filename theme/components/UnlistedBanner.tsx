/** Shown on pages with `unlisted: true` front matter: reachable by link, but listed nowhere and not indexed. */
export function UnlistedBanner({ unlisted }: { unlisted?: boolean }) {
  if (!unlisted) return null
  return (
    <div className="admonition admonition-warning unlisted-banner" role="note">
      <p className="admonition-heading">Unlisted page</p>
      <div className="admonition-content"><p>This page is unlisted. Search engines will not index it, and only readers with a direct link can find it.</p></div>
    </div>
  )
}
