import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Page } from '@playwright/test';
import { login, logout } from './admin-login';
import { draftAt, storeDraft } from './booking-steps';
import { setDeposit } from './deposit-terms';
import { addDays, barberOfThisTest, bookThroughApi, fillTheDay, joinWaitlistThroughApi, type ShopDate } from './shop-api';

// Every page on a small touch phone: axe finds no serious or critical WCAG 2.1 A/AA violation, and every target is at least
// 44 × 44 px.
test.use({ viewport: { width: 360, height: 740 }, hasTouch: true, isMobile: true });

const pad = (value: number) => String(value).padStart(2, '0');
const isoDate = ({ year, month, day }: ShopDate) => `${year}-${pad(month + 1)}-${pad(day)}`;

/** Where the screenshots of the pages go, when asked for (SCREENSHOTS_DIR=/tmp/shots). */
async function screenshot(page: Page, name: string) {
  if (process.env.SCREENSHOTS_DIR) await page.screenshot({ path: `${process.env.SCREENSHOTS_DIR}/a11y-${name}.png`, fullPage: true });
}

/** axe's serious and critical violations of WCAG 2.0/2.1 A and AA on the page as it is now, one line each. */
async function axeViolations(page: Page, name: string): Promise<string[]> {
  const { violations } = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa']).analyze();
  return violations
    .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
    .flatMap((violation) => violation.nodes.map((node) => `${name}: ${violation.id} (${violation.impact}) at ${node.target.join(' ')}`));
}

/**
 * The targets smaller than 44 × 44 px (WCAG 2.5.5, the shop's own rule on a phone), one line each. A target is every
 * visible link, button, field and control; a control whose input is hidden (switches, checkboxes, radios, chips) is
 * measured with its label, as that is what the finger taps. The one exception is WCAG 2.5.8's inline one: a link inside a
 * sentence (its paragraph has text of its own besides the link) only needs the line's height.
 */
async function smallTargets(page: Page, name: string): Promise<string[]> {
  const offenders = await page.evaluate(() => {
    const selector = [
      'a[href]',
      'button',
      'input:not([type="hidden"])',
      'select',
      'textarea',
      'summary',
      '[role="button"]',
      '[role="link"]',
      '[role="switch"]',
      '[role="checkbox"]',
      '[role="radio"]',
      '[role="tab"]',
      '[role="menuitem"]',
      '[role="option"]',
    ].join(',');
    const found: string[] = [];
    const seen = new Set<Element>();
    const pageWidth = document.documentElement.scrollWidth;
    for (const element of Array.from(document.querySelectorAll<HTMLElement>(selector))) {
      if (element.closest('[inert], [aria-hidden="true"]')) continue;
      // A checkbox, radio or switch is tapped through its label too (its input is hidden, or a small circle): the label
      // with the input is the target. A text field is measured alone.
      const parts: Element[] = [element];
      const choice = element instanceof HTMLInputElement && ['checkbox', 'radio'].includes(element.type);
      if (choice) for (const label of Array.from(element.labels ?? [])) parts.push(label);
      const wrapping = choice ? element.closest('label') : null;
      if (wrapping) parts.push(wrapping);
      const target = parts.find((part) => seen.has(part));
      if (target) continue;
      parts.forEach((part) => seen.add(part));
      const boxes = parts
        .filter((part) => part.checkVisibility({ opacityProperty: false, visibilityProperty: true }))
        .map((part) => part.getBoundingClientRect())
        .filter((box) => box.width > 0 && box.height > 0);
      if (boxes.length === 0) continue;
      const left = Math.min(...boxes.map((box) => box.left));
      const right = Math.max(...boxes.map((box) => box.right));
      const top = Math.min(...boxes.map((box) => box.top));
      const bottom = Math.max(...boxes.map((box) => box.bottom));
      // Off the page's sides (a closed drawer): not there to tap.
      if (right + window.scrollX <= 0 || left + window.scrollX >= pageWidth) continue;
      const width = Math.round((right - left) * 10) / 10;
      const height = Math.round((bottom - top) * 10) / 10;
      if (width >= 44 && height >= 44) continue;
      // WCAG 2.5.8's inline exception: a link in a sentence.
      if (element.tagName === 'A') {
        const block = element.parentElement?.closest('p, li, dd, td');
        const ownText = (block?.textContent ?? '').replace(element.textContent ?? '', '').trim();
        if (block && ownText.length > 0 && window.getComputedStyle(element).display === 'inline') continue;
      }
      const label =
        element.getAttribute('aria-label') ??
        (element.textContent ?? '').trim().slice(0, 40) ??
        element.getAttribute('name') ??
        element.tagName.toLowerCase();
      const role = element.getAttribute('role') ?? element.tagName.toLowerCase();
      found.push(`${role} "${label || (element.getAttribute('name') ?? '')}" ${width}×${height}`);
    }
    return found;
  });
  return offenders.map((offender) => `${name}: target under 44 px: ${offender}`);
}

