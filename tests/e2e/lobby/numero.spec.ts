import { registerMember } from '../member/support';
import { text } from '../support/locales';
import { expect, test } from '../support/test';
import { signInAs } from '../wallet/support';

for (const language of ['en', 'ty'] as const) {
  test(`the lottery lobby (${language}) names Tala 3D's next draw, the one its game sells tickets for`, async ({ page }) => {
    const lobby = (key: string, values: Record<string, string | number> = {}) => text(language, 'lobby', key, values);
    const member = await registerMember(page.request);
    await signInAs(page, language === 'en' ? 'EN' : 'TY', member);
    const answer = (await (await page.request.get('/wps/relay/numero')).json()) as { value: { list: { numero: string }[] } };
    const numero = answer.value.list[0]!.numero;

    await page.goto('/m/lott');
    const draws = page.getByRole('region', { name: lobby('draw.nextDraws') });
    // A draw's tickets may close while the page loads: the lobby then names the next one.
    await expect(draws.getByText(/\d{8}-\d{4}/)).toBeVisible();
    const shown = ((await draws.getByText(/\d{8}-\d{4}/).textContent()) ?? '').match(/\d{8}-\d{4}/)![0];
    expect(shown >= numero).toBe(true);
    await expect(draws).toContainText(lobby('draw.numero', { numero: shown, time: '' }).split(',')[0]!);

    await draws.getByRole('button', { name: lobby('vendors.open', { name: 'Tala 3D' }) }).click();
    await expect(page).toHaveURL(/\/m\/game\?.*play=DRAW/);
    await expect(page.getByRole('radio', { name: new RegExp(lobby('draw.drawAt', { time: '.*' })) }).first()).toBeVisible();
  });
}
