/** The foot of a form in a dialog: Cancel, and the submit button, which says it is busy while the call runs. */
import { Button } from '@marketplace/ui/button';
import { theme } from '@marketplace/ui/theme';
import styled from 'styled-components';

const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  justify-content: flex-end;
  gap: ${theme.space(2)};
  margin-top: ${theme.space(4)};
`;

interface Props {
  onCancel: () => void;
  /** The call is running: the submit button is disabled and reads `pendingLabel`. */
  pending: boolean;
  submitLabel: string;
  pendingLabel: string;
}

export function DialogFormActions({ onCancel, pending, submitLabel, pendingLabel }: Props) {
  return (
    <Actions>
      <Button type="button" $variant="secondary" onClick={onCancel}>
        Cancel
      </Button>
      <Button type="submit" disabled={pending}>
        {pending ? pendingLabel : submitLabel}
      </Button>
    </Actions>
  );
}
