import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { login, logout } from './admin-login';
import { apiLogin, barberOfThisTest, isoDateOf, type ShopDate } from './shop-api';

// Comissões on a small phone: the owner sets a barber's rate, sees the month, opens the statement, records a vale and
// marks the period paid; the barber sees their own in Meus ganhos and nobody else's. The barber is this test's own
// (deactivated at the end), with one booking today marked Compareceu.
test.use({ viewport: { width: 360, height: 740 }, hasTouch: true, isMobile: true });

/** The screen as it is, when asked for (SCREENSHOTS_DIR=/tmp/shots). */
async function screenshot(page: Page, name: string) {
  if (process.env.SCREENSHOTS_DIR) await page.screenshot({ path: `${process.env.SCREENSHOTS_DIR}/commission-${name}.png`, fullPage: true });
}

/** A booking of the barber today at the half hour now running (the day opened 00:00–24:00): started, not marked yet. */
async function bookedToday(request: APIRequestContext, own: Awaited<ReturnType<typeof barberOfThisTest>>, clientName: string) {
  const shop = await (await request.get('/api/shop')).json();
  const today: ShopDate = shop.today;
  const [hours, minutes] = new Intl.DateTimeFormat('en-GB', { timeZone: shop.timezone, hour: '2-digit', minute: '2-digit', hourCycle: 'h23' })
    .format(new Date())
    .split(':')
    .map(Number);
  const weekday = new Date(Date.UTC(today.year, today.month, today.day)).getUTCDay();
  const opened = await request.put(`/api/hour/week/${own.barber.id}/${weekday}`, {
    headers: own.barber.headers,
    data: { open: true, hours: { start: 0, end: 2400, breaks: [] } },
  });
  expect(opened.status(), await opened.text()).toBe(200);
  const services: { id: string }[] = await (await request.get(`/api/job/listByUser/${own.barber.id}`)).json();
  const booked = await request.post('/api/appointment/admin/create', {
    headers: own.barber.headers,
    data: {
      userId: own.barber.id,
      jobId: services[0].id,
      ...today,
      hour: hours * 100 + (minutes < 30 ? 0 : 30),
      clientName,
      clientContact: '11987651234',
    },
  });
  expect(booked.status(), await booked.text()).toBe(200);
  const { id } = await booked.json();
  return { today, bookingId: id as string };
}

const money = (text: string) => new RegExp(text.replace('R$ ', 'R\\$\\s'));

