/** Renders an auth page in a memory router, with probes for where it navigates and a toast container. */
import { render } from '@testing-library/react';
import type { ReactElement } from 'react';
import { MemoryRouter, Route, Routes, useLocation, useNavigate } from 'react-router-dom';
import { ToastContainer } from 'react-toastify';

function Probe({ name }: { name: string }) {
  const location = useLocation();
  const navigate = useNavigate();
  return (
    <>
      <p>
        {name} page at {location.pathname}
      </p>
      <button type="button" onClick={() => navigate(-1)}>
        Back
      </button>
    </>
  );
}

interface Options {
  /** Where the page lives; a query string is passed on (/reset-password?oobCode=...). */
  path: string;
  /** What the guard puts in location state when it sends someone to /login. */
  state?: unknown;
}

export function renderPage(page: ReactElement, { path: location, state }: Options) {
  const [path = '', search = ''] = location.split('?');
  return render(
    <MemoryRouter initialEntries={['/start', { pathname: path, search, state }]} initialIndex={1}>
      <Routes>
        <Route path="/start" element={<Probe name="start" />} />
        <Route path="/" element={<Probe name="home" />} />
        <Route path="/dashboard/*" element={<Probe name="dashboard" />} />
        <Route path="/signup" element={path === '/signup' ? page : <Probe name="signup" />} />
        <Route path="/login" element={path === '/login' ? page : <Probe name="login" />} />
        <Route path="/reset-password" element={page} />
      </Routes>
      <ToastContainer />
    </MemoryRouter>,
  );
}

/** An error shaped like the ones Firebase Auth throws. */
export function firebaseError(code: string): Error {
  const error = new Error(`Firebase: Error (${code}).`);
  error.name = 'FirebaseError';
  return error;
}
