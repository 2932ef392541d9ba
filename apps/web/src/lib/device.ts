import { BREAKPOINTS } from '@my-skills/shared/constants';

const PHONE_OR_TABLET =
  /Android|webOS|iPhone|iPad|iPod|BlackBerry|IEMobile|Opera Mini|Mobile|Tablet|Silk|Kindle|PlayBook/i;

export interface DeviceFacts {
  userAgent: string;
  /** navigator.maxTouchPoints: iPadOS reports a desktop Safari user agent but has touch points. */
  maxTouchPoints: number;
  viewportWidth: number;
}

/** Phones and tablets (incl. iPad) and viewports narrower than 600 px get the mobile splash only. */
export function isUnsupportedDevice({ userAgent, maxTouchPoints, viewportWidth }: DeviceFacts): boolean {
  if (PHONE_OR_TABLET.test(userAgent)) return true;
  const iPadOs = /Macintosh/i.test(userAgent) && maxTouchPoints > 1;
  if (iPadOs) return true;
  return viewportWidth < BREAKPOINTS.sm;
}
