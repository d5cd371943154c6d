import { apiClient } from '@marketplace/shared/api-client';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ok } from '../../test/http';
import { renderWithProviders, signIn } from '../../test/render';
import SavedPage, { filtersText, searchPath } from './SavedPage';

const saved = [
  {
    productId: 'p1',
    name: 'Oak bed',
    picture: 'https://img.test/bed.webp',
    price: 120,
    status: 'booked',
    savedAt: '2026-11-26T00:00:00Z',
  },
  {
    productId: 'p2',
    name: 'Pine shelf',
    picture: 'https://img.test/shelf.webp',
    price: 40,
    status: 'removed',
    savedAt: '2026-11-25T00:00:00Z',
  },
];
const searches = [
  {
    _id: 's1',
    q: 'teak table',
    categoryId: 3,
    maxPrice: 300,
    location: 'Dhaka',
    createdAt: '2026-11-26T00:00:00Z',
  },
];

describe('SavedPage', () => {
  let get: jest.SpyInstance;
  beforeEach(() => {
    signIn();
    get = jest.spyOn(apiClient, 'get');
  });
  afterEach(() => jest.restoreAllMocks());

  it('lists saved products with their status and saved searches with a link that runs them', async () => {
    get.mockImplementation(async (url: string) => ok(url === '/saved' ? saved : searches));
    renderWithProviders(<SavedPage />);
    expect(screen.getByRole('heading', { name: 'Saved items' })).toBeInTheDocument();
    const products = await screen.findByRole('list', { name: 'Saved products' });
    const [bed, shelf] = within(products).getAllByRole('listitem');
    expect(within(bed!).getByRole('link', { name: 'Oak bed' })).toHaveAttribute('href', '/item/p1');
    expect(bed).toHaveTextContent('Booked');
    expect(shelf).toHaveTextContent('Listing removed');
    expect(within(shelf!).queryByRole('link')).not.toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Saved searches' })).toBeInTheDocument();
    const list = await screen.findByRole('list', { name: 'Saved searches' });
    expect(within(list).getByRole('link', { name: '“teak table”' })).toHaveAttribute(
      'href',
      '/search?q=teak+table&categoryId=3&maxPrice=300&location=Dhaka',
    );
  });

  it('removes a saved product and deletes a saved search', async () => {
    const user = userEvent.setup();
    let products = saved;
    let kept = searches;
    get.mockImplementation(async (url: string) => ok(url === '/saved' ? products : kept));
    const remove = jest.spyOn(apiClient, 'delete').mockImplementation(async (url: string) => {
      if (url === '/saved/p1') products = saved.slice(1);
      if (url === '/saved-searches/s1') kept = [];
      return ok({ deletedCount: 1 });
    });
    renderWithProviders(<SavedPage />);
    await user.click(await screen.findByRole('button', { name: 'Remove Oak bed' }));
    await waitFor(() => expect(screen.queryByRole('link', { name: 'Oak bed' })).not.toBeInTheDocument());
    await user.click(screen.getByRole('button', { name: 'Delete the search “teak table”' }));
    expect(
      await screen.findByText('No saved searches yet: save one from the search page.'),
    ).toBeInTheDocument();
    expect(remove).toHaveBeenCalledWith('/saved/p1');
    expect(remove).toHaveBeenCalledWith('/saved-searches/s1');
  });

  it('reads Nothing saved yet when nothing is saved', async () => {
    get.mockImplementation(async () => ok([]));
    renderWithProviders(<SavedPage />);
    expect(await screen.findByText('Nothing saved yet')).toBeInTheDocument();
  });

  it('writes a saved search’s filters and its search page URL', () => {
    expect(filtersText({ _id: 'x', q: 'oak', minPrice: 50, condition: 'good', createdAt: '' })).toBe(
      'from $50 · Good',
    );
    expect(searchPath({ _id: 'x', q: 'oak', createdAt: '' })).toBe('/search?q=oak');
  });
});
