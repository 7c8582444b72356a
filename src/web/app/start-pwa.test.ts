import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { MANIFEST_HREF } from './pwa-manifest.ts';
import { linkManifest, PWA_START_DELAY_MS, startPwaAfterLoad } from './start-pwa.ts';

const manifestLinks = () => document.head.querySelectorAll('link[rel="manifest"]');

describe('startPwaAfterLoad', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => {
    vi.useRealTimers();
    for (const link of manifestLinks()) link.remove();
  });

  it('links the manifest and registers the worker only a while after the page has loaded', () => {
    const register = vi.fn(() => Promise.resolve());
    startPwaAfterLoad(register);
    vi.advanceTimersByTime(PWA_START_DELAY_MS - 1);
    expect(register).not.toHaveBeenCalled();
    expect(manifestLinks()).toHaveLength(0);

    vi.advanceTimersByTime(1);
    expect(register).toHaveBeenCalledTimes(1);
    expect(manifestLinks()).toHaveLength(1);
    expect(manifestLinks()[0]!.getAttribute('href')).toBe(MANIFEST_HREF);
  });

  it('waits for the load event when the page is still loading', () => {
    const readyState = vi.spyOn(document, 'readyState', 'get').mockReturnValue('loading');
    const register = vi.fn(() => Promise.resolve());
    startPwaAfterLoad(register);
    vi.advanceTimersByTime(PWA_START_DELAY_MS * 2);
    expect(register).not.toHaveBeenCalled();

    readyState.mockReturnValue('complete');
    window.dispatchEvent(new Event('load'));
    vi.advanceTimersByTime(PWA_START_DELAY_MS);
    expect(register).toHaveBeenCalledTimes(1);
  });
});

describe('linkManifest', () => {
  afterEach(() => {
    for (const link of manifestLinks()) link.remove();
  });

  it('adds one link, however often it is called', () => {
    linkManifest();
    linkManifest();
    expect(manifestLinks()).toHaveLength(1);
  });
});

describe('startPwaAfterLoad, when registering fails', () => {
  afterEach(() => {
    vi.useRealTimers();
    for (const link of manifestLinks()) link.remove();
  });

  it('keeps the manifest link and raises nothing the page would see', async () => {
    vi.useFakeTimers();
    const unhandled = vi.fn();
    window.addEventListener('unhandledrejection', unhandled);
    startPwaAfterLoad(() => Promise.reject(new Error('chunk unreachable')));
    await vi.advanceTimersByTimeAsync(PWA_START_DELAY_MS);
    expect(manifestLinks()).toHaveLength(1);
    expect(unhandled).not.toHaveBeenCalled();
    window.removeEventListener('unhandledrejection', unhandled);
  });
});
