import { Stack, Text } from '@mantine/core';
import { useSuspenseQuery } from '@tanstack/react-query';
import { shopQueryOptions } from '../../../api/shop/get-shop';

/** What happens next, in plain words: the offer by push, held for the shop's minutes, then the next in line; or the barber's call. */
export function WaitlistNextSteps({ notify }: { notify: boolean }) {
  const { data: shop } = useSuspenseQuery(shopQueryOptions());
  if (!notify) {
    return <Text>Sem notificações neste pedido: se abrir um horário, o barbeiro vê seu nome na lista e pode ligar ou chamar no WhatsApp.</Text>;
  }
  return (
    <Stack gap="xs">
      <Text>Se abrir um horário que combine, você recebe uma notificação com o link para agendar.</Text>
      <Text>O horário fica reservado só para você por {shop.waitlistOfferMinutes} minutos. Se não agendar, ele vai para o próximo da lista.</Text>
      <Text>Perto do horário, a oferta vai para todos da lista ao mesmo tempo: quem agendar primeiro leva.</Text>
    </Stack>
  );
}
