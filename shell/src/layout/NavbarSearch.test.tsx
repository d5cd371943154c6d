import '../auth/jsdom-text-encoder';
import '@testing-library/jest-dom';
import { fireEvent, render, screen } from '@testing-library/react';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router-dom';
import { NavbarSearch } from './NavbarSearch';

function Where() {
  const location = useLocation();
  return <p>at {`${location.pathname}${location.search}`}</p>;
}

function renderAt(path: string) {
  render(
    <MemoryRouter initialEntries={[path]}>
      <NavbarSearch />
      <Routes>
        <Route path="*" element={<Where />} />
      </Routes>
    </MemoryRouter>,
  );
}

describe('NavbarSearch', () => {
  it('is a labelled search field that opens /search with the words typed', () => {
    renderAt('/blog');
    const field = screen.getByRole('searchbox', { name: 'Search furniture' });
    expect(field).toHaveValue('');
    fireEvent.change(field, { target: { value: '  oak wardrobe ' } });
    fireEvent.click(screen.getByRole('button', { name: 'Search' }));
    expect(screen.getByText('at /search?q=oak+wardrobe')).toBeInTheDocument();
  });

  it('opens /search without words when the field is empty', () => {
    renderAt('/');
    fireEvent.submit(screen.getByRole('search', { name: 'Site' }));
    expect(screen.getByText('at /search')).toBeInTheDocument();
  });

  it('shows the words searched while on the results page', () => {
    renderAt('/search?q=teak&sort=price-asc');
    expect(screen.getByRole('searchbox', { name: 'Search furniture' })).toHaveValue('teak');
  });
});
