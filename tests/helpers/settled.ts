// For tests that check something did NOT happen (no button appeared, nothing was sent): instead of
// sleeping and hoping the answer landed meanwhile, wait for the answer itself, then let React render
// what follows from it.
import { act } from '@testing-library/react';
import type { Mock } from 'vitest';

/**
 * Resolves once every call the mocks answered so far has settled and React has rendered the result:
 * inside act(), the mocks' promises, then one turn of the task queue (react-query tells its observers
 * in a task of their own, not in the promise's microtask).
 */
export async function answersRendered(...mocks: Mock[]): Promise<void> {
  await act(async () => {
    await Promise.allSettled(mocks.flatMap((mock) => mock.mock.results.map((result) => result.value)));
    await new Promise<void>((resolve) => setTimeout(resolve, 0));
  });
}
