const PHONE_OR_TABLET =
  /Android|webOS|iPhone|iPad|iPod|BlackBerry|IEMobile|Opera Mini|Mobile|Tablet|Silk|Kindle|PlayBook/i;

export interface DeviceFacts {
  userAgent: string;
  /** navigator.maxTouchPoints: iPadOS reports a desktop Safari user agent but has touch points. */
  maxTouchPoints: number;
  /** The primary pointer is a finger (`(pointer: coarse)`): a touch device whatever its user agent says. */
  coarsePointer: boolean;
}

/**
 * Phones and tablets (incl. iPad) get the mobile splash only. The width of the window plays no part: a desktop
 * window narrowed by its user keeps the application (and what is being typed in it).
 */
export function isUnsupportedDevice({ userAgent, maxTouchPoints, coarsePointer }: DeviceFacts): boolean {
  if (PHONE_OR_TABLET.test(userAgent)) return true;
  const iPadOs = /Macintosh/i.test(userAgent) && maxTouchPoints > 1;
  if (iPadOs) return true;
  return coarsePointer && maxTouchPoints > 0;
}
