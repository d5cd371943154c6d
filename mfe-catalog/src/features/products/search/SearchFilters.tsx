/**
 * The search's words and filters. Choices (selects) apply at once; typed text (words, prices) applies once the
 * typing pauses, so each key press only updates its own field and never refetches or rewrites the URL.
 */
import {
  CATEGORIES,
  LOCATIONS,
  PRODUCT_CONDITION_LABELS,
  PRODUCT_CONDITIONS,
} from '@marketplace/shared/constants';
import type { CategoryId, ProductCondition, SearchSort } from '@marketplace/shared/types';
import { Button } from '@marketplace/ui/button';
import { theme } from '@marketplace/ui/theme';
import { type FormEvent, useEffect, useId, useState } from 'react';
import styled from 'styled-components';
import { filterControls } from '../../../components/FilterControls.styles';
import { type SearchFilters as Filters, MAX_QUERY_LENGTH, parsePrice, SEARCH_SORTS } from './search-params';

/** How long typing must pause before the URL and the results follow. */
export const TYPING_DEBOUNCE_MS = 400;
export const PRICE_RANGE_MESSAGE = 'Price from must not be above price to';

const Form = styled.form`
  display: grid;
  grid-template-columns: repeat(auto-fill, minmax(min(100%, 170px), 1fr));
  align-items: end;
  gap: ${theme.space(3)};
  margin-bottom: ${theme.space(4)};
  ${filterControls}
  input:focus-visible,
  select:focus-visible {
    outline: 3px solid ${theme.colors.focus};
    outline-offset: 1px;
  }
  [aria-invalid='true'] {
    border-color: ${theme.colors.danger};
  }
`;

const Words = styled.div`
  grid-column: 1 / -1;
  display: flex;
  align-items: flex-end;
  gap: ${theme.space(2)};
  > div {
    flex: 1;
  }
`;

const ErrorText = styled.p`
  grid-column: 1 / -1;
  margin: 0;
  color: ${theme.colors.danger};
`;

interface Props {
  filters: Filters;
  onChange: (filters: Filters) => void;
}

export function SearchFilters({ filters, onChange }: Props) {
  const id = useId();
  const [text, setText] = useState(filters.q);
  const [minText, setMinText] = useState(filters.minPrice?.toString() ?? '');
  const [maxText, setMaxText] = useState(filters.maxPrice?.toString() ?? '');

  // The URL changed from elsewhere (Back, the navbar's field): the fields follow it.
  useEffect(() => {
    setText((current) => (current.trim() === filters.q ? current : filters.q));
  }, [filters.q]);
  useEffect(() => {
    setMinText((current) =>
      parsePrice(current) === filters.minPrice ? current : (filters.minPrice?.toString() ?? ''),
    );
  }, [filters.minPrice]);
  useEffect(() => {
    setMaxText((current) =>
      parsePrice(current) === filters.maxPrice ? current : (filters.maxPrice?.toString() ?? ''),
    );
  }, [filters.maxPrice]);

  const minPrice = parsePrice(minText);
  const maxPrice = parsePrice(maxText);
  const rangeInvalid = minPrice !== undefined && maxPrice !== undefined && minPrice > maxPrice;
  const typed: Filters = { ...filters, q: text.trim(), minPrice, maxPrice };
  const typedChanged =
    typed.q !== filters.q || typed.minPrice !== filters.minPrice || typed.maxPrice !== filters.maxPrice;

  useEffect(() => {
    if (!typedChanged || rangeInvalid) return;
    const timer = setTimeout(() => onChange(typed), TYPING_DEBOUNCE_MS);
    return () => clearTimeout(timer);
  });

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (typedChanged && !rangeInvalid) onChange(typed);
  };
  const choose = (next: Partial<Filters>) => onChange({ ...(rangeInvalid ? filters : typed), ...next });
  const field = (name: string) => `${id}-${name}`;

  return (
    <Form role="search" aria-label="Search filters" onSubmit={submit}>
      <Words>
        <div>
          <label htmlFor={field('q')}>Search words</label>
          <input
            id={field('q')}
            type="search"
            maxLength={MAX_QUERY_LENGTH}
            value={text}
            onChange={(event) => setText(event.target.value)}
          />
        </div>
        <Button type="submit">Search</Button>
      </Words>
      <div>
        <label htmlFor={field('category')}>Category</label>
        <select
          id={field('category')}
          value={filters.categoryId ?? ''}
          onChange={(event) =>
            choose({
              categoryId: event.target.value ? (Number(event.target.value) as CategoryId) : undefined,
            })
          }
        >
          <option value="">Any category</option>
          {CATEGORIES.map((category) => (
            <option key={category.categoryId} value={category.categoryId}>
              {category.name}
            </option>
          ))}
        </select>
      </div>
      <div>
        <label htmlFor={field('min')}>Price from ($)</label>
        <input
          id={field('min')}
          type="number"
          inputMode="decimal"
          min={0}
          step="any"
          value={minText}
          aria-invalid={rangeInvalid ? 'true' : undefined}
          aria-describedby={rangeInvalid ? field('range') : undefined}
          onChange={(event) => setMinText(event.target.value)}
        />
      </div>
      <div>
        <label htmlFor={field('max')}>Price to ($)</label>
        <input
          id={field('max')}
          type="number"
          inputMode="decimal"
          min={0}
          step="any"
          value={maxText}
          aria-invalid={rangeInvalid ? 'true' : undefined}
          aria-describedby={rangeInvalid ? field('range') : undefined}
          onChange={(event) => setMaxText(event.target.value)}
        />
      </div>
      <div>
        <label htmlFor={field('location')}>Location</label>
        <select
          id={field('location')}
          value={filters.location ?? ''}
          onChange={(event) => choose({ location: event.target.value || undefined })}
        >
          <option value="">Any location</option>
          {LOCATIONS.map((city) => (
            <option key={city} value={city}>
              {city}
            </option>
          ))}
        </select>
      </div>
      <div>
        <label htmlFor={field('condition')}>Condition</label>
        <select
          id={field('condition')}
          value={filters.condition ?? ''}
          onChange={(event) => choose({ condition: (event.target.value as ProductCondition) || undefined })}
        >
          <option value="">Any condition</option>
          {PRODUCT_CONDITIONS.map((condition) => (
            <option key={condition} value={condition}>
              {PRODUCT_CONDITION_LABELS[condition]}
            </option>
          ))}
        </select>
      </div>
      <div>
        <label htmlFor={field('sort')}>Sort by</label>
        <select
          id={field('sort')}
          value={filters.sort}
          onChange={(event) => choose({ sort: event.target.value as SearchSort })}
        >
          {SEARCH_SORTS.map((option) => (
            <option key={option.value} value={option.value}>
              {option.label}
            </option>
          ))}
        </select>
      </div>
      {rangeInvalid ? (
        <ErrorText id={field('range')} role="alert">
          {PRICE_RANGE_MESSAGE}
        </ErrorText>
      ) : null}
    </Form>
  );
}
