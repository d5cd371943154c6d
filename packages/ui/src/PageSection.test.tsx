import { render, screen } from '@testing-library/react';
import { PageSection } from './PageSection';

it('frames a page: its heading and links stay reachable by role', () => {
  render(
    <PageSection aria-labelledby="title">
      <h1 id="title">Manage Product</h1>
      <a href="/dashboard/addproduct">Add your first product</a>
    </PageSection>,
  );
  expect(screen.getByRole('region', { name: 'Manage Product' })).toContainElement(
    screen.getByRole('link', { name: 'Add your first product' }),
  );
});
