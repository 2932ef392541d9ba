import { EEP_BM_TABS, tabOfMissing, type EepBmTabKey } from '@my-skills/shared/eep-bm-rules';
import { pickLanguage } from '@my-skills/shared/ui-language';
import type { MissingItem } from '../../../components/document/WorkflowDialogs';

/**
 * A missing field as the check names it: its key ('mobility', 'skills.bdskills.12'…), its section (the tab's key)
 * and its name, from the tab down to the field ("Skills evaluation › Business Development › Prospecting: manager
 * vision"); a 422 gives the key and the name only.
 */
export interface MissingField {
  key: string;
  section: string;
  name: string;
}

const SEPARATOR = ' › ';

/** A missing field's place under its tab: the section inside the tab (a category), if any, and the field's own name. */
export function placeOf(field: MissingField): { tab: EepBmTabKey; section: string; name: string } {
  const tab = EEP_BM_TABS.find((t) => t.key === tabOfMissing(field.key))!;
  const parts = field.name.split(SEPARATOR);
  // The name starts with its tab's (in either language): the dialog and the tab already say it.
  const names: readonly string[] = [tab.key, tab.fr, tab.en];
  if (parts.length > 1 && names.includes(parts[0]!)) parts.shift();
  const name = parts.pop()!;
  const inner = parts.join(SEPARATOR);
  const section = inner || (names.includes(field.section) ? '' : field.section);
  return { tab: tab.key, section, name };
}

/**
 * The missing fields as the missing-data dialog lists them (part 2 §5: "naming the section and tab to fill"): in the
 * tabs' order, one entry per tab and section — "Skills evaluation — Business Development" — with its fields' names.
 */
export function missingItems(fields: readonly MissingField[], idLang: number): MissingItem[] {
  const places = fields.map(placeOf);
  return EEP_BM_TABS.flatMap((tab) => {
    const tabName = pickLanguage(idLang, tab);
    const inTab = places.filter((p) => p.tab === tab.key);
    return [...new Set(inTab.map((p) => p.section))].map((section) => ({
      title: section ? `${tabName} — ${section}` : tabName,
      fields: inTab.filter((p) => p.section === section).map((p) => p.name),
    }));
  });
}

/** The tabs holding a missing key (their red markers). */
export function missingTabs(keys: readonly string[]): Set<string> {
  return new Set(keys.map(tabOfMissing));
}
