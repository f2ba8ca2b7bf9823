import { describe, expect, it } from 'vitest';
import { backOffSeconds } from './back-off.js';

const policy = { free: 5, firstDelaySeconds: 60, maxDelaySeconds: 900 };

describe('backOffSeconds', () => {
  it('asks no wait while the events are fewer than the free ones', () => {
    expect(backOffSeconds(policy, 0, 0)).toBe(0);
    expect(backOffSeconds(policy, 4, 0)).toBe(0);
  });

  it('waits the first delay after the last free event, then twice as long per further event', () => {
    expect(backOffSeconds(policy, 5, 0)).toBe(60);
    expect(backOffSeconds(policy, 6, 0)).toBe(120);
    expect(backOffSeconds(policy, 7, 0)).toBe(240);
  });

  it('counts the wait from the last event, rounded up to whole seconds', () => {
    expect(backOffSeconds(policy, 5, 59.5)).toBe(1);
    expect(backOffSeconds(policy, 5, 60)).toBe(0);
    expect(backOffSeconds(policy, 6, 100)).toBe(20);
  });

  it('never waits longer than the cap, however many events', () => {
    expect(backOffSeconds(policy, 9, 0)).toBe(900);
    expect(backOffSeconds(policy, 5000, 0)).toBe(900);
  });
});
