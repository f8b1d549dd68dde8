import { Alert, Badge, Group, List, Skeleton, Text } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import type { CommissionRates } from '../../../../api/types';
import { ratesQueryOptions } from '../../api/get-rates';
import { formatIsoDate } from '../../period';
import { formatRate } from '../../rate-terms';

/** A barber's rates, the latest first: each with its service (or *todos os serviços*), its start and whether it is in force today. */
export function RateHistory({ barberId }: { barberId: string }) {
  const rates = useQuery(ratesQueryOptions(barberId));
  if (rates.isPending) return <Skeleton height={60} aria-busy="true" />;
  if (rates.isError)
    return (
      <Alert color="red" title="Erro!">
        Não foi possível carregar as taxas: {rates.error.message}
      </Alert>
    );
  return <RateList rates={rates.data} />;
}

function RateList({ rates }: { rates: CommissionRates }) {
  if (rates.rateMissing)
    return (
      <Text c="orange.4" fw={600}>
        Sem taxa definida: o extrato não calcula a comissão até você definir uma.
      </Text>
    );
  return (
    <List spacing="xs" listStyleType="none" aria-label="Taxas">
      {rates.rates.map((rate) => (
        <List.Item key={rate.id}>
          <Group gap="xs" wrap="wrap">
            <Text fw={700}>{formatRate(rate)}</Text>
            <Text c="dimmed" size="sm">
              {rate.jobName ?? 'todos os serviços'}, desde {formatIsoDate(rate.startsOn)}
            </Text>
            {rate.current && (
              <Badge color="teal" variant="light" size="sm">
                Em vigor
              </Badge>
            )}
          </Group>
        </List.Item>
      ))}
    </List>
  );
}
