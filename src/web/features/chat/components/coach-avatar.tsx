import { HeartHandshake } from 'lucide-react';

/** The coach's small mark beside its messages; decorative, since each message says who wrote it. */
export function CoachAvatar() {
  return (
    <span
      aria-hidden="true"
      className="mt-1 flex size-8 shrink-0 items-center justify-center rounded-full bg-teal-soft text-teal"
    >
      <HeartHandshake className="size-4" />
    </span>
  );
}
