import '@testing-library/jest-dom/vitest';
import { cleanup, configure } from '@testing-library/react';
import { afterEach } from 'vitest';
import { prepareErrorEnvelope } from '../api/error-envelope';

// Vitest runs without globals, so Testing Library cannot register its own cleanup.
afterEach(() => cleanup());

// A busy CI machine renders MUI in jsdom slowly: wait for elements as long as a person would,
// rather than fail on the library's 1 s default. Passing tests do not wait any longer.
configure({ asyncUtilTimeout: 5_000 });

// In the app every error answer passes through readResponse, which loads the envelope's schema
// first; tests that build a RequestError themselves get it loaded up front.
await prepareErrorEnvelope();