/** Both checks on the page as it is now; the page is given time to settle (fonts, transitions) first. */
async function audit(page: Page, name: string): Promise<string[]> {
  await expect(page.locator('html[data-app="ready"]')).toBeAttached();
  await page.waitForLoadState('networkidle');
  // The transitions (a sheet sliding in, a toast) end before the page is measured.
  await page.waitForTimeout(400);
  // A step opened without its draft says so and leaves: that is not the page to measure.
  await expect(page.getByText('Erro de navegação')).toHaveCount(0);
  await screenshot(page, name.replace(/[^\w-]+/g, '-'));
  return [...(await axeViolations(page, name)), ...(await smallTargets(page, name))];
}

const contactOfThisRun = () => `119${String(Date.now()).slice(-8)}`;

test('every public page: no serious axe violation, every target 44 px', async ({ page, request }) => {
  test.slow();
  const own = await barberOfThisTest(request);
  const slot = await own.slot(2);
  const client = { name: 'Ana Acessível', contact: contactOfThisRun() };
  const token = await bookThroughApi(request, slot, client);
  // The drafts' time: one still free.
  const free = await own.slot(2);
  const findings: string[] = [];

  await page.goto('/');
  findings.push(...(await audit(page, 'Início (público)')));
  await page.goto('/agenda/barbeiro?escolher=true');
  findings.push(...(await audit(page, 'Barbeiro')));
  const openStep = async (path: string, draft: Record<string, unknown>, heading: string) => {
    // The draft is stored from the landing page, once the app there has started; the previous step's cookie of the draft
    // goes (a step's page takes the cookie's draft in, as the server's answer to a form).
    await page.goto('/');
    await expect(page.locator('html[data-app="ready"]')).toBeAttached();
    await page.context().clearCookies({ name: 'agendamento' });
    await storeDraft(page, draft);
    await page.goto(path);
    await expect(page.getByRole('heading', { level: 1, name: heading })).toBeVisible();
    await expect(page).toHaveURL(new RegExp(`${path}$`));
  };
  await openStep('/agenda/servico', { user: free.barber.id }, 'Escolha o serviço');
  await expect(page.getByRole('radio', { name: /Corte/ })).toBeVisible();
  findings.push(...(await audit(page, 'Serviço')));
  await openStep('/agenda/horario', { user: free.barber.id, job: free.service.id }, 'Escolha o horário');
  findings.push(...(await audit(page, 'Horário')));
  await openStep('/agenda/horario', draftAt(free), 'Escolha o horário');
  await expect(page.getByRole('radio', { name: free.label, exact: true })).toBeChecked();
  findings.push(...(await audit(page, 'Horário escolhido')));
  // A full day chosen: 'lotado' on the calendar, and its notice leading to the waitlist instead of the times.
  const full = await own.slot(9);
  await fillTheDay(request, full, own.barber.headers, { name: 'Caio Lotado', contact: contactOfThisRun() });
  await openStep('/agenda/horario', { user: full.barber.id, job: full.service.id, ...full.date }, 'Escolha o horário');
  await expect(page.getByText('Dia lotado', { exact: true })).toBeVisible();
  findings.push(...(await audit(page, 'Horário: dia lotado')));
  await openStep('/agenda/cliente', draftAt(free), 'Seus dados');
  await expect(page.getByLabel('Nome', { exact: true })).toBeVisible();
  findings.push(...(await audit(page, 'Seus dados')));
  await openStep(
    '/agenda/finalizar',
    { ...draftAt(free), clientName: 'Bruno Acessível', clientContact: contactOfThisRun() },
    'Confirme seu agendamento',
  );
  await expect(page.getByText('Bruno Acessível')).toBeVisible();
  findings.push(...(await audit(page, 'Confirmar')));
  await page.goto('/agenda/consultar');
  findings.push(...(await audit(page, 'Consultar')));
  await page.goto(`/agenda/realizado/${token}`);
  findings.push(...(await audit(page, 'Agendamento realizado')));
  await page.goto(`/agenda/gerenciar/${token}`);
  findings.push(...(await audit(page, 'Gerenciar agendamento')));
  await page.getByRole('button', { name: 'Cancelar agendamento' }).click();
  await expect(page.getByRole('dialog', { name: 'Cancelar agendamento?' })).toBeVisible();
  findings.push(...(await audit(page, 'Gerenciar: cancelar?')));
  await page.keyboard.press('Escape');
  await expect(page.getByRole('dialog')).toHaveCount(0);
  await page.getByRole('button', { name: 'Alterar data, horário ou serviço' }).click();
  findings.push(...(await audit(page, 'Gerenciar: alterar')));
  // The waitlist: its join page (from the time step's draft), an entry's own page, and a time offered to it by hand.
  const later = await own.slot(5);
  await openStep('/agenda/espera', { user: later.barber.id, job: later.service.id, ...later.date }, 'Lista de espera');
  findings.push(...(await audit(page, 'Lista de espera')));
  const { entryId, manageToken } = await joinWaitlistThroughApi(request, later, { name: 'Dora Acessível', contact: contactOfThisRun() });
  await page.goto(`/agenda/espera/${manageToken}`);
  findings.push(...(await audit(page, 'Lista de espera: pedido')));
  const offered = await request.post(`/api/waitlist/admin/${entryId}/offer`, {
    headers: own.barber.headers,
    data: { date: isoDate(later.date), hour: later.hour },
  });
  expect(offered.status()).toBe(200);
  // The offer's page with the price and a deposit to tell (the shop's terms are shop-wide: on only for this page).
  await setDeposit(request, { depositRule: 'fixed', depositValue: 10 });
  try {
    await page.goto((await offered.json()).offerPath);
    await expect(page.getByRole('button', { name: 'Agendar este horário' })).toBeVisible();
    await expect(page.getByRole('note', { name: 'Sinal' })).toBeVisible();
    findings.push(...(await audit(page, 'Lista de espera: oferta')));
  } finally {
    await setDeposit(request, { depositRule: 'off' });
  }
  // Leaving the list: asked once more in place, then the page says so, and the link no longer leads to the entry.
  await page.goto(`/agenda/espera/${manageToken}`);
  await page.getByRole('button', { name: 'Sair da lista de espera' }).click();
  await expect(page.getByRole('group', { name: 'Sair da lista de espera?' })).toBeVisible();
  findings.push(...(await audit(page, 'Lista de espera: sair?')));
  await page.getByRole('button', { name: 'Sair da lista', exact: true }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Você saiu da lista de espera' })).toBeVisible();
  await page.reload();
  await expect(page.getByText('Pedido não encontrado')).toBeVisible();
  await page.goto('/privacidade');
  findings.push(...(await audit(page, 'Privacidade')));
  await page.goto('/administrador/login');
  findings.push(...(await audit(page, 'Login')));
  await own.done();

  expect(findings).toEqual([]);
});

test('every admin page, the agenda views and the booking sheet: no serious axe violation, every target 44 px', async ({ page, request }) => {
  test.slow();
  const own = await barberOfThisTest(request);
  const slot = await own.slot(3);
  const client = { name: 'Carla Acessível', contact: contactOfThisRun() };
  await bookThroughApi(request, slot, client);
  // A blocked time on the next day, for the blocked times' list.
  const blockedDay = addDays(slot.date, 1);
  const blocked = await request.post('/api/appointment/deactivate', {
    headers: own.barber.headers,
    data: { hours: [930], ...blockedDay, userId: own.barber.id },
  });
  expect(blocked.status()).toBe(200);
  // Someone waiting for the day, for the day's waitlist.
  await joinWaitlistThroughApi(request, slot, { name: 'Davi Acessível', contact: contactOfThisRun() });
  // A deposit waiting on another day, for Sinais a confirmar (the deposit is shop-wide: on for this one booking only).
  await setDeposit(request, { depositRule: 'fixed', depositValue: 10 });
  try {
    await bookThroughApi(request, await own.slot(4), { name: 'Edu Acessível', contact: contactOfThisRun() });
  } finally {
    await setDeposit(request, { depositRule: 'off' });
  }
  const findings: string[] = [];

  await login(page, own.account.username, own.account.password);
  // Início itself (its loading placeholder has a test of its own below).
  await expect(page.getByText('Bem-vindo,')).toBeVisible();
  findings.push(...(await audit(page, 'Início')));

  await page.goto(`/administrador/minha-agenda?dia=${isoDate(slot.date)}`);
  findings.push(...(await audit(page, 'Agenda: dia')));
  await page.getByRole('button', { name: '1 na lista de espera' }).click();
  await expect(page.getByRole('dialog', { name: 'Lista de espera do dia' })).toBeVisible();
  findings.push(...(await audit(page, 'Agenda: lista de espera')));
  await page.keyboard.press('Escape');
  await expect(page.getByRole('dialog')).toHaveCount(0);
  await page.getByRole('button', { name: /^Abrir agendamento de Carla Acessível/ }).click();
  await expect(page.getByRole('dialog', { name: /Carla Acessível/ })).toBeVisible();
  findings.push(...(await audit(page, 'Agenda: agendamento aberto')));
  await page.getByRole('dialog').getByRole('link', { name: 'Editar' }).click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Editar agendamento');
  findings.push(...(await audit(page, 'Editar agendamento')));
  await page.goBack();
  await page.getByRole('button', { name: /^Abrir agendamento de Carla Acessível/ }).click();
  await page.getByRole('dialog').getByRole('button', { name: 'Fechar' }).click();
  await expect(page.getByRole('dialog')).toHaveCount(0);
  await page.getByRole('button', { name: 'Semana' }).click();
  await expect(page.getByRole('link', { name: /Carla Acessível/ })).toBeVisible();
  findings.push(...(await audit(page, 'Agenda: semana')));
  await page.getByRole('link', { name: 'Mês' }).click();
  await expect(page.getByText('Carla Acessível').first()).toBeVisible();
  findings.push(...(await audit(page, 'Agenda: mês')));
  await page.goto('/administrador/minha-agenda/formulario');
  findings.push(...(await audit(page, 'Encaixe')));
  await page.goto('/administrador/minha-agenda/lixeira');
  findings.push(...(await audit(page, 'Lixeira')));
  await page.goto('/administrador/sinais');
  await expect(page.getByRole('article', { name: /^Edu Acessível/ })).toBeVisible();
  findings.push(...(await audit(page, 'Sinais a confirmar')));

  await page.goto('/administrador/clientes');
  findings.push(...(await audit(page, 'Clientes')));
  await page.goto(`/administrador/clientes/${client.contact}`);
  await expect(page.getByText('Carla Acessível').first()).toBeVisible();
  findings.push(...(await audit(page, 'Cliente')));

  await page.goto('/administrador/servicos');
  findings.push(...(await audit(page, 'Serviços')));
  await page.getByRole('link', { name: 'Editar Corte' }).first().click();
  await expect(page).toHaveURL(/\/servicos\/formulario\/[\w-]+$/);
  findings.push(...(await audit(page, 'Editar serviço')));
  await page.goto('/administrador/servicos/formulario');
  findings.push(...(await audit(page, 'Novo serviço')));

  await page.goto('/administrador/dados');
  findings.push(...(await audit(page, 'Meus dados')));
  await page.goto('/administrador/dados/atendimento');
  findings.push(...(await audit(page, 'Horários de atendimento')));
  await page.getByRole('button', { name: 'Editar Segunda' }).click();
  await expect(page.getByRole('dialog', { name: 'Horário de segunda' })).toBeVisible();
  findings.push(...(await audit(page, 'Horários de atendimento: editar')));
  await page.keyboard.press('Escape');
  await expect(page.getByRole('dialog')).toHaveCount(0);
  await page.getByRole('button', { name: 'Copiar Segunda para outros dias' }).click();
  await expect(page.getByRole('dialog', { name: 'Copiar segunda' })).toBeVisible();
  findings.push(...(await audit(page, 'Horários de atendimento: copiar')));
  await page.keyboard.press('Escape');
  await expect(page.getByRole('dialog')).toHaveCount(0);
  await page.goto('/administrador/dados/horario');
  findings.push(...(await audit(page, 'Horários sem agenda')));
  await page.goto('/administrador/dados/agenda');
  findings.push(...(await audit(page, 'Dias de folga')));
  // A barber who is not the owner is told why Pagamentos has nothing for them.
  await page.goto('/administrador/pagamentos');
  await expect(page.getByText('Apenas o dono da barbearia configura os pagamentos.')).toBeVisible();
  findings.push(...(await audit(page, 'Pagamentos (não dono)')));

  await page.goto('/administrador/faturamento');
  findings.push(...(await audit(page, 'Faturamento')));
  await page.getByRole('navigation', { name: 'Navegação principal' }).getByRole('button', { name: 'Mais' }).click();
  await expect(page.getByRole('navigation', { name: 'Menu da área do barbeiro' })).toBeInViewport();
  findings.push(...(await audit(page, 'Menu (Mais)')));
  await page.keyboard.press('Escape');

  // The owner's pages: Equipe, Pagamentos (with a deposit chosen, so all its sections show; nothing saved), and
  // Faturamento with the choice of barber.
  await page.goto('/administrador/home');
  await logout(page);
  await login(page);
  await page.goto('/administrador/equipe');
  findings.push(...(await audit(page, 'Equipe')));
  await page.goto('/administrador/dados');
  findings.push(...(await audit(page, 'Meus dados (dono)')));
  await page.goto('/administrador/pagamentos');
  await page.getByRole('radio', { name: /^Porcentagem do preço/ }).check();
  await expect(page.getByRole('radiogroup', { name: 'Quando pedir o sinal' })).toBeVisible();
  findings.push(...(await audit(page, 'Pagamentos')));
  await page.goto('/administrador/faturamento');
  findings.push(...(await audit(page, 'Faturamento (dono)')));
  await own.done();

  expect(findings).toEqual([]);
});

test('the commission pages: Meus ganhos, Comissões, a barber’s rates and statement: no serious axe violation, every target 44 px', async ({
  page,
  request,
}) => {
  test.slow();
  const own = await barberOfThisTest(request);
  const barberName = own.account.username;
  const findings: string[] = [];

  await login(page, own.account.username, own.account.password);
  await page.goto('/administrador/ganhos');
  await expect(page.getByRole('heading', { level: 1, name: 'Meus ganhos' })).toBeVisible();
  findings.push(...(await audit(page, 'Meus ganhos')));

  // The owner: the month, a barber's rates, their statement with the vale's form open, and Pagamentos' kept-deposit switch.
  await logout(page);
  await login(page);
  await page.goto('/administrador/comissoes');
  await expect(page.getByRole('region', { name: barberName, exact: true })).toBeVisible();
  findings.push(...(await audit(page, 'Comissões')));
  await page.getByRole('button', { name: `Taxa de ${barberName}` }).click();
  await expect(page.getByRole('dialog', { name: `Taxa de ${barberName}` }).getByRole('button', { name: 'Salvar taxa' })).toBeVisible();
  findings.push(...(await audit(page, 'Comissões: taxa')));
  await page.keyboard.press('Escape');
  await expect(page.getByRole('dialog')).toHaveCount(0);
  await page.getByRole('link', { name: `Extrato de ${barberName}` }).click();
  await expect(page.getByRole('heading', { level: 1, name: `Extrato de ${barberName}` })).toBeVisible();
  await page.getByRole('button', { name: 'Novo vale' }).click();
  await expect(page.getByRole('button', { name: 'Registrar vale' })).toBeVisible();
  findings.push(...(await audit(page, 'Extrato')));
  await page.goto('/administrador/pagamentos');
  await expect(page.getByRole('switch', { name: 'Dividir o sinal retido em faltas' })).toBeVisible();
  findings.push(...(await audit(page, 'Pagamentos: comissão')));
  await own.done();

  expect(findings).toEqual([]);
});

test('the loading placeholders: no serious axe violation while a page and the free times wait for the API', async ({ page, request }) => {
  const own = await barberOfThisTest(request);
  const findings: string[] = [];
  await login(page, own.account.username, own.account.password);
  // Início itself, not the login page still on screen while Início loads.
  await expect(page.getByText('Bem-vindo,')).toBeVisible();
  // Hold every API answer until the placeholder has been audited, so it is on screen whatever the machine's speed.
  let release = () => {};
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route('**/api/**', async (route) => {
    await held;
    await route.continue();
  });
  await page.getByRole('navigation', { name: 'Navegação principal' }).getByRole('link', { name: 'Clientes' }).click();
  await expect(page.getByRole('status', { name: 'Carregando' })).toBeVisible();
  findings.push(...(await axeViolations(page, 'Página carregando')));
  release();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Clientes');
  await page.unroute('**/api/**');

  // The blocked-times page waits for a day's free times after a day is typed.
  const day = (await own.slot(2)).date;
  await page.goto('/administrador/dados/horario');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  let releaseTimes = () => {};
  const timesHeld = new Promise<void>((resolve) => (releaseTimes = resolve));
  await page.route('**/api/**', async (route) => {
    await timesHeld;
    await route.continue();
  });
  await page.getByLabel('Mês', { exact: true }).selectOption(String(day.month));
  await page.getByLabel('Ano', { exact: true }).selectOption(String(day.year));
  await page.getByLabel('Dia', { exact: true }).fill(String(day.day));
  await expect(page.getByRole('status', { name: 'Carregando horários' })).toBeVisible();
  findings.push(...(await axeViolations(page, 'Horários carregando')));
  releaseTimes();
  await expect(page.getByRole('group', { name: 'Horários a bloquear' })).toBeVisible();
  await own.done();

  expect(findings).toEqual([]);
});

/** Whether two boxes overlap. */
const overlap = (a: { x: number; y: number; width: number; height: number }, b: { x: number; y: number; width: number; height: number }) =>
  a.x < b.x + b.width && b.x < a.x + a.width && a.y < b.y + b.height && b.y < a.y + a.height;

/** The toast on screen must leave every given navigation control uncovered. */
async function expectToastClearOf(page: Page, controls: Record<string, import('@playwright/test').Locator>) {
  const toast = page.locator('.mantine-Notification-root');
  await expect(toast).toBeVisible();
  // Its entrance transition over.
  await page.waitForTimeout(400);
  const toastBox = (await toast.boundingBox())!;
  for (const [name, control] of Object.entries(controls)) {
    const box = await control.boundingBox();
    expect(box, name).not.toBeNull();
    expect(overlap(toastBox, box!), `the toast covers ${name}`).toBe(false);
  }
}

test('a toast never covers navigation: Voltar, Dia/Semana/Mês, Novo and the bottom bar stay uncovered', async ({ page, request }) => {
  // The login's toast and Voltar.
  await page.goto('/administrador/login');
  await expect(page.locator('html[data-app="ready"]')).toBeAttached();
  await page.getByLabel('Usuário').fill('barbeiro');
  await page.getByLabel('Senha', { exact: true }).fill('senha-errada-1');
  await page.getByRole('button', { name: 'Entrar' }).click();
  await expect(page.getByText('Usuário ou senha incorretos.')).toBeVisible();
  await expectToastClearOf(page, { Voltar: page.getByRole('button', { name: 'Voltar' }), Entrar: page.getByRole('button', { name: 'Entrar' }) });

  // The agenda's Excluir and its Desfazer toast, with the page at its top.
  const own = await barberOfThisTest(request);
  const slot = await own.slot(4);
  await bookThroughApi(request, slot, { name: 'Duda Aviso', contact: contactOfThisRun() });
  await login(page, own.account.username, own.account.password);
  await page.goto(`/administrador/minha-agenda?dia=${isoDate(slot.date)}`);
  await page.getByRole('button', { name: /^Abrir agendamento de Duda Aviso/ }).click();
  await page
    .getByRole('dialog', { name: /Duda Aviso/ })
    .getByRole('button', { name: 'Excluir' })
    .click();
  await expect(page.getByText('Agendamento excluído.')).toBeVisible();
  await page.evaluate(() => window.scrollTo(0, 0));
  const bar = page.getByRole('navigation', { name: 'Navegação principal' });
  await expectToastClearOf(page, {
    Dia: page.getByRole('button', { name: 'Dia', exact: true }),
    Semana: page.getByRole('button', { name: 'Semana' }),
    Mês: page.getByRole('link', { name: 'Mês' }),
    'Dia anterior': page.getByRole('button', { name: 'Dia anterior' }),
    'Próximo dia': page.getByRole('button', { name: 'Próximo dia' }),
    Novo: page.getByRole('link', { name: 'Novo agendamento' }),
    'the bottom bar': bar,
  });
  await screenshot(page, 'toast-over-the-agenda');
  // Desfazer, in the toast, is a 44 px target.
  expect((await page.getByRole('button', { name: 'Desfazer' }).boundingBox())!.height).toBeGreaterThanOrEqual(44);
  await page.getByRole('button', { name: 'Desfazer' }).click();
  await expect(page.getByText('Agendamento restaurado.')).toBeVisible();
  await own.done();
});
