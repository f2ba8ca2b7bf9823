import { describe, expect, it } from 'vitest';
import { testDatabases } from '../../db/testing/databases.js';
import { openPublicApi } from '../ecatalogs/testing/public-api-kit.js';

describe.each(testDatabases)('short videos on $name', (kind) => {
  const { get } = openPublicApi(kind);

  it('lists the videos in published order (newest first, then by sequence), paged', async () => {
    const first = await get('/b2bshop/api/shortVideos?lang=en-US&size=4');
    expect(first.body.page).toEqual({ size: 4, totalElements: 6, totalPages: 2, number: 0 });
    expect(first.body._embedded['b2b:shortVideos'].map(({ id }: { id: string }) => id)).toEqual(['svid-2001', 'svid-2002', 'svid-2003', 'svid-2004']);
    expect(first.body._embedded['b2b:shortVideos'][0]).toEqual({
      id: 'svid-2001',
      shopCode: 'oakline-furniture',
      exhibitorName: 'Foshan Oakline Furniture Co., Ltd.',
      title: 'Inside our oak workshop',
      posterUrl: '/media/short-videos/oak-workshop.svg',
      durationSeconds: 5,
      publishedAt: '2025-04-12 10:00:00',
    });
    const second = await get('/b2bshop/api/shortVideos?lang=zh-CN&size=4&page=1');
    expect(second.body._embedded['b2b:shortVideos'].map(({ title }: { title: string }) => title)).toEqual(['黄昏中的太阳能庭院灯', '三层钢汤锅的制作']);
    const shop = await get('/b2bshop/api/shortVideos?shopCode=voltedge-electronics');
    expect(shop.body._embedded['b2b:shortVideos'].map(({ id }: { id: string }) => id)).toEqual(['svid-2002']);
  });

  it('answers a video with its file and the previous and next in published order', async () => {
    const { status, body } = await get('/b2bshop/api/shortVideos/svid-2002?lang=zh-CN');
    expect(status).toBe(200);
    expect(body).toMatchObject({ previousId: 'svid-2001', nextId: 'svid-2003', videoUrl: '/media/friends/new-energy-vehicles.mp4' });
    expect(body.video.title).toBe('氮化镓快充特写');
    expect(body.description).toBe('火柴盒大小的充电器输出 65 瓦，可同时为三台设备充电。');
    expect((await get('/b2bshop/api/shortVideos/svid-2001')).body).toMatchObject({ previousId: null, nextId: 'svid-2002' });
    expect((await get('/b2bshop/api/shortVideos/svid-2006')).body).toMatchObject({ previousId: 'svid-2005', nextId: null });
  });

  it('answers 404 in the error shape for an unknown video', async () => {
    const { status, body } = await get('/b2bshop/api/shortVideos/svid-9999');
    expect(status).toBe(404);
    expect(body.errorList[0].errorCode).toBe('E404_NOT_FOUND');
  });
});
