// A list page's filters kept in the URL's query (spec 3 §2 of the list pages: a filtered list is a
// link): `update` sets or drops the given filters, and every change but a page change goes back to
// page 1 (drops `currentPage`). `keyword` is the `keyword` filter with its search box's text.
import { useEffect, useState } from 'react';
import { useSearchParams } from 'react-router-dom';
import type { SearchBox } from './SearchBar.js';

export type FilterChange = Record<string, string | number | undefined>;

/** `dropEmpty`: also drop every other filter left empty in the URL (`?keyword=`) */
export function useFilterParams({ dropEmpty = false }: { dropEmpty?: boolean } = {}) {
  const [params, setParams] = useSearchParams();
  function update(next: FilterChange) {
    const p = new URLSearchParams(params);
    for (const [k, v] of Object.entries(next)) {
      if (v === undefined || v === '') p.delete(k);
      else p.set(k, String(v));
    }
    if (!('currentPage' in next)) p.delete('currentPage');
    if (dropEmpty) for (const [k, v] of [...p.entries()]) if (v === '') p.delete(k);
    setParams(p);
  }
  const keyword = params.get('keyword') ?? '';
  return { params, update, keyword };
}

/** the search box of the `keyword` filter: its text follows the URL, Search applies it (trimmed), clearing drops it */
export function useKeywordInput(keyword: string, update: (next: FilterChange) => void): SearchBox {
  const [input, setInput] = useState(keyword);
  useEffect(() => setInput(keyword), [keyword]);
  return {
    input,
    setInput,
    search: () => update({ keyword: input.trim() }),
    clear: () => update({ keyword: undefined }),
  };
}
