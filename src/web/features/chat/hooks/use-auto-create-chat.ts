import { useEffect, useRef } from 'react';

/**
 * A signed-in user with no chat gets one (docs/product/specification.md#new-chat). Decided once, on the first
 * settled answer of the list: React's StrictMode runs effects twice (the ref survives that), and deleting the
 * last chat later must leave the empty state, not create another.
 */
export function useAutoCreateChat(listSettled: boolean, empty: boolean, create: () => void): void {
  const decided = useRef(false);
  useEffect(() => {
    if (decided.current || !listSettled) return;
    decided.current = true;
    if (empty) create();
  }, [listSettled, empty, create]);
}
