import { apiClient } from '@marketplace/shared/api-client';
import { getRuntimeSettings, publishAuthState, resetBusForTests } from '@marketplace/shared/event-bus';
import { UNREADABLE_PICTURE_MESSAGE } from '@marketplace/shared/prepare-picture';
import { apiError, renderPage, response } from '@marketplace/ui/testing';
import { screen, waitFor, within } from '@testing-library/react';
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
      pictures: ['http://img.test/sofa.png'],
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

  it('shows the upload progress, then Upload failed with Retry, ends the busy state; Retry uploads and adds', async () => {
    let failUpload: (error: unknown) => void = () => {};
    post.mockImplementationOnce(
      (_url, _body, config) =>
        new Promise((_resolve, reject) => {
          config?.onUploadProgress?.({ loaded: 30, total: 120, bytes: 30, lengthComputable: true });
          failUpload = reject;
        }),
    );
    renderPage(<AddProductPage />, PATH);
    const user = await fillValidForm();

    await user.click(screen.getByRole('button', { name: 'Add Product' }));

    const busyButton = await screen.findByRole('button', { name: 'Adding Product...' });
    expect(busyButton).toBeDisabled();
    expect(screen.getByTestId('inline-spinner')).toBeInTheDocument();
    const bar = screen.getByRole('progressbar', { name: 'Uploading pictures' });
    expect(bar).toHaveAttribute('aria-valuenow', '25');
    expect(screen.getByText('25%')).toBeInTheDocument();

    failUpload(apiError(400, { success: false, message: 'The file is not an image' }));

    expect(await screen.findByRole('button', { name: 'Add Product' })).toBeEnabled();
    expect(screen.getByRole('alert')).toHaveTextContent('Upload failed The file is not an image');
    expect(screen.queryByRole('progressbar')).not.toBeInTheDocument();
    expect(post).toHaveBeenCalledTimes(1);
    expect(post).not.toHaveBeenCalledWith('/products', expect.anything());
    expect(screen.getByLabelText('Product Name')).toHaveValue('Oak bed');

    post
      .mockResolvedValueOnce(
        response({ success: true, data: { url: 'http://img.test/sofa.png', id: 'img-1' } }),
      )
      .mockResolvedValueOnce(response({ acknowledged: true, insertedId: 'p-1' }));
    await user.click(screen.getByRole('button', { name: 'Retry' }));
    expect(await screen.findByRole('heading', { name: 'Home page' })).toBeInTheDocument();
    expect(post).toHaveBeenCalledTimes(3);
    expect(post.mock.calls[2][1]).toMatchObject({ picture: 'http://img.test/sofa.png' });
  });

  it('treats an unsuccessful upload answer as a failure', async () => {
    post.mockResolvedValueOnce(response({ success: false, message: 'The host refused it' }));
    renderPage(<AddProductPage />, PATH);
    const user = await fillValidForm();

    await user.click(screen.getByRole('button', { name: 'Add Product' }));

    expect(await screen.findByRole('alert')).toHaveTextContent('Upload failed The host refused it');
    expect(post).toHaveBeenCalledTimes(1);
  });

  it('on Retry uploads only the pictures that did not arrive', async () => {
    const second = new File(['second'], 'chair.png', { type: 'image/png' });
    post.mockImplementation(async (url: string, body: unknown) => {
      if (url === '/products') return response({ acknowledged: true, insertedId: 'p-1' });
      const file = (body as FormData).get('image') as File;
      if (file.name === 'chair.png' && post.mock.calls.length <= 2) throw apiError(503, { message: 'Busy' });
      return response({ success: true, data: { url: `http://img.test/${file.name}`, id: file.name } });
    });
    renderPage(<AddProductPage />, PATH);
    const user = await fillValidForm();
    await user.upload(screen.getByLabelText('Product Picture'), second);
    await user.click(screen.getByRole('button', { name: 'Add Product' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Upload failed Busy');

    await user.click(screen.getByRole('button', { name: 'Retry' }));
    await waitFor(() => expect(post).toHaveBeenCalledWith('/products', expect.anything()));
    const uploads = post.mock.calls
      .filter(([url]) => url !== '/products')
      .map(([, body]) => ((body as FormData).get('image') as File).name);
    expect(uploads).toEqual(['sofa.png', 'chair.png', 'chair.png']);
    const body = post.mock.calls.find(([url]) => url === '/products')?.[1];
    expect(body.pictures).toEqual(['http://img.test/sofa.png', 'http://img.test/chair.png']);
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

  it('refuses a file that is not an image at once, and keeps the pictures chosen before', async () => {
    renderPage(<AddProductPage />, PATH);
    // The browser's picker honours accept="image/*", but a drop or a paste need not.
    const user = await fillValidForm({ applyAccept: false });
    await user.upload(
      screen.getByLabelText('Product Picture'),
      new File(['x'], 'notes.txt', { type: 'text/plain' }),
    );

    expect(await screen.findByText('Choose an image file (JPEG, PNG, WebP or GIF)')).toBeInTheDocument();
    const chosen = screen.getByRole('list', { name: 'Chosen pictures' });
    expect(within(chosen).getAllByRole('listitem')).toHaveLength(1);
    expect(chosen).toHaveTextContent('sofa.png');
    expect(post).not.toHaveBeenCalled();
  });

  it('says at once that the browser cannot open a photo (an HEIC one, say), and uploads nothing', async () => {
    // The browser's decoder: it opens the form's PNG, and fails on an HEIC photo as Chrome's does.
    Object.assign(globalThis, {
      createImageBitmap: jest.fn(async (file: File) => {
        if (file.name === 'IMG_0002.jpg')
          throw new DOMException('The source image could not be decoded.', 'InvalidStateError');
        return { width: 800, height: 600, close: () => undefined };
      }),
    });
    try {
      renderPage(<AddProductPage />, PATH);
      const user = await fillValidForm({ applyAccept: false });
      await user.upload(
        screen.getByLabelText('Product Picture'),
        new File(['ftypheic'], 'IMG_0002.jpg', { type: 'image/jpeg' }),
      );
      expect(await screen.findByText(UNREADABLE_PICTURE_MESSAGE)).toBeInTheDocument();
      expect(
        within(screen.getByRole('list', { name: 'Chosen pictures' })).getAllByRole('listitem'),
      ).toHaveLength(1);
      expect(post).not.toHaveBeenCalled();
    } finally {
      delete (globalThis as Record<string, unknown>).createImageBitmap;
    }
  });

  it('takes up to 6 pictures, reorders and removes them from the keyboard, and uploads them in order', async () => {
    const files = ['a', 'b', 'c', 'd', 'e', 'f', 'g'].map(
      (letter) => new File([letter], `${letter}.png`, { type: 'image/png' }),
    );
    post.mockImplementation(async (url: string, body: unknown) => {
      if (url === '/products') return response({ acknowledged: true, insertedId: 'p-1' });
      const file = (body as FormData).get('image') as File;
      return response({ success: true, data: { url: `http://img.test/${file.name}`, id: file.name } });
    });
    renderPage(<AddProductPage />, PATH);
    const user = await fillValidForm();
    const input = screen.getByLabelText('Product Picture');
    await user.upload(input, files.slice(0, 4));
    expect(screen.getByText(/5 of 6 chosen/)).toBeInTheDocument();
    await user.upload(input, files.slice(4));
    // The seventh picture is one too many.
    expect(await screen.findByText('At most 6 pictures')).toBeInTheDocument();
    const chosen = screen.getByRole('list', { name: 'Chosen pictures' });
    expect(within(chosen).getAllByRole('listitem')).toHaveLength(6);
    expect(input).toBeDisabled();

    within(chosen).getByRole('button', { name: 'Move up picture 2' }).focus();
    await user.keyboard('{Enter}');
    expect(within(chosen).getAllByRole('listitem')[0]).toHaveTextContent('Main picture: a.png');
    expect(within(chosen).getAllByRole('listitem')[0]).toHaveFocus();
    await user.click(within(chosen).getByRole('button', { name: 'Remove picture 6' }));
    await user.click(within(chosen).getByRole('button', { name: 'Move down picture 2' }));
    expect(
      within(chosen)
        .getAllByRole('listitem')
        .map((item) => item.textContent?.split('Move')[0]),
    ).toEqual(['Main picture: a.png', 'b.png', 'sofa.png', 'c.png', 'd.png']);

    await user.click(screen.getByRole('button', { name: 'Add Product' }));
    await waitFor(() => expect(post).toHaveBeenCalledWith('/products', expect.anything()));
    const body = post.mock.calls.find(([url]) => url === '/products')?.[1];
    expect(body.pictures).toEqual(['a', 'b', 'sofa', 'c', 'd'].map((n) => `http://img.test/${n}.png`));
    expect(body.picture).toBe('http://img.test/a.png');
  }, 30_000);

  it('sends the description and the dimensions when given, and counts the characters', async () => {
    post
      .mockResolvedValueOnce(response({ success: true, data: { url: 'http://img.test/a.png', id: 'a' } }))
      .mockResolvedValueOnce(response({ acknowledged: true, insertedId: 'p-1' }));
    renderPage(<AddProductPage />, PATH);
    const user = await fillValidForm();
    await user.type(screen.getByLabelText('Description (optional)'), 'Solid oak');
    expect(screen.getByText('9 / 2,000 characters')).toBeInTheDocument();
    expect(screen.getByLabelText('Description (optional)')).toHaveAccessibleDescription(
      '9 / 2,000 characters',
    );
    await user.type(screen.getByLabelText('Width (cm)'), '120');
    await user.type(screen.getByLabelText('Depth (cm)'), '60.5');
    await user.type(screen.getByLabelText('Height (cm)'), '190');
    await user.click(screen.getByRole('button', { name: 'Add Product' }));
    await waitFor(() => expect(post).toHaveBeenCalledTimes(2));
    expect(post.mock.calls[1][1]).toMatchObject({
      description: 'Solid oak',
      dimensions: { width: 120, depth: 60.5, height: 190 },
    });
  });

  it('refuses a description over 2,000 characters and dimensions that are partial or not positive', async () => {
    renderPage(<AddProductPage />, PATH);
    const user = await fillValidForm();
    await user.click(screen.getByLabelText('Description (optional)'));
    await user.paste('x'.repeat(2001));
    await user.type(screen.getByLabelText('Width (cm)'), '-5');
    await user.click(screen.getByRole('button', { name: 'Add Product' }));
    expect(await screen.findByText('Description must be 2,000 characters or fewer')).toBeInTheDocument();
    expect(screen.getByText('Enter a positive number of centimetres')).toBeInTheDocument();
    await user.clear(screen.getByLabelText('Width (cm)'));
    await user.type(screen.getByLabelText('Width (cm)'), '50');
    await user.click(screen.getByRole('button', { name: 'Add Product' }));
    expect(await screen.findByText('Give the width, depth and height, or none of them')).toBeInTheDocument();
    expect(post).not.toHaveBeenCalled();
  });
});
