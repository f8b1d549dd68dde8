import { expect, type Page } from '@playwright/test';

/** Logs in through the admin login page (the demo owner by default) and waits for Início. */
export async function login(page: Page, username = 'barbeiro', password = 'barbearia123') {
  await page.goto('/administrador/login');
  await page.getByLabel('Usuário').fill(username);
  await page.getByLabel('Senha', { exact: true }).fill(password);
  await page.getByRole('button', { name: 'Entrar' }).click();
  await expect(page).toHaveURL(/\/administrador\/home$/);
}
