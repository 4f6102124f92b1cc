import 'fake-indexeddb/auto';
import { cleanup } from '@testing-library/react';
import { afterEach } from 'vitest';
import { firstScreenDrawn } from '@/lib/hydration';

// Components and stores under test run in an app whose first screen is up (start-up says so).
firstScreenDrawn();

afterEach(() => {
  cleanup();
  sessionStorage.clear();
  localStorage.clear();
});
