import { render } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Link, MemoryRouter, Route, Routes } from 'react-router-dom';
import { PageViewCapture } from './PageViewCapture';
import { captureForTelemetry } from './telemetry-queue';

jest.mock('./telemetry-queue', () => ({ captureForTelemetry: jest.fn() }));
const capture = jest.mocked(captureForTelemetry);

function ItemPage() {
  return (
    <>
      <PageViewCapture remote="catalog" route="/item/:id" />
      <Link to="/item/2">Next item</Link>
      <Link to="/item/2?tab=reviews">Reviews</Link>
    </>
  );
}

describe('PageViewCapture', () => {
  it("captures a view of the route's pattern at each new address, never its query", async () => {
    const { getByRole } = render(
      <MemoryRouter initialEntries={['/item/1?from=mail']}>
        <Routes>
          <Route path="/item/:id" element={<ItemPage />} />
        </Routes>
      </MemoryRouter>,
    );
    await userEvent.click(getByRole('link', { name: 'Next item' }));
    await userEvent.click(getByRole('link', { name: 'Reviews' }));
    expect(capture.mock.calls).toEqual([
      [{ kind: 'page-view', remote: 'catalog', route: '/item/:id' }],
      [{ kind: 'page-view', remote: 'catalog', route: '/item/:id' }],
    ]);
  });
});
