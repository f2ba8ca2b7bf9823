import { fireEvent, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { sectionContextOf } from '../../src/engine/section-context';
import { sectionTracker } from '../../src/engine/section-tracker';
import { pageWith } from '../../src/engine/testing/sections/page';
import type { FriendsData } from '../../common/generated/types';
import { clearRecentEvents, recentEvents, setAnalyticsSink } from '../../src/platform/analytics';
import { PortalIntlProvider } from '../../src/platform/i18n/PortalIntlProvider';
import { VISITOR } from '../../src/platform/session';
import many from './fixtures/many.en-US.json';
import { friends } from '.';
import View from './View';

// Whether the section is near the viewport is useNearViewport's job (tested beside it); here the test decides.
const viewport = vi.hoisted(() => ({ near: false }));
vi.mock('../../src/ui/use-near-viewport', () => ({ useNearViewport: () => ({ ref: () => undefined, near: viewport.near }) }));

/** jsdom plays no media: these stand in for play() and pause(), firing the events a browser fires. */
const playing = new Set<HTMLMediaElement>();
function fakeMediaPlayback() {
  vi.spyOn(HTMLMediaElement.prototype, 'paused', 'get').mockImplementation(function (this: HTMLMediaElement) {
    return !playing.has(this);
  });
  vi.spyOn(HTMLMediaElement.prototype, 'play').mockImplementation(function (this: HTMLMediaElement) {
    playing.add(this);
    this.dispatchEvent(new Event('play'));
    return Promise.resolve();
  });
  vi.spyOn(HTMLMediaElement.prototype, 'pause').mockImplementation(function (this: HTMLMediaElement) {
    playing.delete(this);
    this.dispatchEvent(new Event('pause'));
  });
}

// The view itself, with the tracker the engine binds from the plugin's declared analytics.
function renderVideos() {
  const context = sectionContextOf(pageWith([], {}), 'en-US', new Date('2026-10-20T02:00:00Z'), VISITOR);
  const { container } = render(
    <PortalIntlProvider language="en-US">
      <View data={many as FriendsData} context={context} track={sectionTracker(friends.key, friends.analytics)} />
    </PortalIntlProvider>,
  );
  return Array.from(container.querySelectorAll('video'));
}

const playButton = (title: string) => screen.getByRole('button', { name: `Play video: ${title}` });
const [first, second] = many.videos;

describe('FRIENDS view', () => {
  beforeEach(() => {
    viewport.near = false;
    playing.clear();
    fakeMediaPlayback();
    setAnalyticsSink(null);
    clearRecentEvents();
  });
  afterEach(() => vi.restoreAllMocks());

  it('shows only the posters until the section is near the viewport: no source, nothing preloaded', () => {
    const videos = renderVideos();
    expect(videos.map((video) => [video.getAttribute('src'), video.getAttribute('preload'), video.getAttribute('poster')])).toEqual(
      many.videos.map((item) => [null, 'none', item.picture.url]),
    );
  });

  it('gives the videos their source once the section is near the viewport', () => {
    viewport.near = true;
    const videos = renderVideos();
    expect(videos.map((video) => video.getAttribute('src'))).toEqual(many.videos.map((item) => item.video.url));
  });

  it('reserves each 16:9 box with the poster width and height', () => {
    const videos = renderVideos();
    for (const video of videos) expect([video.getAttribute('width'), video.getAttribute('height')]).toEqual(['640', '360']);
  });

  it('plays a video from its play button, then hands over to the video controls', () => {
    viewport.near = true;
    const [video] = renderVideos();
    fireEvent.click(playButton(first!.title));
    expect(playing.has(video!)).toBe(true);
    expect(video!.hasAttribute('controls')).toBe(true);
    expect(screen.queryByRole('button', { name: `Play video: ${first!.title}` })).toBeNull();
  });

  it('brings back the poster and play button when a video ends', () => {
    viewport.near = true;
    const [video] = renderVideos();
    fireEvent.click(playButton(first!.title));
    fireEvent(video!, new Event('ended'));
    expect(playButton(first!.title)).toBeInTheDocument();
    expect(video!.hasAttribute('controls')).toBe(false);
  });

  it('pauses the playing video when another one starts', () => {
    viewport.near = true;
    const [firstVideo, secondVideo] = renderVideos();
    fireEvent.click(playButton(first!.title));
    fireEvent.click(playButton(second!.title));
    expect([playing.has(firstVideo!), playing.has(secondVideo!)]).toEqual([false, true]);
  });

  it('links more videos to the short-video list, which a phone is sent to the app for (spec §2)', () => {
    renderVideos();
    expect(screen.getByRole('link', { name: /More videos/ }).getAttribute('href')).toBe('/m/en-US/download?page=%2Fm%2Fen-US%2Fshortvideo');
  });

  it('reports ad_click with the video id and title when a video is started', () => {
    viewport.near = true;
    renderVideos();
    fireEvent.click(playButton(second!.title));
    expect(recentEvents()).toContainEqual({ event: 'ad_click', properties: { section: 'FRIENDS', id: second!.id, title: second!.title } });
  });
});
