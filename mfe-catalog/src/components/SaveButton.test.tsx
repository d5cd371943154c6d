import { apiClient } from '@marketplace/shared/api-client';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Route, Routes, useLocation } from 'react-router-dom';
import { toast } from 'react-toastify';
import { httpError, ok } from '../test/http';
import { renderWithProviders, signIn, signOut } from '../test/render';
import { SaveButton } from './SaveButton';

const savedOak = {
  productId: 'p1',
  name: 'Oak bed',
  picture: 'https://img.test/bed.webp',
  price: 120,
  status: 'available',
  savedAt: '2026-11-26T00:00:00Z',
};

function LoginProbe() {
  const location = useLocation();
  const from = (location.state as { from?: { pathname: string } } | null)?.from?.pathname;
  return <p>Login page, back to {from}</p>;
}

function renderAt(route: string) {
  return renderWithProviders(
    <Routes>
      <Route path="/item/:id" element={<SaveButton productId="p1" name="Oak bed" />} />
      <Route path="/login" element={<LoginProbe />} />
    </Routes>,
    { route },
  );
}

/** The heart once the signed-in toggle has loaded in place of its stand-in (disabled while it loads). */
async function loadedHeart() {
  return waitFor(() => {
    const heart = screen.getByRole('button', { name: 'Save Oak bed' });
    expect(heart).toBeEnabled();
    return heart;
  });
}

describe('SaveButton', () => {
  afterEach(() => jest.restoreAllMocks());

  it('saves an unsaved product and shows it pressed once the saved list has it', async () => {
    signIn();
    const user = userEvent.setup();
    let saved: (typeof savedOak)[] = [];
    const get = jest.spyOn(apiClient, 'get').mockImplementation(async () => ok(saved));
    const put = jest.spyOn(apiClient, 'put').mockImplementation(async () => {
      saved = [savedOak];
      return ok({});
    });
    renderAt('/item/p1');
    const heart = await loadedHeart();
    await waitFor(() => expect(get).toHaveBeenCalledWith('/saved'));
    expect(heart).toHaveAttribute('aria-pressed', 'false');
    await user.click(heart);
    expect(put).toHaveBeenCalledWith('/saved/p1');
    await waitFor(() => expect(heart).toHaveAttribute('aria-pressed', 'true'));
  });

  it('takes a saved product out of the saved items when pressed again', async () => {
    signIn();
    const user = userEvent.setup();
    let saved = [savedOak];
    jest.spyOn(apiClient, 'get').mockImplementation(async () => ok(saved));
    const remove = jest.spyOn(apiClient, 'delete').mockImplementation(async () => {
      saved = [];
      return ok({ deletedCount: 1 });
    });
    renderAt('/item/p1');
    const heart = await loadedHeart();
    await waitFor(() => expect(heart).toHaveAttribute('aria-pressed', 'true'));
    await user.click(heart);
    expect(remove).toHaveBeenCalledWith('/saved/p1');
    await waitFor(() => expect(heart).toHaveAttribute('aria-pressed', 'false'));
  });

  it("shows the API's refusal and stays unpressed", async () => {
    signIn();
    const user = userEvent.setup();
    jest.spyOn(apiClient, 'get').mockResolvedValue(ok([]));
    jest.spyOn(apiClient, 'put').mockRejectedValue(httpError(409, 'This listing was removed'));
    const error = jest.spyOn(toast, 'error').mockImplementation(() => 'toast');
    renderAt('/item/p1');
    await user.click(await loadedHeart());
    await waitFor(() => expect(error).toHaveBeenCalledWith('This listing was removed'));
    expect(screen.getByRole('button', { name: 'Save Oak bed' })).toHaveAttribute('aria-pressed', 'false');
  });

  it('sends a signed-out visitor to the login and back, reading nothing', async () => {
    signOut();
    const user = userEvent.setup();
    const get = jest.spyOn(apiClient, 'get');
    renderAt('/item/p1');
    await user.click(screen.getByRole('button', { name: 'Save Oak bed' }));
    expect(await screen.findByText('Login page, back to /item/p1')).toBeInTheDocument();
    expect(get).not.toHaveBeenCalled();
  });
});
