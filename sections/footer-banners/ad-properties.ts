import type { AnalyticsProperties } from '../../src/platform/analytics';
import type { FooterBanner } from '../../common/generated/types';

/** Spec §3: an advertisement is reported by its order number, with the banner's identity and placement. */
export function adPropertiesOf(banner: FooterBanner): AnalyticsProperties {
  return {
    id: banner.id,
    title: banner.title,
    advertisingOrderNo: banner.udfs.advertisingOrderNo,
    position: banner.position,
    type: banner.type,
  };
}
