import { apiClient } from '@marketplace/shared/api-client';
import { getRuntimeSettings, publishAuthState, resetBusForTests } from '@marketplace/shared/event-bus';
import { apiError, response } from '@marketplace/ui/testing';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import { toast } from 'react-toastify';
import EditProductPage from './EditProductPage';

const product = {
  _id: 'p1',
  name: 'Oak wardrobe',
  picture: 'http://img.test/front.png',
  pictures: ['http://img.test/front.png', 'http://img.test/side.png'],
  resalePrice: 180,
  originalPrice: 520,
  yearsOfUse: '3 Year Use',
  location: 'Chittagong',
  categoryId: 3,
  condition: 'excellent',
  sellerName: 'Sam Seller',
  sellerEmail: 'seller1@furniture.test',
  postedTime: 'then',
  createdAt: '2025-05-03T10:15:00.000Z',
  status: 'available',
  advertised: false,
  sellerVerified: true,
  description: 'Solid oak',
  dimensions: { width: 120, depth: 60, height: 190 },
};

function renderEdit() {
  const queryClient = new QueryClient({
    defaultOptions: { queries: { retry: false }, mutations: { retry: false } },
  });
  render(
    <QueryClientProvider client={queryClient}>
      <MemoryRouter initialEntries={['/dashboard/editproduct/p1']}>
        <Routes>
          <Route path="/dashboard/editproduct/:productId" element={<EditProductPage />} />
          <Route path="/dashboard/myproduct" element={<h1>Manage Product</h1>} />
        </Routes>
      </MemoryRouter>
    </QueryClientProvider>,
  );
  return queryClient;
}

let get: jest.SpyInstance;
let patch: jest.SpyInstance;
let post: jest.SpyInstance;

beforeEach(() => {
  resetBusForTests();
  publishAuthState({
    user: { displayName: 'Sam Seller', email: 'seller1@furniture.test', photoURL: null },
    role: 'seller',
    token: 'access-token',
    loading: false,
  });
  get = jest.spyOn(apiClient, 'get').mockResolvedValue(response(product));
  patch = jest.spyOn(apiClient, 'patch');
  post = jest.spyOn(apiClient, 'post');
  jest.spyOn(toast, 'success').mockImplementation(() => 'toast');
  jest.spyOn(toast, 'error').mockImplementation(() => 'toast');
});

afterEach(() => jest.restoreAllMocks());

