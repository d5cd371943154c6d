import { apiClient } from '@marketplace/shared/api-client';
import { getRuntimeSettings, publishAuthState, resetBusForTests } from '@marketplace/shared/event-bus';
import { apiError, renderPage, response } from '@marketplace/ui/testing';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { toast } from 'react-toastify';
import AddProductPage from './AddProductPage';

const PATH = '/dashboard/addproduct';
const picture = new File(['fake-png-bytes'], 'sofa.png', { type: 'image/png' });

function signInAsSeller() {
  publishAuthState({
    user: { displayName: 'Sam Seller', email: 'seller1@furniture.test', photoURL: null },
    role: 'seller',
    token: 'access-token',
    loading: false,
  });
}

async function fillValidForm(options: { applyAccept?: boolean } = {}) {
  const user = userEvent.setup(options);
  await user.type(screen.getByLabelText('Product Name'), 'Oak bed');
  await user.upload(screen.getByLabelText('Product Picture'), picture);
  await user.type(screen.getByLabelText('Sell Price ($)'), '120');
  await user.type(screen.getByLabelText('Original Price ($)'), '450.5');
  await user.type(screen.getByLabelText('Years of Use'), '2 Year Use');
  await user.type(screen.getByLabelText('Location'), 'Dhaka');
  await user.selectOptions(screen.getByLabelText('Category'), 'Dining Room Furniture');
  await user.selectOptions(screen.getByLabelText('Condition'), 'Good');
  return user;
}

let post: jest.SpyInstance;

beforeEach(() => {
  resetBusForTests();
  signInAsSeller();
  post = jest.spyOn(apiClient, 'post');
  jest.spyOn(toast, 'success').mockImplementation(() => 'toast');
  jest.spyOn(toast, 'error').mockImplementation(() => 'toast');
});

afterEach(() => jest.restoreAllMocks());

