// Spec §2: /shops/{shopCode}?keyword={search}#/{path} — the hash path names the part of the shop page shown
// under its card: its products (the default, searched by ?keyword=), its profile, or its event shows.
import type { MessageId } from '../../../common/i18n/messages';

export const SHOP_PARTS = ['products', 'profile', 'events'] as const;

export type ShopPart = (typeof SHOP_PARTS)[number];

export const DEFAULT_SHOP_PART: ShopPart = 'products';

export const SHOP_PART_LABELS: Record<ShopPart, MessageId> = {
  products: 'shop-page.products',
  profile: 'shop-page.introduction',
  events: 'event-show.shopTab',
};

/** The part a location's hash ('#/events', '#/events/', '#events') names; anything else is the default part. */
export function shopPartOf(hash: string): ShopPart {
  const path = hash.replace(/^#\/?/, '').replace(/\/$/, '');
  return SHOP_PARTS.find((part) => part === path) ?? DEFAULT_SHOP_PART;
}

/** The hash of a part, as the page's links write it: '#/events'. */
export function shopPartHash(part: ShopPart): string {
  return `#/${part}`;
}
