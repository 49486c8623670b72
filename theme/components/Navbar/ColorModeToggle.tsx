/**
 * The light/dark switch (S1): `button[data-color-mode-toggle]`; the runtime flips
 * `html[data-theme]`, stores it under `theme` and keeps the label current. Hidden if disableSwitch.
 */
import type { SiteData } from '../../../generator/core/theme-contract'
import { colorToggleLabel } from '../../i18n/runtime-strings'
import { IconMoon, IconSun } from '../icons'

export function ColorModeToggle({ site }: { site: SiteData }) {
  if (site.colorMode.disableSwitch) return null
  const label = colorToggleLabel(site.i18n.messages, site.colorMode.defaultMode)
  return (
    <button type="button" className="color-mode-toggle" data-color-mode-toggle aria-label={label} title={label}>
      <IconSun className="color-mode-toggle__icon color-mode-toggle__icon--light" />
      <IconMoon className="color-mode-toggle__icon color-mode-toggle__icon--dark" />
    </button>
  )
}
