/** 'Promote' and 'Roll back' for a remote's canary, each asked first; a toast says how it went. */
import { apiErrorMessage } from '@marketplace/shared/api-errors';
import { Button } from '@marketplace/ui/button';
import { ConfirmDialog } from '@marketplace/ui/confirm-dialog';
import { RowActions } from '@marketplace/ui/responsive-table';
import { VisuallyHidden } from '@marketplace/ui/visually-hidden';
import { useCallback, useState } from 'react';
import { toast } from 'react-toastify';
import { type ReleaseAction, useChangeRelease } from './api/change-release';

interface Props {
  remote: string;
  stableVersion: string;
  canaryVersion: string;
}

const QUESTIONS: Record<ReleaseAction, (p: Props) => { title: string; message: string; confirm: string }> = {
  promote: ({ remote, stableVersion, canaryVersion }) => ({
    title: `Promote ${remote} ${canaryVersion}?`,
    message: `Every browser gets ${canaryVersion} at its next visit to ${remote}; ${stableVersion} stops being the stable version.`,
    confirm: 'Promote',
  }),
  rollback: ({ remote, stableVersion, canaryVersion }) => ({
    title: `Roll back ${remote} ${canaryVersion}?`,
    message: `Every browser goes back to ${stableVersion} at its next visit to ${remote}.`,
    confirm: 'Roll back',
  }),
};

const DONE: Record<ReleaseAction, string> = { promote: 'promoted', rollback: 'rolled back' };

export function ReleaseActions(props: Props) {
  const { remote, canaryVersion } = props;
  const [asking, setAsking] = useState<ReleaseAction | null>(null);
  const change = useChangeRelease();
  const close = useCallback(() => setAsking(null), []);
  const question = asking ? QUESTIONS[asking](props) : null;

  const confirm = () => {
    if (!asking) return;
    const action = asking;
    setAsking(null);
    change.mutate(
      { remote, action },
      {
        onSuccess: () => toast.success(`${remote} ${canaryVersion} ${DONE[action]}`),
        onError: (error) => toast.error(apiErrorMessage(error)),
      },
    );
  };

  return (
    <>
      <RowActions>
        <Button
          type="button"
          disabled={change.isPending}
          aria-busy={change.isPending}
          onClick={() => setAsking('promote')}
        >
          Promote<VisuallyHidden> {remote}</VisuallyHidden>
        </Button>
        <Button
          type="button"
          $variant="danger"
          disabled={change.isPending}
          aria-busy={change.isPending}
          onClick={() => setAsking('rollback')}
        >
          Roll back<VisuallyHidden> {remote}</VisuallyHidden>
        </Button>
      </RowActions>
      <ConfirmDialog
        open={question !== null}
        title={question?.title ?? ''}
        message={question?.message ?? ''}
        confirmLabel={question?.confirm ?? ''}
        onConfirm={confirm}
        onCancel={close}
      />
    </>
  );
}
