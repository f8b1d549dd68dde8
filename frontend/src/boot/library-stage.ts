// The second stage of the app's boot (boot.ts), a chunk of its own (frontend/vite.config.mts): TanStack Router and Query,
// and Mantine's provider with the theme and style machinery every Mantine component builds on.
export { createRouter, RouterProvider } from '@tanstack/react-router';
export { hydrate, QueryClient, QueryClientProvider } from '@tanstack/react-query';
export { MantineProvider } from '@mantine/core';
