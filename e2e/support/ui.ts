// Steps many specs share, written the way a person does them on screen.
import { expect, type Locator, type Page } from '@playwright/test';

/** Signs in through the real /login form and waits for the home page. */
export async function loginAs(page: Page, email: string, password: string): Promise<void> {
  await page.goto('/login');
  await submitLogin(page, email, password);
  await expect(page).toHaveURL((url) => url.pathname === '/');
}

/** Fills and sends the /login form already on screen, wherever the login then leads. */
export async function submitLogin(page: Page, email: string, password: string): Promise<void> {
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Senha').fill(password);
  await page.getByRole('button', { name: 'Entre' }).click();
}

/** Signs out through the user menu ('Sair') and waits for /aviso. */
export async function logout(page: Page): Promise<void> {
  await openUserMenu(page);
  await page.getByRole('menuitem', { name: 'Sair' }).click();
  await expect(page).toHaveURL((url) => url.pathname === '/aviso');
}

/**
 * Opens the user menu of the top bar ('Meu Perfil', 'Sair'). react-admin's top bar slides away while the
 * page is scrolled down, so this scrolls back to the top first, as a person does to reach it.
 */
export async function openUserMenu(page: Page): Promise<void> {
  await page.evaluate(() => window.scrollTo({ top: 0 }));
  await page.getByRole('banner').getByRole('button', { name: 'Menu do usuário' }).click();
}

/**
 * Resolves once the page has handled everything queued before this call (a click's or a key's handlers,
 * the promises they started): its event loop has reached the next frame and the task after it. For
 * checking that something did not happen, instead of sleeping.
 */
export async function pageCaughtUp(page: Page): Promise<void> {
  await page.evaluate(() => new Promise<void>((resolve) => requestAnimationFrame(() => setTimeout(resolve, 0))));
}

/** The toast that holds all of `texts` (a title such as 'Algo deu errado!' and its message). */
export function toast(page: Page, ...texts: string[]): Locator {
  return texts.reduce((alerts, text) => alerts.filter({ hasText: text }), page.getByRole('alert'));
}

export async function expectToast(page: Page, ...texts: string[]): Promise<void> {
  await expect(toast(page, ...texts).first()).toBeVisible();
}
