import { apiClient } from '@marketplace/shared/api-client';
import { emit } from '@marketplace/shared/event-bus';
import type { OfferRow } from '@marketplace/shared/types';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { toast } from 'react-toastify';
import { httpError, ok } from '../../test/http';
import { buyer, renderWithProviders, signIn } from '../../test/render';
import OffersPage from './OffersPage';

const received: OfferRow = {
  _id: 'o1',
  direction: 'received',
  productId: 'p1',
  productName: 'Oak double bed',
  productPicture: 'https://img.test/bed.webp',
  productPrice: 120,
  amount: 95,
  counterAmount: null,
  status: 'pending',
  expiresAt: '2030-06-03T10:00:00.000Z',
  createdAt: '2030-06-01T10:00:00.000Z',
  buyerName: 'Bea Buyer',
  sellerName: 'Sam Seller',
  bookingId: null,
};
const sent: OfferRow = { ...received, _id: 'o2', direction: 'sent', status: 'countered', counterAmount: 110 };

const page = (offers: OfferRow[], nextCursor: string | null = null) => ok({ offers, nextCursor });

function notify() {
  emit({
    type: 'notification',
    version: 1,
    notification: {
      _id: 'n1',
      kind: 'offer-countered',
      text: 'Sam Seller countered your offer on Oak double bed with $110',
      link: '/dashboard/offers',
      createdAt: '2030-06-01T11:00:00.000Z',
      read: false,
      bookingId: null,
    },
  });
}

