import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { HintedField } from './HintedField';

describe('HintedField', () => {
  it('labels its control and reads the hint with it', () => {
    render(
      <HintedField label="Your offer" hint="Asking price $120" error={null}>
        {(control) => <input {...control} />}
      </HintedField>,
    );
    const input = screen.getByRole('textbox', { name: 'Your offer' });
    expect(input).toHaveAccessibleDescription('Asking price $120');
    expect(input).not.toBeInvalid();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('announces the error, reads it after the hint and marks the control invalid', () => {
    render(
      <HintedField label="Your offer" hint="Asking price $120" error="Enter an amount">
        {(control) => <input {...control} />}
      </HintedField>,
    );
    const input = screen.getByRole('textbox', { name: 'Your offer' });
    expect(screen.getByRole('alert')).toHaveTextContent('Enter an amount');
    expect(input).toHaveAccessibleDescription('Asking price $120 Enter an amount');
    expect(input).toBeInvalid();
  });

  it('works without a hint, and its control is reached from the keyboard', async () => {
    render(
      <HintedField label="Message" error="Write a message">
        {(control) => <textarea {...control} />}
      </HintedField>,
    );
    await userEvent.tab();
    const box = screen.getByRole('textbox', { name: 'Message' });
    expect(box).toHaveFocus();
    expect(box).toHaveAccessibleDescription('Write a message');
  });

  it('keeps two fields on one page apart', () => {
    render(
      <>
        <HintedField label="First" hint="one" error={null}>
          {(control) => <input {...control} />}
        </HintedField>
        <HintedField label="Second" hint="two" error={null}>
          {(control) => <input {...control} />}
        </HintedField>
      </>,
    );
    expect(screen.getByRole('textbox', { name: 'First' })).toHaveAccessibleDescription('one');
    expect(screen.getByRole('textbox', { name: 'Second' })).toHaveAccessibleDescription('two');
  });
});
