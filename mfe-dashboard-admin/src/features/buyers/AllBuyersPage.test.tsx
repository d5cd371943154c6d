import { apiClient } from '@marketplace/shared/api-client';
import { provideAuthActions, publishAuthState, resetBusForTests } from '@marketplace/shared/event-bus';
import type { UserRow } from '@marketplace/shared/types';
import { apiError, renderPage, response } from '@marketplace/ui/testing';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { toast } from 'react-toastify';
import AllBuyersPage from './AllBuyersPage';

const PATH = '/dashboard/allbuyers';
const bella: UserRow = {
  _id: 'b-1',
  name: 'Bella Buyer',
  email: 'buyer1@furniture.test',
  img: 'http://img.test/b1.png',
  verified: false,
  role: 'buyer',
};
const bob: UserRow = {
  _id: 'b-2',
  name: 'Bob Buyer',
  email: 'buyer2@furniture.test',
  img: 'http://img.test/b2.png',
  verified: false,
  role: 'buyer',
};

let get: jest.SpyInstance;

beforeEach(() => {
  get = jest.spyOn(apiClient, 'get');
  jest.spyOn(toast, 'success').mockImplementation(() => 'toast');
  jest.spyOn(toast, 'error').mockImplementation(() => 'toast');
});

afterEach(() => {
  jest.restoreAllMocks();
  resetBusForTests();
});

