import { apiClient } from '@marketplace/shared/api-client';
import { publishAuthState, resetBusForTests } from '@marketplace/shared/event-bus';
import { bookingKeys, productKeys } from '@marketplace/shared/query-keys';
import { apiError, renderPage, response } from '@marketplace/ui/testing';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { toast } from 'react-toastify';
import type { ManagedProductRow } from './api/get-seller-products';
import MyProductsPage from './MyProductsPage';

const PATH = '/dashboard/myproduct';
const EMAIL = 'seller1@furniture.test';

const oakBed: ManagedProductRow = {
  _id: 'p-1',
  name: 'Oak bed',
  picture: 'http://img.test/bed.png',
  resalePrice: 120,
  status: 'available',
  advertised: false,
};
const teakTable: ManagedProductRow = {
  _id: 'p-2',
  name: 'Teak table',
  picture: 'http://img.test/table.png',
  resalePrice: 80,
  status: 'booked',
  advertised: false,
};

let get: jest.SpyInstance;

beforeEach(() => {
  resetBusForTests();
  publishAuthState({
    user: { displayName: 'Sam Seller', email: EMAIL, photoURL: null },
    role: 'seller',
    token: 't',
    loading: false,
  });
  get = jest.spyOn(apiClient, 'get');
  jest.spyOn(toast, 'success').mockImplementation(() => 'toast');
  jest.spyOn(toast, 'error').mockImplementation(() => 'toast');
});

afterEach(() => jest.restoreAllMocks());

