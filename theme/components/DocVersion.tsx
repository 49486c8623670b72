/**
 * A doc's version on a site with several (Docusaurus's DocVersionBanner and DocVersionBadge):
 * the notice on an unreleased or unmaintained version with a link to this page in the last
 * version, the "Version: X" badge, and, hidden, this page's URL in each version, which the
 * runtime gives the navbar's version dropdown after client navigation (runtime/versions.ts).
 */
import type { DocVersionInfo } from '../../generator/core/theme-contract'
import { interpolateNodes, useT } from '../i18n/context'

export function DocVersionBanner({ version, siteTitle }: { version?: DocVersionInfo; siteTitle: string }) {
  const t = useT()
  if (!version || version.banner === 'none') return null
  const label = <b>{version.label}</b>
  return (
    <div className="admonition admonition-warning version-banner" role="note">
      <div className="admonition-content">
        <p>
          {interpolateNodes(
            t(
              version.banner === 'unreleased'
                ? 'theme.docs.versions.unreleasedVersionLabel'
                : 'theme.docs.versions.unmaintainedVersionLabel',
            ),
            { siteTitle, versionLabel: label },
          )}
        </p>
        <p>
          {interpolateNodes(t('theme.docs.versions.latestVersionSuggestionLabel'), {
            latestVersionLink: (
              <b>
                <a href={version.latest.href} data-version={version.latest.name}>
                  {t('theme.docs.versions.latestVersionLinkLabel')}
                </a>
              </b>
            ),
            versionLabel: version.latest.label,
          })}
        </p>
      </div>
    </div>
  )
}

export function DocVersionBadge({ version }: { version?: DocVersionInfo }) {
  const t = useT()
  if (!version) return null
  return (
    <>
      <div
        hidden
        data-doc-version={version.name}
        data-version-alternates={JSON.stringify(Object.fromEntries(version.alternates.map((a) => [a.name, a.href])))}
      />
      {version.badge && (
        <span className="version-badge">{t('theme.docs.versionBadge.label', { versionLabel: version.label })}</span>
      )}
    </>
  )
}
