/**
 * A doc's version on a site with several (Docusaurus's DocVersionBanner and DocVersionBadge):
 * the notice on an unreleased or unmaintained version with a link to this page in the last
 * version, the "Version: X" badge, and, hidden, this page's URL in each version, which the
 * runtime gives the navbar's version dropdown after client navigation (runtime/versions.ts).
 */
import type { DocVersionInfo } from '../../generator/core/types'

export function DocVersionBanner({ version, siteTitle }: { version?: DocVersionInfo; siteTitle: string }) {
  if (!version || version.banner === 'none') return null
  return (
    <div className="admonition admonition-warning version-banner" role="note">
      <div className="admonition-content">
        <p>
          {version.banner === 'unreleased'
            ? <>This is unreleased documentation for {siteTitle} <b>{version.label}</b> version.</>
            : <>This is documentation for {siteTitle} <b>{version.label}</b>, which is no longer actively maintained.</>}
        </p>
        <p>
          For up-to-date documentation, see the <b><a href={version.latest.href} data-version={version.latest.name}>latest version</a></b> ({version.latest.label}).
        </p>
      </div>
    </div>
  )
}

export function DocVersionBadge({ version }: { version?: DocVersionInfo }) {
  if (!version) return null
  return (
    <>
      <div hidden data-doc-version={version.name} data-version-alternates={JSON.stringify(Object.fromEntries(version.alternates.map((a) => [a.name, a.href])))} />
      {version.badge && <span className="version-badge">Version: {version.label}</span>}
    </>
  )
}
