import { describe, expect, it } from 'vitest';
import { createLiveConfigCache, type SerializeLive } from './live-config-cache.js';
import type { LivePageConfig, PageConfigRepository } from './repository.js';

/** A live pointer in memory that counts how often the document itself is read. */
function liveRow(initial: LivePageConfig | undefined) {
  const state = { live: initial, documentReads: 0 };
  const repository: PageConfigRepository = {
    findLive: async () => {
      state.documentReads += 1;
      return state.live && { ...state.live };
    },
    findLiveStamp: async () => state.live && { version: state.live.version, revision: state.live.revision },
    countLive: async () => (state.live ? 1 : 0),
    insertVersion: async () => {},
    setLive: async () => {},
  };
  return { state, repository };
}

const serialize: SerializeLive = ({ document, version }) => JSON.stringify({ ...JSON.parse(document), version });

describe('the live configuration cache', () => {
  it('reads, serialises and compresses the document once while the live stamp stays the same', async () => {
    const { state, repository } = liveRow({ version: 1, revision: '100', document: '{"page":"mobile-home"}' });
    const cache = createLiveConfigCache(repository);
    const first = await cache.find('mobile-home', 'en-US', serialize);
    const second = await cache.find('mobile-home', 'en-US', serialize);
    expect(second).toBe(first);
    expect(first?.body.body).toBe('{"page":"mobile-home","version":1}');
    expect(state.documentReads).toBe(1);
  });

  it('serves a publish or a rollback (a new live version) on the next call, with a new ETag', async () => {
    const { state, repository } = liveRow({ version: 1, revision: '100', document: '{"flagMask":1}' });
    const cache = createLiveConfigCache(repository);
    const v1 = await cache.find('mobile-home', 'en-US', serialize);
    state.live = { version: 2, revision: '101', document: '{"flagMask":3}' };
    const v2 = await cache.find('mobile-home', 'en-US', serialize);
    expect(v2?.body.body).toBe('{"flagMask":3,"version":2}');
    expect(v2?.etag).not.toBe(v1?.etag);
    state.live = { version: 1, revision: '100', document: '{"flagMask":1}' };
    expect((await cache.find('mobile-home', 'en-US', serialize))?.etag).toBe(v1?.etag);
  });

  it('serves an edit of the stored row in place (same version, new revision) on the next call', async () => {
    const { state, repository } = liveRow({ version: 1, revision: '100', document: '{"title":"old"}' });
    const cache = createLiveConfigCache(repository);
    await cache.find('mobile-home', 'en-US', serialize);
    state.live = { version: 1, revision: '205', document: '{"title":"new"}' };
    expect((await cache.find('mobile-home', 'en-US', serialize))?.body.body).toBe('{"title":"new","version":1}');
  });

  it('answers undefined once the page has no live configuration any more', async () => {
    const { state, repository } = liveRow({ version: 1, revision: '100', document: '{}' });
    const cache = createLiveConfigCache(repository);
    await cache.find('mobile-home', 'en-US', serialize);
    state.live = undefined;
    expect(await cache.find('mobile-home', 'en-US', serialize)).toBeUndefined();
  });

  it('keeps each language apart', async () => {
    const { repository } = liveRow({ version: 1, revision: '100', document: '{}' });
    let serialised = 0;
    const cache = createLiveConfigCache(repository);
    const counting: SerializeLive = (live) => ((serialised += 1), serialize(live));
    await cache.find('mobile-home', 'en-US', counting);
    await cache.find('mobile-home', 'zh-CN', counting);
    expect(serialised).toBe(2);
  });

  it('fills once for a burst of calls right after a publish', async () => {
    const { state, repository } = liveRow({ version: 1, revision: '100', document: '{}' });
    const cache = createLiveConfigCache(repository);
    const burst = await Promise.all(Array.from({ length: 5 }, () => cache.find('mobile-home', 'en-US', serialize)));
    expect(new Set(burst).size).toBe(1);
    expect(state.documentReads).toBe(1);
  });

  it('does not keep a document that fails to serialise', async () => {
    const { repository } = liveRow({ version: 1, revision: '100', document: '[]' });
    const cache = createLiveConfigCache(repository);
    const refusing: SerializeLive = () => {
      throw new Error('A stored page configuration is not a JSON object.');
    };
    await expect(cache.find('mobile-home', 'en-US', refusing)).rejects.toThrow('not a JSON object');
    expect((await cache.find('mobile-home', 'en-US', serialize))?.body.body).toBe('{"version":1}');
  });
});
