import { useState } from 'react';
import { isUnsupportedDevice } from '../../lib/device';

const coarsePointer = () => {
  try {
    return window.matchMedia('(pointer: coarse)').matches;
  } catch {
    return false;
  }
};

/**
 * True on a phone or tablet. Read once: the device does not change while the page is open, and a layout change
 * (a narrowed window, a rotated screen) must never unmount the application and lose what is being typed.
 */
export const useUnsupportedDevice = () =>
  useState(() =>
    isUnsupportedDevice({
      userAgent: navigator.userAgent,
      maxTouchPoints: navigator.maxTouchPoints ?? 0,
      coarsePointer: coarsePointer(),
    }),
  )[0];
