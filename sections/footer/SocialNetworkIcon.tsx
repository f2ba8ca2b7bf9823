import type { ReactElement } from 'react';
import type { FooterSocialNetwork } from '../../common/generated/types';
import { Glyph } from '../../src/ui/Glyph';

const MUSIC_NOTE = <path d="M16.6 3c.4 2.3 1.9 3.8 4.2 4v3.2c-1.5 0-2.9-.4-4.2-1.2v6.2A6 6 0 1 1 10.6 9v3.3a2.8 2.8 0 1 0 2.8 2.8V3Z" />;

/** Simplified marks of the networks, drawn in currentColor on a 24-unit grid. */
const GLYPHS: Record<FooterSocialNetwork, ReactElement> = {
  wechat: (
    <path
      fillRule="evenodd"
      d="M9.5 4C5.4 4 2 6.8 2 10.2c0 1.9 1 3.6 2.7 4.7L4 17.2l2.7-1.4c.9.3 1.8.4 2.8.4h.5a5.5 5.5 0 0 1-.2-1.5c0-3.4 3.2-6.1 7.2-6.1h.6C16.9 5.9 13.6 4 9.5 4ZM6 8.6a1.1 1.1 0 1 0 2.2 0 1.1 1.1 0 1 0-2.2 0Zm5 0a1.1 1.1 0 1 0 2.2 0 1.1 1.1 0 1 0-2.2 0ZM17 10c-3.3 0-6 2.2-6 5s2.7 5 6 5c.7 0 1.4-.1 2-.3l2.2 1.1-.6-1.9c1.5-.9 2.4-2.3 2.4-3.9 0-2.8-2.7-5-6-5Zm-2.9 3.4a.9.9 0 1 0 1.8 0 .9.9 0 1 0-1.8 0Zm4 0a.9.9 0 1 0 1.8 0 .9.9 0 1 0-1.8 0Z"
    />
  ),
  weibo: (
    <>
      <path
        fillRule="evenodd"
        d="M10.1 20c-3.9 0-7.1-1.9-7.1-4.5 0-1.4.9-3 2.4-4.5 2-2 4.4-3 5.3-2.1.4.4.4 1.1.2 1.9-.1.4.4.2.4.2 1.7-.7 3.2-.8 3.7 0 .3.4.3 1 0 1.7-.1.3 0 .4.3.5 1.2.4 2.6 1.3 2.6 2.9 0 2.5-3.7 3.9-7.8 3.9Zm-.4-7.3c-2.6.3-4.5 1.9-4.3 3.6.2 1.7 2.6 2.8 5.2 2.5 2.6-.3 4.5-1.9 4.3-3.6-.2-1.7-2.6-2.8-5.2-2.5Z"
      />
      <circle cx="9.4" cy="16" r="1.6" />
      <path d="M15.5 4.6a5.2 5.2 0 0 1 5.6 6.3M15.8 7.6a2.2 2.2 0 0 1 2.6 2.7" fill="none" stroke="currentColor" strokeWidth="1.6" strokeLinecap="round" />
    </>
  ),
  douyin: MUSIC_NOTE,
  tiktok: MUSIC_NOTE,
  bilibili: (
    <g fill="none" stroke="currentColor" strokeWidth="1.9" strokeLinecap="round">
      <rect x="3" y="7" width="18" height="13" rx="3.5" />
      <path d="M8 3.5 10.5 7M16 3.5 13.5 7M8.5 12v2M15.5 12v2" />
    </g>
  ),
  linkedin: (
    <>
      <path d="M4.8 9.2h3.1V19H4.8ZM10 9.2h3v1.4c.5-.9 1.7-1.7 3.3-1.7 3.1 0 3.8 2 3.8 4.6V19H17v-4.9c0-1.2-.2-2.6-1.8-2.6s-2.1 1.2-2.1 2.5v5H10Z" />
      <circle cx="6.35" cy="5.9" r="1.8" />
    </>
  ),
  facebook: <path d="M14.2 8.1h2.6V4.6h-2.9c-2.7 0-4.1 1.7-4.1 4.3v2.2H7.3v3.4h2.5V21h3.5v-6.5h2.8l.5-3.4h-3.3V9c0-.5.4-.9.9-.9Z" />,
  x: (
    <>
      <path fillRule="evenodd" d="M3.8 4h5l11.4 16h-5ZM6.6 5.3h1.7l9 12.7h-1.7Z" />
      <path d="M18.4 4h1.8l-6.5 7.4-.9-1.3ZM3.9 20l6.6-7.5.9 1.3L5.7 20Z" />
    </>
  ),
  youtube: (
    <path
      fillRule="evenodd"
      d="M21.6 7.2a2.5 2.5 0 0 0-1.8-1.8C18.2 5 12 5 12 5s-6.2 0-7.8.4a2.5 2.5 0 0 0-1.8 1.8A26 26 0 0 0 2 12a26 26 0 0 0 .4 4.8 2.5 2.5 0 0 0 1.8 1.8C5.8 19 12 19 12 19s6.2 0 7.8-.4a2.5 2.5 0 0 0 1.8-1.8A26 26 0 0 0 22 12a26 26 0 0 0-.4-4.8ZM10 15V9l5.2 3Z"
    />
  ),
  instagram: (
    <>
      <rect x="3.5" y="3.5" width="17" height="17" rx="5" fill="none" stroke="currentColor" strokeWidth="1.9" />
      <circle cx="12" cy="12" r="4" fill="none" stroke="currentColor" strokeWidth="1.9" />
      <circle cx="17.2" cy="6.8" r="1.2" />
    </>
  ),
  whatsapp: (
    <>
      <path d="M12 3a9 9 0 0 0-7.7 13.6L3.2 20.8l4.3-1.1A9 9 0 1 0 12 3Z" fill="none" stroke="currentColor" strokeWidth="1.8" strokeLinejoin="round" />
      <path d="M9 7.8c.2 0 .5 0 .6.4l.8 1.9c.1.2 0 .4-.1.6l-.6.7c-.1.1-.1.3 0 .5a6.5 6.5 0 0 0 3.2 2.8c.2.1.4.1.5-.1l.8-.9c.2-.2.4-.2.6-.1l1.8.9c.2.1.4.2.4.4 0 .6-.2 1.5-1 1.9-.7.4-1.7.6-3.6-.2a10 10 0 0 1-4.3-3.8c-.7-1.1-.9-2.2-.6-3 .2-.7.8-1 1.1-1Z" />
    </>
  ),
};

export function SocialNetworkIcon({ network, size }: { network: FooterSocialNetwork; size: number }) {
  return <Glyph size={size}>{GLYPHS[network]}</Glyph>;
}
