import { useEffect } from 'react';
import { Anchor, Button, Skeleton, Stack, Text, Title } from '@mantine/core';
import { IconCalendarPlus, IconCalendarSearch, IconScissors } from '@tabler/icons-react';
import { Link } from '@tanstack/react-router';
import { useShop } from '../../../api/shop/get-shop';
import { OfflineBanner } from '../../../components/page-states/OfflineBanner';
import { SocialLinks } from './SocialLinks';
import classes from './LandingPage.module.css';

export function LandingPage() {
  const shop = useShop();
  const shopName = shop.data?.name;

  useEffect(() => {
    if (shopName) document.title = shopName;
  }, [shopName]);

  return (
    <div className={classes.page}>
      <header className={classes.header}>
        <Anchor component={Link} to="/administrador/login" className={classes.login}>
          LogIn
        </Anchor>
      </header>

      <main className={classes.hero}>
        <div className={classes.emblem} aria-hidden>
          <IconScissors size={40} stroke={1.5} />
        </div>
        {shop.isPending ? (
          <Skeleton height={44} width="70%" radius="sm" />
        ) : (
          <Title order={1} className={classes.name}>
            {shopName}
          </Title>
        )}
        <div className={classes.stripe} aria-hidden />
        <Text className={classes.tagline}>Corte, barba e acabamento com hora marcada. Agende pelo celular em poucos passos.</Text>

        <Stack gap="md" className={classes.actions}>
          <OfflineBanner />
          <Button component={Link} to="/agenda/barbeiro" size="xl" leftSection={<IconCalendarPlus size={24} aria-hidden />}>
            AGENDAR
          </Button>
          <Button component={Link} to="/agenda/consultar" size="xl" variant="outline" leftSection={<IconCalendarSearch size={24} aria-hidden />}>
            CONSULTAR
          </Button>
        </Stack>
      </main>

      <footer className={classes.footer}>{shop.data && <SocialLinks shop={shop.data} />}</footer>
    </div>
  );
}
