// Vitest for the frontend's pure logic (rules, formatters, draft steps): plain TypeScript in Node, no DOM, no app build.
import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    include: ['frontend/src/**/*.test.ts'],
    environment: 'node',
  },
});
