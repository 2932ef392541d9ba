import { describe, expect, it } from 'vitest';
import {
  returnToOf,
  signedInMarkOf,
  signInErrorOf,
  signInPath,
  signInVariant,
  withoutSignInError,
} from './sign-in-state';

const q = (search: string) => new URLSearchParams(search);

describe('the sign-in variant', () => {
  it('is the candidates’ on the onboarding host, whatever else is configured', () => {
    expect(signInVariant({ onboarding: true, oidc: false, devLogin: false })).toEqual({ kind: 'candidate' });
    expect(signInVariant({ onboarding: true, oidc: true, devLogin: true })).toEqual({ kind: 'candidate' });
  });
  it('offers employees the Microsoft account and the development sign-in, each when configured', () => {
    expect(signInVariant({ onboarding: false, oidc: true, devLogin: true })).toEqual({
      kind: 'employee',
      microsoft: true,
      dev: true,
    });
    expect(signInVariant({ onboarding: false, oidc: true, devLogin: false })).toEqual({
      kind: 'employee',
      microsoft: true,
      dev: false,
    });
    expect(signInVariant({ onboarding: false, oidc: false, devLogin: false })).toEqual({ kind: 'unavailable' });
  });
});

describe('where the sign-in goes after', () => {
  it('keeps a path of this app and refuses anything else', () => {
    expect(returnToOf(q('returnTo=/page/dc/fiche/3/1?version=2'))).toBe('/page/dc/fiche/3/1?version=2');
    for (const bad of ['//evil.example/x', 'https://evil.example/', '/\\evil', 'page/accueil', '/', '/reset?x=1'])
      expect(returnToOf(q(`returnTo=${encodeURIComponent(bad)}`)), bad).toBeNull();
    expect(returnToOf(q(''))).toBeNull();
  });
  it('builds the sign-in address that comes back', () => {
    expect(signInPath('/page/accueil')).toBe('/?returnTo=%2Fpage%2Faccueil');
    expect(returnToOf(new URL(signInPath('/page/ea/fiche/2025/3'), 'http://x').searchParams)).toBe(
      '/page/ea/fiche/2025/3',
    );
    expect(signInPath()).toBe('/');
  });
});

describe('the error sent back to the sign-in page', () => {
  it('reads a code, ignores anything that is not one, and leaves the rest of the address', () => {
    expect(signInErrorOf(q('error=UNKNOWN_USER'))).toBe('UNKNOWN_USER');
    expect(signInErrorOf(q('error=<script>'))).toBeNull();
    expect(signInErrorOf(q('error=unknown_user'))).toBeNull();
    expect(withoutSignInError(q('error=OIDC_FAILED&returnTo=/page/accueil')).toString()).toBe(
      'returnTo=%2Fpage%2Faccueil',
    );
  });
});

describe('signedInMarkOf', () => {
  it('is set only by the Microsoft callback’s exact mark', () => {
    const q = (s: string) => new URLSearchParams(s);
    expect(signedInMarkOf(q('signedIn=1&returnTo=%2Fpage%2Fteam'))).toBe(true);
    expect(signedInMarkOf(q(''))).toBe(false);
    expect(signedInMarkOf(q('signedIn=true'))).toBe(false);
  });
});
