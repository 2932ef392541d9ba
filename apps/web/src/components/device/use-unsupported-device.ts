import { useSyncExternalStore } from 'react';
import { isUnsupportedDevice } from '../../lib/device';

function subscribe(listener: () => void) {
  window.addEventListener('resize', listener);
  return () => window.removeEventListener('resize', listener);
}

const snapshot = () =>
  isUnsupportedDevice({
    userAgent: navigator.userAgent,
    maxTouchPoints: navigator.maxTouchPoints ?? 0,
    viewportWidth: window.innerWidth,
  });

/** True on a phone or tablet, or while the window is narrower than 600 px. */
export const useUnsupportedDevice = () => useSyncExternalStore(subscribe, snapshot);
