import { describe, expect, it } from 'vitest';
import { defineList } from '@my-skills/shared/lists';
import { nextListParams, readQuery } from './use-list-state';

const list = defineList(
  {
    name: { type: 'text', sortable: true, filterable: true },
    status: { type: 'enum', options: ['a', 'b'], sortable: true, filterable: true },
  },
  { sort: 'name' },
);
const key = (prefix: string) => (name: string) => `${prefix}${name}`;

describe('the list query in the address', () => {
  it('keeps a change made right after another one: each change starts from the address as it is', () => {
    const start = new URLSearchParams('other=1');
    const afterFilter = nextListParams(list, start, '', { filters: [{ field: 'status', op: 'equal', value: 'a' }] });
    const afterSort = nextListParams(list, afterFilter, '', { sort: 'status', order: 'desc' });
    expect(readQuery(list, afterSort, key(''))).toMatchObject({
      filters: [{ field: 'status', op: 'equal', value: 'a' }],
      sort: 'status',
      order: 'desc',
      page: 1,
    });
    expect(afterSort.get('other')).toBe('1');
  });

  it('goes back to the first page on any change but the page, and leaves defaults out of the address', () => {
    const onPage3 = nextListParams(list, new URLSearchParams(), 'x.', { page: 3 });
    expect(onPage3.toString()).toBe('x.page=3');
    const searched = nextListParams(list, onPage3, 'x.', { searchTerm: 'dur' });
    expect(searched.toString()).toBe('x.q=dur');
    expect(nextListParams(list, searched, 'x.', { searchTerm: '' }).toString()).toBe('');
  });

  it('drops what the definition does not know: an unknown sort, a bad filter, a page size not offered', () => {
    const params = new URLSearchParams({
      sort: 'salary',
      filters: JSON.stringify([
        { field: 'salary', op: 'equal', value: '1' },
        { field: 'name', op: 'explode' },
      ]),
      size: '33',
      page: '-2',
    });
    expect(readQuery(list, params, key(''))).toMatchObject({ sort: 'name', filters: [], page: 1, pageSize: 25 });
  });
});
