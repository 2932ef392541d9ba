/**
 * What people typed and have not saved yet, application-wide (decision 017: nobody loses what they typed). Every
 * form holding unsaved input registers here (`useUnsavedInput`); leaving the page (the router's blocker), closing
 * the tab (`beforeunload`), switching the language or the role, or signing out asks first, through the one
 * confirmation of `UnsavedChangesGuard`. Plain module state: one browser tab has one set of forms.
 */
import { useEffect, useRef } from 'react';

interface Source {
  dirty: boolean;
  /** Puts the form back to what is stored (called once the person chose to leave without saving). */
  discard?: () => void;
}

const sources = new Map<symbol, Source>();
/** The guard's way to ask; absent (e.g. outside the signed-in layout), nothing is asked. */
let ask: ((answer: (leave: boolean) => void) => void) | null = null;

/** Is any form holding input that is not saved? */
export const hasUnsavedInput = (): boolean => [...sources.values()].some((s) => s.dirty);

/** Every form drops its unsaved input (the person chose to leave without saving). */
export function discardUnsavedInput(): void {
  for (const source of [...sources.values()]) if (source.dirty) source.discard?.();
}

/** The guard takes the confirmation requests (one at a time); answers the function that stops taking them. */
export function onConfirmationRequest(handler: (answer: (leave: boolean) => void) => void): () => void {
  ask = handler;
  return () => {
    if (ask === handler) ask = null;
  };
}

/**
 * Before an action that would lose unsaved input (a language or role switch, signing out): true at once when
 * nothing is unsaved; else the person's answer, after which their input is discarded if they chose to leave.
 */
export function confirmLeavingUnsaved(): Promise<boolean> {
  if (!hasUnsavedInput() || !ask) return Promise.resolve(true);
  const request = ask;
  return new Promise((resolve) =>
    request((leave) => {
      if (leave) discardUnsavedInput();
      resolve(leave);
    }),
  );
}

/** Registers a form's unsaved state for as long as the calling component lives. */
export function useUnsavedInput(dirty: boolean, discard?: () => void): void {
  const key = useRef(Symbol('unsaved-input')).current;
  const discardRef = useRef(discard);
  useEffect(() => {
    discardRef.current = discard;
  });
  useEffect(() => {
    sources.set(key, { dirty, discard: () => discardRef.current?.() });
  }, [key, dirty]);
  useEffect(() => () => void sources.delete(key), [key]);
}
