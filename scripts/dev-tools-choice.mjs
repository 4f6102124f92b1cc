/**
 * Whether `npm start` runs the platform with its development tools, and why. The reference
 * platform is a demo out of the box, so they are on unless NODE_ENV=production; TALA_DEV_TOOLS,
 * when set, decides either way. The answer is always explicit, so a config file never turns
 * them on behind the line that says they are off.
 */
export function devToolsChoice(env) {
  const asked = env.TALA_DEV_TOOLS;
  if (asked !== undefined) {
    const on = asked === '1' || asked === 'true';
    return { value: on ? '1' : '0', line: `Development tools are ${on ? 'ON' : 'off'}: TALA_DEV_TOOLS=${asked} says so.` };
  }
  if (env.NODE_ENV === 'production') {
    return { value: '0', line: 'Development tools are off: NODE_ENV=production (TALA_DEV_TOOLS=1 would turn them on).' };
  }
  return {
    value: '1',
    line: 'Development tools are ON: npm start turns them on when NODE_ENV is not production (TALA_DEV_TOOLS=0 turns them off).',
  };
}
