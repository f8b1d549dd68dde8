// The first stage of the app's boot (boot.ts): React and React DOM, a chunk of their own (frontend/vite.config.mts).
export { startTransition } from 'react';
export { createRoot, hydrateRoot } from 'react-dom/client';
