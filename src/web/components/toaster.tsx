import { Toaster } from 'sonner';

/** Spec section 9: 4 s, 3 visible, bottom-right, 14 px gap (sonner's 356 px width is its default). */
export default function AppToaster() {
  return (
    <Toaster position="bottom-right" duration={4000} visibleToasts={3} gap={14} richColors closeButton />
  );
}
