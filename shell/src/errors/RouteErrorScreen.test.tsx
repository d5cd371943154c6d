import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import { signOut } from '../auth/auth-service';
import { RouteErrorScreen } from './RouteErrorScreen';

jest.mock('../auth/auth-service', () => ({ signOut: jest.fn().mockResolvedValue(undefined) }));

describe('RouteErrorScreen', () => {
  it('shows the error and signs out to /login', async () => {
    render(
      <MemoryRouter initialEntries={['/dashboard']}>
        <Routes>
          <Route
            path="/dashboard"
            element={<RouteErrorScreen error={new Error('Products could not be read')} />}
          />
          <Route path="/login" element={<p>login page</p>} />
        </Routes>
      </MemoryRouter>,
    );
    expect(screen.getByRole('heading', { name: 'Something went wrong !!!' })).toBeInTheDocument();
    expect(screen.getByText('Products could not be read')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Sign Out' }));
    expect(signOut).toHaveBeenCalledTimes(1);
    expect(await screen.findByText('login page')).toBeInTheDocument();
  });
});