describe('OffersPage', () => {
  let get: jest.SpyInstance;
  let post: jest.SpyInstance;
  beforeEach(() => {
    get = jest.spyOn(apiClient, 'get');
    post = jest.spyOn(apiClient, 'post');
    jest.spyOn(toast, 'success').mockImplementation(() => 'toast');
    jest.spyOn(toast, 'error').mockImplementation(() => 'toast');
  });
  afterEach(() => jest.restoreAllMocks());

  it("shows a seller the offers on their listings, picture named, with the buyer's amount and the asking price", async () => {
    signIn({ ...buyer, displayName: 'Sam Seller' }, 'seller');
    get.mockResolvedValue(page([received]));
    renderWithProviders(<OffersPage />);
    expect(screen.getByRole('heading', { name: 'Offers', level: 1 })).toBeInTheDocument();
    const box = screen.getByRole('region', { name: 'Offers on your listings' });
    const row = (await within(box).findAllByRole('row'))[1]!;
    expect(get).toHaveBeenCalledWith('/offers', { params: { box: 'received' } });
    expect(within(row).getByRole('img', { name: 'Oak double bed' })).toBeInTheDocument();
    expect(row).toHaveTextContent('Bea Buyer');
    expect(row).toHaveTextContent('$95');
    expect(row).toHaveTextContent('Asking $120');
    expect(row).toHaveTextContent('Waiting for the seller');
    expect(screen.queryByRole('region', { name: 'Your offers' })).not.toBeInTheDocument();
  });

  it('lets the seller accept from the keyboard', async () => {
    signIn(buyer, 'seller');
    get.mockResolvedValue(page([received]));
    post.mockResolvedValue(ok({ acknowledged: true, modifiedCount: 1, bookingId: 'b1' }));
    const user = userEvent.setup();
    renderWithProviders(<OffersPage />);
    const accept = await screen.findByRole('button', { name: 'Accept the offer on Oak double bed' });
    accept.focus();
    await user.keyboard('{Enter}');
    expect(post).toHaveBeenCalledWith('/offers/o1/accept', undefined);
    await waitFor(() =>
      expect(toast.success).toHaveBeenCalledWith('Offer accepted at $95: see it in Booking Requests'),
    );
  });

  it('counters through a small form that refuses an amount outside the range, then shows the API refusal inline', async () => {
    signIn(buyer, 'seller');
    get.mockResolvedValue(page([received]));
    post.mockRejectedValueOnce(httpError(409, 'This offer is no longer open'));
    const user = userEvent.setup();
    renderWithProviders(<OffersPage />);
    await user.click(await screen.findByRole('button', { name: 'Counter the offer on Oak double bed' }));
    const dialog = screen.getByRole('dialog', { name: 'Counter the offer on Oak double bed' });
    const input = await within(dialog).findByLabelText('Your counter-offer');
    expect(input).toHaveFocus();
    expect(input).toHaveAccessibleDescription(/Bea Buyer offered \$95; you ask \$120/);
    await user.type(input, '125{Enter}');
    expect(within(dialog).getByRole('alert')).toHaveTextContent(
      'A counter-offer must lie between the offer and the asking price',
    );
    expect(post).not.toHaveBeenCalled();
    await user.clear(input);
    await user.type(input, '110{Enter}');
    expect(post).toHaveBeenCalledWith('/offers/o1/counter', { amount: 110 });
    expect(await within(dialog).findByRole('alert')).toHaveTextContent('This offer is no longer open');
    expect(input).toHaveFocus();
  });

  it('asks before declining, and declines on confirmation', async () => {
    signIn(buyer, 'seller');
    get.mockResolvedValue(page([received]));
    post.mockResolvedValue(ok({ acknowledged: true, modifiedCount: 1 }));
    const user = userEvent.setup();
    renderWithProviders(<OffersPage />);
    await user.click(await screen.findByRole('button', { name: 'Decline the offer on Oak double bed' }));
    const confirm = screen.getByRole('dialog', { name: 'Decline this offer?' });
    await user.click(within(confirm).getByRole('button', { name: 'Decline' }));
    expect(post).toHaveBeenCalledWith('/offers/o1/decline', undefined);
    await waitFor(() => expect(toast.success).toHaveBeenCalledWith('Offer declined'));
  });

  it("shows a buyer their sent offers with the seller's counter, to accept or decline; no Counter for them", async () => {
    signIn();
    get.mockResolvedValue(page([sent]));
    renderWithProviders(<OffersPage />);
    const box = screen.getByRole('region', { name: 'Your offers' });
    const row = (await within(box).findAllByRole('row'))[1]!;
    expect(get).toHaveBeenCalledWith('/offers', { params: { box: 'sent' } });
    expect(row).toHaveTextContent('Sam Seller');
    expect(row).toHaveTextContent('$110');
    expect(row).toHaveTextContent('Countered: waiting for the buyer');
    expect(within(row).getByRole('button', { name: 'Accept the offer on Oak double bed' })).toBeEnabled();
    expect(within(row).getByRole('button', { name: 'Decline the offer on Oak double bed' })).toBeEnabled();
    expect(within(row).queryByRole('button', { name: /^Counter/ })).not.toBeInTheDocument();
  });

  it("gives no answers on an offer waiting for the other party, and links an accepted one to the buyer's order", async () => {
    signIn();
    get.mockResolvedValue(
      page([
        { ...sent, status: 'pending', counterAmount: null },
        { ...sent, _id: 'o3', status: 'accepted', bookingId: 'b3', productName: 'Teak table' },
      ]),
    );
    renderWithProviders(<OffersPage />);
    const rows = (await screen.findAllByRole('row')).slice(1);
    expect(within(rows[0]!).queryByRole('button')).not.toBeInTheDocument();
    expect(within(rows[1]!).getByRole('link', { name: 'See it in My Orders (Teak table)' })).toHaveAttribute(
      'href',
      '/dashboard',
    );
  });

  it('reads the list again when a notification arrives', async () => {
    signIn();
    get.mockResolvedValueOnce(page([{ ...sent, status: 'pending', counterAmount: null }]));
    get.mockResolvedValue(page([sent]));
    renderWithProviders(<OffersPage />);
    expect(await screen.findByText('Waiting for the seller')).toBeInTheDocument();
    notify();
    expect(await screen.findByText('Countered: waiting for the buyer')).toBeInTheDocument();
  });

  it('loads the next page by its cursor, and says when there are no offers', async () => {
    signIn();
    get
      .mockResolvedValueOnce(page([sent], '17'))
      .mockResolvedValueOnce(page([{ ...sent, _id: 'o9', productName: 'Teak table' }]));
    const user = userEvent.setup();
    renderWithProviders(<OffersPage />);
    await user.click(await screen.findByRole('button', { name: 'Load more' }));
    expect(await screen.findByRole('link', { name: 'Teak table' })).toBeInTheDocument();
    expect(get).toHaveBeenLastCalledWith('/offers', { params: { box: 'sent', cursor: '17' } });
    expect(screen.queryByRole('button', { name: 'Load more' })).not.toBeInTheDocument();
  });

  it('says so when nothing was offered yet', async () => {
    signIn(buyer, 'seller');
    get.mockResolvedValue(page([]));
    renderWithProviders(<OffersPage />);
    expect(await screen.findByText('No offers on your listings yet')).toBeInTheDocument();
  });
});
