import { Anchor, List, Stack, Text, Title } from '@mantine/core';
import { useSuspenseQuery } from '@tanstack/react-query';
import { shopQueryOptions } from '../../../api/shop/get-shop';

/** What the shop keeps of a client who books, why, for how long, and how to get it or have it erased (LGPD). */
export function PrivacyNotice() {
  const { data: shop } = useSuspenseQuery(shopQueryOptions());
  const retention = shop.clientDataRetentionMonths;
  return (
    <Stack gap="md">
      <Text>
        Para agendar, {shop.name} guarda o seu <b>nome</b> e o seu <b>telefone</b>, junto com o agendamento (barbeiro, serviço, data, horário e
        valor).
      </Text>
      <Title order={2} size="h4">
        Para quê
      </Title>
      <List spacing="xs">
        <List.Item>Reservar o seu horário e falar com você sobre ele.</List.Item>
        <List.Item>Enviar a confirmação e os lembretes, só se você permitir as notificações.</List.Item>
        <List.Item>O histórico de atendimentos do barbeiro e o faturamento da barbearia.</List.Item>
      </List>
      <Text>Os seus dados não são vendidos nem passados a ninguém.</Text>
      <Title order={2} size="h4">
        Por quanto tempo
      </Title>
      <Text>
        {retention
          ? `O nome e o telefone são apagados ${retention} meses depois de cada atendimento; a data, o serviço e o valor ficam para o faturamento.`
          : 'Enquanto você for cliente, ou até você pedir que sejam apagados; a data, o serviço e o valor ficam para o faturamento.'}
      </Text>
      <Title order={2} size="h4">
        Os seus direitos (LGPD)
      </Title>
      <Text>
        Você pode pedir uma cópia dos seus dados ou que eles sejam apagados
        {shop.whatsappUrl ? (
          <>
            {' '}
            pelo{' '}
            <Anchor href={shop.whatsappUrl} target="_blank" rel="noopener noreferrer" underline="always">
              WhatsApp da barbearia
            </Anchor>
          </>
        ) : (
          ' na barbearia'
        )}
        .
      </Text>
    </Stack>
  );
}
