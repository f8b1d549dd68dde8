import { expect, type Page } from '@playwright/test';

/** Logs in through the admin login page (the demo owner by default) and waits for Início. */
export async function login(page: Page, username = 'barbeiro', password = 'barbearia123') {
  await page.goto('/administrador/login');
  // The app itself takes the login (what is typed before it arrives is server-rendered.spec's).
  await expect(page.locator('html[data-app="ready"]')).toBeAttached();
  await page.getByLabel('Usuário').fill(username);
  await page.getByLabel('Senha', { exact: true }).fill(password);
  await page.getByRole('button', { name: 'Entrar' }).click();
  await expect(page).toHaveURL(/\/administrador\/home$/);
}

/** Logs out as on a phone (the browser tests' screen): Mais in the bottom bar opens the menu, whose last item is Sair. */
export async function logout(page: Page) {
  await page.getByRole('navigation', { name: 'Navegação principal' }).getByRole('button', { name: 'Mais' }).click();
  await page.getByRole('navigation', { name: 'Menu da área do barbeiro' }).getByRole('button', { name: 'Sair' }).click();
}
