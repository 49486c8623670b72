/**
 * The announcement bar (S4): renders only when configured. The runtime hides it once closed;
 * the inline bootstrap hides a dismissed bar before paint via `html[data-announcement-dismissed]`.
 */
import type { SiteData } from '../../generator/core/theme-contract'
import { t } from '../i18n'
import { IconClose } from './icons'

export function AnnouncementBar({ site }: { site: SiteData }) {
  const bar = site.announcementBar
  if (!bar) return null
  return (
    <div
      className="announcement-bar"
      data-announcement-bar
      data-id={bar.id}
      role="region"
      aria-label={t(site, 'theme.AnnouncementBar.ariaLabel')}
      style={{ backgroundColor: bar.backgroundColor ?? '#fbb100', color: bar.textColor ?? '#1b1b1d' }}
    >
      <div className="announcement-bar__content" dangerouslySetInnerHTML={{ __html: bar.content }} />
      {bar.isCloseable !== false && (
        <button
          type="button"
          className="announcement-bar__close"
          data-announcement-close
          aria-label={t(site, 'theme.AnnouncementBar.closeButtonAriaLabel')}
        >
          <IconClose size={16} />
        </button>
      )}
    </div>
  )
}
