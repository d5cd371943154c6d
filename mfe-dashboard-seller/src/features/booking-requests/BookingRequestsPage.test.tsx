import { apiClient } from '@marketplace/shared/api-client';
import { emit, publishAuthState, resetBusForTests } from '@marketplace/shared/event-bus';
import type { ReceivedBooking } from '@marketplace/shared/types';
import { apiError, renderPage, response } from '@marketplace/ui/testing';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import { toast } from 'react-toastify';
import BookingRequestsPage from './BookingRequestsPage';

const PATH = '/dashboard/bookings';

const pending: ReceivedBooking = {
  _id: 'b-1',
  productId: 'p-1',
  productName: 'Oak bed',
  price: 120,
  img: 'http://img.test/bed.png',
  name: 'Bea Buyer',
  email: 'buyer1@furniture.test',
  phone: '01712345678',
  meetLocation: 'Dhaka, Gulshan 2',
  bookingDate: '11/24/2026, 4:00:00 AM',
  status: 'pending',
  buyerId: 'u-bea',
};
const accepted: ReceivedBooking = {
  ...pending,
  _id: 'b-2',
  productId: 'p-2',
  productName: 'Teak table',
  status: 'accepted',
};
const cancelled: ReceivedBooking = {
  ...pending,
  _id: 'b-3',
  productId: 'p-3',
  productName: 'Pine chair',
  status: 'cancelled',
};

const expired: ReceivedBooking = {
  ...pending,
  _id: 'b-4',
  productId: 'p-4',
  productName: 'Birch shelf',
  status: 'expired',
};

let get: jest.SpyInstance;

beforeEach(() => {
  resetBusForTests();
  publishAuthState({
    user: { displayName: 'Sam Seller', email: 'seller1@furniture.test', photoURL: null },
    role: 'seller',
    token: 't',
    loading: false,
  });
  get = jest.spyOn(apiClient, 'get');
  jest.spyOn(toast, 'success').mockImplementation(() => 'toast');
  jest.spyOn(toast, 'error').mockImplementation(() => 'toast');
});

afterEach(() => jest.restoreAllMocks());

function rowOf(productName: string) {
  return screen.getByRole('img', { name: productName }).closest('tr') as HTMLElement;
}

