import { render, screen } from '@testing-library/react';
import { errorIdOf, FormField } from './FormField';

describe('FormField', () => {
  it('labels its control', () => {
    render(
      <FormField id="phone" label="Phone number">
        <input id="phone" />
      </FormField>,
    );
    expect(screen.getByRole('textbox', { name: 'Phone number' })).toBeInTheDocument();
  });

  it('shows the error under the control and links it, so screen readers hear it with the field', () => {
    render(
      <FormField id="phone" label="Phone number" error="Phone number is required">
        <input id="phone" aria-invalid="true" aria-describedby={errorIdOf('phone')} />
      </FormField>,
    );
    const input = screen.getByRole('textbox', { name: 'Phone number' });
    expect(input).toHaveAccessibleDescription('Phone number is required');
    expect(input).toBeInvalid();
  });

  it('shows no error text while the value is fine', () => {
    render(
      <FormField id="phone" label="Phone number">
        <input id="phone" />
      </FormField>,
    );
    expect(document.getElementById(errorIdOf('phone'))).toBeNull();
  });
});
