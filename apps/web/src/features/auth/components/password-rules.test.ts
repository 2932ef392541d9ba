import { describe, expect, it } from 'vitest';
import { passwordChecklist } from './password-rules';

const met = (password: string) =>
  passwordChecklist(password)
    .filter((item) => item.met)
    .map((item) => item.rule);

describe('the password rules checklist', () => {
  it('lists every rule in order, none met for an empty password', () => {
    expect(passwordChecklist('').map((item) => item.rule)).toEqual(['length', 'upper', 'lower', 'digit', 'special']);
    expect(met('')).toEqual([]);
  });
  it.each([
    ['abc', ['lower']],
    ['ABC', ['upper']],
    ['12345', ['digit']],
    ['#', []],
    ['&', ['special']],
    ['abcdefghijkl', ['length', 'lower']],
    ['Abcdefghij1#', ['length', 'upper', 'lower', 'digit']],
    ['Abcdefghij1?', ['length', 'upper', 'lower', 'digit', 'special']],
    ['Abcdefghi1?', ['upper', 'lower', 'digit', 'special']],
  ])('%s meets %j', (password, rules) => {
    expect(met(password)).toEqual(rules);
  });
});
