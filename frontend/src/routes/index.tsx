import { createFileRoute } from '@tanstack/react-router';
import { shopQueryOptions } from '../api/shop/get-shop';
import { LandingPage } from '../features/shop/components/LandingPage';

export const Route = createFileRoute('/')({
  loader: ({ context }) => {
    void context.queryClient.prefetchQuery(shopQueryOptions());
  },
  component: LandingPage,
});
