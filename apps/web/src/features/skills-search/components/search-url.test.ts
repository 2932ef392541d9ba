import { describe, expect, it } from 'vitest';
import { readSearch, writeSearch } from './search-url';

const read = (query: string) => readSearch(new URLSearchParams(query));

describe('the search in the URL', () => {
  it('reads the criteria and filters, and writes them back the same', () => {
    const query = 'skills=12%3A3%2C45%3A2&combine=or&roles=1%2C2&status=3&lang=2&ymin=2&ymax=10&cert=aws';
    const search = read(query)!;
    expect(search).toEqual({
      criteria: [
        { idSkill: 12, minLevel: 3 },
        { idSkill: 45, minLevel: 2 },
      ],
      combine: 'or',
      roles: [1, 2],
      dcStatus: 3,
      idLang: 2,
      minYears: 2,
      maxYears: 10,
      certification: 'aws',
    });
    expect(writeSearch(new URLSearchParams('r.page=2'), search).toString()).toBe(`r.page=2&${query}`);
  });

  it('drops what the server would refuse: bad levels, repeated skills, roles, statuses; no criterion is no search', () => {
    expect(read('skills=12:5,x:2,13:0,14:2,14:3&roles=9,1&status=4&lang=3&combine=xor')).toEqual({
      criteria: [{ idSkill: 14, minLevel: 2 }],
      combine: 'and',
      roles: [1],
    });
    expect(read('skills=')).toBeNull();
    expect(read('roles=1')).toBeNull();
    expect(read(`skills=${Array.from({ length: 12 }, (_, i) => `${i + 1}:1`).join(',')}`)!.criteria).toHaveLength(10);
  });

  it('orders the years and removes the search', () => {
    expect(read('skills=1:1&ymin=9&ymax=3')).toMatchObject({ minYears: 3, maxYears: 9 });
    expect(writeSearch(new URLSearchParams('skills=1:1&combine=or&q=x'), null).toString()).toBe('q=x');
  });
});
