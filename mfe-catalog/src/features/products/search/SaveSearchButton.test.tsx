import { apiClient } from '@marketplace/shared/api-client';
import { publicApi } from '@marketplace/shared/public-api';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { toast } from 'react-toastify';
import { ok, publicOk } from '../../../test/http';
import { renderWithProviders, signIn } from '../../../test/render';
import SearchPage from './SearchPage';

describe('Save this search', () => {
  beforeEach(() => {
    signIn();
    jest.spyOn(publicApi, 'get').mockResolvedValue(publicOk([]));
    jest.spyOn(toast, 'success').mockImplementation(() => 'toast');
  });
  afterEach(() => jest.restoreAllMocks());

  it("keeps the search's words and filters (not its sort order) for the signed-in user", async () => {
    const user = userEvent.setup();
    const post = jest
      .spyOn(apiClient, 'post')
      .mockResolvedValue(ok({ acknowledged: true, insertedId: 's1' }));
    renderWithProviders(<SearchPage />, {
      path: '/search',
      route: '/search?q=teak+table&categoryId=3&maxPrice=300&sort=price-asc',
    });
    await user.click(await screen.findByRole('button', { name: 'Save this search' }));
    await waitFor(() =>
      expect(post).toHaveBeenCalledWith('/saved-searches', { q: 'teak table', categoryId: 3, maxPrice: 300 }),
    );
    expect(await screen.findByRole('button', { name: 'Search saved' })).toBeDisabled();
    expect(toast.success).toHaveBeenCalledWith('Search saved: you will be told of new matches');
  });

  it('is not offered without words', async () => {
    renderWithProviders(<SearchPage />, { path: '/search', route: '/search?categoryId=3' });
    expect(await screen.findByRole('heading', { level: 1, name: 'Search' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Save this search' })).not.toBeInTheDocument();
  });
});
