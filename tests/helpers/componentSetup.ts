import { cleanup, configure } from '@testing-library/react';
import { afterEach } from 'vitest';
import { forgetToasts } from '../../src/ui/toast/shownToasts';

// findBy… and waitFor wait for a condition, not a time: their 1 s default was a guess about the machine,
// which a screen's lazy chunks and first render outlast on a busy one (seen at load 13). They still
// answer as soon as the condition holds; a test that fails waits longer, within its own 20 s.
configure({ asyncUtilTimeout: 10_000 });

afterEach(() => {
  cleanup();
  forgetToasts();
});