describe('BookingRequestsPage', () => {
  it("shows each booking with the product, the buyer's contact, meeting place, date and status", async () => {
    get.mockResolvedValue(response([pending, accepted, cancelled]));
    renderPage(<BookingRequestsPage />, PATH);

    expect(screen.getByRole('heading', { name: 'Booking Requests' })).toBeInTheDocument();
    await screen.findByRole('img', { name: 'Oak bed' });
    const row = rowOf('Oak bed');
    expect(within(row).getByText('$120')).toBeInTheDocument();
    expect(within(row).getByRole('link', { name: 'Bea Buyer' })).toHaveAttribute('href', '/sellers/u-bea');
    expect(within(row).getByRole('link', { name: 'buyer1@furniture.test' })).toHaveAttribute(
      'href',
      'mailto:buyer1@furniture.test',
    );
    expect(within(row).getByText('01712345678')).toBeInTheDocument();
    expect(within(row).getByText('Dhaka, Gulshan 2')).toBeInTheDocument();
    expect(within(row).getByText('11/24/2026, 4:00:00 AM')).toBeInTheDocument();
    expect(within(row).getByText('Pending')).toBeInTheDocument();
    expect(get).toHaveBeenCalledWith('/bookings/received');
  });

  it("links a booking to its conversation with the buyer: 'Message'", async () => {
    get.mockResolvedValue(response([{ ...pending, conversationId: 'c-1' }, accepted]));
    renderPage(<BookingRequestsPage />, PATH);

    await screen.findByRole('img', { name: 'Oak bed' });
    expect(
      within(rowOf('Oak bed')).getByRole('link', { name: 'Message Bea Buyer about Oak bed' }),
    ).toHaveAttribute('href', '/dashboard/messages/c-1');
    expect(
      within(rowOf(accepted.productName)).queryByRole('link', { name: /^Message/ }),
    ).not.toBeInTheDocument();
  });

  it('offers Accept and Decline while pending, Mark as sold once accepted, nothing once closed', async () => {
    get.mockResolvedValue(response([pending, accepted, cancelled]));
    renderPage(<BookingRequestsPage />, PATH);
    await screen.findByRole('img', { name: 'Oak bed' });

    const names = (row: HTMLElement) =>
      within(row)
        .queryAllByRole('button')
        .map((b) => b.textContent);
    expect(names(rowOf('Oak bed'))).toEqual([
      'Accept the booking of Oak bed',
      'Decline the booking of Oak bed',
    ]);
    expect(names(rowOf('Teak table'))).toEqual(['Mark as sold Teak table']);
    expect(names(rowOf('Pine chair'))).toEqual([]);
    expect(within(rowOf('Pine chair')).getByText('Cancelled')).toBeInTheDocument();
  });

  it("shows a deleted buyer's record as 'Deleted user', with no empty email or phone link", async () => {
    get.mockResolvedValue(
      response([
        {
          ...cancelled,
          name: 'Deleted user',
          email: '',
          phone: '',
          productName: 'Ash stool',
          buyerId: undefined,
        },
      ]),
    );
    renderPage(<BookingRequestsPage />, PATH);
    await screen.findByRole('img', { name: 'Ash stool' });
    const row = rowOf('Ash stool');
    expect(within(row).getByText('Deleted user')).toBeInTheDocument();
    expect(within(row).queryAllByRole('link')).toEqual([]);
  });

  it('reads Expired, with nothing to do, for a request the seller did not answer in time', async () => {
    get.mockResolvedValue(response([expired]));
    renderPage(<BookingRequestsPage />, PATH);
    await screen.findByRole('img', { name: 'Birch shelf' });
    expect(within(rowOf('Birch shelf')).getByText('Expired')).toBeInTheDocument();
    expect(within(rowOf('Birch shelf')).queryAllByRole('button')).toEqual([]);
  });

  it('says so when there are no booking requests', async () => {
    get.mockResolvedValue(response([]));
    renderPage(<BookingRequestsPage />, PATH);
    expect(await screen.findByText('No booking requests yet')).toBeInTheDocument();
  });

  it('accepts a booking, toasts and reloads the list', async () => {
    get
      .mockResolvedValueOnce(response([pending]))
      .mockResolvedValue(response([{ ...pending, status: 'accepted' }]));
    const patch = jest
      .spyOn(apiClient, 'patch')
      .mockResolvedValue(response({ acknowledged: true, modifiedCount: 1 }));
    renderPage(<BookingRequestsPage />, PATH);

    await userEvent
      .setup()
      .click(await screen.findByRole('button', { name: 'Accept the booking of Oak bed' }));

    expect(patch).toHaveBeenCalledWith('/bookings/b-1', { status: 'accepted' });
    await waitFor(() => expect(toast.success).toHaveBeenCalledWith('Booking accepted'));
    expect(await screen.findByRole('button', { name: 'Mark as sold Oak bed' })).toBeInTheDocument();
  });

  it('declines only after confirmation, and sends nothing when the dialog is cancelled', async () => {
    get.mockResolvedValue(response([pending]));
    const patch = jest
      .spyOn(apiClient, 'patch')
      .mockResolvedValue(response({ acknowledged: true, modifiedCount: 1 }));
    renderPage(<BookingRequestsPage />, PATH);
    const user = userEvent.setup();

    const decline = await screen.findByRole('button', { name: 'Decline the booking of Oak bed' });
    await user.click(decline);
    let dialog = screen.getByRole('dialog', { name: 'Decline this booking?' });
    expect(within(dialog).getByRole('button', { name: 'Cancel' })).toHaveFocus();
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(patch).not.toHaveBeenCalled();
    expect(decline).toHaveFocus();

    await user.click(decline);
    dialog = screen.getByRole('dialog', { name: 'Decline this booking?' });
    expect(dialog).toHaveAccessibleDescription(
      "If you decline Bea Buyer's booking of Oak bed, the product becomes available to everyone again.",
    );
    await user.click(within(dialog).getByRole('button', { name: 'Decline' }));

    expect(patch).toHaveBeenCalledWith('/bookings/b-1', { status: 'declined' });
    await waitFor(() => expect(toast.success).toHaveBeenCalledWith('Booking declined'));
  });

  it('marks the product sold after confirmation', async () => {
    get.mockResolvedValue(response([accepted]));
    const patch = jest
      .spyOn(apiClient, 'patch')
      .mockResolvedValue(response({ acknowledged: true, modifiedCount: 1 }));
    renderPage(<BookingRequestsPage />, PATH);
    const user = userEvent.setup();

    await user.click(await screen.findByRole('button', { name: 'Mark as sold Teak table' }));
    const dialog = screen.getByRole('dialog', { name: 'Mark as sold?' });
    await user.click(within(dialog).getByRole('button', { name: 'Mark as sold' }));

    expect(patch).toHaveBeenCalledWith('/products/p-2', { status: 'sold' });
    await waitFor(() => expect(toast.success).toHaveBeenCalledWith('Marked as sold'));
  });

  it("shows the server's message when a change is refused", async () => {
    get.mockResolvedValue(response([pending]));
    jest
      .spyOn(apiClient, 'patch')
      .mockRejectedValue(apiError(409, { message: 'This booking was cancelled by the buyer' }));
    renderPage(<BookingRequestsPage />, PATH);

    await userEvent
      .setup()
      .click(await screen.findByRole('button', { name: 'Accept the booking of Oak bed' }));

    await waitFor(() => expect(toast.error).toHaveBeenCalledWith('This booking was cancelled by the buyer'));
    expect(toast.success).not.toHaveBeenCalled();
  });

  it('reloads the list when a notification arrives on the event bus', async () => {
    get.mockResolvedValueOnce(response([])).mockResolvedValue(response([pending]));
    renderPage(<BookingRequestsPage />, PATH);
    await screen.findByText('No booking requests yet');

    emit({
      type: 'notification',
      version: 1,
      notification: {
        _id: 'n-1',
        kind: 'booking-created',
        text: 'Bea Buyer booked Oak bed',
        link: '/dashboard/bookings#b-1',
        createdAt: '2026-11-24T04:00:00.000Z',
        read: false,
        bookingId: 'b-1',
      },
    });

    expect(await screen.findByRole('img', { name: 'Oak bed' })).toBeInTheDocument();
  });

  it('highlights the request of the product named in the URL', async () => {
    get.mockResolvedValue(response([pending, accepted]));
    const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
    render(
      <QueryClientProvider client={queryClient}>
        <MemoryRouter initialEntries={[`${PATH}?product=p-2`]}>
          <Routes>
            <Route path={PATH} element={<BookingRequestsPage />} />
          </Routes>
        </MemoryRouter>
      </QueryClientProvider>,
    );
    await screen.findByRole('img', { name: 'Teak table' });
    expect(rowOf('Teak table')).toHaveAttribute('aria-current', 'true');
    expect(rowOf('Oak bed')).not.toHaveAttribute('aria-current');
  });

  it('lets the seller review the buyer of a sold booking: Leave a review, then Review sent', async () => {
    const user = userEvent.setup();
    const sold: ReceivedBooking = {
      ...pending,
      _id: 'b-5',
      productId: 'p-5',
      productName: 'Maple desk',
      status: 'sold',
    };
    let reviews = { sent: false, reviews: [] as object[] };
    get.mockImplementation(async (url: string) =>
      url === '/bookings/received' ? response([sold]) : response(reviews),
    );
    const post = jest.spyOn(apiClient, 'post').mockImplementation(async () => {
      reviews = { sent: true, reviews: [] };
      return response({ acknowledged: true, insertedId: 'r1' });
    });
    renderPage(<BookingRequestsPage />, PATH);
    await user.click(await screen.findByRole('button', { name: 'Leave a review' }));
    const dialog = await screen.findByRole('dialog', { name: 'Review Bea Buyer' });
    await user.click(within(dialog).getByRole('radio', { name: '5 stars' }));
    await user.click(within(dialog).getByRole('button', { name: 'Send review' }));
    await waitFor(() => expect(post).toHaveBeenCalledWith('/bookings/b-5/review', { rating: 5 }));
    expect(toast.success).toHaveBeenCalledWith('Thank you for your review');
    expect(await within(rowOf('Maple desk')).findByText('Review sent')).toBeInTheDocument();
  });
});
