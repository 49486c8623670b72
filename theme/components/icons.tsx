/**
 * Small inline SVG icons (24×24 grid, `currentColor`). Kept together in one file because each
 * is a single path: one file per icon would be noise. All are decorative (`aria-hidden`);
 * the control that holds one carries the accessible name.
 */
import type { ReactNode, SVGProps } from 'react'
import { useT } from '../i18n/context'

type IconProps = SVGProps<SVGSVGElement> & { size?: number }

function Svg({ size = 20, children, ...rest }: IconProps & { children: ReactNode }) {
  return (
    <svg
      width={size}
      height={size}
      viewBox="0 0 24 24"
      fill="none"
      stroke="currentColor"
      strokeWidth={2}
      strokeLinecap="round"
      strokeLinejoin="round"
      aria-hidden="true"
      focusable="false"
      {...rest}
    >
      {children}
    </svg>
  )
}

export const IconHome = (p: IconProps) => (
  <Svg {...p}>
    <path d="M3 10.5 12 3l9 7.5" />
    <path d="M5 9.5V21h5v-6h4v6h5V9.5" />
  </Svg>
)

export const IconSun = (p: IconProps) => (
  <Svg {...p}>
    <circle cx="12" cy="12" r="4" />
    <path d="M12 2v2M12 20v2M4.93 4.93l1.41 1.41M17.66 17.66l1.41 1.41M2 12h2M20 12h2M4.93 19.07l1.41-1.41M17.66 6.34l1.41-1.41" />
  </Svg>
)

export const IconMoon = (p: IconProps) => (
  <Svg {...p}>
    <path d="M21 12.8A9 9 0 1 1 11.2 3a7 7 0 0 0 9.8 9.8Z" />
  </Svg>
)

export const IconMenu = (p: IconProps) => (
  <Svg {...p}>
    <path d="M4 6h16M4 12h16M4 18h16" />
  </Svg>
)

export const IconClose = (p: IconProps) => (
  <Svg {...p}>
    <path d="M6 6l12 12M18 6 6 18" />
  </Svg>
)

export const IconChevron = (p: IconProps) => (
  <Svg {...p}>
    <path d="m9 6 6 6-6 6" />
  </Svg>
)

export const IconArrowLeft = (p: IconProps) => (
  <Svg {...p}>
    <path d="M19 12H5M11 18l-6-6 6-6" />
  </Svg>
)

export const IconSidebar = (p: IconProps) => (
  <Svg {...p}>
    <rect x="3" y="4" width="18" height="16" rx="2" />
    <path d="M9 4v16M15 10l-2 2 2 2" />
  </Svg>
)

/** The "opens in a new tab" arrow, with the words for screen readers (L2); `newTab` false: the arrow alone (a
 * link the site keeps in the tab). */
export function IconExternalLink({ newTab = true }: { newTab?: boolean } = {}) {
  const t = useT()
  return (
    <>
      <Svg size={13} className="icon-external" strokeWidth={2.2}>
        <path d="M14 4h6v6M20 4l-9 9M18 14v5a1 1 0 0 1-1 1H5a1 1 0 0 1-1-1V7a1 1 0 0 1 1-1h5" />
      </Svg>
      {newTab && <span className="visually-hidden"> {t('cwc.link.opensInNewTab')}</span>}
    </>
  )
}

export const IconSearch = (p: IconProps) => (
  <Svg {...p}>
    <circle cx="11" cy="11" r="7" />
    <path d="m20 20-3.5-3.5" />
  </Svg>
)

/** Brand marks for author socials (filled, so drawn with `fill` rather than strokes). */
export const IconGitHub = (p: IconProps) => (
  <Svg {...p} fill="currentColor" stroke="none">
    <path d="M12 2a10 10 0 0 0-3.16 19.49c.5.09.68-.22.68-.48v-1.7c-2.78.6-3.37-1.34-3.37-1.34-.45-1.16-1.11-1.47-1.11-1.47-.91-.62.07-.6.07-.6 1 .07 1.53 1.03 1.53 1.03.89 1.53 2.34 1.09 2.91.83.09-.65.35-1.09.63-1.34-2.22-.25-4.55-1.11-4.55-4.94 0-1.09.39-1.98 1.03-2.68-.1-.25-.45-1.27.1-2.65 0 0 .84-.27 2.75 1.02a9.58 9.58 0 0 1 5 0c1.91-1.29 2.75-1.02 2.75-1.02.55 1.38.2 2.4.1 2.65.64.7 1.03 1.59 1.03 2.68 0 3.84-2.34 4.69-4.57 4.93.36.31.68.92.68 1.85v2.75c0 .27.18.58.69.48A10 10 0 0 0 12 2Z" />
  </Svg>
)

