/**
 * What the page registry (./pages.tsx) gives the shell: whether a user may open a page, where the user lands,
 * the breadcrumb trail of a page and the cards of each navigation hub. Pure functions of the user.
 */
import { matchPath } from 'react-router';
import type { CurrentUser } from '@my-skills/shared/schemas/auth';
import type { OpenedFromState } from '../lib/opened-from';
import { PAGES, type MenuId, type PageDefinition } from './pages';

export interface CrumbDefinition {
  /** Title key: common:breadcrumb.items.<key>. */
  key: string;
  to: string;
}

const byId = new Map(PAGES.map((page) => [page.id, page]));

export const pageById = (id: string): PageDefinition | undefined => byId.get(id);
export const titleOf = (page: PageDefinition) => page.title ?? page.id;

/** Whether this host serves the page: the candidate onboarding host serves the candidate screens only. */
export const servedOn = (page: PageDefinition, onboarding: boolean) => !onboarding || page.onboarding === true;

/** Whether the user may open the page here (`onboarding`: on the candidate onboarding host). */
export const mayOpen = (user: CurrentUser, page: PageDefinition, onboarding = false) =>
  servedOn(page, onboarding) && (page.permission === undefined || user.pagePermissions[page.permission]);

/** Whether the page is a landing page for this user (a hub for all, or a role's own screen). */
const landsOn = (user: CurrentUser, page: PageDefinition) =>
  page.landing === true || (page.landing !== undefined && page.landing(user));

/**
 * The first landing page the user may open (management roles: the management menu; the DPO: the data protection
 * screen; everyone else: home).
 */
export const landingPage = (user: CurrentUser, onboarding = false): PageDefinition =>
  PAGES.find((page) => landsOn(user, page) && mayOpen(user, page, onboarding)) ?? pageById('home')!;

export const landingPath = (user: CurrentUser): string => landingPage(user).path;

/** The page a path belongs to (the first whose pattern matches). */
export const pageAt = (pathname: string): PageDefinition | undefined =>
  PAGES.find((page) => matchPath(page.path, pathname) !== null);

/**
 * The breadcrumb of a page at `pathname`: the user's landing hub, then the levels above that the user may open
 * (through the list it was opened from, when the navigation state names one of the page's `via` pages), then
 * the page itself. A landing hub is its own single level.
 */
export function crumbsFor(
  user: CurrentUser,
  page: PageDefinition,
  pathname: string,
  state?: OpenedFromState | null,
): CrumbDefinition[] {
  if (landsOn(user, page)) return [{ key: titleOf(page), to: page.path }];
  const crumbs: CrumbDefinition[] = [{ key: titleOf(page), to: pathname }];
  const from = state?.openedFrom ? pageAt(state.openedFrom.split('?')[0]!) : undefined;
  const openedFrom = from && page.via?.includes(from.id) && mayOpen(user, from) ? from : undefined;
  let parent = openedFrom ?? (page.parent ? pageById(page.parent) : undefined);
  while (parent) {
    // A level guarded like the page itself shows even above the 403 page.
    if ((mayOpen(user, parent) || parent.permission === page.permission) && !landsOn(user, parent)) {
      crumbs.unshift({ key: titleOf(parent), to: parent === openedFrom ? state!.openedFrom! : parent.path });
    }
    parent = parent.parent ? pageById(parent.parent) : undefined;
  }
  const landing = landingPage(user);
  crumbs.unshift({ key: titleOf(landing), to: landing.path });
  return crumbs;
}

/** The cards of a hub the user may open (here: `onboarding` on the onboarding host), in order, with their paths. */
export function visibleMenuEntries(
  menu: MenuId,
  user: CurrentUser,
  year = new Date().getFullYear(),
  onboarding = false,
) {
  return PAGES.flatMap((page) =>
    (page.menus ?? []).filter((placement) => placement.menu === menu).map((placement) => ({ page, placement })),
  )
    .filter(
      ({ page, placement }) => mayOpen(user, page, onboarding) && (placement.when?.(user.pagePermissions) ?? true),
    )
    .sort((a, b) => a.placement.order - b.placement.order)
    .map(({ page, placement }) => ({
      id: placement.entry ?? page.id,
      to: placement.to ? placement.to(user, year) : page.path,
    }));
}
