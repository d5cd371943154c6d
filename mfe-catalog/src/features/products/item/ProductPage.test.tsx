import { apiClient } from '@marketplace/shared/api-client';
import { publicApi } from '@marketplace/shared/public-api';
import type { Product } from '@marketplace/shared/types';
import { QueryClientProvider } from '@tanstack/react-query';
import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router-dom';
import { publicHttpError, publicNetworkError, publicOk } from '../../../test/http';
import { makeProduct } from '../../../test/product-fixture';
import { BUYER_ID, createTestQueryClient, signIn, signOut } from '../../../test/render';
import ProductPage from './ProductPage';

// jsdom has no PointerEvent: without it fireEvent.pointerDown drops clientX and clientY.
if (typeof window.PointerEvent === 'undefined') {
  Object.assign(window, { PointerEvent: class PointerEvent extends MouseEvent {} });
}

const oak = makeProduct({
  _id: 'p1',
  name: 'Oak wardrobe',
  pictures: ['https://img.test/front.webp', 'https://img.test/side.webp', 'https://img.test/inside.webp'],
  picture: 'https://img.test/front.webp',
  resalePrice: 180,
  originalPrice: 520,
  condition: 'excellent',
  yearsOfUse: '3 Year Use',
  location: 'Chittagong',
  description: 'Solid oak, two doors.',
  dimensions: { width: 120, depth: 60, height: 190 },
  sellerVerified: true,
});

function LoginScreen() {
  const location = useLocation();
  const from = (location.state as { from?: { pathname: string; hash?: string } } | null)?.from;
  return (
    <h1>
      Login (from {from?.pathname}
      {from?.hash})
    </h1>
  );
}

function ThreadScreen() {
  const location = useLocation();
  return <h1>Thread {location.pathname}</h1>;
}

function renderPage(route = '/item/p1') {
  return render(
    <QueryClientProvider client={createTestQueryClient()}>
      <MemoryRouter initialEntries={[route]}>
        <Routes>
          <Route path="/item/:productId" element={<ProductPage />} />
          <Route path="/login" element={<LoginScreen />} />
          <Route path="/dashboard/messages/:conversationId" element={<ThreadScreen />} />
        </Routes>
      </MemoryRouter>
    </QueryClientProvider>,
  );
}

function fact(term: string): string | null | undefined {
  return screen.getByText(term, { selector: 'dt' }).nextElementSibling?.textContent;
}

