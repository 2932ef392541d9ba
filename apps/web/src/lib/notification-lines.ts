import { NOTIFICATION_LINE_SEPARATOR } from '@my-skills/shared/constants';

/** An alert text holds several lines separated by '&&': each becomes its own line (blank parts dropped). */
export function splitNotificationLines(text: string | null | undefined): string[] {
  if (!text) return [];
  return text
    .split(NOTIFICATION_LINE_SEPARATOR)
    .map((line) => line.trim())
    .filter((line) => line.length > 0);
}
