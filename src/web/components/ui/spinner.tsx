import { LoaderCircle } from 'lucide-react';

export function Spinner({ label }: { label: string }) {
  return (
    <span role="status" className="inline-flex items-center gap-2 text-teal">
      <LoaderCircle aria-hidden="true" className="size-8 animate-spin" />
      <span className="sr-only">{label}</span>
    </span>
  );
}