describe('AllBuyersPage', () => {
  it('lists every buyer with picture, name and email', async () => {
    get.mockResolvedValue(response([bella, bob]));
    renderPage(<AllBuyersPage />, PATH);

    expect(screen.getByRole('heading', { name: 'Manage Buyers' })).toBeInTheDocument();
    expect(screen.getByRole('status')).toHaveTextContent('Loading...');
    const row = (await screen.findByRole('img', { name: 'Bella Buyer' })).closest('tr')!;
    expect(within(row).getByText('buyer1@furniture.test')).toBeInTheDocument();
    expect(screen.getByRole('img', { name: 'Bob Buyer' })).toHaveAttribute('src', bob.img);
    expect(get).toHaveBeenCalledWith('/buyers');
  });

  it('sends nothing when the delete confirmation is cancelled', async () => {
    get.mockResolvedValue(response([bella]));
    const del = jest.spyOn(apiClient, 'delete');
    renderPage(<AllBuyersPage />, PATH);
    const user = userEvent.setup();

    const deleteButton = await screen.findByRole('button', { name: 'Delete Bella Buyer' });
    await user.click(deleteButton);
    const dialog = screen.getByRole('dialog', { name: 'Are you sure you want to delete' });
    expect(dialog).toHaveAccessibleDescription('If You delete Bella Buyer, It cannot be undone');
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));

    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(deleteButton).toHaveFocus();
    expect(del).not.toHaveBeenCalled();
  });

  it('deletes a buyer after confirmation, toasts and reloads the list', async () => {
    get.mockResolvedValueOnce(response([bella, bob])).mockResolvedValueOnce(response([bob]));
    const del = jest.spyOn(apiClient, 'delete').mockResolvedValue(response({ deletedCount: 1 }));
    renderPage(<AllBuyersPage />, PATH);
    const user = userEvent.setup();

    await user.click(await screen.findByRole('button', { name: 'Delete Bella Buyer' }));
    await user.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Delete' }));

    await waitFor(() => expect(toast.success).toHaveBeenCalledWith('buyer Bella Buyer deleted successfully'));
    expect(del).toHaveBeenCalledWith('/buyers/b-1');
    await waitFor(() => expect(screen.queryByRole('img', { name: 'Bella Buyer' })).not.toBeInTheDocument());
    expect(get).toHaveBeenCalledTimes(2);
  });

  it("shows the server's message when the delete is refused", async () => {
    get.mockResolvedValue(response([bella]));
    jest.spyOn(apiClient, 'delete').mockRejectedValue(apiError(403, { message: 'Admins only' }));
    renderPage(<AllBuyersPage />, PATH);
    const user = userEvent.setup();

    await user.click(await screen.findByRole('button', { name: 'Delete Bella Buyer' }));
    await user.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Delete' }));

    await waitFor(() => expect(toast.error).toHaveBeenCalledWith('Admins only'));
    expect(toast.success).not.toHaveBeenCalled();
  });

  it('shows a failed load with a Retry button that fetches again', async () => {
    get
      .mockRejectedValueOnce(apiError(500, { message: 'Database unavailable' }))
      .mockResolvedValueOnce(response([bella]));
    renderPage(<AllBuyersPage />, PATH);

    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Could not load the buyers. Database unavailable',
    );
    await userEvent.setup().click(screen.getByRole('button', { name: 'Retry' }));

    expect(await screen.findByRole('img', { name: 'Bella Buyer' })).toBeInTheDocument();
    expect(get).toHaveBeenCalledTimes(2);
  });

  it("shows each buyer's role, and makes one an admin after confirmation: toast, list reloaded", async () => {
    get
      .mockResolvedValueOnce(response([bella, bob]))
      .mockResolvedValueOnce(response([{ ...bella, role: 'admin' }, bob]));
    const put = jest
      .spyOn(apiClient, 'put')
      .mockResolvedValue(response({ acknowledged: true, modifiedCount: 1 }));
    renderPage(<AllBuyersPage />, PATH);
    const user = userEvent.setup();

    const row = (await screen.findByRole('img', { name: 'Bella Buyer' })).closest('tr')!;
    expect(within(row).getByText('Buyer')).toBeInTheDocument();
    const makeAdmin = within(row).getByRole('button', { name: 'Make admin Bella Buyer' });
    await user.click(makeAdmin);
    const dialog = screen.getByRole('dialog', { name: 'Make this user an admin?' });
    expect(dialog).toHaveAccessibleDescription('Bella Buyer will manage buyers, sellers and reported items.');
    await user.click(within(dialog).getByRole('button', { name: 'Make admin' }));

    await waitFor(() => expect(toast.success).toHaveBeenCalledWith('Bella Buyer is now an admin'));
    expect(put).toHaveBeenCalledWith('/users/b-1/admin');
    const updated = (await screen.findByRole('button', { name: 'Remove admin Bella Buyer' })).closest('tr')!;
    expect(within(updated).getByText('Admin')).toBeInTheDocument();
    // An admin is not deleted from the list: the role goes first.
    expect(within(updated).queryByRole('button', { name: /Delete/ })).not.toBeInTheDocument();
    expect(get).toHaveBeenCalledTimes(2);
  });

  it('sends nothing when the admin confirmation is cancelled, and gives focus back', async () => {
    get.mockResolvedValue(response([bella]));
    const put = jest.spyOn(apiClient, 'put');
    renderPage(<AllBuyersPage />, PATH);
    const user = userEvent.setup();

    const makeAdmin = await screen.findByRole('button', { name: 'Make admin Bella Buyer' });
    await user.click(makeAdmin);
    await user.keyboard('{Escape}');

    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(makeAdmin).toHaveFocus();
    expect(put).not.toHaveBeenCalled();
  });

  it("removes an admin after confirmation, and shows the server's 409 for the last admin", async () => {
    get.mockResolvedValue(response([{ ...bella, role: 'admin' }]));
    const del = jest
      .spyOn(apiClient, 'delete')
      .mockRejectedValue(
        apiError(409, { message: 'The last admin cannot be removed: make someone else an admin first' }),
      );
    renderPage(<AllBuyersPage />, PATH);
    const user = userEvent.setup();

    await user.click(await screen.findByRole('button', { name: 'Remove admin Bella Buyer' }));
    const dialog = screen.getByRole('dialog', { name: 'Remove this admin?' });
    expect(dialog).toHaveAccessibleDescription(
      'Bella Buyer goes back to being a buyer and loses the admin pages.',
    );
    await user.click(within(dialog).getByRole('button', { name: 'Remove admin' }));

    await waitFor(() =>
      expect(toast.error).toHaveBeenCalledWith(
        'The last admin cannot be removed: make someone else an admin first',
      ),
    );
    expect(del).toHaveBeenCalledWith('/users/b-1/admin');
    expect(toast.success).not.toHaveBeenCalled();
  });

  it('an admin who removes their own role gets the session of their new role; removing another does not', async () => {
    const refreshSession = jest.fn().mockResolvedValue(undefined);
    provideAuthActions({ refreshAccessToken: async () => null, signOut: async () => {}, refreshSession });
    publishAuthState({
      user: { displayName: 'Bella Buyer', photoURL: null, email: bella.email },
      role: 'admin',
    });
    get.mockResolvedValue(
      response([
        { ...bella, role: 'admin' },
        { ...bob, role: 'admin' },
      ]),
    );
    jest.spyOn(apiClient, 'delete').mockResolvedValue(response({ acknowledged: true, modifiedCount: 1 }));
    renderPage(<AllBuyersPage />, PATH);
    const user = userEvent.setup();

    await user.click(await screen.findByRole('button', { name: 'Remove admin Bob Buyer' }));
    await user.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Remove admin' }));
    await waitFor(() => expect(toast.success).toHaveBeenCalledWith('Bob Buyer is no longer an admin'));
    expect(refreshSession).not.toHaveBeenCalled();

    await user.click(screen.getByRole('button', { name: 'Remove admin Bella Buyer' }));
    await user.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Remove admin' }));
    await waitFor(() => expect(toast.success).toHaveBeenCalledWith('Bella Buyer is no longer an admin'));
    expect(refreshSession).toHaveBeenCalledTimes(1);
  });
});