export const IconX = (p: IconProps) => (
  <Svg {...p} fill="currentColor" stroke="none">
    <path d="M17.75 3h3.07l-6.7 7.66L22 21h-6.17l-4.83-6.32L5.47 21H2.4l7.17-8.19L2 3h6.33l4.37 5.77L17.75 3Zm-1.08 16.2h1.7L7.4 4.72H5.58L16.67 19.2Z" />
  </Svg>
)

export const IconLink = (p: IconProps) => (
  <Svg {...p}>
    <path d="M10 14a4 4 0 0 0 5.66 0l3-3a4 4 0 0 0-5.66-5.66l-1 1" />
    <path d="M14 10a4 4 0 0 0-5.66 0l-3 3a4 4 0 0 0 5.66 5.66l1-1" />
  </Svg>
)

/* Marks for the other author socials: simple line drawings, recognisable at 16 px. */

export const IconTwitter = (p: IconProps) => (
  <Svg {...p}>
    <path d="M21 6.5a7 7 0 0 1-2.2.6 3.6 3.6 0 0 0 1.6-2 7.3 7.3 0 0 1-2.3.9 3.6 3.6 0 0 0-6.2 3.3A10.3 10.3 0 0 1 4.5 5.5a3.6 3.6 0 0 0 1.1 4.8 3.6 3.6 0 0 1-1.6-.4 3.6 3.6 0 0 0 2.9 3.5 3.6 3.6 0 0 1-1.6.1 3.6 3.6 0 0 0 3.4 2.5A7.3 7.3 0 0 1 3 17.5 10.3 10.3 0 0 0 8.6 19c6.7 0 10.4-5.6 10.4-10.4v-.5A7.4 7.4 0 0 0 21 6.5Z" />
  </Svg>
)

export const IconLinkedIn = (p: IconProps) => (
  <Svg {...p}>
    <rect x="3" y="3" width="18" height="18" rx="3" />
    <path d="M8 10.5V17M8 7.5v.01M12 17v-6.5M12 13.5a2.5 2.5 0 0 1 5 0V17" />
  </Svg>
)

export const IconStackOverflow = (p: IconProps) => (
  <Svg {...p}>
    <path d="M5 14v6h14v-6" />
    <path d="M8.5 17h7M8.8 13.6l7 1.3M9.9 10l6.5 2.8M12 6.5l5.5 4.3" />
  </Svg>
)

export const IconBluesky = (p: IconProps) => (
  <Svg {...p}>
    <path d="M12 11.2C10.3 7.8 7.4 5 5.2 5 3.6 5 3.5 6.4 3.5 7.4c0 1.3.7 4.5 3.6 4.9-2.4.6-3 2.2-1.6 3.6 2.3 2.2 4.7-.4 6.5-4.1 1.8 3.7 4.2 6.3 6.5 4.1 1.4-1.4.8-3-1.6-3.6 2.9-.4 3.6-3.6 3.6-4.9 0-1-.1-2.4-1.7-2.4-2.2 0-5.1 2.8-6.8 6.2Z" />
  </Svg>
)

export const IconInstagram = (p: IconProps) => (
  <Svg {...p}>
    <rect x="3" y="3" width="18" height="18" rx="5" />
    <circle cx="12" cy="12" r="4" />
    <path d="M17.5 6.5v.01" />
  </Svg>
)

export const IconThreads = (p: IconProps) => (
  <Svg {...p}>
    <circle cx="12" cy="12" r="3.5" />
    <path d="M15.5 8.5V13a2.5 2.5 0 0 0 5 0v-1a8.5 8.5 0 1 0-3.4 6.8" />
  </Svg>
)

export const IconMastodon = (p: IconProps) => (
  <Svg {...p}>
    <path d="M20 12.5V9.5C20 5.5 17 4 12 4S4 5.5 4 9.5v3c0 5 1.5 7.5 6.5 7.5 1.6 0 3-.3 4-.7" />
    <path d="M8 14V9.8a2 2 0 0 1 4 0V12m0-2.2a2 2 0 0 1 4 0V14" />
  </Svg>
)

export const IconYouTube = (p: IconProps) => (
  <Svg {...p}>
    <rect x="2.5" y="5" width="19" height="14" rx="4" />
    <path d="m10 9 5 3-5 3Z" />
  </Svg>
)

export const IconTwitch = (p: IconProps) => (
  <Svg {...p}>
    <path d="M4 3h16v11l-4.5 4.5h-4L8.5 21v-2.5H4Z" />
    <path d="M11 8v4M15.5 8v4" />
  </Svg>
)

export const IconMail = (p: IconProps) => (
  <Svg {...p}>
    <rect x="3" y="5" width="18" height="14" rx="2" />
    <path d="m3.5 6.5 8.5 6 8.5-6" />
  </Svg>
)
