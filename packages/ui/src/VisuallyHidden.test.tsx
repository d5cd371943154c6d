import { render, screen } from '@testing-library/react';
import { VisuallyHidden } from './VisuallyHidden';

it('adds words to an accessible name while keeping them off the screen', () => {
  render(
    <button type="button">
      Delete<VisuallyHidden> Oak table</VisuallyHidden>
    </button>,
  );
  expect(screen.getByRole('button', { name: 'Delete Oak table' })).toBeInTheDocument();
  expect(screen.getByText('Oak table')).toHaveStyle({ position: 'absolute', overflow: 'hidden' });
});
