/** Search by name and sort order of a category list; both live in the URL (?q=&sort=) so they survive reloads. */

import type { CategoryListFilters as Filters } from '@marketplace/shared/query-keys';
import { Button } from '@marketplace/ui/button';
import { theme } from '@marketplace/ui/theme';
import { type FormEvent, useEffect, useId, useState } from 'react';
import styled from 'styled-components';
import { filterControls } from '../../components/FilterControls.styles';
import { parseSort, SORT_OPTIONS } from './product-sort';

const Bar = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: flex-end;
  gap: ${theme.space(3)};
  margin-bottom: ${theme.space(4)};
  ${filterControls}
`;

const SearchForm = styled.form`
  display: flex;
  align-items: flex-end;
  gap: ${theme.space(2)};
  flex: 1 1 260px;
  > div {
    flex: 1;
  }
`;

interface Props {
  filters: Filters;
  onChange: (filters: Filters) => void;
}

export function ProductFilters({ filters, onChange }: Props) {
  const id = useId();
  const [text, setText] = useState(filters.q);
  useEffect(() => setText(filters.q), [filters.q]);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    onChange({ ...filters, q: text.trim() });
  };

  return (
    <Bar>
      <SearchForm role="search" onSubmit={submit}>
        <div>
          <label htmlFor={`${id}-q`}>Search by name</label>
          <input
            id={`${id}-q`}
            type="search"
            maxLength={100}
            value={text}
            onChange={(event) => setText(event.target.value)}
          />
        </div>
        <Button type="submit">Search</Button>
      </SearchForm>
      <div>
        <label htmlFor={`${id}-sort`}>Sort by</label>
        <select
          id={`${id}-sort`}
          value={filters.sort}
          onChange={(event) => onChange({ ...filters, sort: parseSort(event.target.value) })}
        >
          {SORT_OPTIONS.map((option) => (
            <option key={option.value} value={option.value}>
              {option.label}
            </option>
          ))}
        </select>
      </div>
    </Bar>
  );
}
