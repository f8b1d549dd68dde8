// The third stage of the app's boot (boot.ts), a chunk of its own (frontend/vite.config.mts): Mantine's style machinery
// and the components the app's shell and first pages draw with. Evaluated with the route tree in one task, it held a
// slow phone's main thread for about 100 ms.
export { Button, Container, Loader, Skeleton, Stack, Text, Title } from '@mantine/core';