test('the owner sets a rate, sees the month, opens the statement, records a vale and pays; the barber sees only their own', async ({
  page,
  request,
}) => {
  test.slow();
  const own = await barberOfThisTest(request);
  const name = own.account.username;
  try {
    const { today, bookingId } = await bookedToday(request, own, 'Marcos Comissão');
    const firstOfMonth = isoDateOf({ ...today, day: 1 });

    // The owner finds Comissões in the menu; the barber has no rate yet: said so, never 0 %.
    await login(page);
    await page.getByRole('navigation', { name: 'Navegação principal' }).getByRole('button', { name: 'Mais' }).click();
    await page.getByRole('navigation', { name: 'Menu da área do barbeiro' }).getByRole('link', { name: 'Comissões' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Comissões' })).toBeVisible();
    const card = page.getByRole('region', { name, exact: true });
    await expect(card.getByText('Sem taxa definida', { exact: true })).toBeVisible();
    await expect(card).toContainText('Parte do barbeirosem taxa definida');
    await expect(card).toContainText('1 agendamento sem marcação');
    await screenshot(page, 'month-no-rate');

    // A rate of 50 % from the month's first day.
    await card.getByRole('button', { name: `Taxa de ${name}` }).click();
    const dialog = page.getByRole('dialog', { name: `Taxa de ${name}` });
    await expect(dialog.getByText(/^Sem taxa definida/)).toBeVisible();
    await dialog.getByRole('textbox', { name: 'Porcentagem do preço' }).fill('50');
    await expect(dialog.getByLabel('Começa a valer em')).toHaveValue(firstOfMonth);
    await screenshot(page, 'rate-form');
    await dialog.getByRole('button', { name: 'Salvar taxa' }).click();
    await expect(page.getByText('Taxa salva.')).toBeVisible();
    await expect(dialog).toHaveCount(0);
    await expect(card.getByText('Não pago')).toBeVisible();

    // The statement: the booking is sem marcação, not counted; a tap opens it in the barber's agenda to mark it.
    await card.getByRole('link', { name: `Extrato de ${name}` }).click();
    await expect(page.getByRole('heading', { level: 1, name: `Extrato de ${name}` })).toBeVisible();
    const unmarked = page.getByRole('region', { name: 'Sem marcação' });
    await expect(unmarked).toContainText('1 agendamento sem marcação');
    await screenshot(page, 'statement-unmarked');
    await unmarked.getByRole('link', { name: /· Marcos · Corte ·/ }).click();
    const sheet = page.getByRole('dialog', { name: /Marcos Comissão/ });
    await sheet.getByRole('button', { name: 'Compareceu' }).click();
    await expect(sheet).toHaveCount(0);
    await page.goBack();
    await expect(page.getByRole('heading', { level: 1, name: `Extrato de ${name}` })).toBeVisible();
    await expect(page.getByText(/^\d\d\/\d\d \d\d:\d\d · Marcos$/)).toBeVisible();
    await expect(page.getByRole('region', { name: 'Sem marcação' })).toHaveCount(0);

    // The month: R$ 40,00 cut, R$ 20,00 the barber's, not paid.
    await page.getByRole('main').getByRole('link', { name: 'Comissões' }).click();
    await expect(card.getByText('Não pago')).toBeVisible();
    await expect(card).toContainText(money('BrutoR$ 40,00'));
    await expect(card).toContainText(money('Parte do barbeiroR$ 20,00'));
    await expect(card).toContainText(money('A pagarR$ 20,00'));
    await screenshot(page, 'month');
    await page.goto('/administrador/faturamento');
    await expect(page.getByRole('region', { name: /^Comissões a pagar em / })).toBeVisible();
    await expect(page.getByTestId('commission-due')).toHaveText(/R\$\s/);
    await page.goBack();

    // The statement, from the month's first day to today (a period is paid once it has ended).
    await card.getByRole('link', { name: `Extrato de ${name}` }).click();
    await expect(page.getByRole('heading', { level: 1, name: `Extrato de ${name}` })).toBeVisible();
    await page.getByLabel('De').fill(firstOfMonth);
    await page.getByLabel('Até').fill(isoDateOf(today));
    await page.getByRole('button', { name: 'Ver período' }).click();
    await expect(page).toHaveURL(new RegExp(`de=${firstOfMonth}&ate=${isoDateOf(today)}`));
    await expect(page.getByTestId('statement-to-pay')).toHaveText(money('R$ 20,00'));
    await screenshot(page, 'statement');

    // A vale of R$ 5,00 today comes off what is left to pay.
    await page.getByRole('button', { name: 'Novo vale' }).click();
    await page.getByRole('textbox', { name: 'Valor do vale' }).fill('5');
    await page.getByRole('textbox', { name: 'Observação (opcional)' }).fill('Adiantamento');
    await page.getByRole('button', { name: 'Registrar vale' }).click();
    await expect(page.getByText('Vale registrado.')).toBeVisible();
    await expect(page.getByTestId('statement-to-pay')).toHaveText(money('R$ 15,00'));
    await expect(page.getByRole('paragraph').filter({ hasText: 'Adiantamento' })).toBeVisible();
    await screenshot(page, 'statement-advance');

    // Paid: frozen, and said so.
    await page.getByRole('button', { name: 'Marcar como pago' }).click();
    await page.getByRole('dialog', { name: 'Marcar como pago?' }).getByRole('button', { name: 'Confirmar pagamento' }).click();
    await expect(page.getByText(money('Pagamento de R$ 15,00 registrado.'))).toBeVisible();
    await expect(page.getByTestId('payout-paid')).toContainText(/^Pago em \d\d\/\d\d\/\d{4}/);
    await expect(page.getByRole('button', { name: 'Marcar como pago' })).toHaveCount(0);
    await expect(page.getByRole('button', { name: /^Apagar o vale/ })).toHaveCount(0);
    await screenshot(page, 'statement-paid');

    // On paper: the statement alone (no menu, no buttons), its table and the two signature lines.
    await page.emulateMedia({ media: 'print' });
    await expect(page.getByRole('heading', { level: 1, name: 'Extrato de comissão (repasse)' })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Imprimir' })).toBeHidden();
    await expect(page.getByRole('navigation', { name: 'Navegação principal' })).toBeHidden();
    await expect(page.getByRole('cell', { name: 'Marcos' })).toBeVisible();
    if (process.env.SCREENSHOTS_DIR) await page.pdf({ path: `${process.env.SCREENSHOTS_DIR}/commission-statement.pdf`, format: 'A4' });
    await screenshot(page, 'statement-print');
    await page.emulateMedia({ media: 'screen' });

    // The paid cut is marked Faltou afterwards: the paid statement stays as paid and warns; the difference goes into the
    // next period as an adjustment (the barber now owes the R$ 20,00 they were paid for it).
    const remarked = await request.put(`/api/appointment/admin/attendance/${bookingId}`, {
      headers: own.barber.headers,
      data: { attendance: 'no_show' },
    });
    expect(remarked.status(), await remarked.text()).toBe(200);
    await page.reload();
    await expect(page.getByTestId('changed-since-paid')).toContainText('Mudou depois de pago');
    await expect(page.getByTestId('payout-paid')).toContainText(money('Foram pagos R$ 15,00'));
    await screenshot(page, 'statement-changed');
    const next = new Date(Date.UTC(today.year, today.month + 1, 1));
    const nextFirst = next.toISOString().slice(0, 10);
    const nextLast = new Date(Date.UTC(next.getUTCFullYear(), next.getUTCMonth() + 1, 0)).toISOString().slice(0, 10);
    await page.goto(`/administrador/comissoes/${own.barber.id}?de=${nextFirst}&ate=${nextLast}`);
    const adjustment = page.getByText('Ajuste de período pago').locator('..');
    await expect(adjustment).toContainText(/-\s?R\$\s20,00/);
    await expect(page.getByTestId('statement-to-pay')).toHaveText(/-\s?R\$\s20,00/);
    await screenshot(page, 'statement-adjustment');

    // The barber: Meus ganhos in the menu, not Comissões; their own statement and payout.
    await logout(page);
    await login(page, own.account.username, own.account.password);
    await page.getByRole('navigation', { name: 'Navegação principal' }).getByRole('button', { name: 'Mais' }).click();
    const menu = page.getByRole('navigation', { name: 'Menu da área do barbeiro' });
    await expect(menu.getByRole('link', { name: 'Comissões' })).toHaveCount(0);
    await menu.getByRole('link', { name: 'Meus ganhos' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Meus ganhos' })).toBeVisible();
    // The month holds the paid days: marked Faltou since, the cut is gone from the list, and the warning says so.
    await expect(page.getByTestId('changed-since-paid')).toBeVisible();
    await expect(page.getByTestId('payout-paid')).toContainText(/^Pago em \d\d\/\d\d\/\d{4}/);
    await expect(page.getByRole('region', { name: 'Pagamentos recebidos' })).toContainText(money('R$ 15,00'));
    await expect(page.getByRole('button', { name: 'Novo vale' })).toHaveCount(0);
    await screenshot(page, 'my-earnings');
    // Meu Faturamento: their commission beside revenue.
    await page.goto('/administrador/faturamento');
    await expect(page.getByRole('region', { name: /^Sua comissão a receber em / })).toBeVisible();
    await expect(page.getByTestId('commission-due')).toHaveText(/R\$\s/);
    await screenshot(page, 'revenue-barber');

    // Nobody else's: the page says whose it is, and the server refuses it.
    const owner = await apiLogin(request, 'barbeiro', 'barbearia123');
    await page.goto(`/administrador/comissoes/${owner.id}`);
    await expect(page.getByText('Apenas o dono da barbearia vê o extrato de outro barbeiro.')).toBeVisible();
    await screenshot(page, 'other-refused');
    const barber = await apiLogin(request, own.account.username, own.account.password);
    const refused = await request.get(`/api/commission/statement?userId=${owner.id}&from=${firstOfMonth}&to=${isoDateOf(today)}`, {
      headers: barber.headers,
    });
    expect(refused.status()).toBe(403);
  } finally {
    await own.done();
  }
});
