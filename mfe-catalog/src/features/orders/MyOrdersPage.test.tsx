import { apiClient } from '@marketplace/shared/api-client';
import { emit } from '@marketplace/shared/event-bus';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { toast } from 'react-toastify';
import { httpError, ok } from '../../test/http';
import { renderWithProviders, signIn, signOut } from '../../test/render';
import type { MyOrderRow } from './api/get-my-bookings';
import MyOrdersPage from './MyOrdersPage';

describe('MyOrdersPage', () => {
  let get: jest.SpyInstance;
  beforeEach(() => {
    signIn();
    get = jest.spyOn(apiClient, 'get');
  });
  afterEach(() => jest.restoreAllMocks());

  it("lists the buyer's bookings with picture, product name and $ price", async () => {
    get.mockResolvedValue(
      ok([
        {
          _id: 'b1',
          productId: 'p1',
          img: 'https://img.test/bed.webp',
          productName: 'Oak double bed',
          price: 120,
          bookingDate: 'd1',
        },
        {
          _id: 'b2',
          productId: 'p2',
          img: 'https://img.test/table.webp',
          productName: 'Teak table',
          price: 1500,
          bookingDate: 'd2',
        },
      ]),
    );
    renderWithProviders(<MyOrdersPage />);
    expect(screen.getByRole('heading', { name: 'My Orders' })).toBeInTheDocument();
    const table = await screen.findByRole('table');
    expect(get).toHaveBeenCalledWith('/bookings', { params: { email: 'buyer1@furniture.test' } });
    const rows = within(table).getAllByRole('row').slice(1);
    expect(rows).toHaveLength(2);
    expect(within(rows[0]!).getByRole('img', { name: 'Oak double bed' })).toHaveAttribute(
      'src',
      'https://img.test/bed.webp',
    );
    expect(rows[0]).toHaveTextContent('Oak double bed');
    expect(rows[0]).toHaveTextContent('$120');
    expect(within(rows[0]!).getByRole('link', { name: 'Oak double bed' })).toHaveAttribute(
      'href',
      '/item/p1',
    );
    expect(rows[1]).toHaveTextContent('Teak table');
    expect(rows[1]).toHaveTextContent('$1,500');
  });

  it('shows an empty state with a way back to the shop', async () => {
    get.mockResolvedValue(ok([]));
    renderWithProviders(<MyOrdersPage />);
    expect(await screen.findByText('You have not booked anything yet')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Browse furniture' })).toHaveAttribute('href', '/');
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
  });

  it('shows the server message with Retry when the bookings cannot be loaded', async () => {
    jest.spyOn(console, 'error').mockImplementation(() => {}); // React logs errors caught by boundaries
    get
      .mockRejectedValueOnce(httpError(403, 'You may only list your own bookings'))
      .mockResolvedValueOnce(ok([]));
    renderWithProviders(<MyOrdersPage />);
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Could not load your orders. You may only list your own bookings');
    await userEvent.click(within(alert).getByRole('button', { name: 'Retry' }));
    expect(await screen.findByText('You have not booked anything yet')).toBeInTheDocument();
  });

  it('asks a signed-out visitor to log in instead of fetching', () => {
    signOut();
    renderWithProviders(<MyOrdersPage />);
    expect(screen.getByRole('link', { name: 'Log in' })).toHaveAttribute('href', '/login');
    expect(get).not.toHaveBeenCalled();
  });

  const row: MyOrderRow = {
    _id: 'b1',
    img: 'https://img.test/bed.webp',
    productName: 'Oak double bed',
    price: 120,
    bookingDate: 'd1',
    productId: 'p1',
    sellerName: 'Sam Seller',
    status: 'pending',
  };

  it.each([
    ['pending', 'Pending'],
    ['accepted', 'Accepted'],
    ['declined', 'Declined'],
    ['cancelled', 'Cancelled'],
    ['sold', 'Sold'],
    ['removed', 'Listing removed'],
    ['expired', 'Expired'],
  ] as const)('reads the %s status as %s', async (status, label) => {
    get.mockResolvedValue(ok([{ ...row, status }]));
    renderWithProviders(<MyOrdersPage />);
    const table = await screen.findByRole('table');
    expect(within(table).getByText(label)).toBeInTheDocument();
    const mayCancel = status === 'pending' || status === 'accepted';
    expect(within(table).queryAllByRole('button', { name: /Cancel booking/ })).toHaveLength(
      mayCancel ? 1 : 0,
    );
  });

  it("shows the seller's contact once the booking is accepted or sold, the email as a mailto link", async () => {
    get.mockResolvedValue(
      ok([
        { ...row, status: 'accepted', sellerEmail: 'seller1@furniture.test' },
        { ...row, _id: 'b2', productName: 'Teak table', status: 'pending' },
      ]),
    );
    renderWithProviders(<MyOrdersPage />);
    const rows = within(await screen.findByRole('table'))
      .getAllByRole('row')
      .slice(1);
    expect(rows[0]).toHaveTextContent('Contact the seller: Sam Seller, seller1@furniture.test');
    expect(within(rows[0]!).getByRole('link', { name: 'seller1@furniture.test' })).toHaveAttribute(
      'href',
      'mailto:seller1@furniture.test',
    );
    expect(rows[1]).not.toHaveTextContent('Contact the seller');
  });

  it("links each booking that has a conversation to it: 'Message'", async () => {
    get.mockResolvedValue(
      ok([
        { ...row, conversationId: 'c-1' },
        { ...row, _id: 'b2', productName: 'Teak table', status: 'declined' },
      ]),
    );
    renderWithProviders(<MyOrdersPage />);
    const rows = within(await screen.findByRole('table'))
      .getAllByRole('row')
      .slice(1);
    expect(
      within(rows[0]!).getByRole('link', { name: 'Message Sam Seller about Oak double bed' }),
    ).toHaveAttribute('href', '/dashboard/messages/c-1');
    expect(within(rows[1]!).queryByRole('link', { name: /^Message/ })).not.toBeInTheDocument();
  });

  it('cancels a booking after confirmation, toasts and reloads', async () => {
    jest.spyOn(toast, 'success').mockImplementation(() => 'toast');
    get.mockResolvedValueOnce(ok([row])).mockResolvedValue(ok([{ ...row, status: 'cancelled' }]));
    const patch = jest
      .spyOn(apiClient, 'patch')
      .mockResolvedValue(ok({ acknowledged: true, modifiedCount: 1 }));
    renderWithProviders(<MyOrdersPage />);
    const user = userEvent.setup();

    const cancel = await screen.findByRole('button', { name: 'Cancel booking of Oak double bed' });
    await user.click(cancel);
    let dialog = screen.getByRole('dialog', { name: 'Cancel this booking?' });
    await user.click(within(dialog).getByRole('button', { name: 'Keep booking' }));
    expect(patch).not.toHaveBeenCalled();

    await user.click(cancel);
    dialog = screen.getByRole('dialog', { name: 'Cancel this booking?' });
    await user.click(within(dialog).getByRole('button', { name: 'Cancel booking' }));

    expect(patch).toHaveBeenCalledWith('/bookings/b1', { status: 'cancelled' });
    await waitFor(() => expect(toast.success).toHaveBeenCalledWith('Booking cancelled'));
    expect(await screen.findByText('Cancelled')).toBeInTheDocument();
  });

  it("toasts the server's reason when the cancel is refused", async () => {
    jest.spyOn(toast, 'error').mockImplementation(() => 'toast');
    get.mockResolvedValue(ok([row]));
    jest.spyOn(apiClient, 'patch').mockRejectedValue(httpError(409, 'This booking is already sold'));
    renderWithProviders(<MyOrdersPage />);
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Cancel booking of Oak double bed' }));
    await user.click(
      within(screen.getByRole('dialog', { name: 'Cancel this booking?' })).getByRole('button', {
        name: 'Cancel booking',
      }),
    );
    await waitFor(() => expect(toast.error).toHaveBeenCalledWith('This booking is already sold'));
  });

  it('reloads when a notification arrives on the event bus', async () => {
    get.mockResolvedValueOnce(ok([row])).mockResolvedValue(ok([{ ...row, status: 'accepted' }]));
    renderWithProviders(<MyOrdersPage />);
    expect(await screen.findByText('Pending')).toBeInTheDocument();
    emit({
      type: 'notification',
      version: 1,
      notification: {
        _id: '7',
        kind: 'booking-accepted',
        text: 'Sam Seller accepted your booking of Oak double bed',
        link: '/dashboard',
        createdAt: '2026-11-24T04:00:00.000Z',
        read: false,
        bookingId: 'b-1',
      },
    });
    expect(await screen.findByText('Accepted')).toBeInTheDocument();
  });

  it('lets the buyer review a sold order with the keyboard, then reads Review sent and shows both reviews', async () => {
    const user = userEvent.setup();
    jest.spyOn(toast, 'success').mockImplementation(() => 'toast');
    let reviews = { sent: false, reviews: [] as object[] };
    get.mockImplementation(async (url: string) =>
      url === '/bookings'
        ? ok([
            {
              _id: 'b9',
              productId: 'p9',
              img: 'https://img.test/desk.webp',
              productName: 'Walnut desk',
              price: 90,
              bookingDate: 'd9',
              status: 'sold',
              sellerName: 'Sam Seller',
            },
          ])
        : ok(reviews),
    );
    const post = jest.spyOn(apiClient, 'post').mockImplementation(async () => {
      reviews = { sent: true, reviews: [] };
      return ok({ acknowledged: true, insertedId: 'r1' });
    });
    renderWithProviders(<MyOrdersPage />);
    await user.click(await screen.findByRole('button', { name: 'Leave a review' }));
    const dialog = await screen.findByRole('dialog', { name: 'Review Sam Seller' });
    await user.click(within(dialog).getByRole('button', { name: 'Send review' }));
    expect(within(dialog).getByRole('alert')).toHaveTextContent('Choose from 1 to 5 stars');
    // Five stars are one radio group: Tab reaches it, the arrow keys move the choice.
    await user.click(within(dialog).getByRole('radio', { name: '1 star' }));
    await user.keyboard('{ArrowRight}{ArrowRight}{ArrowRight}');
    expect(within(dialog).getByRole('radio', { name: '4 stars' })).toBeChecked();
    await user.type(within(dialog).getByLabelText('Your review (optional)'), 'Lovely desk');
    await user.click(within(dialog).getByRole('button', { name: 'Send review' }));
    await waitFor(() =>
      expect(post).toHaveBeenCalledWith('/bookings/b9/review', { rating: 4, text: 'Lovely desk' }),
    );
    expect(toast.success).toHaveBeenCalledWith('Thank you for your review');
    expect(await screen.findByText('Review sent')).toBeInTheDocument();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();

    reviews = {
      sent: true,
      reviews: [
        {
          rating: 4,
          text: 'Lovely desk',
          authorName: 'Ben Buyer',
          role: 'buyer',
          createdAt: '2026-11-26T00:00:00Z',
        },
        { rating: 5, text: '', authorName: 'Sam Seller', role: 'seller', createdAt: '2026-11-26T00:00:00Z' },
      ],
    };
    emit({
      type: 'notification',
      version: 1,
      notification: {
        _id: '8',
        kind: 'review-published',
        text: 'Sam Seller gave you 5 stars for Walnut desk',
        link: '/sellers/u1',
        createdAt: '2026-11-26T04:00:00.000Z',
        read: false,
        bookingId: 'b9',
      },
    });
    const list = await screen.findByRole('list', { name: 'Reviews of this sale' });
    expect(within(list).getAllByRole('listitem')).toHaveLength(2);
    expect(within(list).getByRole('img', { name: '4 out of 5 stars' })).toBeInTheDocument();
  });
});
