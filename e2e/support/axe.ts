// The accessibility check of e2e/accessibility.spec.ts: axe-core (every rule it runs by default) over
// what the page shows now, failing on any critical or serious violation, and the keyboard checks axe
// cannot make (a focused element the user cannot see).
import AxeBuilder from '@axe-core/playwright';
import { expect, type Page } from '@playwright/test';

const BLOCKING = new Set(['critical', 'serious']);
/**
 * What a state opens over its screen: MUI's modal containers (a dialog, a menu, a select's list, the
 * phone's side drawer) while shown; a closed one kept mounted is marked MuiModal-hidden.
 */
const OPEN_MODAL = '.MuiModal-root:not(.MuiModal-hidden)';

/** Both themes, light first. */
export const SCHEMES = ['light', 'dark'] as const;
export type Scheme = (typeof SCHEMES)[number];

/**
 * Runs check once in each theme on the page as it is, switching the emulated prefers-color-scheme: the
 * portal follows it live (src/ui/layout/theme/preference.ts), so nothing reloads. Waits until the page
 * paints the theme: the body's background (CssBaseline's background.default) is dark or light.
 */
export async function inEachScheme(page: Page, check: (scheme: Scheme) => Promise<void>): Promise<void> {
  for (const scheme of SCHEMES) {
    await page.emulateMedia({ colorScheme: scheme });
    await page.waitForFunction((dark) => {
      const [r, g, b] = (getComputedStyle(document.body).backgroundColor.match(/\d+/g) ?? ['0', '0', '0']).map(Number);
      const luminance = (0.2126 * r + 0.7152 * g + 0.0722 * b) / 255;
      return dark ? luminance < 0.5 : luminance >= 0.5;
    }, scheme === 'dark');
    await check(scheme);
  }
}

/**
 * The rules whose answer depends on the colours: all a theme changes. Names, roles, labels and structure
 * are the same in either theme, so the second theme is scanned for these alone (a scan of every rule
 * took twice as long, on every step of the walks).
 */
export const THEME_RULES = ['color-contrast', 'link-in-text-block'] as const;

/** Every rule in the light theme, then what the dark theme can change (THEME_RULES). */
export async function expectAccessibleInEachScheme(page: Page, screen: string): Promise<void> {
  await inEachScheme(page, (scheme) =>
    expectAccessible(page, `${scheme} ${screen}`, scheme === SCHEMES[0] ? {} : { rules: THEME_RULES }),
  );
}

/** True once nothing a state opened is shown (within a few seconds: a closing dialog fades out). */
export async function nothingOpen(page: Page): Promise<boolean> {
  return expect(page.locator(OPEN_MODAL))
    .toHaveCount(0, { timeout: 5_000 })
    .then(
      () => true,
      () => false,
    );
}

/**
 * Waits until no CSS transition or finite animation runs (a dialog fading in would be read
 * half-transparent); endless ones (a focused button's pulsing ripple, a spinner) never end.
 */
export async function settle(page: Page): Promise<void> {
  await page.waitForFunction(() =>
    document
      .getAnimations()
      .every((animation) => animation.playState !== 'running' || animation.effect?.getTiming().iterations === Infinity),
  );
}

/** One line per offending element: the rule, its impact and where, so a failure says what to fix. */
function describe(violations: Awaited<ReturnType<AxeBuilder['analyze']>>['violations']): string[] {
  return violations.flatMap((violation) =>
    violation.nodes.map((node) => `${violation.impact} ${violation.id}: ${node.target.join(' ')} — ${node.failureSummary?.split('\n').slice(1).join(' ')}`),
  );
}

/**
 * Soft-fails (the walk goes on to the next screen) with every critical or serious violation on `page`;
 * with a dialog, menu or drawer open, in that only: it is what changed since the screen's own check, and
 * the page under it is inert meanwhile.
 */
export async function expectAccessible(page: Page, screen: string, { rules }: { rules?: readonly string[] } = {}): Promise<void> {
  await settle(page);
  const axe = new AxeBuilder({ page });
  if (rules) axe.withRules([...rules]);
  if (await page.locator(OPEN_MODAL).count()) axe.include(OPEN_MODAL);
  const { violations } = await axe.analyze();
  expect.soft(describe(violations.filter((violation) => BLOCKING.has(violation.impact ?? ''))), screen).toEqual([]);
}

/** How many Tab presses the focus walk makes at most, and what one press may take under load (a walk's budget). */
export const FOCUS_WALK_PRESSES = 40;
export const FOCUS_PRESS_LIMIT = 5_000;

/**
 * Presses Tab up to `presses` times (or once round the page) and soft-fails with every element that took focus where the user
 * cannot see it: invisible, of no size, or covered or clipped away (the point at its centre, after the
 * browser scrolled it into view, belongs to something else).
 */
export async function expectNoHiddenFocus(page: Page, screen: string, presses = FOCUS_WALK_PRESSES): Promise<void> {
  const hidden: string[] = [];
  // The pointer rests where no tooltip opens (at 0,0 it hovers the phone's menu button, whose tooltip
  // covers the skip link).
  const { height } = page.viewportSize() ?? { height: 600 };
  await page.mouse.move(1, height - 1);
  await page.evaluate(() => (document.activeElement as HTMLElement | null)?.blur());
  for (let press = 0; press < presses; press++) {
    await page.keyboard.press('Tab');
    await settle(page);
    const problem = await page.evaluate(async () => {
      // Measured once the frame after the press has painted (a popper, such as the focused button's
      // tooltip, is laid out at the page's top-left corner until its position is computed), and counted
      // only if the focused element is still covered two frames later: what stays over it, not a frame
      // of something being placed.
      const frames = () => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve)));
      const element = document.activeElement as HTMLElement | null;
      if (!element || element === document.body) return null;
      // Back at the first element: the whole cycle is seen (and what the last one left, such as a fading
      // tooltip, may still cover the top of the page).
      const seenBefore = element.dataset.focusWalk === 'seen';
      element.dataset.focusWalk = 'seen';
      if (seenBefore) return 'cycle';
      const hiddenNow = () => {
        const box = element.getBoundingClientRect();
        const hit = document.elementFromPoint(box.left + box.width / 2, box.top + box.height / 2);
        const seen =
          element.checkVisibility({ visibilityProperty: true }) &&
          box.width > 0 &&
          box.height > 0 &&
          hit !== null &&
          (element.contains(hit) || hit.contains(element));
        if (seen) return null;
        const name = element.getAttribute('aria-label') ?? element.textContent?.trim().slice(0, 40);
        const over = hit ? `${hit.tagName.toLowerCase()}.${String(hit.className).split(' ')[0]}` : 'nothing';
        return `${element.tagName.toLowerCase()} "${name}" (under ${over})`;
      };
      await frames();
      if (!hiddenNow()) return null;
      await frames();
      return hiddenNow();
    });
    if (problem === 'cycle') break;
    if (problem && !hidden.includes(problem)) hidden.push(problem);
  }
  expect.soft(hidden, `${screen}: focusable but not visible`).toEqual([]);
}
