import { apiClient } from '@marketplace/shared/api-client';
import { publicApi } from '@marketplace/shared/public-api';
import { productKeys } from '@marketplace/shared/query-keys';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ToastContainer } from 'react-toastify';
import { httpError, ok, publicNetworkError, publicOk } from '../../test/http';
import { makeProduct } from '../../test/product-fixture';
import { BUYER_ID, renderWithProviders, signIn } from '../../test/render';
import CategoryProductsPage from './CategoryProductsPage';

function renderPage(route = '/products/1') {
  return renderWithProviders(
    <>
      <CategoryProductsPage />
      <ToastContainer />
    </>,
    { path: '/products/:categoryId', route },
  );
}

const bed = makeProduct({ _id: 'p1', name: 'Oak double bed' });
const wardrobe = makeProduct({ _id: 'p2', name: 'Pine wardrobe', sellerId: BUYER_ID });
const lamp = makeProduct({ _id: 'p3', name: 'Bedside table' });

describe('CategoryProductsPage', () => {
  let get: jest.SpyInstance;
  let post: jest.SpyInstance;
  beforeEach(() => {
    signIn();
    get = jest.spyOn(publicApi, 'get');
    post = jest.spyOn(apiClient, 'post');
  });
  afterEach(() => jest.restoreAllMocks());

  it('fetches the first page of the category, then shows its cards under the category name', async () => {
    get.mockResolvedValue(publicOk([bed, wardrobe]));
    renderPage();
    expect(screen.getByRole('heading', { level: 1, name: 'BedRoom Furniture' })).toBeInTheDocument();
    expect(screen.getByRole('status')).toHaveTextContent('Loading products...');
    expect(await screen.findByRole('article', { name: 'Oak double bed' })).toBeInTheDocument();
    expect(screen.getByRole('article', { name: 'Pine wardrobe' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Oak double bed' })).toHaveAttribute('href', '/item/p1');
    expect(get).toHaveBeenCalledWith('/products/1', { params: { limit: 12, sort: 'date-desc' } });
    expect(screen.queryByRole('button', { name: 'Load more' })).not.toBeInTheDocument();
  });

  it("puts the first card's picture first, loads the first row's at once and the rest as they come near", async () => {
    const products = Array.from({ length: 6 }, (_, index) =>
      makeProduct({ _id: `p${index}`, name: `Chair ${index}` }),
    );
    get.mockResolvedValue(publicOk(products));
    renderPage();
    await screen.findByRole('article', { name: 'Chair 0' });
    const pictures = screen.getAllByRole('img', { name: /^Chair / });
    expect(pictures.map((picture) => picture.getAttribute('fetchpriority'))).toEqual([
      'high',
      null,
      null,
      null,
      null,
      null,
    ]);
    expect(pictures.map((picture) => picture.getAttribute('loading'))).toEqual([
      'eager',
      'eager',
      'eager',
      'eager',
      'lazy',
      'lazy',
    ]);
  });

  it("reloads the list on screen when another remote invalidates productKeys.all (a seller's change)", async () => {
    get.mockResolvedValueOnce(publicOk([bed, wardrobe])).mockResolvedValue(publicOk([wardrobe]));
    const { queryClient } = renderPage();
    expect(await screen.findByRole('article', { name: 'Oak double bed' })).toBeInTheDocument();

    // What the seller dashboard calls after a product is added, deleted or (un)advertised.
    await queryClient.invalidateQueries({ queryKey: productKeys.all });

    await waitFor(() =>
      expect(screen.queryByRole('article', { name: 'Oak double bed' })).not.toBeInTheDocument(),
    );
    expect(get).toHaveBeenCalledTimes(2);
  });

  it('loads the next page with the cursor from X-Next-Cursor', async () => {
    get
      .mockResolvedValueOnce(publicOk([bed, wardrobe], { 'x-next-cursor': 'cursor-2' }))
      .mockResolvedValueOnce(publicOk([lamp]));
    renderPage();
    await userEvent.click(await screen.findByRole('button', { name: 'Load more' }));
    expect(await screen.findByRole('article', { name: 'Bedside table' })).toBeInTheDocument();
    expect(screen.getAllByRole('article')).toHaveLength(3);
    expect(get).toHaveBeenLastCalledWith('/products/1', {
      params: { limit: 12, sort: 'date-desc', cursor: 'cursor-2' },
    });
    expect(screen.queryByRole('button', { name: 'Load more' })).not.toBeInTheDocument();
  });

  it('searches by name and sorts by price through the query string', async () => {
    get.mockResolvedValue(publicOk([bed]));
    renderPage('/products/3');
    await screen.findByRole('article', { name: 'Oak double bed' });
    await userEvent.type(screen.getByRole('searchbox', { name: 'Search by name' }), 'oak');
    await userEvent.click(screen.getByRole('button', { name: 'Search' }));
    await waitFor(() =>
      expect(get).toHaveBeenLastCalledWith('/products/3', {
        params: { limit: 12, sort: 'date-desc', q: 'oak' },
      }),
    );
    await screen.findByRole('article', { name: 'Oak double bed' });
    await userEvent.selectOptions(screen.getByRole('combobox', { name: 'Sort by' }), 'Price: low to high');
    await waitFor(() =>
      expect(get).toHaveBeenLastCalledWith('/products/3', {
        params: { limit: 12, sort: 'price-asc', q: 'oak' },
      }),
    );
  });

  it('says so when a search finds nothing', async () => {
    get.mockResolvedValue(publicOk([]));
    renderPage('/products/2?q=throne');
    expect(await screen.findByText('No products match "throne".')).toBeInTheDocument();
  });

  it('explains an unknown category instead of fetching', () => {
    renderPage('/products/9');
    expect(screen.getByRole('heading', { name: 'Category not found' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Kitchen Furniture' })).toHaveAttribute('href', '/products/2');
    expect(get).not.toHaveBeenCalled();
  });

  it('shows the error with Retry when the fetch fails, and Retry fetches again', async () => {
    jest.spyOn(console, 'error').mockImplementation(() => {}); // React logs errors caught by boundaries
    get.mockRejectedValueOnce(publicNetworkError()).mockResolvedValueOnce(publicOk([bed]));
    renderPage();
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Could not load the products.');
    expect(alert).toHaveTextContent('Cannot reach the server.');
    await userEvent.click(within(alert).getByRole('button', { name: 'Retry' }));
    expect(await screen.findByRole('article', { name: 'Oak double bed' })).toBeInTheDocument();
    expect(get).toHaveBeenCalledTimes(2);
  });

  it('opens the booking modal from Buy Now at once, its form following', async () => {
    get.mockResolvedValue(publicOk([bed]));
    renderPage();
    const card = await screen.findByRole('article', { name: 'Oak double bed' });
    await userEvent.click(within(card).getByRole('button', { name: 'Buy Now' }));
    // In the same render as the press: the dialog does not wait for its form's code.
    const dialog = screen.getByRole('dialog', { name: 'Book Oak double bed' });
    expect(await within(dialog).findByLabelText('Phone number')).toBeInTheDocument();
  });

  it("does not offer Report on the viewer's own product", async () => {
    get.mockResolvedValue(publicOk([bed, wardrobe]));
    renderPage();
    const own = await screen.findByRole('article', { name: 'Pine wardrobe' });
    expect(within(own).queryByRole('button', { name: 'Report' })).not.toBeInTheDocument();
    const other = screen.getByRole('article', { name: 'Oak double bed' });
    expect(within(other).getByRole('button', { name: 'Report' })).toBeInTheDocument();
  });

  it('sends a report with its reason and confirms it', async () => {
    get.mockResolvedValue(publicOk([bed]));
    post.mockResolvedValue(ok({ acknowledged: true }));
    renderPage();
    const card = await screen.findByRole('article', { name: 'Oak double bed' });
    await userEvent.click(within(card).getByRole('button', { name: 'Report' }));
    const dialog = await screen.findByRole('dialog', { name: 'Report Oak double bed' });
    await userEvent.click(await within(dialog).findByRole('button', { name: 'Send report' }));
    expect(await within(dialog).findByText('Reason is required')).toBeInTheDocument();
    expect(post).not.toHaveBeenCalled();

    await userEvent.type(within(dialog).getByLabelText('Reason'), '  The photo shows a different bed  ');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Send report' }));
    expect(await screen.findByText('Report sent')).toBeInTheDocument();
    expect(post).toHaveBeenCalledWith('/reports', {
      productId: 'p1',
      reason: 'The photo shows a different bed',
    });
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });

  it('refuses a reason over 500 characters', async () => {
    get.mockResolvedValue(publicOk([bed]));
    renderPage();
    const card = await screen.findByRole('article', { name: 'Oak double bed' });
    await userEvent.click(within(card).getByRole('button', { name: 'Report' }));
    const reason = await screen.findByLabelText('Reason');
    await userEvent.click(reason);
    await userEvent.paste('x'.repeat(501));
    await userEvent.click(screen.getByRole('button', { name: 'Send report' }));
    expect(await screen.findByText('Reason must be 500 characters or fewer')).toBeInTheDocument();
    expect(post).not.toHaveBeenCalled();
  });

  it("shows the server's message when a report fails, and keeps the dialog open", async () => {
    get.mockResolvedValue(publicOk([bed]));
    post.mockRejectedValue(httpError(404, 'Product not found'));
    renderPage();
    const card = await screen.findByRole('article', { name: 'Oak double bed' });
    await userEvent.click(within(card).getByRole('button', { name: 'Report' }));
    await userEvent.type(await screen.findByLabelText('Reason'), 'Sold elsewhere');
    await userEvent.click(screen.getByRole('button', { name: 'Send report' }));
    expect(await screen.findByText('Product not found')).toBeInTheDocument();
    expect(screen.getByRole('dialog', { name: 'Report Oak double bed' })).toBeInTheDocument();
  });
});
