import { describe, expect, it } from 'vitest';
import { DEFAULT_IM_CONFIG } from '../config/im-config.js';
import { imConnectSources } from './im-connect-sources.js';

describe('imConnectSources', () => {
  it('adds nothing for the local IM answered by this server', () => {
    expect(imConnectSources(DEFAULT_IM_CONFIG)).toEqual([]);
  });

  it("adds Tencent Cloud Chat's HTTPS and WebSocket hosts when TIM is configured", () => {
    const sources = imConnectSources({ ...DEFAULT_IM_CONFIG, tim: { sdkAppId: 1400000000, secretKey: 'k' } });
    expect(sources).toContain('wss://*.qcloud.com');
    expect(sources).toContain('https://*.my-imcloud.com');
  });

  it('adds the kefu host when the exchange is answered elsewhere', () => {
    expect(imConnectSources({ ...DEFAULT_IM_CONFIG, kefuHost: 'https://kefu.example.com' })).toEqual(['https://kefu.example.com']);
  });
});
