import { describe, expect, it } from 'vitest';
import { newChallenge, renderCaptchaSvg } from '../../src/services/accounts/captcha-image';
import { renderCaptchaBeforeHardening } from './captcha-before-hardening';
import { solveCaptcha } from './captcha-solver';

const TRIES = 60;

async function readCount(render: (text: string) => string): Promise<number> {
  let read = 0;
  for (let i = 0; i < TRIES; i++) {
    const challenge = newChallenge(i % 2 === 0 ? 'numeric' : 'equation');
    if ((await solveCaptcha(render(challenge.text))) === challenge.text) read++;
  }
  return read;
}

describe('the captcha against a short script that cuts the picture at empty columns and matches the font', () => {
  it('the script reads nearly every captcha drawn the way it was before', async () => {
    expect(await readCount(renderCaptchaBeforeHardening)).toBeGreaterThanOrEqual(50);
  });

  it('the script reads at most 5 of 60 captchas drawn today', async () => {
    expect(await readCount(renderCaptchaSvg)).toBeLessThanOrEqual(5);
  });

  it('a captcha stays a small picture whose answer is not written in its markup', () => {
    for (let i = 0; i < 20; i++) {
      const challenge = newChallenge(i % 2 === 0 ? 'numeric' : 'equation');
      const svg = renderCaptchaSvg(challenge.text);
      expect(Buffer.byteLength(svg)).toBeLessThan(5_000);
      expect(svg).not.toContain('<text');
      expect(svg).not.toContain('transform');
    }
  });
});
