import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { UPLOAD_IDLE, UploadProgress } from './UploadProgress';

describe('UploadProgress', () => {
  it('shows nothing while no upload runs', () => {
    const { container } = render(
      <UploadProgress state={UPLOAD_IDLE} label="Uploading picture" onRetry={jest.fn()} />,
    );
    expect(container).toBeEmptyDOMElement();
  });

  it('shows a named progress bar with its percent while uploading', () => {
    const { rerender } = render(
      <UploadProgress
        state={{ status: 'uploading', percent: 42.4 }}
        label="Uploading picture"
        onRetry={jest.fn()}
      />,
    );
    const bar = screen.getByRole('progressbar', { name: 'Uploading picture' });
    expect(bar).toHaveAttribute('aria-valuenow', '42');
    expect(bar).toHaveValue(42);
    expect(screen.getByText('42%')).toBeVisible();
    rerender(
      <UploadProgress
        state={{ status: 'uploading', percent: 100 }}
        label="Uploading picture"
        onRetry={jest.fn()}
      />,
    );
    expect(screen.getByRole('progressbar')).toHaveAttribute('aria-valuenow', '100');
    expect(screen.getByText('100%')).toBeVisible();
  });

  it('says Upload failed with the reason, and Retry starts again from the keyboard', async () => {
    const onRetry = jest.fn();
    render(
      <UploadProgress
        state={{ status: 'failed', reason: 'Cannot reach the server.' }}
        label="Uploading picture"
        onRetry={onRetry}
      />,
    );
    expect(screen.getByRole('alert')).toHaveTextContent('Upload failed Cannot reach the server.');
    expect(screen.queryByRole('progressbar')).not.toBeInTheDocument();
    const user = userEvent.setup();
    await user.tab();
    expect(screen.getByRole('button', { name: 'Retry' })).toHaveFocus();
    await user.keyboard('{Enter}');
    expect(onRetry).toHaveBeenCalledTimes(1);
  });
});
