import { describe, expect, it } from 'vitest';
import { splitNotificationLines } from './notification-lines';

describe('splitNotificationLines', () => {
  it('keeps a single line', () => {
    expect(splitNotificationLines('Action completed successfully.')).toEqual(['Action completed successfully.']);
  });
  it("splits on '&&' and trims each line", () => {
    expect(splitNotificationLines('First line && Second line&&Third')).toEqual(['First line', 'Second line', 'Third']);
  });
  it('drops blank parts', () => {
    expect(splitNotificationLines('&&Only one&&  &&')).toEqual(['Only one']);
  });
  it('answers no line for an empty or missing text', () => {
    expect(splitNotificationLines('')).toEqual([]);
    expect(splitNotificationLines(undefined)).toEqual([]);
    expect(splitNotificationLines(null)).toEqual([]);
  });
  it('leaves a single ampersand alone', () => {
    expect(splitNotificationLines('R&D & QA')).toEqual(['R&D & QA']);
  });
});
