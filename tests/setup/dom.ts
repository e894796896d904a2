/**
 * Set-up of every jsdom test file: jest-dom's matchers, a cleanup after each test, and the
 * development build's contract check loaded up front. A session's first answer loads that check
 * lazily (app/shared/api/client/drift.ts); a file whose last test ends before the import is done
 * would have it land after the environment is torn down, which vitest reports as an error.
 */
import '@testing-library/jest-dom/vitest';
import { cleanup } from '@testing-library/react';
import { afterEach } from 'vitest';

await import('@app/shared/api/client/contractCheck');

afterEach(() => cleanup());
