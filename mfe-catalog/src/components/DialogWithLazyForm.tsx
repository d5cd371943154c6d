/**
 * A dialog whose form comes in a lazy chunk (react-hook-form, the API client): the dialog itself opens in the
 * frame after the click, busy, with focus inside and Escape working, and the form replaces the busy line when
 * its code has arrived. Opening it waits for nothing, so the click paints at once.
 */
import { Dialog } from '@marketplace/ui/dialog';
import { Spinner } from '@marketplace/ui/spinner';
import { type ComponentType, lazy, type ReactNode, Suspense } from 'react';

/**
 * The form as a lazy component, and `preload` to start fetching its code when a click looks likely (the
 * pointer on the button that opens it, or focus on it). A failed preload stays quiet: the dialog's own load
 * tries again and reports.
 */
export function lazyForm<P extends object>(load: () => Promise<ComponentType<P>>) {
  // One load for the preload and the dialog (each import() call walks the federation's shared-module checks
  // again); forgotten when it fails, so the next try fetches again.
  let loading: Promise<ComponentType<P>> | null = null;
  const loadOnce = () => {
    loading ??= load().catch((error: unknown) => {
      loading = null;
      throw error;
    });
    return loading;
  };
  return {
    Form: lazy(() => loadOnce().then((component) => ({ default: component }))),
    preload: (): void => {
      loadOnce().catch(() => undefined);
    },
  };
}

interface Props {
  open: boolean;
  title: string;
  onClose: () => void;
  /** What the busy line says while the form's code loads. */
  loadingLabel: string;
  /** The lazy form. */
  children: ReactNode;
}

export function DialogWithLazyForm({ open, title, onClose, loadingLabel, children }: Props) {
  return (
    <Dialog title={title} open={open} onClose={onClose}>
      <Suspense
        fallback={
          <div aria-busy="true">
            <Spinner layout="line" label={loadingLabel} />
          </div>
        }
      >
        {children}
      </Suspense>
    </Dialog>
  );
}
