import '@testing-library/jest-dom/vitest';
import { cleanup } from '@testing-library/react';
import { toast } from 'sonner';
import { afterEach } from 'vitest';

// Node 24's Request only accepts Node's own AbortSignal, but under jsdom `new AbortController()` makes
// jsdom's, so React Router's navigations throw "Expected signal to be an instance of AbortSignal"
// (vitest-dev/vitest#8374; fixed in vitest 4). Until then a foreign signal is left off the Request:
// nothing in these tests aborts a navigation.
const NodeRequest = globalThis.Request;
const acceptedSignal = (signal: AbortSignal) => {
  try {
    new NodeRequest('http://localhost/', { signal });
    return true;
  } catch {
    return false;
  }
};
const withoutForeignSignal = (init?: RequestInit): RequestInit | undefined => {
  if (!init?.signal || acceptedSignal(init.signal)) return init;
  const { signal: _foreign, ...rest } = init;
  return rest;
};
globalThis.Request = class extends NodeRequest {
  constructor(input: RequestInfo | URL, init?: RequestInit) {
    super(input, withoutForeignSignal(init));
  }
};

afterEach(() => {
  cleanup();
  // Sonner keeps its toasts in a module-level store and replays them to the next Toaster: start each
  // test with none.
  toast.dismiss();
});
