import { describe, expect, it } from 'vitest';
import { findPeriod, looksLikeDate } from './periods';

const today = new Date('2026-11-26T10:00:00Z');
const period = (text: string) => {
  const p = findPeriod(text, today);
  return p && [p.startDate, p.endDate, p.current];
};

describe('periods', () => {
  it.each([
    ["janv. 2019 – aujourd'hui", ['2019-01-01', null, true]],
    ['janvier 2019 - à ce jour', ['2019-01-01', null, true]],
    ['depuis mars 2021', ['2021-03-01', null, true]],
    ['Since June 2020', ['2020-06-01', null, true]],
    ['03/2018 - 12/2020', ['2018-03-01', '2020-12-01', false]],
    ['2018-03 → 2020-12', ['2018-03-01', '2020-12-01', false]],
    ['2016 to present', ['2016-01-01', null, true]],
    ['Sept 2014 - Jun 2016', ['2014-09-01', '2016-06-01', false]],
    ['Sep. 2014 – Jun. 2016', ['2014-09-01', '2016-06-01', false]],
    ['2012 – 2015', ['2012-01-01', '2015-12-01', false]],
    ['2012', ['2012-01-01', '2012-12-01', false]],
    ['de 2012 à 2015', ['2012-01-01', '2015-12-01', false]],
    ['From May 2017 to July 2019', ['2017-05-01', '2019-07-01', false]],
    ['Mai 2017 - Juillet 2019 (2 ans 2 mois)', ['2017-05-01', '2019-07-01', false]],
    ['Février 2020 – En cours', ['2020-02-01', null, true]],
    ['01/09/2015 - 30/06/2017', ['2015-09-01', '2017-06-01', false]],
    ['Août 2010 – Décembre 2011', ['2010-08-01', '2011-12-01', false]],
    ['Oct 2021 – Now', ['2021-10-01', null, true]],
    ['2019 - Current', ['2019-01-01', null, true]],
    ['2015-2019', ['2015-01-01', '2019-12-01', false]],
    ['2018-03', ['2018-03-01', '2018-03-01', false]],
  ])('%s', (text, expected) => {
    expect(period(text)).toEqual(expected);
  });

  it('finds the period inside a line and gives the rest without it and its duration', () => {
    const p = findPeriod('Développeur Java — Capgemini — janv. 2019 – aujourd’hui (5 ans)', today)!;
    expect(p.rest).toBe('Développeur Java — Capgemini');
    expect(p.range).toBe(true);
    expect(findPeriod('2015 | Master Informatique', today)!.rest).toBe('Master Informatique');
    expect(findPeriod('Master Informatique (2015)', today)!.rest).toBe('Master Informatique');
  });

  it.each([
    'Java 17, Spring Boot 3',
    'Windows 10',
    'Équipe de 8 personnes',
    'TOEIC 945',
    '2035 – 2040',
    '13/2018',
    '75008 Paris',
    'Mission de 18 mois',
    '1234',
    'Objectif 2000 utilisateurs',
  ])('does not read a period in %s', (text) => {
    const p = findPeriod(text, today);
    if (text === 'Objectif 2000 utilisateurs') expect(p?.range).toBe(false);
    else expect(p).toBeNull();
  });

  it('tells date-looking text', () => {
    expect(looksLikeDate('Été 2019')).toBe(true);
    expect(looksLikeDate('mars 5')).toBe(true);
    expect(looksLikeDate('Java 17')).toBe(false);
  });
});
