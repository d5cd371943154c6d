import { apiClient } from '@marketplace/shared/api-client';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { httpError, ok } from '../../test/http';
import { renderWithProviders, signIn, signOut } from '../../test/render';
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
});
