import { apiClient } from '@marketplace/shared/api-client';
import type { UserRow } from '@marketplace/shared/types';
import { apiError, renderPage, response } from '@marketplace/ui/testing';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { toast } from 'react-toastify';
import AllSellersPage from './AllSellersPage';

const PATH = '/dashboard/allsellers';
const sara: UserRow = {
  _id: 's-1',
  name: 'Sara Seller',
  email: 'seller1@furniture.test',
  img: 'http://img.test/s1.png',
  verified: false,
  role: 'seller',
};
const sam: UserRow = {
  _id: 's-2',
  name: 'Sam Seller',
  email: 'seller2@furniture.test',
  img: 'http://img.test/s2.png',
  verified: true,
  role: 'seller',
};

let get: jest.SpyInstance;

beforeEach(() => {
  get = jest.spyOn(apiClient, 'get');
  jest.spyOn(toast, 'success').mockImplementation(() => 'toast');
  jest.spyOn(toast, 'error').mockImplementation(() => 'toast');
});

afterEach(() => jest.restoreAllMocks());

describe('AllSellersPage', () => {
  it('lists sellers with their verification state', async () => {
    get.mockResolvedValue(response([sara, sam]));
    renderPage(<AllSellersPage />, PATH);

    expect(screen.getByRole('heading', { name: 'Manage Sellers' })).toBeInTheDocument();
    const saraRow = (await screen.findByRole('img', { name: 'Sara Seller' })).closest('tr')!;
    const samRow = screen.getByRole('img', { name: 'Sam Seller' }).closest('tr')!;
    expect(within(saraRow).getByText('seller1@furniture.test')).toBeInTheDocument();
    expect(within(saraRow).getByText('Not verified')).toBeInTheDocument();
    expect(within(saraRow).getByRole('button', { name: 'Verify Sara Seller' })).toBeEnabled();
    expect(within(samRow).getByText('Verified')).toBeInTheDocument();
    expect(within(samRow).getByRole('button', { name: 'Unverify Sam Seller' })).toBeEnabled();
    expect(get).toHaveBeenCalledWith('/sellers');
  });

  it('verifies a seller, then shows the Verified badge and an Unverify button', async () => {
    get.mockResolvedValueOnce(response([sara])).mockResolvedValue(response([{ ...sara, verified: true }]));
    const patch = jest
      .spyOn(apiClient, 'patch')
      .mockResolvedValue(response({ acknowledged: true, modifiedCount: 1 }));
    renderPage(<AllSellersPage />, PATH);
    const user = userEvent.setup();

    await user.click(await screen.findByRole('button', { name: 'Verify Sara Seller' }));

    expect(patch).toHaveBeenCalledWith('/sellers/s-1/verify', { verified: true });
    const unverify = await screen.findByRole('button', { name: 'Unverify Sara Seller' });
    expect(screen.getByText('Verified')).toBeInTheDocument();
    expect(toast.success).toHaveBeenCalledWith('Sara Seller is now verified');

    await user.click(unverify);
    expect(patch).toHaveBeenLastCalledWith('/sellers/s-1/verify', { verified: false });
  });

  it("shows the server's message when verifying fails", async () => {
    get.mockResolvedValue(response([sara]));
    jest.spyOn(apiClient, 'patch').mockRejectedValue(apiError(404, { message: 'Seller not found' }));
    renderPage(<AllSellersPage />, PATH);

    await userEvent.setup().click(await screen.findByRole('button', { name: 'Verify Sara Seller' }));

    await waitFor(() => expect(toast.error).toHaveBeenCalledWith('Seller not found'));
  });

  it("deletes a seller after confirmation with the spec's 'buyer' toast", async () => {
    get.mockResolvedValueOnce(response([sara, sam])).mockResolvedValueOnce(response([sam]));
    const del = jest.spyOn(apiClient, 'delete').mockResolvedValue(response({ deletedCount: 1 }));
    renderPage(<AllSellersPage />, PATH);
    const user = userEvent.setup();

    await user.click(await screen.findByRole('button', { name: 'Delete Sara Seller' }));
    const dialog = screen.getByRole('dialog', { name: 'Are you sure you want to delete' });
    expect(dialog).toHaveAccessibleDescription('If You delete Sara Seller, It cannot be undone');
    await user.click(within(dialog).getByRole('button', { name: 'Delete' }));

    await waitFor(() => expect(toast.success).toHaveBeenCalledWith('buyer Sara Seller deleted successfully'));
    expect(del).toHaveBeenCalledWith('/sellers/s-1');
    await waitFor(() => expect(screen.queryByRole('img', { name: 'Sara Seller' })).not.toBeInTheDocument());
  });

  it('sends nothing when the delete is cancelled with Escape', async () => {
    get.mockResolvedValue(response([sara]));
    const del = jest.spyOn(apiClient, 'delete');
    renderPage(<AllSellersPage />, PATH);
    const user = userEvent.setup();

    await user.click(await screen.findByRole('button', { name: 'Delete Sara Seller' }));
    await user.keyboard('{Escape}');

    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(del).not.toHaveBeenCalled();
  });

  it('shows a seller made admin with the role Admin, a Remove admin button and their verification unchangeable', async () => {
    get
      .mockResolvedValueOnce(response([{ ...sam, role: 'admin' }, sara]))
      .mockResolvedValueOnce(response([sam, sara]));
    const del = jest
      .spyOn(apiClient, 'delete')
      .mockResolvedValue(response({ acknowledged: true, modifiedCount: 1 }));
    renderPage(<AllSellersPage />, PATH);
    const user = userEvent.setup();

    const row = (await screen.findByRole('img', { name: 'Sam Seller' })).closest('tr')!;
    expect(within(row).getByText('Admin')).toBeInTheDocument();
    expect(within(row).getByText('Verified')).toBeInTheDocument();
    expect(within(row).queryByRole('button', { name: /Unverify/ })).not.toBeInTheDocument();
    expect(within(row).queryByRole('button', { name: /Delete/ })).not.toBeInTheDocument();
    expect(
      within(screen.getByRole('img', { name: 'Sara Seller' }).closest('tr')!).getByText('Seller'),
    ).toBeInTheDocument();

    await user.click(within(row).getByRole('button', { name: 'Remove admin Sam Seller' }));
    const dialog = screen.getByRole('dialog', { name: 'Remove this admin?' });
    expect(dialog).toHaveAccessibleDescription(
      'Sam Seller goes back to being a seller and loses the admin pages.',
    );
    await user.click(within(dialog).getByRole('button', { name: 'Remove admin' }));

    await waitFor(() => expect(toast.success).toHaveBeenCalledWith('Sam Seller is no longer an admin'));
    expect(del).toHaveBeenCalledWith('/users/s-2/admin');
    expect(await screen.findByRole('button', { name: 'Make admin Sam Seller' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Unverify Sam Seller' })).toBeInTheDocument();
  });
});
