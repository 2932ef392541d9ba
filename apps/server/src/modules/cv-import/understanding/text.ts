/**
 * Text helpers of the understanding: folding (case, accents, apostrophes) keeping positions, label/value lines,
 * contact-looking lines, list splitting.
 */

/** Folds one character: accents removed, lower case, typographic apostrophes and dashes made plain. One char out. */
function foldChar(c: string): string {
  if (c === '’' || c === '‘' || c === 'ʼ' || c === '`') return "'";
  const base = c.normalize('NFD')[0] ?? c;
  const lower = base.toLowerCase();
  return lower.length === 1 ? lower : base;
}

/** Folded text of the same length as the input (positions in it are positions in the original). */
export const foldKeepLength = (text: string): string => [...text].map(foldChar).join('');

/** Folded text for comparisons: accents, case, apostrophes, repeated spaces. */
export const fold = (text: string): string =>
  text
    .normalize('NFD')
    .replace(/\p{M}/gu, '')
    .replace(/[’‘ʼ`]/g, "'")
    .toLowerCase()
    .replace(/\s+/g, ' ')
    .trim();

/** Collapses spaces and trims. */
export const clean = (text: string): string => text.replace(/\s+/g, ' ').trim();

/** Cuts a text to a schema's limit (on a word boundary when one is near). */
export function limit(text: string, max: number): string {
  if (text.length <= max) return text;
  const cut = text.slice(0, max - 1);
  const space = cut.lastIndexOf(' ');
  return `${space > max - 30 ? cut.slice(0, space) : cut}…`;
}

/** Dashes, bars and bullets that separate the parts of a line ("Développeur — Capgemini", "A | B"). */
export const PART_SEPARATOR = /\s+[-–—|·•]\s+|\s*[|•·]\s*|\s+[–—]\s*|\s*[–—]\s+/;

/** "Label : value" (also "Label: value", "Label – value" when the label is short): the label and the value. */
export function labelled(text: string): { label: string; value: string } | null {
  const m = /^([^:]{2,45}?)\s*:\s*(.*)$/.exec(text);
  if (!m) return null;
  const label = m[1]!.trim();
  if (/^(https?|www)$/i.test(label) || /\d{1,2}$/.test(label)) return null;
  return { label, value: m[2]!.trim() };
}

const EMAIL = /[\w.+-]+@[\w-]+\.[\w.-]+/;
const PHONE = /(\+\d{1,3}[\s.]?)?\(?\d{1,4}\)?([\s.-]?\d{2,4}){3,5}/;
const URL = /(https?:\/\/|www\.|linkedin\.com|github\.com|gitlab\.com|\.(com|fr|io|dev|net|org)\/)/i;
const POSTCODE = /\b\d{5}\b/;
const STREET = /\d.{0,6}\b(rue|avenue|av\.|boulevard|bd|chemin|impasse|allée|place|street|road|cedex)\b/i;
const PERSONAL =
  /^(n[ée]e? le|date de naissance|sexe|sex|gender|genre|born|nationalit[ée]|nationality|permis|driving licen[cs]e|[âa]ge|situation|mari[ée]|c[ée]libataire|\d{2} ans$)(\s|:|$)/i;
const CONTACT_LABEL =
  /^(e-?mail|mail|t[ée]l([ée]phone)?|phone|mobile|portable|adresse|address|linkedin|github|site|web(site)?|contact)\s*:/i;

/** A line of contact or personal data (e-mail, phone, address, links, birth date…): never kept. */
export function isContactLine(text: string): boolean {
  const t = text.trim();
  if (EMAIL.test(t) || URL.test(t) || CONTACT_LABEL.test(t) || PERSONAL.test(t)) return true;
  const digits = t.replace(/\D/g, '').length;
  if (PHONE.test(t) && digits >= 9 && digits / t.replace(/\s/g, '').length > 0.6) return true;
  return (STREET.test(t) || (POSTCODE.test(t) && t.length < 40)) && t.length < 90 && !/\b(19|20)\d{2}\s*[-–—]/.test(t);
}

/** Splits a list of names on , ; • | · and ' / ' (a slash between spaces), keeping parentheses together. */
export function splitList(text: string): string[] {
  const parts: string[] = [];
  let depth = 0;
  let current = '';
  for (let i = 0; i < text.length; i++) {
    const c = text[i]!;
    if (c === '(' || c === '[') depth++;
    if ((c === ')' || c === ']') && depth > 0) depth--;
    const slash = c === '/' && text[i - 1] === ' ' && text[i + 1] === ' ';
    if (depth === 0 && (/[,;•|·▪●◦]/.test(c) || slash)) {
      parts.push(current);
      current = '';
    } else current += c;
  }
  parts.push(current);
  return parts.map(clean).filter((p) => p !== '');
}

/** Capitalises a name written in capitals ("DUPONT" → "Dupont", "LE GOFF" → "Le Goff", "D'ARTAGNAN" → "d'Artagnan"). */
export function capitaliseName(name: string): string {
  return name
    .toLowerCase()
    .split(/(\s+|-|')/)
    .map((part, i, all) => {
      if (/^(\s+|-|')$/.test(part) || part === '') return part;
      if (i > 0 && ['de', 'du', 'des', 'van', 'von', 'der', 'di', 'da'].includes(part)) return part;
      if (part === 'd' && all[i + 1] === "'") return part;
      return part[0]!.toUpperCase() + part.slice(1);
    })
    .join('');
}
