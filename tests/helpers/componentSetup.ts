import { cleanup } from '@testing-library/react';
import { afterEach } from 'vitest';
import { forgetToasts } from '../../src/components/toast/shownToasts';

afterEach(() => {
  cleanup();
  forgetToasts();
});
