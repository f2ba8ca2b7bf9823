import type { ImConfig } from '../config/im-config.js';

/**
 * The domains @tencentcloud/chat's web SDK connects to (its WebSocket and HTTPS endpoints in every region,
 * as named in the SDK's own bundle).
 */
const TENCENT_CHAT_DOMAINS = ['*.qcloud.com', '*.my-imcloud.com', '*.tencent.cn', '*.my-cpaas.com', '*.tim.qq.com'];

/**
 * The origins beyond its own that the page must be allowed to connect to (CSP connect-src) for the IM
 * configured: Tencent Cloud Chat's hosts when it is on, and the kefu host when it is another origin.
 */
export function imConnectSources(config: ImConfig): string[] {
  const tencent = config.tim === null ? [] : TENCENT_CHAT_DOMAINS.flatMap((domain) => [`https://${domain}`, `wss://${domain}`]);
  return config.kefuHost === null ? tencent : [...tencent, config.kefuHost];
}
