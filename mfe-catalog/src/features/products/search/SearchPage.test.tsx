import { publicApi } from '@marketplace/shared/public-api';
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useLocation } from 'react-router-dom';
import { publicOk } from '../../../test/http';
import { makeProduct } from '../../../test/product-fixture';
import { renderWithProviders, signOut } from '../../../test/render';
import { TYPING_DEBOUNCE_MS } from './SearchFilters';
import SearchPage from './SearchPage';

/** The URL's query string, shown so tests can read what the page wrote there. */
function CurrentSearch() {
  return <output aria-label="URL search">{useLocation().search}</output>;
}

function renderPage(route: string) {
  return renderWithProviders(
    <>
      <SearchPage />
      <CurrentSearch />
    </>,
    { path: '/search', route },
  );
}

const urlSearch = () => screen.getByRole('status', { name: 'URL search' }).textContent;
const oak = makeProduct({ _id: 'p1', name: 'Oak wardrobe', resalePrice: 95 });
const pine = makeProduct({ _id: 'p2', name: 'Pine wardrobe', categoryId: 2 });

describe('SearchPage', () => {
  let get: jest.SpyInstance;
  beforeEach(() => {
    signOut();
    get = jest.spyOn(publicApi, 'get');
  });
  afterEach(() => {
    jest.useRealTimers();
    jest.restoreAllMocks();
  });

  it('searches every category with the filters of the URL and shows the results as cards', async () => {
    get.mockResolvedValue(publicOk([oak, pine]));
    renderPage('/search?q=wardrobe&maxPrice=100&location=Dhaka&sort=price-asc');
    expect(
      screen.getByRole('heading', { level: 1, name: 'Search results for "wardrobe"' }),
    ).toBeInTheDocument();
    expect(await screen.findByRole('article', { name: 'Oak wardrobe' })).toBeInTheDocument();
    expect(screen.getByRole('article', { name: 'Pine wardrobe' })).toBeInTheDocument();
    expect(screen.getByText('Showing 2 products')).toBeInTheDocument();
    expect(get).toHaveBeenCalledWith('/search', {
      params: { limit: 12, sort: 'price-asc', q: 'wardrobe', maxPrice: 100, location: 'Dhaka' },
    });
    expect(screen.getByLabelText('Search words')).toHaveValue('wardrobe');
    expect(screen.getByLabelText('Price to ($)')).toHaveValue(100);
    expect(screen.getByLabelText('Location')).toHaveValue('Dhaka');
    expect(screen.getByLabelText('Sort by')).toHaveValue('price-asc');
    expect(screen.getByRole('link', { name: 'Oak wardrobe' })).toHaveAttribute('href', '/item/p1');
  });

  it('says so when nothing matches', async () => {
    get.mockResolvedValue(publicOk([]));
    renderPage('/search?q=throne');
    expect(await screen.findByText('No products match your search')).toBeInTheDocument();
  });

  it('loads more with the cursor from X-Next-Cursor', async () => {
    get
      .mockResolvedValueOnce(publicOk([oak], { 'x-next-cursor': 'c2' }))
      .mockResolvedValueOnce(publicOk([pine]));
    renderPage('/search?q=wardrobe');
    expect(await screen.findByText('Showing 1 product (more available)')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Load more' }));
    expect(await screen.findByRole('article', { name: 'Pine wardrobe' })).toBeInTheDocument();
    expect(get).toHaveBeenLastCalledWith('/search', {
      params: { limit: 12, sort: 'relevance', q: 'wardrobe', cursor: 'c2' },
    });
  });

  it('applies a chosen category, condition or sort at once, into the URL', async () => {
    get.mockResolvedValue(publicOk([oak]));
    renderPage('/search?q=oak');
    await screen.findByRole('article', { name: 'Oak wardrobe' });
    await userEvent.selectOptions(screen.getByLabelText('Category'), 'Kitchen Furniture');
    expect(urlSearch()).toBe('?q=oak&categoryId=2');
    await userEvent.selectOptions(screen.getByLabelText('Condition'), 'Fair');
    await userEvent.selectOptions(screen.getByLabelText('Sort by'), 'Newest first');
    expect(urlSearch()).toBe('?q=oak&categoryId=2&condition=fair&sort=date-desc');
    await waitFor(() =>
      expect(get).toHaveBeenLastCalledWith('/search', {
        params: { limit: 12, sort: 'date-desc', q: 'oak', categoryId: 2, condition: 'fair' },
      }),
    );
  });

  it('waits for typing to pause before it changes the URL and searches, once', async () => {
    jest.useFakeTimers();
    const user = userEvent.setup({ advanceTimers: jest.advanceTimersByTime });
    get.mockResolvedValue(publicOk([oak]));
    renderPage('/search?q=oak');
    await screen.findByRole('article', { name: 'Oak wardrobe' });
    const calls = get.mock.calls.length;
    await user.type(screen.getByLabelText('Price from ($)'), '150');
    await user.type(screen.getByLabelText('Search words'), ' bed');
    expect(urlSearch()).toBe('?q=oak');
    expect(get.mock.calls.length).toBe(calls);
    act(() => {
      jest.advanceTimersByTime(TYPING_DEBOUNCE_MS);
    });
    expect(urlSearch()).toBe('?q=oak+bed&minPrice=150');
    await waitFor(() => expect(get.mock.calls.length).toBe(calls + 1));
  });

  it('refuses a price range upside down, with a message', async () => {
    get.mockResolvedValue(publicOk([oak]));
    renderPage('/search?maxPrice=100');
    await screen.findByRole('article', { name: 'Oak wardrobe' });
    await userEvent.type(screen.getByLabelText('Price from ($)'), '300');
    expect(await screen.findByRole('alert')).toHaveTextContent('Price from must not be above price to');
    await userEvent.click(within(screen.getByRole('search')).getByRole('button', { name: 'Search' }));
    expect(urlSearch()).toBe('?maxPrice=100');
  });
});
