/**
 * A dialog whose form comes in a lazy chunk (react-hook-form, the API client): the dialog itself opens in the
 * frame after the click, busy, with focus inside and Escape working, and the form replaces the busy line as
 * soon as its code has arrived. Opening it waits for nothing, so the click paints at once.
 *
 * Not React.lazy with Suspense: React holds a Suspense boundary's content back until its fallback has shown
 * for a minimum time (its throttling), so a form whose code arrived early still appeared late. The form is loaded once the busy
 * dialog has painted instead, and rendered in a transition.
 */
import { Dialog } from '@marketplace/ui/dialog';
import { Spinner } from '@marketplace/ui/spinner';
import {
  type ComponentType,
  createContext,
  type ReactNode,
  startTransition,
  useContext,
  useEffect,
  useState,
} from 'react';

/** Runs `callback` in a task after the next frame has painted; answers a function that cancels it. */
function afterNextPaint(callback: () => void): () => void {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const frame = requestAnimationFrame(() => {
    timer = setTimeout(callback, 0);
  });
  return () => {
    cancelAnimationFrame(frame);
    clearTimeout(timer);
  };
}

/** What the busy line says while the form's code loads: the dialog's `loadingLabel`. */
const LoadingLabel = createContext('Loading...');

function FormLoading() {
  return (
    <div aria-busy="true">
      <Spinner layout="line" label={useContext(LoadingLabel)} />
    </div>
  );
}

/**
 * The form as a component that shows the busy line until its code is here, and `preload` to start fetching
 * that code when a click looks likely (usePressIntent). A failed preload stays quiet: the dialog's own load
 * tries again, and its failure goes to the page's error boundary.
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

  function Form(props: P) {
    const [Loaded, setLoaded] = useState<ComponentType<P> | null>(null);
    const [failure, setFailure] = useState<{ error: unknown } | null>(null);
    useEffect(() => {
      let mounted = true;
      // Once the busy dialog has painted: the chunk's evaluation and the form's render, which a fast network
      // brings within a few milliseconds, would otherwise run before the click's first paint and delay it.
      const cancel = afterNextPaint(() =>
        loadOnce().then(
          (component) => {
            if (mounted) startTransition(() => setLoaded(() => component));
          },
          (error: unknown) => {
            if (mounted) setFailure({ error });
          },
        ),
      );
      return () => {
        mounted = false;
        cancel();
      };
    }, []);
    if (failure) throw failure.error;
    return Loaded ? <Loaded {...props} /> : <FormLoading />;
  }

  return {
    Form,
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
      <LoadingLabel.Provider value={loadingLabel}>{children}</LoadingLabel.Provider>
    </Dialog>
  );
}
