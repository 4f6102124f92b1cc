import { registerMember } from '../member/support';
import { wideParts } from '../support/layout';
import { text } from '../support/locales';
import { expect, test } from '../support/test';
import { balanceCents, signInAs } from './support';

type Language = 'en' | 'ty';
const lobby = (language: Language, key: string, values: Record<string, string | number> = {}) => text(language, 'lobby', key, values);
const orders = (language: Language, key: string, values: Record<string, string | number> = {}) => text(language, 'orders', key, values);

for (const language of ['en', 'ty'] as const) {
  test(`Tala 3D (${language}): a ticket of two lines is an open bet order; cancelling one line gives back exactly its stake`, async ({
    page,
  }) => {
    const member = await registerMember(page.request);
    const session = await signInAs(page, language === 'en' ? 'EN' : 'TY', member);
    await page.goto('/m/provider?vassalage=BGS');
    await page.getByRole('button', { name: 'Tala 3D', exact: true }).click();
    await expect(page).toHaveURL(/\/m\/game\?.*play=DRAW/);
    await expect(page.getByRole('heading', { name: 'Tala 3D', exact: true })).toBeVisible();
    expect(await wideParts(page), 'Tala 3D is wider than the screen').toEqual([]);

    // The latest of the three draws on offer, so its tickets stay open for the whole test.
    await page
      .getByRole('radio', { name: new RegExp(lobby(language, 'draw.drawAt', { time: '.*' })) })
      .last()
      .check();
    const pick = page.getByLabel(lobby(language, 'draw.pick'));
    await pick.fill('123');
    await page.getByRole('radio', { name: '₱5.00', exact: true }).check();
    await page.getByRole('button', { name: lobby(language, 'draw.addLine') }).click();
    await pick.fill('908');
    await page.getByRole('radio', { name: '₱2.00', exact: true }).check();
    await page.getByRole('button', { name: lobby(language, 'draw.addLine') }).click();
    await expect(page.getByRole('list', { name: lobby(language, 'draw.lines') }).getByRole('listitem')).toHaveCount(2);

    const before = await balanceCents(page.request, session.token);
    await page.getByRole('button', { name: lobby(language, 'draw.buy', { total: '₱7.00' }) }).click();
    const result = page.getByTestId('ticket-result');
    await expect(result).toHaveAttribute('data-ticket', /[0-9a-f-]{36}/);
    const ticketId = (await result.getAttribute('data-ticket'))!;
    expect(await balanceCents(page.request, session.token)).toBe(before - 700);

    // "See ticket" opens the ticket in the bet records: an open order, its two lines cancellable.
    await page.getByRole('button', { name: lobby(language, 'draw.seeTicket') }).click();
    await expect(page).toHaveURL(new RegExp(`/m/gameRecord\\?.*order=${ticketId}`));
    const order = page.getByRole('region', { name: 'Tala 3D' });
    await expect(order.getByText(ticketId, { exact: true })).toBeVisible();
    await expect(order).toContainText(orders(language, 'status.OPEN'));
    const lines = page.getByRole('list', { name: orders(language, 'subOrders') });
    await expect(lines.getByRole('listitem')).toHaveCount(2);
    await expect(lines.getByText(orders(language, 'pick', { line: 1, pick: '123' }))).toBeVisible();

    const afterBuying = await balanceCents(page.request, session.token);
    await lines.getByRole('button', { name: orders(language, 'cancel', { line: 1 }) }).click();
    await expect(page.getByRole('status').filter({ hasText: orders(language, 'cancelled', { line: 1, refund: '₱5.00' }) })).toBeVisible();
    await expect(lines.getByRole('button', { name: orders(language, 'cancel', { line: 1 }) })).toHaveCount(0);
    await expect(lines.getByRole('listitem').first()).toContainText(orders(language, 'status.CANCELLED'));
    await expect(lines.getByRole('button', { name: orders(language, 'cancel', { line: 2 }) })).toBeVisible();
    await expect(page.getByTestId('order-bet')).toHaveText('₱2.00');
    expect(await balanceCents(page.request, session.token)).toBe(afterBuying + 500);
  });
}
