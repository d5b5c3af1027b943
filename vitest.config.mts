import {defineConfig} from 'vitest/config';

export default defineConfig({
  test: {
    include: ['src/**/*.test.ts', 'plugins/**/*.test.ts', 'scripts/**/*.test.ts', 'packages/*/src/**/*.test.ts', 'packages/*/node/**/*.test.ts', 'tests/unit/**/*.test.ts'],
    environment: 'node',
  },
});
