// The bubble's text colours must reach WCAG AA (4.5:1) on their backgrounds; read from the CSS
// the page ships, so a colour change that breaks the contrast fails here.
import { readFileSync } from 'node:fs';
import path from 'node:path';

const css = readFileSync(path.join(__dirname, '../../../../src/client/styles/login.css'), 'utf8');

function ruleColours(selector: string): { color: string; background: string } {
  const body = new RegExp(`\\${selector}\\s*\\{([^}]*)\\}`).exec(css)?.[1] ?? '';
  const read = (property: string) => new RegExp(`(?:^|;)\\s*${property}:\\s*(#[0-9a-f]{6})`, 'i').exec(body)?.[1] ?? '';
  return { color: read('color'), background: read('background') };
}

function luminance(hex: string): number {
  const [r, g, b] = [1, 3, 5].map((start) => {
    const channel = parseInt(hex.slice(start, start + 2), 16) / 255;
    return channel <= 0.03928 ? channel / 12.92 : ((channel + 0.055) / 1.055) ** 2.4;
  }) as [number, number, number];
  return 0.2126 * r + 0.7152 * g + 0.0722 * b;
}

function contrast(a: string, b: string): number {
  const [light, dark] = [luminance(a), luminance(b)].sort((x, y) => y - x) as [number, number];
  return (light + 0.05) / (dark + 0.05);
}

describe('status bubble colours', () => {
  it.each(['.status-bubble--success', '.status-bubble--error'])('%s has at least 4.5:1 contrast', (selector) => {
    const { color, background } = ruleColours(selector);
    expect(color).toMatch(/^#/);
    expect(background).toMatch(/^#/);
    expect(contrast(color, background)).toBeGreaterThanOrEqual(4.5);
  });
});
