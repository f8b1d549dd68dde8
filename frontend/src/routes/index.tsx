import { createFileRoute } from '@tanstack/react-router';
import { shopQueryOptions } from '../lib/shop-query';
import { LandingPage } from '../features/shop/components/LandingPage';

export const Route = createFileRoute('/')({
  loader: ({ context }) => {
    void context.queryClient.prefetchQuery(shopQueryOptions());
  },
  component: LandingPage,
});