describe('ProductPage', () => {
  let get: jest.SpyInstance;
  beforeEach(() => {
    signIn();
    get = jest.spyOn(publicApi, 'get');
  });
  afterEach(() => jest.restoreAllMocks());

  it("links the seller's name to their profile, with their rating beside it", async () => {
    get.mockImplementation(async (path: string) =>
      path === '/sellers/s1/profile'
        ? publicOk({
            _id: 's1',
            name: 'Sam Seller',
            img: '',
            verified: true,
            memberSince: '2025-03-14T10:00:00.000Z',
            average: 4.7,
            count: 12,
          })
        : publicOk({ ...oak, sellerId: 's1', sellerName: 'Sam Seller' }),
    );
    renderPage();
    const link = await screen.findByRole('link', { name: 'Sam Seller' });
    expect(link).toHaveAttribute('href', '/sellers/s1');
    expect(await screen.findByText('· 4.7 (12 reviews)')).toBeInTheDocument();
  });

  it('shows every fact of the product under its name, and the name starts the title', async () => {
    get.mockResolvedValue(publicOk(oak));
    renderPage();
    expect(await screen.findByRole('heading', { level: 1, name: 'Oak wardrobe' })).toBeInTheDocument();
    expect(get).toHaveBeenCalledWith('/items/p1');
    expect(document.title).toMatch(/^Oak wardrobe/);
    expect(fact('Sell price')).toBe('$180');
    expect(fact('Original price')).toBe('$520');
    expect(fact('Condition')).toBe('Excellent');
    expect(fact('Use time')).toBe('3 Year Use');
    expect(fact('Location')).toBe('Chittagong');
    expect(fact('Dimensions')).toBe('W x D x H: 120 x 60 x 190 cm');
    expect(fact('Posted')).toBe('5/3/2025, 10:15:00 AM');
    expect(fact('Seller')).toBe('Sam Seller');
    expect(screen.getByRole('img', { name: 'Verified seller' })).toBeInTheDocument();
    expect(screen.getByText('Solid oak, two doors.')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Buy Now' })).toBeEnabled();
    expect(screen.getByRole('button', { name: 'Report' })).toBeInTheDocument();
  });

  it('leaves out the dimensions and the description when the seller gave none', async () => {
    get.mockResolvedValue(publicOk(makeProduct({ _id: 'p1' })));
    renderPage();
    await screen.findByRole('heading', { level: 1, name: 'Oak double bed' });
    expect(screen.queryByText('Dimensions')).not.toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'Description' })).not.toBeInTheDocument();
    // A product from before several photos: its one picture is the gallery.
    expect(screen.getByRole('img', { name: 'Oak double bed, photo 1' })).toHaveAttribute(
      'src',
      'https://img.test/oak-bed.webp',
    );
    expect(screen.queryByRole('button', { name: 'Show photo 1' })).not.toBeInTheDocument();
  });

  it('switches the large photo with the thumbnails, the arrow keys and a swipe', async () => {
    get.mockResolvedValue(publicOk(oak));
    renderPage();
    const gallery = await screen.findByRole('figure', { name: 'Photos of Oak wardrobe' });
    const large = () => within(gallery).getAllByRole('img')[0]!;
    expect(large()).toHaveAccessibleName('Oak wardrobe, photo 1');
    expect(large()).toHaveAttribute('src', 'https://img.test/front.webp');

    await userEvent.click(within(gallery).getByRole('button', { name: 'Show photo 3' }));
    expect(large()).toHaveAccessibleName('Oak wardrobe, photo 3');
    expect(large()).toHaveAttribute('src', 'https://img.test/inside.webp');
    expect(within(gallery).getByRole('button', { name: 'Show photo 3' })).toHaveAttribute(
      'aria-current',
      'true',
    );

    const stage = large().parentElement!;
    stage.focus();
    await userEvent.keyboard('{ArrowRight}');
    expect(large()).toHaveAccessibleName('Oak wardrobe, photo 1');
    await userEvent.keyboard('{ArrowLeft}');
    expect(large()).toHaveAccessibleName('Oak wardrobe, photo 3');
    await userEvent.keyboard('{Home}');
    expect(large()).toHaveAccessibleName('Oak wardrobe, photo 1');

    fireEvent.pointerDown(stage, { clientX: 300, clientY: 100 });
    fireEvent.pointerUp(stage, { clientX: 200, clientY: 110 });
    expect(large()).toHaveAccessibleName('Oak wardrobe, photo 2');
    // A mostly vertical move is a scroll, not a swipe.
    fireEvent.pointerDown(stage, { clientX: 300, clientY: 100 });
    fireEvent.pointerUp(stage, { clientX: 250, clientY: 300 });
    expect(large()).toHaveAccessibleName('Oak wardrobe, photo 2');
  });

  it('sends a signed-out visitor from Buy Now to /login, remembering the product', async () => {
    signOut();
    get.mockResolvedValue(publicOk(oak));
    renderPage();
    await userEvent.click(await screen.findByRole('button', { name: 'Buy Now' }));
    expect(await screen.findByRole('heading', { name: 'Login (from /item/p1)' })).toBeInTheDocument();
  });

  it('opens the booking dialog for a signed-in buyer', async () => {
    get.mockResolvedValue(publicOk(oak));
    renderPage();
    await userEvent.click(await screen.findByRole('button', { name: 'Buy Now' }));
    expect(await screen.findByRole('dialog', { name: 'Book Oak wardrobe' })).toBeInTheDocument();
  });

  it("shows 'Your listing' instead of Buy Now and Report on the viewer's own product", async () => {
    get.mockResolvedValue(publicOk({ ...oak, sellerId: BUYER_ID }));
    renderPage();
    expect(await screen.findByText('Your listing')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Buy Now' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Report' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Ask the seller' })).not.toBeInTheDocument();
  });

  it("asks the seller: the dialog's message box has the cursor, and Send opens the conversation's thread", async () => {
    get.mockResolvedValue(publicOk({ ...oak, sellerName: 'Sam Seller' }));
    const post = jest.spyOn(apiClient, 'post').mockResolvedValue({ data: { _id: 'c-9' } });
    renderPage();
    const user = userEvent.setup();

    await user.click(await screen.findByRole('button', { name: 'Ask the seller' }));
    const dialog = await screen.findByRole('dialog', { name: 'Ask the seller about Oak wardrobe' });
    const box = await within(dialog).findByRole('textbox', { name: 'Message' });
    await waitFor(() => expect(box).toHaveFocus());
    await user.click(within(dialog).getByRole('button', { name: 'Send' }));
    expect(within(dialog).getByRole('alert')).toHaveTextContent('Write your question first');
    expect(post).not.toHaveBeenCalled();

    await user.type(box, 'Does it come apart?{Enter}');

    expect(post).toHaveBeenCalledWith('/conversations', { productId: 'p1', text: 'Does it come apart?' });
    expect(
      await screen.findByRole('heading', { name: 'Thread /dashboard/messages/c-9' }),
    ).toBeInTheDocument();
  });

  it("shows the API's reason in the dialog when the question is refused", async () => {
    get.mockResolvedValue(publicOk(oak));
    jest.spyOn(apiClient, 'post').mockRejectedValue({
      isAxiosError: true,
      response: { status: 403, data: { message: 'You cannot message this user' } },
    });
    renderPage();
    const user = userEvent.setup();

    await user.click(await screen.findByRole('button', { name: 'Ask the seller' }));
    const box = await screen.findByRole('textbox', { name: 'Message' });
    await user.type(box, 'Hello?{Enter}');

    expect(await screen.findByRole('alert')).toHaveTextContent('You cannot message this user');
    expect(box).toHaveValue('Hello?');
  });

  it('sends a signed-out visitor from Ask the seller to /login, to come back to the question', async () => {
    signOut();
    get.mockResolvedValue(publicOk(oak));
    renderPage();
    await userEvent.click(await screen.findByRole('button', { name: 'Ask the seller' }));
    expect(
      await screen.findByRole('heading', { name: 'Login (from /item/p1#ask-the-seller)' }),
    ).toBeInTheDocument();
  });

  it('opens the question again for a visitor who comes back signed in from /login', async () => {
    get.mockResolvedValue(publicOk(oak));
    renderPage('/item/p1#ask-the-seller');
    expect(
      await screen.findByRole('dialog', { name: 'Ask the seller about Oak wardrobe' }),
    ).toBeInTheDocument();
  });

  it("says 'Sold' and offers no Buy Now on a sold product", async () => {
    get.mockResolvedValue(publicOk({ ...oak, status: 'sold' } as unknown as Product));
    renderPage();
    expect(await screen.findByText('Sold')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Buy Now' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Ask the seller' })).not.toBeInTheDocument();
  });

  it('marks a booked product and disables Buy Now', async () => {
    get.mockResolvedValue(publicOk({ ...oak, status: 'booked' }));
    renderPage();
    expect(await screen.findByRole('button', { name: 'Buy Now' })).toBeDisabled();
    expect(screen.getByText('Booked')).toBeInTheDocument();
  });

  it('says an unknown or deleted product is no longer available, with a link home, without retrying', async () => {
    jest.spyOn(console, 'error').mockImplementation(() => {}); // React logs errors caught by boundaries
    get.mockRejectedValue(publicHttpError(404, 'Product not found'));
    renderPage('/item/gone');
    expect(
      await screen.findByRole('heading', { name: 'This product is no longer available' }),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Go to the home page' })).toHaveAttribute('href', '/');
    expect(get).toHaveBeenCalledTimes(1);
  });

  it('offers Retry when the product could not be loaded, and Retry loads it', async () => {
    jest.spyOn(console, 'error').mockImplementation(() => {});
    get.mockRejectedValueOnce(publicNetworkError()).mockResolvedValueOnce(publicOk(oak));
    renderPage();
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Could not load the product.');
    await userEvent.click(within(alert).getByRole('button', { name: 'Retry' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Oak wardrobe' })).toBeInTheDocument();
  });
});
