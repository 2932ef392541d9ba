import { describe, expect, it } from 'vitest';
import { isUnsupportedDevice } from './device';

const desktopChrome =
  'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0.0.0 Safari/537.36';
const iPhone =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 15_0 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/15.0 Mobile/15E148 Safari/604.1';
const iPadOs =
  'Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.0 Safari/605.1.15';
const androidTablet =
  'Mozilla/5.0 (Linux; Android 13; SM-X700) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/120.0 Safari/537.36';

const desktop = { userAgent: desktopChrome, maxTouchPoints: 0, coarsePointer: false };

describe('isUnsupportedDevice', () => {
  it('accepts a desktop browser', () => {
    expect(isUnsupportedDevice(desktop)).toBe(false);
  });
  it('refuses phones and Android tablets by user agent', () => {
    expect(isUnsupportedDevice({ userAgent: iPhone, maxTouchPoints: 5, coarsePointer: true })).toBe(true);
    expect(isUnsupportedDevice({ userAgent: androidTablet, maxTouchPoints: 5, coarsePointer: true })).toBe(true);
  });
  it('refuses an iPad that announces itself as a Mac', () => {
    expect(isUnsupportedDevice({ userAgent: iPadOs, maxTouchPoints: 5, coarsePointer: true })).toBe(true);
    expect(isUnsupportedDevice({ userAgent: iPadOs, maxTouchPoints: 0, coarsePointer: false })).toBe(false);
  });
  it('refuses a touch device whose primary pointer is a finger', () => {
    expect(isUnsupportedDevice({ userAgent: desktopChrome, maxTouchPoints: 10, coarsePointer: true })).toBe(true);
  });
  it('accepts a touch-screen laptop whose primary pointer is a mouse', () => {
    expect(isUnsupportedDevice({ userAgent: desktopChrome, maxTouchPoints: 10, coarsePointer: false })).toBe(false);
  });
});
