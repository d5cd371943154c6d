/**
 * The toast container, loaded on the visitor's first interaction instead of with the first page. Every toast
 * on this site answers something the visitor did, and react-toastify keeps toasts raised before a container
 * is mounted and shows them once it is, so none is lost. Keeps react-toastify off the first load.
 */
import { lazy, Suspense, startTransition, useEffect, useState } from 'react';

const ToastContainer = lazy(() =>
  import('react-toastify').then((module) => ({ default: module.ToastContainer })),
);

// Not focusin: the shell moves focus itself on navigation.
const INTERACTIONS = ['pointerdown', 'keydown', 'click'] as const;

export function useFirstInteraction(target: Window = window): boolean {
  const [interacted, setInteracted] = useState(false);
  useEffect(() => {
    if (interacted) return;
    // A transition: mounting the container (and fetching react-toastify) waits until the frame that answers
    // the input has painted, instead of adding to it.
    const onInteraction = () => startTransition(() => setInteracted(true));
    for (const type of INTERACTIONS)
      target.addEventListener(type, onInteraction, { capture: true, once: true });
    return () => {
      for (const type of INTERACTIONS) target.removeEventListener(type, onInteraction, { capture: true });
    };
  }, [interacted, target]);
  return interacted;
}

export function DeferredToastContainer() {
  const interacted = useFirstInteraction();
  if (!interacted) return null;
  return (
    <Suspense fallback={null}>
      <ToastContainer position="top-center" autoClose={4000} />
    </Suspense>
  );
}
