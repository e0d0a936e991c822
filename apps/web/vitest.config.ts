import { defineProject } from 'vitest/config';
import react from '@vitejs/plugin-react';
import { appVersionDefine } from './app-version';
import { webEnvDefine } from './web-env';

export default defineProject({
  plugins: [react()],
  define: { ...appVersionDefine(), ...webEnvDefine('test') },
  resolve: { conditions: ['source'] },
  test: {
    name: 'web',
    environment: 'jsdom',
    include: ['src/**/*.test.{ts,tsx}'],
    setupFiles: ['./src/test/setup.ts'],
    // jsdom journeys through several screens; the default 5 s is too tight on a loaded machine.
    testTimeout: 20_000,
  },
});