describe('EditProductPage', () => {
  it('fills the form with the product, pictures in order', async () => {
    renderEdit();
    expect(await screen.findByLabelText('Product Name')).toHaveValue('Oak wardrobe');
    expect(get).toHaveBeenCalledWith('/items/p1');
    expect(screen.getByLabelText('Sell Price ($)')).toHaveValue(180);
    expect(screen.getByLabelText('Original Price ($)')).toHaveValue(520);
    expect(screen.getByLabelText('Years of Use')).toHaveValue('3 Year Use');
    expect(screen.getByLabelText('Location')).toHaveValue('Chittagong');
    expect(screen.getByLabelText('Category')).toHaveValue('3');
    expect(screen.getByLabelText('Condition')).toHaveValue('excellent');
    expect(screen.getByLabelText('Description (optional)')).toHaveValue('Solid oak');
    expect(screen.getByLabelText('Width (cm)')).toHaveValue(120);
    expect(screen.getByLabelText('Depth (cm)')).toHaveValue(60);
    expect(screen.getByLabelText('Height (cm)')).toHaveValue(190);
    const pictures = within(screen.getByRole('list', { name: 'Chosen pictures' })).getAllByRole('img');
    expect(pictures.map((img) => img.getAttribute('src'))).toEqual([
      'http://img.test/front.png',
      'http://img.test/side.png',
    ]);
  });

  it("saves the changes with PATCH, toasts 'Product updated' and goes back to Manage Product", async () => {
    patch.mockResolvedValue(response({ acknowledged: true, modifiedCount: 1 }));
    const queryClient = renderEdit();
    const invalidate = jest.spyOn(queryClient, 'invalidateQueries');
    const user = userEvent.setup();
    const price = await screen.findByLabelText('Sell Price ($)');
    await user.clear(price);
    await user.type(price, '95');
    await user.clear(screen.getByLabelText('Width (cm)'));
    await user.clear(screen.getByLabelText('Depth (cm)'));
    await user.clear(screen.getByLabelText('Height (cm)'));
    // All three emptied: the product's dimensions are removed.
    await user.click(screen.getByRole('button', { name: 'Save changes' }));

    expect(await screen.findByRole('heading', { name: 'Manage Product' })).toBeInTheDocument();
    expect(post).not.toHaveBeenCalled(); // the pictures it had are not uploaded again
    expect(patch).toHaveBeenCalledWith('/products/p1', {
      name: 'Oak wardrobe',
      picture: 'http://img.test/front.png',
      pictures: ['http://img.test/front.png', 'http://img.test/side.png'],
      resalePrice: 95,
      originalPrice: 520,
      yearsOfUse: '3 Year Use',
      location: 'Chittagong',
      categoryId: 3,
      condition: 'excellent',
      description: 'Solid oak',
      dimensions: null,
    });
    expect(toast.success).toHaveBeenCalledWith('Product updated');
    expect(invalidate).toHaveBeenCalledWith({ queryKey: ['products'] });
  });

  it('sends no dimensions when the product had none and the fields stay empty', async () => {
    const { dimensions: _none, ...withoutDimensions } = product;
    get.mockResolvedValue(response(withoutDimensions));
    patch.mockResolvedValue(response({ acknowledged: true, modifiedCount: 1 }));
    renderEdit();
    const user = userEvent.setup();
    expect(await screen.findByLabelText('Width (cm)')).toHaveValue(null);
    await user.click(screen.getByRole('button', { name: 'Save changes' }));

    expect(await screen.findByRole('heading', { name: 'Manage Product' })).toBeInTheDocument();
    expect(patch).toHaveBeenCalledTimes(1);
    expect(patch.mock.calls[0][1]).not.toHaveProperty('dimensions');
  });

  it("shows the server's refusal and keeps the form", async () => {
    patch.mockRejectedValue(apiError(409, { message: 'A sold product cannot be edited' }));
    renderEdit();
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Save changes' }));
    await waitFor(() => expect(toast.error).toHaveBeenCalledWith('A sold product cannot be edited'));
    expect(screen.getByRole('button', { name: 'Save changes' })).toBeEnabled();
    expect(toast.success).not.toHaveBeenCalled();
  });

  it('uploads a newly chosen picture before saving', async () => {
    const { imageUploadUrl } = getRuntimeSettings();
    post.mockResolvedValue(response({ success: true, data: { url: 'http://img.test/new.png', id: 'n' } }));
    patch.mockResolvedValue(response({ acknowledged: true, modifiedCount: 1 }));
    renderEdit();
    const user = userEvent.setup();
    await user.upload(
      await screen.findByLabelText('Product Picture'),
      new File(['n'], 'new.png', { type: 'image/png' }),
    );
    await user.click(screen.getByRole('button', { name: 'Remove picture 1' }));
    await user.click(screen.getByRole('button', { name: 'Save changes' }));
    await waitFor(() => expect(patch).toHaveBeenCalled());
    expect(post.mock.calls[0][0]).toBe(imageUploadUrl);
    expect(patch.mock.calls[0][1]).toMatchObject({
      picture: 'http://img.test/side.png',
      pictures: ['http://img.test/side.png', 'http://img.test/new.png'],
    });
  });

  it('says when the product no longer exists', async () => {
    get.mockRejectedValue(apiError(404, { message: 'Product not found' }));
    renderEdit();
    expect(await screen.findByText('This product is no longer available')).toBeInTheDocument();
  });
});
