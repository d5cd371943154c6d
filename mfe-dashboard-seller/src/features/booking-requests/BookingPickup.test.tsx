import { apiClient } from '@marketplace/shared/api-client';
import { publishAuthState, resetBusForTests } from '@marketplace/shared/event-bus';
import type { ReceivedBooking } from '@marketplace/shared/types';
import { formatPickupWindow } from '@marketplace/ui/pickup-times';
import { apiError, renderPage, response } from '@marketplace/ui/testing';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { toast } from 'react-toastify';
import BookingRequestsPage from './BookingRequestsPage';

const PATH = '/dashboard/bookings';
const morning = { start: '2030-06-03T04:00:00.000Z', end: '2030-06-03T05:30:00.000Z' };
const evening = { start: '2030-06-04T12:00:00.000Z', end: '2030-06-04T14:00:00.000Z' };

const booking: ReceivedBooking = {
  _id: 'b-1',
  productId: 'p-1',
  productName: 'Oak bed',
  price: 120,
  agreedPrice: 110,
  img: 'http://img.test/bed.png',
  name: 'Bea Buyer',
  email: 'buyer1@furniture.test',
  phone: '01712345678',
  meetLocation: 'Dhaka, Gulshan 2',
  bookingDate: '11/24/2026, 4:00:00 AM',
  status: 'accepted',
  pickup: { proposed: [morning, evening], chosen: null },
};

let get: jest.SpyInstance;
let post: jest.SpyInstance;
beforeEach(() => {
  resetBusForTests();
  publishAuthState({
    user: { displayName: 'Sam Seller', email: 'seller1@furniture.test', photoURL: null },
    role: 'seller',
    token: 't',
    loading: false,
  });
  get = jest.spyOn(apiClient, 'get').mockResolvedValue(response([booking]));
  post = jest.spyOn(apiClient, 'post');
  jest.spyOn(toast, 'success').mockImplementation(() => 'toast');
});
afterEach(() => jest.restoreAllMocks());

describe("Booking Requests: an accepted booking's agreed price and pickup", () => {
  it('shows the agreed price beside the asking price, and the picture named', async () => {
    renderPage(<BookingRequestsPage />, PATH);
    expect(await screen.findByText('$110 agreed (asked $120)')).toBeInTheDocument();
    expect(screen.getByRole('img', { name: 'Oak bed' })).toBeInTheDocument();
  });

  it("chooses one of the buyer's windows from the keyboard", async () => {
    post.mockResolvedValue(response({ acknowledged: true, modifiedCount: 1 }));
    const user = userEvent.setup();
    renderPage(<BookingRequestsPage />, PATH);
    const choose = await screen.findByRole('button', { name: `Choose ${formatPickupWindow(evening)}` });
    expect(
      screen.getByText(`Times in your time zone, ${Intl.DateTimeFormat().resolvedOptions().timeZone}.`),
    ).toBeInTheDocument();
    choose.focus();
    await user.keyboard('{Enter}');
    expect(post).toHaveBeenCalledWith('/bookings/b-1/pickup', { start: evening.start });
    await waitFor(() => expect(toast.success).toHaveBeenCalledWith('Pickup time chosen'));
  });

  it('asks the buyer for other times, and shows a refusal inline', async () => {
    post.mockRejectedValue(apiError(409, { message: 'The pickup time is already chosen' }));
    renderPage(<BookingRequestsPage />, PATH);
    await userEvent.click(await screen.findByRole('button', { name: 'Ask for other times for Oak bed' }));
    expect(post).toHaveBeenCalledWith('/bookings/b-1/pickup', { askForOthers: true });
    expect(await screen.findByRole('alert')).toHaveTextContent('The pickup time is already chosen');
  });

  it('waits for the buyer while nothing is proposed', async () => {
    get.mockResolvedValue(response([{ ...booking, pickup: { proposed: [], chosen: null } }]));
    renderPage(<BookingRequestsPage />, PATH);
    expect(await screen.findByText('Waiting for the buyer to propose pickup times.')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /^Choose/ })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /^Add to calendar/ })).not.toBeInTheDocument();
  });

  it('shows the chosen window with Add to calendar, and no more choosing', async () => {
    get.mockResolvedValue(response([{ ...booking, pickup: { proposed: [morning], chosen: morning } }]));
    renderPage(<BookingRequestsPage />, PATH);
    expect(
      await screen.findByRole('button', { name: 'Add to calendar for the pickup of Oak bed' }),
    ).toBeInTheDocument();
    expect(screen.getByText(/^Pickup:/).parentElement).toHaveTextContent(formatPickupWindow(morning));
    expect(screen.queryByRole('button', { name: /^Choose/ })).not.toBeInTheDocument();
  });
});
