import { describe, expect, it } from 'vitest';
import { createAppTheme } from './theme';

describe('createAppTheme', () => {
  it("carries MUI's own texts in the interface language", () => {
    const fr = createAppTheme('light', 'fr').components;
    const en = createAppTheme('light', 'en').components;
    expect(fr?.MuiAlert?.defaultProps?.closeText).toBe('Fermer');
    expect(fr?.MuiRating?.defaultProps?.emptyLabelText).toBe('Vide');
    // English is MUI's default: the English locale may leave the texts unset.
    expect(en?.MuiAlert?.defaultProps?.closeText ?? 'Close').toBe('Close');
    expect(en?.MuiRating?.defaultProps?.emptyLabelText ?? 'Empty').toBe('Empty');
  });
  it('keeps its own component settings next to the locale', () => {
    expect(createAppTheme('dark', 'fr').components?.MuiTooltip?.defaultProps?.arrow).toBe(true);
  });
  it('moves nothing for a person who asked for reduced motion, and keeps the motion otherwise', () => {
    const still = createAppTheme('light', 'fr', true);
    expect(still.transitions.create('opacity')).toBe('none');
    expect(still.transitions.duration.enteringScreen).toBe(0);
    expect(still.components?.MuiButtonBase?.defaultProps?.disableRipple).toBe(true);
    expect(still.components?.MuiTooltip?.defaultProps?.arrow).toBe(true);
    const moving = createAppTheme('light', 'fr');
    expect(moving.transitions.create('opacity')).not.toBe('none');
    expect(moving.transitions.duration.enteringScreen).toBeGreaterThan(0);
    expect(moving.components?.MuiButtonBase?.defaultProps?.disableRipple).toBeUndefined();
  });
});
