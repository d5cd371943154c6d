import { apiClient } from '@marketplace/shared/api-client';
import type { EmailPreferences } from '@marketplace/shared/types';
import { apiError, renderPage, response } from '@marketplace/ui/testing';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { toast } from 'react-toastify';
import EmailPreferencesPage from './EmailPreferencesPage';

const PATH = '/dashboard/notifications';
const ALL_ON: EmailPreferences = {
  bookingUpdates: true,
  messages: true,
  priceDrops: true,
  savedSearchMatches: true,
  reviews: true,
};

let get: jest.SpyInstance;
let put: jest.SpyInstance;
beforeEach(() => {
  get = jest.spyOn(apiClient, 'get').mockResolvedValue(response(ALL_ON));
  put = jest.spyOn(apiClient, 'put');
  jest.spyOn(toast, 'error').mockImplementation(() => 'toast');
});
afterEach(() => jest.restoreAllMocks());

describe('EmailPreferencesPage', () => {
  it('shows one switch per kind of email, labelled as the spec says, all on by default', async () => {
    renderPage(<EmailPreferencesPage />, PATH);
    expect(await screen.findByRole('heading', { name: 'Email notifications' })).toBeInTheDocument();
    const labels = ['Booking updates', 'Messages', 'Price drops', 'Saved search matches', 'Reviews'];
    for (const label of labels) expect(await screen.findByRole('switch', { name: label })).toBeChecked();
    expect(screen.getAllByRole('switch')).toHaveLength(labels.length);
    expect(get).toHaveBeenCalledWith('/email-preferences');
  });

  it('saves a switch as soon as it is turned, from the keyboard too', async () => {
    put.mockResolvedValue(response({ ...ALL_ON, bookingUpdates: false }));
    renderPage(<EmailPreferencesPage />, PATH);
    const bookings = await screen.findByRole('switch', { name: 'Booking updates' });
    bookings.focus();
    await userEvent.keyboard(' ');
    expect(put).toHaveBeenCalledWith('/email-preferences', { bookingUpdates: false });
    expect(bookings).not.toBeChecked();
  });

  it('puts the switch back and says why when saving fails', async () => {
    put.mockRejectedValue(apiError(400, { message: 'Could not save' }));
    renderPage(<EmailPreferencesPage />, PATH);
    const reviews = await screen.findByRole('switch', { name: 'Reviews' });
    await userEvent.click(reviews);
    await screen.findByRole('switch', { name: 'Reviews', checked: true });
    expect(toast.error).toHaveBeenCalledWith('Could not save');
  });
});