describe('MyProductsPage', () => {
  it("lists the signed-in seller's products with picture, $ price and status", async () => {
    get.mockResolvedValue(response([oakBed, teakTable]));
    renderPage(<MyProductsPage />, PATH);

    expect(screen.getByRole('heading', { name: 'Manage Product' })).toBeInTheDocument();
    expect(screen.getByRole('status')).toHaveTextContent('Loading...');
    const row = (await screen.findByRole('img', { name: 'Oak bed' })).closest('tr')!;
    expect(within(row).getByRole('img', { name: 'Oak bed' })).toHaveAttribute('src', oakBed.picture);
    expect(within(row).getByText('$120')).toBeInTheDocument();
    expect(within(row).getByText('available')).toBeInTheDocument();
    expect(screen.getByText('booked')).toBeInTheDocument();
    expect(get).toHaveBeenCalledWith('/products', { params: { email: EMAIL } });
  });

  it("links each product's name to its page and offers Edit, which opens the edit page", async () => {
    get.mockResolvedValue(response([oakBed, teakTable]));
    renderPage(<MyProductsPage />, PATH);
    const row = (await screen.findByRole('img', { name: 'Oak bed' })).closest('tr')!;
    expect(within(row).getByRole('link', { name: 'Oak bed' })).toHaveAttribute('href', '/item/p-1');
    expect(within(row).getByRole('link', { name: 'Edit Oak bed' })).toHaveAttribute(
      'href',
      '/dashboard/editproduct/p-1',
    );
  });

  it('shows an empty state when the seller has no products', async () => {
    get.mockResolvedValue(response([]));
    renderPage(<MyProductsPage />, PATH);

    expect(await screen.findByText(/You have no products yet/)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Add your first product' })).toHaveAttribute(
      'href',
      '/dashboard/addproduct',
    );
  });

  it('shows a failed load with a Retry button that fetches again', async () => {
    get
      .mockRejectedValueOnce(apiError(500, { message: 'Database unavailable' }))
      .mockResolvedValueOnce(response([oakBed]));
    renderPage(<MyProductsPage />, PATH);

    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Could not load your products. Database unavailable',
    );
    await userEvent.setup().click(screen.getByRole('button', { name: 'Retry' }));

    expect(await screen.findByRole('img', { name: 'Oak bed' })).toBeInTheDocument();
    expect(get).toHaveBeenCalledTimes(2);
  });

  it('sends nothing when the delete confirmation is cancelled', async () => {
    get.mockResolvedValue(response([oakBed]));
    const del = jest.spyOn(apiClient, 'delete');
    renderPage(<MyProductsPage />, PATH);
    const user = userEvent.setup();

    const deleteButton = await screen.findByRole('button', { name: 'Delete Oak bed' });
    await user.click(deleteButton);
    const dialog = screen.getByRole('dialog', { name: 'Are you sure you want to delete' });
    expect(dialog).toHaveAccessibleDescription('If You delete Oak bed, It cannot be undone');
    expect(within(dialog).getByRole('button', { name: 'Cancel' })).toHaveFocus();

    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));

    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(deleteButton).toHaveFocus();
    expect(del).not.toHaveBeenCalled();
  });

  it('deletes after confirmation, toasts and reloads the list', async () => {
    get.mockResolvedValueOnce(response([oakBed, teakTable])).mockResolvedValueOnce(response([teakTable]));
    const del = jest.spyOn(apiClient, 'delete').mockResolvedValue(response({ deletedCount: 1 }));
    renderPage(<MyProductsPage />, PATH);
    const user = userEvent.setup();

    await user.click(await screen.findByRole('button', { name: 'Delete Oak bed' }));
    const dialog = screen.getByRole('dialog', { name: 'Are you sure you want to delete' });
    await user.click(within(dialog).getByRole('button', { name: 'Delete' }));

    await waitFor(() => expect(toast.success).toHaveBeenCalledWith('this Oak bed deleted successfully'));
    expect(del).toHaveBeenCalledWith('/products/p-1');
    await waitFor(() => expect(screen.queryByRole('img', { name: 'Oak bed' })).not.toBeInTheDocument());
    expect(get).toHaveBeenCalledTimes(2);
  });

  it('does not claim success when nothing was deleted', async () => {
    get.mockResolvedValue(response([oakBed]));
    jest.spyOn(apiClient, 'delete').mockResolvedValue(response({ deletedCount: 0 }));
    renderPage(<MyProductsPage />, PATH);
    const user = userEvent.setup();

    await user.click(await screen.findByRole('button', { name: 'Delete Oak bed' }));
    await user.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Delete' }));

    await waitFor(() => expect(toast.error).toHaveBeenCalled());
    expect(toast.success).not.toHaveBeenCalled();
    expect(get).toHaveBeenCalledTimes(1);
  });

  it('closes the confirmation on Escape without deleting', async () => {
    get.mockResolvedValue(response([oakBed]));
    const del = jest.spyOn(apiClient, 'delete');
    renderPage(<MyProductsPage />, PATH);
    const user = userEvent.setup();

    await user.click(await screen.findByRole('button', { name: 'Delete Oak bed' }));
    await user.keyboard('{Escape}');

    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(del).not.toHaveBeenCalled();
  });

  it('advertises an available product and then offers to stop advertising it', async () => {
    get
      .mockResolvedValueOnce(response([oakBed, teakTable]))
      .mockResolvedValue(response([{ ...oakBed, advertised: true }, teakTable]));
    const patch = jest
      .spyOn(apiClient, 'patch')
      .mockResolvedValue(response({ acknowledged: true, modifiedCount: 1 }));
    renderPage(<MyProductsPage />, PATH);
    const user = userEvent.setup();

    expect(await screen.findByRole('button', { name: 'Advertise Oak bed' })).toBeEnabled();
    // A booked product cannot be advertised.
    expect(screen.queryByRole('button', { name: 'Advertise Teak table' })).not.toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Advertise Oak bed' }));

    expect(patch).toHaveBeenCalledWith('/products/p-1/advertise', { advertised: true });
    expect(await screen.findByText('Advertised')).toBeInTheDocument();
    const stop = screen.getByRole('button', { name: 'Stop advertising Oak bed' });
    expect(screen.queryByRole('button', { name: 'Advertise Oak bed' })).not.toBeInTheDocument();

    await user.click(stop);
    expect(patch).toHaveBeenLastCalledWith('/products/p-1/advertise', { advertised: false });
  });

  it("refreshes the catalog's category lists and advertised row after a change (the shell's one QueryClient)", async () => {
    get.mockResolvedValue(response([oakBed]));
    jest.spyOn(apiClient, 'patch').mockResolvedValue(response({ acknowledged: true, modifiedCount: 1 }));
    const { queryClient } = renderPage(<MyProductsPage />, PATH);
    // What the catalog has cached on the same client: its keys come from the same factory.
    const catalogCategory = productKeys.category(1, { q: '', sort: 'date-desc' });
    const catalogAdvertised = productKeys.advertised();
    const myOrders = bookingKeys.buyer('buyer1@furniture.test');
    for (const key of [catalogCategory, catalogAdvertised, myOrders]) queryClient.setQueryData(key, []);

    await userEvent.setup().click(await screen.findByRole('button', { name: 'Advertise Oak bed' }));

    await waitFor(() => expect(queryClient.getQueryState(catalogCategory)?.isInvalidated).toBe(true));
    expect(queryClient.getQueryState(catalogAdvertised)?.isInvalidated).toBe(true);
    expect(queryClient.getQueryState(myOrders)?.isInvalidated).toBe(false);
  });

  it("shows the server's reason when advertising is refused", async () => {
    get.mockResolvedValue(response([oakBed]));
    jest
      .spyOn(apiClient, 'patch')
      .mockRejectedValue(apiError(409, { message: 'Only available products can be advertised' }));
    renderPage(<MyProductsPage />, PATH);

    await userEvent.setup().click(await screen.findByRole('button', { name: 'Advertise Oak bed' }));

    await waitFor(() =>
      expect(toast.error).toHaveBeenCalledWith('Only available products can be advertised'),
    );
  });
});
