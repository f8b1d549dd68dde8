import { expect, test, type Page } from '@playwright/test';
import { login, logout as openMenuAndLogout } from './admin-login';

const OWNER = { username: 'barbeiro', password: 'barbearia123' };

async function logout(page: Page) {
  await openMenuAndLogout(page);
  await expect(page).toHaveURL(/\/administrador\/login$/);
}

/**
 * A new password ends every older session, this tab's too: the tab goes on with the token the
 * answer carries, so the barber stays logged in. One's own password always needs the current one.
 */
test('the owner adds a barber and changes their own password in Equipe; the barber changes theirs in Meus Dados and stays logged in', async ({
  page,
}) => {
  test.slow();
  const carla = { username: `carla${String(Date.now()).slice(-6)}`, password: 'senha-inicial-1', next: 'senha-da-carla-2' };
  await login(page, OWNER.username, OWNER.password);

  await page.goto('/administrador/equipe');
  await page.getByRole('button', { name: 'Novo barbeiro' }).click();
  // A taken username: the server's refusal shows under the field, and what was typed stays.
  const newBarber = page.getByRole('dialog', { name: 'Novo barbeiro' });
  await newBarber.getByLabel('Usuário').fill(OWNER.username);
  await newBarber.getByLabel('Senha inicial').fill(carla.password);
  await newBarber.getByRole('button', { name: 'Adicionar' }).click();
  await expect(newBarber.getByText('Este nome de usuário já está em uso.')).toBeVisible();
  await expect(newBarber.getByLabel('Senha inicial')).toHaveValue(carla.password);
  await newBarber.getByLabel('Usuário').fill(carla.username);
  await newBarber.getByRole('button', { name: 'Adicionar' }).click();
  await expect(page.getByText('Barbeiro adicionado.')).toBeVisible();

  // The owner's own card: the dialog asks for the current password. The demo password, typed as the
  // new one, is refused as easy to guess, so it stays the same for the other tests.
  await page.getByRole('button', { name: `Ações para ${OWNER.username}` }).click();
  await page.getByRole('menuitem', { name: 'Redefinir senha' }).click();
  const dialog = page.getByRole('dialog', { name: 'Trocar a minha senha' });
  await dialog.getByLabel('Nova senha', { exact: true }).fill(OWNER.password);
  await dialog.getByRole('button', { name: 'Alterar senha' }).click();
  await expect(dialog.getByText('Informe a senha atual.')).toBeVisible();
  await dialog.getByLabel('Senha atual', { exact: true }).fill(OWNER.password);
  await dialog.getByRole('button', { name: 'Alterar senha' }).click();
  await expect(dialog.getByText(/^Senha fácil de adivinhar/)).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
  await page.reload();
  await expect(page.getByRole('list', { name: 'Barbeiros' }).getByText(carla.username, { exact: true })).toBeVisible();
  await logout(page);

  await login(page, carla.username, carla.password);
  await page.goto('/administrador/dados');
  const passwordSection = page.getByRole('region', { name: 'Alterar senha' });
  await passwordSection.getByLabel('Senha atual', { exact: true }).fill('senha-errada-9');
  await passwordSection.getByLabel('Nova senha', { exact: true }).fill(carla.next);
  await passwordSection.getByLabel('Confirme a nova senha').fill(carla.next);
  await passwordSection.getByRole('button', { name: 'Alterar senha' }).click();
  await expect(passwordSection.getByText('Senha atual incorreta.')).toBeVisible();
  await passwordSection.getByLabel('Senha atual', { exact: true }).fill(carla.password);
  await passwordSection.getByRole('button', { name: 'Alterar senha' }).click();
  await expect(page.getByText('Senha alterada.')).toBeVisible();

  await page.goto('/administrador/servicos');
  await expect(page).toHaveURL(/\/administrador\/servicos$/);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await logout(page);
  await login(page, carla.username, carla.next);
});
