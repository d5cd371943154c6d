import { apiClient } from '@marketplace/shared/api-client';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { toast } from 'react-toastify';
import { httpError, ok } from '../../test/http';
import { renderWithProviders, signIn } from '../../test/render';
import type { MyOrderRow } from './api/get-my-bookings';
import MyOrdersPage from './MyOrdersPage';

const order: MyOrderRow = {
  _id: 'b1',
  productId: 'p1',
  img: 'https://img.test/bed.webp',
  productName: 'Oak double bed',
  price: 120,
  agreedPrice: 110,
  bookingDate: 'd1',
  status: 'accepted',
  sellerName: 'Sam Seller',
  pickup: { proposed: [], chosen: null },
};

/** A datetime-local value `hours` from now, in the test's time zone, on the half hour. */
function localIn(hours: number): string {
  const at = new Date(Date.now() + hours * 3_600_000);
  at.setMinutes(30, 0, 0);
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${at.getFullYear()}-${pad(at.getMonth() + 1)}-${pad(at.getDate())}T${pad(at.getHours())}:30`;
}

async function openForm() {
  const user = userEvent.setup();
  renderWithProviders(<MyOrdersPage />);
  await user.click(await screen.findByRole('button', { name: 'Propose pickup times for Oak double bed' }));
  const dialog = screen.getByRole('dialog', { name: 'Pickup times for Oak double bed' });
  expect(await within(dialog).findByLabelText('Starts')).toHaveFocus();
  return { user, dialog };
}

describe("My Orders: an agreed order's price and pickup", () => {
  let get: jest.SpyInstance;
  let post: jest.SpyInstance;
  beforeEach(() => {
    signIn();
    get = jest.spyOn(apiClient, 'get').mockResolvedValue(ok([order]));
    post = jest.spyOn(apiClient, 'post');
    jest.spyOn(toast, 'success').mockImplementation(() => 'toast');
  });
  afterEach(() => jest.restoreAllMocks());

  it('shows the agreed price with the asking price beside it', async () => {
    renderWithProviders(<MyOrdersPage />);
    const cell = await screen.findByText('Agreed price; asked $120');
    expect(cell.parentElement).toHaveTextContent(/^\$110Agreed price/);
  });

  it('proposes two windows from the keyboard, sent in UTC with their lengths', async () => {
    post.mockResolvedValue(ok({ acknowledged: true, modifiedCount: 1 }));
    const { user, dialog } = await openForm();
    expect(within(dialog).getByText(/Times are in your time zone, .+\./)).toBeInTheDocument();
    const first = localIn(24);
    const second = localIn(48);
    await user.type(within(dialog).getByLabelText('Starts'), first);
    await user.click(within(dialog).getByRole('button', { name: 'Add another time' }));
    const starts = within(dialog).getAllByLabelText('Starts');
    await user.type(starts[1]!, second);
    await user.selectOptions(within(dialog).getAllByLabelText('Length')[1]!, '2 h');
    await user.click(within(dialog).getByRole('button', { name: 'Send pickup times' }));
    const inUtc = (local: string, minutes: number) => ({
      start: new Date(local).toISOString(),
      end: new Date(new Date(local).getTime() + minutes * 60_000).toISOString(),
    });
    expect(post).toHaveBeenCalledWith('/bookings/b1/pickup-times', {
      times: [inUtc(first, 60), inUtc(second, 120)],
    });
    await waitFor(() => expect(toast.success).toHaveBeenCalledWith('Pickup times sent to the seller'));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('offers three windows at most, and refuses a start beyond 14 days without asking the API', async () => {
    const { user, dialog } = await openForm();
    await user.click(within(dialog).getByRole('button', { name: 'Add another time' }));
    await user.click(within(dialog).getByRole('button', { name: 'Add another time' }));
    expect(within(dialog).queryByRole('button', { name: 'Add another time' })).not.toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Remove pickup time 3' }));
    await user.click(within(dialog).getByRole('button', { name: 'Remove pickup time 2' }));
    await user.type(within(dialog).getByLabelText('Starts'), localIn(15 * 24));
    await user.click(within(dialog).getByRole('button', { name: 'Send pickup times' }));
    expect(within(dialog).getByRole('alert')).toHaveTextContent(
      'A pickup time must start within the next 14 days',
    );
    expect(post).not.toHaveBeenCalled();
  });

  it("shows the API's refusal in the form", async () => {
    post.mockRejectedValue(httpError(409, 'The pickup time is already chosen'));
    const { user, dialog } = await openForm();
    await user.type(within(dialog).getByLabelText('Starts'), localIn(3));
    await user.click(within(dialog).getByRole('button', { name: 'Send pickup times' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent('The pickup time is already chosen');
    expect(within(dialog).getByLabelText('Starts')).toHaveFocus();
  });

  it('shows the chosen window with Add to calendar instead of the proposal', async () => {
    const chosen = { start: '2030-06-03T04:00:00.000Z', end: '2030-06-03T05:00:00.000Z' };
    get.mockResolvedValue(ok([{ ...order, pickup: { proposed: [chosen], chosen } }]));
    renderWithProviders(<MyOrdersPage />);
    expect(
      await screen.findByRole('button', { name: 'Add to calendar for the pickup of Oak double bed' }),
    ).toBeInTheDocument();
    expect(screen.getByText(/^Pickup:/)).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /^Propose pickup times/ })).not.toBeInTheDocument();
  });
});