describe('AddProductPage', () => {
  it('shows every required message inline and sends nothing when submitted empty', async () => {
    renderPage(<AddProductPage />, PATH);
    const user = userEvent.setup();
    expect(screen.getByRole('heading', { name: 'Add Your Product' })).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Add Product' }));

    expect(await screen.findByText('product name is required')).toBeInTheDocument();
    expect(screen.getByText('product picture is required')).toBeInTheDocument();
    // resalePrice, originalPrice, yearsOfUse and location share the spec's message.
    expect(screen.getAllByText('Sell Price name is required')).toHaveLength(4);
    // categoryId and condition.
    expect(screen.getAllByText('You must select one')).toHaveLength(2);
    expect(screen.getByLabelText('Product Name')).toHaveAttribute('aria-invalid', 'true');
    expect(screen.getByLabelText('Product Name')).toHaveAccessibleDescription('product name is required');
    expect(post).not.toHaveBeenCalled();
  });

  it('offers three distinct condition values and the years-of-use placeholder', () => {
    renderPage(<AddProductPage />, PATH);
    const values = Array.from(
      (screen.getByLabelText('Condition') as HTMLSelectElement).options,
      (option) => option.value,
    ).filter(Boolean);
    expect(values).toEqual(['excellent', 'good', 'fair']);
    expect(screen.getByLabelText('Years of Use')).toHaveAttribute('placeholder', '1 Year Use || 8 Month Use');
    const categories = Array.from(
      (screen.getByLabelText('Category') as HTMLSelectElement).options,
      (option) => option.textContent,
    ).filter((label) => label !== 'Select a category');
    expect(categories).toEqual(['BedRoom Furniture', 'Kitchen Furniture', 'Dining Room Furniture']);
  });

  it('uploads the picture, posts the product with the right body, toasts and goes home', async () => {
    const { imageUploadUrl, imageUploadKey } = getRuntimeSettings();
    post.mockImplementation(async (url: string) => {
      if (url === imageUploadUrl) {
        return response({ success: true, data: { url: 'http://img.test/sofa.png', id: 'img-1' } });
      }
      return response({ acknowledged: true, insertedId: 'p-1' });
    });
    renderPage(<AddProductPage />, PATH);
    const user = await fillValidForm();

    await user.click(screen.getByRole('button', { name: 'Add Product' }));

    expect(await screen.findByRole('heading', { name: 'Home page' })).toBeInTheDocument();
    expect(post).toHaveBeenCalledTimes(2);
    const [uploadUrl, uploadBody, uploadConfig] = post.mock.calls[0];
    expect(uploadUrl).toBe(imageUploadUrl);
    expect(uploadConfig).toMatchObject({ params: { key: imageUploadKey } });
    expect((uploadBody as FormData).get('image')).toBe(picture);

    const [productUrl, productBody] = post.mock.calls[1];
    expect(productUrl).toBe('/products');
    expect(productBody).toEqual({
      name: 'Oak bed',
      picture: 'http://img.test/sofa.png',
      resalePrice: 120,
      originalPrice: 450.5,
      yearsOfUse: '2 Year Use',
      location: 'Dhaka',
      categoryId: 3,
      condition: 'good',
      postedTime: expect.any(String),
    });
    expect(toast.success).toHaveBeenCalledWith('Dear Sam Seller Product Add Success');
  });

  it('shows the upload failure, ends the busy state and does not post the product', async () => {
    let failUpload: (error: unknown) => void = () => {};
    post.mockImplementation(
      () =>
        new Promise((_resolve, reject) => {
          failUpload = reject;
        }),
    );
    renderPage(<AddProductPage />, PATH);
    const user = await fillValidForm();

    await user.click(screen.getByRole('button', { name: 'Add Product' }));

    const busyButton = await screen.findByRole('button', { name: 'Adding Product...' });
    expect(busyButton).toBeDisabled();
    expect(screen.getByTestId('inline-spinner')).toBeInTheDocument();

    failUpload(apiError(400, { success: false, message: 'The file is not an image' }));

    expect(await screen.findByRole('button', { name: 'Add Product' })).toBeEnabled();
    expect(toast.error).toHaveBeenCalledWith('Picture upload failed: The file is not an image');
    expect(post).toHaveBeenCalledTimes(1);
    expect(post).not.toHaveBeenCalledWith('/products', expect.anything());
    expect(screen.getByLabelText('Product Name')).toHaveValue('Oak bed');
  });

  it('treats an unsuccessful upload answer as a failure', async () => {
    post.mockResolvedValueOnce(response({ success: false, message: 'Upload failed' }));
    renderPage(<AddProductPage />, PATH);
    const user = await fillValidForm();

    await user.click(screen.getByRole('button', { name: 'Add Product' }));

    await waitFor(() => expect(toast.error).toHaveBeenCalledWith('Picture upload failed: Upload failed'));
    expect(post).toHaveBeenCalledTimes(1);
  });

  it("shows the server's message as an error toast when the product is not acknowledged", async () => {
    post
      .mockResolvedValueOnce(response({ success: true, data: { url: 'http://img.test/a.png', id: 'a' } }))
      .mockResolvedValueOnce(response({ acknowledged: false, message: 'Product limit reached' }));
    renderPage(<AddProductPage />, PATH);
    const user = await fillValidForm();

    await user.click(screen.getByRole('button', { name: 'Add Product' }));

    await waitFor(() => expect(toast.error).toHaveBeenCalledWith('Product limit reached'));
    expect(toast.success).not.toHaveBeenCalled();
    expect(screen.getByRole('heading', { name: 'Add Your Product' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Add Product' })).toBeEnabled();
  });

  it("shows the server's error message when posting the product fails", async () => {
    post
      .mockResolvedValueOnce(response({ success: true, data: { url: 'http://img.test/a.png', id: 'a' } }))
      .mockRejectedValueOnce(apiError(403, { message: 'Only sellers may add products' }));
    renderPage(<AddProductPage />, PATH);
    const user = await fillValidForm();

    await user.click(screen.getByRole('button', { name: 'Add Product' }));

    await waitFor(() => expect(toast.error).toHaveBeenCalledWith('Only sellers may add products'));
    expect(screen.getByRole('button', { name: 'Add Product' })).toBeEnabled();
  });

  it('rejects a file that is not an image without sending anything', async () => {
    renderPage(<AddProductPage />, PATH);
    // The browser's picker honours accept="image/*", but a drop or a paste need not.
    const user = await fillValidForm({ applyAccept: false });
    await user.upload(
      screen.getByLabelText('Product Picture'),
      new File(['x'], 'notes.txt', { type: 'text/plain' }),
    );

    await user.click(screen.getByRole('button', { name: 'Add Product' }));

    expect(await screen.findByText('Choose an image file (JPEG, PNG, WebP or GIF)')).toBeInTheDocument();
    expect(post).not.toHaveBeenCalled();
  });
});
